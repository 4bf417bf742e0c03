import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { localSatCommand } from "../../worker/routes/sat-answer";
import { dimacsText, xorChainRows } from "../core/sat/gen/xor-chain";

const repoRoot = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "sat-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function cli(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", "worker/cli/sat.ts", ...args], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const SAT_TEXT = "c tiny\np cnf 3 3\n1 -3 0\n2 3 -1 0\n-2 0\n";
const UNSAT_TEXT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";

describe("npm run sat", () => {
  it("prints the competition answer with a verified-looking model and exits 10 for SAT", () => {
    const r = cli(file("sat.cnf", SAT_TEXT));
    expect(r.code).toBe(10);
    expect(r.out).toMatch(/^s SATISFIABLE$/m);
    const v = r.out.split("\n").filter((l) => l.startsWith("v ")).join(" ").split(/\s+/).filter((t) => t !== "v").map(Number);
    expect(v.at(-1)).toBe(0);
    const truth = (k: number): boolean => v.includes(k);
    for (const clause of [[1, -3], [2, 3, -1], [-2]]) expect(clause.some(truth)).toBe(true);
  });

  it("reads a file saved with a byte order mark, as Windows editors save it: UTF-8 (Notepad) or UTF-16 (PowerShell's >)", () => {
    const r = cli(file("bom.cnf", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAT_TEXT)])));
    expect(r.code).toBe(10);
    expect(r.err).toBe("");
    const wide = cli(file("ps.cnf", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAT_TEXT, "utf16le")])));
    expect(wide.code).toBe(10);
    const answer = (out: string) => out.split("\n").filter((line) => /^[sv] /.test(line));
    expect(answer(wide.out)).toEqual(answer(r.out));
  });

  it("exits 20 for UNSAT with either engine, and 0 for UNKNOWN under a tiny budget", () => {
    const path = file("unsat.cnf", UNSAT_TEXT);
    const cdcl = cli(path);
    expect(cdcl.code).toBe(20);
    expect(cdcl.out).toMatch(/^c refutation: [1-9]\d* DRAT steps, verified by the built-in RUP checker$/m);
    const plain = cli(path, "--engine", "dpll");
    expect(plain.code).toBe(20);
    expect(plain.out).toMatch(/^s UNSATISFIABLE$/m);
    expect(plain.out).toMatch(/^c UNSAT not checked: the dpll engine records no proof/m);
    const hole = ["p cnf 90 0"];
    // pigeonhole 10 into 9: hard enough that a 0 ms budget cannot finish
    const x = (p: number, h: number): number => p * 9 + h + 1;
    for (let p = 0; p < 10; p++) hole.push(`${Array.from({ length: 9 }, (_, h) => x(p, h)).join(" ")} 0`);
    for (let h = 0; h < 9; h++) for (let p = 0; p < 10; p++) for (let q = p + 1; q < 10; q++) hole.push(`-${x(p, h)} -${x(q, h)} 0`);
    const unknown = cli(file("hole.cnf", hole.join("\n")), "--budget-ms", "0");
    expect(unknown.code).toBe(0);
    expect(unknown.out).toMatch(/^s UNKNOWN$/m);
  });

  it("writes a checked DRAT proof with --proof on UNSAT, and says why not otherwise", () => {
    const drat = join(dir, "unsat.drat");
    const r = cli(file("unsat-proof.cnf", UNSAT_TEXT), "--proof", drat);
    expect(r.code).toBe(20);
    expect(r.out).toContain(`c wrote ${drat}: the refutation's DRAT proof`);
    expect(r.out).toMatch(/^c refutation: [1-9]\d* DRAT steps, verified by the built-in RUP checker$/m);
    const lines = readFileSync(drat, "utf8").trim().split("\n");
    expect(lines.at(-1)).toBe("0");
    expect(lines.every((l) => /^(d )?(-?\d+ )*0$/.test(l))).toBe(true);
    const sat = cli(file("sat-proof.cnf", SAT_TEXT), "--proof", join(dir, "none.drat"));
    expect(sat.out).toContain("c no proof written: the answer is SAT");
    expect(existsSync(join(dir, "none.drat"))).toBe(false);
    const dpll = cli(file("u2.cnf", UNSAT_TEXT), "--proof", drat, "--engine", "dpll");
    expect(dpll.code).toBe(2);
    expect(dpll.err).toContain("--proof needs the cdcl engine alone");
  });

  it("preprocesses with --preprocess: the same answers, the model checked, the proof replayed and ending in the empty clause", () => {
    // x1 ⊕ … ⊕ x12 through a Tseitin chain, whose auxiliary variables elimination removes.
    const odd = cli(file("xor-odd.cnf", dimacsText(23, xorChainRows(12, 13, 1))), "--preprocess", "--json");
    expect(odd.code).toBe(10);
    const answer = JSON.parse(odd.out) as { model: number[]; verified: boolean; preprocessing: { clausesBefore: number; clausesAfter: number; eliminatedVars: number; applied: boolean } };
    expect(answer.model.slice(0, 12).filter((l) => l > 0).length % 2).toBe(1);
    expect(answer.preprocessing).toMatchObject({ clausesBefore: 45, applied: true });
    expect(answer.preprocessing.eliminatedVars).toBeGreaterThanOrEqual(11);
    expect(answer.preprocessing.clausesAfter).toBeLessThan(45);
    // Odd and even parity of the same twelve variables, through two chains: unsatisfiable.
    const both = dimacsText(34, [...xorChainRows(12, 13, 1), ...xorChainRows(12, 24, 0)]);
    const drat = join(dir, "xor.drat");
    const r = cli(file("xor-both.cnf", both), "--preprocess", "--proof", drat);
    expect(r.code).toBe(20);
    expect(r.out).toMatch(/^c refutation: [1-9]\d* DRAT steps, verified by the built-in RUP checker$/m);
    expect(r.out).toMatch(/^c preprocessing: \d+ of 90 clauses left \([1-9]\d* variables eliminated, \d+ clauses subsumed, \d+ strengthened\), [\d,]+ work units$/m);
    expect(cli(file("xor-plain.cnf", both)).out).not.toContain("c preprocessing:");
    const lines = readFileSync(drat, "utf8").trim().split("\n");
    expect(lines.at(-1)).toBe("0");
    expect(lines.some((l) => l.startsWith("d "))).toBe(true);
    const dpll = cli(file("xor-dpll.cnf", both), "--preprocess", "--engine", "dpll");
    expect(dpll.code).toBe(2);
    expect(dpll.err).toContain("--preprocess needs the cdcl engine alone");
  });

  it("writes FILE.res next to the input with --res", () => {
    const path = file("result.cnf", SAT_TEXT);
    expect(cli(path, "--res").code).toBe(10);
    const res = readFileSync(join(dir, "result.res"), "utf8").split("\n");
    expect(res[0]).toBe("s 1");
    expect(res[1]).toMatch(/^v (-?\d+ ){2}-?\d+$/);
    expect(res[2]).toMatch(/^t \d+(\.\d+)?$/);
  });

  it("reads .cnf.gz files and lists the parsed clauses with --print-cnf", () => {
    const r = cli(file("z.cnf.gz", gzipSync(SAT_TEXT)), "--print-cnf");
    expect(r.code).toBe(10);
    expect(r.out).toContain("#1  line 3:  1 -3");
    expect(r.out).toContain("#3  line 5:  -2");
  });

  it("compares the three engines and prints each optimisation rate against the plain dpll", () => {
    const r = cli(file("cmp.cnf", UNSAT_TEXT), "--compare");
    expect(r.code).toBe(20);
    expect(r.out).toMatch(/^c dpll\s+UNSAT\s+[\d.]+ ms\s+\(t\)$/m);
    expect(r.out).toMatch(/^c dpll-opt\s+UNSAT\s+[\d.]+ ms\s+\(t0: optimisation rate \(t - t0\) \/ t = -?[\d.]+%\)$/m);
    expect(r.out).toMatch(/^c cdcl\s+UNSAT\s+[\d.]+ ms\s+\(t0: optimisation rate \(t - t0\) \/ t = -?[\d.]+%\)$/m);
    expect(r.out).toMatch(/^c engine: cdcl$/m);
    const json = JSON.parse(cli(file("cmp2.cnf", UNSAT_TEXT), "--compare", "--json").out);
    expect(json.compare).toMatchObject({ dpll: { status: "UNSAT" }, "dpll-opt": { status: "UNSAT" }, cdcl: { status: "UNSAT" } });
    expect(typeof json.compare.optimisationRate).toBe("number");
    expect(typeof json.compare.optimisationRateDpllOpt).toBe("number");
    expect(json).toMatchObject({ status: "UNSAT", verified: false, uncheckedReason: "compare" });
  });

  it("runs the optimised DPLL with --engine dpll-opt and rejects an unknown engine", () => {
    const r = cli(file("opt.cnf", UNSAT_TEXT), "--engine", "dpll-opt");
    expect(r.code).toBe(20);
    expect(r.out).toMatch(/^c engine: dpll-opt$/m);
    const bad = cli(file("bad-engine.cnf", UNSAT_TEXT), "--engine", "walksat");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--engine takes cdcl, dpll-opt or dpll, got walksat");
  });

  it("prints JSON with --json, including parser warnings", () => {
    const r = cli(file("warn.cnf", "p cnf 2 3\n1 0\n2 0\n"), "--json");
    expect(r.code).toBe(10);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ status: "SAT", model: [1, 2], numVars: 2, numClauses: 2, engine: "cdcl" });
    expect(json.warnings[0]).toMatchObject({ kind: "clause-count-mismatch", line: 1 });
    expect(json.verified).toBe(true);
    const unsat = JSON.parse(cli(file("unsat-json.cnf", UNSAT_TEXT), "--json").out);
    expect(unsat).toMatchObject({ status: "UNSAT", verified: true });
    expect(unsat.unchecked).toBeUndefined();
    const dpll = JSON.parse(cli(file("unsat-dpll.cnf", UNSAT_TEXT), "--json", "--engine", "dpll").out);
    expect(dpll).toMatchObject({ status: "UNSAT", verified: false, uncheckedReason: "engine" });
    expect(dpll.unchecked).toContain("records no proof");
  });

  it("fails clearly on a missing file, bad input (with line and column) and bad usage", () => {
    const missing = cli(join(dir, "nope.cnf"));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^error: cannot read .*nope\.cnf: no such file or directory\n$/);
    const bad = cli(file("bad.cnf", "p cnf 2 1\n1 x 0\n"));
    expect(bad.code).toBe(1);
    // The documented form, FILE: line L, column C: message, as the sudoku CLI prints a file's bad JSON.
    expect(bad.err).toBe(`${join(dir, "bad.cnf")}: line 2, column 3: "x" is not an integer literal\n`);
    expect(existsSync(join(dir, "bad.res"))).toBe(false);
    expect(cli().code).toBe(2);
    expect(cli(file("u2.cnf", UNSAT_TEXT), "--engine", "walksat").err).toMatch(/--engine takes cdcl, dpll-opt or dpll/);
    expect(cli("--help").code).toBe(0);
  });

  it("runs the command an UNKNOWN from POST /api/sat gives, with the engine, seed and preprocessing it names", () => {
    const path = file("advice.cnf", UNSAT_TEXT);
    const queries = [{ engine: "cdcl" }, { engine: "dpll", seed: 5 }, { engine: "dpll-opt" }, { engine: "cdcl", seed: 7, preprocess: true }] as const;
    for (const query of queries) {
      const command = localSatCommand(query);
      expect(command.startsWith("npm run sat -- FILE.cnf")).toBe(true);
      const args = command.slice("npm run sat -- ".length).split(" ").map((arg) => (arg === "FILE.cnf" ? path : arg));
      const r = cli(...args);
      expect(r.err, command).toBe("");
      expect(r.code, command).toBe(20);
      expect(r.out, command).toContain(`c engine: ${query.engine}`);
    }
    // The route's advice for a count says the command line does not count; so it must not.
    expect(cli(path, "--count", "2").code).toBe(2);
  });

  it("runs bundled as the npm script does (the Worker's module layout), and leaves no bundle behind", () => {
    const r = spawnSync(process.execPath, ["worker/cli/run-bundled.mjs", "worker/cli/sat.ts", file("bundled.cnf", UNSAT_TEXT)], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(20);
    expect(r.stdout).toMatch(/^s UNSATISFIABLE$/m);
    expect(existsSync(join(repoRoot, `node_modules/.cache/sat-sudoku/sat-${r.pid}.mjs`))).toBe(false);
    const usage = spawnSync(process.execPath, ["worker/cli/run-bundled.mjs"], { cwd: repoRoot, encoding: "utf8" });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/usage: node worker\/cli\/run-bundled\.mjs ENTRY\.ts/);
  });
});
