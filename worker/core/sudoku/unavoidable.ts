/**
 * Unavoidable sets of one solved grid, gathered while digging it. When a removal check finds a second solution T,
 * the cells where T differs from the grid form an unavoidable set: any puzzle of the grid that has no clue in it
 * also has T as a solution. A later dig of the same grid (a new attempt, in a new order) that is about to remove
 * the last clues of a known set must keep one, and it knows so without a search.
 *
 * Within one dig a set never helps again (the clue whose check found it is kept), so the gain comes from digging
 * one grid several times; the search tries the grid's own values first, so the sets found are small.
 */

/** Larger sets are rarely emptied by a dig and only cost time to test. */
const DEFAULT_MAX_SET_SIZE = 24;

export class UnavoidableSets {
  private grid: Uint8Array | undefined;
  /** For each cell, the sets holding it, as bit words over the cells, one set after another (`words` each). */
  private byCell: number[][] = [];
  private readonly words: number;

  constructor(
    private readonly cells: number,
    private readonly maxSetSize = DEFAULT_MAX_SET_SIZE,
  ) {
    this.words = Math.ceil(cells / 32);
  }

  /** Starts over when `grid` is not the grid the sets were found in. */
  use(grid: Uint8Array): void {
    if (this.grid === grid) return;
    this.grid = grid;
    this.byCell = Array.from({ length: this.cells }, () => []);
  }

  /** Records the set where `other` (another solution) differs from the grid. */
  add(other: Uint8Array): void {
    const grid = this.grid!;
    const set = new Uint32Array(this.words);
    const members: number[] = [];
    for (let c = 0; c < this.cells; c++) {
      if (other[c] === grid[c]) continue;
      set[c >> 5] |= 1 << (c & 31);
      members.push(c);
    }
    if (members.length === 0 || members.length > this.maxSetSize) return;
    for (const c of members) this.byCell[c].push(...set);
  }

  /** True when a known set holding `cell` has no clue in `clues` (bit words over the cells). */
  emptied(cell: number, clues: Uint32Array): boolean {
    const sets = this.byCell[cell];
    const words = this.words;
    for (let i = 0; i < sets.length; i += words) {
      let hit = 0;
      for (let w = 0; w < words; w++) hit |= sets[i + w] & clues[w];
      if (hit === 0) return true;
    }
    return false;
  }
}
