/**
 * `npm run sudoku -- encode PUZZLE > puzzle.cnf`: the puzzle as DIMACS CNF, with the puzzle in the comment lines
 * (so the file explains itself). Minimal or extended encoding (Lynce & Ouaknine), or the compact formula
 * the solver itself uses (givens propagated first; a comment line maps each variable to its cell and value).
 */
import { existsSync } from "node:fs";
import { formatDimacs } from "../../core/sat/index";
import { CnfCollector, ReducedEncoding, encodeCnf } from "../../core/sudoku/encode";
import { formatGrid } from "../../core/sudoku/grid-text";
import { firstPuzzle } from "../../core/sudoku/puzzle-collection";
import { SinglesPropagator } from "../../core/sudoku/singles";
import { UsageError, defineCommand, parseCliArgs } from "../command";
import { STDIN_PATH, readInputText } from "../files";

const usage = `usage: npm run sudoku -- encode PUZZLE|FILE [--minimal | --extended | --reduced] > puzzle.cnf
  --extended  (default) cell, row, column and box clauses, both "at least one" and "at most one"
  --minimal   only "each cell has a value" and "no value twice in a house" (Lynce & Ouaknine's minimal encoding)
  --reduced   givens propagated by singles first; variables only for open cells' remaining candidates
  FILE        a file holding the puzzle (the first, if it holds several; one a line or in rows); - reads
              standard input`;

export const command = defineCommand({
  summary: "write a puzzle as DIMACS CNF (minimal, extended or reduced encoding)",
  usage,
  async run(args) {
    const { values, positionals: rest } = parseCliArgs({ args, allowPositionals: true, options: { minimal: { type: "boolean" }, extended: { type: "boolean" }, reduced: { type: "boolean" } } }, usage);
    const flags = Object.keys(values).map((name) => `--${name}`);
    if (flags.length > 1) throw new UsageError(`give one encoding, not ${flags.join(" and ")}`);
    if (rest.length === 0) throw new UsageError("no PUZZLE or FILE given");
    const text = rest.length === 1 && (rest[0] === STDIN_PATH || existsSync(rest[0])) ? readInputText(rest[0]) : rest.join("\n");
    const parsed = firstPuzzle(text);
    if (!parsed.ok) {
      console.error(`bad puzzle: ${parsed.error.message}`);
      return 1;
    }
    const grid = parsed.grid;
    if (flags[0] !== "--reduced") {
      process.stdout.write(formatDimacs(encodeCnf(grid, flags[0] === "--minimal" ? "minimal" : "extended")));
      return 0;
    }
    const singles = new SinglesPropagator(grid.shape);
    singles.load(grid.cells);
    const outcome = singles.propagate();
    const enc = new ReducedEncoding(grid.shape);
    enc.number(singles);
    const sink = new CnfCollector();
    enc.emit(sink);
    if (outcome === "contradiction") sink.clauses.push(new Int32Array(0));
    const comments = [
      `Sudoku ${grid.shape.size}x${grid.shape.size}, reduced encoding: givens propagated by naked/hidden singles (${outcome})`,
      `puzzle: ${formatGrid(grid)}`,
      `after singles: ${formatGrid({ shape: grid.shape, cells: singles.values })}`,
      ...enc.describe(),
    ];
    process.stdout.write(formatDimacs({ numVars: enc.numVars, clauses: sink.clauses }, comments));
    return 0;
  },
});
