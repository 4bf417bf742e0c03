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
  const watches = s.watches, sizes = watches.sizes, caps = watches.caps, starts = watches.start;
  let wm = watches.mem;
  const mem = s.db.mem;
  const currentLevel = s.trailLim.size;
  let trailSize = s.trailSize;
  let qhead = s.qhead;
  let conflict = NO_CLAUSE;
  let visited = 0;

  while (qhead < trailSize) {
    const falseLit = trail[qhead++] ^ 1;
    const from = starts[falseLit];
    const n = from + sizes[falseLit];
    let i = from;
    let j = from;
    while (i < n) {
      const tag = wm[i];
      const blocker = wm[i + 1];
      i += 2;
      if (values[blocker] === 1) {
        wm[j++] = tag;
        wm[j++] = blocker;
        continue;
      }
      if (tag < 0) {
        // Binary clause: the blocker is the other literal, so it is now unit or falsified.
        wm[j++] = tag;
        wm[j++] = blocker;
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
        wm[j++] = c;
        wm[j++] = first;
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
          if (m + 2 > caps[l]) wm = watches.growList(l); // moves list l only; positions in wm stay valid
          const at = starts[l] + m;
          wm[at] = c;
          wm[at + 1] = first;
          sizes[l] = m + 2;
          break;
        }
      }
      if (k < end) continue;
      // No replacement: the clause is unit on `first`, or falsified.
      wm[j++] = c;
      wm[j++] = first;
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
    visited += (i - from) >> 1;
    if (conflict !== NO_CLAUSE) {
      // Keep the unvisited rest of the list.
      while (i < n) wm[j++] = wm[i++];
      sizes[falseLit] = j - from;
      // Count only the literals whose lists were visited (MiniSat's count), not those left queued.
      s.propagations += qhead - s.qhead;
      s.qhead = qhead = trailSize;
      break;
    }
    sizes[falseLit] = j - from;
  }
  s.propagations += qhead - s.qhead;
  s.qhead = qhead;
  s.trailSize = trailSize;
  s.work += visited;
  return conflict;
}
