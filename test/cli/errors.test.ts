/**
 * Every way a CLI run can go wrong on files and flags ends in one line on stderr that names the file or the flag,
 * and exit 1 (files) or 2 (usage, with the usage text) — never a Node stack trace. The runs are real processes,
 * as a user starts them (bundled, as the npm scripts run them); each test makes its own files in a temporary
 * directory.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { command as encode } from "../../worker/cli/sudoku-commands/encode";
import { command as explain } from "../../worker/cli/sudoku-commands/explain";
import { command as generate } from "../../worker/cli/sudoku-commands/generate";
import { command as grade } from "../../worker/cli/sudoku-commands/grade";
import { command as grids } from "../../worker/cli/sudoku-commands/grids";
import { command as solve } from "../../worker/cli/sudoku-commands/solve";
import { EXPERT_SAMPLE } from "../fixtures/sudoku/reference-puzzles";

const repoRoot = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "cli-errors-"));
// The bundles live inside the project so the npm packages they leave external (lz-string, …) resolve, as they do
// for `npm run sudoku`; the inputs the tests make stay in the temporary folder.
mkdirSync(join(repoRoot, "node_modules/.cache"), { recursive: true });
const bundleDir = mkdtempSync(join(repoRoot, "node_modules/.cache/cli-errors-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

// Bundled once (as `npm run` does), so each run below starts in milliseconds instead of transpiling per process.
beforeAll(async () => {
  for (const script of ["sudoku", "sat"]) {
    await build({
      entryPoints: [join(repoRoot, `worker/cli/${script}.ts`)], outfile: join(bundleDir, `${script}.mjs`), bundle: true, format: "esm",
      platform: "node", target: "node20", packages: "external", logLevel: "warning",
    });
  }
});

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function run(script: "sudoku" | "sat", ...args: string[]): { code: number | null; out: string; err: string } {
  return runWithInput("", script, ...args);
}

/** A run whose standard input is `input` (a pipe that ends after it). */
function runWithInput(input: string | Buffer, script: "sudoku" | "sat", ...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [join(bundleDir, `${script}.mjs`), ...args], { cwd: repoRoot, encoding: "utf8", timeout: 60_000, input });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Exit 1 and exactly one stderr line, which names the file and says what is wrong with it. */
function expectFileError(r: { code: number | null; err: string }, path: string, says: RegExp): void {
  expect(r.err).not.toMatch(/^\s+at /m);
  expect(r.err.trimEnd().split("\n"), r.err).toHaveLength(1);
  expect(r.err).toContain(path);
  expect(r.err).toMatch(says);
  expect(r.code).toBe(1);
}

/** Exit 2, the message first, then the usage; no stack trace. */
function expectUsageError(r: { code: number | null; err: string }, says: RegExp): void {
  expect(r.err).not.toMatch(/^\s+at /m);
  expect(r.err.split("\n")[0]).toMatch(says);
  expect(r.err).toMatch(/usage: npm run/);
  expect(r.code).toBe(2);
}

/** 700 gzip members of 1 MiB of zeros: a 0.7 MB file that expands to 700 MiB. */
const bomb = (): Buffer => Buffer.concat(Array<Buffer>(700).fill(gzipSync(Buffer.alloc(1 << 20))));

const UNSAT_TEXT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";

