/**
 * `npm run bench -- calibrate`: measures how many work units each engine does per CPU millisecond, bundled and
 * warm (as a Worker isolate runs them), and how many DIMACS bytes the parser reads per CPU millisecond. The table
 * it prints is what worker/core/calibration.ts holds; copy the figures there when the engines change.
 *
 * Each engine runs seeded random 3-SAT near the threshold and pigeonhole formulas under a fixed work cap, so every
 * run lasts long enough (hundreds of ms) for the CPU clock to be precise; the figure is the median over runs.
 */
import { solve, parseDimacs, formatDimacs } from "../../worker/core/sat/index";
import { WORK_UNITS_PER_MS_BY_ENGINE, PARSE_BYTES_PER_MS } from "../../worker/core/calibration";
import type { Cnf, Engine } from "../../worker/core/sat/types";
import { pigeonhole } from "../core/sat/gen/pigeonhole";
import { randomKSat } from "../core/sat/gen/random-cnf";

function cpuMs<T>(run: () => T): [T, number] {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  return [value, (used.user + used.system) / 1000];
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function run(args: string[]): Promise<void> {
  const cap = Number(args[args.indexOf("--work") + 1]) || 20_000_000;
  const formulas: { name: string; cnf: Cnf }[] = [
    ...[250, 300, 350].map((n, i) => ({ name: `random 3-SAT n=${n}`, cnf: randomKSat(n, Math.round(4.26 * n), 3, 900 + i) })),
    { name: "pigeonhole 10", cnf: pigeonhole(11, 10) },
    { name: "pigeonhole 11", cnf: pigeonhole(12, 11) },
  ];
  const engines: Engine[] = ["cdcl", "dpll-opt", "dpll"];
  const table: Record<string, number> = {};
  console.log(`| engine | formula | work | CPU ms | units per ms |\n|---|---|---|---|---|`);
  for (const engine of engines) {
    for (const f of formulas) solve(f.cnf, { engine, budget: { work: cap / 20 } }); // warm the JIT
    const rates: number[] = [];
    for (const f of formulas) {
      const [result, ms] = cpuMs(() => solve(f.cnf, { engine, budget: { work: cap } }));
      if (ms < 20) continue; // too short to time
      const rate = result.stats.work / ms;
      rates.push(rate);
      console.log(`| ${engine} | ${f.name} | ${result.stats.work} | ${ms.toFixed(0)} | ${rate.toFixed(0)} |`);
    }
    table[engine] = Math.round(median(rates) / 1000) * 1000;
  }
  // The parser: the largest formula the API takes, written out and read back.
  const big = formatDimacs(randomKSat(200_000, 1_000_000, 3, 5));
  for (let i = 0; i < 2; i++) parseDimacs(big);
  const parseRates: number[] = [];
  for (let i = 0; i < 5; i++) {
    const [, ms] = cpuMs(() => parseDimacs(big));
    parseRates.push(big.length / ms);
  }
  const parse = Math.round(median(parseRates) / 1000) * 1000;
  console.log(`\nMeasured (median): ${engines.map((e) => `${e} ${table[e]}`).join(", ")} work units per CPU ms; parser ${parse} bytes per CPU ms (${(big.length / 1e6).toFixed(1)} MB formula).`);
  console.log(`Bundled table:     ${engines.map((e) => `${e} ${WORK_UNITS_PER_MS_BY_ENGINE[e]}`).join(", ")}; parser ${PARSE_BYTES_PER_MS}.`);
}
