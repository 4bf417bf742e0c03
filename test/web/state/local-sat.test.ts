import { describe, expect, it } from "vitest";
import { formatDrat, parseDimacs, proofSteps, solve } from "../../../worker/core/sat/index";
import { LOCAL_CHECK_WORK, LOCAL_PROOF_LIMIT } from "../../../web/state/local-budget";
import { solveSatLocally } from "../../../web/state/local-sat";

const steady = () => 0;

/** n+1 pigeons in n holes: unsatisfiable, and hard for clause learning as n grows. */
function pigeonhole(n: number): string {
  const v = (p: number, h: number) => p * n + h + 1;
  const lines: string[] = [];
  for (let p = 0; p <= n; p++) lines.push(`${Array.from({ length: n }, (_, h) => v(p, h)).join(" ")} 0`);
  for (let h = 0; h < n; h++) for (let p = 0; p <= n; p++) for (let q = p + 1; q <= n; q++) lines.push(`-${v(p, h)} -${v(q, h)} 0`);
  return `p cnf ${(n + 1) * n} ${lines.length}\n${lines.join("\n")}\n`;
}

describe("solveSatLocally (the browser's CDCL solve, in the API's answer shape)", () => {
  it("gives a satisfying model, checked, in DIMACS literals", () => {
    const cnf = "p cnf 3 3\n1 2 0\n-1 3 0\n-2 -3 0\n";
    const reply = solveSatLocally({ input: cnf, work: 1_000_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    const { answer } = reply;
    expect(answer.status).toBe("SAT");
    expect(answer.engine).toBe("cdcl");
    expect(answer.verified).toBe(true);
    expect([answer.numVars, answer.numClauses]).toEqual([3, 3]);
    const model = answer.model!;
    expect(model.map(Math.abs)).toEqual([1, 2, 3]);
    const holds = (lit: number) => model.includes(lit);
    expect((holds(1) || holds(2)) && (holds(-1) || holds(3)) && (holds(-2) || holds(-3))).toBe(true);
    expect(answer.stats.budgetWork).toBe(1_000_000);
    expect(answer.stats.budgetMs).toBe(25);
  });

  it("says UNSAT without a model for a contradiction", () => {
    const reply = solveSatLocally({ input: "p cnf 1 2\n1 0\n-1 0\n", work: 1_000_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.answer.status).toBe("UNSAT");
    expect(reply.answer.model).toBeUndefined();
    // Verified as the API verifies an UNSAT: its proof passed the checker.
    expect(reply.answer.verified).toBe(true);
    expect(reply.answer.unchecked).toBeUndefined();
  });

  it("decides a pigeonhole formula given room, and answers an honest UNKNOWN when the budget runs out", () => {
    const decided = solveSatLocally({ input: pigeonhole(4), work: 50_000_000 }, steady);
    expect(decided.ok && decided.answer.status).toBe("UNSAT");
    const reply = solveSatLocally({ input: pigeonhole(7), work: 2_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.answer.status).toBe("UNKNOWN");
    expect(reply.answer.unknown?.message).toBe(
      "Even this browser's budget of 2,000 work units ran out. The command line solves without a limit: npm run sat -- FILE.cnf",
    );
  });

  it("passes the search's progress on, then the check's, and the answer is the one it gives unwatched", () => {
    const seen: { work: number; phase: string }[] = [];
    const progress = { every: 10_000, report: (s: { work: number }, phase = "search") => seen.push({ work: s.work, phase }) };
    const watched = solveSatLocally({ input: pigeonhole(6), work: 50_000_000 }, steady, progress);
    const plain = solveSatLocally({ input: pigeonhole(6), work: 50_000_000 }, steady);
    if (!watched.ok || !plain.ok) throw new Error("the solve failed");
    expect(watched.answer.status).toBe("UNSAT");
    expect(watched.answer.stats).toEqual(plain.answer.stats);
    const search = seen.filter((r) => r.phase === "search");
    const check = seen.filter((r) => r.phase === "check");
    expect(search.length).toBeGreaterThan(2);
    expect(check.length).toBeGreaterThan(0);
    expect(search.at(-1)!.work).toBeLessThanOrEqual(watched.answer.stats.work);
    // The check's reports come after the search's, its work counted on top.
    expect(seen.findIndex((r) => r.phase === "check")).toBe(search.length);
    expect(check[0].work).toBeGreaterThan(watched.answer.stats.work);
  });

  it("keeps the parser's warnings", () => {
    const reply = solveSatLocally({ input: "p cnf 2 2\n1 2 0\n", work: 1_000_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.answer.warnings.length).toBeGreaterThan(0);
  });

  it("names the line and column of a syntax error", () => {
    const reply = solveSatLocally({ input: "p cnf 2 1\n1 x 0\n", work: 1_000 }, steady);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.message).toBe('Could not read the formula: line 2, column 3: "x" is not an integer literal');
  });

  it("proves an UNSAT: the engine's own proof, every step passed by the checker under its own budget, as DRAT text", async () => {
    const text = pigeonhole(5);
    const reply = solveSatLocally({ input: text, work: 50_000_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    const { answer } = reply;
    expect(answer.status).toBe("UNSAT");
    // The API's solve() with a proof runs the same engine on the same formula: the same refutation, step for step.
    const parsed = parseDimacs(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const api = solve(parsed.value, { engine: "cdcl", proof: true, budget: { work: 50_000_000 } });
    if (api.status !== "UNSAT" || !api.proof) throw new Error("the engine did not refute pigeonhole(5)");
    const proof = answer.browserProof!;
    expect(proof.steps).toBe(proofSteps(api.proof));
    expect(proof.check).toBe("verified");
    expect(proof.checkedSteps).toBe(proof.steps);
    expect(proof.checkBudget).toBe(LOCAL_CHECK_WORK);
    expect(proof.checkWork).toBeGreaterThan(0);
    expect(await proof.drat.text()).toBe(formatDrat(api.proof));
    expect(answer.stopped).toBeUndefined();
    expect(answer.unknown).toBeUndefined();
  });

  it("proves a contradiction among unit clauses, and a formula holding the empty clause, each with a checked proof", async () => {
    for (const text of ["p cnf 1 2\n1 0\n-1 0\n", "p cnf 2 2\n1 2 0\n0\n"]) {
      const reply = solveSatLocally({ input: text, work: 1_000 }, steady);
      if (!reply.ok) throw new Error(reply.message);
      expect(reply.answer.status).toBe("UNSAT");
      expect(reply.answer.browserProof?.check).toBe("verified");
      expect((await reply.answer.browserProof!.drat.text()).endsWith("0\n")).toBe(true);
    }
  });

  it("says the UNSAT's proof was not fully checked when the checker's own budget runs out, and still offers the proof", async () => {
    const reply = solveSatLocally({ input: pigeonhole(5), work: 50_000_000, checkWork: 100 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    const proof = reply.answer.browserProof!;
    expect(reply.answer.status).toBe("UNSAT");
    expect(proof.check).toBe("unknown");
    expect(proof.checkBudget).toBe(100);
    expect(proof.checkedSteps).toBeLessThan(proof.steps);
    expect(proof.checkWork).toBeGreaterThanOrEqual(100);
    expect(reply.answer.verified).toBe(false);
    expect(reply.answer.unchecked).toBe(`The checker's own budget of 100 work units ran out after ${proof.checkedSteps} of the proof's ${proof.steps.toLocaleString("en-US")} steps.`);
    expect((await proof.drat.text()).length).toBeGreaterThan(0);
  });

  it("stops as UNKNOWN, reason proof-limit, when the proof outgrows what the browser holds, and says so", () => {
    const reply = solveSatLocally({ input: pigeonhole(6), work: 50_000_000, proofLimit: 1_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    const { answer } = reply;
    expect(answer.status).toBe("UNKNOWN");
    expect(answer.browserProof).toBeUndefined();
    expect(answer.unknown).toBeUndefined();
    expect(answer.stopped).toEqual({
      reason: "proof-limit",
      message:
        "The search stopped undecided because the proof this browser must check grew past 1,000 numbers, the most a tab is given for it. " +
        "The command line has no such limit: npm run sat -- FILE.cnf --proof FILE.drat",
    });
    expect(answer.stats.work).toBeLessThan(50_000_000);
  });

  it("applies the browser's own proof limit by default, which leaves room for pigeonhole 6 (a proof of about 25,000 numbers)", () => {
    const reply = solveSatLocally({ input: pigeonhole(6), work: 50_000_000 }, steady);
    expect(reply.ok && reply.answer.status).toBe("UNSAT");
    const capped = solveSatLocally({ input: pigeonhole(6), work: 50_000_000, proofLimit: LOCAL_PROOF_LIMIT / 1_000 }, steady);
    expect(capped.ok && capped.answer.stopped?.reason).toBe("proof-limit");
  });

  it("names the budget as what stopped a search that ran out of work", () => {
    const reply = solveSatLocally({ input: pigeonhole(7), work: 2_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.answer.stopped).toEqual({ reason: "budget", message: reply.answer.unknown!.message });
  });
});