describe("CLI file errors", () => {
  const notGzip = file("puzzles.txt.gz", `${EXPERT_SAMPLE.puzzle}\n`);
  const notGzipCnf = file("formula.cnf.gz", UNSAT_TEXT);
  const folder = join(dir, "a-folder");
  mkdirSync(folder);
  const bigPuzzles = file("big.txt.gz", bomb());
  const bigCnf = file("big.cnf.gz", bomb());
  const puzzles = file("two.txt", `${EXPERT_SAMPLE.puzzle}\n${EXPERT_SAMPLE.puzzle}\n`);

  it("sudoku solve and grade: a .gz that is not gzip", () => {
    expectFileError(run("sudoku", "solve", notGzip), notGzip, /is not valid gzip data/);
    expectFileError(run("sudoku", "grade", notGzip), notGzip, /is not valid gzip data/);
  });

  it("sat: gzip data is read by its first bytes whatever the name; xz and bzip2 are named with the command that unpacks them", () => {
    const gzipped = file("no-extension.cnf", gzipSync(Buffer.from(UNSAT_TEXT)));
    const read = run("sat", gzipped);
    expect(read.out).toContain("s UNSATISFIABLE");
    expect(read.code).toBe(20);
    const xz = file("f.cnf.xz", Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00, 0x04, 0xe6, 0xd6]));
    expectFileError(run("sat", xz), xz, /is xz-compressed, which is not read here: unpack it first \(xz -dk .*f\.cnf\.xz\)/);
    const bz = file("f.cnf.bz2", Buffer.from("BZh91AY&SY\x00"));
    expectFileError(run("sat", bz), bz, /is bzip2-compressed, .*\(bunzip2 -k .*f\.cnf\.bz2\)/);
  });

  it("sudoku solve, grade and explain: a directory", () => {
    for (const command of ["solve", "grade", "explain"]) expectFileError(run("sudoku", command, folder), folder, /is a directory, not a file/);
  });

  it("sudoku solve and grade: a .gz that expands to 700 MiB stops at the 64 MiB limit", () => {
    expectFileError(run("sudoku", "solve", bigPuzzles), bigPuzzles, /expands to more than 64 MiB, the limit/);
    expectFileError(run("sudoku", "grade", bigPuzzles), bigPuzzles, /expands to more than 64 MiB, the limit/);
  });

  it("sudoku grade and sat: a plain file over 64 MiB is refused before it is read", () => {
    const huge = file("huge.txt", "");
    truncateSync(huge, 65 * 1024 * 1024); // sparse: no disk used, but its size is what the CLI checks first
    expectFileError(run("sudoku", "grade", huge), huge, /is 65 MiB, over the limit of 64 MiB/);
    const hugeCnf = file("huge.cnf", "");
    truncateSync(hugeCnf, 65 * 1024 * 1024);
    expectFileError(run("sat", hugeCnf), hugeCnf, /is 65 MiB, over the limit of 64 MiB/);
  });

  it("sudoku solve: an --out that cannot be written (a directory, a missing parent) fails before solving", () => {
    const intoFolder = run("sudoku", "solve", puzzles, "--out", folder);
    expectFileError(intoFolder, folder, /cannot write .*: is a directory/);
    expect(intoFolder.out).toBe("");
    const orphan = join(dir, "missing", "out.txt");
    expectFileError(run("sudoku", "solve", puzzles, "--out", orphan), orphan, /cannot write .*: no such file or directory/);
  });

  it("sudoku solve: a --certificate path that cannot be written", () => {
    const prefix = join(puzzles, "cert");
    expectFileError(run("sudoku", "solve", EXPERT_SAMPLE.puzzle, "--certificate", prefix), prefix, /cannot write .*: a part of the path is not a directory/);
  });

  it("sudoku grids: an --out that cannot be written", () => {
    expectFileError(run("sudoku", "grids", "--count", "3", "--out", folder), folder, /cannot write .*: is a directory/);
  });

  it("sudoku solve and grade: a name that looks like a file but does not exist", () => {
    const missing = join(dir, "nope.txt");
    expectFileError(run("sudoku", "solve", missing), missing, /no such file or directory/);
    expectFileError(run("sudoku", "grade", "nope.txt.gz"), "nope.txt.gz", /no such file or directory/);
  });

  it("sat: a .gz that is not gzip, a directory, a 700 MiB expansion", () => {
    expectFileError(run("sat", notGzipCnf), notGzipCnf, /is not valid gzip data/);
    expectFileError(run("sat", folder), folder, /is a directory, not a file/);
    expectFileError(run("sat", bigCnf), bigCnf, /expands to more than 64 MiB, the limit/);
  });

  it("sat: a --proof or --res path that cannot be written", () => {
    const formula = file("unsat.cnf", UNSAT_TEXT);
    expectFileError(run("sat", formula, "--proof", folder), folder, /cannot write .*: is a directory/);
    const orphan = join(dir, "no-dir", "p.drat");
    expectFileError(run("sat", formula, "--proof", orphan), orphan, /cannot write .*: no such file or directory/);
    mkdirSync(join(dir, "blocked.res"));
    const blocked = file("blocked.cnf", UNSAT_TEXT);
    expectFileError(run("sat", blocked, "--res"), join(dir, "blocked.res"), /cannot write .*: is a directory/);
  });
});

/**
 * Runs a CLI with its stdout in a pipe whose reader pauses for `pauseMs` before reading on (a slow `| gzip`), or
 * goes away after its first chunk (`| head -1`).
 */
function runPiped(reader: "slow" | "closes", script: "sudoku" | "sat", ...args: string[]): Promise<{ code: number | null; lines: number; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(bundleDir, `${script}.mjs`), ...args], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
    let lines = 0;
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      lines += chunk.toString().split("\n").length - 1;
      if (reader === "closes") child.stdout.destroy();
    });
    if (reader === "slow") {
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 700);
    }
    child.on("close", (code) => done({ code, lines, err }));
  });
}

