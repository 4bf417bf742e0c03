import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { captureCliOutput } from "./capture-output";
import { command as solve } from "../../worker/cli/sudoku-commands/solve";
import { command as generate } from "../../worker/cli/sudoku-commands/generate";
import { command as grids } from "../../worker/cli/sudoku-commands/grids";
import { command as encode } from "../../worker/cli/sudoku-commands/encode";
import { command as explain } from "../../worker/cli/sudoku-commands/explain";
import { command as grade } from "../../worker/cli/sudoku-commands/grade";
import { command as practice } from "../../worker/cli/sudoku-commands/practice";
import { parseCandidates } from "../../worker/core/sudoku/hints/candidate-notation";
import { nextStep } from "../../worker/core/sudoku/hints/index";
import { formatGrid, parseGrid } from "../../worker/core/sudoku/grid-text";
import { generatePuzzle } from "../../worker/core/sudoku/generate";
import { solveSudoku } from "../../worker/core/sudoku/solve";
import { ruleConflicts } from "../../worker/core/sudoku/verify";
import { EXPERT_SAMPLE, ANTI_DFS } from "../fixtures/sudoku/reference-puzzles";
import { checkProof, parseDimacs } from "../../worker/core/sat/index";
import { dratToTrace } from "../core/sat/gen/drat";
import { bruteSolutions, line, randomSolved, uniquePuzzle } from "../helpers/boxed-brute";

const { out, errs, inTemp } = captureCliOutput("sudoku-cli-");

