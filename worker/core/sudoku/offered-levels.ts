/**
 * Which classic puzzles the generators offer: the sides and, per side, the levels reached reliably within the API's
 * budget. One table for the route, the request schema, the command line and the play page, which must agree; it
 * imports no engine, so the site can read it without loading a generator.
 */
import { DIFFICULTIES, type Difficulty } from "./difficulty";
import { listInWords } from "../words";
import { SQUARE_SIDES } from "./shape";

/**
 * Levels per side. Square boxes (4, 9, 16, 25) come from the classic generator: every level on 9x9, on 16x16 and
 * 25x25 those it reaches reliably and within budget (a 16x16 aimed at extreme keeps back more for its grading, so the
 * API asks a larger least budget for it; a 25x25 reached expert on 4 of 6 seeds). Rectangular boxes (6 → 2×3 … 15 →
 * 3×5) come from the variant generator, graded by the same techniques; each level listed was reached on at least 90%
 * of the seeds measured with the route's budget (test/bench/RESULTS.md, and `npm run bench -- sudoku --only
 * generate`). A 6×6 mostly needs singles alone or a hard technique (a wing), and its medium and expert are rare
 * draws, reached on every seed only since a draw became cheap; its extreme was reached on 62 of 80 seeds.
 */
export const CLASSIC_LEVELS: Readonly<Record<number, readonly Difficulty[]>> = {
  4: ["easy"],
  6: ["easy", "medium", "hard", "expert"],
  8: DIFFICULTIES,
  9: DIFFICULTIES,
  10: DIFFICULTIES,
  12: DIFFICULTIES,
  14: DIFFICULTIES,
  15: DIFFICULTIES,
  16: DIFFICULTIES,
  25: ["easy", "medium", "hard"],
};

/** A level the site makes in the visitor's browser because the API's budget cannot reach it reliably. */
export interface BrowserMadeLevel {
  level: Difficulty;
  /** Work units for the whole generation (the API grants at most its MAX_BUDGET_MS at the CDCL rate). */
  work: number;
  attempts: number;
}

/**
 * Per side, the levels beyond CLASSIC_LEVELS that /play makes in the browser, with the work and attempts that reached
 * them on at least 95% of the seeds measured (test/bench/RESULTS.md). A 25x25 expert needs more than the API's cap:
 * its misses spend the budget giving clues back until one attempt lands, so more attempts only help with more work.
 */
export const BROWSER_MADE: Readonly<Record<number, readonly BrowserMadeLevel[]>> = {
  25: [{ level: "expert", work: 240_000_000, attempts: 16 }],
};

/** The browser-made level of a side, if `level` is one. */
export function browserMadeLevel(side: number, level: string): BrowserMadeLevel | undefined {
  return BROWSER_MADE[side]?.find((made) => made.level === level);
}

/** The browser-made levels in words: "25×25 expert". */
export function browserMadeInWords(): string {
  return listInWords(Object.entries(BROWSER_MADE).flatMap(([side, levels]) => levels.map((made) => `${side}×${side} ${made.level}`)));
}

/** Every side a classic puzzle is generated on, smallest first. */
export const CLASSIC_SIDES: readonly number[] = Object.keys(CLASSIC_LEVELS).map(Number).sort((a, b) => a - b);

/** True for a side whose boxes are squares (4, 9, 16, 25): the classic generator's; the others are rectangles. */
export const hasSquareBoxes = (side: number): boolean => SQUARE_SIDES.includes(side);

/** The sides generated with rectangular boxes (by the variant generator, with no rule beyond the houses). */
export const BOXED_CLASSIC_SIDES: readonly number[] = CLASSIC_SIDES.filter((side) => !hasSquareBoxes(side));

/** "6×6, 8×8 or 10×10": sides as a reader names them. */
export const sidesInWords = (sides: readonly number[], conjunction: "or" | "and" = "or"): string => listInWords(sides.map((n) => `${n}×${n}`), conjunction);

/** The offered levels in words, sides grouped by their levels: "easy on 4×4, 6×6 and 8×8; every level on 9×9; …". */
export function offeredLevelsInWords(): string {
  const groups = new Map<string, number[]>();
  for (const side of CLASSIC_SIDES) {
    const levels = CLASSIC_LEVELS[side];
    const key = levels.length === DIFFICULTIES.length ? "every level" : listInWords(levels);
    groups.set(key, [...(groups.get(key) ?? []), side]);
  }
  return [...groups].map(([levels, sides]) => `${levels} on ${sidesInWords(sides, "and")}`).join("; ");
}
