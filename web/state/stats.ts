/**
 * Daily results kept in localStorage: one record per (date, difficulty), from which the streak, the solve-time
 * chart and the spoiler-free share text are computed. Dates are UTC "YYYY-MM-DD" like the API's.
 * As on NYT: a game the app helped fill (revealed cells, or cells a helper placed) is recorded and shown, but it never extends a
 * streak, counts as solved, or sets a best time.
 */
import type { Difficulty } from "../../worker/core/api";
import { addDays } from "../../worker/core/calendar";
import { helpWords, resultSquare } from "./result-words";
import type { KeyValueStore } from "./saved-game";

export interface DailyResult {
  date: string;
  difficulty: Difficulty;
  timeMs: number;
  mistakes: number;
  hints: number;
  revealed: number;
  /** Cells a helper placed: a hint's Apply step, Place singles. */
  applied?: number;
}

/** Revealed cells, or cells a helper placed: the result is kept, but streaks and times ignore it. */
export function isAssisted(result: DailyResult): boolean {
  return result.revealed > 0 || (result.applied ?? 0) > 0;
}

/** The results that count: solved without the app filling any cell. */
export function unassisted(results: DailyResult[]): DailyResult[] {
  return results.filter((r) => !isAssisted(r));
}

const KEY = "sudoku:stats";

export function loadResults(store: KeyValueStore | null): DailyResult[] {
  try {
    const list = JSON.parse(store?.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter((r): r is DailyResult => !!r && typeof r.date === "string" && typeof r.timeMs === "number") : [];
  } catch {
    return [];
  }
}

/** Adds or replaces the result for that date and difficulty (a replay of a day keeps the first time). */
export function recordResult(store: KeyValueStore | null, result: DailyResult): DailyResult[] {
  const list = loadResults(store);
  if (list.some((r) => r.date === result.date && r.difficulty === result.difficulty)) return list;
  const next = [...list, result].sort((a, b) => a.date.localeCompare(b.date));
  try {
    store?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: stats are a nicety.
  }
  return next;
}

const previousDay = (date: string): string => addDays(date, -1);

/** Days in a row, ending today (or yesterday, so the streak survives until today's puzzle is done). */
export function currentStreak(results: DailyResult[], today: string): number {
  const days = new Set(unassisted(results).map((r) => r.date));
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = previousDay(day);
  }
  return streak;
}

export function bestStreak(results: DailyResult[]): number {
  const days = [...new Set(unassisted(results).map((r) => r.date))].sort();
  let best = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && previousDay(day) === days[i - 1] ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/** Text to paste anywhere: the day, level, time and help used — never a digit of the grid. */
export function shareText(result: DailyResult, streak: number, origin: string): string {
  const total = Math.floor(result.timeMs / 1000);
  const time = `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
  const counts = { ...result, applied: result.applied ?? 0 };
  const lines = [
    `SAT Sudoku daily ${result.date} · ${result.difficulty}`,
    `${resultSquare(counts)} ${time} · ${helpWords(counts).join(" · ")}`,
    // No streak to show (an archive day solved while today's is not): no line boasting of 0 days.
    isAssisted(result) ? "Assisted: not counted for streaks or times" : streak > 0 ? `🔥 ${streak}-day streak` : "",
    origin,
  ];
  return lines.filter(Boolean).join("\n");
}
