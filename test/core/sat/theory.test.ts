import { describe, expect, it } from "vitest";
import { CdclSolver, IntVec, implyLazily, mkLit, THEORY_CONFLICT, THEORY_FIXPOINT, THEORY_IMPLIED, type Lit, type TheoryContext, type TheoryPropagator } from "../../../worker/core/sat/index";
import { createRng, type Rng } from "../../../worker/core/rng";

/**
 * A toy theory for the hook's tests: "at most one variable of each group is true", and "these variables are
 * false" (a constraint whose conflicts have one literal). Eager mode implies the other members false as soon
 * as one is true (reasons explained lazily); lazy mode only reports violations, often found below the current
 * decision level, which exercises the backjump before analysis.
 */
class AtMostOneTheory implements TheoryPropagator {
  explained = 0;
  conflicts = 0;
  constructor(
    private readonly groups: number[][],
    private readonly forbidden: number[],
    private readonly eager: boolean,
  ) {}

  propagate(ctx: TheoryContext, conflict: IntVec): number {
    const v = ctx.values;
    for (const f of this.forbidden) {
      if (v[mkLit(f)] === 1) {
        this.conflicts++;
        conflict.push(mkLit(f, true));
        return THEORY_CONFLICT;
      }
    }
    let implied = false;
    for (const g of this.groups) {
      const on = g.filter((x) => v[mkLit(x)] === 1);
      if (on.length >= 2) {
        this.conflicts++;
        conflict.push(mkLit(on[0], true));
        conflict.push(mkLit(on[1], true));
        return THEORY_CONFLICT;
      }
      if (!this.eager || on.length === 0) continue;
      for (const y of g) {
        if (y !== on[0] && v[mkLit(y)] === 0) {
          implyLazily(ctx, mkLit(y, true), on[0]);
          implied = true;
        }
      }
    }
    return implied ? THEORY_IMPLIED : THEORY_FIXPOINT;
  }

  backtrack(): void {
    // Stateless: it rescans the groups at every fixpoint.
  }

  explain(ctx: TheoryContext, lit: Lit, token: number, out: IntVec): void {
    this.explained++;
    expect(ctx.values[mkLit(token)]).toBe(1);
    out.push(lit);
    out.push(mkLit(token, true));
  }
}

function randomCnf(rng: Rng, numVars: number, numClauses: number): Int32Array[] {
  return Array.from({ length: numClauses }, () => Int32Array.from({ length: 3 }, () => mkLit(rng.int(numVars), rng.int(2) === 1)));
}

function randomGroups(rng: Rng, numVars: number): number[][] {
  const groups: number[][] = [];
  for (let g = 0; g < 3; g++) {
    const size = 2 + rng.int(3);
    groups.push(Array.from(new Set(Array.from({ length: size }, () => rng.int(numVars)))));
  }
  return groups.filter((g) => g.length >= 2);
}

/** Every assignment (bit x of m = variable x true) that satisfies the clauses and the theory. */
function bruteModels(numVars: number, clauses: Int32Array[], groups: number[][], forbidden: number[]): number[] {
  const out: number[] = [];
  for (let m = 0; m < 1 << numVars; m++) {
    const isTrue = (l: number) => (((m >> (l >> 1)) & 1) === 1) !== ((l & 1) === 1);
    if (!clauses.every((c) => Array.from(c).some(isTrue))) continue;
    if (groups.some((g) => g.filter((x) => (m >> x) & 1).length > 1)) continue;
    if (forbidden.some((f) => (m >> f) & 1)) continue;
    out.push(m);
  }
  return out;
}

describe("theory propagators inside CDCL", () => {
  for (const eager of [true, false]) {
    it(`enumerates exactly the brute-force models of clauses plus an at-most-one theory (${eager ? "eager, lazily explained" : "conflicts only"})`, () => {
      const rng = createRng(eager ? 1 : 2);
      const numVars = 10;
      let explained = 0, conflicts = 0;
      for (let t = 0; t < 150; t++) {
        const clauses = randomCnf(rng, numVars, 8 + rng.int(30));
        const groups = randomGroups(rng, numVars);
        const forbidden = rng.int(3) === 0 ? [rng.int(numVars)] : [];
        const expected = bruteModels(numVars, clauses, groups, forbidden);
        const solver = new CdclSolver(numVars, { seed: t });
        const theory = new AtMostOneTheory(groups, forbidden, eager);
        solver.setTheory(theory);
        let ok = clauses.every((c) => solver.addClause(c));
        const found: number[] = [];
        while (ok && found.length <= expected.length) {
          const r = solver.solve();
          if (r.status !== "SAT") break;
          let m = 0;
          for (let x = 0; x < numVars; x++) if (r.model[x] === 1) m |= 1 << x;
          found.push(m);
          ok = solver.addClause(Array.from({ length: numVars }, (_, x) => mkLit(x, r.model[x] === 1)));
        }
        expect(found.sort((a, b) => a - b)).toEqual(expected);
        explained += theory.explained;
        conflicts += theory.conflicts;
      }
      expect(conflicts).toBeGreaterThan(20);
      if (eager) expect(explained).toBeGreaterThan(20);
    });
  }

  it("refuses a theory on a solver that records a proof", () => {
    const solver = new CdclSolver(2, { proof: true });
    expect(() => solver.setTheory(new AtMostOneTheory([[0, 1]], [], true))).toThrow(/proof/);
  });
});
