/**
 * Skipping technique calls that cannot find anything, so that a 9x9 grading costs less and logs exactly the same
 * steps. A grading tries the techniques easiest first at every step; where the puzzle needs a hard step, every
 * easier technique is called and fails, and those failures were most of a grading's time. Two cheap exact tests
 * show whole families empty at once:
 *
 * - House subsets. Every naked or hidden subset removes candidates that no assignment of the house's open cells
 *   can use, and those are exactly the values of a set of k open cells whose candidates number k, seen in the
 *   house's other cells (a hidden subset is the naked subset of the other cells). When no set of a house's open
 *   cells does that, no naked or hidden pair, triple or quad applies.
 * - One digit. Locked candidates, the fish (X-Wing, Swordfish, Jellyfish), simple colouring and X-Chains reason
 *   about one value: each removes a candidate that no placement of the value (one per row, column and box, on its
 *   candidates: a template) uses. When every candidate of every value lies on some template, none applies.
 *   Templates are counted by rows with the set of columns used so far as the state, forwards and backwards, so
 *   no template is listed one by one.
 *
 * Each test runs at most once per candidate state and only when a guarded technique is reached; if it finds
 * anything the techniques run as before, in the same order (the single-digit ones on the values the templates
 * flagged only). Only 9x9 is guarded (the subset and template counts grow too fast on larger grids).
 */
import { popcount, type Candidates } from "./candidates";
import type { Technique } from "./hints/hint";
import type { TechniqueEntry } from "./hints/index";

const SUBSET_TECHNIQUES: ReadonlySet<Technique> = new Set(["naked-pair", "hidden-pair", "naked-triple", "hidden-triple", "naked-quad", "hidden-quad"]);
const ONE_DIGIT_TECHNIQUES: ReadonlySet<Technique> = new Set(["locked-candidates", "x-wing", "swordfish", "jellyfish", "simple-colouring", "x-chain"]);

/** True when some house has a set of k open cells with k candidates among them that its other cells also hold. */
export function houseSubsetsMayApply(c: Candidates): boolean {
  const { shape } = c;
  const open = new Int32Array(shape.size);
  const union = new Int32Array(1 << shape.size);
  for (const house of shape.houses) {
    let m = 0;
    for (const cell of house) if (c.values[cell] === 0) open[m++] = c.masks[cell];
    if (m < 2) continue;
    const full = (1 << m) - 1;
    for (let s = 1; s <= full; s++) {
      const low = s & -s;
      union[s] = union[s ^ low] | open[31 - Math.clz32(low)];
    }
    for (let s = 1; s < full; s++) {
      const size = popcount(s);
      const values = popcount(union[s]);
      if (values < size) return true; // a contradiction: let the techniques see it
      if (values === size && (union[s] & union[full ^ s]) !== 0) return true;
    }
  }
  return false;
}

/**
 * Scratch for the template counts: per row boundary, a stamp per set of used columns (equal to the current stamp
 * when the set is marked), so nothing needs clearing between values.
 */
class TemplateScratch {
  readonly backward = Array.from({ length: 10 }, () => new Int32Array(512));
  readonly seen = new Int32Array(512);
  readonly cols = new Int32Array(9);
  stamp = 0;
}

const STACKS = [0b000000111, 0b000111000, 0b111000000];

/** After the last row of a band, each stack must hold exactly one more used column per band. */
function bandOk(used: number, row: number): boolean {
  if (row % 3 !== 2) return true;
  const per = (row + 1) / 3;
  return popcount(used & STACKS[0]) === per && popcount(used & STACKS[1]) === per && popcount(used & STACKS[2]) === per;
}

