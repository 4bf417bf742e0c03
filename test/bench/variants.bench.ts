/**
 * `npm run bench -- variants [--repeat N]`: the published variant puzzles of test/fixtures/variants/published.json
 * (transcribed by hand into f-puzzles JSON; each entry names its sources: Cracking the Cryptic / SudokuPad links,
 * Wikipedia, the enjoysudoku forum and puzzle blogs), each solved with uniqueness proven, its solution compared
 * with the published one and checked by the independent rules checker (inside solveVariant), and a DRAT
 * certificate made and verified. Prints per-puzzle figures for both sum encodings, median and worst time per
 * rule type, and the classic engine's time on the classic-only entries. Not part of `npm test`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { budgetFromMs } from "../../worker/core/budget";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { solveSudoku } from "../../worker/core/sudoku/solve";
import { variantCertificate } from "../../worker/core/sudoku/variants/certificate";
import { fromFpuzzles } from "../../worker/core/sudoku/variants/fpuzzles";
import type { VariantPuzzle } from "../../worker/core/sudoku/variants/model";
import { solveVariant, type VariantSolution } from "../../worker/core/sudoku/variants/solve";
import type { SumEncoding } from "../../worker/core/sudoku/variants/encode";
import { ruleKinds, variantLine } from "../../worker/variants/format";
import { generateVariant } from "../../worker/core/sudoku/variants/generate";
import { variantHint } from "../../worker/core/sudoku/variants/hint";
import { repoRoot } from "./paths";

interface Entry {
  name: string;
  sources: string[];
  solution: string;
  fpuzzles: Record<string, unknown>;
}

/** The API's default budget (wrangler.toml DEFAULT_BUDGET_MS). */
const DEFAULT_BUDGET_MS = 500;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function timed(puzzle: VariantPuzzle, encoding: SumEncoding, repeat: number): { ms: number; result: VariantSolution } {
  const times: number[] = [];
  let result!: VariantSolution;
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    result = solveVariant(puzzle, { sumEncoding: encoding });
    times.push(performance.now() - t0);
  }
  return { ms: median(times), result };
}

