/**
 * `npm run sudoku -- solve FILE|PUZZLE`: one puzzle → its status, solution and search statistics; a file of
 * puzzles (as puzzle-collection.ts reads them, .gz accepted) → a file of solutions with a progress bar and a summary
 * that names the lines that were unsolvable, had several solutions, could not be read or held no puzzle.
 */
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { budgetFromMs, type Budget } from "../../core/budget";
import { describeProofCheck } from "../../core/sat/index";
import { uniquenessCertificate } from "../../core/sudoku/certificate";
import { givensNeeded } from "../../core/sudoku/minimality";
import { differingCells, type Grid } from "../../core/sudoku/grid";
import { cellName } from "../../core/sudoku/shape";
import { formatGrid, parseGrid, readAlphabet, type GridForm } from "../../core/sudoku/grid-text";
import { collectionLineCount, readPuzzleCollection } from "../../core/sudoku/puzzle-collection";
import { solveSudoku, type SudokuEngine, type SudokuStatus } from "../../core/sudoku/solve";
import { boxedPuzzle, solveBoxedGrid } from "../../core/sudoku/variants/boxed";
import { MAX_BUDGET_MS, MAX_SEED, UsageError, defineCommand, numberFlag, parseCliArgs } from "../command";
import { CliFileError, STDIN_PATH, checkWritable, looksLikePath, readInputText, writeOutputFile } from "../files";
import { stderrProgress } from "../progress";
import { looksLikeVariant, sayer, solveVariantPuzzle, solveVariantSource } from "./solve-variant";

const usage = `usage: npm run sudoku -- solve FILE|PUZZLE [options]
  PUZZLE            81 characters ('.', 0, _ or * for blanks; | - + and line breaks ignored), 16x16 with 1-9A-G
                    (or hexadoku's 0-F with '.' blanks), 25x25 with 1-9A-P or A-Y, or comma-separated numbers; 4x4
                    too, and 6x6, 8x8, 10x10, 12x12, 14x14 and 15x15 with rectangular boxes (2x3 … 3x5), solved by
                    the variant engine; answers come in the puzzle's own symbols
  FILE              a file of puzzles (.gz accepted; - reads standard input, and writes to standard output): one a line, maybe among other fields (PUZZLE,SOLUTION;
                    ID PUZZLE RATING), or each written in rows (a title or blank line between); # comments and
                    title lines are copied to --out, which gets one line per puzzle (the solution, or # why not);
                    a solution the file states beside a puzzle is checked against the proven one
  FILE.json | LINK  a variant puzzle in f-puzzles JSON, or an f-puzzles / SudokuPad link: prints the status, the
                    solution digits, the differing cells (multiple) or the conflicting rules (none)
  --out FILE        where a batch writes its solutions (default: FILE.solved.txt; - for standard output)
  --format F        line | pretty | csv for a single puzzle (default pretty); line prints the solution alone on
                    standard output, the status and statistics on stderr
  --limit N         count solutions up to N (default 2: enough to prove uniqueness)
  --budget-ms N     give up with "unknown" after about N ms of solver work
  --seed N          solver seed
  --engine E        auto (default: bitset DPLL on 9x9, domain search on 16x16 and 25x25, then CDCL past a node
                    limit) | cdcl | dpll | domain (the domain search alone)
  --certificate P   for a unique puzzle, write P.cnf ("givens, rules, not this solution") and P.drat, its
                    refutation checked by the built-in RUP checker; drat-trim P.cnf P.drat re-checks it (a minimal
                    25x25 takes from seconds to minutes, with progress lines; the files reach tens of MB)
  --minimality      for a unique puzzle (not a variant), whether every given is needed, naming the givens that
                    could each go alone with the puzzle staying unique: one search per given, up to 25x25 (a truly
                    minimal 25x25 takes tens of minutes, with progress lines), within --budget-ms if given
  --progress        a progress line on stderr each second of a long single solve (the default on a terminal)
exit codes: 0 solved (unique), 1 bad input / none / multiple / unknown (or a --certificate or --minimality left
unfinished, or a file's stated solution that is not the unique one), 2 bad usage`;

/** Solutions counted at most (each is printed). */
const MAX_LIMIT = 1000;

