/**
 * A step of human-style solving, as data: which technique, what it places or eliminates, where it looked, and
 * which candidates the argument inspected. The wording lives in describe.ts; the order in index.ts.
 */
import type { Candidates, CellValue } from "../candidates";

export type { CellValue } from "../candidates";

/** Every technique the engine knows, plus "solver" for the honest SAT fallback. */
export const TECHNIQUES = [
  "full-house",
  "naked-single",
  "hidden-single",
  "locked-candidates",
  "naked-pair",
  "hidden-pair",
  "naked-triple",
  "hidden-triple",
  "naked-quad",
  "hidden-quad",
  "x-wing",
  "swordfish",
  "jellyfish",
  "xy-wing",
  "xyz-wing",
  "w-wing",
  "simple-colouring",
  "unique-rectangle",
  "bug-plus-one",
  "x-chain",
  "xy-chain",
  "forcing-chain",
  "solver",
] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** One placement in a forcing chain: a naked single (house −1) or the only place for the value in `house`. */
export interface ForcedPlacement {
  cell: number;
  value: number;
  house: number;
}

/** Technique-specific particulars that describe.ts needs for its sentence. */
export type DeductionDetail =
  | { kind: "single"; value: number }
  | { kind: "locked"; variant: "pointing" | "claiming"; value: number; from: number; into: number }
  | { kind: "subset"; values: number[]; house: number }
  | { kind: "fish"; value: number; baseHouses: number[]; coverHouses: number[] }
  | { kind: "wing"; pivot: number; pincers: number[]; value: number }
  | { kind: "w-wing"; value: number; link: number; ends: number[]; linkCells: number[] }
  | { kind: "colouring"; value: number; rule: "colour-wrap" | "colour-trap"; colourA: number[]; colourB: number[] }
  | { kind: "rectangle"; values: number[]; corners: number[] }
  | { kind: "bug"; value: number }
  /** X-Chain: `cells` linked strong, weak, strong, …, strong; XY-Chain: `values[i]` is what cells[i] holds if cells[0] is not `value`. */
  | { kind: "chain"; value: number; cells: number[]; values: number[] }
  /** "If `cell` were `value`": the singles that follow, then a cell with no candidate or a value with no place in a house. */
  | { kind: "contradiction"; value: number; cell: number; trail: ForcedPlacement[]; clashCell: number; clashHouse: number; clashValue: number }
  | { kind: "solver"; value: number; searchEffort: number };

export interface Deduction {
  technique: Technique;
  placements: CellValue[];
  eliminations: CellValue[];
  /** The cells that make the pattern (highlighted for the player). */
  focus: number[];
  /** The houses the argument looks at. */
  houses: number[];
  /**
   * The candidates the argument inspected: where one is now absent, the step relies on the earlier step that
   * removed it (explain.ts builds the dependency chain from this).
   */
  facts: CellValue[];
  detail: DeductionDetail;
}

/** A technique: a pure function from candidates to the first step it finds, or null. */
export type TechniqueFn = (c: Candidates) => Deduction | null;
