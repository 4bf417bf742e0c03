/**
 * Home: today's daily puzzle (or an archive day at /daily/:date) with a difficulty switch, the archive, stats and a
 * spoiler-free share text once solved. The last answer per day is kept so the page also opens offline.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import { DIFFICULTIES, type DailyResponse, type Difficulty } from "../../worker/core/api";
import { addDays, isCalendarDay, utcDay } from "../../worker/core/calendar";
import { api, describeError } from "../api/client";
import { CertificateLinks } from "../components/certificate-links";
import { Daily16Link } from "../components/daily-16-link";
import { DailyKillerLink } from "../components/daily-killer-link";
import { CopyButton } from "../components/share-button";
import { ShareTools } from "../components/share-tools";
import { GameView } from "../components/game-view";
import { LinkedProgressChoice, useLinkedProgress } from "../components/linked-progress";
import { StatsView } from "../components/stats-view";
import type { GameModel, Progress } from "../state/game-model";
import { browserStore } from "../state/saved-game";
import { progressFromHash } from "../state/share";
import { currentStreak, loadResults, recordResult, shareText, type DailyResult } from "../state/stats";
import { useGame } from "../state/use-game";
import { techniqueWords } from "../components/grade-words";

const todayUtc = () => utcDay(Date.now());

const daysBefore = (date: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDays(date, -i - 1));

/** The last answer for that day and level, so the page opens offline; anything unreadable counts as absent. */
function readCached(key: string): DailyResponse | null {
  try {
    const daily = JSON.parse(browserStore()?.getItem(key) ?? "null") as DailyResponse | null;
    return daily && typeof daily.puzzle === "string" && typeof daily.date === "string" ? daily : null;
  } catch {
    return null;
  }
}

function useDaily(date: string | undefined, difficulty: Difficulty) {
  const state = useSignal<{ daily: DailyResponse | null; error: string | null }>({ daily: null, error: null });
  useEffect(() => {
    const key = `sudoku:daily:${date ?? todayUtc()}:${difficulty}`;
    const store = browserStore();
    state.value = { daily: readCached(key), error: null };
    let live = true;
    void api.daily(difficulty, date).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        try {
          store?.setItem(`sudoku:daily:${answer.value.date}:${difficulty}`, JSON.stringify(answer.value));
        } catch {
          // Without room to keep it, the puzzle just will not open offline.
        }
        state.value = { daily: answer.value, error: null };
      } else if (!state.value.daily) state.value = { daily: null, error: describeError(answer.error) };
    });
    return () => {
      live = false;
    };
  }, [date, difficulty]);
  return state.value;
}

/** An archive address whose day is no date (/daily/abc, /daily/2026-02-30): said plainly, with no request made. */
function NoSuchDay({ day }: { day: string }) {
  const example = `/daily/${addDays(todayUtc(), -1)}`;
  return (
    <main id="main" class="page daily">
      <h1>No such day</h1>
      <p>
        “{day}” is not a date. An archive puzzle’s address ends in its day written YYYY-MM-DD, such as{" "}
        <a href={example}>{example}</a>.
      </p>
      <p>
        <a href="/">Play today’s puzzle</a>.
      </p>
    </main>
  );
}

export function DailyPage() {
  const { params } = useRoute();
  return params.date !== undefined && !isCalendarDay(params.date) ? <NoSuchDay day={params.date} /> : <DailyDay />;
}

function DailyDay() {
  const { params, query } = useRoute();
  const { route } = useLocation();
  const difficulty = (DIFFICULTIES as readonly string[]).includes(query.d) ? (query.d as Difficulty) : "medium";
  const { daily, error } = useDaily(params.date, difficulty);
  const linked = useSignal<Required<Progress> | null>(null);
  // A link may carry progress (the widget's "Open on the full site" does): read it when the game is made.
  const { model } = useGame(daily?.puzzle ?? null, { startProgress: (puzzle) => (linked.value = progressFromHash(location.hash, puzzle)), search: location.search });
  useLinkedProgress(model, linked);
  const results = useSignal(loadResults(browserStore()));
  const today = params.date ? todayUtc() : (daily?.date ?? todayUtc());
  const date = daily?.date ?? params.date ?? today;
  const base = params.date ? `/daily/${params.date}` : "/";
  const mine = results.value.find((r) => r.date === date && r.difficulty === difficulty);

  function finish(m: GameModel) {
    const result: DailyResult = { date, difficulty, timeMs: m.elapsedMs.value, mistakes: m.mistakes.value, hints: m.hintsUsed.value, revealed: m.revealed.value, applied: m.applied.value };
    results.value = recordResult(browserStore(), result);
  }

  return (
    <main id="main" class="page daily">
      <h1>Daily Sudoku <small>{date}</small></h1>
      <nav class="tabs" aria-label="Difficulty">
        {DIFFICULTIES.map((d) => (
          <a key={d} href={`${base}?d=${d}`} aria-current={d === difficulty ? "page" : undefined} onClick={(e) => { e.preventDefault(); route(`${base}?d=${d}`); }}>
            {d}
          </a>
        ))}
      </nav>
      {error && <p class="error" role="alert">Could not load the daily puzzle: {error}</p>}
      {/* An archive day before the first puzzle, or one not published yet: the way back is today's. */}
      {error && params.date && date !== todayUtc() && (
        <p>
          <a href="/">Play today’s puzzle</a>.
        </p>
      )}
      {!daily && !error && <p class="loading">{params.date ? `Loading the puzzle of ${params.date}…` : "Loading today’s puzzle…"}</p>}
      {model && daily && <LinkedProgressChoice model={model} linked={linked} />}
      {model && daily && (
        <GameView
          key={daily.puzzle}
          model={model}
          label={`Daily puzzle ${date}, ${difficulty}`}
          onFinish={finish}
          finished={mine && <CopyButton label="Copy result" text={() => shareText(mine, currentStreak(results.value, today), location.origin)} />}
          tools={<ShareTools title={`Sudoku: daily puzzle ${date}, ${difficulty}`} copyLabel="Copy share link" model={model} classic result={false} />}
        />
      )}
      {daily && (
        <p class="grade">
          Graded {daily.grade.level} (hardest step: {techniqueWords(daily.grade.hardest)}; rating {daily.grade.rating.toFixed(1)}).
          {/* Days made before the generator aimed at the level (recipe 1) could fall short of their tab; a published day never changes. */}
          {daily.grade.level !== difficulty && ` This day's ${difficulty} puzzle came out ${daily.grade.level}: it was made before the daily aimed at its level, and a published day is never changed.`}
        </p>
      )}
      <DailyKillerLink date={date} today={date === todayUtc()} settings={model?.givenSettings} />
      <Daily16Link date={date} today={date === todayUtc()} settings={model?.givenSettings} />
      {/* The certificate's CNF names the solution it rules out: a game played without help does not offer it. */}
      {daily && model?.settings.value.help !== false && (
        <details class="proof">
          <summary>Proof that this puzzle has exactly one solution</summary>
          <CertificateLinks key={daily.puzzle} puzzle={daily.puzzle} />
        </details>
      )}
      <StatsView results={results.value} today={today} />
      <section class="archive" aria-label="Archive">
        <h2>Archive</h2>
        <ul>
          {daysBefore(today, 14).map((day) => {
            const done = results.value.some((r) => r.date === day && r.difficulty === difficulty);
            return (
              <li key={day}>
                <a href={`/daily/${day}?d=${difficulty}`}>{day}</a> {done && <span aria-label="solved">✓</span>}
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
