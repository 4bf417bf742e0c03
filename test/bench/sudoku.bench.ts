/**
 * `npm run bench -- sudoku [DIR] [--seconds S] [--peers-seconds S] [--grids N] [--only solve|generate|big] [--big-options JSON] [--big-lines 0,1,5]
 * [--big-budget-ms MS] [--gen-seeds N9,N16,N25]`: the Sudoku engine against the
 * public sets in DIR (default ../shared/data/sudoku from the repo root; generated puzzles when it is absent).
 *
 * Per set: puzzles/s and µs per puzzle with uniqueness proven (status unique|multiple|none, every answer checked
 * against the rules), the share settled by singles, and SAT statistics; JS peers on the same puzzles (first
 * solution only: none of them proves uniqueness): @algorithm.ts/sudoku (DLX), sudoku (dachev), logic-solver
 * (MiniSat in asm.js) on the same extended CNF, and `qqwing --solve` when it is on the PATH. A set one pass
 * finishes in under half a second is passed over again (the "puzzles" column counts every solve). Then generation
 * (minimal unique 9x9, per difficulty; every offered level at every size beside qqwing's expert time, the sizes
 * with rectangular boxes with the 16x16 seed count), the 25x25 set with uniqueness beside CaDiCaL (sudoku-big.ts),
 * the 1,000,000-grid stream, and 16x16/25x25 solve and generate times.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { budgetFromMs } from "../../worker/core/budget";
import { SudokuSolver, type SudokuEngine, type SudokuSolveOptions } from "../../worker/core/sudoku/solve";
import { ATTEMPTS_BY_BOX, generatePuzzle, randomSolvedGrid } from "../../worker/core/sudoku/generate";
import { DistinctGridStream } from "../../worker/core/sudoku/bulk-grids";
import { DIFFICULTIES } from "../../worker/core/api";
import { sharedDataDir } from "./paths";
import { bigSet, gradedGeneration } from "./sudoku-big";
import { readInputText } from "../../worker/cli/files";
import { asGrid, peerRun, peers, qqwingRun, timed, type Run } from "./sudoku-peers";


interface Options {
  dir: string;
  seconds: number;
  peerSeconds: number;
  grids: number;
  /** Work budget per 25x25 puzzle in "big" (ms, converted to work units). */
  bigBudgetMs: number;
  /** Seeds per level in the graded generation table, by side. */
  genSeeds: Record<number, number>;
  /** Run one part only: solve, generate or big. */
  only?: string;
  /** "big": solver options as JSON (e.g. {"alldiff":true}) and the line numbers to run (0-based; default all). */
  bigSolveOptions: SudokuSolveOptions;
  bigLines?: number[];
}

function parseOptions(args: string[]): Options {
  const opts: Options = { dir: resolve(sharedDataDir, "sudoku"), seconds: 12, peerSeconds: 4, grids: 1_000_000, bigBudgetMs: 80_000, genSeeds: { 9: 40, 16: 10, 25: 3 }, bigSolveOptions: {} };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--seconds") opts.seconds = Number(args[++i]);
    else if (a === "--peers-seconds") opts.peerSeconds = Number(args[++i]);
    else if (a === "--grids") opts.grids = Number(args[++i]);
    else if (a === "--only") opts.only = args[++i];
    else if (a === "--big-budget-ms") opts.bigBudgetMs = Number(args[++i]);
    else if (a === "--big-options") opts.bigSolveOptions = JSON.parse(args[++i]) as SudokuSolveOptions;
    else if (a === "--big-lines") opts.bigLines = args[++i].split(",").map(Number);
    else if (a === "--gen-seeds") {
      const [n9, n16, n25] = args[++i].split(",").map(Number);
      opts.genSeeds = { 9: n9, 16: n16 ?? 0, 25: n25 ?? 0 };
    }
    else opts.dir = resolve(a);
  }
  return opts;
}

