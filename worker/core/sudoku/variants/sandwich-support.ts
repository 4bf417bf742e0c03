/**
 * The digits a sandwich clue still allows along its row or column, read as a player reads it: wherever the 1 and
 * the N can still go, the digits between them are distinct middle digits (neither 1 nor N) that add up to the clue,
 * and the cells outside take the middle digits left over. A digit is kept when some placement of the crusts and
 * some set of middle digits with the clue's sum uses it. That is the whole line's reasoning in one pass over the
 * crust placements and the sets of digits, where walking the line's fillings is a permutation search that seldom
 * finishes.
 *
 * Sound: every filling of the line that keeps the rule is one of these placements and sets, so no digit a filling
 * uses is dropped. It is not exact (two cells may each need the same digit of a set), which only keeps more digits.
 */

export interface SandwichSupport {
  /** Per cell of the line, in its order: the digits kept (bit v-1), including a placed cell's own digit. */
  digits: Uint32Array;
  /** Crust placements and digit sets tried: the work spent. */
  work: number;
}

/**
 * `allowed` holds, per cell of the line in order, the digits it can take: a placed digit alone, else the digits the
 * rest of the puzzle leaves it. All zero when no placement fits (the line cannot keep the rule).
 */
export function sandwichSupport(n: number, sum: number, allowed: readonly number[]): SandwichSupport {
  const one = 1;
  const top = 1 << (n - 1);
  const all = (1 << n) - 1;
  const middle = all & ~one & ~top;
  const sets = middleSetsBySize(n, sum);
  const digits = new Uint32Array(allowed.length);
  let work = 0;
  for (let a = 0; a < allowed.length; a++) {
    for (let b = a + 1; b < allowed.length; b++) {
      const between = b - a - 1;
      const candidates = sets[between] ?? [];
      for (const [low, high] of [[one, top], [top, one]]) {
        if (!(allowed[a] & low) || !(allowed[b] & high)) continue;
        for (const set of candidates) {
          work++;
          const rest = middle & ~set;
          let fits = true;
          for (let k = 0; k < allowed.length && fits; k++) {
            if (k === a || k === b) continue;
            fits = (allowed[k] & (k > a && k < b ? set : rest)) !== 0;
          }
          if (!fits) continue;
          digits[a] |= low;
          digits[b] |= high;
          for (let k = 0; k < allowed.length; k++) if (k !== a && k !== b) digits[k] |= allowed[k] & (k > a && k < b ? set : rest);
        }
      }
    }
  }
  return { digits, work };
}

const setsCache = new Map<string, number[][]>();

/** Sets of middle digits (bit v-1, 2 ≤ v ≤ n-1) that add up to `sum`, by how many digits they hold. */
function middleSetsBySize(n: number, sum: number): number[][] {
  const key = `${n}/${sum}`;
  const known = setsCache.get(key);
  if (known) return known;
  const bySize: number[][] = Array.from({ length: n - 1 }, () => []);
  const count = n - 2;
  for (let pick = 0; pick < 1 << count; pick++) {
    let total = 0;
    let size = 0;
    for (let i = 0; i < count; i++) {
      if (pick & (1 << i)) {
        total += i + 2;
        size++;
      }
    }
    if (total === sum) bySize[size].push(pick << 1);
  }
  setsCache.set(key, bySize);
  return bySize;
}
