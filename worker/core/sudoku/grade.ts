/**
 * Difficulty, HoDoKu-style: the level is the tier of the hardest technique the logical solve needed (easy,
 * medium, hard, expert, extreme for forcing chains), the score is the sum of the step scores, and the rating is the
 * highest step rating on the Sudoku Explainer scale. Puzzles our techniques cannot finish need search: they grade
 * "extreme", and the SAT solver's effort (decisions + conflicts, a search-node count) is reported as a second
 * score.
 */
import type { Difficulty } from "./difficulty";
import { budgetFromMs, type Budget } from "../budget";
import { candidatesFromGrid } from "./candidates";
import type { Grid } from "./grid";
import { explainCandidates, type Explanation, type OracleAnswer } from "./hints/explain";
import type { Technique } from "./hints/hint";
import { TECHNIQUE_TABLE, stepRating, techniqueInfo } from "./hints/index";
import { solutionOracle } from "./hints/oracle";
import { meteredTechniques } from "./grade-cost";
import { guardedTechniques } from "./grade-guards";
import type { WorkMeter } from "./work-meter";

export interface Grade {
  level: Difficulty;
  /** Sum of step scores (HoDoKu-like). */
  score: number;
  /** Highest step rating (Sudoku Explainer-like; 7.0 and above: forcing chains or search). */
  rating: number;
  /** The hardest technique used ("solver" when search was needed, "none" for a full grid). */
  hardest: Technique | "none";
  /** How often each technique was used. */
  counts: Partial<Record<Technique, number>>;
  /** True when the techniques alone filled the grid. */
  solvedByLogic: boolean;
  /** SAT search effort (decisions + conflicts) when search was needed. */
  searchEffort?: number;
}

const LEVEL_ORDER: readonly Difficulty[] = ["easy", "medium", "hard", "expert", "extreme"];

/** HoDoKu raises a level whose score passes the level's ceiling; we do it only from hard to expert, so a
 * singles-only puzzle always stays easy and the tiers stay monotone. Scaled by grid area (ceiling for 9x9). */
const HARD_SCORE_CEILING = 1600;

function tier(level: Difficulty): number {
  return LEVEL_ORDER.indexOf(level);
}

/** Search-effort rating: 7.0 for "needs search", rising slowly with the node count up to 10.0. */
export function searchRating(effort: number): number {
  return Math.round((7 + Math.min(3, Math.log10(1 + effort) / 2)) * 10) / 10;
}

export function gradeExplanation(explanation: Explanation): Grade {
  const boxStart = 2 * explanation.shape.size;
  let score = 0;
  let rating = 0;
  let hardest: Technique | "none" = "none";
  let hardestKey = -1;
  for (const { step } of explanation.steps) {
    const info = techniqueInfo(step.technique);
    const stepValue = step.technique === "solver" ? searchRating(explanation.searchEffort ?? 0) : stepRating(step, boxStart);
    score += info.score;
    rating = Math.max(rating, stepValue);
    const key = tier(info.level) * 100 + stepValue * 10;
    if (key > hardestKey) {
      hardestKey = key;
      hardest = step.technique;
    }
  }
  const solvedByLogic = explanation.status === "solved" && !explanation.counts.solver;
  let level: Difficulty = hardest === "none" ? "easy" : techniqueInfo(hardest).level;
  if (!solvedByLogic) {
    level = "extreme";
    if (hardest !== "solver") hardest = "solver";
    rating = Math.max(rating, searchRating(explanation.searchEffort ?? 0));
  } else if (level === "hard" && score > (HARD_SCORE_CEILING * explanation.shape.cells) / 81) {
    level = "expert";
  }
  const grade: Grade = { level, score, rating: Math.round(rating * 10) / 10, hardest, counts: { ...explanation.counts }, solvedByLogic };
  if (explanation.searchEffort !== undefined) grade.searchEffort = explanation.searchEffort;
  return grade;
}

export interface GradeOptions {
  /** Supplies the unique solution when logic stalls (defaults to the SAT solver under `budget`). */
  oracle?: () => OracleAnswer | null;
  /** Work budget of the default SAT oracle; when it runs out the grade is "extreme" without a search effort. */
  budget?: Budget;
  /**
   * Use only the techniques up to this level, and no oracle below "extreme". A puzzle they cannot finish grades
   * "extreme", which a generator reads as "harder than this level"; one they finish gets the same grade as with
   * every technique, since the steps are tried easiest first either way.
   */
  maxLevel?: Difficulty;
  /**
   * Charge every technique call to this account (grade-cost.ts); a call on an empty account throws OutOfWork, so
   * a grading never runs past a request's budget. The oracle charges its own search.
   */
  meter?: WorkMeter;
}

/** Some minimal 25x25 puzzles take the SAT core over a minute; grading must stay bounded. */
export const DEFAULT_GRADE_BUDGET: Budget = budgetFromMs(1500);

/**
 * Grades a puzzle by solving it logically (SAT fallback when stuck).
 * @example gradePuzzle(parseGrid(text).value).level // "medium"
 */
export function gradePuzzle(grid: Grid, options: GradeOptions = {}): Grade {
  const start = candidatesFromGrid(grid);
  if (!start.ok) return { level: "extreme", score: 0, rating: 0, hardest: "solver", counts: {}, solvedByLogic: false };
  const limited = options.maxLevel !== undefined && options.maxLevel !== "extreme";
  const top = limited ? tier(options.maxLevel!) : Infinity;
  const allowed = limited ? TECHNIQUE_TABLE.filter((entry) => tier(entry.level) <= top) : TECHNIQUE_TABLE;
  // Calls the guards skip are still charged in full, so a grading costs the same work units with or without them.
  const guarded = guardedTechniques(allowed, grid.shape.box);
  const techniques = options.meter ? meteredTechniques(guarded, grid.shape.box, options.meter) : guarded;
  if (limited) return gradeExplanation(explainCandidates(start.value, { techniques, stepsOnly: true }));
  const oracle = options.oracle ?? (() => solutionOracle(grid, options.budget ?? DEFAULT_GRADE_BUDGET));
  return gradeExplanation(explainCandidates(start.value, { oracle, techniques, stepsOnly: true }));
}
