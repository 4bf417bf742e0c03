/**
 * The widget itself, which /widget.js (loader.ts) imports from its hashed chunk: defines <sudoku-puzzle> once.
 * Attributes `puzzle`, `difficulty`, `theme`, `api`, `variant`, `help` and `hints` are observed, so changing one after mount
 * re-renders that widget only.
 * @example <script type="module" src="https://sudoku.example/widget.js"></script>
 *          <sudoku-puzzle puzzle="daily" difficulty="easy"></sudoku-puzzle>
 *          <sudoku-puzzle puzzle="daily-killer"></sudoku-puzzle>
 */
import register from "preact-custom-element";
import { SudokuWidget } from "./sudoku-widget";
import { widgetStyleSheet } from "./widget-css";
import { WIDGET_ATTRIBUTES } from "./attributes";

export const TAG = "sudoku-puzzle";

if (typeof customElements !== "undefined" && !customElements.get(TAG)) {
  register(SudokuWidget, TAG, [...WIDGET_ATTRIBUTES], { shadow: true, adoptedStyleSheets: [widgetStyleSheet()] });
}
