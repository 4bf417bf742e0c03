/**
 * The stylesheet adopted by every widget's shadow root: the site's palette, base and board styles plus the widget's
 * frame (a variant widget adds the variant drawings with its own code). A constructed sheet is shared by all widgets
 * on a page and, unlike a <style> element, is not blocked by a host's strict `style-src` CSP.
 */
import theme from "../styles/theme.css?inline";
import base from "../styles/base.css?inline";
import board from "../styles/board.css?inline";
import frame from "./widget.css?inline";

/** rem follows the host page's <html> font size, which the widget must not; 1rem becomes 16px. */
export function remToPx(css: string): string {
  return css.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${+(Number(n) * 16).toFixed(3)}px`);
}

export const WIDGET_CSS = remToPx([theme, base, board, frame].join("\n"));

export function widgetStyleSheet(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(WIDGET_CSS);
  return sheet;
}
