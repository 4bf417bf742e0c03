/**
 * Counted work and CPU of the daily cron per new day (every classic level, the killer, the 16x16), over N days from a
 * start day: node worker/cli/run-bundled.mjs test/bench/daily-cron.ts [N] [YYYY-MM-DD]
 */
import { DIFFICULTIES } from "../../worker/core/api";
import { addDays } from "../../worker/core/calendar";
import { seedFromDay } from "../../worker/core/rng";
import { DAILY_RECIPES } from "../../worker/core/sudoku/daily-recipe";
import { DAILY_16_RECIPES } from "../../worker/core/sudoku/daily-16";
import { DAILY_KILLER_RECIPES } from "../../worker/core/sudoku/variants/daily-killer";
import { generatePuzzle } from "../../worker/core/sudoku/generate";
import { generateVariant } from "../../worker/core/sudoku/variants/generate";
const n = Number(process.argv[2] ?? 10);
const start = process.argv[3] ?? "2026-11-26";
const r1 = DAILY_RECIPES[0], k1 = DAILY_KILLER_RECIPES[0], s1 = DAILY_16_RECIPES[0];
const rows: { classic: number; killer: number; sixteen: number; ms: number; ms16: number }[] = [];
for (let i = 0; i < n; i++) {
  const date = addDays(start, i);
  const t0 = process.cpuUsage();
  let classic = 0;
  for (const d of DIFFICULTIES) classic += generatePuzzle({ box: 3, difficulty: d, seed: seedFromDay(date, d), symmetry: r1.symmetry, maxAttempts: r1.attempts, method: "classic" }).work;
  const k = generateVariant({ kind: "killer", givens: false, seed: seedFromDay(date, `killer:v${k1.version}`), totalWork: k1.work });
  const t1 = process.cpuUsage();
  const s = generatePuzzle({ box: 4, difficulty: s1.difficulty, seed: seedFromDay(date, `16x16:v${s1.version}`), symmetry: s1.symmetry, maxAttempts: s1.attempts, totalWork: s1.work });
  const t2 = process.cpuUsage(t0);
  const c16 = process.cpuUsage(t1);
  rows.push({ classic, killer: k.work, sixteen: s.work, ms: (t2.user + t2.system) / 1000, ms16: (c16.user + c16.system) / 1000 });
  console.log(date, s.grade?.level, `classic ${(classic / 1e6).toFixed(1)}M killer ${(k.work / 1e6).toFixed(1)}M 16x16 ${(s.work / 1e6).toFixed(1)}M; CPU day ${rows[i].ms.toFixed(0)} ms (16x16 ${rows[i].ms16.toFixed(0)} ms)`);
}
const max = (f: (r: (typeof rows)[number]) => number) => Math.max(...rows.map(f));
const med = (f: (r: (typeof rows)[number]) => number) => rows.map(f).sort((a, b) => a - b)[rows.length >> 1];
console.log(`days ${n}: total work per day median ${((med((r) => r.classic + r.killer + r.sixteen)) / 1e6).toFixed(1)}M max ${(max((r) => r.classic + r.killer + r.sixteen) / 1e6).toFixed(1)}M; CPU per day median ${med((r) => r.ms).toFixed(0)} ms max ${max((r) => r.ms).toFixed(0)} ms`);
