/**
 * A clause as it enters the solver at level 0: sorted so that duplicates and complementary pairs sit side by side,
 * duplicates merged, literals false at level 0 dropped; a clause already true, or a tautology, is not needed.
 */
import type { Lit } from "./types";

/** simplifyAtRoot's answer for a clause that is satisfied at level 0 or a tautology. */
export const SATISFIED = -1;

/**
 * Simplifies buf[0..n) in place against the level-0 values (`values[lit]`: 1 true, -1 false, 0 unassigned) and
 * returns its new length (0: every literal is false), or SATISFIED.
 */
export function simplifyAtRoot(buf: Int32Array, n: number, values: Int8Array): number {
  sortLits(buf, n);
  let j = 0;
  let prev = -1;
  for (let i = 0; i < n; i++) {
    const l: Lit = buf[i];
    const value = values[l];
    if (value === 1 || l === (prev ^ 1)) return SATISFIED;
    if (value === -1 || l === prev) continue;
    buf[j++] = prev = l;
  }
  return j;
}

/**
 * Sorts buf[0..n) ascending: insertion sort for the usual short clause (no allocation), the typed-array sort for
 * long ones.
 */
function sortLits(buf: Int32Array, n: number): void {
  if (n > 32) {
    buf.subarray(0, n).sort();
    return;
  }
  for (let i = 1; i < n; i++) {
    const l = buf[i];
    let k = i;
    while (k > 0 && buf[k - 1] > l) {
      buf[k] = buf[k - 1];
      k--;
    }
    buf[k] = l;
  }
}
