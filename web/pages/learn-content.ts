/**
 * Everything the technique page shows that the engine works out, as plain data. The build runs the engine once
 * (web/learn-content-plugin.ts serves this as `virtual:learn-content`), so the page ships the answers and not the
 * finders, and a phone opening /learn spends no time solving. The positions travel in candidate notation, which the
 * page parses as the board link does.
 */
import { DIFFICULTIES, type Difficulty } from "../../worker/core/sudoku/difficulty";
import type { Deduction, Technique } from "../../worker/core/sudoku/hints/hint";
import type { LessonStep } from "../components/lesson-board";
import { SOLVER_ENTRY, TECHNIQUE_TABLE, techniqueInfo } from "../../worker/core/sudoku/hints/index";
import { TECHNIQUE_EXAMPLES } from "./learn-examples";
import { workedStep } from "./learn-steps";

export interface WorkedContent {
  /** The puzzle's givens in line form. */
  puzzle: string;
  /** The board at the step, in candidate notation (hints/candidate-notation.ts). */
  position: string;
  step: LessonStep;
  sentence: string;
  /** The name of the technique the hints would name first on this board, when it is not this one. */
  hintsFirstName: string | null;
}

export interface LessonContent {
  technique: Technique;
  /** As the index and the sentences name it. */
  name: string;
  /** The lesson's heading. */
  title: string;
  rating: number;
  score: number;
  /** Null for the solver, which has no pattern to show. */
  worked: WorkedContent | null;
}

export interface LevelContent {
  level: Difficulty;
  lessons: LessonContent[];
}

export function learnContent(): LevelContent[] {
  return DIFFICULTIES.map((level) => {
    const lessons: LessonContent[] = TECHNIQUE_TABLE.filter((entry) => entry.level === level).map((entry) => {
      const { technique, name, rating, score } = entry;
      const worked = workedStep(entry);
      const example = TECHNIQUE_EXAMPLES[technique as keyof typeof TECHNIQUE_EXAMPLES];
      return {
        technique,
        name,
        title: name,
        rating,
        score,
        worked: {
          puzzle: example.puzzle,
          position: example.position,
          step: withoutFacts(worked.step),
          sentence: worked.sentence,
          hintsFirstName: worked.hintsFirst && techniqueInfo(worked.hintsFirst).name,
        },
      };
    });
    if (level === "extreme") {
      const { technique, name, rating, score } = SOLVER_ENTRY;
      lessons.push({ technique, name, title: "When no technique applies", rating, score, worked: null });
    }
    return { level, lessons };
  });
}

function withoutFacts({ facts: _facts, ...step }: Deduction): LessonStep {
  return step;
}
