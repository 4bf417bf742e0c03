/**
 * Test-only puzzle maker (seeded): a random full grid by randomized backtracking, then clues removed one by one
 * in random order while the brute-force solver still finds exactly one solution.
 */
import { createRng } from "../../../../worker/core/rng";
import { emptyGrid, type Grid } from "../../../../worker/core/sudoku/grid";
import { bruteForce } from "./brute-force";

function randomFullGrid(box: number, seed: number): Grid {
  const rng = createRng(seed);
  const grid = emptyGrid(box);
  const { shape } = grid;
  // seed the first row and the diagonal boxes' first cells at random, then let the solver complete the grid
  const firstRow = rng.shuffle(Array.from({ length: shape.size }, (_, i) => i + 1));
  firstRow.forEach((v, c) => (grid.cells[c] = v));
  const solved = bruteForce(grid, 1);
  grid.cells.set(solved.solution!);
  // shuffle rows within bands and columns within stacks, and relabel values: still a valid grid
  const perm = rng.shuffle(Array.from({ length: shape.size }, (_, i) => i + 1));
  const out = emptyGrid(box);
  const rows: number[] = [];
  const cols: number[] = [];
  for (let band = 0; band < box; band++) {
    rows.push(...rng.shuffle(Array.from({ length: box }, (_, i) => band * box + i)));
    cols.push(...rng.shuffle(Array.from({ length: box }, (_, i) => band * box + i)));
  }
  for (let r = 0; r < shape.size; r++) for (let c = 0; c < shape.size; c++) out.cells[r * shape.size + c] = perm[grid.cells[rows[r] * shape.size + cols[c]] - 1];
  return out;
}

/** A puzzle with a unique solution; `keepAtLeast` stops removal early (for bigger grids). */
export function makePuzzle(box: number, seed: number, keepAtLeast = 0): { puzzle: Grid; solution: Uint8Array } {
  const rng = createRng(seed ^ 0x5bd1e995);
  const full = randomFullGrid(box, seed);
  const puzzle: Grid = { shape: full.shape, cells: full.cells.slice() };
  const order = rng.shuffle(Array.from({ length: full.shape.cells }, (_, i) => i));
  let clues = full.shape.cells;
  for (const cell of order) {
    if (clues <= keepAtLeast) break;
    const keep = puzzle.cells[cell];
    puzzle.cells[cell] = 0;
    if (bruteForce(puzzle, 2).count !== 1) puzzle.cells[cell] = keep;
    else clues--;
  }
  return { puzzle, solution: full.cells };
}
