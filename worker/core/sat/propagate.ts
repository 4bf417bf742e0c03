/**
 * Two-watched-literal unit propagation (Moskewicz et al., Chaff 2001) with blocker literals (MiniSat 2.2) and
 * binary clauses resolved inside the watch list (Glucose).
 */
import { HEADER, NO_CLAUSE } from "./clause-db";
import type { SolverState } from "./state";
import type { CRef } from "./types";

/**
 * Propagates every trail literal from qhead on.
 * Before: each clause watches its first two literals (lits[0], lits[1]); no clause is falsified below qhead.
 * After: either NO_CLAUSE, qhead === trailSize and no clause is unit or falsified; or the CRef of a falsified
 * clause (qhead moved to the trail end). Adds one work unit per watch entry visited. Allocates nothing.
 */
export function propagate(s: SolverState): CRef {
  const values = s.values, trail = s.trail, level = s.level, reason = s.reason;
  const watches = s.watches, sizes = watches.sizes, lists = watches.lists;
  const mem = s.db.mem;
  const currentLevel = s.trailLim.size;
  let trailSize = s.trailSize;
  let qhead = s.qhead;
  let conflict = NO_CLAUSE;
  let visited = 0;

  while (qhead < trailSize) {
    const falseLit = trail[qhead++] ^ 1;
    const ws = lists[falseLit];
    const n = sizes[falseLit];
    let i = 0;
    let j = 0;
    while (i < n) {
      const tag = ws[i];
      const blocker = ws[i + 1];
      i += 2;
      if (values[blocker] === 1) {
        ws[j++] = tag;
        ws[j++] = blocker;
        continue;
      }
      if (tag < 0) {
        // Binary clause: the blocker is the other literal, so it is now unit or falsified.
        ws[j++] = tag;
        ws[j++] = blocker;
        if (values[blocker] === -1) {
          conflict = ~tag;
          break;
        }
        const v = blocker >> 1;
        values[blocker] = 1;
        values[blocker ^ 1] = -1;
        level[v] = currentLevel;
        reason[v] = ~tag;
        trail[trailSize++] = blocker;
        continue;
      }
      // Long clause: make lits[1] the false literal, then look for a replacement watch.
      const c = tag;
      const base = c + HEADER;
      let first = mem[base];
      if (first === falseLit) {
        first = mem[base + 1];
        mem[base] = first;
        mem[base + 1] = falseLit;
      }
      if (first !== blocker && values[first] === 1) {
        ws[j++] = c;
        ws[j++] = first;
        continue;
      }
      const end = base + mem[c];
      let k = base + 2;
      for (; k < end; k++) {
        const l = mem[k];
        if (values[l] !== -1) {
          mem[base + 1] = l;
          mem[k] = falseLit;
          // Inline Watches.push: this is the hottest allocation-free path of the solver.
          const m = sizes[l];
          let wl = lists[l];
          if (m + 2 > wl.length) wl = watches.growList(l);
          wl[m] = c;
          wl[m + 1] = first;
          sizes[l] = m + 2;
          break;
        }
      }
      if (k < end) continue;
      // No replacement: the clause is unit on `first`, or falsified.
      ws[j++] = c;
      ws[j++] = first;
      if (values[first] === -1) {
        conflict = c;
        break;
      }
      const v = first >> 1;
      values[first] = 1;
      values[first ^ 1] = -1;
      level[v] = currentLevel;
      reason[v] = c;
      trail[trailSize++] = first;
    }
    visited += i >> 1;
    if (conflict !== NO_CLAUSE) {
      // Keep the unvisited rest of the list.
      while (i < n) ws[j++] = ws[i++];
      sizes[falseLit] = j;
      qhead = trailSize;
      break;
    }
    sizes[falseLit] = j;
  }
  s.propagations += qhead - s.qhead;
  s.qhead = qhead;
  s.trailSize = trailSize;
  s.work += visited;
  return conflict;
}
