/**
 * The colours a player can paint cells with, as SudokuPad and HoDoKu offer them for colouring chains and pairs: by
 * name, so a screen reader says "coloured green" where a sighted player sees a green cell. A cell's colour is its
 * 1-based index here, 0 for none; styles/board.css draws each one in both themes.
 */
export const CELL_COLOURS = ["red", "orange", "yellow", "green", "blue", "purple"] as const;

export type CellColourName = (typeof CELL_COLOURS)[number];

/** The name of colour index `colour` (1-based), or "" for none. */
export function colourName(colour: number): CellColourName | "" {
  return CELL_COLOURS[colour - 1] ?? "";
}