function readSet(path: string): string[] {
  return readInputText(path).split("\n").filter((l) => l.trim() !== "");
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function ours(puzzles: string[], capMs: number, engine: SudokuEngine) {
  const grids = puzzles.map(asGrid);
  const solver = new SudokuSolver(grids[0].shape);
  const status = { unique: 0, multiple: 0, none: 0, unknown: 0 };
  const settled = { singles: 0, dpll: 0, domain: 0, cdcl: 0 };
  let nodes = 0, conflicts = 0, vars = 0;
  const run = timed(puzzles, capMs, (_, i) => {
    // 25x25 minimal puzzles can take seconds each: a work budget turns a runaway into an honest "unknown".
    const r = solver.solve(grids[i], { engine, budget: grids[0].shape.box === 5 ? budgetFromMs(5_000) : undefined });
    status[r.status]++;
    settled[r.stats.engine]++;
    nodes += r.stats.nodes;
    conflicts += r.stats.conflicts;
    vars += r.stats.variables;
    return r.status !== "unknown";
  });
  const n = run.done;
  const pct = (k: number) => fmt((100 * k) / n, 1);
  const detail =
    `unique ${status.unique}, multiple ${status.multiple}, none ${status.none}, unknown ${status.unknown}; ` +
    `settled by singles ${pct(settled.singles)}%, DPLL ${pct(settled.dpll)}%, CDCL ${pct(settled.cdcl)}%` +
    (settled.dpll ? `; ${fmt(nodes / settled.dpll, 1)} DPLL nodes per DPLL puzzle` : "") +
    (settled.cdcl ? `; per CDCL puzzle ${fmt(vars / settled.cdcl, 0)} vars, ${fmt(conflicts / settled.cdcl, 1)} conflicts` : "");
  return { ...run, note: detail };
}

function row(name: string, run: Run): string {
  const rate = (run.done * 1000) / run.ms;
  const passes = (run.passes ?? 1) > 1 ? `${run.passes} passes over the set${run.note ? "; " : ""}` : "";
  return `| ${name} | ${fmt(run.done)} | ${fmt(run.verified)} | ${fmt(rate)} | ${fmt((run.ms * 1000) / run.done, 1)} | ${passes}${run.note ?? ""} |`;
}

function solveSets(opts: Options): void {
  const files = existsSync(opts.dir) ? ["tdoku-forum-hardest-1905-11plus.txt.gz", "tdoku-17-clue.txt.gz", "tdoku-forum-hardest-1106.txt",
    "tdoku-magictour-top1465.txt", "tdoku-serg-benchmark.txt", "norvig-top95.txt", "gecode-9x9.txt", "gecode-16x16.txt"] : [];
  const sets: [string, string[]][] = files.filter((f) => existsSync(join(opts.dir, f))).map((f) => [f, readSet(join(opts.dir, f))]);
  if (sets.length === 0) {
    console.log(`(no data in ${opts.dir}: using 300 generated minimal 9x9 puzzles)\n`);
    sets.push(["generated-minimal-9x9", Array.from({ length: 300 }, (_, s) => generatePuzzle({ box: 3, seed: s, grade: false }).puzzle).map((g) => Array.from(g.cells, (v) => (v ? String(v) : ".")).join(""))]);
  }
  for (const [name, puzzles] of sets) {
    const box = Math.round(Math.sqrt(Math.sqrt(puzzles[0].length)));
    console.log(`## ${name} (${fmt(puzzles.length)} puzzles, ${box * box}x${box * box})\n`);
    console.log("| solver | puzzles | verified | puzzles/s | µs/puzzle | notes |\n|---|---:|---:|---:|---:|---|");
    // Warm-up, so the JIT has compiled the hot paths before the clock starts.
    if (box < 5) ours(puzzles.slice(0, 200), 2000, "auto");
    // Minimal 25x25 puzzles take seconds each (native CaDiCaL: median 1.9 s), so that set gets a longer cap.
    const cap = (box === 5 ? 90 : opts.seconds) * 1000;
    console.log(row("**ours, auto (bitset DPLL, CDCL fallback), uniqueness proven**", ours(puzzles, cap, "auto")));
    if (box === 5) {
      console.log("| ours, CDCL only | | | | | same as auto on 25x25 (the DPLL stage hands over after 500 nodes) |");
      console.log("| JS peers | — | — | — | — | skipped: DLX hangs (> 50 s on the first), logic-solver runs out of its asm.js heap (PEERS.md) |\n");
      continue;
    }
    console.log(row("ours, CDCL only (reduced CNF), uniqueness proven", ours(puzzles, (opts.seconds * 1000) / 2, "cdcl")));
    const peerPuzzles = puzzles;
    for (const peer of peers) {
      if (box !== 3 && peer.name.startsWith("sudoku ")) continue;
      try {
        console.log(row(peer.name, peerRun(peer, peerPuzzles, box, opts.peerSeconds * 1000)));
      } catch (e) {
        console.log(`| ${peer.name} | — | — | — | — | error: ${String((e as Error).message).slice(0, 60)} |`);
      }
    }
    if (box === 3) {
      const q = qqwingRun(puzzles.slice(0, 2000));
      if (q) console.log(row("qqwing --solve (first 2,000)", q));
    }
    console.log("");
  }
}

function generation(): void {
  console.log("## Generation (9x9)\n\n| what | count | reached | median ms | mean ms | per second | clues (median) |\n|---|---:|---:|---:|---:|---:|---:|");
  const report = (name: string, make: (seed: number) => { clues: number } | null, count: number) => {
    const ms: number[] = [];
    const clues: number[] = [];
    for (let seed = 0; seed < count; seed++) {
      const t0 = performance.now();
      const g = make(seed);
      ms.push(performance.now() - t0);
      if (g) clues.push(g.clues);
    }
    const total = ms.reduce((a, b) => a + b, 0);
    console.log(`| ${name} | ${count} | ${clues.length} | ${fmt(median(ms), 2)} | ${fmt(total / count, 2)} | ${fmt((count * 1000) / total, 1)} | ${median(clues)} |`);
  };
  report("minimal unique puzzle (no grading)", (seed) => generatePuzzle({ box: 3, seed, grade: false }), 200);
  for (const difficulty of DIFFICULTIES) {
    report(`difficulty ${difficulty} (generate + grade, ≤ ${ATTEMPTS_BY_BOX[3]} attempts)`, (seed) => {
      const g = generatePuzzle({ box: 3, seed: 10_000 + seed, difficulty });
      return g.grade?.level === difficulty ? g : null;
    }, difficulty === "extreme" || difficulty === "expert" ? 10 : 30);
  }
  console.log("\n(reached: puzzles whose grade matched the level asked for; the clue column counts only those)\n");
}

function bigGrids(opts: Options): void {
  console.log("## Bulk distinct grids and large puzzles\n\n| what | result |\n|---|---|");
  const t0 = performance.now();
  const stream = new DistinctGridStream(opts.grids, 12345, (rng) => randomSolvedGrid(3, rng));
  const buffer = new Uint8Array(20_000 * 82);
  let total = 0;
  for (let n = stream.writeLines(buffer, 20_000); n > 0; n = stream.writeLines(buffer, 20_000)) total += n;
  console.log(`| ${fmt(total)} distinct 9x9 grids as text (in memory) | ${fmt((performance.now() - t0) / 1000, 2)} s |`);
  for (const box of [4, 5]) {
    const times: number[] = [];
    const solveTimes: number[] = [];
    let clues = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const t1 = performance.now();
      const g = generatePuzzle({ box, seed, grade: false });
      times.push(performance.now() - t1);
      clues = g.clues;
      const solver = new SudokuSolver(g.puzzle.shape);
      const t2 = performance.now();
      const r = solver.solve(g.puzzle);
      solveTimes.push(performance.now() - t2);
      if (r.status !== "unique") throw new Error(`generated ${box * box}x${box * box} puzzle not unique`);
    }
    const n = box * box;
    console.log(`| generate ${n}x${n} (dig to ${clues} clues), median of 3 | ${fmt(median(times), 0)} ms |`);
    console.log(`| solve that ${n}x${n} with uniqueness proven, median of 3 | ${fmt(median(solveTimes), 1)} ms |`);
  }
  console.log("");
}

export async function run(args: string[]): Promise<void> {
  const opts = parseOptions(args);
  console.log(`data: ${existsSync(opts.dir) ? opts.dir : "(absent)"}; cap ${opts.seconds} s per set for ours, ${opts.peerSeconds} s for each peer\n`);
  if (!opts.only || opts.only === "solve") solveSets(opts);
  if (!opts.only || opts.only === "generate") {
    generation();
    gradedGeneration(opts.genSeeds);
  }
  if (!opts.only || opts.only === "big") {
    const file = join(opts.dir, "gecode-25x25.txt");
    if (existsSync(file)) {
      console.log(`## gecode-25x25.txt with uniqueness proven\n`);
      bigSet(readSet(file), opts.bigBudgetMs, opts.bigSolveOptions, opts.bigLines);
    } else console.log("(no gecode-25x25.txt in the data directory: the 25x25 set is skipped)\n");
    bigGrids(opts);
  }
}
