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

/**
 * Returns the puzzle and grade found, or undefined when the search stepped over the level (from harder straight
 * to easier). Only cells of `pool` (when given) are given back. `atMost`, when given, is a quick test that a puzzle
 * is no harder than wanted (fast rules fix it), which spares a grading on that side of the search.
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
): { puzzle: Grid; grade: Grade } | undefined {
  const { shape } = puzzle;
  const seen = new Uint8Array(shape.cells);
  const orbits: number[][] = [];
  for (let cell = 0; cell < shape.cells; cell++) {
    if (puzzle.cells[cell] !== 0 || seen[cell] || (pool && pool[cell] === 0)) continue;
    const orbit = symmetryOrbit(shape, symmetry, cell);
    for (const c of orbit) seen[c] = 1;
    orbits.push(orbit);
  }
  rng.shuffle(orbits);
  const withOrbits = (k: number): Grid => {
    const cells = puzzle.cells.slice();
    for (let i = 0; i < k; i++) for (const c of orbits[i]) cells[c] = solution.cells[c];
    return { shape, cells };
  };
  let lo = 0;
  let hi = orbits.length;
  let found: { puzzle: Grid; grade?: Grade } | undefined;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const p = withOrbits(mid);
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
  return g.level === wanted ? { puzzle: found.puzzle, grade: g } : undefined;
}
