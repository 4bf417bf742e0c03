/**
 * `npm run sudoku -- grade FILE`: one line per puzzle, `PUZZLE LEVEL SCORE` (the puzzle as given, the level
 * word, the numeric score). FILE holds one puzzle per line (# comments and blank lines skipped; .gz read too);
 * a puzzle text in place of FILE grades just that one.
 */
import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { gradePuzzle } from "../../core/sudoku/grade";
import { parseGrid } from "../../core/sudoku/grid-text";
import type { SudokuCommand } from "../sudoku";

const usage = `usage: npm run sudoku -- grade FILE [--rating]
  FILE      one puzzle per line (81 characters, '.' or 0 for blanks; # comments skipped; .gz accepted),
            or a single puzzle text
  --rating  append the Sudoku Explainer-like rating and the hardest technique`;

export function readPuzzleLines(source: string): string[] {
  if (!existsSync(source)) return [source];
  const raw = readFileSync(source);
  const text = source.endsWith(".gz") ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
}

export const command: SudokuCommand = {
  summary: "grade puzzles: one line per puzzle, PUZZLE LEVEL SCORE",
  usage,
  async run(args) {
    const withRating = args.includes("--rating");
    const positional = args.filter((a) => a !== "--rating");
    if (positional.length !== 1) {
      console.error(usage);
      return 2;
    }
    let failures = 0;
    readPuzzleLines(positional[0]).forEach((line, i) => {
      // data sets may carry extra fields after the puzzle (ratings, sources): grade the first field
      const puzzle = line.split(/[\s,;:]+/)[0];
      const parsed = parseGrid(puzzle);
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
};
