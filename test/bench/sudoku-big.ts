/**
 * Two parts of the Sudoku bench (sudoku.bench.ts): the 25x25 set with uniqueness beside CaDiCaL ("--only big"),
 * and graded generation at every size beside qqwing ("--only generate").
 *
 * CaDiCaL, when `cadical` is on the PATH, gets the extended CNF of each puzzle in one process (first solution),
 * then the same CNF plus the clause blocking that solution in a second process (refutation, exit 20): the same
 * work ours does to prove uniqueness, timed as whole processes in the same run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { budgetFromMs } from "../../worker/core/budget";
import { SudokuSolver, type SudokuSolveOptions } from "../../worker/core/sudoku/solve";
import { encodeCnf } from "../../worker/core/sudoku/encode";
import { formatDimacs } from "../../worker/core/sat/dimacs-format";
import { generatePuzzle } from "../../worker/core/sudoku/generate";
import { BOXED_CLASSIC_SIDES, BROWSER_MADE, CLASSIC_LEVELS } from "../../worker/core/sudoku/offered-levels";
import { DIFFICULTIES, type Difficulty } from "../../worker/core/sudoku/difficulty";
import type { Symmetry } from "../../worker/core/sudoku/symmetry";
import { generateVariant, variantSeedText } from "../../worker/core/sudoku/variants/generate";
import { VARIANT_GENERATION_DIVISOR } from "../../worker/core/calibration";
import { seedFromString } from "../../worker/core/rng";
import { isSolutionOf } from "../../worker/core/sudoku/verify";
import type { Grid } from "../../worker/core/sudoku/grid";
import { repoRoot } from "./paths";

/** The API's largest budget (wrangler.toml MAX_BUDGET_MS), which generation gets by default. */
const API_MAX_BUDGET_MS = 2000;

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const onPath = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;

/** The API's default maximum budget (MAX_BUDGET_MS in wrangler.toml), read so the table follows the config. */
function apiMaxBudgetMs(): number {
  try {
    const m = /MAX_BUDGET_MS\s*=\s*"?(\d+)"?/.exec(readFileSync(resolve(repoRoot, "wrangler.toml"), "utf8"));
    return m ? Number(m[1]) : 2000;
  } catch {
    return 2000;
  }
}

interface CadicalResult {
  firstMs: number;
  refuteMs: number;
  verdict: "unique" | "multiple" | "unknown";
}

/** First solution, then the solution blocked, each a whole `cadical` process on the extended CNF. */
function cadicalUnique(grid: Grid, dir: string, capS: number): CadicalResult {
  const { size, cells } = grid.shape;
  const cnf = formatDimacs(encodeCnf(grid, "extended"));
  const file = join(dir, "p.cnf");
  writeFileSync(file, cnf);
  const run = (path: string) => {
    const t0 = performance.now();
    const r = spawnSync("cadical", ["-q", "-t", String(capS), path], { encoding: "utf8", maxBuffer: 1 << 26 });
    return { ms: performance.now() - t0, code: r.status, out: r.stdout };
  };
  const first = run(file);
  if (first.code !== 10) return { firstMs: first.ms, refuteMs: 0, verdict: "unknown" };
  const solution = new Uint8Array(cells);
  for (const line of first.out.split("\n")) {
    if (!line.startsWith("v")) continue;
    for (const tok of line.slice(1).trim().split(/\s+/)) {
      const lit = Number(tok);
      if (lit > 0) solution[Math.floor((lit - 1) / size)] = ((lit - 1) % size) + 1;
    }
  }
  if (!isSolutionOf(grid, { shape: grid.shape, cells: solution })) throw new Error("cadical's model is not a solution");
  const block = Array.from(solution, (v, cell) => -(cell * size + v)).join(" ");
  const header = /p cnf (\d+) (\d+)/.exec(cnf)!;
  const blocked = cnf.replace(header[0], `p cnf ${header[1]} ${Number(header[2]) + 1}`) + `${block} 0\n`;
  const file2 = join(dir, "p-blocked.cnf");
  writeFileSync(file2, blocked);
  const second = run(file2);
  const verdict = second.code === 20 ? "unique" : second.code === 10 ? "multiple" : "unknown";
  return { firstMs: first.ms, refuteMs: second.ms, verdict };
}

