/**
 * Learnt-clause minimisation against a plain recursive definition, on random implication graphs: a clause literal
 * is redundant when it has a reason and every other literal of that reason is at level 0, in the clause, or itself
 * redundant. The engine's version caches failures and skips levels by count; it must drop exactly those literals.
 * Binary-clause minimisation must drop exactly the literals l with a binary clause (asserting literal ∨ ¬l).
 */
import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "../../../worker/core/rng";
import { binaryMinimize, minimizeLearnt } from "../../../worker/core/sat/analyze";
import { DEFAULT_TUNABLES } from "../../../worker/core/sat/options";
import { SolverState } from "../../../worker/core/sat/state";
import { enqueue, newDecisionLevel } from "../../../worker/core/sat/trail";
import { mkLit, type Lit } from "../../../worker/core/sat/types";

interface Graph {
  s: SolverState;
  /** Per variable: the other literals of its reason (all false), or null for a decision or level-0 fact. */
  antecedents: (Lit[] | null)[];
  /** Literals true on the trail, per level. */
  byLevel: Lit[][];
}

/** A trail of `levels` levels over `numVars` variables: each level a decision, then implied literals whose reasons mix that level and earlier ones. */
function randomGraph(rng: Rng, numVars: number, levels: number): Graph {
  const s = new SolverState({ ...DEFAULT_TUNABLES }, numVars, rng);
  s.numVars = numVars;
  const antecedents: (Lit[] | null)[] = new Array(numVars).fill(null);
  const byLevel: Lit[][] = [];
  const free = Array.from({ length: numVars }, (_, v) => v);
  const take = (): Lit => {
    const v = free.splice(rng.int(free.length), 1)[0];
    return mkLit(v, rng.int(2) === 1);
  };
  byLevel.push([]);
  for (let k = 0; k < 2; k++) {
    const lit = take();
    enqueue(s, lit, -1);
    byLevel[0].push(lit);
  }
  const perLevel = Math.floor((free.length - 1) / levels);
  for (let d = 1; d <= levels; d++) {
    newDecisionLevel(s);
    const decision = take();
    enqueue(s, decision, -1);
    const here: Lit[] = [decision];
    byLevel.push(here);
    for (let k = 0; k < perLevel - 1 && free.length > 0; k++) {
      const lit = take();
      // At least one antecedent of this level (as unit propagation guarantees), then up to three from anywhere.
      const causes = new Set<Lit>([here[rng.int(here.length)]]);
      const extra = rng.int(4);
      for (let e = 0; e < extra; e++) {
        const from = byLevel[rng.int(d + 1)];
        if (from.length > 0) causes.add(from[rng.int(from.length)]);
      }
      const others = [...causes].map((c) => c ^ 1);
      const cref = s.db.alloc([lit, ...others], others.length + 1, false, 0);
      enqueue(s, lit, cref);
      antecedents[lit >> 1] = others;
      here.push(lit);
    }
  }
  return { s, antecedents, byLevel };
}

/** The plain definition, memoised per variable. */
function referenceRedundant(g: Graph, clause: Set<number>): (v: number) => boolean {
  const memo = new Map<number, boolean>();
  const implied = (v: number): boolean => {
    if (g.s.level[v] === 0 || clause.has(v)) return true;
    const known = memo.get(v);
    if (known !== undefined) return known;
    const causes = g.antecedents[v];
    const result = causes !== null && causes.every((q) => implied(q >> 1));
    memo.set(v, result);
    return result;
  };
  return (v) => {
    const causes = g.antecedents[v];
    return g.s.level[v] > 0 && causes !== null && causes.every((q) => implied(q >> 1));
  };
}

describe("learnt-clause minimisation", () => {
  it("drops exactly the literals the recursive definition calls redundant (2,000 random implication graphs)", () => {
    let dropped = 0;
    let kept = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const rng = createRng(seed);
      const levels = 2 + rng.int(6);
      const g = randomGraph(rng, 12 + rng.int(40), levels);
      // A learnt clause: the asserting literal (a false literal of the top level) first, then false literals of lower levels.
      const top = g.byLevel[levels];
      const lower = g.byLevel.slice(1, levels).flat();
      const chosen = lower.filter(() => rng.int(3) !== 0);
      if (chosen.length === 0) continue;
      const lits = [top[rng.int(top.length)] ^ 1, ...chosen.map((l) => l ^ 1)];
      g.s.learnt.clear();
      for (const l of lits) g.s.learnt.push(l);
      const redundant = referenceRedundant(g, new Set(chosen.map((l) => l >> 1)));
      const expected = lits.filter((l, i) => i === 0 || !redundant(l >> 1));
      minimizeLearnt(g.s);
      expect(Array.from(g.s.learnt.data.subarray(0, g.s.learnt.size)), `seed ${seed}`).toEqual(expected);
      expect(g.s.seen.every((m) => m === 0), `seed ${seed}: seen[] cleared`).toBe(true);
      expect(g.s.levelCount.every((c) => c === 0), `seed ${seed}: level counts cleared`).toBe(true);
      dropped += lits.length - expected.length;
      kept += expected.length - 1;
    }
    // The graphs exercise both outcomes often.
    expect(dropped).toBeGreaterThan(1000);
    expect(kept).toBeGreaterThan(1000);
  });
});

describe("binary-clause minimisation", () => {
  it("drops exactly the literals whose negation forms a binary clause with the asserting literal (500 random clauses)", () => {
    let dropped = 0;
    let kept = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const rng = createRng(seed);
      const levels = 2 + rng.int(5);
      const g = randomGraph(rng, 20 + rng.int(30), levels);
      const s = g.s;
      const top = g.byLevel[levels];
      const chosen = g.byLevel.slice(1, levels).flat().filter(() => rng.int(2) === 0);
      if (chosen.length < 2) continue;
      const asserting = top[rng.int(top.length)] ^ 1;
      const lits = [asserting, ...chosen.map((l) => l ^ 1)];
      // Binary clauses (asserting ∨ ¬l) for some clause literals l, plus decoys: binaries of the asserting literal
      // with unrelated literals, with clause variables in the wrong sign, and of another literal.
      const resolvable = new Set<number>();
      const add = (a: Lit, b: Lit) => s.watches.attach(s.db.alloc([a, b], 2, false, 0), a, b, true);
      for (const l of lits.slice(1)) {
        const pick = rng.int(4);
        if (pick === 0) {
          add(asserting, l ^ 1);
          resolvable.add(l);
        } else if (pick === 1) add(asserting, l);
        else if (pick === 2) add(asserting ^ 1, l ^ 1);
      }
      // A long clause in the same watch list must be passed over.
      const long = s.db.alloc([asserting, lits[1] ^ 1, lits[lits.length - 1] ^ 1], 3, false, 0);
      s.watches.attach(long, asserting, lits[1] ^ 1, false);
      s.learnt.clear();
      for (const l of lits) s.learnt.push(l);
      const expected = lits.filter((l) => !resolvable.has(l));
      const workBefore = s.work;
      binaryMinimize(s);
      expect(Array.from(s.learnt.data.subarray(0, s.learnt.size)), `seed ${seed}`).toEqual(expected);
      expect(s.seen.every((m) => m === 0), `seed ${seed}: seen[] cleared`).toBe(true);
      expect(s.work - workBefore, `seed ${seed}: one unit per watch entry`).toBe(s.watches.sizes[asserting] >> 1);
      dropped += lits.length - expected.length;
      kept += expected.length - 1;
    }
    expect(dropped).toBeGreaterThan(300);
    expect(kept).toBeGreaterThan(300);
  });
});
