/**
 * `npm run sudoku -- generate [--size 9] [--difficulty LEVEL] [--count N] [--seed S]`: puzzles with exactly one
 * solution, one per line, reproducible from the seed (puzzle i of a run uses the seed "S:i" when N > 1). With
 * `--variant KIND [--size 4|6|9]`, variant puzzles, one f-puzzles link per line (what `solve` and the site's /v page read;
 * each one's rating goes to stderr), made as `/api/generate?variant=KIND&seed=S` makes them.
 */
import { performance } from "node:perf_hooks";
import { DIFFICULTIES, SYMMETRIES, VARIANT_KINDS, type Difficulty, type Symmetry, type VariantKind } from "../../core/api";
import { seedFromString } from "../../core/rng";
import { offeredLevel } from "../../core/sudoku/difficulty";
import { generatePuzzle } from "../../core/sudoku/generate";
import { formatGrid } from "../../core/sudoku/grid-text";
import { shapeOfBoxes } from "../../core/sudoku/shape";
import { toFpuzzles } from "../../core/sudoku/variants/fpuzzles-export";
import { VARIANT_TITLES, generateVariant, variantSeedText, variantSizeProblem } from "../../core/sudoku/variants/generate";
import { variantLevels } from "../../core/sudoku/variants/offered-levels";
import { BOXED_CLASSIC_SIDES, CLASSIC_LEVELS, CLASSIC_SIDES, hasSquareBoxes, offeredLevelsInWords } from "../../core/sudoku/offered-levels";
import { listInWords } from "../../core/words";
import { compressFpuzzles } from "../../variants/fpuzzles-link";
import { variantLine } from "../../variants/format";
import { MAX_SEED, UsageError, defineCommand, numberFlag, parseCliArgs } from "../command";
import { stdoutClosed } from "../stdout";
import { requestBudget } from "../../http/budget";
import { VARIANT_GENERATION_DIVISOR } from "../../core/calibration";

/** Puzzles one run makes at most (each can take a few ms to a few seconds). */
const MAX_COUNT = 1_000_000;

const usage = `usage: npm run sudoku -- generate [options]
  --size N          ${listInWords(CLASSIC_SIDES.map(String), "or")} (default 9; without --difficulty 16x16 and 25x25 are dug
                    to about 40% / 50% clues; ${listInWords(BOXED_CLASSIC_SIDES.map(String), "and")} have rectangular boxes, are dug by
                    the variant generator and graded by the techniques, as on 9x9). Levels offered:
                    ${offeredLevelsInWords().split("; ").join(";\n                    ")}
  --difficulty L    ${DIFFICULTIES.join(" | ")} (generate and grade until the level matches; default: any)
  --symmetry S      ${SYMMETRIES.join(" | ")} clue pattern (default none)
  --clues N         stop digging at N clues
  --count N         how many puzzles (default 1)
  --seed S          any text (default 1); the same seed and options give the same puzzles
  --pretty          print boards instead of one line per puzzle
  --solution        print each solution after its puzzle
  --variant K       ${VARIANT_KINDS.join(" | ")}: a variant as an f-puzzles link, 9x9 or --size 4 or 6,
                    rated by search effort (the rating on stderr); with --difficulty, aimed at that level
                    (--symmetry and --clues do not apply)`;

