/**
 * /embed?puzzle=…&difficulty=…&theme=…: the widget alone on a page, for hosts that allow frames but not third-party
 * scripts. The widget's events are forwarded to the parent window as messages ({ source: "sat-sudoku", type, detail }).
 */
import { TAG } from "./widget/register";

const params = new URLSearchParams(location.search);
const widget = document.createElement(TAG);
for (const name of ["puzzle", "difficulty", "theme"]) {
  const value = params.get(name);
  if (value !== null) widget.setAttribute(name, value);
}
for (const type of ["progress", "solved"]) {
  widget.addEventListener(type, (event) => {
    if (parent !== window) parent.postMessage({ source: "sat-sudoku", type, detail: (event as CustomEvent).detail }, "*");
  });
}
document.body.append(widget);
