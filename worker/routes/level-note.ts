/**
 * What /api/generate says when the puzzle's level is not the one asked for: a curl user reads only the answer, so
 * the answer itself names the level asked, why this one came instead, and how to get the other.
 */
import type { Difficulty, VariantKind } from "../core/api";
import { CLASSIC_LEVELS, browserMadeLevel } from "../core/sudoku/offered-levels";
import { variantLevels } from "../core/sudoku/variants/offered-levels";
import { listInWords } from "../core/words";

export interface LevelNote {
  asked: Difficulty;
  note: string;
}

/** What was made instead of a level not offered: aimed at `level`, the hardest offered one below it, and graded `reached`. */
export interface Instead {
  asked: Difficulty;
  level: Difficulty;
  reached: Difficulty;
}

function notOffered(puzzles: string, offered: readonly Difficulty[], { asked, level, reached }: Instead, elsewhere = ""): LevelNote {
  const levels = offered.length === 1 ? `only ${offered[0]}` : listInWords(offered);
  const reliably = offered.length === 1 ? "the one level it reaches reliably" : "the levels it reaches reliably";
  const graded = reached === level ? "" : `, and graded ${reached}, the closest an attempt came within the work budget`;
  return {
    asked,
    note: `${puzzles} ${asked} is not offered here: the API offers ${levels} for ${puzzles} puzzles, ${reliably}. This puzzle was aimed at ${level}, the hardest offered level below it${graded}.${elsewhere}`,
  };
}

/** A classic level the side does not offer; a level the site makes in the browser says where to get it. */
export function classicNotOfferedNote(side: number, instead: Instead): LevelNote {
  const grid = `${side}×${side}`;
  const { asked } = instead;
  const elsewhere = browserMadeLevel(side, asked)
    ? ` The site makes ${grid} ${asked} in your browser (/play?size=${side}&d=${asked}), and \`npm run sudoku -- generate --size ${side} --difficulty ${asked}\` makes it on your machine.`
    : "";
  return notOffered(grid, CLASSIC_LEVELS[side] ?? [], instead, elsewhere);
}

/** A variant level the kind does not offer on this side. */
export function variantNotOfferedNote(kind: VariantKind, side: number, instead: Instead): LevelNote {
  return notOffered(`${side}×${side} ${kind}`, variantLevels(kind, side), instead);
}

/** A level aimed at and missed: every attempt the budget allowed graded otherwise, and `reached` came closest. */
export function missedNote(asked: Difficulty, reached: Difficulty): LevelNote {
  return {
    asked,
    note: `Aimed at ${asked}, but no attempt within the work budget graded ${asked}; this puzzle, graded ${reached}, came closest. Another seed may reach ${asked}, as may a larger budget_ms when this one was below the server's cap.`,
  };
}
