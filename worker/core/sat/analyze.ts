/**
 * Conflict analysis: the first unique implication point (1-UIP, Zhang et al. 2001), recursive minimisation of
 * the learnt clause (MiniSat 2.2, Sörensson & Biere 2009), its LBD (Audemard & Simon, Glucose 2009), and as an
 * option Glucose's minimisation by binary clauses.
 */
import { FLAG_LEARNT, FLAG_USED, HEADER, NO_CLAUSE } from "./clause-db";
import { bumpReasonSide, bumpVar } from "./decide";
import { bumpClause, computeLbd, refreshLbd } from "./reduce";
import { BRANCH_LRB, type SolverState } from "./state";
import { reasonOf } from "./theory";
import type { CRef, Lit } from "./types";

/**
 * Learns a clause from the falsified clause `confl`.
 * Before: decisionLevel() > 0 and confl is falsified by the trail. After: s.learnt holds the clause, with
 * the asserting literal (false now, the negation of the 1-UIP) at index 0 and, if it has more literals, one of
 * the highest remaining level at index 1; s.learntLbd its LBD; seen[] all zero. Returns the backjump level.
 * Adds one work unit per literal read. Allocates nothing (scratch vectors grow only past their high-water mark).
 */
export function analyze(s: SolverState, confl: CRef): number {
  const out = s.learnt;
  const seen = s.seen, level = s.level, trail = s.trail;
  const currentLevel = s.trailLim.size;
  out.clear();
  out.push(0); // room for the asserting literal
  let pathCount = 0;
  let p: Lit = -1;
  let index = s.trailSize - 1;
  let c = confl;
  let work = 0;
  for (;;) {
    const mem = s.db.mem;
    if ((mem[c + 1] & FLAG_LEARNT) !== 0) {
      mem[c + 1] |= FLAG_USED;
      bumpClause(s, c);
      refreshLbd(s, c);
    }
    const base = c + HEADER;
    const size = mem[c];
    work += size;
    const pivot = p >> 1; // -1 for the conflict clause itself: no literal is skipped
    for (let k = 0; k < size; k++) {
      const q = mem[base + k];
      const v = q >> 1;
      if (v === pivot || seen[v] !== 0 || level[v] === 0) continue;
      bumpVar(s, v);
      seen[v] = 1;
      if (level[v] >= currentLevel) pathCount++;
      else out.push(q);
    }
    while (seen[trail[index] >> 1] === 0) index--;
    p = trail[index--];
    const v = p >> 1;
    seen[v] = 0;
    if (--pathCount === 0) break;
    c = reasonOf(s, v);
  }
  out.data[0] = p ^ 1;
  if (s.tunables.minimize) minimizeLearnt(s);
  else for (let i = 1; i < out.size; i++) seen[out.data[i] >> 1] = 0;
  if (s.tunables.bumpReasons || s.branching === BRANCH_LRB) bumpReasonSide(s);

  s.learntLbd = computeLbd(s, out.data, out.size);
  if (out.size > 2 && s.learntLbd <= s.tunables.binaryMinimizeLbd) binaryMinimize(s);
  s.work += work;
  if (out.size === 1) return 0;
  // Put a literal of the highest remaining level at index 1: it becomes the second watch.
  const lits = out.data;
  let best = 1;
  for (let i = 2; i < out.size; i++) if (level[lits[i] >> 1] > level[lits[best] >> 1]) best = i;
  const t = lits[1];
  lits[1] = lits[best];
  lits[best] = t;
  return level[lits[1] >> 1];
}

/**
 * The assumptions responsible for assumption `p` being false (MiniSat analyzeFinal). Before: every decision on
 * the trail is an assumption and p is false. Walks the trail down from the top following reasons from ¬p; the
 * decisions reached are the culprits. Returns them with p; leaves seen[] all zero.
 */
export function analyzeFinal(s: SolverState, p: Lit): Lit[] {
  const failed: Lit[] = [p];
  if (s.trailLim.size === 0 || s.level[p >> 1] === 0) return failed;
  const seen = s.seen, level = s.level;
  seen[p >> 1] = 1;
  for (let i = s.trailSize - 1; i >= s.trailLim.data[0]; i--) {
    const lit = s.trail[i];
    const v = lit >> 1;
    if (seen[v] === 0) continue;
    const c = reasonOf(s, v);
    if (c === NO_CLAUSE) failed.push(lit);
    else {
      const mem = s.db.mem;
      const size = mem[c];
      for (let k = 0; k < size; k++) {
        const q = mem[c + HEADER + k];
        if (q >> 1 !== v && level[q >> 1] > 0) seen[q >> 1] = 1;
      }
    }
    seen[v] = 0;
  }
  seen[p >> 1] = 0;
  return failed;
}

/**
 * Marks in seen[] during minimisation: a literal of the learnt clause, one shown implied by them (removable), or one
 * shown not to be (failed). Caching both verdicts makes each literal explored at most once per conflict; MiniSat
 * 2.2 forgot failures, and on 25x25 Sudoku, whose reasons are long at-least-one clauses, it re-explored the same
 * failing subgraphs over and over: minimisation read more literals than conflict analysis itself.
 */
