/**
 * A random solved grid, the start of every generated puzzle. Las Vegas seeding: the diagonal boxes (which never
 * see each other) get random permutations and the rest is completed by search; a seeding that turns out
 * unsolvable (cannot happen with diagonal boxes alone, but the loop keeps it honest) is retried.
 */
import type { Budget } from "../budget";
import type { Rng } from "../rng";
import { CdclSolver } from "../sat/index";
import { shapeOfBox, type Shape } from "./shape";
import type { Grid } from "./grid";
import { ReducedEncoding } from "./encode";
import { SinglesPropagator } from "./singles";
import { BitsetDpll } from "./bitset-dpll";
import { isSolutionOf } from "./verify";
import type { WorkMeter } from "./work-meter";

/** Completing the seeded diagonal boxes to a full grid is easy at any size; a run this long means a bad seeding. */
const GRID_SEARCH_BUDGET: Budget = { work: 50_000_000 };

/**
 * Building the CDCL instance (clauses, watches) and its first descent are work the solver's own counter hardly
 * sees on a nearly empty grid: measured 25–30 ms of CPU for 16x16 (1,728 variables) and 90–120 ms for 25x25
 * (8,000) while the solver counted under 1.4 M units. So each variable of the reduced encoding is charged this.
 */
const BUILD_UNITS_PER_VAR = 500;

/**
 * Makes solved grids of one shape, keeping its propagator, encoding and search between grids (building them
 * anew cost about a third of a 9x9 grid). 9x9 and smaller are completed by the bitset DPLL (microseconds, no
 * solver to build), larger ones (and the classic generator's grids) by CDCL with random initial phases and a
 * seeded rng. All work is charged to `meter`; a grid is never cut short (a generation request that cannot afford
 * one is refused before it starts).
 */
export class SolvedGridMaker {
  private readonly singles: SinglesPropagator;
  private encoding?: ReducedEncoding;
  private dpll?: BitsetDpll;

  constructor(readonly shape: Shape) {
    this.singles = new SinglesPropagator(shape);
  }

  make(rng: Rng, classic = false, meter?: WorkMeter): Grid {
    const { shape, singles } = this;
    const { size, box } = shape;
    for (let attempt = 0; attempt < 100; attempt++) {
      const cells = new Uint8Array(shape.cells);
      for (let b = 0; b < box; b++) {
        const values = rng.shuffle(Array.from({ length: size }, (_, i) => i + 1));
        for (let k = 0; k < size; k++) {
          const r = b * box + Math.floor(k / box);
          const c = b * box + (k % box);
          cells[r * size + c] = values[k];
        }
      }
      singles.work = 0;
      const loaded = singles.load(cells);
      const outcome = loaded ? singles.propagate() : "contradiction";
      meter?.charge(singles.work + shape.cells);
      if (outcome === "contradiction") continue;
      let out: Uint8Array = singles.values.slice();
      if (outcome === "open" && box <= 3 && !classic) {
        this.dpll ??= new BitsetDpll(shape);
        const found = this.dpll.run(singles, 1, Infinity, GRID_SEARCH_BUDGET);
        meter?.charge(found.work);
        if (found.solutions.length === 0) continue;
        out = found.solutions[0];
      } else if (outcome === "open") {
        const encoding = (this.encoding ??= new ReducedEncoding(shape));
        encoding.number(singles);
        const solver = new CdclSolver(encoding.numVars, { seed: rng.fork(), randomInitialPhase: true });
        if (!encoding.emit(solver)) continue;
        const result = solver.solve({ budget: GRID_SEARCH_BUDGET });
        meter?.charge(result.stats.work + BUILD_UNITS_PER_VAR * encoding.numVars);
        if (result.status !== "SAT") continue;
        encoding.decode((x) => solver.modelValue(x), out);
      }
      const grid: Grid = { shape, cells: out };
      if (!isSolutionOf({ shape, cells }, grid)) throw new Error("bug: a generated grid failed the rules check");
      return grid;
    }
    throw new Error("bug: no solved grid after 100 seedings");
  }
}

/** One random solved grid of box size `box` (see SolvedGridMaker). */
export function randomSolvedGrid(box: number, rng: Rng, classic = false, meter?: WorkMeter): Grid {
  return new SolvedGridMaker(shapeOfBox(box)).make(rng, classic, meter);
}
