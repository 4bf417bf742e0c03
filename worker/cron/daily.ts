/**
 * The daily puzzles: a pure function of (date, difficulty), so any instance — the cron, or a request that found
 * nothing in KV — makes the identical puzzle. The cron only warms the store for the coming days; nothing depends
 * on it having run (ARCHITECTURE.md, convention 11).
 */
import { DIFFICULTIES, type Difficulty } from "../core/api";
import { seedFromDay } from "../core/rng";
import { gradePuzzle } from "../core/sudoku/grade";
import { generatePuzzle } from "../core/sudoku/generate";
import { formatGrid } from "../core/sudoku/grid-text";
import { createDailyStore, type StoredDaily } from "../store/daily-store";

/** Days the cron prepares: today (UTC) and the next ones, so a missed run or two costs nothing. */
export const DAYS_AHEAD = 2;
/** The first day of the archive. */
export const FIRST_DAY = "2026-01-01";

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of an epoch-millisecond instant, in UTC. */
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The calendar day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
}

/** True for a real calendar day written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && utcDay(Date.parse(`${text}T00:00:00Z`)) === text;
}

/** Days from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The seed text of a day's puzzle (reported to clients, so anyone can regenerate it with the generator). */
export function dailySeedText(date: string, difficulty: Difficulty): string {
  return `daily:${date}:${difficulty}`;
}

/** The daily puzzles are classic 9×9 with rotational symmetry, as in newspapers. */
const DAILY_BOX = 3;
const DAILY_SYMMETRY = "rotational";
/**
 * Attempts at the day's difficulty (about 30 ms for 24 on 9×9; expert is reached for about 8 days in 10, against 4
 * in 10 with 8 attempts). Part of the recipe: it decides the puzzles of days not yet stored. Stored days never
 * change (KV entries do not expire), which is why the store's key version is not bumped for a recipe change.
 */
const DAILY_ATTEMPTS = 24;

/** The day's puzzle, made from the date's seed alone. */
export function makeDaily(date: string, difficulty: Difficulty): StoredDaily {
  const made = generatePuzzle({ box: DAILY_BOX, difficulty, seed: seedFromDay(date, difficulty), symmetry: DAILY_SYMMETRY, maxAttempts: DAILY_ATTEMPTS });
  return {
    date,
    difficulty,
    size: made.puzzle.shape.size,
    puzzle: formatGrid(made.puzzle),
    grade: made.grade ?? gradePuzzle(made.puzzle),
    seed: dailySeedText(date, difficulty),
  };
}

export interface CronReport {
  written: string[];
  skipped: string[];
  failed: string[];
}

/** Makes and stores every missing puzzle from the scheduled day through DAYS_AHEAD days later. */
export async function prepareDailies(kv: KVNamespace, scheduledTime: number): Promise<CronReport> {
  const store = createDailyStore(kv);
  const report: CronReport = { written: [], skipped: [], failed: [] };
  const today = utcDay(scheduledTime);
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    for (const difficulty of DIFFICULTIES) {
      const name = `${date}/${difficulty}`;
      const present = await store.has(date, difficulty);
      if (present.ok && present.value) {
        report.skipped.push(name);
        continue;
      }
      const saved = await store.put(makeDaily(date, difficulty));
      (saved.ok ? report.written : report.failed).push(name);
    }
  }
  return report;
}

/** The Worker's scheduled() handler: runs the preparation inside waitUntil and logs what it did. */
export function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): void {
  ctx.waitUntil(
    prepareDailies(env.KV, controller.scheduledTime).then((report) => {
      console.log(`daily cron ${utcDay(controller.scheduledTime)}: wrote ${report.written.length}, kept ${report.skipped.length}, failed ${report.failed.length}`);
    }),
  );
}
