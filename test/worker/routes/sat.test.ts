import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem, SatResponse } from "../../../worker/core/api";
import { checkProof, formatDimacs, parseDimacs } from "../../../worker/core/sat/index";
import { randomKSat } from "../../core/sat/gen/random-cnf";
import { dratToTrace } from "../../core/sat/gen/drat";
import { dimacsText, xorChainRows } from "../../core/sat/gen/xor-chain";

/** Pigeonhole PHP(n+1, n): n+1 pigeons, n holes — UNSAT and exponentially hard for resolution. */
function pigeonhole(holes: number): string {
  const pigeons = holes + 1;
  const v = (p: number, h: number) => p * holes + h + 1;
  const lines: string[] = [];
  for (let p = 0; p < pigeons; p++) lines.push(`${Array.from({ length: holes }, (_, h) => v(p, h)).join(" ")} 0`);
  for (let h = 0; h < holes; h++)
    for (let p = 0; p < pigeons; p++) for (let q = p + 1; q < pigeons; q++) lines.push(`-${v(p, h)} -${v(q, h)} 0`);
  return `p cnf ${pigeons * holes} ${lines.length}\n${lines.join("\n")}\n`;
}

const SAT_CNF = "c a small satisfiable formula\np cnf 3 3\n1 -3 0\n2 3 -1 0\n-2 0\n";
const UNSAT_CNF = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://x${path}`, { method: "POST", body, headers });
}

/** Parses the v lines of competition output into DIMACS literals. */
function valueLiterals(text: string): number[] {
  return text.split("\n").filter((l) => l.startsWith("v ")).flatMap((l) => l.slice(2).trim().split(/\s+/).map(Number));
}

function satisfies(cnf: string, literals: number[]): boolean {
  const truth = new Set(literals.filter((l) => l !== 0));
  return cnf.split("\n").filter((l) => /^-?\d/.test(l)).every((l) => l.trim().split(/\s+/).map(Number).filter((x) => x !== 0).some((x) => truth.has(x)));
}

