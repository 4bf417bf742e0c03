import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import type { Grid } from "../../../worker/core/sudoku/grid";
import { formatGrid } from "../../../worker/core/sudoku/grid-text";
import { collectPuzzles, firstPuzzle, onlyPuzzle, readPuzzleCollection, type CollectionItem } from "../../../worker/core/sudoku/puzzle-collection";
import { line, randomSolved, uniquePuzzle } from "../../helpers/boxed-brute";

const NINE = [1, 2, 3].map((seed) => generatePuzzle({ box: 3, seed, grade: false }));
const [A, B, C] = NINE.map((g) => g.puzzle);
const SIXTEEN = generatePuzzle({ box: 4, seed: 7, grade: false });

const cellsOf = (g: Grid) => Array.from(g.cells);
/** Each item as a short tag, to compare a whole reading at once. */
function tags(text: string, boxed = false): string[] {
  return [...readPuzzleCollection(text, { boxed })].map((item: CollectionItem) => {
    if (item.kind === "puzzle") return `${item.line}+${item.lines} ${formatGrid(item.grid, "line")}`;
    if (item.kind === "invalid") return `${item.line}+${item.lines} invalid: ${item.error.message}`;
    if (item.kind === "text") return `${item.line} text: ${item.text}`;
    return `${item.line} blank`;
  });
}
/** A 9x9 written one row a line, as Project Euler and .sdk files do; `zeros` writes blanks as 0. */
function rows(g: Grid, zeros = true): string[] {
  const flat = formatGrid(g, "line").replace(/\./g, zeros ? "0" : ".");
  return Array.from({ length: g.shape.size }, (_, r) => flat.slice(r * g.shape.size, (r + 1) * g.shape.size));
}

