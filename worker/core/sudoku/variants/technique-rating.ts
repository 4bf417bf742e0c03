/**
 * Classic grids with rectangular boxes (a 6×6's 2×3) are rated by the classic grader's techniques, not by search
 * effort: their solution log, hint ladder and "why" are the techniques', so a "medium" must be a puzzle those call
 * medium. The generator asks one question many times (is this puzzle at most the level?), which techniques capped at
 * the level answer for a fraction of a full grading; the puzzle it keeps gets a full grading only when it stayed
 * above the level.
 */
import type { Rng } from "../../rng";
import type { Difficulty } from "../difficulty";
import { gradePuzzle, searchRating, type Grade } from "../grade";
import { shapeOfBoxes } from "../shape";
import { OutOfWork, WorkMeter } from "../work-meter";
import type { Spending } from "./generate-search";
import type { VariantPuzzle } from "./model";
import { solveVariant } from "./solve";
import { digitsGivenBack } from "./level-aim";

/** The work a final uniqueness check may take: every puzzle it sees was proved unique by the dig already. */
const CHECK_WORK = 100_000_000;

/**
 * The technique grade of a classic puzzle with rectangular boxes, its technique calls charged to `spend`. With
 * `atMost`, only the techniques up to that level are tried: a puzzle they cannot finish grades "extreme", read as
 * "harder than the level". With `limit`, a grading that would pass it throws OutOfWork.
 */
export function techniqueGrade(puzzle: VariantPuzzle, solution: Uint8Array, spend: Spending, atMost?: Difficulty, searchEffort = 0, limit = Infinity): Grade {
  const shape = shapeOfBoxes(puzzle.size);
  if (!shape) throw new RangeError(`no rectangular boxes for a side of ${puzzle.size}`);
  const meter = new WorkMeter(limit);
  try {
    // The dig proved the solution unique, so where logic stalls the known solution stands in for a search.
    return gradePuzzle({ shape, cells: puzzle.givens }, { maxLevel: atMost, meter, oracle: () => ({ solution, searchEffort }) });
  } finally {
    spend.addWork(meter.spent);
  }
}

/**
 * Is the puzzle at most `level`? The technique grade capped at the level, paid from what the budget has left; a
 * grading the budget cannot finish answers as one the capped techniques could not finish (harder than the level),
 * so the generator keeps digits rather than spend work it does not have.
 */
export function cappedGrade(puzzle: VariantPuzzle, solution: Uint8Array, spend: Spending, level: Difficulty | undefined): Grade {
  try {
    return techniqueGrade(puzzle, solution, spend, level, 0, spend.left().work);
  } catch (error) {
    if (!(error instanceof OutOfWork)) throw error;
    return UNPAID;
  }
}

/** What cappedGrade answers when the budget could not pay for the grading. */
const UNPAID: Grade = Object.freeze({ level: "extreme", score: 0, rating: 0, hardest: "solver", counts: {}, solvedByLogic: false });

/** True for cappedGrade's answer when the budget ran out during the grading: no grade at all, only "keep digits". */
export const isUnpaid = (grade: Grade): boolean => grade === UNPAID;

export interface FinalGrade {
  /** The puzzle answered: the one kept, or, when its full grading could not be paid for, one with digits given back. */
  puzzle: VariantPuzzle;
  grade: Grade;
  conflicts: number;
  decisions: number;
}

/**
 * The grade a generated puzzle is answered with: its uniqueness checked once more by the variant engine, and the
 * grade `capped` (by the techniques up to `atMost`, or all of them) made exact. One that needed search gets that
 * check's effort; one the capped techniques could not finish gets a full grading, paid from what the budget has
 * left. A puzzle too hard to grade within it (a minimal 15×15 whose forcing chains cost more than a small budget)
 * gets digits back, in a seeded order, until singles solve it, and is answered easy.
 */
export function finalTechniqueGrade(puzzle: VariantPuzzle, solution: Uint8Array, spend: Spending, capped: Grade, atMost: Difficulty | undefined, rng: Rng, pairs = false): FinalGrade {
  const check = solveVariant(puzzle, { seed: 0, budget: { work: CHECK_WORK } });
  spend.addSolve(check.stats);
  if (check.status === "unknown") throw new Error("bug: a generated classic puzzle's uniqueness check ran out of work");
  if (check.status !== "unique" || check.solutions[0].some((v, i) => v !== solution[i])) throw new Error("bug: a generated classic puzzle is not unique");
  const { conflicts, decisions } = check.stats;
  if (capped.solvedByLogic) return { puzzle, grade: capped, conflicts, decisions };
  const effort = conflicts + decisions;
  // Every technique was tried and search was needed: the grade stands, with the search's effort and rating.
  const everyTechnique = atMost === undefined || atMost === "extreme";
  if (everyTechnique && capped !== UNPAID) return { puzzle, grade: { ...capped, searchEffort: effort, rating: Math.max(capped.rating, searchRating(effort)) }, conflicts, decisions };
  try {
    return { puzzle, grade: techniqueGrade(puzzle, solution, spend, undefined, effort, spend.left().work), conflicts, decisions };
  } catch (error) {
    if (!(error instanceof OutOfWork)) throw error;
  }
  const easy = singlesPuzzle(puzzle, solution, spend, rng, pairs);
  return { ...easy, conflicts, decisions };
}

/**
 * The puzzle with the fewest digits given back, a prefix of a seeded order of its empty cells, that singles solve,
 * with its grade: found by bisection, each step a singles-only grading (cheap at any size), so it ends whatever the
 * budget.
 */
function singlesPuzzle(puzzle: VariantPuzzle, solution: Uint8Array, spend: Spending, rng: Rng, pairs: boolean): { puzzle: VariantPuzzle; grade: Grade } {
  const back = digitsGivenBack(puzzle, solution, rng, pairs);
  const graded = (k: number) => {
    const given = back.withFirst(k);
    return { puzzle: given, grade: techniqueGrade(given, solution, spend, "easy") };
  };
  // Prefix lo is not solved by singles, prefix hi is (the whole solution given back is); `solved` is hi's, once tried.
  let lo = 0;
  let hi = back.count;
  let solved: { puzzle: VariantPuzzle; grade: Grade } | undefined;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const tried = graded(mid);
    if (tried.grade.solvedByLogic) {
      hi = mid;
      solved = tried;
    } else lo = mid;
  }
  return solved ?? graded(hi);
}
