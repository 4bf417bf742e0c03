/**
 * Questions about a puzzle beyond "solve it", answered with one encoding and many assumption queries:
 * - explainWrong: which of a player's entries cannot all be right together (a minimal unsatisfiable subset);
 * - trueCandidates: the values each cell takes in at least one solution (a pencil-mark audit);
 * - setterAssistant: for a typed-in puzzle with several solutions, two of them, where they differ and a given to
 *   add; with no solution, a minimal set of clashing givens.
 */
import type { Budget } from "../budget";
import { CdclSolver, mkLit, type Lit } from "../sat/index";
import { cellName } from "./shape";
import type { Grid } from "./grid";
import { ReducedEncoding, encodeCnf, fullVar, holds } from "./encode";
import { SinglesPropagator } from "./singles";
import { ruleConflicts } from "./verify";
import { solveSudoku } from "./solve";

export interface Entry {
  cell: string;
  value: number;
}

/** A solver over the givens' reduced encoding, for assumption queries about (cell, value) pairs. */
class GivensQuery {
  readonly singles: SinglesPropagator;
  readonly encoding: ReducedEncoding;
  readonly solver: CdclSolver | undefined;
  /** False when the givens alone have no solution. */
  readonly consistent: boolean;
  work = 0;

  constructor(readonly givens: Grid, private readonly budget?: Budget) {
    this.singles = new SinglesPropagator(givens.shape);
    this.encoding = new ReducedEncoding(givens.shape);
    const loaded = this.singles.load(givens.cells) && this.singles.propagate() !== "contradiction";
    this.encoding.number(this.singles);
    if (!loaded) {
      this.consistent = false;
      return;
    }
    this.solver = new CdclSolver(this.encoding.numVars);
    this.consistent = this.encoding.emit(this.solver);
  }

  /** Literal of "cell holds v": a variable, or true/false when singles settled it already. */
  literal(cell: number, v: number): Lit | boolean {
    const settled = this.singles.values[cell];
    if (settled !== 0) return settled === v;
    const x = this.encoding.varAt[cell * this.givens.shape.size + v - 1];
    return x < 0 ? false : holds(x);
  }

  /** SAT / UNSAT / UNKNOWN under assumptions; on UNSAT the failed subset. */
  query(assumptions: Lit[]): { status: "SAT" | "UNSAT" | "UNKNOWN"; failed?: Lit[] } {
    if (!this.consistent || !this.solver) return { status: "UNSAT", failed: [] };
    const result = this.solver.solve({ assumptions, budget: this.budget });
    this.work += result.stats.work;
    if (result.status === "UNSAT") return { status: "UNSAT", failed: result.failedAssumptions ?? assumptions };
    return { status: result.status };
  }

  /** The full grid of the last SAT answer. */
  model(): Uint8Array {
    const out = this.singles.values.slice();
    const solver = this.solver!;
    this.encoding.decode((x) => solver.modelValue(x), out);
    return out;
  }
}

/** Shrinks an unsatisfiable assumption set to a minimal one by deletion (each kept literal is necessary). */
function minimise(core: Lit[], unsat: (lits: Lit[]) => boolean | "unknown"): Lit[] {
  let kept = core.slice();
  for (let i = 0; i < kept.length; ) {
    const without = kept.filter((_, j) => j !== i);
    if (unsat(without) === true) kept = without;
    else i++;
  }
  return kept;
}

export interface WrongExplanation {
  /** 'consistent': the entries fit some solution; 'contradiction': see `core`; 'unknown': budget ran out. */
  status: "consistent" | "contradiction" | "unknown";
  /** A minimal set of entries that together leave no solution (often one entry). */
  core: Entry[];
  /** Entries that clash with a given or another entry in a house. */
  clashes: { cells: [string, string]; value: number; house: string }[];
}

/**
 * Names the entries that cannot all be right: the givens stay fixed, each entry becomes an assumption, and the
 * failed assumptions of the UNSAT answer are shrunk to a minimal set.
 * @param entries the player's values (cells that are givens are ignored)
 */
export function explainWrong(givens: Grid, entries: Grid, budget?: Budget): WrongExplanation {
  const { shape } = givens;
  const merged: Grid = { shape, cells: givens.cells.slice() };
  for (let i = 0; i < merged.cells.length; i++) if (merged.cells[i] === 0) merged.cells[i] = entries.cells[i];
  const clashes = ruleConflicts(merged);
  const q = new GivensQuery(givens, budget);
  const byLit = new Map<Lit, Entry>();
  for (let cell = 0; cell < shape.cells; cell++) {
    const v = entries.cells[cell];
    if (v === 0 || givens.cells[cell] !== 0) continue;
    const entry = { cell: cellName(shape, cell), value: v };
    const lit = q.literal(cell, v);
    if (lit === false) return { status: "contradiction", core: [entry], clashes };
    if (lit !== true) byLit.set(lit, entry);
  }
  const first = q.query([...byLit.keys()]);
  if (first.status === "SAT") return { status: "consistent", core: [], clashes };
  if (first.status === "UNKNOWN") return { status: "unknown", core: [], clashes };
  const core = minimise(first.failed ?? [...byLit.keys()], (lits) => {
    const r = q.query(lits);
    return r.status === "UNKNOWN" ? "unknown" : r.status === "UNSAT";
  });
  return { status: "contradiction", core: core.map((l) => byLit.get(l)!).filter(Boolean), clashes };
}