describe("readPuzzleCollection", () => {
  it("reads one puzzle a line, keeping blank lines and comments in their places", () => {
    const text = ["# three puzzles", formatGrid(A, "line"), "", formatGrid(B, "line"), formatGrid(C, "line"), "", ""].join("\r\n");
    expect(tags(text)).toEqual([
      "1 text: # three puzzles",
      `2+1 ${formatGrid(A, "line")}`,
      "3 blank",
      `4+1 ${formatGrid(B, "line")}`,
      `5+1 ${formatGrid(C, "line")}`,
    ]);
  });

  it("finds the puzzle among a line's other fields: Kaggle's CSV with its header, an id and a rating, a trailing note", () => {
    const zeros = (g: Grid) => formatGrid(g, "line").replace(/\./g, "0");
    const csv = ["quizzes,solutions", `${zeros(A)},${formatGrid(NINE[0].solution, "line")}`].join("\n");
    expect(tags(csv)).toEqual(["1 text: quizzes,solutions", `2+1 ${formatGrid(A, "line")}`]);
    // The solution beside the puzzle is kept as stated, for a solver to check; a rating or an id is not a grid.
    const stated = [...readPuzzleCollection(csv)][1];
    expect(stated.kind === "puzzle" && stated.stated && formatGrid(stated.stated, "line")).toBe(formatGrid(NINE[0].solution, "line"));
    const bank = `0000183b305c  ${zeros(B)}  1.2\n${formatGrid(C, "line")} # from the forum\n${formatGrid(A, "line")};hash;8.3`;
    const items = [...readPuzzleCollection(bank)];
    expect(items.map((i) => (i.kind === "puzzle" ? cellsOf(i.grid) : i.kind))).toEqual([cellsOf(B), cellsOf(C), cellsOf(A)]);
    // What was read as the puzzle is the field itself, so a grader can print it back as the file gave it.
    expect(items[0].kind === "puzzle" && items[0].text).toBe(zeros(B));
    expect(items.map((i) => i.kind === "puzzle" && i.stated)).toEqual([undefined, undefined, undefined]);
  });

  it("reads grids written in rows: titles between them, .ss rules, a pretty board, and commas", () => {
    const euler = ["Grid 01", ...rows(A), "Grid 02", ...rows(B)].join("\n");
    expect(tags(euler)).toEqual(["1 text: Grid 01", `2+9 ${formatGrid(A, "line")}`, "11 text: Grid 02", `12+9 ${formatGrid(B, "line")}`]);
    const ss = rows(C, false).map((r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`);
    ss.splice(6, 0, "---+---+---");
    ss.splice(3, 0, "---+---+---");
    expect(tags(ss.join("\n"))).toEqual([`1+11 ${formatGrid(C, "line")}`]);
    const pretty = formatGrid(A, "pretty");
    expect(tags(`+-------+\n${pretty}\n+-------+\n\n${pretty}`)).toEqual([
      "1 blank",
      `2+${pretty.split("\n").length} ${formatGrid(A, "line")}`,
      `${pretty.split("\n").length + 2} blank`,
      `${pretty.split("\n").length + 3} blank`,
      `${pretty.split("\n").length + 4}+${pretty.split("\n").length} ${formatGrid(A, "line")}`,
    ]);
    const commas = rows(B).map((r) => [...r].join(",")).join("\n");
    expect(tags(commas)).toEqual([`1+9 ${formatGrid(B, "line")}`]);
  });

  it("reads a 16x16 in rows of sixteen characters and in rows of numbers, and keeps a run of 4x4 puzzles one a line", () => {
    const chars = rows(SIXTEEN.puzzle, false).join("\n");
    expect(tags(chars)).toEqual([`1+16 ${formatGrid(SIXTEEN.puzzle, "line")}`]);
    const numbers = Array.from({ length: 16 }, (_, r) => Array.from(SIXTEEN.puzzle.cells.subarray(r * 16, r * 16 + 16)).join(" ")).join("\n");
    expect(tags(numbers)).toEqual([`1+16 ${formatGrid(SIXTEEN.puzzle, "line")}`]);
    // Sixteen 4x4 puzzles of sixteen characters each would also fill a 16x16's rows: they stay puzzles.
    const fours = Array.from({ length: 17 }, (_, i) => formatGrid(generatePuzzle({ box: 2, seed: i, grade: false }).puzzle, "line"));
    const read = [...readPuzzleCollection(fours.join("\n"))];
    expect(read.map((item) => (item.kind === "puzzle" ? line(item.grid.cells) : item.kind))).toEqual(fours);
  });

  it("reads rectangular boxes in rows only when asked to, as parseGrid does", () => {
    const six = line(uniquePuzzle(6, randomSolved(6, 5), 5));
    const sixRows = Array.from({ length: 6 }, (_, r) => six.slice(r * 6, r * 6 + 6)).join("\n");
    expect(collectPuzzles(sixRows, { boxed: true }).puzzles.map((p) => line(p.grid.cells))).toEqual([six]);
    expect(collectPuzzles(sixRows).puzzles).toEqual([]);
  });

  it("says which line meant as a puzzle does not read, and why, and skips words", () => {
    const short = formatGrid(A, "line").slice(1);
    const clash = `55${formatGrid(B, "line").slice(2)}`;
    const text = ["GECODE PUZZLE NUMBER 12", short, clash, `id-7 ${short} 9.9`, "2024", formatGrid(C, "line")].join("\n");
    const items = [...readPuzzleCollection(text)];
    expect(items.map((i) => i.kind)).toEqual(["text", "invalid", "invalid", "invalid", "text", "puzzle"]);
    const message = (i: CollectionItem) => (i.kind === "invalid" ? i.error.message : "");
    expect(message(items[1])).toMatch(/81 \(9x9\).*got 80/);
    expect(message(items[2])).toMatch(/^two 5s in row 1: r1c1 and r1c2$/);
    expect(items[2].kind === "invalid" && items[2].error.cell).toBe("r1c2");
    expect(message(items[3])).toMatch(/got 80/);
  });

  it("reads blanks written as '*', or as '-' in a puzzle's one line, and a hexadoku in rows, and names a '*' line that does not read", () => {
    const star = (g: Grid) => formatGrid(g, "line").replace(/\./g, "*");
    const hexRows = Array.from({ length: 16 }, (_, r) => formatGrid(SIXTEEN.puzzle, "line", "zero-based").slice(r * 16, r * 16 + 16));
    const text = [star(A), formatGrid(B, "line").replace(/\./g, "-"), "Hexadoku", ...hexRows, "", ...rows(C).map((r) => r.replace(/0/g, "*")), star(A).slice(1)].join("\n");
    expect(tags(text)).toEqual([
      `1+1 ${formatGrid(A, "line")}`,
      `2+1 ${formatGrid(B, "line")}`,
      "3 text: Hexadoku",
      `4+16 ${formatGrid(SIXTEEN.puzzle, "line")}`,
      "20 blank",
      `21+9 ${formatGrid(C, "line")}`,
      expect.stringMatching(/^30\+1 invalid: expected .*got 80$/),
    ]);
  });

  it("names a grid in rows that stops short, and the line that broke it", () => {
    const broken = [...rows(A).slice(0, 5), rows(A)[5].slice(1), ...rows(A).slice(6)];
    const items = [...readPuzzleCollection(["Grid 01", ...broken].join("\n"))];
    expect(items[1]).toMatchObject({ kind: "invalid", line: 2, lines: 5 });
    expect(items[1].kind === "invalid" && items[1].error.message).toBe("a 9x9 grid written in rows needs 9 rows; 5 rows of 9 cells, then line 7 is not a row of 9 cells");
    const cut = [...readPuzzleCollection(rows(B).slice(0, 8).join("\n"))];
    expect(cut.length === 1 && cut[0].kind === "invalid" && cut[0].error.message).toMatch(/8 rows of 9 cells, then the text ends$/);
  });

  it("reads back any mix of layouts it was given, in order (generated collections)", () => {
    const layouts = ["line", "zeros", "rows", "pretty", "csv"] as const;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom(...layouts), fc.boolean()), { minLength: 1, maxLength: 8 }), (picks) => {
        const parts = picks.map(([which, layout, titled]) => {
          const g = NINE[which].puzzle;
          const body =
            layout === "line" ? formatGrid(g, "line")
            : layout === "zeros" ? formatGrid(g, "line").replace(/\./g, "0")
            : layout === "rows" ? rows(g).join("\n")
            : layout === "pretty" ? formatGrid(g, "pretty")
            : `${formatGrid(g, "line")},${formatGrid(NINE[which].solution, "line")}`;
          return titled ? `Puzzle ${which}\n${body}` : body;
        });
        const read = collectPuzzles(parts.join("\n"));
        expect(read.invalid).toEqual([]);
        expect(read.puzzles.map((p) => cellsOf(p.grid))).toEqual(picks.map(([which]) => cellsOf(NINE[which].puzzle)));
      }),
      { numRuns: 200, seed: 26 },
    );
  });
});

describe("collectPuzzles and firstPuzzle", () => {
  it("stops after max puzzles and says so", () => {
    const text = [A, B, C].map((g) => formatGrid(g, "line")).join("\n");
    expect(collectPuzzles(text, {}, 2)).toMatchObject({ truncated: true, puzzles: [{ line: 1 }, { line: 2 }] });
    expect(collectPuzzles(text, {}, 3).truncated).toBe(false);
  });

  it("takes a whole text as parseGrid does first, then the first puzzle of a collection", () => {
    const split = formatGrid(A, "line").match(/.{27}/g)!.join("\n"); // three lines of 27: parseGrid reads it whole
    expect(firstPuzzle(split)).toMatchObject({ ok: true, line: 1 });
    const titled = firstPuzzle(`Puzzle of the day\n${rows(B).join("\n")}\n${formatGrid(C, "line")}`);
    expect(titled.ok && cellsOf(titled.grid)).toEqual(cellsOf(B));
    expect(titled.ok && titled.line).toBe(2);
  });

  it("reports the first line meant as a puzzle that did not read, with its line, else parseGrid's own error", () => {
    const bad = firstPuzzle(`Grid 01\n${formatGrid(A, "line").slice(3)}\n${formatGrid(B, "line")}`);
    expect(!bad.ok && bad.error.message).toMatch(/^line 2: expected .* got 78$/);
    const oneLine = firstPuzzle(formatGrid(A, "line").slice(3));
    expect(!oneLine.ok && oneLine.error.message).toMatch(/^expected .* got 78$/);
    const words = firstPuzzle("hello there");
    expect(!words.ok && words.error.message).toMatch(/^expected .* got 10$/);
  });
});

describe("onlyPuzzle (the API's reading)", () => {
  it("takes one puzzle among comments and titles, and refuses several or a line that did not read beside it", () => {
    const one = onlyPuzzle(`# from a magazine\n${rows(A).join("\n")}\n`);
    expect(one.ok && cellsOf(one.value)).toEqual(cellsOf(A));
    const seven = Array.from({ length: 7 }, (_, i) => formatGrid(NINE[i % 3].puzzle, "line")).join("\n");
    const several = onlyPuzzle(seven);
    expect(!several.ok && several.error.message).toBe("the text holds more than 5 puzzles (starting on lines 1, 2, 3, 4, 5, …): send one at a time");
    const mixed = onlyPuzzle(`${formatGrid(B, "line")}\n${formatGrid(C, "line").slice(2)}`);
    expect(!mixed.ok && mixed.error.message).toMatch(/^line 2: expected .* got 79$/);
  });
});
