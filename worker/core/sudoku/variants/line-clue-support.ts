/**
 * The digits a clue about a whole row or column still allows along its line, read as a player reads it rather than
 * by walking the line's fillings (its permutations, a search that seldom finishes):
 *
 * - a sandwich: wherever the 1 and the N can still go, the digits between them are distinct middle digits (neither 1
 *   nor N) adding up to the clue, and the cells outside take the middle digits left over;
 * - an X-sum: the first cell's digit X says how many cells from the clue's side add up to the clue, so those X cells
 *   hold a set of X digits containing X with that sum, and the cells after them hold the digits left over;
 * - a skyscraper: reading from the clue's side, the tallest digit so far and how many cells were seen, cell by cell,
 *   must end at N with the clue's count.
 *
 * A digit is kept when some such placement and set of digits (some such reading, for a skyscraper) uses it and
 * leaves every cell of the line a digit. Sound: every filling of the line that keeps the clue is one of them, so no
 * digit a filling uses is dropped. Not exact (two cells may each need the same digit of a set, and a skyscraper's
 * reading lets digits repeat), which only keeps more digits.
 */

export interface LineSupport {
  /** Per cell of the line, in the clue's order: the digits kept (bit v-1), including a placed cell's own digit. */
  digits: Uint32Array;
  /** Steps taken, each about a microsecond: placements with a digit set tried, or a reading's states and cells. */
  work: number;
}

/**
 * `allowed` holds, per cell of the line (left or top first), the digits it can take: a placed digit alone, else the
 * digits the rest of the puzzle leaves it. All zero when no placement fits (the line cannot keep the clue).
 */
export function sandwichSupport(n: number, sum: number, allowed: readonly number[]): LineSupport {
  const one = 1;
  const top = 1 << (n - 1);
  const middle = ((1 << n) - 1) & ~one & ~top;
  const sets = setsBySize(n, sum, middle);
  const keeper = new LineKeeper(allowed);
  for (let a = 0; a < allowed.length; a++) {
    for (let b = a + 1; b < allowed.length; b++) {
      for (const [low, high] of [[one, top], [top, one]]) {
        if (!(allowed[a] & low) || !(allowed[b] & high)) continue;
        for (const set of sets[b - a - 1] ?? []) {
          const rest = middle & ~set;
          keeper.keepIfFits((k) => (k === a ? low : k === b ? high : k > a && k < b ? set : rest));
        }
      }
    }
  }
  return keeper.result();
}

/** `allowed` as for a sandwich, in the clue's order: the first cell is the one beside the clue. */
export function xSumSupport(n: number, sum: number, allowed: readonly number[]): LineSupport {
  const all = (1 << n) - 1;
  const sets = setsBySize(n, sum, all);
  const keeper = new LineKeeper(allowed);
  for (let x = 1; x <= n; x++) {
    const first = 1 << (x - 1);
    if (!(allowed[0] & first)) continue;
    for (const set of sets[x] ?? []) {
      if (!(set & first)) continue;
      const rest = all & ~set;
      keeper.keepIfFits((k) => (k === 0 ? first : k < x ? set & ~first : rest));
    }
  }
  return keeper.result();
}

/**
 * `allowed` as for an X-sum. The states of a reading are (tallest so far, cells seen); a digit is kept at a cell when
 * some state reachable before it leads, through that digit, to a state from which (N, count) is still reachable.
 */
export function skyscraperSupport(n: number, count: number, allowed: readonly number[]): LineSupport {
  const states = (n + 1) * (n + 1);
  const at = (tallest: number, seen: number): number => tallest * (n + 1) + seen;
  const step = (state: number, v: number): number => {
    const tallest = Math.floor(state / (n + 1));
    return v > tallest ? at(v, (state % (n + 1)) + 1) : state;
  };
  const cells = allowed.length;
  let work = 0;
  // reached[k]: states after the first k cells; finishing[k]: states from which the last cells can end at (N, count).
  const reached = Array.from({ length: cells + 1 }, () => new Uint8Array(states));
  const finishing = Array.from({ length: cells + 1 }, () => new Uint8Array(states));
  reached[0][at(0, 0)] = 1;
  for (let k = 0; k < cells; k++) {
    for (let s = 0; s < states; s++) {
      if (!reached[k][s]) continue;
      for (let v = 1; v <= n; v++) if (allowed[k] & (1 << (v - 1))) reached[k + 1][step(s, v)] = 1;
      work++;
    }
  }
  if (count <= n) finishing[cells][at(n, count)] = 1;
  const digits = new Uint32Array(cells);
  for (let k = cells - 1; k >= 0; k--) {
    for (let s = 0; s < states; s++) {
      for (let v = 1; v <= n; v++) {
        if (!(allowed[k] & (1 << (v - 1))) || !finishing[k + 1][step(s, v)]) continue;
        finishing[k][s] = 1;
        if (reached[k][s]) digits[k] |= 1 << (v - 1);
      }
    }
    work++;
  }
  return { digits, work };
}

/** Collects, over the placements that fit, the digits each cell keeps. */
class LineKeeper {
  private readonly digits: Uint32Array;
  /** One placement's digits per cell, reused: asked once per cell, kept only when every cell has one. */
  private readonly trial: Uint32Array;
  private work = 0;

  constructor(private readonly allowed: readonly number[]) {
    this.digits = new Uint32Array(allowed.length);
    this.trial = new Uint32Array(allowed.length);
  }

  /** `digitsAt(k)`: the digits cell k may hold under one placement; kept when every cell has one of them. */
  keepIfFits(digitsAt: (k: number) => number): void {
    this.work++;
    for (let k = 0; k < this.allowed.length; k++) {
      this.trial[k] = this.allowed[k] & digitsAt(k);
      if (!this.trial[k]) return;
    }
    for (let k = 0; k < this.allowed.length; k++) this.digits[k] |= this.trial[k];
  }

  result(): LineSupport {
    return { digits: this.digits, work: this.work };
  }
}

const setsCache = new Map<string, number[][]>();

/** The subsets of `digits` (bit v-1) whose digits add up to `sum`, by how many digits they hold. */
function setsBySize(n: number, sum: number, digits: number): number[][] {
  const key = `${n}/${sum}/${digits}`;
  const known = setsCache.get(key);
  if (known) return known;
  const bySize: number[][] = Array.from({ length: n + 1 }, () => []);
  // Every subset of `digits`, by the usual walk over the submasks of a mask.
  for (let set = digits; ; set = (set - 1) & digits) {
    let total = 0;
    let size = 0;
    for (let v = 1; v <= n; v++) {
      if (set & (1 << (v - 1))) {
        total += v;
        size++;
      }
    }
    if (total === sum) bySize[size].push(set);
    if (set === 0) break;
  }
  setsCache.set(key, bySize);
  return bySize;
}
