import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GenerateResponse, Problem, SatResponse } from "../../worker/core/api";
import { MAX_CNF_BYTES, MAX_CNF_VARS, MAX_COUNT_LITERALS, MAX_JSON_CONTAINERS, MAX_LISTING_CLAUSES, MIN_GENERATE_BUDGET_MS } from "../../worker/http/limits";

const post = (path: string, body: string) => SELF.fetch(`http://x${path}`, { method: "POST", body, headers: { "content-type": "text/plain" } });

/** A satisfiable formula of about `bytes` bytes: binary clauses over many variables. */
/** A satisfiable formula of about `bytes` bytes, three literals a clause, within every other CNF limit. */
function bigCnf(bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  let v = 1;
  while (size < bytes - 40) {
    const line = `${v} -${v + 1} ${v + 2} 0`;
    lines.push(line);
    size += line.length + 1;
    v = (v % (MAX_CNF_VARS - 2)) + 1;
  }
  const text = `p cnf ${MAX_CNF_VARS} ${lines.length}\n${lines.join("\n")}\n`;
  return text;
}

async function problemOf(res: Response): Promise<Problem> {
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  return (await res.json()) as Problem;
}

describe("work outside the budget (the reproducers)", () => {
  it("refuses the reproducer's 200,000 variables before reading a clause, naming the variable limit", async () => {
    const res = await post("/api/sat?count=1000", "p cnf 200000 1\n1 0\n");
    expect(res.status).toBe(413);
    const problem = await problemOf(res);
    expect(problem.kind).toBe("dimacs-too-large");
    expect(problem.detail).toContain(String(MAX_CNF_VARS));
  });

  it("refuses count=1000 on the most variables a formula may have before searching, naming the limit", async () => {
    const res = await post("/api/sat?count=1000", `p cnf ${MAX_CNF_VARS} 1\n1 0\n`);
    expect(res.status).toBe(422);
    const problem = await problemOf(res);
    expect(problem.kind).toBe("response-too-large");
    expect(problem.limit).toBe(MAX_COUNT_LITERALS);
    expect(problem.field).toBe("query.count");
    expect(problem.detail).toContain(`count=${Math.floor(MAX_COUNT_LITERALS / MAX_CNF_VARS)} or fewer`);
  });

  it("counts models of a wide formula within its budget, bookkeeping included", async () => {
    const res = await post("/api/sat?count=200&format=json&budget_ms=5", "p cnf 20000 1\n1 0\n");
    expect(res.status).toBe(200);
    const body = (await res.json()) as SatResponse;
    expect(body.count?.models).toBeLessThan(200);
    expect(body.count?.complete).toBe(false);
    // One model's check, copy and blocking clause (literals + 2n) is the granularity past the budget.
    expect(body.stats.work).toBeLessThanOrEqual(body.stats.budgetWork + 1 + 2 * 20_000);
  });

  it("refuses to parse a formula at the byte limit on a 1 ms budget, naming the budget it needs", async () => {
    const text = bigCnf(MAX_CNF_BYTES - 1024);
    const res = await post("/api/sat?budget_ms=1", text);
    expect(res.status).toBe(422);
    const problem = await problemOf(res);
    expect(problem.kind).toBe("budget-too-small");
    expect(problem.field).toBe("query.budget_ms");
    expect(problem.limit).toBeGreaterThan(1);
    // With the budget it names, the same formula gets an answer.
    const retry = await SELF.fetch(`http://x/api/sat?budget_ms=${problem.limit! + 50}&format=json`, { method: "POST", body: text });
    expect(retry.status).toBe(200);
  });

  it("caps format=listing at MAX_LISTING_CLAUSES and says how many were left out", async () => {
    const text = bigCnf(1024 * 1024);
    const clauses = Number(text.split("\n", 1)[0].split(" ")[3]);
    const res = await post("/api/sat?format=listing&budget_ms=2000", text);
    expect(res.status).toBe(200);
    const listing = await res.text();
    expect(listing.split("\n").filter((l) => l.startsWith("#"))).toHaveLength(MAX_LISTING_CLAUSES);
    expect(listing).toContain(`c ... ${clauses - MAX_LISTING_CLAUSES} more clauses not shown`);
    // The listing part is bounded; the rest is the model (one value per variable).
    expect(listing.length).toBeLessThan(4 * 1024 * 1024);
  });

  it("refuses generate?size=25 on a budget below its fixed cost, and generates at that budget", async () => {
    const res = await SELF.fetch("http://x/api/generate?size=25&budget_ms=1&seed=a");
    expect(res.status).toBe(422);
    const problem = await problemOf(res);
    expect(problem.kind).toBe("budget-too-small");
    expect(problem.limit).toBe(MIN_GENERATE_BUDGET_MS[25]);
    const small = await SELF.fetch("http://x/api/generate?size=4&budget_ms=1&seed=a");
    expect(small.status).toBe(200);
    expect(((await small.json()) as GenerateResponse).size).toBe(4);
  });
});

describe("memory bounds checked before parsing", () => {
  it("refuses a JSON body of nested arrays before parsing it, naming the limit", async () => {
    const unit = `${"[".repeat(1000)}1${"]".repeat(1000)}`;
    const body = `{"cnf":"p cnf 1 1\\n1 0\\n","model":[${Array.from({ length: 200 }, () => unit).join(",")}]}`;
    const res = await SELF.fetch("http://x/api/verify", { method: "POST", body, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(413);
    const problem = await problemOf(res);
    expect(problem.kind).toBe("too-large");
    expect(problem.limit).toBe(MAX_JSON_CONTAINERS);
  });

  it("still takes a long flat model, and brackets inside strings do not count", async () => {
    const model = Array.from({ length: 50_000 }, (_, i) => i + 1);
    const cnf = `c ${"[".repeat(20_000)}\np cnf 50000 1\n1 0\n`;
    const res = await SELF.fetch("http://x/api/verify", { method: "POST", body: JSON.stringify({ cnf, model }), headers: { "content-type": "application/json" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { satisfied: boolean }).satisfied).toBe(true);
  });
});