export interface TrueCandidates {
  status: "done" | "none" | "unknown";
  /** Per cell: bit v-1 set when v appears in some solution (givens: their own bit). */
  masks: Uint32Array;
}

/** The values every cell takes across all solutions, with one solver and one query per undecided pair. */
export function trueCandidates(grid: Grid, budget?: Budget): TrueCandidates {
  const { shape } = grid;
  const masks = new Uint32Array(shape.cells);
  const q = new GivensQuery(grid, budget);
  if (!q.consistent) return { status: "none", masks };
  const mark = (cells: Uint8Array) => {
    for (let i = 0; i < cells.length; i++) masks[i] |= 1 << (cells[i] - 1);
  };
  const any = q.query([]);
  if (any.status !== "SAT") return { status: any.status === "UNSAT" ? "none" : "unknown", masks };
  mark(q.model());
  for (let cell = 0; cell < shape.cells; cell++) {
    if (q.singles.values[cell] !== 0) continue;
    for (let v = 1; v <= shape.size; v++) {
      if (masks[cell] & (1 << (v - 1))) continue;
      const lit = q.literal(cell, v);
      if (typeof lit === "boolean") continue;
      const r = q.query([lit]);
      if (r.status === "UNKNOWN") return { status: "unknown", masks };
      if (r.status === "SAT") mark(q.model());
    }
  }
  return { status: "done", masks };
}

export interface SetterReport {
  status: "unique" | "multiple" | "none" | "unknown";
  /** For 'multiple': two different solutions, the cells where they differ, and givens to add. */
  solutions?: [Grid, Grid];
  differing?: string[];
  /** A given to add: taken from the first solution; `makesUnique` says whether it alone suffices. */
  suggestion?: Entry & { makesUnique: boolean };
  /** Givens that together make the puzzle unique (found greedily). */
  completion?: Entry[];
  /** For 'none': a minimal set of givens that cannot all hold. */
  conflicting?: string[];
}

/** Help for someone typing in a puzzle: what is wrong with it and how to fix it. */
export function setterAssistant(grid: Grid, budget?: Budget): SetterReport {
  const { shape } = grid;
  const first = solveSudoku(grid, { budget });
  if (first.status === "unique" || first.status === "unknown") return { status: first.status };
  if (first.status === "none") return { status: "none", conflicting: conflictingGivens(grid, budget) };
  const [a, b] = first.solutions;
  const differing: number[] = [];
  for (let i = 0; i < shape.cells; i++) if (a.cells[i] !== b.cells[i]) differing.push(i);
  const report: SetterReport = { status: "multiple", solutions: [a, b], differing: differing.map((c) => cellName(shape, c)) };
  const probe: Grid = { shape, cells: grid.cells.slice() };
  for (const cell of differing) {
    probe.cells[cell] = a.cells[cell];
    const r = solveSudoku(probe, { budget });
    probe.cells[cell] = 0;
    if (r.status === "unique") {
      report.suggestion = { cell: cellName(shape, cell), value: a.cells[cell], makesUnique: true };
      report.completion = [{ cell: cellName(shape, cell), value: a.cells[cell] }];
      return report;
    }
  }
  const cell = differing[0];
  report.suggestion = { cell: cellName(shape, cell), value: a.cells[cell], makesUnique: false };
  // Greedy completion toward solution a: add the first cell where the current two solutions differ, repeat.
  const completion: Entry[] = [];
  for (let step = 0; step < shape.cells; step++) {
    const r = solveSudoku(probe, { budget });
    if (r.status !== "multiple") break;
    const at = r.solutions[0].cells.findIndex((v, i) => v !== r.solutions[1].cells[i]);
    probe.cells[at] = a.cells[at];
    completion.push({ cell: cellName(shape, at), value: a.cells[at] });
  }
  report.completion = completion;
  return report;
}

/** A minimal set of givens (by name) that cannot all hold: rule clashes first, else an UNSAT core. */
function conflictingGivens(grid: Grid, budget?: Budget): string[] {
  const { shape } = grid;
  const clashes = ruleConflicts(grid);
  if (clashes.length > 0) return [...clashes[0].cells];
  // Givens as assumptions over the rules alone (the full extended encoding without its unit clauses).
  const cnf = encodeCnf({ shape, cells: new Uint8Array(shape.cells) }, "extended");
  const solver = new CdclSolver(cnf.numVars);
  for (const clause of cnf.clauses) solver.addClause(clause);
  const byLit = new Map<Lit, string>();
  for (let cell = 0; cell < shape.cells; cell++) {
    const v = grid.cells[cell];
    if (v !== 0) byLit.set(mkLit(fullVar(shape, cell, v)), cellName(shape, cell));
  }
  const unsat = (lits: Lit[]): boolean | "unknown" => {
    const r = solver.solve({ assumptions: lits, budget });
    return r.status === "UNKNOWN" ? "unknown" : r.status === "UNSAT";
  };
  const r = solver.solve({ assumptions: [...byLit.keys()], budget });
  if (r.status !== "UNSAT") return [];
  const core = minimise(r.failedAssumptions ?? [...byLit.keys()], unsat);
  return core.map((l) => byLit.get(l)!);
}
