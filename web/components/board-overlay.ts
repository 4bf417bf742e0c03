/**
 * How a page puts drawings over the board without the board knowing about variants: it provides a renderer
 * (given the current values) through this context, and says whether the classic box edges should be hidden
 * (a jigsaw draws its own region borders) and whether clues outside the grid need a margin around it.
 */
import { createContext, type ComponentChildren } from "preact";

export interface BoardOverlayValue {
  render: (values: Uint8Array) => ComponentChildren;
  hideBoxes: boolean;
  /** Sides with clues outside the grid (little killers, sandwiches): the board leaves a band on each. */
  clueSides?: readonly ClueSide[];
  /** Cells with a label in their top-left corner (a cage's sum): their notes move down out of its way. */
  labelled?: ReadonlySet<number>;
  /** Cells inside a cage's dashed outline: their notes and corner marks draw inside it, clear of the dashes. */
  caged?: ReadonlySet<number>;
}

export type ClueSide = "top" | "right" | "bottom" | "left";

export const BoardOverlay = createContext<BoardOverlayValue | null>(null);