describe("CLI input from a pipe (FILE -)", () => {
  it("sat reads a formula from standard input, gzipped or not, and names it in its messages", () => {
    const formula = "p cnf 2 2\n1 2 0\n-1 0\n";
    for (const input of [formula, gzipSync(formula)]) {
      const r = runWithInput(input, "sat", "-");
      expect(r.out).toMatch(/^c standard input: 2 variables, 2 clauses/m);
      expect(r.out).toMatch(/^s SATISFIABLE\nv -1 2 0$/m);
      expect(r.code).toBe(10);
    }
    const bad = runWithInput("p cnf 2 2\n1 2 0\n-1 x\n", "sat", "-");
    expect(bad.err).toBe('standard input: line 3, column 4: "x" is not an integer literal\n');
    expect(bad.code).toBe(1);
    expectUsageError(runWithInput(formula, "sat", "-", "--res"), /--res writes FILE\.res next to the input: standard input has no name/);
  });

  it("sudoku solve - writes the solutions to standard output and its summary to stderr; grade, explain and encode read it too", () => {
    const puzzles = `Grid 01\n${EXPERT_SAMPLE.puzzle.replace(/\./g, "0").match(/.{9}/g)!.join("\n")}\n${EXPERT_SAMPLE.puzzle}\n`;
    const solved = runWithInput(puzzles, "sudoku", "solve", "-");
    expect(solved.out).toBe(`# Grid 01\n${EXPERT_SAMPLE.answer}\n${EXPERT_SAMPLE.answer}\n`);
    expect(solved.err).toMatch(/^2 puzzles on 11 lines in [\d.]+ s \(\d+\/s\) → standard output\nsolved \(unique\): 2\n/);
    expect(solved.code).toBe(0);
    const graded = runWithInput(puzzles, "sudoku", "grade", "-");
    expect(graded.out.trimEnd().split("\n")).toHaveLength(2);
    expect(runWithInput(puzzles, "sudoku", "explain", "-").out).toMatch(/^grade: \w+, score \d+/m);
    expect(runWithInput(puzzles, "sudoku", "encode", "-").out).toContain(`c puzzle: ${EXPERT_SAMPLE.puzzle}`);
  });
});

describe("CLI output into a pipe", () => {
  it("sudoku grids waits for a slow reader instead of failing with EAGAIN", async () => {
    const r = await runPiped("slow", "sudoku", "grids", "--count", "200000");
    expect(r.err).toMatch(/^200000 distinct grids in [\d.]+ s\n$/);
    expect(r.lines).toBe(200_000);
    expect(r.code).toBe(0);
  });

  it("sudoku grids and generate stop quietly, and soon, when the reader goes away", async () => {
    const grids = await runPiped("closes", "sudoku", "grids", "--count", "10000000");
    expect(grids.code).toBe(0);
    expect(grids.err).toBe("");
    // A million generated puzzles take minutes; a reader that left after one line stops the run after a few.
    const generated = await runPiped("closes", "sudoku", "generate", "--count", "1000000");
    expect(generated.code).toBe(0);
    const made = Number(/^(\d+) puzzle\(s\) in /.exec(generated.err)?.[1]);
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(100);
  });

  it("sat prints a long model into a pipe that closes without a stack trace", async () => {
    const wide = file("wide.cnf", `p cnf 200000 1\n${Array.from({ length: 200000 }, (_, i) => i + 1).join(" ")} 0\n`);
    const r = await runPiped("closes", "sat", wide);
    expect(r.err).not.toMatch(/^\s+at /m);
    expect(r.err).not.toMatch(/EPIPE/);
    expect(r.code).toBe(10); // satisfiable, as the competition's exit codes say
  });
});