describe("POST /api/sat", () => {
  it("answers a raw body in SAT-competition text with a model that satisfies every clause", async () => {
    const res = await post("/api/sat", SAT_CNF, { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.headers.get("x-sat-status")).toBe("SAT");
    const text = await res.text();
    expect(text).toMatch(/^s SATISFIABLE$/m);
    const lits = valueLiterals(text);
    expect(lits.at(-1)).toBe(0);
    expect(lits).toHaveLength(4);
    expect(satisfies(SAT_CNF, lits)).toBe(true);
  });

  it("answers UNSATISFIABLE on every engine", async () => {
    for (const engine of ["cdcl", "dpll-opt", "dpll"]) {
      const text = await (await post(`/api/sat?engine=${engine}`, UNSAT_CNF)).text();
      expect(text).toMatch(/^s UNSATISFIABLE$/m);
      expect(text).not.toMatch(/^v /m);
    }
  });

  it("answers JSON when the client accepts JSON, with a verified model and the budget it ran under", async () => {
    const res = await post("/api/sat?budget_ms=100", SAT_CNF, { accept: "application/json" });
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as SatResponse;
    expect(body).toMatchObject({ status: "SAT", engine: "cdcl", numVars: 3, numClauses: 3, verified: true, warnings: [] });
    expect(satisfies(SAT_CNF, body.model ?? [])).toBe(true);
    expect(body.stats.budgetMs).toBe(100);
    expect(body.stats.budgetWork).toBeGreaterThan(0);
  });

  it("reads a multipart upload", async () => {
    const form = new FormData();
    form.append("file", new File([UNSAT_CNF], "u.cnf", { type: "application/octet-stream" }));
    const res = await SELF.fetch("http://x/api/sat?format=json", { method: "POST", body: form });
    expect(((await res.json()) as SatResponse).status).toBe("UNSAT");
  });

  it("writes the .res result format and the numbered clause listing on request", async () => {
    const res = await (await post("/api/sat?format=res", SAT_CNF)).text();
    expect(res).toMatch(/^s 1\nv (-?\d+ ?){3}\nt \d/);
    const listing = await (await post("/api/sat?format=listing", SAT_CNF)).text();
    expect(listing).toContain("c formula: 3 variables, 3 clauses");
    expect(listing).toMatch(/^#1\s+line 3:\s+1 -3$/m);
    expect(listing).toMatch(/^s SATISFIABLE$/m);
  });

  it("counts models up to k, saying whether that is all of them", async () => {
    const free = "p cnf 3 1\n1 2 3 -1 0\n"; // a tautology: all 8 assignments are models
    const some = (await (await post("/api/sat?count=5&format=json", free)).json()) as SatResponse;
    expect(some.count).toEqual({ models: 5, complete: false, limit: 5 });
    const all = (await (await post("/api/sat?count=100&format=json", free)).json()) as SatResponse;
    expect(all.count).toEqual({ models: 8, complete: true, limit: 100 });
    const none = (await (await post("/api/sat?count=3&format=json", UNSAT_CNF)).json()) as SatResponse;
    expect(none).toMatchObject({ status: "UNSAT", count: { models: 0, complete: true, limit: 3 } });
    const text = await (await post("/api/sat?count=100", free)).text();
    expect(text).toContain("c models: 8 (all of them)");
  });

  it("returns a small unsatisfiable core as clause numbers and source lines", async () => {
    const cnf = "p cnf 4 6\n3 4 0\n1 2 0\nc noise\n-1 2 0\n1 -2 0\n-3 -4 0\n-1 -2 0\n";
    const body = (await (await post("/api/sat?core=true&format=json", cnf)).json()) as SatResponse;
    expect(body.status).toBe("UNSAT");
    expect(body.core).toEqual([
      { clause: 2, line: 3 },
      { clause: 3, line: 5 },
      { clause: 4, line: 6 },
      { clause: 6, line: 8 },
    ]);
    // Those four are needed: (1 ∨ 2), (¬1 ∨ 2), (1 ∨ ¬2), (¬1 ∨ ¬2) and none of them less.
    expect(body.coreMinimal).toBe(true);
    const text = await (await post("/api/sat?core=true", cnf)).text();
    expect(text).toContain("c core clause 3 (line 5)");
    expect(text).toContain("c unsatisfiable core: 4 clauses, minimal (drop any one and the rest are satisfiable)");
  });

  it("says so when the budget answers UNSAT but runs out before a core is found", async () => {
    // PHP(7,6): the solve needs about 230,000 of the 300,000 work units of 15 ms; the core search needs far more.
    const body = (await (await post("/api/sat?core=true&budget_ms=15&format=json", pigeonhole(6))).json()) as SatResponse;
    expect(body.status).toBe("UNSAT");
    expect(body.core).toBeUndefined();
    expect(body.coreMinimal).toBeUndefined();
    expect(body.coreUnknown).toMatch(/^No unsatisfiable core: the budget of 15 ms ran out in the core search \(the solve used \d+% of it\)/);
    const text = await (await post("/api/sat?core=true&budget_ms=15", pigeonhole(6))).text();
    expect(text).toMatch(/^s UNSATISFIABLE$/m);
    expect(text).toContain("c No unsatisfiable core: the budget of 15 ms ran out");
    expect(body.coreUnknown).toContain("Retry with budget_ms up to 2000");
    // At the maximum budget there is nothing larger to ask for, so the answer does not suggest it. (With the
    // calibrated budget, 2000 ms may now be enough for this core; then the core itself is the answer.)
    const atMax = (await (await post("/api/sat?core=true&budget_ms=2000&format=json", pigeonhole(8))).json()) as SatResponse;
    expect(atMax.status).toBe("UNSAT");
    if (atMax.coreUnknown !== undefined) expect(atMax.coreUnknown).toMatch(/^No unsatisfiable core: the budget of 2000 ms ran out in the core search \(the solve used \d+% of it\)\.$/);
    else expect(atMax.core?.length).toBeGreaterThan(0);
  });

  it("answers an honest UNKNOWN with statistics and advice when the budget runs out", async () => {
    const res = await post("/api/sat?budget_ms=1&format=json", pigeonhole(9));
    expect(res.status).toBe(200);
    const body = (await res.json()) as SatResponse;
    expect(body.status).toBe("UNKNOWN");
    expect(body.stats.work).toBeGreaterThanOrEqual(body.stats.budgetWork);
    expect(body.stats.conflicts).toBeGreaterThan(0);
    expect(body.unknown?.message).toContain("npm run sat");
    // A small formula gets no suggestion to simplify it first.
    expect(body.unknown?.message).not.toContain("preprocess");
    // The server's cap, as a number: a client sees that 1 ms can be raised, and that the cap itself cannot.
    expect(body.unknown?.maxBudgetMs).toBe(2000);
    const atMax = (await (await post("/api/sat?budget_ms=5000&format=json", pigeonhole(12))).json()) as SatResponse;
    expect([atMax.status, atMax.stats.budgetMs, atMax.unknown?.maxBudgetMs]).toEqual(["UNKNOWN", 2000, 2000]);
    const text = await (await post("/api/sat?budget_ms=1", pigeonhole(9))).text();
    expect(text).toMatch(/^s UNKNOWN$/m);
    expect(text).toContain("c The work budget of 1 ms");
  });

  it("suggests preprocess=true on an UNKNOWN from a large formula, and only where it would apply", async () => {
    const large = formatDimacs(randomKSat(3000, 12_780, 3, 5));
    // The budget pays for the parse (about 10 ms here) and leaves little for a search this hard.
    const plain = (await (await post("/api/sat?budget_ms=30&format=json", large)).json()) as SatResponse;
    expect(plain.status).toBe("UNKNOWN");
    expect(plain.unknown?.message).toMatch(/ran out before an answer\. Large formulas from circuits or model checking often go further with preprocess=true \(variable elimination first\)\. Retry with budget_ms up to \d+, or run it locally/);
    const text = await (await post("/api/sat?budget_ms=30", large)).text();
    expect(text).toMatch(/^c .*often go further with preprocess=true/m);
    for (const query of ["preprocess=true", "engine=dpll"]) {
      const other = (await (await post(`/api/sat?budget_ms=30&format=json&${query}`, large)).json()) as SatResponse;
      expect(other.status, query).toBe("UNKNOWN");
      expect(other.unknown?.message, query).not.toContain("preprocess=true");
    }
  });

  it("caps a requested budget at the configured maximum", async () => {
    const body = (await (await post("/api/sat?budget_ms=999999&format=json", SAT_CNF)).json()) as SatResponse;
    expect(body.stats.budgetMs).toBe(2000);
  });

  it("reports a DIMACS syntax error with its line and column", async () => {
    const res = await post("/api/sat", "p cnf 2 1\n1 x 0\n");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const body = (await res.json()) as Problem;
    expect(body).toMatchObject({ kind: "dimacs-syntax", status: 400, line: 2, column: 3, field: "body" });
  });

  it("rejects a formula over the variable limit with 413", async () => {
    const res = await post("/api/sat", "p cnf 900000 1\n1 0\n");
    expect(res.status).toBe(413);
    expect(((await res.json()) as Problem).kind).toBe("dimacs-too-large");
  });

  it("names the limit and its unit when a formula has too many variables, clauses or literals, here and in verify", async () => {
    const cases: [string, number, string][] = [
      ["p cnf 50001 1\n1 0\n", 50_000, "variables"],
      ["p cnf 1 150001\n1 0\n", 150_000, "clauses"],
      [`p cnf 1 1\n${"1 ".repeat(1_000_001)}0\n`, 1_000_000, "literals"],
    ];
    for (const [cnf, limit, unit] of cases) {
      const res = await post("/api/sat", cnf);
      expect(res.status, unit).toBe(413);
      expect((await res.json()) as Problem).toMatchObject({ kind: "dimacs-too-large", limit, unit, line: expect.any(Number) });
    }
    const verify = await SELF.fetch("http://x/api/verify", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ cnf: cases[0][0], model: [1] }) });
    expect(verify.status).toBe(413);
    expect((await verify.json()) as Problem).toMatchObject({ kind: "dimacs-too-large", limit: 50_000, unit: "variables", field: "body.cnf" });
  });

  it("rejects a body over the size limit with 413 naming the limit", async () => {
    const res = await post("/api/sat", `c ${"x".repeat(2 * 1024 * 1024 + 10)}\np cnf 1 1\n1 0\n`);
    expect(res.status).toBe(413);
    const body = (await res.json()) as Problem;
    expect(body).toMatchObject({ kind: "too-large", limit: 2097152, unit: "bytes" });
    expect(body.detail).toContain("2097152 bytes");
  });

  it("names format=drat, not proof, when a DRAT answer is asked for with a count or a core", async () => {
    for (const extra of ["count=2", "core=true"]) {
      const res = await post(`/api/sat?format=drat&${extra}`, UNSAT_CNF);
      expect(res.status).toBe(400);
      expect((await res.json()) as Problem).toMatchObject({ kind: "invalid-request", field: "query.format" });
    }
    const asked = await post("/api/sat?proof=true&count=2", UNSAT_CNF);
    expect(((await asked.json()) as Problem).field).toBe("query.proof");
  });

  it("rejects an empty body and an unknown engine with 400", async () => {
    const empty = await post("/api/sat", "  \n");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Problem).kind).toBe("empty-body");
    const engine = await post("/api/sat?engine=walksat", SAT_CNF);
    expect(engine.status).toBe(400);
    expect((await engine.json()) as Problem).toMatchObject({ kind: "invalid-request", field: "query.engine" });
  });
});