const IN_CLAUSE = 1;
const REMOVABLE = 2;
const FAILED = 3;

/**
 * Drops literals of s.learnt (after index 0) implied by the others, and leaves seen[] all zero. A literal alone on its decision level in the
 * clause is never implied by the others (Knuth's observation, used by CaDiCaL): its reason holds another literal of
 * that level, and following those leads to the level's decision, which is not in the clause. The same count stops
 * the search at any literal of a level the clause does not touch. Both only skip work: the clause is the one full
 * recursive minimisation gives.
 */
export function minimizeLearnt(s: SolverState): void {
  const out = s.learnt, lits = out.data, reason = s.reason, level = s.level, levelCount = s.levelCount;
  const seen = s.seen, toClear = s.analyzeToClear;
  toClear.clear();
  for (let i = 1; i < out.size; i++) {
    seen[lits[i] >> 1] = IN_CLAUSE;
    toClear.push(lits[i]);
  }
  for (let i = 1; i < out.size; i++) levelCount[level[lits[i] >> 1]]++;
  let j = 1;
  for (let i = 1; i < out.size; i++) {
    const l = lits[i];
    const v = l >> 1;
    if (reason[v] === -1 || levelCount[level[v]] < 2 || !redundant(s, l)) lits[j++] = l;
  }
  // The clause's original literals are the first entries of toClear (lits[] is compacted by now).
  for (let i = 0; i < out.size - 1; i++) levelCount[level[toClear.data[i] >> 1]] = 0;
  out.shrinkTo(j);
  for (let i = 0; i < toClear.size; i++) seen[toClear.data[i] >> 1] = 0;
}

/**
 * Whether clause literal `p` is implied by the clause's other literals: a depth-first walk over reasons with an
 * explicit stack of (literal, next reason position) pairs. A literal whose antecedents all pass is marked
 * REMOVABLE; on the first failure every literal on the stack is marked FAILED. Marked literals go to
 * analyzeToClear. Adds one work unit per reason literal read.
 */
function redundant(s: SolverState, p: Lit): boolean {
  const seen = s.seen, level = s.level, reason = s.reason, levelCount = s.levelCount;
  const stack = s.analyzeStack, toClear = s.analyzeToClear;
  stack.clear();
  stack.push(p);
  stack.push(0);
  let work = 0;
  let ok = true;
  while (stack.size > 0) {
    const q = stack.data[stack.size - 2];
    const at = stack.data[stack.size - 1];
    const c = reasonOf(s, q >> 1);
    const mem = s.db.mem;
    const size = mem[c];
    if (at === size) {
      stack.shrinkTo(stack.size - 2);
      if (q !== p) {
        seen[q >> 1] = REMOVABLE;
        toClear.push(q);
      }
      continue;
    }
    stack.data[stack.size - 1] = at + 1;
    work++;
    const l = mem[c + HEADER + at];
    const v = l >> 1;
    if (v === q >> 1 || level[v] === 0) continue;
    const mark = seen[v];
    if (mark === IN_CLAUSE || mark === REMOVABLE) continue;
    if (mark === FAILED || reason[v] === -1 || levelCount[level[v]] === 0) {
      ok = false;
      break;
    }
    stack.push(l);
    stack.push(0);
  }
  if (!ok) {
    for (let i = 2; i < stack.size; i += 2) {
      const q = stack.data[i];
      seen[q >> 1] = FAILED;
      toClear.push(q);
    }
  }
  s.work += work;
  return ok;
}

/**
 * Drops each literal l of s.learnt (after index 0) for which a binary clause (s.learnt[0] ∨ ¬l) exists: resolving
 * the two removes l, and the shorter clause is still implied by unit propagation (with the asserting literal and
 * the rest false, the binary clause makes l false, and the old clause's propagation follows). Binary clauses sit
 * in the asserting literal's own watch list with the other literal as blocker, so one pass over it finds them all.
 * Formulas with many binary clauses (the at-most-one clauses of a Sudoku CNF) gain the most. Updates s.learntLbd;
 * leaves seen[] all zero; adds one work unit per watch entry read.
 */
export function binaryMinimize(s: SolverState): void {
  const out = s.learnt, lits = out.data, seen = s.seen, values = s.values;
  for (let i = 1; i < out.size; i++) seen[lits[i] >> 1] = IN_CLAUSE;
  const watches = s.watches, wm = watches.mem, from = watches.start[lits[0]], end = from + watches.sizes[lits[0]];
  let removed = 0;
  for (let i = from; i < end; i += 2) {
    if (wm[i] >= 0) continue; // a long clause
    const other = wm[i + 1];
    // Every literal after index 0 is false, so a true `other` on a clause variable is the negation of that literal.
    if (seen[other >> 1] === IN_CLAUSE && values[other] === 1) {
      seen[other >> 1] = REMOVABLE;
      removed++;
    }
  }
  s.work += (end - from) >> 1;
  let j = 1;
  for (let i = 1; i < out.size; i++) {
    const l = lits[i];
    if (seen[l >> 1] === IN_CLAUSE) lits[j++] = l;
    seen[l >> 1] = 0;
  }
  out.shrinkTo(j);
  if (removed > 0) s.learntLbd = computeLbd(s, lits, j);
}
