/**
 * `npm run sudoku -- solve puzzle.json` (or an f-puzzles link): a variant puzzle in f-puzzles JSON → its status,
 * the solution as one line of digits, the cells where two solutions differ, or the rules and givens that
 * conflict. With --certificate P, a unique puzzle's CNF and DRAT proof go to P.cnf and P.drat.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { Budget } from "../../core/budget";
import { describeProofCheck } from "../../core/sat/index";
import { variantCertificate } from "../../core/sudoku/variants/certificate";
import { variantCore } from "../../core/sudoku/variants/core";
import { fromFpuzzles } from "../../core/sudoku/variants/fpuzzles";
import { variantCellName, type VariantPuzzle } from "../../core/sudoku/variants/model";
import { differingCells, solveVariant } from "../../core/sudoku/variants/solve";
import { readFpuzzlesText } from "../../variants/fpuzzles-link";
import { ruleKinds, variantLine } from "../../variants/format";

export interface VariantSettings {
  limit: number;
  budget?: Budget;
  seed?: number;
  certificate?: string;
  /** Run on a unique puzzle's solution before any certificate (a grid with rectangular boxes: --minimality); its exit code's part. */
  afterUnique?: (solution: Uint8Array) => number;
}

/** True when the argument names an f-puzzles puzzle rather than a classic grid: a .json file or a link. */
export function looksLikeVariant(source: string, isFile: boolean): boolean {
  return (isFile && /\.json$/i.test(source)) || /[?&]load=|\/fpuzzles/.test(source);
}

export function solveVariantSource(source: string, isFile: boolean, settings: VariantSettings): number {
  const text = isFile ? readFileSync(source, "utf8") : source;
  const read = readFpuzzlesText(text);
  if (!read.ok) {
    console.error(`bad puzzle: ${read.error.message}`);
    return 1;
  }
  const imported = fromFpuzzles(read.value);
  if (!imported.ok) {
    const { message, field, cell } = imported.error;
    console.error(`bad puzzle: ${message}${field ? ` (field ${field}${cell ? `, cell ${cell}` : ""})` : cell ? ` (cell ${cell})` : ""}`);
    return 1;
  }
  return solveVariantPuzzle(imported.value, settings);
}

/**
 * Solves and reports one variant puzzle (a grid with rectangular boxes comes here as one with no rules); `show`
 * writes a solution (one line of digits unless the caller has a board form for it).
 */
export function solveVariantPuzzle(puzzle: VariantPuzzle, settings: VariantSettings, show: (cells: Uint8Array) => string = variantLine): number {
  const t0 = performance.now();
  const r = solveVariant(puzzle, { limit: settings.limit, budget: settings.budget, seed: settings.seed });
  const ms = performance.now() - t0;
  console.log(`status: ${r.status}${r.complete && r.status === "multiple" ? ` (exactly ${r.solutions.length})` : ""}`);
  r.solutions.forEach((s, i) => console.log(`${r.solutions.length > 1 && show !== variantLine ? `solution ${i + 1}:\n` : ""}${show(s)}`));
  if (r.status === "multiple" && r.solutions.length >= 2) {
    console.log(`differing cells: ${differingCells(r.solutions[0], r.solutions[1]).map((cell) => variantCellName(puzzle.size, cell)).join(" ")}`);
  }
  if (r.status === "none") {
    const core = variantCore(puzzle, settings.budget);
    console.log(core ? `conflict${core.minimal ? "" : " (not shown minimal)"}: ${core.labels.join("; ")}` : "conflict: not found within the budget");
  }
  const s = r.stats;
  console.log(`${puzzle.size}x${puzzle.size} ${ruleKinds(puzzle).join(", ") || "classic"}: vars ${s.variables}, clauses ${s.clauses}, decisions ${s.decisions}, conflicts ${s.conflicts}, ${ms.toFixed(2)} ms`);
  if (r.status !== "unique") return 1;
  const after = settings.afterUnique?.(r.solutions[0]) ?? 0;
  if (settings.certificate === undefined) return after;
  const made = variantCertificate(puzzle, r.solutions[0], settings.budget);
  if (!made.ok) {
    console.error(`no certificate: ${made.error.message}`);
    return 1;
  }
  writeFileSync(`${settings.certificate}.cnf`, made.value.cnf);
  writeFileSync(`${settings.certificate}.drat`, made.value.proof);
  console.log(`certificate: ${settings.certificate}.cnf and ${settings.certificate}.drat (${made.value.steps} proof steps, ${describeProofCheck(made.value.check)})`);
  return after;
}
