import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { analyze } from "../../../worker/core/sat/analyze";
import { ClauseDb, FLAG_USED, NO_CLAUSE } from "../../../worker/core/sat/clause-db";
import { VarHeap } from "../../../worker/core/sat/heap";
import { IntVec } from "../../../worker/core/sat/int-vec";
import { DEFAULT_TUNABLES } from "../../../worker/core/sat/options";
import { propagate } from "../../../worker/core/sat/propagate";
import { learntCap, reduce, shouldReduce } from "../../../worker/core/sat/reduce";
import { luby, Restarts } from "../../../worker/core/sat/restart";
import { SolverState } from "../../../worker/core/sat/state";
import { backtrack, enqueue, newDecisionLevel } from "../../../worker/core/sat/trail";
import { mkLit, type Cnf } from "../../../worker/core/sat/types";
import { bruteForceCount } from "./helpers";
import { randomKSat } from "./gen/random-cnf";

/** A solver state holding `cnf` (clauses of width ≥ 2 only), built by hand as CdclSolver would. */
function stateOf(cnf: Cnf): SolverState {
  const s = new SolverState({ ...DEFAULT_TUNABLES }, cnf.numVars, createRng(1));
  s.numVars = cnf.numVars;
  for (let v = 0; v < cnf.numVars; v++) s.heap.insert(v);
  for (const clause of cnf.clauses) {
    const c = s.db.alloc(clause, clause.length, false, 0);
    s.clauses.push(c);
    s.watches.attach(c, clause[0], clause[1], clause.length === 2);
  }
  return s;
}

/** Stores a learnt clause (watched on its first two literals) with the given LBD and activity, as learn() would. */
function addLearnt(s: SolverState, lits: number[], lbd: number, activity: number): number {
  const c = s.db.alloc(lits, lits.length, true, lbd);
  s.db.act[c + 2] = activity;
  s.learnts.push(c);
  s.watches.attach(c, lits[0], lits[1], lits.length === 2);
  return c;
}

