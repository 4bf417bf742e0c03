/**
 * Learnt-clause management: clause activity, LBD ("glue", Audemard & Simon 2009), periodic reduction of the
 * learnt database, and compaction of the arena once enough of it is garbage.
 */
import { FLAG_USED, HEADER, NO_CLAUSE } from "./clause-db";
import { PROOF_DELETE, recordProofStep } from "./proof";
import type { SolverState } from "./state";
import type { CRef } from "./types";

const CLAUSE_RESCALE_LIMIT = 1e20;
/** Tiny formulas count as this many clauses, so their learnt cap never falls to a handful of clauses. */
const LEARNT_CAP_MIN_CLAUSES = 100;
/**
 * The learnt cap grows as √(1 + conflicts / 100): the conflict schedule's reductions also keep a number of clauses
 * that grows with the square root of the conflicts, so the cap stays the same multiple of the schedule's and bites
 * on small formulas however long the search runs, and never on large ones.
 */
const LEARNT_CAP_UNIT = 100;

/** Number of distinct decision levels among lits[offset .. offset+count) (the literal block distance). */
export function computeLbd(s: SolverState, lits: Int32Array, count: number, offset = 0): number {
  const stamp = ++s.stamp;
  const levelStamp = s.levelStamp, level = s.level;
  let lbd = 0;
  for (let i = 0; i < count; i++) {
    const l = level[lits[offset + i] >> 1];
    if (levelStamp[l] !== stamp) {
      levelStamp[l] = stamp;
      lbd++;
    }
  }
  return lbd;
}

export function bumpClause(s: SolverState, c: CRef): void {
  const act = s.db.act;
  if ((act[c + 2] += s.claInc) > CLAUSE_RESCALE_LIMIT) {
    const learnts = s.learnts.data;
    for (let i = 0; i < s.learnts.size; i++) act[learnts[i] + 2] *= 1 / CLAUSE_RESCALE_LIMIT;
    s.claInc *= 1 / CLAUSE_RESCALE_LIMIT;
  }
}

export function decayClauseActivity(s: SolverState): void {
  s.claInc *= 1 / s.tunables.clauseDecay;
}

/** A learnt clause used in analysis may now span fewer levels; keep the smaller LBD (Glucose's dynamic update). */
export function refreshLbd(s: SolverState, c: CRef): void {
  const db = s.db;
  const lbd = db.lbd(c);
  if (lbd <= s.tunables.keepLbd) return;
  const fresh = computeLbd(s, db.mem, db.mem[c], c + HEADER);
  s.work += db.mem[c];
  if (fresh + 1 < lbd) db.setLbd(c, fresh);
}

/**
 * Whether the learnt database is due for reduce(): on the conflict schedule, or when it has outgrown the
 * formula (learntCap). Called before every decision, so the cap is recomputed only once the database reaches
 * the last one computed (the cap only grows).
 */
export function shouldReduce(s: SolverState): boolean {
  if (s.totalConflicts >= s.nextReduce) return true;
  if (s.learnts.size < s.learntCap) return false;
  // Glue and locked clauses survive reductions: ask for as many new clauses as survived, or a cap they fill would
  // reduce at every decision.
  s.learntCap = Math.max(learntCap(s), 2 * s.learntsAfterReduce);
  return s.learnts.size >= s.learntCap;
}

/**
 * The most learnt clauses kept between scheduled reductions: learntCapRatio × the problem clauses × the square
 * root of (1 + conflicts / 100), a limit relative to the formula as MiniSat 2.2's is (it starts at a third of the
 * clauses). The conflict schedule alone knows nothing of the formula: on small formulas that learn long clauses,
 * such as pigeonhole, it lets the learnt clauses outnumber the problem clauses twentyfold, and propagation time grows
 * with them. With the default ratio the cap bites on formulas of up to several hundred clauses; larger ones reach
 * the conflict schedule first. Infinity when the ratio is 0.
 */
