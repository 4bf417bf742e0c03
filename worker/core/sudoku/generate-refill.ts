/**
 * Giving clues back to a puzzle that graded harder than wanted: whole symmetry orbits of its solution, in a
 * seeded order, found by binary search for the fewest that bring the grade down to the wanted level. Adding clues
 * keeps the solution unique.
 */
import type { Rng } from "../rng";
import { DIFFICULTIES, type Difficulty } from "./difficulty";
import type { Grade } from "./grade";
import type { Grid } from "./grid";
import { symmetryOrbit, type Symmetry } from "./symmetry";

const rank = (level: Difficulty): number => DIFFICULTIES.indexOf(level);

/** The empty cells of `puzzle` (of `pool` when given) as whole symmetry orbits, in a seeded order. */
function emptyOrbits(puzzle: Grid, symmetry: Symmetry, rng: Rng, pool?: Uint8Array): number[][] {
  const { shape } = puzzle;
  const seen = new Uint8Array(shape.cells);
  const orbits: number[][] = [];
  for (let cell = 0; cell < shape.cells; cell++) {
    if (puzzle.cells[cell] !== 0 || seen[cell] || (pool && pool[cell] === 0)) continue;
    const orbit = symmetryOrbit(shape, symmetry, cell);
    for (const c of orbit) seen[c] = 1;
    orbits.push(orbit);
  }
  return rng.shuffle(orbits);
}

function withOrbits(puzzle: Grid, solution: Grid, orbits: number[][], k: number): Grid {
  const cells = puzzle.cells.slice();
  for (let i = 0; i < k; i++) for (const c of orbits[i]) cells[c] = solution.cells[c];
  return { shape: puzzle.shape, cells };
}

/**
 * Returns the puzzle and grade found, or undefined when the search stepped over the level (from harder straight
 * to easier) and none of `swaps` other orbits put in place of the last one lands on it either. Only cells of
 * `pool` (when given) are given back. `atMost`, when given, is a quick test that a puzzle is no harder than wanted
 * (fast rules fix it), which spares a grading on that side of the search.
 */
export function refill(
  puzzle: Grid,
  solution: Grid,
  wanted: Difficulty,
  symmetry: Symmetry,
  rng: Rng,
  grade: (p: Grid) => Grade,
  pool?: Uint8Array,
  atMost?: (p: Grid) => boolean,
  swaps = 0,
): { puzzle: Grid; grade: Grade } | undefined {
  const orbits = emptyOrbits(puzzle, symmetry, rng, pool);
  let lo = 0;
  let hi = orbits.length;
  let found: { puzzle: Grid; grade?: Grade } | undefined;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const p = withOrbits(puzzle, solution, orbits, mid);
    if (atMost?.(p)) {
      hi = mid;
      found = { puzzle: p };
      continue;
    }
    const g = grade(p);
    if (rank(g.level) <= rank(wanted)) {
      hi = mid;
      found = { puzzle: p, grade: g };
    } else lo = mid;
  }
  if (!found) return undefined;
  const g = found.grade ?? grade(found.puzzle);
  if (g.level === wanted) return { puzzle: found.puzzle, grade: g };
  // Stepped over: the last orbit took the puzzle from too hard to too easy. Try a few other orbits in its place.
  const harder = withOrbits(puzzle, solution, orbits, lo);
  for (let j = hi; j < Math.min(orbits.length, hi + swaps); j++) {
    const p = withOrbits(harder, solution, [orbits[j]], 1);
    if (atMost?.(p)) continue;
    const other = grade(p);
    if (other.level === wanted) return { puzzle: p, grade: other };
  }
  return undefined;
}

/**
 * The puzzle with the fewest orbits given back (in a seeded order) that passes `easyEnough`, a cheap monotone test
 * (fast rules fix it): the fallback when a budget ran out before any attempt got a true grade.
 */
export function refillUntil(puzzle: Grid, solution: Grid, symmetry: Symmetry, rng: Rng, easyEnough: (p: Grid) => boolean): Uint8Array {
  const orbits = emptyOrbits(puzzle, symmetry, rng);
  let lo = -1;
  let hi = orbits.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (easyEnough(withOrbits(puzzle, solution, orbits, mid))) hi = mid;
    else lo = mid;
  }
  return withOrbits(puzzle, solution, orbits, hi).cells;
}
