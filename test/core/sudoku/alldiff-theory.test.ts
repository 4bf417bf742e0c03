import { describe, expect, it } from "vitest";
import { CdclSolver, IntVec, THEORY_CONFLICT, THEORY_FIXPOINT, THEORY_IMPLIED, type Lit, type TheoryContext, type TheoryPropagator } from "../../../worker/core/sat/index";
import { AllDifferentTheory } from "../../../worker/core/sudoku/alldiff-theory";
import { AllDifferentFilter } from "../../../worker/core/sudoku/alldiff";
import { ReducedEncoding, holdsNot } from "../../../worker/core/sudoku/encode";
import { SinglesPropagator } from "../../../worker/core/sudoku/singles";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { randomSolvedGrid } from "../../../worker/core/sudoku/generate";
import { shapeOfBox, type Shape } from "../../../worker/core/sudoku/shape";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { createRng, type Rng } from "../../../worker/core/rng";
import { CLAUSES } from "../../../worker/core/sudoku/solve-settings";
import { SOLVED_4X4, bruteSolutions } from "./brute4";

/**
 * Wraps the all-different theory and checks, against a set of reference grids, everything it hands the solver:
 * each implied literal holds in every reference grid the current assignment allows (it removes no value some
 * solution uses), each conflict leaves no such grid, and each explanation or conflict clause holds in every
 * reference grid (it follows from the rules and the givens). Explanations must start with the implied literal and name only
 * literals that are false.
 */
class CheckedTheory implements TheoryPropagator {
  implied = 0;
  explained = 0;
  conflicts = 0;
  /** Fixpoints at which every house was checked with a fresh full filter, and houses so checked. */
  fixpoints = 0;
  housesChecked = 0;
  /** Grids ruled out by blocking clauses so far (no longer reference grids). */
  readonly blocked: Uint8Array[] = [];

  constructor(
    private readonly inner: AllDifferentTheory,
    private readonly enc: ReducedEncoding,
    private readonly grids: Uint8Array[],
    private readonly shape: Shape,
    private readonly settled: Uint8Array,
    private readonly fixpointChecks: boolean,
  ) {}

  /**
   * At a fixpoint the theory claims that no house of four open cells or more has anything left to remove, however
   * few houses it re-examined (it skips those whose certificate still holds): a fresh filter from scratch, on the
   * candidates the trail leaves, must agree.
   */
  private checkFixpoint(ctx: TheoryContext): void {
    const { size, houses } = this.shape;
    const filter = new AllDifferentFilter(size);
    const dom = new Int32Array(size);
    this.fixpoints++;
    for (const house of houses) {
      let placed = 0, k = 0;
      const masks = Array.from(house, (cell) => {
        if (this.settled[cell] !== 0) return 1 << (this.settled[cell] - 1);
        let m = 0;
        for (let v = 0; v < size; v++) {
          const x = this.enc.varAt[cell * size + v];
          if (x >= 0 && ctx.values[holdsNot(x)] !== 1) m |= 1 << v;
        }
        return m;
      });
      for (const m of masks) if ((m & (m - 1)) === 0) placed |= m;
      for (const m of masks) if ((m & (m - 1)) !== 0) dom[k++] = m & ~placed;
      if (k < 4) continue;
      const before = Array.from(dom.subarray(0, k));
      expect(filter.filter(dom, new Int32Array(size).fill(-1), k)).toBe(true);
      expect(Array.from(dom.subarray(0, k))).toEqual(before);
      this.housesChecked++;
    }
  }

  private litHolds(grid: Uint8Array, lit: Lit): boolean {
    const x = lit >> 1;
    const isValue = grid[this.enc.cellOfVar[x]] === this.enc.valueOfVar[x];
    return (lit & 1) === 1 ? isValue : !isValue;
  }

  private reference(): Uint8Array[] {
    return this.grids.filter((g) => !this.blocked.some((b) => b.every((v, i) => v === g[i])));
  }

  private allowed(ctx: TheoryContext): Uint8Array[] {
    const trail = Array.from(ctx.trail.subarray(0, ctx.trailSize));
    return this.reference().filter((g) => trail.every((lit) => this.litHolds(g, lit)));
  }

  private checkClause(lits: ArrayLike<Lit>, ctx: TheoryContext, from: number): void {
    for (let i = from; i < lits.length; i++) expect(ctx.values[lits[i]]).toBe(-1);
    for (const g of this.reference()) expect(Array.from(lits).some((l) => this.litHolds(g, l))).toBe(true);
  }

