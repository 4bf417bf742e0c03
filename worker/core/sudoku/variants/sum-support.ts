/**
 * The digits a sum over cells still allows, exactly, read the way a player reads a little killer's diagonal: the
 * cells split into groups that see one another (a diagonal's run through one box), each group's fillings are listed
 * by what they add up to, and then only the groups' totals are combined, as coins make an amount. A digit is kept
 * when some filling of its group uses it and the other groups can make up the rest of the sum.
 *
 * Exact, not merely sound: cells of different groups never share a house, so any filling of each group, with the
 * groups' totals adding up, is a filling of all the cells. A walk over all the cells at once tries the product of the
 * groups' fillings instead, which on a long diagonal it seldom finishes.
 */

export interface SumSupport {
  /** Per cell, in the order given: the digits kept (bit v-1). All zero when no filling makes the sum. */
  digits: Uint32Array;
  /** Steps taken: fillings tried in the groups, and totals combined. */
  work: number;
}

/**
 * `allowed`: per cell, the digits it can take (none placed). `sees(a, b)`: whether cells a and b (indices into
 * `allowed`) share a house and so must differ. `target`: what the cells must add up to. Null when some group has
 * more than `maxFillings` fillings (the caller then reads the rule another way).
 */
export function sumSupport(allowed: readonly number[], sees: (a: number, b: number) => boolean, target: number, maxFillings: number): SumSupport | null {
  const digits = new Uint32Array(allowed.length);
  if (target < 0) return { digits, work: 0 };
  const groups = groupsBySight(allowed.length, sees);
  let work = 0;
  const totals: Map<number, Uint32Array>[] = [];
  for (const group of groups) {
    const listed = fillingsByTotal(group, allowed, sees, target, maxFillings);
    if (!listed) return null;
    work += listed.work;
    totals.push(listed.byTotal);
  }
  // reach[g]: the totals the groups before g can make; rest[g]: those groups g and after can make.
  const reach = [reachable([], target)];
  for (const byTotal of totals) reach.push(reachable([reach[reach.length - 1], [...byTotal.keys()]], target));
  const rest = new Array<Uint8Array>(totals.length + 1);
  rest[totals.length] = reachable([], target);
  for (let g = totals.length - 1; g >= 0; g--) rest[g] = reachable([rest[g + 1], [...totals[g].keys()]], target);
  work += totals.length * (target + 1);
  totals.forEach((byTotal, g) => {
    for (const [total, kept] of byTotal) {
      let fits = false;
      for (let before = 0; before + total <= target && !fits; before++) fits = reach[g][before] === 1 && rest[g + 1][target - before - total] === 1;
      work += target + 1;
      if (fits) groups[g].forEach((cell, i) => (digits[cell] |= kept[i]));
    }
  });
  return { digits, work };
}

/** The cells in groups: two cells that see each other, directly or through others, are in one group. */
function groupsBySight(count: number, sees: (a: number, b: number) => boolean): number[][] {
  const root = Array.from({ length: count }, (_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i])));
  for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) if (sees(a, b)) root[find(a)] = find(b);
  const byRoot = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    const group = byRoot.get(find(i));
    if (group) group.push(i);
    else byRoot.set(find(i), [i]);
  }
  return [...byRoot.values()];
}

/** A group's fillings by total (at most `target`): per total, the digits each of its cells takes in one of them. */
function fillingsByTotal(group: readonly number[], allowed: readonly number[], sees: (a: number, b: number) => boolean, target: number, maxFillings: number): { byTotal: Map<number, Uint32Array>; work: number } | null {
  const byTotal = new Map<number, Uint32Array>();
  const earlier = group.map((cell, k) => group.slice(0, k).filter((other) => sees(cell, other)).map((other) => group.indexOf(other)));
  const values = new Array<number>(group.length).fill(0);
  let fillings = 0;
  let work = 0;
  const fill = (k: number, total: number): boolean => {
    if (k === group.length) {
      if (++fillings > maxFillings) return false;
      let kept = byTotal.get(total);
      if (!kept) byTotal.set(total, (kept = new Uint32Array(group.length)));
      values.forEach((v, i) => (kept[i] |= 1 << (v - 1)));
      return true;
    }
    for (let mask = allowed[group[k]]; mask; mask &= mask - 1) {
      const v = 32 - Math.clz32(mask & -mask);
      work++;
      if (total + v > target || earlier[k].some((i) => values[i] === v)) continue;
      values[k] = v;
      if (!fill(k + 1, total + v)) return false;
    }
    values[k] = 0;
    return true;
  };
  return fill(0, 0) ? { byTotal, work } : null;
}

/** The totals (0..target) made by one from each list: `[]` makes only 0; [made, more] adds one of `more` to `made`. */
function reachable(parts: [] | [Uint8Array, number[]], target: number): Uint8Array {
  const out = new Uint8Array(target + 1);
  if (parts.length === 0) {
    out[0] = 1;
    return out;
  }
  const [made, more] = parts;
  for (let a = 0; a <= target; a++) if (made[a]) for (const b of more) if (a + b <= target) out[a + b] = 1;
  return out;
}
