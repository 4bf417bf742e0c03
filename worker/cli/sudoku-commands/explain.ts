/**
 * `npm run sudoku -- explain PUZZLE [--chain r3c7=5|r3c7-5]`: the logical solution log, one numbered step per
 * line with the steps it depends on, then per-technique counts and the grade. With --chain, the steps a single
 * fact depends on (the "why" query of rule-based solvers). PUZZLE is the puzzle text or a file holding it; one
 * without exactly one solution is refused on stderr (exit 1), as grade refuses it.
 */
import { existsSync } from "node:fs";
import { candidatesFromGrid } from "../../core/sudoku/candidates";
import { gradeExplanation } from "../../core/sudoku/grade";
import { firstPuzzle } from "../../core/sudoku/puzzle-collection";
import { parseCellName } from "../../core/sudoku/shape";
import { chainOf, describeLogged, explainCandidates, formatExplanation } from "../../core/sudoku/hints/explain";
import { solutionOracle } from "../../core/sudoku/hints/oracle";
import { UsageError, defineCommand, parseCliArgs } from "../command";
import { STDIN_PATH, readInputText } from "../files";
import { uniquenessProblem } from "./grade";

const usage = `usage: npm run sudoku -- explain PUZZLE [--chain r3c7=5 | --chain r3c7-5]
  PUZZLE   the puzzle as text (81 characters, '.' or 0 for blanks; 4x4 to 25x25, 6x6 to 15x15 with their
           rectangular boxes), or a file holding it (- reads standard input)
  --chain  show only the steps that establish one fact: r3c7=5 (placed) or r3c7-5 (eliminated)`;

function parseFact(text: string, size: number): { cell: number; value: number } | null {
  const m = /^(r\d+c\d+)[=-](\d+)$/.exec(text);
  if (!m) return null;
  const cell = parseCellName(size, m[1]);
  const value = Number(m[2]);
  if (cell < 0 || value < 1 || value > size) return null;
  return { cell, value };
}

export const command = defineCommand({
  summary: "print the logical solution log of a puzzle (techniques, dependencies, grade)",
  usage,
  async run(args) {
    const { values, positionals } = parseCliArgs({ args, allowPositionals: true, options: { chain: { type: "string" } } }, usage);
    const factText = values.chain;
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "no PUZZLE given" : `give one PUZZLE (got ${positionals.length} arguments)`);
    const source = positionals[0];
    const text = source === STDIN_PATH || existsSync(source) ? readInputText(source) : source;
    const parsed = firstPuzzle(text, { boxed: true });
    if (!parsed.ok) {
      console.error(`explain: ${parsed.error.message}${parsed.error.cell ? ` (at ${parsed.error.cell})` : ""}`);
      return 1;
    }
    const grid = parsed.grid;
    const start = candidatesFromGrid(grid);
    if (!start.ok) {
      console.error(`explain: ${start.error.message}`);
      return 1;
    }
    // A logical solution explains the one answer: a puzzle with none or several has none to explain.
    const problem = uniquenessProblem(grid);
    if (problem) {
      console.error(`explain: not explained, ${problem.message}`);
      return 1;
    }
    const explanation = explainCandidates(start.value, { oracle: () => solutionOracle(grid) });
    if (factText !== undefined) {
      const fact = parseFact(factText, grid.shape.size);
      if (!fact) {
        throw new UsageError(`"${factText}" is not a fact like r3c7=5 or r3c7-5 on a ${grid.shape.size}x${grid.shape.size} grid`);
      }
      const chain = chainOf(explanation, fact.cell, fact.value);
      if (chain.length === 0) console.log(`${factText}: a given, or not established by the log`);
      for (const index of chain) console.log(`#${index + 1} ${describeLogged(grid.shape, explanation.steps[index])}`);
      return 0;
    }
    console.log(formatExplanation(explanation));
    const grade = gradeExplanation(explanation);
    const effort = grade.searchEffort !== undefined ? `, search effort ${grade.searchEffort}` : "";
    console.log(`grade: ${grade.level}, score ${grade.score}, rating ${grade.rating.toFixed(1)}, hardest ${grade.hardest}${effort}`);
    return explanation.status === "contradiction" ? 1 : 0;
  },
});