  propagate(ctx: TheoryContext, conflict: IntVec): number {
    const from = ctx.trailSize;
    const found = this.inner.propagate(ctx, conflict);
    if (found === THEORY_IMPLIED) {
      const allowed = this.allowed({ ...ctx, trailSize: from } as TheoryContext);
      for (let i = from; i < ctx.trailSize; i++) {
        this.implied++;
        for (const g of allowed) expect(this.litHolds(g, ctx.trail[i])).toBe(true);
      }
    } else if (found === THEORY_FIXPOINT && this.fixpointChecks) {
      this.checkFixpoint(ctx);
    } else if (found === THEORY_CONFLICT) {
      this.conflicts++;
      expect(this.allowed(ctx)).toEqual([]);
      this.checkClause(conflict.data.subarray(0, conflict.size), ctx, 0);
    }
    return found;
  }

  backtrack(ctx: TheoryContext, trailSize: number): void {
    this.inner.backtrack(ctx, trailSize);
  }

  explain(ctx: TheoryContext, lit: Lit, token: number, out: IntVec): void {
    this.inner.explain(ctx, lit, token, out);
    this.explained++;
    expect(out.data[0]).toBe(lit);
    expect(ctx.values[lit]).toBe(1);
    this.checkClause(out.data.subarray(0, out.size), ctx, 1);
  }
}

/** Enumerates the puzzle's solutions (up to `limit`) with the theory attached, as solve.ts does. */
function enumerate(shape: Shape, givens: Uint8Array, grids: Uint8Array[], limit: number, seed: number, reused?: AllDifferentTheory) {
  const singles = new SinglesPropagator(shape);
  singles.load(givens);
  if (singles.propagate() !== "open") return null;
  const enc = new ReducedEncoding(shape);
  enc.number(singles);
  const solver = new CdclSolver(enc.numVars, { seed });
  if (!enc.emit(solver, CLAUSES)) return null;
  const inner = reused ?? new AllDifferentTheory(shape);
  inner.load(enc, singles.values);
  // On 4x4 a house has four cells, so the theory filters only houses with every cell open: nothing to skip.
  const theory = new CheckedTheory(inner, enc, grids, shape, singles.values, shape.box > 2);
  solver.setTheory(theory);
  const found: Uint8Array[] = [];
  while (found.length < limit) {
    const r = solver.solve();
    if (r.status !== "SAT") break;
    const cells = singles.values.slice();
    enc.decode((x) => solver.modelValue(x), cells);
    found.push(cells);
    theory.blocked.push(cells);
    const block: number[] = [];
    for (let k = 0; k < enc.openCount; k++) {
      const cell = enc.openCells[k];
      block.push(holdsNot(enc.varAt[cell * shape.size + cells[cell] - 1]));
    }
    if (!solver.addClause(block)) break;
  }
  return { found, theory };
}

/** A 9x9 puzzle whose givens pass singles, and which the theory's first filtering at the root refutes (a Hall set too small). */
const ROOT_REFUTED = "406201750000700000703900800600000000009040387002008600300400910000000570900020000";

/** Sets one empty cell to a value other than the solution's that none of its givens' peers holds; false if none. */
function plantWrongGiven(rng: Rng, shape: Shape, givens: Uint8Array, solved: Uint8Array): boolean {
  for (let tries = 0; tries < 100; tries++) {
    const cell = rng.int(shape.cells);
    const v = 1 + rng.int(shape.size);
    if (givens[cell] !== 0 || v === solved[cell]) continue;
    if (Array.from(shape.peers[cell]).some((p) => givens[p] === v)) continue;
    givens[cell] = v;
    return true;
  }
  return false;
}

function puzzleFrom(rng: Rng, solved: Uint8Array, keep: number): Uint8Array {
  return solved.map((v) => (rng.next() < keep ? v : 0));
}

