/**
 * The RUP checker against the tests' naive one (gen/naive-rup.ts), on damaged proofs: the checker keeps what the
 * clauses force between checks and must forget it exactly when a clause it rests on is deleted, so its verdict (and
 * the step it names) must be the one a from-scratch propagation over the active clauses gives at every step.
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { checkProof, PROOF_DELETE } from "../../../worker/core/sat/index";
import { firstBadStep } from "./gen/naive-rup";
import { randomKSat } from "./gen/random-cnf";

type Step = { del: boolean; lits: number[] };

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
        const trace = traceOf(mutated);
        const bad = firstBadStep(cnf, trace);
        const got = checkProof(cnf, trace);
        expect(got.verdict).toBe(bad ? "refuted" : "verified");
        if (bad?.step !== undefined && got.verdict === "refuted") expect(got.step).toBe(bad.step);
        if (bad) refuted++;
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(300);
    // The damage must matter often enough for the comparison to mean something.
    expect(refuted).toBeGreaterThan(30);
  });
});