describe("POST /api/sat with proofs", () => {
  it("format=drat returns a DRAT refutation that the independent checker accepts for the posted formula", async () => {
    const cnfText = pigeonhole(5);
    const res = await post("/api/sat?format=drat", cnfText);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-proof-check")).toBe("verified");
    const text = await res.text();
    expect(text.endsWith("\n0\n")).toBe(true);
    expect(text.split("\n").filter(Boolean).every((l) => /^(d )?(-?\d+ )*0$/.test(l))).toBe(true);
    const parsed = parseDimacs(cnfText);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(checkProof(parsed.value, dratToTrace(text)).verdict).toBe("verified");
  });

  it("proof=true adds the checked proof to JSON and a comment to the text answer", async () => {
    const json = (await (await post("/api/sat?proof=true&format=json", UNSAT_CNF)).json()) as SatResponse;
    expect(json.status).toBe("UNSAT");
    expect(json.proof).toMatchObject({ format: "drat", check: "verified" });
    expect(json.proof!.steps).toBeGreaterThan(0);
    expect(json.proof!.text.endsWith("0\n")).toBe(true);
    const text = await (await post("/api/sat?proof=true", UNSAT_CNF)).text();
    expect(text).toMatch(/^c proof: \d+ DRAT steps?, verified by the built-in RUP checker \(format=drat returns it\)$/m);
    const sat = (await (await post("/api/sat?proof=true&format=json", SAT_CNF)).json()) as SatResponse;
    expect(sat.status).toBe("SAT");
    expect(sat.proof).toBeUndefined();
  });

  it("checks every CDCL UNSAT against its proof even when no proof is asked for, and says why others are unchecked", async () => {
    const json = (await (await post("/api/sat?format=json", pigeonhole(4))).json()) as SatResponse;
    expect(json).toMatchObject({ status: "UNSAT", verified: true });
    expect(json.unchecked).toBeUndefined();
    expect(json.uncheckedReason).toBeUndefined();
    expect(json.proof).toBeUndefined();
    const text = await (await post("/api/sat", pigeonhole(4))).text();
    expect(text).toMatch(/^c refutation: \d+ DRAT steps, verified by the built-in RUP checker \(proof=true returns it\)$/m);
    expect(text).toMatch(/^s UNSATISFIABLE$/m);
    const dpll = (await (await post("/api/sat?engine=dpll&format=json", UNSAT_CNF)).json()) as SatResponse;
    expect(dpll).toMatchObject({ status: "UNSAT", verified: false, uncheckedReason: "engine" });
    expect(dpll.unchecked).toBe("The dpll engine records no proof, so this UNSAT is not checked; engine=cdcl checks its UNSAT answers.");
    const dpllText = await (await post("/api/sat?engine=dpll-opt", UNSAT_CNF)).text();
    expect(dpllText).toContain("c The dpll-opt engine records no proof");
    const counted = (await (await post("/api/sat?count=3&format=json", UNSAT_CNF)).json()) as SatResponse;
    expect(counted).toMatchObject({ status: "UNSAT", verified: false, uncheckedReason: "count" });
    expect(counted.unchecked).toContain("A model count records no proof");
  });

  it("says how far the check got when the budget runs out before the whole refutation is checked", async () => {
    // PHP(8,7) takes about 1.8 M work units to refute and 1.1 M more to check: 60 ms (2.4 M) holds the first only.
    const body = (await (await post("/api/sat?budget_ms=60&format=json", pigeonhole(7))).json()) as SatResponse;
    expect(body).toMatchObject({ status: "UNSAT", verified: false, uncheckedReason: "budget" });
    // The check's work is counted with the search's, and together they stay within the budget (the checker stops
    // at the first step past it, so by at most one step's work).
    expect(body.stats.work).toBeGreaterThan(2_000_000);
    expect(body.stats.work).toBeLessThan(body.stats.budgetWork * 1.001);
    expect(body.unchecked).toMatch(/^The checker ran out of this request's budget after \d+ of the refutation's \d+ steps; raise budget_ms to check all of it\.$/);
    const text = await (await post("/api/sat?budget_ms=60", pigeonhole(7))).text();
    expect(text).toMatch(/^c refutation: \d+ DRAT steps, not fully checked within the budget \(proof=true returns it\)$/m);
    const full = (await (await post("/api/sat?budget_ms=2000&format=json", pigeonhole(7))).json()) as SatResponse;
    expect(full).toMatchObject({ status: "UNSAT", verified: true });
    expect(full.stats.work).toBeGreaterThan(2_800_000); // about 1.8 M to refute and 1.1 M to check
  });

  it("preprocess=true eliminates variables first: a model of the whole formula, a refutation checked against the posted one", async () => {
    // x1 ⊕ … ⊕ x10 through a Tseitin chain; odd parity is satisfiable, odd and even through two chains are not.
    const odd = dimacsText(19, xorChainRows(10, 11, 1));
    const sat = await post("/api/sat?preprocess=true", odd);
    const text = await sat.text();
    expect(text).toMatch(/^c preprocessing: \d+ of 37 clauses left \([1-9]\d* variables eliminated, \d+ clauses subsumed, \d+ strengthened\), [\d,]+ work units$/m);
    const model = valueLiterals(text);
    expect(satisfies(odd, model)).toBe(true);
    expect(model.filter((l) => l > 0 && l <= 10).length % 2).toBe(1);
    const both = dimacsText(28, [...xorChainRows(10, 11, 1), ...xorChainRows(10, 20, 0)]);
    const res = await post("/api/sat?preprocess=true&format=drat", both);
    expect(res.headers.get("x-proof-check")).toBe("verified");
    const drat = await res.text();
    const parsed = parseDimacs(both);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(checkProof(parsed.value, dratToTrace(drat)).verdict).toBe("verified");
    const json = (await (await post("/api/sat?preprocess=true&format=json", both)).json()) as SatResponse;
    expect(json).toMatchObject({ status: "UNSAT", verified: true, preprocessing: { clausesBefore: 74, applied: true } });
    expect(json.preprocessing!.eliminatedVars).toBeGreaterThan(0);
    expect(json.preprocessing!.work).toBeLessThanOrEqual(json.stats.work);
    const plain = (await (await post("/api/sat?format=json", both)).json()) as SatResponse;
    expect(plain.preprocessing).toBeUndefined();
    const dpll = await post("/api/sat?preprocess=true&engine=dpll", both);
    expect(dpll.status).toBe(400);
    expect(await dpll.json()).toMatchObject({ field: "query.engine" });
    const counted = await post("/api/sat?preprocess=true&count=2", odd);
    expect(await counted.json()).toMatchObject({ field: "query.count" });
  });

  it("explains why there is no proof to give, and refuses proofs from dpll or with count/core", async () => {
    const sat = await post("/api/sat?format=drat", SAT_CNF);
    expect(sat.status).toBe(422);
    expect(((await sat.json()) as Problem).detail).toBe("No proof: the formula is satisfiable, so there is nothing to refute.");
    const dpll = await post("/api/sat?proof=true&engine=dpll", UNSAT_CNF);
    expect(dpll.status).toBe(400);
    expect(await dpll.json()).toMatchObject({ field: "query.engine", detail: "Proofs come from the cdcl engine; drop engine=dpll." });
    const counted = await post("/api/sat?format=drat&count=2", UNSAT_CNF);
    expect(counted.status).toBe(400);
    expect(await counted.json()).toMatchObject({ field: "query.format" });
  });
});

