/**
 * Progress reports thinned out by a clock the caller owns: the engines report every `every` work units (they read
 * no clock), and a caller that shows progress to a person wants a line at most every so many milliseconds.
 */
import type { Progress, SolveStats } from "./types";

/**
 * A Progress that passes a report on only once `intervalMs` of `now()` have gone by since it was made or since the
 * last report it passed on, with the milliseconds since it was made.
 */
export function throttledProgress(
  every: number,
  intervalMs: number,
  now: () => number,
  pass: (stats: Readonly<SolveStats>, elapsedMs: number, phase: "search" | "check") => void,
): Progress {
  const start = now();
  let last = start;
  return {
    every,
    report(stats, phase = "search") {
      const t = now();
      if (t - last < intervalMs) return;
      last = t;
      pass(stats, t - start, phase);
    },
  };
}