export const command = defineCommand({
  summary: "generate puzzles with exactly one solution (seeded, optional difficulty and symmetry)",
  usage,
  async run(args) {
    const { values } = parseCliArgs({
      args,
      options: {
        size: { type: "string" }, difficulty: { type: "string" }, symmetry: { type: "string" }, clues: { type: "string" },
        count: { type: "string" }, seed: { type: "string" }, pretty: { type: "boolean" }, solution: { type: "boolean" }, variant: { type: "string" },
      },
    }, usage);
    const size = numberFlag("--size", values.size, { min: 4, max: 25, integer: true }) ?? 9;
    const box = Math.round(Math.sqrt(size));
    const count = numberFlag("--count", values.count, { min: 1, max: MAX_COUNT, integer: true }) ?? 1;
    const clues = numberFlag("--clues", values.clues, { min: 0, max: size * size, integer: true });
    const difficulty = values.difficulty as Difficulty | undefined;
    const symmetry = (values.symmetry ?? "none") as Symmetry;
    const boxedLevels = hasSquareBoxes(size) ? undefined : CLASSIC_LEVELS[size];
    const problems = [
      values.variant === undefined && !CLASSIC_SIDES.includes(size) ? `--size must be ${listInWords(CLASSIC_SIDES.map(String), "or")}` : "",
      values.variant === undefined && boxedLevels && (symmetry === "mirror" || symmetry === "diagonal" || clues !== undefined) ? `a ${size}x${size} keeps rotational symmetry or none, and digs its own clues: --clues does not apply` : "",
      !Number.isInteger(count) || count < 1 ? "--count must be a positive integer" : "",
      clues !== undefined && (!Number.isInteger(clues) || clues < 0) ? "--clues must be a non-negative integer" : "",
      difficulty && !DIFFICULTIES.includes(difficulty) ? `--difficulty must be one of ${DIFFICULTIES.join(", ")}` : "",
      !SYMMETRIES.includes(symmetry) ? `--symmetry must be one of ${SYMMETRIES.join(", ")}` : "",
      values.variant !== undefined && !(VARIANT_KINDS as readonly string[]).includes(values.variant) ? `--variant must be one of ${VARIANT_KINDS.join(", ")}` : "",
      values.variant !== undefined && (values.symmetry || clues !== undefined) ? "--variant digs its own givens: --symmetry and --clues do not apply" : "",
      values.variant !== undefined && (VARIANT_KINDS as readonly string[]).includes(values.variant) ? variantSizeProblem(values.variant as VariantKind, size) ?? "" : "",
    ].filter(Boolean);
    if (problems.length > 0) throw new UsageError(problems.join("; "));
    const seedText = values.seed ?? "1";
    const t0 = performance.now();
    if (values.variant) {
      let made = 0;
      for (; made < count && !stdoutClosed(); made++) printVariant(values.variant as VariantKind, size, difficulty, count === 1 ? seedText : `${seedText}:${made}`, values.pretty === true, values.solution === true);
      console.error(madeLine(made, t0));
      return 0;
    }
    if (values.variant === undefined && boxedLevels) {
      // A level the size does not offer becomes the hardest one below it, as in the API.
      const level = difficulty && offeredLevel(boxedLevels, difficulty);
      if (level !== difficulty) console.error(`A ${size}x${size} is generated ${listInWords(boxedLevels)}, not ${difficulty}: making ${level}.`);
      let made = 0;
      for (; made < count && !stdoutClosed(); made++) printBoxedClassic(size, level, count === 1 ? seedText : `${seedText}:${made}`, symmetry === "rotational", values.pretty === true, values.solution === true);
      console.error(madeLine(made, t0));
      return 0;
    }
    let made = 0;
    for (let i = 0; i < count && !stdoutClosed(); i++, made++) {
      const seed = seedFromString(count === 1 ? seedText : `${seedText}:${i}`);
      const g = generatePuzzle({ box, seed, difficulty, symmetry, targetClues: clues, grade: difficulty !== undefined || box <= 3 });
      const form = values.pretty ? "pretty" : "line";
      const note = `${g.clues} clues${g.grade ? `, ${g.grade.level} (score ${g.grade.score})` : ""}`;
      if (values.pretty) console.log(`# ${note}`);
      console.log(values.pretty ? formatGrid(g.puzzle, form) : `${formatGrid(g.puzzle)}  # ${note}`);
      if (values.solution) console.log(formatGrid(g.solution, form));
      if (values.pretty && i < count - 1) console.log("");
    }
    console.error(madeLine(made, t0));
    return 0;
  },
});

/**
 * A classic grid with rectangular boxes, seeded and budgeted as `/api/generate?size=N` (the server's default cap) makes
 * it, so the same seed gives the same puzzle: its givens, then (asked for) its solution.
 */
/** The closing line on stderr; fewer than asked when the reader of the output stopped reading. */
function madeLine(made: number, t0: number): string {
  return `${made} puzzle(s) in ${((performance.now() - t0) / 1000).toFixed(2)} s`;
}

function printBoxedClassic(size: number, level: Difficulty | undefined, seed: string, symmetric: boolean, pretty: boolean, solution: boolean): void {
  const totalWork = Math.floor(requestBudget({}, Number.POSITIVE_INFINITY).work / VARIANT_GENERATION_DIVISOR.boxesOnly);
  const made = generateVariant({ kind: "classic", size, level, symmetric, seed: seedFromString(variantSeedText("classic", size, seed)), totalWork });
  const shape = shapeOfBoxes(size)!;
  const form = pretty ? "pretty" : "line";
  const note = `${made.puzzle.givens.filter((v) => v !== 0).length} clues, ${made.rating.level} (score ${made.rating.grade?.score ?? 0})`;
  if (pretty) console.log(`# ${note}`);
  console.log(pretty ? formatGrid({ shape, cells: made.puzzle.givens }, form) : `${formatGrid({ shape, cells: made.puzzle.givens })}  # ${note}`);
  if (solution) console.log(formatGrid({ shape, cells: made.solution }, form));
}

/** Said after a variant's rating when the level aimed at was missed, and whether the API offers that level at all. */
function missedAim(kind: VariantKind, size: number, level: Difficulty | undefined, reached: Difficulty): string {
  if (level === undefined || level === reached) return "";
  const offered = variantLevels(kind, size);
  const beyond = offered.includes(level) ? "" : `, past the ${offered.at(-1)} the API offers for a ${size}x${size} ${kind}`;
  return `; aimed at ${level}${beyond}`;
}

/**
 * One variant puzzle, seeded as the API seeds it: its f-puzzles link (its rating on stderr), then (asked for) its
 * givens and its solution.
 */
function printVariant(kind: VariantKind, size: number, level: Difficulty | undefined, seed: string, pretty: boolean, solution: boolean): void {
  const made = generateVariant({ kind, size, level, seed: seedFromString(variantSeedText(kind, size, seed)) });
  const givens = made.puzzle.givens.filter((v) => v !== 0).length;
  const link = `https://www.f-puzzles.com/?load=${compressFpuzzles(toFpuzzles({ ...made.puzzle, title: `${VARIANT_TITLES[kind]} ${seed}` }))}`;
  // The link alone on its line, so it can be pasted into a browser or piped into `solve`; what it is goes to stderr.
  console.log(link);
  console.error(`# ${kind}, ${givens} givens, ${made.rating.level} (${made.rating.conflicts} conflicts${missedAim(kind, size, level, made.rating.level)})`);
  if (pretty) console.log(variantLine(made.puzzle.givens));
  if (solution) console.log(variantLine(made.solution));
}