export async function run(args: string[]): Promise<void> {
  const at = args.indexOf("--repeat");
  const repeat = at >= 0 ? Math.max(1, Number(args[at + 1]) || 1) : 5;
  const entries = JSON.parse(readFileSync(join(repoRoot, "test/fixtures/variants/published.json"), "utf8")) as Entry[];
  const budgetWork = budgetFromMs(DEFAULT_BUDGET_MS).work!;
  const byKind = new Map<string, number[]>();
  let failures = 0;
  console.log(`${entries.length} published puzzles, median of ${repeat} runs each (after one warm-up pass over the set)\n`);
  for (const e of entries) {
    const p = fromFpuzzles(e.fpuzzles);
    if (p.ok) solveVariant(p.value);
  }
  console.log("| puzzle | size | rules | status | = published | combinations ms | work | conflicts | partial sums ms | work | conflicts | certificate | in default budget |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  const classicRows: string[] = [];
  for (const e of entries) {
    const imported = fromFpuzzles(e.fpuzzles);
    if (!imported.ok) {
      console.log(`| ${e.name} | import failed: ${imported.error.message} |`);
      failures++;
      continue;
    }
    const puzzle = imported.value;
    const kinds = ruleKinds(puzzle);
    const combos = timed(puzzle, "combinations", repeat);
    const sums = timed(puzzle, "partial-sums", repeat);
    const first = combos.result.solutions[0];
    const same = first !== undefined && variantLine(first) === e.solution;
    const t0 = performance.now();
    const cert = combos.result.status === "unique" && first ? variantCertificate(puzzle, first) : null;
    const certMs = performance.now() - t0;
    const certText = cert?.ok ? `${cert.value.check}, ${cert.value.steps} steps, ${certMs.toFixed(0)} ms` : "none";
    const ok = combos.result.status === "unique" && sums.result.status === "unique" && same && cert?.ok === true && cert.value.check === "verified";
    if (!ok) failures++;
    const within = combos.result.stats.work <= budgetWork;
    console.log(
      `| ${e.name} | ${puzzle.size} | ${kinds.join(", ") || "classic"} | ${combos.result.status} | ${same ? "yes" : "NO"} | ${combos.ms.toFixed(1)} | ${combos.result.stats.work} | ${combos.result.stats.conflicts} | ` +
        `${sums.ms.toFixed(1)} | ${sums.result.stats.work} | ${sums.result.stats.conflicts} | ${certText} | ${within ? "yes" : "no"} |`,
    );
    for (const kind of kinds.length ? kinds : ["classic"]) byKind.set(kind, [...(byKind.get(kind) ?? []), combos.ms]);
    if (kinds.length === 0 && [4, 9, 16, 25].includes(puzzle.size)) {
      const grid = parseGrid(variantLine(puzzle.givens));
      if (grid.ok) {
        const times: number[] = [];
        for (let i = 0; i < repeat; i++) {
          const t = performance.now();
          solveSudoku(grid.value);
          times.push(performance.now() - t);
        }
        classicRows.push(`| ${e.name} | ${combos.ms.toFixed(2)} | ${median(times).toFixed(2)} |`);
      }
    }
  }
  console.log("\nPer rule type (combinations encoding; a puzzle counts under every rule it uses):\n");
  console.log("| rule | puzzles | median ms | worst ms |");
  console.log("|---|---|---|---|");
  for (const [kind, times] of [...byKind].sort()) console.log(`| ${kind} | ${times.length} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`);
  if (classicRows.length) {
    console.log("\nClassic-only puzzles: the variant path (full CNF, CDCL) against the classic engine (singles, bitset DPLL, reduced CNF):\n");
    console.log("| puzzle | variant path ms | classic engine ms |");
    console.log("|---|---|---|");
    for (const row of classicRows) console.log(row);
  }
  sumEncodingSweep(repeat);
  hintSweep(entries, budgetWork);
  console.log(`\n${failures === 0 ? "every puzzle unique, equal to its published solution, and certified" : `${failures} puzzle(s) FAILED`}; default API budget ${DEFAULT_BUDGET_MS} ms = ${budgetWork} work units`);
  if (failures) process.exitCode = 1;
}

/** The two sum encodings on generated killers (cages alone, seeds 1..10): the choice of default rests on this. */
function sumEncodingSweep(repeat: number): void {
  const totals = { combinations: { ms: 0, work: 0, conflicts: 0 }, "partial-sums": { ms: 0, work: 0, conflicts: 0 } };
  const rows: string[] = [];
  for (let seed = 1; seed <= 10; seed++) {
    const { puzzle } = generateVariant({ kind: "killer", seed });
    const cells: string[] = [];
    for (const encoding of ["combinations", "partial-sums"] as const) {
      const { ms, result } = timed(puzzle, encoding, repeat);
      if (result.status !== "unique") throw new Error(`generated killer ${seed} is ${result.status} under ${encoding}`);
      totals[encoding].ms += ms;
      totals[encoding].work += result.stats.work;
      totals[encoding].conflicts += result.stats.conflicts;
      cells.push(`${ms.toFixed(1)} | ${result.stats.work} | ${result.stats.conflicts}`);
    }
    rows.push(`| ${seed} | ${puzzle.rules.length} | ${cells.join(" | ")} |`);
  }
  console.log("\nSum encodings on generated killers (cages alone):\n");
  console.log("| seed | cages | combinations ms | work | conflicts | partial sums ms | work | conflicts |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  const t = totals;
  console.log(`| total | | ${t.combinations.ms.toFixed(1)} | ${t.combinations.work} | ${t.combinations.conflicts} | ${t["partial-sums"].ms.toFixed(1)} | ${t["partial-sums"].work} | ${t["partial-sums"].conflicts} |`);
}

/**
 * The player's hint (core/sudoku/variants/hint.ts) followed from the empty board to the end on each unique 9×9 or
 * smaller published puzzle, at the API's default budget: how many hints were proven forced cells (the rest fall back
 * to the solver's digit), the slowest single hint and its work (each pays the uniqueness proof again, as the API does).
 */
function hintSweep(entries: Entry[], budgetWork: number): void {
  console.log("\nHints followed to the end (default budget per hint, full detail):\n");
  console.log("| puzzle | hints | forced cells | hidden singles | fallbacks | median ms | worst ms | worst work | a hint ran to the budget |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const e of entries) {
    const imported = fromFpuzzles(e.fpuzzles);
    if (!imported.ok || imported.value.size > 9) continue;
    const puzzle = imported.value;
    const entriesGrid = new Uint8Array(puzzle.size * puzzle.size);
    const times: number[] = [];
    let forced = 0;
    let hidden = 0;
    let fallbacks = 0;
    let worstWork = 0;
    for (;;) {
      const t0 = performance.now();
      const hint = variantHint({ puzzle, entries: entriesGrid, level: 3, budget: { work: budgetWork } });
      times.push(performance.now() - t0);
      worstWork = Math.max(worstWork, hint.stats.work);
      if (hint.kind === "forced") {
        forced++;
        if (hint.hidden) hidden++;
      } else if (hint.kind === "search") fallbacks++;
      else break;
      entriesGrid[hint.cell] = hint.value;
    }
    const count = times.length - 1;
    console.log(`| ${e.name} | ${count} | ${forced} | ${hidden} | ${fallbacks} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${worstWork} | ${worstWork >= budgetWork ? "yes" : "no"} |`);
  }
}
