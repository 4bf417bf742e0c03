/** Streaks and a small bar chart of solve times per difficulty (inline SVG, no chart library). */
import { DIFFICULTIES } from "../../worker/core/api";
import { bestStreak, currentStreak, unassisted, type DailyResult } from "../state/stats";
import { formatTime } from "./timer";

export function StatsView({ results, today }: { results: DailyResult[]; today: string }) {
  // Assisted games (revealed cells, or cells placed by a helper) are listed but set no times and extend no streak.
  const counted = unassisted(results);
  const assisted = results.length - counted.length;
  const rows = DIFFICULTIES.map((d) => {
    const times = counted.filter((r) => r.difficulty === d).map((r) => r.timeMs);
    return { d, count: times.length, best: times.length ? Math.min(...times) : 0, avg: times.length ? times.reduce((a, b) => a + b, 0) / times.length : 0 };
  });
  const max = Math.max(1, ...rows.map((r) => r.avg));
  const barH = 18;
  return (
    <section class="stats" aria-label="Statistics">
      <h2>Your statistics</h2>
      <p>
        Solved: <b>{counted.length}</b>{assisted > 0 && <> · Assisted: <b>{assisted}</b></>} · Current streak: <b>{currentStreak(results, today)}</b> · Best streak: <b>{bestStreak(results)}</b>
      </p>
      {assisted > 0 && <p class="muted">Games with revealed cells, or cells placed by Apply step or Place singles, count as assisted: they set no times and extend no streak.</p>}
      {counted.length === 0 ? <p class="loading">Solve a daily puzzle to start your streak and see your times here.</p> : <svg class="chart" viewBox={`0 0 440 ${rows.length * (barH + 6)}`} role="img" aria-label="Average solve time per difficulty">
        {rows.map((r, i) => (
          <g key={r.d} transform={`translate(0 ${i * (barH + 6)})`}>
            <text x="0" y={barH - 5} class="chart-label">{r.d}</text>
            <rect x="70" y="0" height={barH} width={r.count ? Math.max(2, (r.avg / max) * 170) : 0} class={`bar ${r.d}`} />
            <text x={r.count ? 76 + (r.avg / max) * 170 : 74} y={barH - 5} class="chart-value">
              {r.count ? `${formatTime(r.avg)} avg · best ${formatTime(r.best)} (${r.count})` : "—"}
            </text>
          </g>
        ))}
      </svg>}
    </section>
  );
}