describe("sudoku solve", () => {
  it("solves one puzzle and prints the answer and statistics", async () => {
    expect(await solve.run([EXPERT_SAMPLE.puzzle])).toBe(0);
    expect(out[0]).toBe("status: unique");
    expect(out[1].replace(/[^1-9]/g, "")).toBe(EXPERT_SAMPLE.answer);
    expect(out[2]).toMatch(/givens 24, settled by (singles|dpll), .* decisions \d+/);
    out.length = 0;
    expect(await solve.run([EXPERT_SAMPLE.puzzle, "--engine", "cdcl"])).toBe(0);
    expect(out[2]).toMatch(/settled by cdcl/);
    out.length = 0;
    expect(await solve.run([EXPERT_SAMPLE.puzzle, "--format", "line", "--engine", "domain"])).toBe(0);
    expect(out).toEqual([EXPERT_SAMPLE.answer]);
    expect(errs[1]).toMatch(/settled by (singles|domain)/);
    expect(await solve.run([EXPERT_SAMPLE.puzzle, "--engine", "magic"])).toBe(2);
    // --progress is taken; a solve this quick ends before the first line is due.
    out.length = 0;
    errs.length = 0;
    expect(await solve.run([EXPERT_SAMPLE.puzzle, "--progress"])).toBe(0);
    expect(out[0]).toBe("status: unique");
    expect(errs).toEqual([]);
  });

  it("prints with --format line the solutions alone on stdout, and the status and statistics on stderr, as solve - does", async () => {
    expect(await solve.run([EXPERT_SAMPLE.puzzle, "--format", "line"])).toBe(0);
    expect(out).toEqual([EXPERT_SAMPLE.answer]);
    expect(errs[0]).toBe("status: unique");
    expect(errs[1]).toMatch(/^givens 24, settled by /);
    out.length = 0;
    errs.length = 0;
    const multiple = "6.51.3.........9.3...6......86.1...54.......71...2.34......1...7.9.........9.4...";
    expect(await solve.run([multiple, "--format", "line"])).toBe(1);
    expect(out).toHaveLength(2);
    for (const answer of out) expect(answer).toMatch(/^[1-9]{81}$/);
    expect(errs[0]).toMatch(/^status: multiple/);
    out.length = 0;
    errs.length = 0;
    expect(await solve.run([ANTI_DFS, "--format", "line"])).toBe(1);
    expect(out).toEqual([]);
    expect(errs[0]).toMatch(/^status: none/);
  });

  it("writes a uniqueness certificate (CNF + checked DRAT proof) for a single unique puzzle", async () => {
    const prefix = inTemp("cert");
    expect(await solve.run([EXPERT_SAMPLE.puzzle, "--format", "line", "--certificate", prefix])).toBe(0);
    expect(out).toEqual([EXPERT_SAMPLE.answer]);
    expect(errs.at(-1)).toMatch(new RegExp(`^certificate: ${prefix}\\.cnf and ${prefix}\\.drat \\(\\d+ proof steps?, verified by the built-in RUP checker\\)$`));
    const cnf = parseDimacs(readFileSync(`${prefix}.cnf`, "utf8"));
    if (!cnf.ok) throw new Error(cnf.error.message);
    expect(checkProof(cnf.value, dratToTrace(readFileSync(`${prefix}.drat`, "utf8"))).verdict).toBe("verified");
    const input = inTemp("batch.txt");
    writeFileSync(input, `${EXPERT_SAMPLE.puzzle}\n`);
    expect(await solve.run([input, "--certificate", prefix])).toBe(2);
    expect(errs.join("\n")).toContain("--certificate is for a single puzzle");
  });

  it("says with --minimality which givens could each go alone, as one solve per removal finds them, and where it does not apply", async () => {
    const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    expect(await solve.run([classic, "--minimality"])).toBe(0);
    const removable: string[] = [];
    for (let i = 0; i < 81; i++) {
      if (classic[i] === ".") continue;
      const parsed = parseGrid(classic.slice(0, i) + "." + classic.slice(i + 1));
      if (parsed.ok && solveSudoku(parsed.value).status === "unique") removable.push(`r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`);
    }
    expect(out.at(-1)).toBe(`minimality: not minimal, ${removable.length} of the 30 givens could each go alone: ${removable.join(" ")}`);
    const made = generatePuzzle({ box: 3, seed: 21, grade: false });
    expect(await solve.run([formatGrid(made.puzzle, "line"), "--minimality"])).toBe(0);
    expect(out.at(-1)).toBe(`minimality: minimal, each of the ${made.clues} givens is needed`);
    // A budget too small for the check: the verdict stands, the check says how far it got, and the exit code says so.
    expect(await solve.run([formatGrid(made.puzzle, "line"), "--minimality", "--budget-ms", "1"])).toBe(1);
    expect(out.at(-1)).toMatch(/^minimality: unknown, the budget ran out after \d+ of the \d+ givens$/);
    errs.length = 0;
    const input = inTemp("minimality.txt");
    writeFileSync(input, `${classic}\n`);
    expect(await solve.run([input, "--minimality"])).toBe(2);
    expect(errs.join("\n")).toContain("--minimality is for a single classic puzzle, not a file or a variant");
    // Rectangular boxes too: a dug 6×6 needs every given.
    const six = line(uniquePuzzle(6, randomSolved(6, 5), 5));
    out.length = 0;
    expect(await solve.run([six, "--minimality"])).toBe(0);
    expect(out.at(-1)).toMatch(/^minimality: minimal, each of the \d+ givens is needed$/);
  });

  it("writes a 25x25 certificate too (the API and the browser stop at 16x16)", async () => {
    const made = generatePuzzle({ box: 5, seed: 11, grade: false });
    const prefix = inTemp("cert25");
    expect(await solve.run([formatGrid(made.puzzle, "line"), "--certificate", prefix])).toBe(0);
    expect(out.at(-1)).toMatch(/, verified by the built-in RUP checker\)$/);
    const cnf = parseDimacs(readFileSync(`${prefix}.cnf`, "utf8"));
    if (!cnf.ok) throw new Error(cnf.error.message);
    expect(cnf.value.numVars).toBe(15_625);
    expect(checkProof(cnf.value, dratToTrace(readFileSync(`${prefix}.drat`, "utf8"))).verdict).toBe("verified");
  });

  it("solves a file into a file of solutions with a summary naming the bad lines", async () => {
    const input = inTemp("in.txt");
    const multiple = "6.51.3.........9.3...6......86.1...54.......71...2.34......1...7.9.........9.4...";
    writeFileSync(input, [EXPERT_SAMPLE.puzzle, ANTI_DFS, EXPERT_SAMPLE.puzzle.slice(1), multiple, "12x", ""].join("\n"));
    expect(await solve.run([input, "--out", inTemp("out.txt")])).toBe(1);
    const lines = readFileSync(inTemp("out.txt"), "utf8").trimEnd().split("\n");
    expect(lines[0]).toBe(EXPERT_SAMPLE.answer);
    expect(lines[1]).toBe("# line 2: none");
    expect(lines[2]).toMatch(/^# line 3: invalid: expected .* got 80$/);
    expect(lines[3]).toBe("# line 4: multiple");
    expect(lines[4]).toBe("# 12x");
    const summary = out.join("\n");
    expect(summary).toMatch(/^4 puzzles on 5 lines in /);
    expect(summary).toMatch(/solved \(unique\): 1/);
    expect(summary).toMatch(/unsolvable: 1 — lines 2/);
    expect(summary).toMatch(/multiple: 1 — lines 4/);
    expect(summary).toMatch(/invalid: 1 — lines 3 \(expected/);
    expect(summary).toMatch(/no puzzle \(titles, headers, comments\): 1 — lines 5$/);
  });

  it("solves and grades a collection written in rows under titles, and one in CSV with a header", async () => {
    const rowsOf = (puzzle: string) => puzzle.replace(/\./g, "0").match(/.{9}/g)!;
    const input = inTemp("euler.txt");
    writeFileSync(input, ["Grid 01", ...rowsOf(EXPERT_SAMPLE.puzzle), "Grid 02", ...rowsOf(ANTI_DFS), ""].join("\n"));
    expect(await solve.run([input, "--out", inTemp("euler-out.txt")])).toBe(1);
    expect(readFileSync(inTemp("euler-out.txt"), "utf8").trimEnd().split("\n")).toEqual(["# Grid 01", EXPERT_SAMPLE.answer, "# Grid 02", "# line 12: none"]);
    expect(out.join("\n")).toMatch(/^2 puzzles on 20 lines in [\s\S]*unsolvable: 1 — lines 12\n[\s\S]*no puzzle \(titles, headers, comments\): 2 — lines 1, 11$/);
    out.length = 0;
    const csv = inTemp("kaggle.csv");
    writeFileSync(csv, `quizzes,solutions\n${EXPERT_SAMPLE.puzzle.replace(/\./g, "0")},${EXPERT_SAMPLE.answer}\n`);
    // The file's own answers are checked against the proven solution: one with two digits swapped is named.
    const wrong = inTemp("kaggle-wrong.csv");
    const swapped = `${EXPERT_SAMPLE.answer.slice(0, 79)}${EXPERT_SAMPLE.answer[80]}${EXPERT_SAMPLE.answer[79]}`;
    writeFileSync(wrong, `quizzes,solutions\n${EXPERT_SAMPLE.puzzle},${EXPERT_SAMPLE.answer}\n${EXPERT_SAMPLE.puzzle},${swapped}\n`);
    out.length = 0;
    expect(await solve.run([wrong, "--out", inTemp("kaggle-out.txt")])).toBe(1);
    expect(out.join("\n")).toMatch(/solved \(unique\): 2\n[\s\S]*the file's own solution is not the unique one: 1 — lines 3 \(differs at r9c8, r9c9\)$/);
    out.length = 0;
    expect(await solve.run([csv, "--out", inTemp("kaggle-out.txt")])).toBe(0);
    expect(out.join("\n")).not.toMatch(/the file's own solution/);
    out.length = 0;
    expect(await grade.run([csv])).toBe(0);
    // The puzzle as the file gave it, its level and score.
    expect(out).toEqual([expect.stringMatching(new RegExp(`^${EXPERT_SAMPLE.puzzle.replace(/\./g, "0")} (easy|medium|hard|expert|extreme) \\d+$`))]);
    out.length = 0;
    expect(await grade.run([input])).toBe(1);
    expect(out).toEqual([expect.stringMatching(new RegExp(`^${EXPERT_SAMPLE.puzzle.replace(/\./g, "\\.")} (easy|medium|hard|expert|extreme) \\d+$`))]);
    expect(errs.join("\n")).toMatch(/^line 12: not graded, the puzzle has no solution$/m);
    expect(await grade.run(["6.51.3.........9.3...6......86.1...54.......71...2.34......1...7.9.........9.4..."])).toBe(1);
    expect(errs.at(-1)).toBe("line 1: not graded, the puzzle has more than one solution");
  });

  it("answers a hexadoku (0-F, '.' blanks) and a 25x25 in letters in their own symbols, alone and in a file", async () => {
    const made = generatePuzzle({ box: 4, seed: 3, grade: false });
    const hexadoku = formatGrid(made.puzzle, "line", "zero-based");
    expect(hexadoku).toContain("0");
    const answer = formatGrid(made.solution, "line", "zero-based");
    expect(await solve.run([hexadoku, "--format", "line"])).toBe(0);
    expect(out).toEqual([answer]);
    expect(errs[0]).toBe("status: unique");
    const input = inTemp("hexadoku.txt");
    const output = inTemp("hexadoku-out.txt");
    const letters = generatePuzzle({ box: 5, seed: 4, difficulty: "easy" });
    writeFileSync(input, `${hexadoku}\n${formatGrid(letters.puzzle, "line", "letters")}\n`);
    expect(await solve.run([input, "--out", output])).toBe(0);
    expect(readFileSync(output, "utf8")).toBe(`${answer}\n${formatGrid(letters.solution, "line", "letters")}\n`);
  });

  it("reads a file saved with a byte order mark: its first line is a puzzle, not an unreadable one", async () => {
    const input = inTemp("bom.txt");
    writeFileSync(input, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${EXPERT_SAMPLE.puzzle}\n`)]));
    const output = inTemp("bom-out.txt");
    expect(await solve.run([input, "--out", output])).toBe(0);
    expect(readFileSync(output, "utf8")).toBe(`${EXPERT_SAMPLE.answer}\n`);
  });

  it("solves grids with rectangular boxes: a 6x6 as a board with its 2x3 boxes, its certificate, a file of 6x6 and 8x8", async () => {
    const six = randomSolved(6, 21);
    const puzzle = uniquePuzzle(6, six, 21);
    expect(await solve.run([line(puzzle)])).toBe(0);
    expect(out[0]).toBe("status: unique");
    expect(out[1].split("\n")).toHaveLength(8);
    expect(out[1].split("\n")[2]).toBe("-------+-------");
    expect(out[1].replace(/[^1-6]/g, "")).toBe(line(six));
    expect(out[2]).toMatch(/^6x6 classic: vars \d+, clauses \d+, decisions \d+, conflicts \d+, [\d.]+ ms$/);
    const prefix = inTemp("cert6");
    out.length = 0;
    expect(await solve.run([line(puzzle), "--format", "line", "--certificate", prefix])).toBe(0);
    expect(out).toEqual([line(six)]);
    expect(errs.at(-1)).toMatch(/^certificate: /);
    const cnf = parseDimacs(readFileSync(`${prefix}.cnf`, "utf8"));
    if (!cnf.ok) throw new Error(cnf.error.message);
    expect(checkProof(cnf.value, dratToTrace(readFileSync(`${prefix}.drat`, "utf8"))).verdict).toBe("verified");
    // One given fewer: two solutions, both printed, and the cells where they differ.
    const open = puzzle.slice();
    open[open.findIndex((v) => v !== 0)] = 0;
    out.length = 0;
    expect(await solve.run([line(open)])).toBe(1);
    expect(out[0]).toMatch(/^status: multiple/);
    expect(out.filter((l) => /^solution \d:\n[-+|1-6 \n]+$/.test(l))).toHaveLength(2);
    expect(out.find((l) => l.startsWith("differing cells: "))).toMatch(/^differing cells: (r\dc\d ?)+$/);
    // In line form stdout holds the two solutions alone; the rest goes to stderr.
    out.length = 0;
    errs.length = 0;
    expect(await solve.run([line(open), "--format", "line"])).toBe(1);
    expect(out).toHaveLength(2);
    for (const answer of out) expect(answer).toMatch(/^[1-6]{36}$/);
    expect(errs[0]).toMatch(/^status: multiple/);
    expect(errs.find((l) => l.startsWith("differing cells: "))).toMatch(/^differing cells: (r\dc\d ?)+$/);
    const eight = randomSolved(8, 22);
    const input = inTemp("boxed.txt");
    writeFileSync(input, [line(puzzle), line(uniquePuzzle(8, eight, 22)), ""].join("\n"));
    expect(await solve.run([input, "--out", inTemp("boxed-out.txt")])).toBe(0);
    expect(readFileSync(inTemp("boxed-out.txt"), "utf8").trimEnd().split("\n")).toEqual([line(six), line(eight)]);
  });

  it("explains bad input and bad usage", async () => {
    expect(await solve.run(["12345"])).toBe(1);
    expect(errs[0]).toMatch(/bad puzzle: expected/);
    expect(await solve.run([])).toBe(2);
    expect(await solve.run([EXPERT_SAMPLE.puzzle, "--format", "xml"])).toBe(2);
    expect(await solve.run([EXPERT_SAMPLE.puzzle, "--bogus"])).toBe(2);
  });
});

describe("sudoku generate", () => {
  it("prints reproducible unique puzzles, one per line", async () => {
    expect(await generate.run(["--count", "3", "--seed", "abc"])).toBe(0);
    const first = out.slice();
    out.length = 0;
    expect(await generate.run(["--count", "3", "--seed", "abc"])).toBe(0);
    expect(out).toEqual(first);
    for (const line of first) {
      const [puzzle] = line.split(/\s+#/);
      const g = parseGrid(puzzle);
      expect(g.ok && solveSudoku(g.value).status).toBe("unique");
    }
  });

  it("makes 6x6, 8x8 and 10x10 puzzles with rectangular boxes, unique by brute force, graded by techniques, with their solutions", async () => {
    expect(await generate.run(["--size", "6", "--difficulty", "easy", "--count", "3", "--seed", "six", "--solution"])).toBe(0);
    expect(out).toHaveLength(6);
    for (let i = 0; i < 6; i += 2) {
      const [puzzle, note] = out[i].split(/\s+# /);
      expect(note).toMatch(/^\d+ clues, easy \(score \d+\)$/);
      const givens = Uint8Array.from(puzzle, (ch) => (ch === "." ? 0 : Number(ch)));
      const brute = bruteSolutions(6, givens, 2);
      expect(brute).toHaveLength(1);
      expect(line(brute[0])).toBe(out[i + 1]);
    }
    // A 6x6 asked for extreme gets expert, the most its size offers up to that, and says so; an 8x8 gets extreme.
    out.length = 0;
    expect(await generate.run(["--size", "6", "--difficulty", "extreme", "--seed", "six"])).toBe(0);
    expect(out[0].split(/\s+# /)[1]).toMatch(/^\d+ clues, expert \(score \d+\)$/);
    expect(errs.join("\n")).toContain("A 6x6 is generated easy, medium, hard and expert, not extreme: making expert.");
    out.length = 0;
    expect(await generate.run(["--size", "8", "--difficulty", "extreme", "--seed", "eight"])).toBe(0);
    const [eight, eightNote] = out[0].split(/\s+# /);
    expect(eightNote).toMatch(/^\d+ clues, extreme \(score \d+\)$/);
    expect(bruteSolutions(8, Uint8Array.from(eight, (ch) => (ch === "." ? 0 : Number(ch))), 2)).toHaveLength(1);
    // A 10x10 at hard, the level its hints grade it.
    out.length = 0;
    expect(await generate.run(["--size", "10", "--difficulty", "hard", "--seed", "ten"])).toBe(0);
    const [ten, tenNote] = out[0].split(/\s+# /);
    expect(tenNote).toMatch(/^\d+ clues, hard \(score \d+\)$/);
    expect(bruteSolutions(10, Uint8Array.from(ten, (ch) => (ch === "." ? 0 : parseInt(ch, 36))), 2)).toHaveLength(1);
    expect(await generate.run(["--size", "6", "--symmetry", "mirror"])).toBe(2);
    expect(errs.join("\n")).toContain("a 6x6 keeps rotational symmetry or none");
  });

  it("rejects bad options with the usage text", async () => {
    expect(await generate.run(["--size", "11"])).toBe(2);
    expect(errs.join("\n")).toMatch(/--size must be 4, 6, 8, 9, 10, 12, 14, 15, 16 or 25[\s\S]*usage/);
    expect(await generate.run(["--difficulty", "impossible"])).toBe(2);
  });
});

describe("sudoku practice", () => {
  it("prints a board, in columns, on which the technique is the easiest step, the same for the same seed", async () => {
    expect(await practice.run(["w-wing", "--seed", "cli", "--answer"])).toBe(0);
    const first = [...out];
    expect(first[0]).toMatch(/^puzzle: [1-9.]{81}$/);
    expect(first[1]).toBe("board (placed digits, {candidates} of the empty cells), where the easiest step is a W-Wing:");
    const board = first[2].split("\n");
    expect(board).toHaveLength(11);
    expect(board.filter((row) => /^-+\|-+\|-+$/.test(row))).toHaveLength(2);
    const parsed = parseCandidates(board.join("\n"));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(nextStep(parsed.value)?.technique).toBe("w-wing");
    expect(first[3]).toMatch(/^answer: W-Wing: r\dc\d \{\d,\d\} and r\dc\d/);
    out.length = 0;
    expect(await practice.run(["w-wing", "--seed", "cli"])).toBe(0);
    expect(out).toEqual(first.slice(0, 3));
  });

  it("refuses a technique it does not offer, or none, with the usage text", async () => {
    expect(await practice.run(["jellyfish"])).toBe(2);
    expect(errs.join("\n")).toMatch(/"jellyfish" is not a technique offered for practice/);
    expect(await practice.run([])).toBe(2);
    expect(errs.join("\n")).toMatch(/no TECHNIQUE given/);
  });
});

describe("sudoku grids", () => {
  it("writes N distinct valid grids", async () => {
    const file = inTemp("grids.txt");
    expect(await grids.run(["--count", "500", "--seed", "x", "--out", file])).toBe(0);
    const lines = readFileSync(file, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(500);
    expect(new Set(lines).size).toBe(500);
    for (const line of lines.slice(0, 50)) {
      const g = parseGrid(line);
      expect(g.ok && ruleConflicts(g.value)).toEqual([]);
    }
    expect(await grids.run(["--count", "0"])).toBe(2);
  });
});

describe("sudoku encode", () => {
  it("writes DIMACS with the puzzle in the comments", async () => {
    expect(await encode.run([EXPERT_SAMPLE.puzzle])).toBe(0);
    const text = out.join("");
    expect(text).toContain(`c puzzle: ${EXPERT_SAMPLE.puzzle}`);
    expect(text).toMatch(/^p cnf 729 \d+$/m);
    out.length = 0;
    expect(await encode.run([EXPERT_SAMPLE.puzzle, "--reduced"])).toBe(0);
    expect(out.join("")).toMatch(/c var 1 = r\dc\d=\d/);
    expect(await encode.run(["--fancy", EXPERT_SAMPLE.puzzle])).toBe(2);
  });
});

describe("sudoku explain", () => {
  it("explains only a puzzle with one solution, and says why not otherwise, as grade does", async () => {
    const multiple = "6.51.3.........9.3...6......86.1...54.......71...2.34......1...7.9.........9.4...";
    for (const [puzzle, why] of [[".".repeat(81), "more than one solution"], [multiple, "more than one solution"], [ANTI_DFS, "no solution"]]) {
      out.length = 0;
      errs.length = 0;
      expect(await explain.run([puzzle])).toBe(1);
      expect(errs).toEqual([`explain: not explained, the puzzle has ${why}`]);
      expect(out).toEqual([]);
      expect(await explain.run([puzzle, "--chain", "r1c1=6"])).toBe(1);
      expect(out).toEqual([]);
    }
    expect(await explain.run([EXPERT_SAMPLE.puzzle])).toBe(0);
    expect(out.at(-1)).toMatch(/^grade: \w+, score \d+/);
  });
});

describe("sudoku explain and grade on rectangular boxes", () => {
  const SIX = "...2.35..4....4..........3..1...6.45";

  it("logs a 6x6 step by step, naming its 2x3 boxes, and answers a chain query", async () => {
    expect(await explain.run([SIX])).toBe(0);
    expect(out).toContain("grade: easy, score 104, rating 2.3, hardest naked-single");
    expect(out.join("\n")).toContain("Full house: r2c6 is the last empty cell in box 2, so it is 1.");
    out.length = 0;
    expect(await explain.run([SIX, "--chain", "r4c4=5"])).toBe(0);
    expect(out.at(-1)).toBe("#26 Full house: r4c4 is the last empty cell in row 4, so it is 5.");
  });

  it("grades a file of 6x6 and 10x10 lines, each solved by its own log", async () => {
    const ten = uniquePuzzle(10, randomSolved(10, 3), 3);
    const input = inTemp("grade-boxed.txt");
    writeFileSync(input, `${SIX}\n${line(ten)}\n`);
    expect(await grade.run([input])).toBe(0);
    expect(out[0]).toBe(`${SIX} easy 104`);
    expect(out[1]).toMatch(new RegExp(`^${line(ten).replace(/\./g, "\\.")} (easy|medium|hard|expert|extreme) \\d+$`));
  });
});