describe("POST /api/sat reports what ran", () => {
  it("refuses core=true beside count, as it refuses a proof or preprocess=true there", async () => {
    const res = await post("/api/sat?core=true&count=5", UNSAT_CNF);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ kind: "invalid-request", field: "query.core", detail: "An unsatisfiable core comes with a plain solve; ask for it without count." });
  });

  it("refuses a DPLL engine beside count, since the models are counted by the cdcl engine", async () => {
    for (const engine of ["dpll", "dpll-opt"]) {
      const res = await post(`/api/sat?count=3&engine=${engine}&format=json`, UNSAT_CNF);
      expect(res.status, engine).toBe(400);
      expect(await res.json(), engine).toMatchObject({ kind: "invalid-request", field: "query.engine", detail: `Models are counted by the cdcl engine; drop engine=${engine}.` });
    }
    const cdcl = (await (await post("/api/sat?count=3&engine=cdcl&format=json", UNSAT_CNF)).json()) as SatResponse;
    expect(cdcl).toMatchObject({ status: "UNSAT", engine: "cdcl", uncheckedReason: "count" });
  });

  it("gives on UNKNOWN the command that runs the same search locally: engine, seed and preprocess as asked", async () => {
    const hard = pigeonhole(9);
    const cases: [string, string][] = [
      ["", "npm run sat -- FILE.cnf"],
      ["&seed=0", "npm run sat -- FILE.cnf"],
      ["&engine=dpll", "npm run sat -- FILE.cnf --engine dpll"],
      ["&engine=dpll-opt&seed=7", "npm run sat -- FILE.cnf --engine dpll-opt"],
      ["&seed=7", "npm run sat -- FILE.cnf --seed 7"],
      ["&seed=7&preprocess=true", "npm run sat -- FILE.cnf --seed 7 --preprocess"],
    ];
    for (const [query, command] of cases) {
      const body = (await (await post(`/api/sat?budget_ms=1&format=json${query}`, hard)).json()) as SatResponse;
      expect(body.status, query).toBe("UNKNOWN");
      expect(body.unknown?.command, query).toBe(command);
      expect(body.unknown?.message.endsWith(`: ${command}`), query).toBe(true);
    }
    const text = await (await post("/api/sat?budget_ms=1&engine=dpll", hard)).text();
    expect(text).toMatch(/^c .*run it locally without a limit: npm run sat -- FILE\.cnf --engine dpll$/m);
  });

  it("says on an UNKNOWN count that the local command decides the formula but does not count its models", async () => {
    const body = (await (await post("/api/sat?budget_ms=1&count=2&seed=3&format=json", pigeonhole(9))).json()) as SatResponse;
    expect(body.status).toBe("UNKNOWN");
    expect(body.unknown?.command).toBe("npm run sat -- FILE.cnf --seed 3");
    expect(body.unknown?.message).toContain("The command line does not count models: it finds one or proves there is none.");
    expect(body.unknown?.message.endsWith(": npm run sat -- FILE.cnf --seed 3")).toBe(true);
  });

  it("names the parameter that asked for a proof past the size limit, and says truly which figure is over it", async () => {
    // PHP(10,9) outgrows 8 MiB of DRAT long before 2000 ms of search are spent.
    for (const [query, field] of [["proof=true", "query.proof"], ["format=drat", "query.format"]]) {
      const res = await post(`/api/sat?${query}&budget_ms=2000`, pigeonhole(9));
      expect(res.status, query).toBe(422);
      const body = (await res.json()) as Problem;
      expect(body, query).toMatchObject({ kind: "response-too-large", field, limit: 8388608, unit: "bytes" });
      expect(body.detail, query).toMatch(/^The search stopped when its proof would pass the limit of 8388608 bytes of DRAT \(it had reached about \d+\); run it locally: npm run sat -- FILE\.cnf --proof FILE\.drat$/);
    }
  });

  it("lists no `listing` in the OpenAPI SatResponse: format=listing answers in text, never in JSON", async () => {
    const doc = (await (await SELF.fetch("http://x/api/openapi.json")).json()) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    const listed = Object.keys(doc.components.schemas.SatResponse.properties);
    expect(listed).toContain("model");
    expect(listed).not.toContain("listing");
    const res = await post("/api/sat?format=listing", SAT_CNF, { accept: "application/json" });
    expect(res.headers.get("content-type")).toContain("text/plain");
    await res.body?.cancel();
  });

  it("quotes a negative zero as it was written, and reads 00 as the 0 that ends a clause", async () => {
    const res = await post("/api/sat", "p cnf 1 1\n1 -00\n");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ kind: "dimacs-syntax", line: 2, column: 3, detail: 'line 2, column 3: "-00" is not a literal (0 alone ends a clause)' });
    const zeros = await post("/api/sat", "p cnf 1 1\n1 00\n");
    expect(zeros.headers.get("x-sat-status")).toBe("SAT");
    await zeros.body?.cancel();
  });
});