interface SolveSettings {
  limit: number;
  budget?: Budget;
  seed?: number;
  engine: SudokuEngine;
  /** Path prefix for a uniqueness certificate (single puzzle only). */
  certificate?: string;
  /** --minimality: after a unique verdict, which givens could each go alone. */
  minimality: boolean;
  /** --progress: progress lines even when stderr is not a terminal. */
  showProgress: boolean;
  /** --format line: the solutions alone on stdout, everything said about them on stderr (as `solve -` does). */
  solutionsOnly: boolean;
}

/** Certificates here go to the largest grid: the command line has the time and memory the API and a tab lack. */
const CLI_CERTIFICATE_SIZE = 25;

/** Prints which givens could each go alone; 1 when the check could not finish. */
function printMinimality(puzzle: Grid, solution: Grid, settings: SolveSettings): number {
  const watched = settings.showProgress || process.stderr.isTTY === true;
  const started = performance.now();
  let shown = started;
  const onSettled = (settled: number, givens: number) => {
    const now = performance.now();
    if (!watched || now - shown < 1000) return;
    shown = now;
    process.stderr.write(`c minimality ${((now - started) / 1000).toFixed(1)} s: ${settled} of ${givens} givens settled\n`);
  };
  const found = givensNeeded(puzzle, solution, settings.budget, { maxSize: CLI_CERTIFICATE_SIZE, onSettled });
  if (!found.ok) {
    console.error(`no minimality check: ${found.error.message}`);
    return 1;
  }
  const { minimal, redundant, checked, givens } = found.value;
  const say = sayer(settings);
  if (minimal === true) say(`minimality: minimal, each of the ${givens} givens is needed`);
  else if (minimal === false) {
    const partial = checked < givens ? ` (budget spent after ${checked} of the ${givens} givens)` : "";
    say(`minimality: not minimal, ${redundant.length} of the ${givens} givens could each go alone${partial}: ${redundant.join(" ")}`);
  } else say(`minimality: unknown, the budget ran out after ${checked} of the ${givens} givens`);
  return checked < givens ? 1 : 0;
}

/** Writes PREFIX.cnf and PREFIX.drat; returns the exit code's contribution (1 when no certificate could be made). */
function writeCertificate(puzzle: Grid, solution: Grid, prefix: string, settings: SolveSettings): number {
  const progress = stderrProgress(settings.showProgress, settings.budget?.work);
  const made = uniquenessCertificate(puzzle, solution, settings.budget, Infinity, { maxSize: CLI_CERTIFICATE_SIZE, progress });
  if (!made.ok) {
    console.error(`no certificate: ${made.error.message}`);
    return 1;
  }
  writeOutputFile(`${prefix}.cnf`, made.value.cnf);
  writeOutputFile(`${prefix}.drat`, made.value.proof);
  const verdict = describeProofCheck(made.value.check);
  const steps = made.value.steps;
  sayer(settings)(`certificate: ${prefix}.cnf and ${prefix}.drat (${steps} proof step${steps === 1 ? "" : "s"}, ${verdict})`);
  return 0;
}

function solveOne(text: string, form: GridForm, settings: SolveSettings): number {
  const parsed = parseGrid(text, { boxed: true });
  if (!parsed.ok) {
    if (looksLikePath(text)) throw new CliFileError(`cannot read ${text}: no such file or directory`);
    console.error(`bad puzzle: ${parsed.error.message}`);
    return 1;
  }
  const { shape } = parsed.value;
  // An answer comes back in the symbols its puzzle came in (a hexadoku's 0-F, a 25x25's A-Y).
  const alphabet = readAlphabet(text, shape);
  if (shape.box === 0) {
    // Rectangular boxes (a 6×6): the variant engine solves it as a puzzle with no rules.
    const afterUnique = settings.minimality ? (cells: Uint8Array) => printMinimality(parsed.value, { shape, cells }, settings) : undefined;
    return solveVariantPuzzle(boxedPuzzle(parsed.value), { ...settings, afterUnique }, (cells) => formatGrid({ shape, cells }, form, alphabet));
  }
  const t0 = performance.now();
  const r = solveSudoku(parsed.value, { ...settings, progress: stderrProgress(settings.showProgress, settings.budget?.work) });
  const ms = performance.now() - t0;
  const exact = r.complete && r.status === "multiple" ? ` (exactly ${r.solutions.length})` : "";
  const say = sayer(settings);
  say(`status: ${r.status}${exact}`);
  const headed = r.solutions.length > 1 && !settings.solutionsOnly;
  r.solutions.forEach((s, i) => console.log(`${headed ? `solution ${i + 1}:\n` : ""}${formatGrid(s, form, alphabet)}`));
  const s = r.stats;
  say(
    `givens ${s.givens}, settled by ${s.engine}, DPLL nodes ${s.nodes}, CDCL vars ${s.variables}, clauses ${s.clauses}, ` +
      `decisions ${s.decisions}, conflicts ${s.conflicts}, ${ms.toFixed(2)} ms`,
  );
  if (r.status !== "unique") return 1;
  const certified = settings.certificate === undefined ? 0 : writeCertificate(parsed.value, r.solution!, settings.certificate, settings);
  return Math.max(certified, settings.minimality ? printMinimality(parsed.value, r.solution!, settings) : 0);
}