describe("CDCL building blocks", () => {
  it("luby gives 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8", () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });

  it("alternating restarts keep the Luby schedule for modeFirst conflicts, then switch to LBD restarts and back", () => {
    const restarts = new Restarts({ ...DEFAULT_TUNABLES, restartPolicy: "alternating", lubyUnit: 10, modeFirst: 25, modeGrowth: 2 });
    /** Feeds conflicts of the given LBD until a restart is due; returns how many it took (capped). */
    const conflictsToRestart = (lbd: number, cap = 1000): number => {
      for (let n = 1; n <= cap; n++) {
        restarts.onConflict(lbd);
        if (restarts.shouldRestart()) return n;
      }
      return cap;
    };
    // Stable: Luby 1 1 2 at 10 conflicts a unit.
    expect(restarts.stable).toBe(true);
    expect(conflictsToRestart(5)).toBe(10);
    restarts.restarted();
    expect(conflictsToRestart(5)).toBe(10);
    restarts.restarted(); // 20 conflicts in the mode: still under 25
    expect(restarts.stable).toBe(true);
    expect(conflictsToRestart(5)).toBe(20);
    restarts.restarted(); // 40 ≥ 25: a focused phase of 50 conflicts begins
    expect(restarts.stable).toBe(false);
    // Focused: steady LBDs never restart; once past glucoseMinConflicts, a jump in them restarts at once.
    expect(conflictsToRestart(5, 300)).toBe(300);
    expect(conflictsToRestart(60)).toBe(1);
    restarts.restarted(); // 301 ≥ 50: stable again, now for 100 conflicts
    expect(restarts.stable).toBe(true);
    expect(conflictsToRestart(5)).toBe(10);
    restarts.restarted();
    expect(restarts.stable).toBe(true);
    expect(restarts.count).toBe(5);
  });

  it("luby and glucose restarts never change mode", () => {
    for (const restartPolicy of ["luby", "glucose"] as const) {
      const restarts = new Restarts({ ...DEFAULT_TUNABLES, restartPolicy, modeFirst: 1 });
      for (let i = 0; i < 20; i++) {
        for (let n = 0; n < 200; n++) restarts.onConflict(n < 190 ? 3 : 40);
        // Luby ignores the jump in LBDs and follows its schedule; glucose restarts on it.
        expect(restarts.shouldRestart()).toBe(restartPolicy === "glucose" || 200 >= DEFAULT_TUNABLES.lubyUnit * luby(i));
        restarts.restarted();
        expect(restarts.stable).toBe(restartPolicy === "luby");
      }
    }
  });

  it("IntVec grows, pops and shrinks", () => {
    const v = new IntVec(1);
    for (let i = 0; i < 100; i++) v.push(i * 3);
    expect(v.size).toBe(100);
    expect(v.pop()).toBe(297);
    expect(v.last()).toBe(294);
    v.shrinkTo(3);
    expect(v.toArray()).toEqual([0, 3, 6]);
  });

  it("VarHeap pops variables by decreasing activity, following increases", () => {
    const rng = createRng(3);
    const activity = Float64Array.from({ length: 200 }, () => rng.next());
    const heap = new VarHeap(activity);
    for (let v = 0; v < 200; v++) heap.insert(v);
    activity[17] = 5;
    heap.increased(17);
    const order: number[] = [];
    while (heap.size > 0) order.push(heap.removeMax());
    expect(order[0]).toBe(17);
    for (let i = 1; i < order.length; i++) expect(activity[order[i - 1]]).toBeGreaterThanOrEqual(activity[order[i]]);
    expect(new Set(order).size).toBe(200);
  });

  it("ClauseDb compaction keeps live clauses, drops deleted ones and forwards references", () => {
    const db = new ClauseDb(8);
    const a = db.alloc([0, 2, 4], 3, false, 0);
    const b = db.alloc([1, 3], 2, true, 2);
    const c = db.alloc([5, 7, 9, 11], 4, true, 3);
    db.free(b);
    expect(db.garbageFraction()).toBeCloseTo(5 / 18) // headers of 3 words: 6 + 5 + 7 used, 5 deleted;
    const originals = new IntVec();
    originals.push(a);
    const learnts = new IntVec();
    learnts.push(b);
    learnts.push(c);
    db.compact([originals, learnts]);
    expect(learnts.size).toBe(1);
    const moved = learnts.data[0];
    expect(db.forward(c)).toBe(moved);
    expect(db.forward(b)).toBe(NO_CLAUSE);
    expect(db.isLearnt(moved)).toBe(true);
    expect(db.lbd(moved)).toBe(3);
    expect([0, 1, 2, 3].map((i) => db.lit(moved, i))).toEqual([5, 7, 9, 11]);
    expect(db.wasted).toBe(0);
  });

  it("reduce deletes the least active three quarters of the learnt clauses and keeps glue and locked ones", () => {
    const s = stateOf({ numVars: 12, clauses: [] });
    // Twelve deletable clauses whose activity rises with their LBD, so ranking by LBD would keep the other end.
    for (let i = 0; i < 12; i++) addLearnt(s, [mkLit(i), mkLit((i + 1) % 12), mkLit((i + 2) % 12)], 3 + i, 1 + i);
    addLearnt(s, [mkLit(0, true), mkLit(5, true), mkLit(7)], 2, 0); // glue, and inactive
    // Locked: the reason for ¬x11, which is on the trail; also the least active clause.
    const reasonOf11 = addLearnt(s, [mkLit(11, true), mkLit(3, true), mkLit(4)], 9, 0);
    newDecisionLevel(s);
    enqueue(s, mkLit(11, true), reasonOf11);
    s.totalConflicts = s.nextReduce;
    expect(shouldReduce(s)).toBe(true);
    reduce(s);
    // Compaction may move clauses: name each kept one by its first literal.
    const kept = s.learnts.toArray().map((c) => s.db.lit(c, 0));
    // floor(12 * 0.75) = 9 deleted: activities 1..9; the three most active (x9, x10, x11 first) stay.
    expect(kept.sort((x, y) => x - y)).toEqual([mkLit(9), mkLit(10), mkLit(11), mkLit(0, true), mkLit(11, true)].sort((x, y) => x - y));
    expect(s.db.lit(s.reason[11], 0)).toBe(mkLit(11, true));
    expect(s.nextReduce).toBe(s.totalConflicts + DEFAULT_TUNABLES.reduceFirst + DEFAULT_TUNABLES.reduceIncrement);
  });

  it("reduce keeps middle-tier clauses used since the last reduction, and ranks them with the rest once unused", () => {
    const s = stateOf({ numVars: 12, clauses: [] });
    s.tunables.tier2Lbd = 6;
    // Eight inactive clauses: LBD 4 (middle tier) for x0..x3, LBD 8 (local) for x4..x7; x0, x1 and x4 were used.
    const crefs = Array.from({ length: 8 }, (_, i) => addLearnt(s, [mkLit(i), mkLit((i + 1) % 12), mkLit((i + 2) % 12)], i < 4 ? 4 : 8, 0));
    // Four active local clauses that outrank them all.
    for (let i = 8; i < 12; i++) addLearnt(s, [mkLit(i), mkLit((i + 1) % 12), mkLit((i + 2) % 12)], 8, 100 + i);
    for (const i of [0, 1, 4]) s.db.mem[crefs[i] + 1] |= FLAG_USED;
    const keptFirsts = (): number[] => s.learnts.toArray().map((c) => s.db.lit(c, 0)).sort((x, y) => x - y);
    s.totalConflicts = s.nextReduce;
    reduce(s);
    // Candidates: x2, x3, x4..x11 (10); floor(10 * 0.75) = 7 deleted, the inactive x2..x7, then x8, the least active of the rest.
    // x4 was used but its LBD is above the middle tier, so use alone did not save it.
    expect(keptFirsts()).toEqual([mkLit(0), mkLit(1), mkLit(9), mkLit(10), mkLit(11)]);
    // The next reduction finds x0 and x1 unused since: ranked by activity (0), they go first.
    s.totalConflicts = s.nextReduce;
    reduce(s);
    expect(keptFirsts()).toEqual([mkLit(10), mkLit(11)]);
    // With the tier off (the default), use does not protect a clause.
    const off = stateOf({ numVars: 4, clauses: [] });
    const used = addLearnt(off, [mkLit(0), mkLit(1), mkLit(2)], 4, 0);
    addLearnt(off, [mkLit(3), mkLit(1), mkLit(2)], 4, 1);
    off.db.mem[used + 1] |= FLAG_USED;
    off.totalConflicts = off.nextReduce;
    reduce(off);
    expect(off.learnts.toArray().map((c) => off.db.lit(c, 0))).toEqual([mkLit(3)]);
  });

  it("reduce is also due when the learnt clauses outgrow the formula, and then leaves the schedule alone", () => {
    // 150 problem clauses: the cap starts at learntCapRatio × 150 and grows with the square root of the conflicts.
    const cnf: Cnf = { numVars: 60, clauses: Array.from({ length: 150 }, (_, i) => Int32Array.of(mkLit(i % 60), mkLit((i + 1) % 60, true), mkLit((i + 7) % 60))) };
    const s = stateOf(cnf);
    expect(learntCap(s)).toBeCloseTo(DEFAULT_TUNABLES.learntCapRatio * 150);
    s.totalConflicts = 300;
    expect(learntCap(s)).toBeCloseTo(DEFAULT_TUNABLES.learntCapRatio * 150 * 2);
    const cap = Math.ceil(learntCap(s));
    for (let i = 0; i < cap; i++) {
      addLearnt(s, [mkLit(i % 60), mkLit((i + 3) % 60), mkLit((i + 5) % 60, true)], 5, i);
      expect(shouldReduce(s)).toBe(i + 1 >= cap);
    }
    const schedule = s.nextReduce;
    reduce(s);
    expect(s.learnts.size).toBe(cap - Math.floor(cap * DEFAULT_TUNABLES.reduceFraction));
    expect(s.nextReduce).toBe(schedule);
    expect(shouldReduce(s)).toBe(false);
    // A ratio of 0 turns the cap off.
    const off = new SolverState({ ...DEFAULT_TUNABLES, learntCapRatio: 0 }, 1, createRng(1));
    expect(learntCap(off)).toBe(Infinity);
  });

  it("propagate follows a chain of binary and ternary clauses and reports the falsified clause", () => {
    // x0 → x1 (binary), x0 ∧ x1 → x2 (ternary), x2 → ¬x0 (binary, falsified at the end).
    const cnf: Cnf = {
      numVars: 3,
      clauses: [Int32Array.of(mkLit(0, true), mkLit(1)), Int32Array.of(mkLit(0, true), mkLit(1, true), mkLit(2)), Int32Array.of(mkLit(2, true), mkLit(0, true))],
    };
    const s = stateOf(cnf);
    newDecisionLevel(s);
    enqueue(s, mkLit(0), NO_CLAUSE);
    const confl = propagate(s);
    expect(confl).not.toBe(NO_CLAUSE);
    expect(s.work).toBeGreaterThan(0);
    backtrack(s, 0);
    expect(s.trailSize).toBe(0);
    newDecisionLevel(s);
    enqueue(s, mkLit(0, true), NO_CLAUSE);
    expect(propagate(s)).toBe(NO_CLAUSE);
    expect(s.trailSize).toBe(1);
  });

  it("analyze learns implied, asserting clauses with the right backjump level (random conflicts)", () => {
    let checked = 0;
    for (let seed = 1; seed <= 300 && checked < 150; seed++) {
      const n = 10;
      const cnf = randomKSat(n, 38, 3, seed);
      const s = stateOf(cnf);
      const rng = createRng(seed);
      let confl = propagate(s);
      while (confl === NO_CLAUSE) {
        const free: number[] = [];
        for (let v = 0; v < n; v++) if (s.values[2 * v] === 0) free.push(v);
        if (free.length === 0) break;
        newDecisionLevel(s);
        enqueue(s, mkLit(free[rng.int(free.length)], rng.int(2) === 1), NO_CLAUSE);
        confl = propagate(s);
      }
      if (confl === NO_CLAUSE || s.decisionLevel() === 0) continue;
      const level = s.decisionLevel();
      const back = analyze(s, confl);
      const learnt = s.learnt.toArray();
      // Asserting: only the first literal is at the conflict level, every literal is false now.
      expect(s.level[learnt[0] >> 1]).toBe(level);
      for (const l of learnt) expect(s.values[l]).toBe(-1);
      for (const l of learnt.slice(1)) expect(s.level[l >> 1]).toBeLessThan(level);
      expect(back).toBe(learnt.length === 1 ? 0 : Math.max(...learnt.slice(1).map((l) => s.level[l >> 1])));
      expect(s.seen.every((x) => x === 0)).toBe(true);
      // Implied: the formula with the learnt clause negated has no model.
      const negated = learnt.map((l) => Int32Array.of(l ^ 1));
      expect(bruteForceCount({ numVars: n, clauses: [...cnf.clauses, ...negated] })).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
