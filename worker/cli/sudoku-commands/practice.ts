/**
 * `npm run sudoku -- practice TECHNIQUE [--seed S] [--answer]`: a 9×9 board on which TECHNIQUE is the easiest step,
 * as `/api/practice?technique=TECHNIQUE&seed=S` makes it (core/sudoku/practice.ts), without the request's budget.
 */
import { formatCandidates } from "../../core/sudoku/hints/candidate-notation";
import { techniqueInfo } from "../../core/sudoku/hints/index";
import { formatGrid } from "../../core/sudoku/grid-text";
import { PRACTICE_TECHNIQUES, practicePosition } from "../../core/sudoku/practice";
import { practiceTechnique } from "../../core/sudoku/practice-levels";
import { inSentence, withArticle } from "../../core/words";
import { UsageError, defineCommand, parseCliArgs } from "../command";

const usage = `usage: npm run sudoku -- practice TECHNIQUE [--seed S] [--answer]
  TECHNIQUE  ${PRACTICE_TECHNIQUES.join(", ")}
             (as the hints name them; a naked quad, a hidden quad and a Jellyfish are too rare to promise)
  --seed S   any text (default 1); the same seed gives the same board
  --answer   also print the step the technique takes there`;

/** The board in columns, boxes apart by "|" and "-": still candidate notation, which ignores those. */
function alignedBoard(text: string): string {
  const rows = text.split("\n").map((row) => row.match(/\{[^}]*\}|[^{}]/g) ?? []);
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const lines = rows.map((row) => row.map((token, col) => `${token.padEnd(widths[col])}${col % 3 === 2 && col < 8 ? " |" : ""}`).join(" ").trimEnd());
  const rule = lines[0].replace(/[^|]/g, "-");
  return lines.flatMap((line, r) => (r % 3 === 2 && r < 8 ? [line, rule] : [line])).join("\n");
}

export const command = defineCommand({
  summary: "print a board on which a chosen technique is the easiest step, to practise it",
  usage,
  async run(args) {
    const { values, positionals } = parseCliArgs({ args, allowPositionals: true, options: { seed: { type: "string", default: "1" }, answer: { type: "boolean", default: false } } }, usage);
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "no TECHNIQUE given" : `give one TECHNIQUE (got ${positionals.length} arguments)`);
    const technique = practiceTechnique(positionals[0]);
    if (!technique) throw new UsageError(`"${positionals[0]}" is not a technique offered for practice`);
    const made = practicePosition({ technique, seed: values.seed, work: Number.POSITIVE_INFINITY });
    const name = inSentence(techniqueInfo(technique).name);
    if (made.status !== "found") {
      console.error(`practice: none of the ${made.attempts} puzzles generated for seed ${values.seed} needed ${withArticle(name)}; try another --seed`);
      return 1;
    }
    console.log(`puzzle: ${formatGrid(made.puzzle)}`);
    console.log(`board (placed digits, {candidates} of the empty cells), where the easiest step is ${withArticle(name)}:`);
    console.log(alignedBoard(formatCandidates(made.position, "\n")));
    if (values.answer) console.log(`answer: ${made.sentence}`);
    return 0;
  },
});