/** One line of a batch: square boxes go to the Sudoku engines, rectangular ones to the variant engine. */
function solveAnyGrid(grid: Grid, settings: SolveSettings): { status: SudokuStatus; solution?: Grid } {
  if (grid.shape.box !== 0) return solveSudoku(grid, settings);
  return solveBoxedGrid(grid, { limit: settings.limit, budget: settings.budget, seed: settings.seed });
}

/** `--out -`: the solutions on standard output. */
const STDOUT_PATH = "-";

/** What a batch reports beside its solutions: the lines not solved, those with no puzzle, and wrong stated answers. */
type Problems = Record<"none" | "multiple" | "unknown" | "invalid" | "skipped" | "disagrees", string[]>;

function printProblems(problems: Problems, report: (line: string) => void): void {
  const names: Record<keyof Problems, string> = {
    none: "unsolvable", multiple: "multiple", unknown: "unknown", invalid: "invalid", skipped: "no puzzle (titles, headers, comments)",
    disagrees: "the file's own solution is not the unique one",
  };
  for (const [kind, where] of Object.entries(problems) as [keyof Problems, string[]][]) {
    if ((kind === "skipped" || kind === "disagrees") && where.length === 0) continue;
    const shown = where.slice(0, 20).join(", ") + (where.length > 20 ? `, … (${where.length - 20} more)` : "");
    report(`${names[kind]}: ${where.length}${where.length ? ` — lines ${shown}` : ""}`);
  }
}

