/**
 * /embed?puzzle=…&difficulty=…&theme=…&help=…&hints=…: the widget alone on a page, for hosts that allow frames but
 * not third-party scripts. The widget's events are forwarded to the parent window as messages
 * ({ source: "sat-sudoku", type, detail }), and so is the page's height ({ type: "resize", detail: { height } }) each time it changes, so a host can size the
 * frame to its content instead of guessing a height that clips on phones (the snippet is on the /widget page).
 */
import "./embed.css";
import { TAG } from "./widget/register";

const params = new URLSearchParams(location.search);
const widget = document.createElement(TAG);
for (const name of ["puzzle", "difficulty", "theme", "help", "hints"]) {
  const value = params.get(name);
  if (value !== null) widget.setAttribute(name, value);
}

function tellParent(type: string, detail: unknown): void {
  if (parent !== window) parent.postMessage({ source: "sat-sudoku", type, detail }, "*");
}

for (const type of ["progress", "solved"]) {
  widget.addEventListener(type, (event) => tellParent(type, (event as CustomEvent).detail));
}
document.body.append(widget);

// The widget's own box, not the document's: a document is at least as tall as its frame, so it could never shrink.
let lastHeight = 0;
new ResizeObserver(() => {
  const height = Math.ceil(widget.getBoundingClientRect().height);
  if (height > 0 && height !== lastHeight) {
    lastHeight = height;
    tellParent("resize", { height });
  }
}).observe(widget);
