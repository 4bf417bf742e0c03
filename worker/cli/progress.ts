/**
 * Progress lines for a long solve on the command line. The engines read no clock: they call back every
 * PROGRESS_EVERY work units (about 50 ms at the calibrated rate), and this side decides from the clock whether a
 * line is due: the first once a second has passed, so a quick answer prints none, then one a second. The lines go to
 * stderr as comments, so stdout keeps the answer alone.
 */
import { performance } from "node:perf_hooks";
import { throttledProgress, type Progress, type SolveStats } from "../core/sat/index";

export const PROGRESS_EVERY = 2_000_000;
const INTERVAL_MS = 1000;

const grouped = (n: number): string => n.toLocaleString("en-US");

/** The progress line for `stats` after `ms`; with a work budget, the share of it spent. */
export function progressLine(stats: Readonly<SolveStats>, ms: number, budgetWork?: number, phase: "search" | "check" = "search"): string {
  const share = budgetWork === undefined || budgetWork <= 0 ? "" : ` (${Math.min(100, Math.floor((100 * stats.work) / budgetWork))}% of the budget)`;
  const work = `${grouped(Math.round(stats.work / 1e6))} M work units${share}`;
  const head = `c progress ${(ms / 1000).toFixed(1)} s:`;
  if (phase === "check") return `${head} checking the proof of ${grouped(stats.conflicts)} conflicts, ${work}`;
  return `${head} ${grouped(stats.conflicts)} conflicts, ${grouped(stats.decisions)} decisions, ${grouped(stats.restarts)} restarts, ${work}`;
}

/** A Progress that writes a line through `write` at most once per second of `now()`. */
export function progressPrinter(write: (line: string) => void, budgetWork?: number, now: () => number = () => performance.now()): Progress {
  return throttledProgress(PROGRESS_EVERY, INTERVAL_MS, now, (stats, ms, phase) => write(progressLine(stats, ms, budgetWork, phase)));
}

/** Progress on stderr when a person is watching it (a terminal) or `forced` (--progress); otherwise none. */
export function stderrProgress(forced: boolean, budgetWork?: number): Progress | undefined {
  if (!forced && process.stderr.isTTY !== true) return undefined;
  return progressPrinter((line) => process.stderr.write(`${line}\n`), budgetWork);
}
