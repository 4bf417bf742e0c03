/**
 * Budget calibration (not a test): the worst inputs we know for each route, run under the Worker's default and
 * maximum budgets, with the CPU time each took. The claim to check: no request spends more CPU milliseconds than
 * the budget it was granted.
 *
 *   node worker/cli/run-bundled.mjs test/bench/api-budget.ts [--ms 500,2000]
 */
import { budgetFromMs } from "../../worker/core/budget";
import { parseDimacs, solve, unsatCore } from "../../worker/core/sat/index";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { solveSudoku } from "../../worker/core/sudoku/solve";

function pigeonhole(holes: number): string {
  const pigeons = holes + 1;
  const v = (p: number, h: number): number => p * holes + h + 1;
  const lines: string[] = [];
  for (let p = 0; p < pigeons; p++) lines.push(`${Array.from({ length: holes }, (_, h) => v(p, h)).join(" ")} 0`);
  for (let h = 0; h < holes; h++) for (let p = 0; p < pigeons; p++) for (let q = p + 1; q < pigeons; q++) lines.push(`-${v(p, h)} -${v(q, h)} 0`);
  return `p cnf ${pigeons * holes} ${lines.length}\n${lines.join("\n")}\n`;
}

/** CPU milliseconds of one call (user + system), and what it returned. */
function cpu<T>(run: () => T): [T, number] {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  return [value, (used.user + used.system) / 1000];
}

const budgetsMs = (process.argv.includes("--ms") ? process.argv[process.argv.indexOf("--ms") + 1] : "500,2000").split(",").map(Number);

const cases: { name: string; run: (ms: number) => string }[] = [];
for (const holes of [8, 10, 12]) {
  const parsed = parseDimacs(pigeonhole(holes));
  if (!parsed.ok) throw new Error(parsed.error.message);
  for (const engine of ["cdcl", "dpll"] as const) {
    cases.push({ name: `sat ${engine} PHP(${holes + 1},${holes})`, run: (ms) => solve(parsed.value, { engine, budget: budgetFromMs(ms) }).status });
  }
  cases.push({ name: `sat core PHP(${holes + 1},${holes})`, run: (ms) => unsatCore(parsed.value, budgetFromMs(ms)).status });
}
for (const size of [16, 25]) {
  const grid = parseGrid(".".repeat(size * size));
  if (!grid.ok) throw new Error(grid.error.message);
  cases.push({ name: `solve ${size}x${size} empty`, run: (ms) => solveSudoku(grid.value, { budget: budgetFromMs(ms), limit: 2 }).status });
}
const inkala = parseGrid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
if (inkala.ok) cases.push({ name: "solve 9x9 Inkala", run: (ms) => solveSudoku(inkala.value, { budget: budgetFromMs(ms), limit: 2 }).status });

// Warm the JIT once (a Worker isolate stays warm across requests too).
for (const c of cases) c.run(5);

console.log(`| input | ${budgetsMs.map((ms) => `budget ${ms} ms: answer, CPU ms`).join(" | ")} |`);
console.log(`|---|${budgetsMs.map(() => "---").join("|")}|`);
for (const c of cases) {
  const cells = budgetsMs.map((ms) => {
    const [status, used] = cpu(() => c.run(ms));
    return `${status}, ${used.toFixed(0)}${used > ms ? " (OVER)" : ""}`;
  });
  console.log(`| ${c.name} | ${cells.join(" | ")} |`);
}
