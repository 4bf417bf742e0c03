/**
 * POST /api/hint with {"fpuzzles": …}: the hint for a variant puzzle (core/sudoku/variants/hint.ts). The classic
 * techniques know no cages or irregular regions, so the answer is a cell the SAT solver proves forced by the rules,
 * with the rule instances that rule out each other digit; the same response shape and detail ladder as classic
 * hints, plus `area` (cells of the cited rules) and `rules` (their names).
 */
import type { Context } from "hono";
import type { HintDetail, HintResponse } from "../core/api";
import { variantHint, type VariantHintLevel } from "../core/sudoku/variants/hint";
import { parseCellName } from "../core/sudoku/shape";
import { variantCellName, type VariantPuzzle } from "../core/sudoku/variants/model";
import { belowFixedCost, gridBudget, maxBudgetMs, unknownAdvice } from "../http/budget";
import { MIN_VARIANT_HINT_BUDGET_MS } from "../http/limits";
import { problem, type ErrorValue } from "../http/problem";
import { entryOverGiven } from "./sudoku-shared";
import { variantFromRequest } from "./variant-solve";
import { aGrid } from "../core/words";

const LEVEL: Record<HintDetail, VariantHintLevel> = { technique: 1, cells: 2, full: 3 };

export interface VariantHintAsk {
  fpuzzles: Record<string, unknown> | string;
  entries?: string;
  notes?: Record<string, number[]>;
  detail: HintDetail;
  reveal?: boolean;
  /** The cell whose wrong entry to explain, e.g. "r3c7" (the player's selection). */
  cell?: string;
  budget_ms?: number;
}

/**
 * The player's digits: N² characters, '.' or '0' for empty, 1-9 then A-G. A given's cell may be empty or repeat its
 * given; another digit there is refused by its cell, as on a classic puzzle.
 */
function readEntries(size: number, text: string, givens: Uint8Array): Uint8Array | ErrorValue {
  const chars = [...text.replace(/\s+/g, "")];
  if (chars.length !== size * size) return { kind: "bad-grid", message: `entries must have ${size * size} cells for this ${size}x${size} puzzle, got ${chars.length}.`, field: "body.entries" };
  const out = new Uint8Array(size * size);
  for (let cell = 0; cell < chars.length; cell++) {
    const ch = chars[cell];
    if (ch === "." || ch === "0") continue;
    const v = parseInt(ch, 36);
    if (!(v >= 1 && v <= size)) {
      const name = variantCellName(size, cell);
      return { kind: "bad-grid", message: `${JSON.stringify(ch)} at ${name} is not a digit of ${aGrid(size, "x")} puzzle.`, field: "body.entries", cell: name };
    }
    if (givens[cell] && v !== givens[cell]) return entryOverGiven(variantCellName(size, cell), v, givens[cell]!);
    out[cell] = v;
  }
  return out;
}

function readNotes(size: number, notes: Record<string, number[]>): Uint32Array | ErrorValue {
  const marks = new Uint32Array(size * size);
  for (const [name, values] of Object.entries(notes)) {
    const cell = parseCellName(size, name);
    if (cell < 0) return { kind: "bad-notes", message: `${name} is not a cell of ${aGrid(size, "x")} grid.`, field: "body.notes", cell: name };
    for (const v of values) {
      if (v > size) return { kind: "bad-notes", message: `${v} is not a value of ${aGrid(size, "x")} grid.`, field: "body.notes", cell: name };
      marks[cell] |= 1 << (v - 1);
    }
  }
  return marks;
}

/** "r3c7" → its index, or an error naming the cell when the grid has no such cell. */
function readCell(size: number, name: string): number | ErrorValue {
  const cell = parseCellName(size, name);
  return cell >= 0 ? cell : { kind: "bad-cell", message: `${name} is not a cell of ${aGrid(size, "x")} grid.`, field: "body.cell", cell: name };
}

export function variantHintAnswer(c: Context<{ Bindings: Env }>, ask: VariantHintAsk) {
  const read = variantFromRequest(ask.fpuzzles);
  if (!read.ok) return problem(c, read.error);
  return hintForVariant(c, read.puzzle, ask);
}

/** The hint for a variant puzzle (one with no rules, such as a 6×6 sent in f-puzzles form, included). */
function hintForVariant(c: Context<{ Bindings: Env }>, puzzle: VariantPuzzle, ask: Omit<VariantHintAsk, "fpuzzles">) {
  const n = puzzle.size;
  const what = puzzle.rules.length === 0 && !puzzle.regions ? `A hint on ${aGrid(n, "x")} puzzle` : `A hint on ${aGrid(n, "x")} variant puzzle`;
  const entries = ask.entries === undefined ? undefined : readEntries(n, ask.entries, puzzle.givens);
  if (entries && !(entries instanceof Uint8Array)) return problem(c, entries);
  const marks = ask.notes ? readNotes(n, ask.notes) : undefined;
  if (marks && !(marks instanceof Uint32Array)) return problem(c, marks);
  const focus = ask.cell === undefined ? undefined : readCell(n, ask.cell);
  if (typeof focus === "object") return problem(c, focus);

  const granted = gridBudget(c.env, ask.budget_ms, n);
  const why = "it encodes the puzzle and loads the solver three times before it can stop";
  const tooSmall = belowFixedCost(granted, MIN_VARIANT_HINT_BUDGET_MS[n] ?? 1, what, why, "body.budget_ms");
  if (tooSmall) return problem(c, tooSmall);
  const detail = ask.detail;
  const hint = variantHint({ puzzle, entries, pencilMarks: marks, level: LEVEL[detail], reveal: ask.reveal, focus, budget: granted.budget });
  const name = (cell: number): string => variantCellName(n, cell);
  const answer: HintResponse = { kind: hint.kind === "forced" ? "step" : hint.kind, detail, text: hint.text };
  if (hint.kind === "unknown") answer.unknown = unknownAdvice(granted, "sudoku", maxBudgetMs(c.env));
  if (hint.kind === "wrong-entry") {
    answer.cells = hint.cells.map(name);
    if (hint.expected) answer.placements = hint.expected.map((e) => ({ cell: name(e.cell), value: e.value }));
    if (hint.why) {
      answer.area = hint.why.area.map(name);
      answer.rules = hint.why.ruleNames;
      answer.reason = hint.why.text;
    }
  }
  if (hint.kind === "forced") {
    answer.technique = hint.hidden ? "hidden-single" : "forced-cell";
    answer.houses = hint.hidden ? [hint.hidden.house] : [];
    answer.area = hint.area.map(name);
    answer.rules = hint.ruleNames;
    if (detail !== "technique") answer.cells = [name(hint.cell)];
    if (detail === "full") answer.placements = [{ cell: name(hint.cell), value: hint.value }];
  }
  if (hint.kind === "search") {
    answer.technique = "solver";
    if (detail !== "technique") answer.cells = [name(hint.cell)];
    if (detail === "full") answer.placements = [{ cell: name(hint.cell), value: hint.value }];
  }
  return c.json(answer, 200);
}

