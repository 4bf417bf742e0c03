/**
 * Sudoku → CNF.
 *
 * Full encodings (for export and for one-formula-many-queries use): variable (r*N + c)*N + (v-1) means "cell r,c
 * holds v"; the givens are unit clauses.
 * - minimal (Lynce & Ouaknine 2006; Weber 2005): every cell has at least one value, and each value appears at
 *   most once in each row, column and box.
 * - extended: the minimal clauses plus "at most one value per cell" and "each value at least once per house";
 *   redundant, but they give unit propagation far more reach.
 *
 * Reduced encoding (what the solver uses): the givens are propagated first (singles.ts), then only the open
 * cells' remaining candidates become variables, with the extended clauses restricted to them. Clauses go straight
 * into a sink (the solver), with no intermediate formula.
 */
import { CnfBuilder, mkLit, type Cnf, type Lit } from "../sat/index";
import { cellName, type Shape } from "./shape";
import type { Grid } from "./grid";
import type { SinglesPropagator } from "./singles";
import { formatGrid } from "./grid-text";
import { holds, type ClauseSink } from "./clause-sink";
import { emitSegments, segmentVarCount } from "./segment-encoding";

export type EncodingKind = "minimal" | "extended";

export { holds, holdsNot, type ClauseSink } from "./clause-sink";

/** Variable of "cell holds v" in the full encodings. */
export const fullVar = (shape: Shape, cell: number, v: number): number => cell * shape.size + (v - 1);

function pairwiseAtMostOne(vars: number[], out: CnfBuilder): void {
  for (let i = 0; i < vars.length; i++) {
    for (let j = i + 1; j < vars.length; j++) out.addBinary(mkLit(vars[i], true), mkLit(vars[j], true));
  }
}

/**
 * The full CNF of a grid, with the puzzle written into comment lines and a note
 * on the variable numbering, so the file explains itself.
 * @example formatDimacs(encodeCnf(grid, "extended"))
 */
export function encodeCnf(grid: Grid, kind: EncodingKind = "extended"): Cnf {
  const { shape } = grid;
  const { size, cells, houses } = shape;
  const clauses = new CnfBuilder();
  for (let cell = 0; cell < cells; cell++) {
    const vars = Array.from({ length: size }, (_, k) => fullVar(shape, cell, k + 1));
    clauses.addClause(vars.map((x) => mkLit(x)));
    if (kind === "extended") pairwiseAtMostOne(vars, clauses);
  }
  for (const house of houses) {
    for (let v = 1; v <= size; v++) {
      const vars = Array.from(house, (cell) => fullVar(shape, cell, v));
      pairwiseAtMostOne(vars, clauses);
      if (kind === "extended") clauses.addClause(vars.map((x) => mkLit(x)));
    }
  }
  for (let cell = 0; cell < cells; cell++) {
    const v = grid.cells[cell];
    if (v !== 0) clauses.addClause([mkLit(fullVar(shape, cell, v))]);
  }
  const comments = [
    `Sudoku ${size}x${size}, ${kind} encoding (Lynce & Ouaknine 2006), ${countGivens(grid)} givens as unit clauses`,
    `puzzle: ${formatGrid(grid, "line")}`,
    ...formatGrid(grid, "pretty").split("\n").map((line) => `  ${line}`),
    `variable ((r-1)*${size} + (c-1))*${size} + v means "row r, column c holds v" (r, c, v from 1)`,
  ];
  return clauses.build(cells * size, comments);
}

export function countGivens(grid: Grid): number {
  let n = 0;
  for (let i = 0; i < grid.cells.length; i++) if (grid.cells[i] !== 0) n++;
  return n;
}

/** The grid a model of the full encoding describes (model[v] > 0 means true); 0 where no value is true. */
export function fullModelToGrid(shape: Shape, model: ArrayLike<number>): Grid {
  const out = new Uint8Array(shape.cells);
  for (let cell = 0; cell < shape.cells; cell++) {
    for (let v = 1; v <= shape.size; v++) {
      if (model[fullVar(shape, cell, v)] > 0) {
        out[cell] = v;
        break;
      }
    }
  }
  return { shape, cells: out };
}

/**
 * Which of the redundant clause groups the reduced encoding writes. Cell "at least one" and house "at most one"
 * are always written (they alone are exact: N cells with distinct values out of N means one value per cell).
 */
export interface ReducedClauses {
  cellAtMostOne: boolean;
  houseAtLeastOne: boolean;
  /**
   * Box/line segment variables: "value v lies where line L crosses box B", defined as the OR of the segment's
   * candidates, with exactly one segment per line and per box holding v. Unit propagation on them is locked
   * candidates (pointing and claiming), which the cell variables alone cannot express without search.
   */
  segments?: boolean;
}

export const FULL_REDUCED: ReducedClauses = { cellAtMostOne: true, houseAtLeastOne: true };

/**
 * The map between a propagated grid and the compact variables of the reduced encoding. Reused across puzzles of
 * one shape: `build` overwrites it.
 */
export class ReducedEncoding {
  readonly shape: Shape;
  numVars = 0;
  /** varAt[cell*N + v-1] = variable, or -1 when (cell, v) is not an open candidate. */
  readonly varAt: Int32Array;
  cellOfVar: Int32Array;
  valueOfVar: Uint8Array;
  /** Open cells, in order, and their count. */
  readonly openCells: Int32Array;
  openCount = 0;
  /** Segment variables the last emit() wrote (numbered numVars .. numVars + auxVars - 1). */
  auxVars = 0;
  private readonly scratch: Int32Array;