export function learntCap(s: SolverState): number {
  const ratio = s.tunables.learntCapRatio;
  if (ratio === 0) return Infinity;
  return ratio * Math.max(s.clauses.size, LEARNT_CAP_MIN_CLAUSES) * Math.sqrt(1 + s.totalConflicts / LEARNT_CAP_UNIT);
}

/** A clause is locked while it is the reason of an assignment on the trail. */
function locked(s: SolverState, c: CRef): boolean {
  const mem = s.db.mem;
  for (let k = 0; k < 2 && k < mem[c]; k++) {
    const l = mem[c + HEADER + k];
    if (s.reason[l >> 1] === c && s.values[l] === 1) return true;
  }
  return false;
}

/**
 * Deletes the least active reduceFraction of the deletable learnt clauses (MiniSat 2.2's ranking); glue clauses
 * (LBD ≤ keepLbd), middle-tier clauses (LBD ≤ tier2Lbd) used in analysis since the last reduction, and locked
 * clauses stay. Activity, not LBD, ranks the rest because above glue LBD says little
 * on some families: on pigeonhole formulas nearly every learnt clause has LBD 7-12, so ranking by LBD kept an
 * arbitrary half, the database grew to thousands of long clauses, and each propagation visited about 120 watches.
 * A reduction on the conflict schedule schedules the next one reduceIncrement conflicts further apart than the
 * last; one forced by learntCap leaves the schedule alone. Works at any decision level.
 */
export function reduce(s: SolverState): void {
  if (s.totalConflicts >= s.nextReduce) {
    s.vivifyDue = true;
    s.reduceInterval += s.tunables.reduceIncrement;
    s.nextReduce = s.totalConflicts + s.reduceInterval;
  }
  const db = s.db;
  const { keepLbd, tier2Lbd } = s.tunables;
  const candidates: CRef[] = [];
  const learnts = s.learnts.data;
  const mem = db.mem;
  for (let i = 0; i < s.learnts.size; i++) {
    const c = learnts[i];
    const lbd = db.lbd(c);
    const used = (mem[c + 1] & FLAG_USED) !== 0;
    mem[c + 1] &= ~FLAG_USED;
    if (lbd <= keepLbd || (used && lbd <= tier2Lbd)) continue;
    if (!locked(s, c)) candidates.push(c);
  }
  const act = db.act;
  candidates.sort((a, b) => act[a + 2] - act[b + 2]);
  const remove = Math.floor(candidates.length * s.tunables.reduceFraction);
  for (let i = 0; i < remove; i++) {
    const c = candidates[i];
    if (s.proof !== null) recordProofStep(s.proof, PROOF_DELETE, db.mem, c + HEADER, db.mem[c]);
    db.free(c);
  }
  let j = 0;
  for (let i = 0; i < s.learnts.size; i++) if (!db.isDeleted(learnts[i])) learnts[j++] = learnts[i];
  s.learnts.shrinkTo(j);
  s.learntsAfterReduce = j;
  // Count the sweep like propagation work: one unit per learnt clause ranked and per watch entry rewritten.
  s.work += s.learnts.size + remove + s.watches.entryCount();
  if (db.garbageFraction() > s.tunables.garbageFraction) collectGarbage(s);
  else s.watches.relocate((c) => (db.isDeleted(c) ? NO_CLAUSE : c));
}

/** Compacts the arena and rewrites every CRef held elsewhere: clause lists, watches, reasons on the trail. */
export function collectGarbage(s: SolverState): void {
  const db = s.db;
  db.compact([s.clauses, s.learnts]);
  s.watches.relocate((c) => db.forward(c));
  const trail = s.trail, reason = s.reason;
  for (let i = 0; i < s.trailSize; i++) {
    const v = trail[i] >> 1;
    if (reason[v] >= 0) reason[v] = db.forward(reason[v]); // not NO_CLAUSE, nor a theory's lazy reason
  }
  db.endCompaction();
}