function solveFile(path: string, out: string, settings: SolveSettings): number {
  const text = readInputText(path);
  const lineCount = collectionLineCount(text);
  const result: string[] = [];
  const problems: Problems = { none: [], multiple: [], unknown: [], invalid: [], skipped: [], disagrees: [] };
  let solved = 0;
  let puzzles = 0;
  const tty = process.stderr.isTTY;
  let shownAt = 0;
  const t0 = performance.now();
  for (const item of readPuzzleCollection(text, { boxed: true })) {
    if (item.kind === "blank") result.push("");
    else if (item.kind === "text") {
      problems.skipped.push(String(item.line));
      result.push(item.text.startsWith("#") ? item.text : `# ${item.text}`);
    } else if (item.kind === "invalid") {
      puzzles++;
      problems.invalid.push(`${item.line} (${item.error.message})`);
      result.push(`# line ${item.line}: invalid: ${item.error.message}`);
    } else {
      puzzles++;
      const r = solveAnyGrid(item.grid, settings);
      if (r.status === "unique") {
        solved++;
        result.push(formatGrid(r.solution!, "line", readAlphabet(item.text, item.grid.shape)));
        // A collection that states its answers (Kaggle's PUZZLE,SOLUTION) is checked against the proven one.
        const stated = item.stated;
        const differ = stated ? differingCells(stated.cells, r.solution!.cells).map((cell) => cellName(stated.shape, cell)) : [];
        if (differ.length > 0) problems.disagrees.push(`${item.line} (differs at ${differ.slice(0, 4).join(", ")}${differ.length > 4 ? ", …" : ""})`);
      } else {
        problems[r.status].push(String(item.line));
        result.push(`# line ${item.line}: ${r.status}`);
      }
      if (tty && puzzles - shownAt >= 500) {
        shownAt = puzzles;
        const done = item.line / lineCount;
        process.stderr.write(`\r[${"#".repeat(Math.round(done * 30)).padEnd(30)}] line ${item.line}/${lineCount}`);
      }
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  if (tty) process.stderr.write(`\r[${"#".repeat(30)}] line ${lineCount}/${lineCount}\n`);
  // --out - puts the solutions on stdout, so the summary goes to stderr, out of their way.
  const toStdout = out === STDOUT_PATH;
  if (toStdout) process.stdout.write(`${result.join("\n")}\n`);
  else writeOutputFile(out, `${result.join("\n")}\n`);
  const report = toStdout ? console.error : console.log;
  const rate = Math.round(puzzles / Math.max(seconds, 1e-9));
  report(`${puzzles} puzzle${puzzles === 1 ? "" : "s"} on ${lineCount} lines in ${seconds.toFixed(2)} s (${rate}/s) → ${toStdout ? "standard output" : out}`);
  report(`solved (unique): ${solved}`);
  printProblems(problems, report);
  return solved === puzzles && puzzles > 0 && problems.disagrees.length === 0 ? 0 : 1;
}

export const command = defineCommand({
  summary: "solve a puzzle or a file of puzzles, proving uniqueness",
  usage,
  async run(args) {
    const { values, positionals } = parseCliArgs({
      args,
      allowPositionals: true,
      options: {
        out: { type: "string" }, format: { type: "string" }, limit: { type: "string" }, "budget-ms": { type: "string" },
        seed: { type: "string" }, engine: { type: "string" }, certificate: { type: "string" }, progress: { type: "boolean" }, minimality: { type: "boolean" },
      },
    }, usage);
    if (positionals.length === 0) throw new UsageError("no PUZZLE or FILE given");
    const form = (values.format ?? "pretty") as GridForm;
    if (!["line", "pretty", "csv"].includes(form)) throw new UsageError(`--format must be line, pretty or csv, got "${form}"`);
    const engine = (values.engine ?? "auto") as SudokuEngine;
    if (!["auto", "cdcl", "dpll", "domain"].includes(engine)) throw new UsageError(`--engine must be auto, cdcl, dpll or domain, got "${engine}"`);
    const limit = numberFlag("--limit", values.limit, { min: 1, max: MAX_LIMIT, integer: true }) ?? 2;
    const budgetMs = numberFlag("--budget-ms", values["budget-ms"], { min: 0, max: MAX_BUDGET_MS });
    const seed = numberFlag("--seed", values.seed, { min: 0, max: MAX_SEED, integer: true });
    for (const [flag, path] of [["--out", values.out], ["--certificate", values.certificate]] as const) {
      const stdout = flag === "--out" && path === STDOUT_PATH;
      if (path !== undefined && !stdout && (path === "" || path.startsWith("-"))) throw new UsageError(`${flag} takes a file path${flag === "--out" ? " (or - for standard output)" : ""}, got "${path}"`);
    }
    const budget: Budget | undefined = budgetMs === undefined ? undefined : budgetFromMs(budgetMs);
    const source = positionals.join("\n");
    const minimality = values.minimality ?? false;
    const settings: SolveSettings = {
      limit, budget, seed, engine, certificate: values.certificate, minimality, showProgress: values.progress ?? false, solutionsOnly: form === "line",
    };
    const fromStdin = positionals.length === 1 && source === STDIN_PATH;
    const isFile = fromStdin || (positionals.length === 1 && existsSync(source));
    if (minimality && (isFile || looksLikeVariant(source, isFile))) throw new UsageError("--minimality is for a single classic puzzle, not a file or a variant");
    if (!fromStdin && looksLikeVariant(source, isFile)) return solveVariantSource(source, isFile, settings);
    if (isFile) {
      if (values.certificate !== undefined) throw new UsageError("--certificate is for a single puzzle, not a file");
      const out = values.out ?? (fromStdin ? STDOUT_PATH : `${source.replace(/\.gz$/, "")}.solved.txt`);
      if (out !== STDOUT_PATH) checkWritable(out);
      return solveFile(source, out, settings);
    }
    if (values.certificate !== undefined) checkWritable(`${values.certificate}.cnf`);
    return solveOne(source, form, settings);
  },
});
