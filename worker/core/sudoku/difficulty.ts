/**
 * The difficulty levels of the Sudoku domain, easiest first: the tiers of the hint techniques (hints/index.ts),
 * the grader's levels (grade.ts) and the generator's targets (generate.ts). The API's JSON shapes re-export them.
 */
export const DIFFICULTIES = ["easy", "medium", "hard", "expert", "extreme"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * The level a size gives when `asked` for: the asked level if the size offers it, else the hardest offered level
 * below it, else the easiest offered (4×4 offers only easy).
 */
export function offeredLevel(offered: readonly Difficulty[], asked: Difficulty): Difficulty {
  if (offered.includes(asked)) return asked;
  const below = offered.filter((level) => DIFFICULTIES.indexOf(level) <= DIFFICULTIES.indexOf(asked));
  return below.length > 0 ? below[below.length - 1] : offered[0];
}