describe("CLI flag values", () => {
  it("sudoku solve rejects a --budget-ms that is not a number, negative or out of range", () => {
    expectUsageError(run("sudoku", "solve", EXPERT_SAMPLE.puzzle, "--budget-ms", "abc"), /--budget-ms takes a number .* got "abc"/);
    expectUsageError(run("sudoku", "solve", EXPERT_SAMPLE.puzzle, "--budget-ms=-5"), /--budget-ms takes a number .* got "-5"/);
    expectUsageError(run("sudoku", "solve", EXPERT_SAMPLE.puzzle, "--budget-ms", "99999999999"), /--budget-ms must be from 0 to 86400000/);
  });

  it("sudoku commands reject unknown flags with the usage", () => {
    expectUsageError(run("sudoku", "solve", EXPERT_SAMPLE.puzzle, "--bogus"), /^error: unknown option --bogus$/);
    expectUsageError(run("sudoku", "grade", EXPERT_SAMPLE.puzzle, "--bogus"), /^error: unknown option --bogus$/);
  });

  it("both CLIs word usage errors alike: the option, what it takes, the option a near miss meant", () => {
    const formula = file("usage.cnf", UNSAT_TEXT);
    expectUsageError(run("sat", formula, "--preproces"), /^error: unknown option --preproces; did you mean --preprocess\?$/);
    expectUsageError(run("sudoku", "solve", EXPERT_SAMPLE.puzzle, "--minimalty"), /^error: unknown option --minimalty; did you mean --minimality\?$/);
    expectUsageError(run("sat", formula, "--proof"), /^error: --proof takes a value \(--proof FILE\.drat\)$/);
    expectUsageError(run("sudoku", "generate", "--count"), /^error: --count takes a value \(--count N\)$/);
    expectUsageError(run("sudoku", "generate", "--count", "-1"), /^error: --count takes an integer from 1 to 1000000, got "-1"$/);
    expectUsageError(run("sudoku", "generate", "--pretty=yes"), /^error: --pretty takes no value/);
    expectUsageError(run("sat", formula, "--json=1"), /^error: --json takes no value/);
  });

  it("sat takes --opt=value as the sudoku commands do, and a seed may start with -", () => {
    const formula = file("equals.cnf", UNSAT_TEXT);
    const budget = run("sat", formula, "--budget-ms=5000", "--engine=dpll");
    expect(budget.out).toMatch(/^c engine: dpll$/m);
    expect(budget.code).toBe(20);
    const negative = run("sudoku", "generate", "--seed", "-5");
    expect(negative.out).toMatch(/^[1-9.]{81} {2}# /);
    expect(negative.code).toBe(0);
    expect(run("sudoku", "generate", "--seed=-5").out).toBe(negative.out);
  });

  it("sat rejects bad --budget-ms and --seed values", () => {
    const formula = file("flags.cnf", UNSAT_TEXT);
    expectUsageError(run("sat", formula, "--budget-ms", "abc"), /--budget-ms takes a number .* got "abc"/);
    expectUsageError(run("sat", formula, "--seed", "-1"), /--seed takes an integer .* got "-1"/);
    expectUsageError(run("sat", formula, "--budget-ms", "1e9"), /--budget-ms takes a number/);
  });
});

describe("CLI flag values, in process", () => {
  async function usageFails(run: () => Promise<number>, says: RegExp): Promise<void> {
    const errs: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...a) => void errs.push(a.join(" ")));
    try {
      expect(await run()).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errs.join("\n")).toMatch(says);
    expect(errs.join("\n")).toMatch(/usage: npm run sudoku -- /);
  }

  it("every sudoku command rejects malformed, out-of-range and unknown flags with exit 2", async () => {
    const p = EXPERT_SAMPLE.puzzle;
    await usageFails(() => solve.run([p, "--limit", "0"]), /--limit must be from 1 to 1000, got 0/);
    await usageFails(() => solve.run([p, "--seed", "1.5"]), /--seed takes an integer/);
    await usageFails(() => solve.run([p, "--budget-ms", ""]), /--budget-ms takes a number/);
    await usageFails(() => solve.run([p, "--budget-ms", "Infinity"]), /--budget-ms takes a number/);
    await usageFails(() => solve.run([p, "--out"]), /^error: --out takes a value \(--out FILE\)/);
    await usageFails(() => generate.run(["--count", "abc"]), /--count takes an integer/);
    await usageFails(() => generate.run(["--count", "-3"]), /^error: --count takes an integer from 1 to 1000000, got "-3"/);
    await usageFails(() => generate.run(["7"]), /^error: unexpected argument "7"/);
    await usageFails(() => grids.run(["--count", "3", "--seed"]), /^error: --seed takes a value \(--seed S\)/);
    await usageFails(() => generate.run(["--size", "11"]), /--size must be 4, 6, 8, 9, 10, 12, 14, 15, 16 or 25/);
    await usageFails(() => grids.run(["--count", "0"]), /--count must be from 1 to/);
    await usageFails(() => grids.run([]), /--count is required/);
    await usageFails(() => encode.run([p, "--bogus"]), /^error: unknown option --bogus$/m);
    await usageFails(() => encode.run([p, "--reduce"]), /^error: unknown option --reduce; did you mean --reduced\?$/m);
    await usageFails(() => encode.run([p, "--minimal", "--extended"]), /give one encoding/);
    await usageFails(() => explain.run([p, "--bogus"]), /^error: unknown option --bogus$/m);
    await usageFails(() => explain.run([p, "--chain"]), /^error: --chain takes a value \(--chain r3c7=5\)$/m);
    await usageFails(() => explain.run([p, "--chain", "r99c1=5"]), /is not a fact like r3c7=5/);
    await usageFails(() => explain.run([]), /no PUZZLE given/);
    await usageFails(() => grade.run([]), /no FILE given/);
  });
});
