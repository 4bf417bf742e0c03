/** Which techniques a practice position is offered for, and the level whose puzzles it is looked for in (pure data). */
import type { Difficulty } from "./difficulty";
import type { Technique } from "./hints/hint";

/**
 * The level to generate at for each technique, or null where a position cannot be promised within a request's
 * budget. Chosen from how often each level's puzzles use the technique (test/bench/RESULTS.md, 2026-12-07): medium
 * puzzles need nothing past locked candidates, so pairs and triples come from hard ones; a hidden quad is never the
 * easiest step in a 9×9 house (its naked twin is), and a Jellyfish or a naked quad turned up in under 1% of puzzles.
 */
export const PRACTICE_LEVEL: Readonly<Record<Exclude<Technique, "solver">, Difficulty | null>> = {
  "full-house": "easy",
  "naked-single": "easy",
  "hidden-single": "easy",
  "locked-candidates": "medium",
  "naked-pair": "hard",
  "hidden-pair": "hard",
  "naked-triple": "expert",
  "hidden-triple": "expert",
  "naked-quad": null,
  "hidden-quad": null,
  "x-wing": "expert",
  "swordfish": "expert",
  "jellyfish": null,
  "xy-wing": "hard",
  "xyz-wing": "expert",
  "w-wing": "hard",
  "simple-colouring": "expert",
  "unique-rectangle": "expert",
  "bug-plus-one": "hard",
  "x-chain": "extreme",
  "xy-chain": "expert",
  "forcing-chain": "extreme",
};

export type PracticeTechnique = keyof typeof PRACTICE_LEVEL;

/** The techniques a practice position is offered for, easiest first. */
export const PRACTICE_TECHNIQUES = (Object.keys(PRACTICE_LEVEL) as PracticeTechnique[]).filter((t) => PRACTICE_LEVEL[t] !== null);

/** `name` as a technique offered for practice (its id as the hints write it), or null. */
export function practiceTechnique(name: string | null | undefined): PracticeTechnique | null {
  return PRACTICE_TECHNIQUES.find((t) => t === name) ?? null;
}

