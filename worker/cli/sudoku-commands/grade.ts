/**
 * `npm run sudoku -- grade FILE`: one line per puzzle, `PUZZLE LEVEL SCORE` (the puzzle as given, the level
 * word, the numeric score). FILE is read as puzzle-collection.ts reads a collection (.gz too); a puzzle text in
 * place of FILE grades just that one. A puzzle with no solution or several is named on stderr, not graded.
 */
import { existsSync } from "node:fs";
import { DEFAULT_GRADE_BUDGET, gradePuzzle } from "../../core/sudoku/grade";
import type { Grid } from "../../core/sudoku/grid";
import { formatGrid } from "../../core/sudoku/grid-text";
import { readPuzzleCollection } from "../../core/sudoku/puzzle-collection";
import { solveGrid } from "../../core/sudoku/solve-grid";
import { UsageError, defineCommand, parseCliArgs } from "../command";
import { CliFileError, STDIN_PATH, looksLikePath, readInputText } from "../files";

const usage = `usage: npm run sudoku -- grade FILE [--rating]
  FILE      puzzles one a line (81 characters, '.' or 0 for blanks; 4x4 to 25x25, 6x6 to 15x15 with their
            rectangular boxes), maybe among other fields (PUZZLE,SOLUTION; ID PUZZLE RATING), or each written
            in rows; titles and # comments skipped; .gz accepted. Or a single puzzle text
  --rating  append the Sudoku Explainer-like rating and the hardest technique`;

function readSource(source: string): string {
  if (source === STDIN_PATH || existsSync(source)) return readInputText(source);
  if (looksLikePath(source)) throw new CliFileError(`cannot read ${source}: no such file or directory`);
  return source;
}

/**
 * Why a puzzle has no logical solution to grade or explain: it has none, several, or the search ran out before it
 * knew (which grade lets pass, and explain does not). Undefined for a puzzle with exactly one solution.
 */
export function uniquenessProblem(grid: Grid): { status: "none" | "multiple" | "unknown"; message: string } | undefined {
  const status = solveGrid(grid, { budget: DEFAULT_GRADE_BUDGET }).status;
  if (status === "unique") return undefined;
  const message = {
    none: "the puzzle has no solution",
    multiple: "the puzzle has more than one solution",
    unknown: "the search ran out of its budget before it could tell whether the puzzle has exactly one solution",
  }[status];
  return { status, message };
}

export const command = defineCommand({
  summary: "grade puzzles: one line per puzzle, PUZZLE LEVEL SCORE",
  usage,
  async run(args) {
    const { values, positionals: positional } = parseCliArgs({ args, allowPositionals: true, options: { rating: { type: "boolean" } } }, usage);
    const withRating = values.rating === true;
    if (positional.length !== 1) throw new UsageError(positional.length === 0 ? "no FILE given" : `only one FILE may be given (got ${positional.length})`);
    let failures = 0;
    let graded = 0;
    for (const item of readPuzzleCollection(readSource(positional[0]), { boxed: true })) {
      if (item.kind === "invalid") {
        failures++;
        console.error(`line ${item.line}: ${item.error.message}`);
      } else if (item.kind === "puzzle") {
        // A grade is how hard the one solution is to reach; a puzzle the search could not settle is graded as it stands.
        const problem = uniquenessProblem(item.grid);
        if (problem && problem.status !== "unknown") {
          failures++;
          console.error(`line ${item.line}: not graded, ${problem.message}`);
          continue;
        }
        graded++;
        const grade = gradePuzzle(item.grid);
        const extra = withRating ? ` ${grade.rating.toFixed(1)} ${grade.hardest}` : "";
        // The puzzle as the file gave it, so that the output filters back into the collection; rows become a line.
        const puzzle = item.lines === 1 ? item.text : formatGrid(item.grid, "line");
        console.log(`${puzzle} ${grade.level} ${grade.score}${extra}`);
      }
    }
    if (graded === 0 && failures === 0) {
      console.error("no puzzle found: give one a line (81 characters for a 9x9), or each in rows");
      return 1;
    }
    return failures > 0 ? 1 : 0;
  },
});
