/**
 * `npm run sudoku -- solve puzzle.json` (or an f-puzzles link): a variant puzzle in f-puzzles JSON → its status,
 * the solution as one line of digits, the cells where two solutions differ, or the rules and givens that
 * conflict. With --certificate P, a unique puzzle's CNF and DRAT proof go to P.cnf and P.drat.
 */
import { writeFileSync } from "node:fs";
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
import { jsonSyntaxError } from "../../http/json-syntax";
import { readInputText } from "../files";

export interface VariantSettings {
  limit: number;
  budget?: Budget;
  seed?: number;
  certificate?: string;
  /** Run on a unique puzzle's solution before any certificate (a grid with rectangular boxes: --minimality); its exit code's part. */
  afterUnique?: (solution: Uint8Array) => number;
  /** --format line: the solutions alone on stdout, the status and the rest on stderr. */
  solutionsOnly?: boolean;
}

/** Where the lines about a solve go: stderr when stdout is kept for the solutions alone. */
export const sayer = (settings: { solutionsOnly?: boolean }): ((line: string) => void) => (settings.solutionsOnly ? console.error : console.log);

/** True when the argument names an f-puzzles puzzle rather than a classic grid: a .json file or a link. */
export function looksLikeVariant(source: string, isFile: boolean): boolean {
  return (isFile && /\.json$/i.test(source)) || /[?&]load=|\/fpuzzles/.test(source);
}

/**
 * What is wrong with a file's JSON and where, counted in the file as written: JSON.parse gives an offset at best, and
 * quotes the text around it, line breaks and all.
 */
function jsonFault(text: string): string | undefined {
  const found = text.trimStart().startsWith("{") ? jsonSyntaxError(text) : undefined;
  return found && `line ${found.line}, column ${found.column}: Not valid JSON: ${found.message.replace("the end of the body", "the end of the file")}`;
}

export function solveVariantSource(source: string, isFile: boolean, settings: VariantSettings): number {
  const text = isFile ? readInputText(source) : source;
  // A file's problems name it, as FILE: line L, column C: message; a link on the command line is the puzzle itself.
  const where = isFile ? `${source}: ` : "bad puzzle: ";
  const read = readFpuzzlesText(text);
  if (!read.ok) {
    console.error(`${where}${(isFile && jsonFault(text)) || read.error.message}`);
    return 1;
  }
  const imported = fromFpuzzles(read.value);
  if (!imported.ok) {
    const { message, field, cell } = imported.error;
    console.error(`${where}${message}${field ? ` (field ${field}${cell ? `, cell ${cell}` : ""})` : cell ? ` (cell ${cell})` : ""}`);
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
  const say = sayer(settings);
  say(`status: ${r.status}${r.complete && r.status === "multiple" ? ` (exactly ${r.solutions.length})` : ""}`);
  const headed = r.solutions.length > 1 && show !== variantLine && !settings.solutionsOnly;
  r.solutions.forEach((s, i) => console.log(`${headed ? `solution ${i + 1}:\n` : ""}${show(s)}`));
  if (r.status === "multiple" && r.solutions.length >= 2) {
    say(`differing cells: ${differingCells(r.solutions[0], r.solutions[1]).map((cell) => variantCellName(puzzle.size, cell)).join(" ")}`);
  }
  if (r.status === "none") {
    const core = variantCore(puzzle, settings.budget);
    say(core ? `conflict${core.minimal ? "" : " (not shown minimal)"}: ${core.labels.join("; ")}` : "conflict: not found within the budget");
  }
  const s = r.stats;
  say(`${puzzle.size}x${puzzle.size} ${ruleKinds(puzzle).join(", ") || "classic"}: vars ${s.variables}, clauses ${s.clauses}, decisions ${s.decisions}, conflicts ${s.conflicts}, ${ms.toFixed(2)} ms`);
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
  say(`certificate: ${settings.certificate}.cnf and ${settings.certificate}.drat (${made.value.steps} proof steps, ${describeProofCheck(made.value.check)})`);
  return after;
}