/** True when some candidate of `value` lies on no template (9x9 only). */
function digitHasDeadCandidate(c: Candidates, value: number, t: TemplateScratch): boolean {
  const b = 1 << (value - 1);
  const cols = t.cols;
  for (let r = 0; r < 9; r++) {
    let m = 0;
    for (let col = 0; col < 9; col++) {
      const cell = r * 9 + col;
      if (c.values[cell] === value || (c.values[cell] === 0 && (c.masks[cell] & b) !== 0)) m |= 1 << col;
    }
    cols[r] = m;
  }
  const stamp = ++t.stamp;
  // Backwards: the column sets (used before row r) from which rows r..8 can be completed.
  t.backward[9][511] = stamp;
  let after: number[] = [511];
  for (let r = 8; r >= 0; r--) {
    const flags = t.backward[r];
    const before: number[] = [];
    for (const used of after) {
      if (!bandOk(used, r)) continue;
      for (let m = used & cols[r]; m !== 0; m &= m - 1) {
        const prior = used ^ (m & -m);
        if (flags[prior] !== stamp) {
          flags[prior] = stamp;
          before.push(prior);
        }
      }
    }
    after = before;
  }
  if (t.backward[0][0] !== stamp) return true; // no template at all: a contradiction the techniques should meet
  // Forwards from the empty set, marking every column a completable template uses in each row.
  let reach = [0];
  for (let r = 0; r < 9; r++) {
    let valid = 0;
    const next: number[] = [];
    const seenStamp = ++t.stamp;
    const ahead = t.backward[r + 1];
    for (const before of reach) {
      for (let m = cols[r] & ~before; m !== 0; m &= m - 1) {
        const low = m & -m;
        const used = before | low;
        if (ahead[used] !== stamp || !bandOk(used, r)) continue;
        valid |= low;
        if (t.seen[used] !== seenStamp) {
          t.seen[used] = seenStamp;
          next.push(used);
        }
      }
    }
    if ((cols[r] & ~valid) !== 0) return true;
    reach = next;
  }
  return false;
}

/** The values (as a bit mask) some of whose candidates lie on no template: only these can lose a candidate to a single-digit technique. */
export function deadTemplateValues(c: Candidates, scratch = new TemplateScratch()): number {
  let values = 0;
  for (let value = 1; value <= 9; value++) if (digitHasDeadCandidate(c, value, scratch)) values |= 1 << (value - 1);
  return values;
}

/** True when some single-digit technique might remove a candidate (some candidate lies on no template). */
export function oneDigitMayApply(c: Candidates, scratch = new TemplateScratch()): boolean {
  return deadTemplateValues(c, scratch) !== 0;
}

/**
 * The techniques with the guarded families skipped where their test shows they cannot apply (9x9 only; other
 * sizes get the list unchanged). A single-digit technique looks at each value's candidates alone, so it is shown
 * only the values with a candidate off every template: it finds the same first step, having skipped values where
 * it could find nothing. The tests' results are kept until the candidates change.
 */
export function guardedTechniques(techniques: readonly TechniqueEntry[], box: number): readonly TechniqueEntry[] {
  if (box !== 3) return techniques;
  let snapshot: Uint32Array | undefined;
  let subsets: boolean | undefined;
  let digitView: Candidates | null | undefined;
  const scratch = new TemplateScratch();
  const refresh = (c: Candidates): void => {
    const masks = c.masks;
    if (snapshot && snapshot.length === masks.length) {
      let same = true;
      for (let i = 0; same && i < masks.length; i++) same = snapshot[i] === masks[i];
      if (same) return;
    }
    snapshot = masks.slice();
    subsets = digitView = undefined;
  };
  /** The candidates of the values a single-digit technique may act on, or null when there are none. */
  const viewFor = (c: Candidates): Candidates | null => {
    const values = deadTemplateValues(c, scratch);
    if (values === 0) return null;
    const masks = c.masks.map((m) => m & values);
    return { shape: c.shape, values: c.values, masks };
  };
  return techniques.map((entry) => {
    const family = SUBSET_TECHNIQUES.has(entry.technique) ? "subsets" : ONE_DIGIT_TECHNIQUES.has(entry.technique) ? "digit" : undefined;
    if (!family) return entry;
    return {
      ...entry,
      find: (c: Candidates) => {
        refresh(c);
        if (family === "subsets") return (subsets ??= houseSubsetsMayApply(c)) ? entry.find(c) : null;
        if (digitView === undefined) digitView = viewFor(c);
        return digitView ? entry.find(digitView) : null;
      },
    };
  });
}
