/**
 * The RUP checker against a plain one written here, on damaged proofs: the checker keeps what the clauses force
 * between checks and must forget it exactly when a clause it rests on is deleted, so its verdict (and the step it
 * names) must be the one a from-scratch propagation over the active clauses gives at every step.
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { checkProof, PROOF_DELETE } from "../../../worker/core/sat/index";
import type { Cnf } from "../../../worker/core/sat/types";
import { randomKSat } from "./gen/random-cnf";

type Step = { del: boolean; lits: number[] };

/** Unit propagation from scratch over `clauses` under ¬lemma: true when it reaches a conflict. */
function rupFromScratch(clauses: number[][], lemma: number[]): boolean {
  const value = new Map<number, boolean>();
  const set = (lit: number): boolean => {
    const v = value.get(lit >> 1);
    const want = (lit & 1) === 0;
    if (v !== undefined) return v === want;
    value.set(lit >> 1, want);
    return true;
  };
  for (const l of lemma) if (!set(l ^ 1)) return true;
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of clauses) {
      let open = -1, openCount = 0, satisfied = false;
      for (const l of c) {
        const v = value.get(l >> 1);
        if (v === undefined) {
          open = l;
          openCount++;
        } else if (v === ((l & 1) === 0)) satisfied = true;
      }
      if (satisfied) continue;
      if (openCount === 0) return true;
      if (openCount === 1) {
        set(open);
        changed = true;
      }
    }
  }
  return false;
}

/** The verdict a checker that keeps nothing between steps gives: the first bad step, or verified. */
function referenceVerdict(cnf: Cnf, steps: Step[]): { verdict: "verified" | "refuted"; step?: number } {
  const active: number[][] = cnf.clauses.map((c) => [...c]);
  for (let i = 0; i < steps.length; i++) {
    const { del, lits } = steps[i];
    if (del) {
      const key = [...lits].sort((a, b) => a - b).join(" ");
      let at = -1;
      for (let k = active.length - 1; k >= 0 && at === -1; k--) if ([...active[k]].sort((a, b) => a - b).join(" ") === key) at = k;
      if (at === -1) return { verdict: "refuted", step: i + 1 };
      active.splice(at, 1);
      continue;
    }
    if (!rupFromScratch(active, lits)) return { verdict: "refuted", step: i + 1 };
    if (lits.length === 0) return { verdict: "verified" };
    active.push(lits);
  }
  return { verdict: "refuted" };
}

function stepsOf(trace: Int32Array): Step[] {
  const out: Step[] = [];
  for (let at = 0; at < trace.length; at += 2 + trace[at + 1]) out.push({ del: trace[at] === PROOF_DELETE, lits: [...trace.subarray(at + 2, at + 2 + trace[at + 1])] });
  return out;
}

const traceOf = (steps: Step[]): Int32Array => Int32Array.from(steps.flatMap((s) => [s.del ? PROOF_DELETE : 0, s.lits.length, ...s.lits]));

describe("checkProof against a from-scratch RUP checker", () => {
  it("agrees on 300 damaged proofs of random UNSAT formulas: lemmas dropped, clauses deleted early, units deleted", () => {
    const rng = createRng(2026);
    let compared = 0, refuted = 0;
    for (let seed = 1; compared < 300 && seed < 2000; seed++) {
      const cnf = randomKSat(16, 90, 3, 900 + seed);
      const solver = new CdclSolver(cnf.numVars, { proof: true, reduceFirst: 4, reduceIncrement: 2 });
      for (const c of cnf.clauses) solver.addClause(c);
      if (solver.solve().status !== "UNSAT") continue;
      const steps = stepsOf(solver.proofTrace()!);
      for (let damage = 0; damage < 3; damage++) {
        const mutated = steps.map((s) => ({ ...s, lits: [...s.lits] }));
        const kind = rng.int(3);
        if (kind === 0 && mutated.length > 1) mutated.splice(rng.int(mutated.length - 1), 1);
        else if (kind === 1) {
          const clause = cnf.clauses[rng.int(cnf.clauses.length)];
          mutated.splice(rng.int(mutated.length), 0, { del: true, lits: [...clause] });
        } else {
          const unit = mutated.findIndex((s) => !s.del && s.lits.length === 1);
          if (unit !== -1) mutated.splice(unit + 1 + rng.int(mutated.length - unit), 0, { del: true, lits: [...mutated[unit].lits] });
        }
        const expected = referenceVerdict(cnf, mutated);
        const got = checkProof(cnf, traceOf(mutated));
        expect(got.verdict).toBe(expected.verdict);
        if (expected.step !== undefined && got.verdict === "refuted") expect(got.step).toBe(expected.step);
        if (expected.verdict === "refuted") refuted++;
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(300);
    // The damage must matter often enough for the comparison to mean something.
    expect(refuted).toBeGreaterThan(30);
  });
});