describe("all-different theory inside CDCL", () => {
  it("on 4x4 removes no value a solution uses, explains only with clauses every solution satisfies, and enumerates exactly the brute-force solutions", () => {
    const rng = createRng(26);
    const shape = shapeOfBox(2);
    let implied = 0, explained = 0, puzzles = 0;
    for (let t = 0; t < 400; t++) {
      const solved = SOLVED_4X4[rng.int(SOLVED_4X4.length)];
      const givens = puzzleFrom(rng, solved, 0.1 + 0.25 * rng.next());
      const brute = bruteSolutions(givens);
      // Reference grids: the puzzle's solutions (the encoding starts from the givens' consequences).
      const run = enumerate(shape, givens, brute, 400, t);
      if (run === null) continue;
      puzzles++;
      const key = (g: Uint8Array) => g.join("");
      expect(run.found.map(key).sort()).toEqual(brute.map(key).sort());
      implied += run.theory.implied;
      explained += run.theory.explained;
    }
    expect(puzzles).toBeGreaterThan(300);
    expect(implied).toBeGreaterThan(100);
    expect(explained).toBeGreaterThan(20);
  });

  it("on 9x9 never removes the planted solution's values and explains with clauses that solution satisfies", () => {
    const rng = createRng(9);
    const shape = shapeOfBox(3);
    let implied = 0;
    for (let t = 0; t < 30; t++) {
      const solved = randomSolvedGrid(3, rng).cells;
      const givens = puzzleFrom(rng, solved, 0.22);
      // The planted grid is one reference grid: checks hold for it while the trail allows it.
      const run = enumerate(shape, givens, [solved], 3, t);
      if (run === null) continue;
      for (const g of run.found) expect(isSolutionOf({ shape, cells: givens }, { shape, cells: g })).toBe(true);
      implied += run.theory.implied;
    }
    expect(implied).toBeGreaterThan(50);
  });

  it("leaves nothing for a fresh full filter at any fixpoint, though it re-examines only houses whose certificate broke (9x9 and 16x16)", () => {
    const rng = createRng(41);
    let fixpoints = 0, houses = 0, implied = 0;
    for (const box of [3, 4]) {
      const shape = shapeOfBox(box);
      // One theory for all puzzles of a size, as solve.ts keeps one: nothing may leak from one puzzle to the next.
      const theory = new AllDifferentTheory(shape);
      for (let t = 0; t < (box === 3 ? 40 : 6); t++) {
        const solved = randomSolvedGrid(box, rng).cells;
        let givens = puzzleFrom(rng, solved, box === 3 ? 0.2 : 0.3);
        // Every other puzzle gets a wrong given that no peer contradicts: mostly unsatisfiable, refuted by
        // search (the planted grid is then no reference). Every fourth 9x9 is one the theory refutes at the root,
        // leaving most houses marked: the next puzzle must still have all its houses examined.
        if (box === 3 && t % 4 === 3) givens = Uint8Array.from(ROOT_REFUTED, Number);
        const wrong = t % 2 === 1 && (t % 4 === 3 || plantWrongGiven(rng, shape, givens, solved));
        const run = enumerate(shape, givens, wrong ? [] : [solved], 3, t, theory);
        if (run === null) continue;
        fixpoints += run.theory.fixpoints;
        houses += run.theory.housesChecked;
        implied += run.theory.implied;
      }
    }
    expect(fixpoints).toBeGreaterThan(1000);
    expect(houses).toBeGreaterThan(10_000);
    expect(implied).toBeGreaterThan(500);
  });

  it("stops at the work budget with the theory on: an empty 16x16 grid asked for 1,000 solutions answers 'unknown'", () => {
    const empty = { shape: shapeOfBox(4), cells: new Uint8Array(256) };
    for (const work of [1_000_000, 3_000_000]) {
      const r = solveSudoku(empty, { engine: "cdcl", alldiff: true, limit: 1000, budget: { work } });
      expect(r.status).toBe("unknown");
      expect(r.solutions.length).toBeGreaterThan(0);
      expect(r.solutions.length).toBeLessThan(1000);
      for (const g of r.solutions) expect(isSolutionOf(empty, g)).toBe(true);
      // Stopped by the work count, and within one fixpoint's filtering of it.
      expect(r.stats.work).toBeGreaterThanOrEqual(work);
      expect(r.stats.work).toBeLessThan(work + 100_000);
    }
  });

  it("gives the same answers as plain CDCL on 9x9 and 16x16 puzzles, solutions verified", () => {
    const rng = createRng(16);
    for (const box of [3, 4]) {
      for (let t = 0; t < 12; t++) {
        const solved = randomSolvedGrid(box, rng);
        const grid = { shape: solved.shape, cells: puzzleFrom(rng, solved.cells, box === 3 ? 0.3 : 0.45) };
        const plain = solveSudoku(grid, { engine: "cdcl" });
        const lcg = solveSudoku(grid, { engine: "cdcl", alldiff: true, seed: t });
        expect(lcg.status).toBe(plain.status);
        for (const s of lcg.solutions) expect(isSolutionOf(grid, s)).toBe(true);
        if (plain.status === "unique") expect(lcg.solution!.cells).toEqual(plain.solution!.cells);
      }
    }
  });
});
