/** Reading the API's cell and house names ("r3c7", "row 3", "column 7", "box 5") back into indexes. */
import { cellName, parseCellName, type Shape } from "../../worker/core/sudoku/shape";

export function cellIndex(shape: Shape, name: string): number {
  return parseCellName(shape.size, name);
}

/** The cells of a named house, or [] when the name is not one. */
export function houseCells(shape: Shape, name: string): number[] {
  const m = /^(row|r|column|col|c|box|b)\s*(\d+)$/i.exec(name.trim());
  if (!m) return [];
  const index = Number(m[2]) - 1;
  if (index < 0 || index >= shape.size) return [];
  const kind = m[1][0].toLowerCase();
  const offset = kind === "r" ? 0 : kind === "c" ? shape.size : 2 * shape.size;
  return Array.from(shape.houses[offset + index]);
}

export function cellNames(shape: Shape, cells: number[]): string {
  return cells.map((cell) => cellName(shape, cell)).join(", ");
}
