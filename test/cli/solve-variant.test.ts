import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { captureCliOutput } from "./capture-output";
import { command as generate } from "../../worker/cli/sudoku-commands/generate";
import { command as solve } from "../../worker/cli/sudoku-commands/solve";
import { checkProof, parseDimacs } from "../../worker/core/sat/index";
import { compressFpuzzles } from "../../worker/variants/fpuzzles-link";
import { dratToTrace } from "../core/sat/gen/drat";
import published from "../fixtures/variants/published.json";

const { out, errs, inTemp } = captureCliOutput("variant-cli-");

const killer = published.find((e) => e.name.startsWith("Killer"))!;

describe("sudoku solve with an f-puzzles file", () => {
  it("prints the status and the solution as one line of digits, and writes a checked certificate", async () => {
    const file = inTemp("killer.json");
    writeFileSync(file, JSON.stringify(killer.fpuzzles));
    expect(await solve.run([file, "--certificate", inTemp("cert")])).toBe(0);
    expect(out[0]).toBe("status: unique");
    expect(out[1]).toBe(killer.solution);
    expect(out[2]).toMatch(/^9x9 killer: vars \d+, clauses \d+/);
    const cnf = parseDimacs(readFileSync(inTemp("cert.cnf"), "utf8"));
    expect(cnf.ok && checkProof(cnf.value, dratToTrace(readFileSync(inTemp("cert.drat"), "utf8"))).verdict).toBe("verified");
  });

  it("reads an f-puzzles link, and reports the differing cells of a puzzle with several solutions", async () => {
    const loose = { ...killer.fpuzzles, killercage: killer.fpuzzles.killercage!.slice(0, 20) };
    expect(await solve.run([`https://www.f-puzzles.com/?load=${compressFpuzzles(loose)}`])).toBe(1);
    expect(out[0]).toBe("status: multiple");
    expect(out[3]).toMatch(/^differing cells: (r\dc\d ?)+$/);
  });

  it("names the conflicting rules of an impossible puzzle, and the field of a malformed one", async () => {
    const grid = killer.fpuzzles.grid.map((row) => row.map(() => ({}) as Record<string, unknown>));
    grid[0][1] = { value: 9, given: true };
    const file = inTemp("none.json");
    writeFileSync(file, JSON.stringify({ ...killer.fpuzzles, grid }));
    expect(await solve.run([file])).toBe(1);
    expect(out[0]).toBe("status: none");
    expect(out).toContain("conflict: killer cage 3 at r1c1, r1c2; given r1c2=9");
    writeFileSync(file, JSON.stringify({ ...killer.fpuzzles, thermometer: [{ lines: [["R1C1", "R1C99"]] }] }));
    expect(await solve.run([file])).toBe(1);
    expect(errs.join("\n")).toContain("field thermometer[0].lines[0][1], cell R1C99");
    expect(errs.at(-1)).toMatch(new RegExp(`^${file.replace(/[.\\]/g, "\\$&")}: `));
  });

  it("names the file, the line and the column where its JSON breaks", async () => {
    const file = inTemp("bad.json");
    writeFileSync(file, '{"size":9,"grid":[[');
    expect(await solve.run([file])).toBe(1);
    expect(errs).toEqual([`${file}: line 1, column 20: Not valid JSON: expected a value, found the end of the file`]);
    errs.length = 0;
    writeFileSync(file, '\n{\n  "size": 9,\n  "grid": [1,]\n}\n');
    expect(await solve.run([file])).toBe(1);
    expect(errs).toEqual([`${file}: line 4, column 14: Not valid JSON: expected a value, found "]" (a comma before ] is not allowed)`]);
    expect(out).toEqual([]);
  });

  it("with --format line prints the solution alone on stdout, the rest on stderr", async () => {
    const file = inTemp("killer.json");
    writeFileSync(file, JSON.stringify(killer.fpuzzles));
    expect(await solve.run([file, "--format", "line"])).toBe(0);
    expect(out).toEqual([killer.solution]);
    expect(errs[0]).toBe("status: unique");
  });
});

describe("sudoku generate --variant", () => {
  it("prints a sandwich puzzle's f-puzzles link that solve proves unique, with the solution it prints", async () => {
    expect(await generate.run(["--variant", "sandwich", "--seed", "cli", "--solution"])).toBe(0);
    const [link, solution] = out.splice(0);
    // The link alone on its line, ready to paste into a browser; what it is goes to stderr.
    expect(link).toMatch(/^https:\/\/www\.f-puzzles\.com\/\?load=[A-Za-z0-9+/=]+$/);
    expect(errs[0]).toMatch(/^# sandwich, \d+ givens, (easy|medium|hard|expert|extreme) \(\d+ conflicts\)$/);
    expect(solution).toMatch(/^[1-9]{81}$/);
    expect(await solve.run([link])).toBe(0);
    expect(out[0]).toBe("status: unique");
    expect(out[1]).toBe(solution);
  });

  it("makes the same puzzles from the same seed, and refuses options that do not apply to a variant", async () => {
    expect(await generate.run(["--variant", "thermo", "--seed", "same", "--count", "2"])).toBe(0);
    const first = out.splice(0);
    expect(await generate.run(["--variant", "thermo", "--seed", "same", "--count", "2"])).toBe(0);
    expect(out.splice(0)).toEqual(first);
    expect(first[0]).not.toBe(first[1]);
    expect(await generate.run(["--variant", "samurai"])).toBe(2);
    expect(errs.join("\n")).toContain("--variant must be one of killer, jigsaw, x, sandwich, little-killer, thermo, arrow, whispers, renban, entropic, region-sum");
    expect(await generate.run(["--variant", "killer", "--clues", "20"])).toBe(2);
    expect(errs.join("\n")).toContain("--symmetry and --clues do not apply");
    expect(await generate.run(["--variant", "entropic", "--size", "4"])).toBe(2);
    expect(errs.join("\n")).toContain("Entropic lines need digits that split into three equal thirds: a side of 6 or 9, not 4.");
    expect(await generate.run(["--variant", "x", "--size", "16"])).toBe(2);
    expect(errs.join("\n")).toContain("Variant puzzles are generated 4×4, 6×6 or 9×9, not 16×16.");
  });

  it("aims a variant at --difficulty", async () => {
    expect(await generate.run(["--variant", "sandwich", "--difficulty", "medium", "--seed", "aim"])).toBe(0);
    expect(errs.splice(0)[0]).toMatch(/^# sandwich, \d+ givens, medium \(\d+ conflicts\)$/);
    // A level a 4×4 killer never reaches: the line says it was aimed at and is past what the API offers.
    expect(await generate.run(["--variant", "killer", "--size", "4", "--difficulty", "extreme", "--seed", "aim"])).toBe(0);
    expect(errs.splice(0)[0]).toMatch(/^# killer, \d+ givens, easy \(\d+ conflicts; aimed at extreme, past the easy the API offers for a 4x4 killer\)$/);
  });

  it("makes a 6x6 variant with --size 6, which solve proves unique", async () => {
    expect(await generate.run(["--variant", "arrow", "--size", "6", "--seed", "six", "--solution"])).toBe(0);
    const [link, solution] = out.splice(0);
    expect(solution).toMatch(/^[1-6]{36}$/);
    expect(await solve.run([link])).toBe(0);
    expect(out[0]).toBe("status: unique");
    expect(out[1]).toBe(solution);
  });
});
