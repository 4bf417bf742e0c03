/**
 * `npm run bench -- practice [--seeds N]`: for every technique /api/practice offers, N seeds (default 40) at the
 * work the API grants a request at its cap (2,000 ms): how often a board is found, the CPU it took (median and
 * worst) and the attempts and work spent. No peer makes such boards on this machine (HoDoKu's practising mode is a
 * desktop program), so the table has our figures alone. Not part of `npm test`.
 */
import { budgetFromMs } from "../../worker/core/budget";
import { techniqueInfo } from "../../worker/core/sudoku/hints/index";
import { PRACTICE_LEVEL, PRACTICE_TECHNIQUES, practicePosition } from "../../worker/core/sudoku/practice";

const API_CAP_MS = 2000;

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

export async function run(args: string[]): Promise<void> {
  const seeds = option(args, "--seeds", 40);
  const work = budgetFromMs(API_CAP_MS).work ?? 0;
  console.log(`Work per request: ${(work / 1e6).toFixed(0)} M units (the API's ${API_CAP_MS} ms cap); seeds practice-0 … practice-${seeds - 1}.\n`);
  console.log("| technique | generated at | found | median CPU ms | max CPU ms | median attempts | max work M |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const technique of PRACTICE_TECHNIQUES) {
    const ms: number[] = [];
    const attempts: number[] = [];
    let found = 0;
    let maxWork = 0;
    for (let s = 0; s < seeds; s++) {
      const start = process.cpuUsage();
      const made = practicePosition({ technique, seed: `practice-${s}`, work });
      ms.push(cpuMs(start));
      attempts.push(made.attempts);
      maxWork = Math.max(maxWork, made.work);
      if (made.status === "found") found++;
    }
    console.log(`| ${techniqueInfo(technique).name} | ${PRACTICE_LEVEL[technique]} | ${found} of ${seeds} | ${median(ms).toFixed(1)} | ${Math.max(...ms).toFixed(0)} | ${median(attempts)} | ${(maxWork / 1e6).toFixed(1)} |`);
  }
}
