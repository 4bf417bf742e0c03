/**
 * Test helpers: build candidate boards in {..} notation from a few overrides, and print steps as sorted
 * strings ("r5c4=7" for a placement, "r1c3-2" for an elimination) so tests can compare them exactly.
 */
import { expect } from "vitest";
import type { Candidates } from "../../../../worker/core/sudoku/candidates";
import { parseCandidates } from "../../../../worker/core/sudoku/hints/candidate-notation";
import type { Deduction } from "../../../../worker/core/sudoku/hints/hint";
import { cellName, parseCellName, type Shape } from "../../../../worker/core/sudoku/shape";

/**
 * A size×size board in candidate notation: every cell open ('.') except the overrides, keyed "r1c3", whose text
 * is a token ("5" placed, "{125}" candidates). A key "row 2" / "col 4" applies the token to a whole line's cells
 * that have no override of their own.
 */
export function boardText(overrides: Record<string, string>, size = 9): string {
  const tokens: string[] = new Array(size * size).fill(".");
  for (const [key, token] of Object.entries(overrides)) {
    const line = /^(row|col) (\d+)$/.exec(key);
    if (!line) continue;
    const index = Number(line[2]) - 1;
    for (let i = 0; i < size; i++) tokens[line[1] === "row" ? index * size + i : i * size + index] = token;
  }
  for (const [key, token] of Object.entries(overrides)) {
    const cell = parseCellName(size, key);
    if (cell >= 0) tokens[cell] = token;
  }
  const rows: string[] = [];
  for (let r = 0; r < size; r++) rows.push(tokens.slice(r * size, (r + 1) * size).join(""));
  return rows.join("\n");
}

export function parse(text: string): Candidates {
  const parsed = parseCandidates(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

export function board(overrides: Record<string, string>, size = 9): Candidates {
  return parse(boardText(overrides, size));
}

export interface StepSummary {
  placements: string[];
  eliminations: string[];
}

export function summary(shape: Shape, step: Deduction | null): StepSummary | null {
  if (!step) return null;
  return {
    placements: step.placements.map(({ cell, value }) => `${cellName(shape, cell)}=${value}`).sort(),
    eliminations: step.eliminations.map(({ cell, value }) => `${cellName(shape, cell)}-${value}`).sort(),
  };
}

/** "r1c3 r1c4" with one value → ["r1c3-2", "r1c4-2"] sorted. */
export function elims(cells: string, value: number): string[] {
  return cells.split(/\s+/).filter(Boolean).map((cell) => `${cell}-${value}`).sort();
}

export function expectStep(c: Candidates, step: Deduction | null, expected: { placements?: string[]; eliminations?: string[] }): void {
  expect(summary(c.shape, step)).toEqual({ placements: [...(expected.placements ?? [])].sort(), eliminations: [...(expected.eliminations ?? [])].sort() });
}

/** Cells of row r (1-based) except the listed columns, as "r2c1 r2c2 ..." */
export function rowExcept(row: number, cols: number[], size = 9): string {
  const out: string[] = [];
  for (let c = 1; c <= size; c++) if (!cols.includes(c)) out.push(`r${row}c${c}`);
  return out.join(" ");
}

export function colExcept(col: number, rows: number[], size = 9): string {
  const out: string[] = [];
  for (let r = 1; r <= size; r++) if (!rows.includes(r)) out.push(`r${r}c${col}`);
  return out.join(" ");
}
