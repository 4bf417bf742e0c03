/**
 * POST /api/solve with {"fpuzzles": …}: a variant puzzle as f-puzzles JSON or its compressed link form → the same
 * answer shape as a classic puzzle. "multiple" adds the cells where the two solutions differ; "none" adds a small
 * set of rule instances and givens that contradict each other (when the budget allows finding it); certificate
 * adds the CNF + DRAT uniqueness proof.
 */
import type { Context } from "hono";
import type { MinimalityResponse, SolveResponse } from "../core/api";
import { BUILD_UNITS_PER_LITERAL } from "../core/calibration";
import { variantCertificate } from "../core/sudoku/variants/certificate";
import { variantCore } from "../core/sudoku/variants/core";
import { fromFpuzzles } from "../core/sudoku/variants/fpuzzles";
import { variantCellName, type VariantPuzzle } from "../core/sudoku/variants/model";
import { differingCells, solveVariant } from "../core/sudoku/variants/solve";
import { belowFixedCost, gridBudget, maxBudgetMs, searchStats, unknownAdvice, type RequestBudget } from "../http/budget";
import { problem, type ErrorValue } from "../http/problem";
import { MAX_CERTIFICATE_PROOF_INTS, MAX_VARIANT_CERTIFICATE_SIZE, MIN_VARIANT_SOLVE_BUDGET_MS } from "../http/limits";
import { readFpuzzlesText } from "../variants/fpuzzles-link";
import { ruleKinds, variantLine } from "../variants/format";
import { withoutGrids } from "./sudoku-shared";

export interface VariantSolveAsk {
  fpuzzles: Record<string, unknown> | string;
  certificate?: boolean;
  count?: number;
  budget_ms?: number;
  solution?: boolean;
}

/** The puzzle a request carries, or the problem with it (field names are paths inside body.fpuzzles). */
export function variantFromRequest(value: Record<string, unknown> | string): { ok: true; puzzle: VariantPuzzle } | { ok: false; error: ErrorValue } {
  let json: unknown = value;
  if (typeof value === "string") {
    const read = readFpuzzlesText(value);
    if (!read.ok) return { ok: false, error: { ...read.error, field: "body.fpuzzles" } };
    json = read.value;
  }
  const imported = fromFpuzzles(json);
  if (!imported.ok) {
    const { kind, message, field } = imported.error;
    // f-puzzles writes cells R1C1; every other answer of this API names them r1c1.
    const cell = imported.error.cell?.toLowerCase();
    const error: ErrorValue = { kind, message: cell ? `${cell}: ${message}` : message, field: field ? `body.fpuzzles.${field}` : "body.fpuzzles" };
    if (cell) error.cell = cell;
    return { ok: false, error };
  }
  return { ok: true, puzzle: imported.value };
}

export function variantSolveAnswer(c: Context<{ Bindings: Env }>, ask: VariantSolveAsk) {
  const read = variantFromRequest(ask.fpuzzles);
  if (!read.ok) return problem(c, read.error);
  return solvedVariantAnswer(c, read.puzzle, { certificate: ask.certificate === true, budgetMs: ask.budget_ms, budgetField: "body.budget_ms", count: ask.count, solution: ask.solution });
}

export interface SolvedVariantAsk {
  certificate: boolean;
  budgetMs: number | undefined;
  /** Where the request gave its budget, for a budget too small to start with. */
  budgetField: "body.budget_ms" | "query.budget_ms";
  /** A classic grid with rectangular boxes: the solution log and grade of a unique puzzle, from its proven solution. */
  steps?: (solution: Uint8Array, searchEffort: number) => Pick<SolveResponse, "steps" | "grade">;
  /** A classic grid with rectangular boxes asked for minimality: the check of a unique puzzle, on what the solve left. */
  minimality?: (solution: Uint8Array, budget: RequestBudget["budget"], spent: { work: number }) => MinimalityResponse;
  /** Solutions to count and list (count=k); undefined: 2, listed as solution and otherSolution only. */
  count?: number;
  /** False: no solved grid in the answer (solution=false). */
  solution?: boolean;
}

