/** The JavaScript and native peers the Sudoku bench runs beside our engine, and the timing loop they share. */
import { resolve } from "node:path";
import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { encodeCnf } from "../../worker/core/sudoku/encode";
import { shapeOfBox } from "../../worker/core/sudoku/shape";
import { isSolutionOf } from "../../worker/core/sudoku/verify";
import { toDimacs } from "../../worker/core/sat/types";
import type { Grid } from "../../worker/core/sudoku/grid";
import { repoRoot } from "./paths";

const require = createRequire(resolve(repoRoot, "package.json"));

export interface Run {
  done: number;
  ms: number;
  verified: number;
  /** Passes over the set (more than one when a pass takes under the minimum time). */
  passes?: number;
  note?: string;
}

/**
 * Runs `solveOne` over the puzzles until done or the time cap; returns count, time and verified answers. A set
 * that one pass finishes in under `minMs` is passed over again until then (within the cap), so that a small set's
 * rate is not one garbage collection or one recompilation away from a different figure (18 puzzles take about 1 ms).
 */
export function timed(puzzles: string[], capMs: number, solveOne: (p: string, index: number) => boolean, minMs = Math.min(capMs, 500)): Run {
  let done = 0;
  let verified = 0;
  let passes = 0;
  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  do {
    passes++;
    for (let i = 0; i < puzzles.length; i++) {
      if (solveOne(puzzles[i], i)) verified++;
      done++;
      if (elapsed() > capMs) break;
    }
  } while (done === passes * puzzles.length && elapsed() < minMs);
  return { done, ms: elapsed(), verified, passes };
}

export const asGrid = (line: string): Grid => {
  const r = parseGrid(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

type Dlx = { solve(p: number[], s: number[]): boolean };
const dlxSolvers = new Map<number, Dlx>();
/** One DLX solver per size, built once (its matrix set-up is not part of a solve). */
function dlxFor(box: number): Dlx {
  let dlx = dlxSolvers.get(box);
  if (!dlx) {
    const { SudokuSolver: Dlx } = require("@algorithm.ts/sudoku") as { SudokuSolver: new (o: { childMatrixWidth: number }) => Dlx };
    dlx = new Dlx({ childMatrixWidth: box });
    dlxSolvers.set(box, dlx);
  }
  return dlx;
}

/** A peer solves a grid already read from its text, as ours does: reading the puzzle is outside every timing. */
type Peer = { name: string; available: () => boolean; solve: (grid: Grid, box: number) => number[] | null };

function boardOf(grid: Grid, blank: 0 | -1 | null): (number | null)[] {
  return Array.from(grid.cells, (v) => (v === 0 ? blank : v));
}

export const peers: Peer[] = [
  {
    name: "@algorithm.ts/sudoku (DLX)",
    available: () => true,
    solve(grid, box) {
      const dlx = dlxFor(box);
      const puzzle = boardOf(grid, -1).map((v) => (v === -1 ? -1 : (v as number) - 1));
      const out = puzzle.slice();
      return dlx.solve(puzzle, out) ? out.map((v) => v + 1) : null;
    },
  },
  {
    name: "sudoku 0.0.3 (dachev)",
    available: () => true,
    solve(grid, box) {
      if (box !== 3) return null;
      const { solvepuzzle } = require("sudoku") as { solvepuzzle: (b: (number | null)[]) => (number | null)[] | null };
      const out = solvepuzzle(boardOf(grid, null).map((v) => (v === null ? null : v - 1)));
      return out ? out.map((v) => (v as number) + 1) : null;
    },
  },
  {
    name: "logic-solver (MiniSat asm.js, extended CNF, new solver per puzzle)",
    available: () => true,
    solve(grid) {
      const MiniSat = require("logic-solver/minisat_wrapper.js") as new () => {
        ensureVar(n: number): void; addClause(c: number[]): boolean; solve(): boolean; getSolution(): boolean[];
      };
      const cnf = encodeCnf(grid, "extended");
      const s = new MiniSat();
      s.ensureVar(cnf.numVars);
      for (const c of cnf.clauses) s.addClause(Array.from(c, toDimacs));
      if (!s.solve()) return null;
      const model = s.getSolution();
      const n = grid.shape.size;
      const out = new Array<number>(grid.shape.cells).fill(0);
      for (let v = 1; v <= cnf.numVars; v++) if (model[v]) out[Math.floor((v - 1) / n)] = ((v - 1) % n) + 1;
      return out;
    },
  },
];

/**
 * A peer over the set: the grids are read before the clock starts, as ours are, and the answers checked after it
 * stops (a peer does not check its own; ours checks every answer inside its solve, as the service does).
 */
export function peerRun(peer: Peer, puzzles: string[], box: number, capMs: number): Run {
  const shape = shapeOfBox(box);
  const grids = puzzles.map(asGrid);
  const answers: (number[] | null)[] = new Array<number[] | null>(puzzles.length).fill(null);
  const run = timed(puzzles, capMs, (_, i) => {
    answers[i] = peer.solve(grids[i], box);
    return true;
  });
  const right = answers.map((out, i) => out !== null && isSolutionOf(grids[i], { shape, cells: Uint8Array.from(out) }));
  let verified = 0;
  for (let k = 0; k < run.done; k++) if (right[k % puzzles.length]) verified++;
  return { ...run, verified };
}

export function qqwingRun(puzzles: string[]): Run | undefined {
  if (spawnSync("sh", ["-c", "command -v qqwing"]).status !== 0) return undefined;
  const input = `${puzzles.join("\n")}\n`;
  const t0 = performance.now();
  const r = spawnSync("qqwing", ["--solve", "--one-line"], { input, encoding: "utf8", maxBuffer: 1 << 28 });
  const ms = performance.now() - t0;
  const lines = r.stdout.split("\n").filter((l) => /^[1-9]{81}$/.test(l.trim()));
  let verified = 0;
  lines.forEach((l, i) => {
    if (i < puzzles.length && isSolutionOf(asGrid(puzzles[i]), asGrid(l.trim()))) verified++;
  });
  return { done: puzzles.length, ms, verified, note: "whole process, first solution" };
}
