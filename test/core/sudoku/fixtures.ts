/**
 * Puzzles printed in the origin documents, transcribed (facts, not code), with the printed answers where the
 * documents give them. Row-major, '.' for blanks.
 */

/** Expert-system report: the sample puzzle of its usage section, and the answer it prints. */
export const EXPERT_SAMPLE = {
  puzzle: "6.51.3.........9.3...6......86.1...54.......71...2.34......1...7.9.........9.48.1",
  answer: "645193782271845963938672154386417295452389617197526348864731529719258436523964871",
};

/** Expert-system appendix: a websudoku "Evil" puzzle it solved, and the printed answer. */
export const EXPERT_EVIL = {
  puzzle: "2.....5.....2..9.7.4.5......7..83..2.1.....7.5..72..6......8.2.3.1..9.....7.....4",
  answer: "293847516185236947746591238679183452412965873538724169964358721321479685857612394",
};

/** Expert-system appendix: a sudoku-solutions "Medium" puzzle it solved, and the printed answer. */
export const EXPERT_MEDIUM = {
  puzzle: "...4.2.9..4.....6.1...5.3..6.894....7.......1....234.6..1.8...2.7.....1..6.1.7...",
  answer: "356472198947318265182659347628941573734865921519723486491586732875234619263197854",
};

/**
 * Expert-system appendix: the sudoku-solutions "Hard" puzzle its rules could not finish (25 cells left open).
 * `partial` is the printed partial result: every value in it must agree with the unique solution.
 */
export const EXPERT_HARD = {
  puzzle: "2....83.51....6...96..7.2...5.6..8......2......2..1.9...1.6..53...3....84.35....6",
  partial: "2..198365138256..996547328135.64.812.1..2563.6.2.3159...1.6..535.631...84.358.1.6",
};

/** GUI-game report: the 17-clue "basic" puzzle. It is printed with 8 rows; the missing empty row is row 9. */
export const BASIC_17 = ".....6...45....1.......25...7..1............68......72....489...12......" + ".........";

/** GUI-game report: the unsolvable position built to stall a naive depth-first search starting at r1c1. */
export const ANTI_DFS = "...............2........1..................2........1..21..........21............";