  constructor(shape: Shape) {
    this.shape = shape;
    this.varAt = new Int32Array(shape.cells * shape.size);
    this.cellOfVar = new Int32Array(shape.cells * shape.size);
    this.valueOfVar = new Uint8Array(shape.cells * shape.size);
    this.openCells = new Int32Array(shape.cells);
    this.scratch = new Int32Array(shape.size + 1);
  }

  /** Numbers the open candidates of a propagated state. Returns the variable count. */
  number(state: Pick<SinglesPropagator, "values" | "cand">): number {
    const { size, cells } = this.shape;
    const { values, cand } = state;
    this.varAt.fill(-1);
    let n = 0;
    let open = 0;
    for (let cell = 0; cell < cells; cell++) {
      if (values[cell] !== 0) continue;
      this.openCells[open++] = cell;
      for (let m = cand[cell]; m !== 0; m &= m - 1) {
        const v = 32 - Math.clz32(m & -m);
        this.varAt[cell * size + v - 1] = n;
        this.cellOfVar[n] = cell;
        this.valueOfVar[n] = v;
        n++;
      }
    }
    this.numVars = n;
    this.openCount = open;
    return n;
  }

  /**
   * Upper bound on the literals emit() writes (Σ k² over cells and over house/value groups), computed in
   * O(cells × N). Building a large encoding is real work that a budget must cover before it starts: an empty
   * 25x25 grid alone is 690,000 clauses.
   */
  literalBound(): number {
    const { size, houses } = this.shape;
    let total = 0;
    for (let k = 0; k < this.openCount; k++) {
      const base = this.openCells[k] * size;
      let n = 0;
      for (let v = 0; v < size; v++) if (this.varAt[base + v] >= 0) n++;
      total += n * n;
    }
    for (let h = 0; h < houses.length; h++) {
      const house = houses[h];
      for (let v = 0; v < size; v++) {
        let n = 0;
        for (let i = 0; i < house.length; i++) if (this.varAt[house[i] * size + v] >= 0) n++;
        total += n * n;
      }
    }
    return total;
  }

  /**
   * Writes the extended clauses over the open candidates into the sink. Pairs of cells that share a row or column
   * get their "not both v" clause from that house only, never again from the box. Returns false when the sink
   * reports the formula already unsatisfiable.
   */
  emit(sink: ClauseSink, clauses: ReducedClauses = FULL_REDUCED): boolean {
    const { size, houses, rowOf, colOf } = this.shape;
    const lits = this.scratch;
    const pair = new Int32Array(2);
    this.auxVars = 0;
    for (let k = 0; k < this.openCount; k++) {
      const cell = this.openCells[k];
      let n = 0;
      for (let v = 0; v < size; v++) {
        const x = this.varAt[cell * size + v];
        if (x >= 0) lits[n++] = holds(x);
      }
      if (!sink.addClause(lits.subarray(0, n))) return false;
      if (!clauses.cellAtMostOne) continue;
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          pair[0] = lits[i] ^ 1;
          pair[1] = lits[j] ^ 1;
          if (!sink.addClause(pair)) return false;
        }
      }
    }
    for (let h = 0; h < houses.length; h++) {
      const house = houses[h];
      const isBox = h >= 2 * size;
      for (let v = 0; v < size; v++) {
        let n = 0;
        for (let i = 0; i < house.length; i++) {
          const x = this.varAt[house[i] * size + v];
          if (x >= 0) lits[n++] = holds(x);
        }
        if (n === 0) continue; // v is placed in this house already
        if (clauses.houseAtLeastOne && !sink.addClause(lits.subarray(0, n))) return false;
        for (let i = 0; i < n; i++) {
          const a = this.cellOfVar[lits[i] >> 1];
          for (let j = i + 1; j < n; j++) {
            const b = this.cellOfVar[lits[j] >> 1];
            if (isBox && (rowOf[a] === rowOf[b] || colOf[a] === colOf[b])) continue;
            pair[0] = lits[i] ^ 1;
            pair[1] = lits[j] ^ 1;
            if (!sink.addClause(pair)) return false;
          }
        }
      }
    }
    if (!clauses.segments) return true;
    const aux = emitSegments(this.shape, this.varAt, this.numVars, sink, lits, pair);
    if (aux < 0) return false;
    this.auxVars = aux;
    return true;
  }

  /** The segment variables emit() will add (segments where the value still has a candidate), to size the solver. */
  segmentVarCount(): number {
    return segmentVarCount(this.shape, this.varAt);
  }

  /** Writes the values a model gives the open cells (`modelValue` is 1 true / -1 false, per variable) into `out` (which holds the propagated values already). */
  decode(modelValue: (v: number) => number, out: Uint8Array): void {
    for (let x = 0; x < this.numVars; x++) if (modelValue(x) < 0) out[this.cellOfVar[x]] = this.valueOfVar[x];
  }

  /** Comment lines naming each variable ("3 = r1c2=7"), for exporting a reduced formula. */
  describe(): string[] {
    const out: string[] = [];
    for (let x = 0; x < this.numVars; x++) out.push(`var ${x + 1} = ${cellName(this.shape, this.cellOfVar[x])}=${this.valueOfVar[x]}`);
    return out;
  }
}

/** Collects clauses into a Cnf (for export or for a one-shot engine). */
export class CnfCollector implements ClauseSink {
  readonly clauses: Int32Array[] = [];
  addClause(lits: ArrayLike<Lit>): boolean {
    this.clauses.push(Int32Array.from(lits));
    return true;
  }
}
