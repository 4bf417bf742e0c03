import { render } from "preact";
import { App } from "./app";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/board.css";
import "./styles/print.css";

render(<App />, document.getElementById("app")!);

// Offline play: the service worker caches the shell and the latest daily answers (see public/sw.js).
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  window.addEventListener("load", () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined));
}
