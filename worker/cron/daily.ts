/**
 * The daily cron: makes the coming days' puzzles ahead of their first request. It only orchestrates: what a day is
 * comes from core/sudoku/daily-recipe.ts, and the write-once rules from store/daily-archive.ts, so running it twice,
 * or after a request already stored a day, changes nothing. Nothing depends on it having run (ARCHITECTURE.md,
 * convention 11).
 */
import { DIFFICULTIES } from "../core/api";
import { addDays, utcDay } from "../core/calendar";
import { createDailyArchive, type ArchiveOptions, type PrepareOutcome } from "../store/daily-archive";
import { createDaily16Archive } from "../store/daily-16-archive";
import { createDailyKillerArchive } from "../store/daily-killer-archive";

/** Days the cron prepares after the scheduled day, so a missed run or two costs nothing. */
export const DAYS_AHEAD = 2;

export type CronReport = Record<PrepareOutcome, string[]>;

/**
 * Prepares every difficulty, the killer and the 16x16 from the scheduled day through DAYS_AHEAD days later; reports what happened to each.
 * Work per new day, counted: the 16x16 at most 60 M units (its recipe's fixed budget; 42 M the most measured), the
 * killer at most 20 M, the five classic levels a few M; a run makes one new day, or DAYS_AHEAD + 1 after a gap.
 */
export async function prepareDailies(kv: KVNamespace, scheduledTime: number, options: ArchiveOptions = {}): Promise<CronReport> {
  const archive = createDailyArchive(kv, options);
  const killers = createDailyKillerArchive(kv, { warn: options.warn, defer: options.defer });
  const sixteens = createDaily16Archive(kv, { warn: options.warn, defer: options.defer });
  const report: CronReport = { written: [], kept: [], failed: [], refused: [] };
  const today = utcDay(scheduledTime);
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    for (const difficulty of DIFFICULTIES) report[await archive.prepare(date, difficulty)].push(`${date}/${difficulty}`);
    report[await killers.prepare(date)].push(`${date}/killer`);
    report[await sixteens.prepare(date)].push(`${date}/16`);
  }
  return report;
}

/** The Worker's scheduled() handler: runs the preparation inside waitUntil and logs what it did. */
export function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): void {
  ctx.waitUntil(
    prepareDailies(env.KV, controller.scheduledTime).then((r) => {
      const counts = `wrote ${r.written.length}, kept ${r.kept.length}, failed ${r.failed.length}, refused ${r.refused.length}`;
      console.log(`daily cron ${utcDay(controller.scheduledTime)}: ${counts}`);
    }),
  );
}