/**
 * The solve answer for a variant puzzle, or for a classic grid with rectangular boxes (a 6×6), which is a variant
 * with no rules: that one leaves `rules` out, as every classic answer does.
 */
export function solvedVariantAnswer(c: Context<{ Bindings: Env }>, puzzle: VariantPuzzle, ask: SolvedVariantAsk) {
  const n = puzzle.size;
  const classic = puzzle.rules.length === 0 && !puzzle.regions;
  const granted = gridBudget(c.env, ask.budgetMs, n);
  const what = classic ? `A ${n}x${n} puzzle` : `A ${n}x${n} variant puzzle`;
  const tooSmall = belowFixedCost(granted, MIN_VARIANT_SOLVE_BUDGET_MS[n] ?? 1, what, "encoding it and building the solver cannot be cut short", ask.budgetField);
  if (tooSmall) return problem(c, tooSmall);
  const solved = solveVariant(puzzle, { budget: granted.budget, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL, limit: ask.count ?? 2 });
  const body: SolveResponse = { status: solved.status, size: n, puzzle: variantLine(puzzle.givens), stats: searchStats(solved.stats, granted) };
  if (!classic) body.rules = ruleKinds(puzzle);
  const [first, second] = solved.solutions;
  if (first) body.solution = variantLine(first);
  if (solved.status === "multiple" && first && second) {
    body.otherSolution = variantLine(second);
    body.differingCells = differingCells(first, second).map((cell) => variantCellName(n, cell));
  }
  if (ask.count !== undefined) {
    body.solutions = solved.solutions.map((s) => variantLine(s));
    body.count = { solutions: solved.solutions.length, complete: solved.status !== "unknown" && solved.complete, limit: ask.count };
  }
  if (solved.status === "unknown") body.unknown = unknownAdvice(granted, "sudoku", maxBudgetMs(c.env));
  if (ask.steps && solved.status === "unique" && first) Object.assign(body, ask.steps(first, solved.stats.decisions + solved.stats.conflicts));
  let settled = solved.status !== "unknown";
  const left = (): RequestBudget["budget"] => ({ work: Math.max(0, granted.work - solved.stats.work) });
  // What the conflict search or the certificate spends is the request's work too: stats.work reports it all.
  const spent = { work: 0 };
  if (solved.status === "none") {
    const core = variantCore(puzzle, left(), { buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL, spent });
    if (core) body.conflict = { members: core.labels, minimal: core.minimal };
    else body.conflictUnknown = "The budget ran out before a conflicting set of rules could be named; retry with a larger budget_ms.";
    if (!core || !core.minimal) settled = false;
  }
  if (ask.certificate && solved.status === "unique" && first && puzzle.size > MAX_VARIANT_CERTIFICATE_SIZE) {
    const kind = classic ? "puzzles with rectangular boxes" : "variant puzzles";
    const input = classic ? "PUZZLE" : "puzzle.json";
    const error = `Certificates for ${kind} are made here up to ${MAX_VARIANT_CERTIFICATE_SIZE}x${MAX_VARIANT_CERTIFICATE_SIZE}; for this one run: npm run sudoku -- solve ${input} --certificate PREFIX`;
    body.certificate = { cnf: "", proof: "", steps: 0, check: "unknown", error };
  } else if (ask.certificate && solved.status === "unique" && first) {
    const made = variantCertificate(puzzle, first, left(), { proofLimit: MAX_CERTIFICATE_PROOF_INTS, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL, spent });
    body.certificate = made.ok ? made.value : { cnf: "", proof: "", steps: 0, check: "unknown", error: made.error.message };
    if (!made.ok && made.error.kind === "budget") settled = false;
  }
  if (ask.minimality && solved.status === "unique" && first) {
    // What the certificate spent is gone from the budget too.
    body.minimality = ask.minimality(first, { work: Math.max(0, granted.work - solved.stats.work - spent.work) }, spent);
    if (body.minimality.checked < body.minimality.givens) settled = false;
  }
  body.stats.work += spent.work;
  if (settled) c.header("cache-control", "public, max-age=86400");
  return c.json(ask.solution === false ? withoutGrids(body) : body, 200);
}
