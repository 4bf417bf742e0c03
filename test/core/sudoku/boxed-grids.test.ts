import { describe, expect, it } from "vitest";
import { formatGrid, parseGrid } from "../../../worker/core/sudoku/grid-text";
import { BOXED_SIDES, shapeOfBoxes } from "../../../worker/core/sudoku/shape";
import { solveVariant } from "../../../worker/core/sudoku/variants/solve";
import { BOXES, bruteSolutions, line, randomSolved, uniquePuzzle } from "../../helpers/boxed-brute";

const SIX_PUZZLE_SEED = 11;

describe("shapes with rectangular boxes", () => {
  it("offers the sides 6, 8, 10, 12, 14 and 15 with the boxes books draw, and no other", () => {
    expect([...BOXED_SIDES]).toEqual([6, 8, 10, 12, 14, 15]);
    for (const n of BOXED_SIDES) {
      const shape = shapeOfBoxes(n)!;
      expect([shape.boxRows, shape.boxCols]).toEqual(BOXES[n]);
      expect(shape).toMatchObject({ box: 0, size: n, cells: n * n });
    }
    for (const n of [4, 7, 9, 11, 16, 25]) expect(shapeOfBoxes(n)).toBeUndefined();
  });

  it("each box is a block of rows × columns, and a cell's peers are its row, column and box", () => {
    for (const n of BOXED_SIDES) {
      const shape = shapeOfBoxes(n)!;
      const [rows, cols] = BOXES[n];
      for (let b = 0; b < n; b++) {
        const top = Math.floor(b / (n / cols)) * rows;
        const left = (b % (n / cols)) * cols;
        const expected: number[] = [];
        for (let r = top; r < top + rows; r++) for (let c = left; c < left + cols; c++) expected.push(r * n + c);
        expect(Array.from(shape.houses[2 * n + b])).toEqual(expected);
      }
      const cell = n + 1;
      const box = (x: number) => Math.floor(Math.floor(x / n) / rows) * 100 + Math.floor((x % n) / cols);
      const peers = Array.from({ length: n * n }, (_, i) => i).filter((i) => i !== cell && (Math.floor(i / n) === 1 || i % n === 1 || box(i) === box(cell)));
      expect(Array.from(shape.peers[cell])).toEqual(peers);
    }
  });
});

