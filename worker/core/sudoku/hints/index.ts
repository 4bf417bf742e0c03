/**
 * The techniques in difficulty order (easiest first) with their grading data. nextStep() returns the first
 * technique that finds something, so every step in a solution log is the easiest one available at that point.
 *
 * Order and levels follow HoDoKu's tiers (easy: singles; medium: locked candidates, pairs, triples; hard: fish up
 * to Swordfish, wings, quads, colouring, uniqueness; expert: Jellyfish, X-Chains and XY-Chains; extreme: forcing chains, short contradictions from singles alone). `rating` is on the Sudoku Explainer scale
 * (singles 1.0–2.3, locked candidates 2.6–2.8, naked pair 3.0, X-Wing 3.2, hidden pair 3.4, ...), `score` is
 * HoDoKu's per-step score; the grade sums scores and takes the highest rating.
 */
import type { Candidates } from "../candidates";
import { DIFFICULTIES, type Difficulty } from "../difficulty";
import { findBugPlusOne } from "./techniques/bug-plus-one";
import { findJellyfish, findSwordfish, findXWing } from "./techniques/fish";
import { findForcingChain } from "./techniques/forcing-chain";
import { findFullHouse } from "./techniques/full-house";
import { findHiddenSingle } from "./techniques/hidden-single";
import { findHiddenPair, findHiddenQuad, findHiddenTriple } from "./techniques/hidden-subset";
import type { Deduction, Technique, TechniqueFn } from "./hint";
import { findLockedCandidates } from "./techniques/locked-candidates";
import { findNakedSingle } from "./techniques/naked-single";
import { findNakedPair, findNakedQuad, findNakedTriple } from "./techniques/naked-subset";
import { findSimpleColouring } from "./techniques/simple-colouring";
import { findUniqueRectangle } from "./techniques/unique-rectangle";
import { findWWing } from "./techniques/w-wing";
import { findXChain } from "./techniques/x-chain";
import { findXYChain } from "./techniques/xy-chain";
import { findXYWing } from "./techniques/xy-wing";
import { findXYZWing } from "./techniques/xyz-wing";

export interface TechniqueEntry {
  technique: Technique;
  /** Display name: "Hidden single". */
  name: string;
  find: TechniqueFn;
  level: Difficulty;
  /** Sudoku Explainer-like rating of one step. */
  rating: number;
  /** HoDoKu-like score of one step. */
  score: number;
}

/**
 * The techniques by tier, each tier in the order they are tried. A puzzle's level is the tier of the hardest
 * technique its solution needs (grade.ts).
 */
export const TECHNIQUE_TIERS: Readonly<Record<Difficulty, readonly Omit<TechniqueEntry, "level">[]>> = {
  easy: [
    { technique: "full-house", name: "Full house", find: findFullHouse, rating: 1.0, score: 4 },
    { technique: "naked-single", name: "Naked single", find: findNakedSingle, rating: 2.3, score: 4 },
    { technique: "hidden-single", name: "Hidden single", find: findHiddenSingle, rating: 1.5, score: 14 },
  ],
  medium: [
    { technique: "locked-candidates", name: "Locked candidates", find: findLockedCandidates, rating: 2.6, score: 50 },
    { technique: "naked-pair", name: "Naked pair", find: findNakedPair, rating: 3.0, score: 60 },
    { technique: "hidden-pair", name: "Hidden pair", find: findHiddenPair, rating: 3.4, score: 70 },
    { technique: "naked-triple", name: "Naked triple", find: findNakedTriple, rating: 3.6, score: 80 },
    { technique: "hidden-triple", name: "Hidden triple", find: findHiddenTriple, rating: 4.0, score: 100 },
  ],
  hard: [
    { technique: "x-wing", name: "X-Wing", find: findXWing, rating: 3.2, score: 140 },
    { technique: "swordfish", name: "Swordfish", find: findSwordfish, rating: 3.8, score: 150 },
    { technique: "xy-wing", name: "XY-Wing", find: findXYWing, rating: 4.2, score: 160 },
    { technique: "xyz-wing", name: "XYZ-Wing", find: findXYZWing, rating: 4.4, score: 180 },
    { technique: "w-wing", name: "W-Wing", find: findWWing, rating: 4.4, score: 150 },
    { technique: "unique-rectangle", name: "Unique rectangle", find: findUniqueRectangle, rating: 4.5, score: 100 },
    { technique: "naked-quad", name: "Naked quad", find: findNakedQuad, rating: 5.0, score: 120 },
    { technique: "hidden-quad", name: "Hidden quad", find: findHiddenQuad, rating: 5.4, score: 150 },
    { technique: "simple-colouring", name: "Simple colouring", find: findSimpleColouring, rating: 5.0, score: 150 },
    { technique: "bug-plus-one", name: "BUG+1", find: findBugPlusOne, rating: 5.6, score: 100 },
  ],
  expert: [
    { technique: "jellyfish", name: "Jellyfish", find: findJellyfish, rating: 5.2, score: 160 },
    { technique: "x-chain", name: "X-Chain", find: findXChain, rating: 6.5, score: 260 },
    { technique: "xy-chain", name: "XY-Chain", find: findXYChain, rating: 6.6, score: 260 },
  ],
  extreme: [
    { technique: "forcing-chain", name: "Forcing chain", find: findForcingChain, rating: 7.5, score: 500 },
  ],
};

/** Every technique, easiest first: the tiers in order, flattened. nextStep() tries them in this order. */
export const TECHNIQUE_TABLE: readonly TechniqueEntry[] = DIFFICULTIES.flatMap((level) =>
  TECHNIQUE_TIERS[level].map((entry) => ({ ...entry, level })),
);

/** The SAT fallback's entry: not a technique, but logged and graded like one. */
export const SOLVER_ENTRY = { technique: "solver", name: "Solver", level: "extreme", rating: 7.0, score: 1000 } as const;

const byTechnique = new Map<Technique, { name: string; level: Difficulty; rating: number; score: number }>(
  TECHNIQUE_TABLE.map((entry) => [entry.technique, entry]),
);
byTechnique.set("solver", SOLVER_ENTRY);

export function techniqueInfo(technique: Technique): { name: string; level: Difficulty; rating: number; score: number } {
  return byTechnique.get(technique)!;
}

/** Sudoku Explainer rates hidden singles in a box (1.2) below those in a row or column (1.5). */
export function stepRating(step: Deduction, boxStart: number): number {
  if (step.technique === "hidden-single" && step.houses[0] >= boxStart) return 1.2;
  if (step.technique === "locked-candidates" && step.detail.kind === "locked" && step.detail.variant === "claiming") return 2.8;
  return techniqueInfo(step.technique).rating;
}

/** The first step the ordered techniques find, or null when none applies (the caller may fall back to search). */
export function nextStep(c: Candidates, techniques: readonly TechniqueEntry[] = TECHNIQUE_TABLE): Deduction | null {
  for (const entry of techniques) {
    const step = entry.find(c);
    if (step) return step;
  }
  return null;
}
