import { describe, expect, it } from "vitest";
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
    expect(reply.answer.verified).toBeUndefined();
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
});
