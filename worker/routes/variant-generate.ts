/**
 * GET /api/generate?variant=KIND[&size=4|6|9][&difficulty=LEVEL][&givens=true]: a seeded variant puzzle in the
 * classic answer's shape, plus the puzzle as f-puzzles JSON and as an f-puzzles link. A classic 6×6 (its boxes are
 * rectangles, which the classic generator does not take) is made here too, as kind "classic", and graded by the classic
 * grader's techniques, as its solution log and hints are. Those techniques know no cages, diagonals or irregular
 * regions, so a variant's grade is the search effort CDCL needs to solve the puzzle and prove it unique (see
 * worker/core/sudoku/variants/README.md).
 */
import type { Difficulty, GenerateResponse, GradeJson } from "../core/api";
import { seedFromString } from "../core/rng";
import { toFpuzzles } from "../core/sudoku/variants/fpuzzles-export";
import { VARIANT_TITLES, generateVariant, variantSeedText, type GeneratorKind, type VariantRating } from "../core/sudoku/variants/generate";
import { compressFpuzzles } from "../variants/fpuzzles-link";
import { variantLine } from "../variants/format";
import { missedNote } from "./level-note";

export interface VariantGenerateAsk {
  kind: GeneratorKind;
  /** Dig in rotationally symmetric pairs (the generator's default for the kind when undefined). */
  symmetric?: boolean;
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
  const { kind } = ask;
  const made = generateVariant({ kind, size: ask.size, level: ask.level, givens: ask.givens, symmetric: ask.symmetric, seed: seedFromString(variantSeedText(kind, ask.size, ask.seed)), totalWork: ask.work });
  // A classic puzzle has no title: the board calls it by its size ("6×6 Sudoku").
  const json = toFpuzzles(kind === "classic" ? made.puzzle : { ...made.puzzle, title: `${VARIANT_TITLES[kind]} ${ask.seed}` });
  const symmetric = ask.symmetric ?? kind !== "killer";
  const body: GenerateResponse = {
    puzzle: variantLine(made.puzzle.givens),
    size: made.puzzle.size,
    difficulty: made.rating.level,
    symmetry: symmetric ? "rotational" : "none",
    seed: ask.seed,
    clues: made.puzzle.givens.filter((v) => v !== 0).length,
    grade: made.rating.grade ?? ratingGrade(made.rating),
    work: made.work,
    fpuzzles: json,
    link: `https://www.f-puzzles.com/?load=${compressFpuzzles(json)}`,
  };
  if (ask.level !== undefined && made.rating.level !== ask.level) Object.assign(body, missedNote(ask.level, made.rating.level));
  if (kind !== "classic") body.variant = kind;
  if (ask.solution) body.solution = variantLine(made.solution);
  return body;
}
