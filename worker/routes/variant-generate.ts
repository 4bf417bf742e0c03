/**
 * GET /api/generate?variant=KIND[&size=4|6|9][&difficulty=LEVEL][&givens=true]: a seeded variant puzzle in the
 * classic answer's shape, plus the puzzle as f-puzzles JSON and as an f-puzzles link. The classic grader's techniques
 * know no cages, diagonals or irregular regions, so the grade here is the search effort CDCL needs to solve the puzzle
 * and prove it unique (see worker/core/sudoku/variants/README.md).
 */
import type { Difficulty, GenerateResponse, GradeJson, VariantKind } from "../core/api";
import { seedFromString } from "../core/rng";
import { toFpuzzles } from "../core/sudoku/variants/fpuzzles-export";
import { VARIANT_TITLES, generateVariant, variantSeedText, type VariantRating } from "../core/sudoku/variants/generate";
import { compressFpuzzles } from "../variants/fpuzzles-link";
import { variantLine } from "../variants/format";

export interface VariantGenerateAsk {
  kind: VariantKind;
  size: number;
  /** A level to aim at; undefined for the seed's first puzzle as it rates. */
  level?: Difficulty;
  givens: boolean;
  seed: string;
  work: number;
  solution: boolean;
}

/** The rating as a Grade: score = conflicts, rating = log2(1 + conflicts), "unit propagation" when no decision was needed. */
export function ratingGrade(rating: VariantRating): GradeJson {
  return {
    level: rating.level,
    score: rating.conflicts,
    rating: Math.round(10 * Math.log2(1 + rating.conflicts)) / 10,
    hardest: rating.decisions === 0 ? "unit propagation" : "search",
    counts: {},
    solvedByLogic: rating.decisions === 0,
    searchEffort: rating.decisions + rating.conflicts,
  };
}

export function variantGenerateAnswer(ask: VariantGenerateAsk): GenerateResponse {
  const made = generateVariant({ kind: ask.kind, size: ask.size, level: ask.level, givens: ask.givens, seed: seedFromString(variantSeedText(ask.kind, ask.size, ask.seed)), totalWork: ask.work });
  const json = toFpuzzles({ ...made.puzzle, title: `${VARIANT_TITLES[ask.kind]} ${ask.seed}` });
  const body: GenerateResponse = {
    puzzle: variantLine(made.puzzle.givens),
    size: made.puzzle.size,
    difficulty: made.rating.level,
    symmetry: ask.kind === "killer" ? "none" : "rotational",
    seed: ask.seed,
    clues: made.puzzle.givens.filter((v) => v !== 0).length,
    grade: ratingGrade(made.rating),
    work: made.work,
    variant: ask.kind,
    fpuzzles: json,
    link: `https://www.f-puzzles.com/?load=${compressFpuzzles(json)}`,
  };
  if (ask.solution) body.solution = variantLine(made.solution);
  return body;
}