/** The 25x25 set: ours with uniqueness (budget per puzzle), within the API cap or not, and CaDiCaL per puzzle. */
export function bigSet(puzzles: string[], budgetMs: number, solveOptions: SudokuSolveOptions = {}, lines?: number[]): void {
  const chosen = lines ?? puzzles.map((_, i) => i);
  const grids = chosen.map((i) => {
    const r = parseGrid(puzzles[i] ?? "");
    if (!r.ok) throw new Error(`line ${i}: ${r.error.message}`);
    return r.value;
  });
  const apiMs = apiMaxBudgetMs();
  const apiWork = budgetFromMs(apiMs).work!;
  const cadical = onPath("cadical");
  const dir = mkdtempSync(join(tmpdir(), "sudoku-big-"));
  console.log(`Ours: one in-process solve per puzzle with a ${fmt(budgetMs)} ms work budget; "in API cap" = its work fits the API's`);
  if (Object.keys(solveOptions).length > 0) console.log(`Solver options: ${JSON.stringify(solveOptions)}`);
  console.log(`maximum budget (${fmt(apiMs)} ms = ${fmt(apiWork)} work units).${cadical ? " CaDiCaL: extended CNF, first solution + blocked refutation, whole processes." : " (cadical not on the PATH)"}\n`);
  console.log("| # | ours | engine | nodes | conflicts | work | in API cap | ours ms | CaDiCaL | CaDiCaL ms (first + refute) |\n|---:|---|---|---:|---:|---:|---|---:|---|---:|");
  const solver = new SudokuSolver(grids[0].shape);
  let oursMs = 0;
  let cadMs = 0;
  let proven = 0;
  let inCap = 0;
  let cadProven = 0;
  try {
    grids.forEach((grid, i) => {
      const t0 = performance.now();
      const r = solver.solve(grid, { ...solveOptions, budget: budgetFromMs(budgetMs) });
      const ms = performance.now() - t0;
      oursMs += ms;
      for (const s of r.solutions) if (!isSolutionOf(grid, s)) throw new Error(`line ${i}: unverified solution`);
      if (r.status === "unique") proven++;
      const fits = r.status !== "unknown" && r.stats.work <= apiWork;
      if (fits) inCap++;
      let cad = "—";
      let cadCell = "—";
      if (cadical) {
        const c = cadicalUnique(grid, dir, Math.ceil(budgetMs / 1000));
        cadMs += c.firstMs + c.refuteMs;
        if (c.verdict === "unique") cadProven++;
        cad = c.verdict;
        cadCell = `${fmt(c.firstMs + c.refuteMs)} (${fmt(c.firstMs)} + ${fmt(c.refuteMs)})`;
      }
      const s = r.stats;
      console.log(`| ${chosen[i]} | ${r.status} | ${s.engine} | ${fmt(s.nodes)} | ${fmt(s.conflicts)} | ${fmt(s.work)} | ${fits ? "yes" : "no"} | ${fmt(ms)} | ${cad} | ${cadCell} |`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`| **total** | **${proven} of ${grids.length} unique** | | | | | **${inCap}** | **${fmt(oursMs)}** | ${cadical ? `**${cadProven} unique**` : "—"} | ${cadical ? `**${fmt(cadMs)}**` : "—"} |\n`);
}

/** ms per puzzle of `qqwing --generate N --difficulty D` (whole process), or undefined without qqwing. */
function qqwingGenerateMs(difficulty: string, count: number): number | undefined {
  if (!onPath("qqwing")) return undefined;
  const t0 = performance.now();
  const r = spawnSync("qqwing", ["--generate", String(count), "--difficulty", difficulty, "--one-line"], { encoding: "utf8", maxBuffer: 1 << 24 });
  const ms = performance.now() - t0;
  return r.status === 0 ? ms / count : undefined;
}

/**
 * Each offered level at each size, without symmetry and with the API's default (rotational), under the budget the
 * API grants by default (its 2,000 ms cap): how often the level was reached, time per puzzle, attempts, and the
 * share of the budget the work counter charged. Then the levels the site makes in the browser (BROWSER_MADE), with
 * their own work and attempts.
 */
export function gradedGeneration(seedsBySize: Record<number, number>): void {
  const q = qqwingGenerateMs("expert", 100);
  const totalWork = budgetFromMs(API_MAX_BUDGET_MS).work!;
  console.log(`## Graded generation (every offered level, each size)\n`);
  console.log(q === undefined ? "(qqwing not on the PATH)\n" : `qqwing --generate 100 --difficulty expert, same run: **${fmt(q, 1)} ms per puzzle** (whole process)\n`);
  console.log(`Each puzzle under a ${fmt(totalWork)}-unit budget (the API's ${fmt(API_MAX_BUDGET_MS)} ms cap), attempts as the API makes them (ATTEMPTS_BY_BOX).\n`);
  console.log("On 9x9, qqwing's expert time is measured again (50 puzzles) just before each row, since the machine's load drifts within a run; the last column compares the row's median with it.\n");
  console.log("| size | level | symmetry | seeds | reached | median ms | max ms | mean attempts | clues (median) | budget used (max) | qqwing expert ms (before the row) | median ÷ qqwing |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const box of [3, 4, 5]) {
    const n = box * box;
    const seeds = seedsBySize[n] ?? 0;
    if (seeds === 0) continue;
    for (const difficulty of CLASSIC_LEVELS[n]) {
      for (const symmetry of ["none", "rotational"] as const) levelRow({ box, difficulty, symmetry, seeds, totalWork, label: difficulty, q });
    }
    // The levels the site makes in the browser, with their own work and attempts.
    for (const made of BROWSER_MADE[n] ?? []) {
      const label = `${made.level} (in the browser: ${fmt(made.work)} units, ${made.attempts} attempts)`;
      for (const symmetry of ["none", "rotational"] as const) levelRow({ box, difficulty: made.level, symmetry, seeds, totalWork: made.work, maxAttempts: made.attempts, label, q });
    }
  }
  console.log("");
  boxedGeneration(seedsBySize[16] ?? 0, totalWork);
}

interface LevelRow {
  box: number;
  difficulty: Difficulty;
  symmetry: Symmetry;
  seeds: number;
  totalWork: number;
  /** Attempts (default: the API's, ATTEMPTS_BY_BOX). */
  maxAttempts?: number;
  label: string;
  /** qqwing's expert ms from the start of the run, or undefined without qqwing. */
  q: number | undefined;
}

/** One row of the graded-generation table: a level at a size and symmetry over the seeds. */
function levelRow({ box, difficulty, symmetry, seeds, totalWork, maxAttempts, label, q }: LevelRow): void {
  const n = box * box;
  const ms: number[] = [];
  const clues: number[] = [];
  let reached = 0;
  let attempts = 0;
  let used = 0;
  // Warm-up on 9x9 so the JIT has compiled the digger and the techniques before the clock starts.
  if (box === 3) generatePuzzle({ box, seed: 1, difficulty, symmetry });
  const qRow = box === 3 && q !== undefined ? qqwingGenerateMs("expert", 50) : undefined;
  for (let k = 0; k < seeds; k++) {
    const t0 = performance.now();
    const g = generatePuzzle({ box, seed: 20_000 + k, difficulty, symmetry, totalWork, maxAttempts });
    ms.push(performance.now() - t0);
    attempts += g.attempts;
    clues.push(g.clues);
    used = Math.max(used, g.work / totalWork);
    if (g.grade?.level === difficulty) reached++;
  }
  // The 9x9 goal: every level's median at or below qqwing's expert time from the same run.
  const qCells = qRow === undefined ? ["—", "—"] : [fmt(qRow, 1), fmt(median(ms) / qRow, 2)];
  const cells = [n + "x" + n, label, symmetry, seeds, `${reached} (${fmt((100 * reached) / seeds)}%)`, fmt(median(ms), 1), fmt(Math.max(...ms), 0), fmt(attempts / seeds, 2), median(clues), `${fmt(100 * used)}%`, ...qCells];
  console.log(`| ${cells.join(" | ")} |`);
}

/**
 * Classic grids with rectangular boxes, made as /api/generate makes them (the variant generator, the request's
 * budget, the route's seed text, rotational symmetry): every offered level, and the next one up to show why it is
 * not offered. "Reached" is the technique grade the puzzle is answered with.
 */
function boxedGeneration(seeds: number, grantedWork: number): void {
  if (seeds === 0) return;
  const totalWork = Math.floor(grantedWork / VARIANT_GENERATION_DIVISOR.boxesOnly);
  console.log(`### Rectangular boxes (${seeds} seeds each, the 16x16 count; ${fmt(totalWork)} units, the route's budget at the cap)\n`);
  console.log("| size | level | offered | seeds | reached | median ms | max ms | givens (median) | work used (max) |\n|---|---|---|---:|---:|---:|---:|---:|---:|");
  generateVariant({ kind: "classic", size: 10, seed: 1, level: "easy", totalWork }); // warm-up
  for (const side of BOXED_CLASSIC_SIDES) {
    const offered = CLASSIC_LEVELS[side];
    const next = DIFFICULTIES[DIFFICULTIES.indexOf(offered[offered.length - 1]) + 1];
    for (const level of next ? [...offered, next] : offered) {
      const ms: number[] = [];
      const givens: number[] = [];
      let reached = 0;
      let used = 0;
      for (let k = 0; k < seeds; k++) {
        const t0 = performance.now();
        const made = generateVariant({ kind: "classic", size: side, level, symmetric: true, seed: seedFromString(variantSeedText("classic", side, String(20_000 + k))), totalWork });
        ms.push(performance.now() - t0);
        givens.push(made.puzzle.givens.filter((v) => v !== 0).length);
        used = Math.max(used, made.work / totalWork);
        if (made.rating.level === level) reached++;
      }
      const cells = [`${side}x${side}`, level, offered.includes(level) ? "yes" : "no", seeds, `${reached} (${fmt((100 * reached) / seeds)}%)`, fmt(median(ms), 1), fmt(Math.max(...ms), 0), median(givens), `${fmt(100 * used)}%`];
      console.log(`| ${cells.join(" | ")} |`);
    }
  }
  console.log("");
}
