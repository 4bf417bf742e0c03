/**
 * `npm run sudoku -- grade FILE`: one line per puzzle, `PUZZLE LEVEL SCORE` (the puzzle as given, the level
 * word, the numeric score). FILE holds one puzzle per line (# comments and blank lines skipped; .gz read too);
 * a puzzle text in place of FILE grades just that one.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { gradePuzzle } from "../../core/sudoku/grade";
import { parseGrid } from "../../core/sudoku/grid-text";
import { UsageError, defineCommand } from "../command";
import { CliFileError, looksLikePath, readInputText } from "../files";

const usage = `usage: npm run sudoku -- grade FILE [--rating]
  FILE      one puzzle per line (81 characters, '.' or 0 for blanks; 4x4 to 25x25, 6x6 to 15x15 with their
            rectangular boxes; # comments skipped; .gz accepted), or a single puzzle text
  --rating  append the Sudoku Explainer-like rating and the hardest technique`;

function readPuzzleLines(source: string): string[] {
  if (!existsSync(source)) {
    if (looksLikePath(source)) throw new CliFileError(`cannot read ${source}: no such file or directory`);
    return [source];
  }
  return readInputText(source).split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
}

export const command = defineCommand({
  summary: "grade puzzles: one line per puzzle, PUZZLE LEVEL SCORE",
  usage,
  async run(args) {
    const { values, positionals: positional } = parseArgs({ args, allowPositionals: true, options: { rating: { type: "boolean" } } });
    const withRating = values.rating === true;
    if (positional.length !== 1) throw new UsageError(positional.length === 0 ? "no FILE given" : `only one FILE may be given (got ${positional.length})`);
    let failures = 0;
    readPuzzleLines(positional[0]).forEach((line, i) => {
      // data sets may carry extra fields after the puzzle (ratings, sources): grade the first field
      const puzzle = line.split(/[\s,;:]+/)[0];
      const parsed = parseGrid(puzzle, { boxed: true });
      if (!parsed.ok) {
        failures++;
        console.error(`line ${i + 1}: ${parsed.error.message}`);
        return;
      }
      const grade = gradePuzzle(parsed.value);
      const extra = withRating ? ` ${grade.rating.toFixed(1)} ${grade.hardest}` : "";
      console.log(`${puzzle} ${grade.level} ${grade.score}${extra}`);
    });
    return failures > 0 ? 1 : 0;
  },
});
