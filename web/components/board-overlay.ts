/**
 * How a page puts drawings over the board without the board knowing about variants: it provides a renderer
 * (given the current values) through this context, and says whether the classic box edges should be hidden
 * (a jigsaw draws its own region borders).
 */
import { createContext, type ComponentChildren } from "preact";

export interface BoardOverlayValue {
  render: (values: Uint8Array) => ComponentChildren;
  hideBoxes: boolean;
}

export const BoardOverlay = createContext<BoardOverlayValue | null>(null);
