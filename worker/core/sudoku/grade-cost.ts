/**
 * What one call of a hint technique costs, in work units, so that grading counts against a request's work budget
 * like the searches do. The techniques are plain functions over candidate masks and count nothing themselves;
 * charging a fixed price per call, measured per technique and box size, keeps them untouched and makes the charge
 * independent of the machine. The prices are CPU microseconds per call on the reference machine (2-core KVM Xeon,
 * Node 20, bundled; the 90th percentile or the mean, whichever was larger, over gradings of minimal and rule-dug
 * puzzles), turned into units at the CDCL rate with half again added for the solving log around each call and for collection pauses.
 */
import { WORK_UNITS_PER_MS_BY_ENGINE } from "../calibration";
import type { Technique } from "./hints/hint";
import type { TechniqueEntry } from "./hints/index";
import type { WorkMeter } from "./work-meter";

type Priced = Exclude<Technique, "solver">;

/** Microseconds per call at box sizes 3, 4 and 5 (box 2 pays the 9x9 price). */
const MICROS_PER_CALL: Readonly<Record<Priced, readonly [number, number, number]>> = {
  "full-house": [2, 3, 6],
  "naked-single": [4, 8, 3],
  "hidden-single": [2, 7, 12],
  "locked-candidates": [35, 80, 300],
  "naked-pair": [30, 90, 65],
  "hidden-pair": [40, 150, 210],
  "naked-triple": [40, 140, 135],
  "hidden-triple": [40, 80, 300],
  "x-wing": [60, 110, 205],
  swordfish: [60, 80, 250],
  "xy-wing": [50, 95, 135],
  "xyz-wing": [45, 40, 120],
  "w-wing": [60, 60, 155],
  "unique-rectangle": [40, 15, 35],
  "naked-quad": [55, 75, 400],
  "hidden-quad": [45, 90, 525],
  "simple-colouring": [520, 750, 520],
  "bug-plus-one": [5, 4, 7],
  jellyfish: [60, 150, 500],
  "x-chain": [1040, 4700, 1750],
  "xy-chain": [340, 400, 900],
  "forcing-chain": [4300, 600, 3500],
};

const UNITS_PER_MICRO = (WORK_UNITS_PER_MS_BY_ENGINE.cdcl / 1000) * 1.5;

/** Work units one call of `technique` is charged on a grid of box size `box`. */
export function techniqueCallCost(technique: Technique, box: number): number {
  if (technique === "solver") return 0;
  const prices = MICROS_PER_CALL[technique];
  return Math.ceil(prices[Math.min(2, Math.max(0, box - 3))] * UNITS_PER_MICRO);
}

/** The techniques with each call charged to `meter` first; a call on an empty account throws OutOfWork. */
export function meteredTechniques(techniques: readonly TechniqueEntry[], box: number, meter: WorkMeter): TechniqueEntry[] {
  return techniques.map((entry) => {
    const cost = techniqueCallCost(entry.technique, box);
    return {
      ...entry,
      find: (c) => {
        meter.spend(cost);
        return entry.find(c);
      },
    };
  });
}