describe("grid text with rectangular boxes", () => {
  it("is read only when the caller asks: the classic engines take square boxes", () => {
    const text = ".".repeat(36);
    const classic = parseGrid(text);
    expect(classic.ok).toBe(false);
    if (!classic.ok) expect(classic.error.message).toBe("expected 16 (4x4), 81 (9x9), 256 (16x16), 625 (25x25) cells, got 36");
    const boxed = parseGrid(text, { boxed: true });
    expect(boxed.ok && boxed.value.shape).toBe(shapeOfBoxes(6));
  });

  it("names every readable size when the count fits none", () => {
    const r = parseGrid(".".repeat(49), { boxed: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe("expected 16 (4x4), 36 (6x6), 64 (8x8), 81 (9x9), 100 (10x10), 144 (12x12), 196 (14x14), 225 (15x15), 256 (16x16), 625 (25x25) cells, got 49");
  });

  it("judges two equal givens by the rectangular box, naming both cells", () => {
    // r1c1 and r2c3 share the first 2×3 box but neither a row nor a column.
    const cells = new Uint8Array(36);
    cells[0] = 5;
    cells[6 + 2] = 5;
    const r = parseGrid(line(cells), { boxed: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ message: "two 5s in box 1: r1c1 and r2c3", cells: ["r1c1", "r2c3"] });
    // r1c1 and r3c3 are in different boxes (rows 1–2 and 3–4): no clash.
    cells[6 + 2] = 0;
    cells[12 + 2] = 5;
    expect(parseGrid(line(cells), { boxed: true }).ok).toBe(true);
  });

  it("refuses a value above the side at its cell", () => {
    const r = parseGrid(`7${".".repeat(35)}`, { boxed: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ cell: "r1c1", message: '"7" at r1c1 is not a symbol of a 6x6 grid (1-6, and . or 0 for a blank)' });
  });

  it("prints a board with its 2×3 boxes, which reads back to the same grid", () => {
    const solution = randomSolved(6, 3);
    const grid = { shape: shapeOfBoxes(6)!, cells: solution };
    const board = formatGrid(grid, "pretty");
    const lines = board.split("\n");
    expect(lines).toHaveLength(8);
    expect(lines[2]).toBe("-------+-------");
    expect(lines[0]).toMatch(/^ \d \d \d \| \d \d \d $/);
    const back = parseGrid(board, { boxed: true });
    expect(back.ok && Array.from(back.value.cells)).toEqual(Array.from(solution));
    const twelve = formatGrid({ shape: shapeOfBoxes(12)!, cells: randomSolved(12, 3) }, "pretty").split("\n");
    // 3×4 boxes: a rule after every third row, three groups of four across.
    expect(twelve[3]).toBe("---------+---------+---------");
    expect(twelve[0].split("|")).toHaveLength(3);
  });
});

describe("the variant engine on classic grids with rectangular boxes, against brute force", () => {
  for (const n of BOXED_SIDES) {
    it(`${n}x${n}: a dug puzzle is unique, with brute force's solution`, () => {
      const solution = randomSolved(n, n);
      // The large sides keep more givens, so brute force stays quick; the small ones are dug to minimal.
      const puzzle = uniquePuzzle(n, solution, n, n >= 12 ? Math.floor(n * n * 0.55) : 0);
      expect(bruteSolutions(n, puzzle, 2)).toHaveLength(1);
      const solved = solveVariant({ size: n, givens: puzzle, rules: [] });
      expect(solved.status).toBe("unique");
      expect(Array.from(solved.solutions[0])).toEqual(Array.from(solution));
    });
  }

  it("6x6: a puzzle missing one needed given has several solutions, and both found are real", () => {
    const solution = randomSolved(6, SIX_PUZZLE_SEED);
    const puzzle = uniquePuzzle(6, solution, SIX_PUZZLE_SEED);
    const given = puzzle.findIndex((v) => v !== 0);
    puzzle[given] = 0;
    const brute = bruteSolutions(6, puzzle, 1000);
    expect(brute.length).toBeGreaterThan(1);
    const solved = solveVariant({ size: 6, givens: puzzle, rules: [] }, { limit: 1000 });
    expect(solved.status).toBe("multiple");
    expect(solved.solutions).toHaveLength(brute.length);
    const key = (s: Uint8Array) => line(s);
    expect(new Set(solved.solutions.map(key))).toEqual(new Set(brute.map(key)));
  });

  it("brute force finds the same solutions with its house singles as by cells alone (the order option turns them off)", () => {
    const ascending = (n: number) => () => Array.from({ length: n }, (_, i) => i + 1);
    for (const n of [6, 8]) {
      for (let seed = 1; seed <= 4; seed++) {
        // A unique puzzle with a quarter of its givens taken away: several solutions, sometimes hundreds.
        const puzzle = uniquePuzzle(n, randomSolved(n, seed), seed);
        let removed = 0;
        for (let cell = 0; cell < n * n && removed < Math.ceil(puzzle.filter((v) => v !== 0).length / 4); cell += 3) if (puzzle[cell] !== 0) (puzzle[cell] = 0), removed++;
        const bySingles = bruteSolutions(n, puzzle, 5000).map(line);
        const byCells = bruteSolutions(n, puzzle, 5000, ascending(n)).map(line);
        expect(bySingles.length, `${n} ${seed}`).toBeGreaterThan(1);
        expect(new Set(bySingles)).toEqual(new Set(byCells));
      }
    }
  });

  it("6x6: givens that clash with no house but leave no solution are found to have none", () => {
    const solution = randomSolved(6, SIX_PUZZLE_SEED);
    const puzzle = uniquePuzzle(6, solution, SIX_PUZZLE_SEED);
    const shape = shapeOfBoxes(6)!;
    // The first empty cell and value that no peer holds but brute force says leave no solution.
    let found = false;
    for (let cell = 0; cell < 36 && !found; cell++) {
      if (puzzle[cell] !== 0) continue;
      for (let v = 1; v <= 6 && !found; v++) {
        if (v === solution[cell] || Array.from(shape.peers[cell]).some((p) => puzzle[p] === v)) continue;
        puzzle[cell] = v;
        if (bruteSolutions(6, puzzle, 1).length === 0) found = true;
        else puzzle[cell] = 0;
      }
    }
    expect(found).toBe(true);
    expect(parseGrid(line(puzzle), { boxed: true }).ok).toBe(true);
    expect(solveVariant({ size: 6, givens: puzzle, rules: [] }).status).toBe("none");
  });
});
