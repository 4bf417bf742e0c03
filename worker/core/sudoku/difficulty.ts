/**
 * The difficulty levels of the Sudoku domain, easiest first: the tiers of the hint techniques (hints/index.ts),
 * the grader's levels (grade.ts) and the generator's targets (generate.ts). The API's JSON shapes re-export them.
 */
export const DIFFICULTIES = ["easy", "medium", "hard", "expert", "extreme"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
