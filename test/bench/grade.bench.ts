/**
 * `npm run bench -- grade [DIR] [--limit N]`: for every puzzle file in DIR (default ../shared/data/sudoku, each
 * *.txt or *.txt.gz, one puzzle per line), the level distribution and the time per grading (full logical solve +
 * grade, including the SAT fallback when logic stalls, under the default 1.5 s-equivalent work budget) and per hint
 * (a level-3 player hint with the solution known).
 * Without the data folder it grades puzzles generated from fixed seeds. Not part of `npm test`.
 */
import { existsSync, readdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { DIFFICULTIES } from "../../worker/core/api";
import { DEFAULT_GRADE_BUDGET, gradePuzzle } from "../../worker/core/sudoku/grade";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import type { Grid } from "../../worker/core/sudoku/grid";
import { playerHint } from "../../worker/core/sudoku/hints/player-hint";
import { solutionOracle } from "../../worker/core/sudoku/hints/oracle";
import { makePuzzle } from "../core/sudoku/hints/generated";
import { sharedDataDir } from "./paths";
import { readInputText } from "../../worker/cli/files";

interface DataSet {
  name: string;
  puzzles: Grid[];
}

function readSet(file: string, limit: number): DataSet {
  const text = readInputText(file);
  const puzzles: Grid[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (puzzles.length >= limit) break;
    const field = line.trim().split(/[\s,;:]+/)[0];
    if (!field || field.startsWith("#")) continue;
    const parsed = parseGrid(field);
    if (parsed.ok) puzzles.push(parsed.value);
  }
  return { name: basename(file).replace(/\.txt(\.gz)?$/, ""), puzzles };
}

function generatedSet(count: number): DataSet {
  const puzzles: Grid[] = [];
  for (let seed = 1; seed <= count; seed++) puzzles.push(makePuzzle(3, seed).puzzle);
  return { name: `generated-9x9 (seeds 1..${count})`, puzzles };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function fmt(ms: number): string {
  return Number.isNaN(ms) ? "–" : ms < 10 ? ms.toFixed(2) : ms.toFixed(0);
}

export async function run(args: string[]): Promise<void> {
  const limitAt = args.indexOf("--limit");
  const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 300;
  const dirArg = args.find((a, i) => !a.startsWith("--") && (limitAt < 0 || i !== limitAt + 1));
  const dir = dirArg ? resolve(dirArg) : join(sharedDataDir, "sudoku");
  const sets: DataSet[] = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.txt(\.gz)?$/.test(f) && !f.includes("sources"))
        .sort()
        .map((f) => readSet(join(dir, f), limit))
    : [generatedSet(Math.min(limit, 200))];
  if (!existsSync(dir)) console.log(`(${dir} not found: grading generated puzzles)\n`);
  console.log(`limit ${limit} puzzles per set; times in ms on this machine\n`);
  console.log(`| set | n | ${DIFFICULTIES.join(" | ")} | logic-only | grade median | grade p90 | logic-solved median | hint median | hint p90 |`);
  console.log(`|---|---|${DIFFICULTIES.map(() => "---|").join("")}---|---|---|---|---|---|`);
  // warm up the JIT so the first set is not charged for compilation
  for (const g of generatedSet(20).puzzles) gradePuzzle(g);
  for (const set of sets) {
    const levels: Record<string, number> = {};
    const gradeMs: number[] = [];
    const logicMs: number[] = [];
    const hintMs: number[] = [];
    for (const puzzle of set.puzzles) {
      const t0 = performance.now();
      const grade = gradePuzzle(puzzle);
      const t1 = performance.now();
      gradeMs.push(t1 - t0);
      if (grade.solvedByLogic) logicMs.push(t1 - t0);
      levels[grade.level] = (levels[grade.level] ?? 0) + 1;
      const solution = solutionOracle(puzzle, DEFAULT_GRADE_BUDGET)?.solution;
      if (solution) {
        const h0 = performance.now();
        playerHint({ puzzle, solution, level: 3 });
        hintMs.push(performance.now() - h0);
      }
    }
    for (const list of [gradeMs, logicMs, hintMs]) list.sort((a, b) => a - b);
    const counts = DIFFICULTIES.map((d) => String(levels[d] ?? 0)).join(" | ");
    const cells = [set.name, String(set.puzzles.length), counts, String(logicMs.length), fmt(quantile(gradeMs, 0.5)), fmt(quantile(gradeMs, 0.9)), fmt(quantile(logicMs, 0.5)), fmt(quantile(hintMs, 0.5)), fmt(quantile(hintMs, 0.9))];
    console.log(`| ${cells.join(" | ")} |`);
  }
}
