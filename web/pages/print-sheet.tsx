/**
 * /print?size=9&d=hard&count=6&seed=… — a sheet of generated puzzles to print, several to a page, with their
 * solutions on a page of their own (&solutions=0 leaves them out). Puzzle i is /play's puzzle for the seed
 * `SEED-i`, so each one can also be played online, and the URL reproduces the whole sheet.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import { DIFFICULTIES, type Difficulty, type GenerateResponse } from "../../worker/core/api";
import { offeredLevel } from "../../worker/core/sudoku/difficulty";
import { CLASSIC_LEVELS, CLASSIC_SIDES } from "../../worker/core/sudoku/offered-levels";
import { api, describeError } from "../api/client";
import { PrintGrid } from "../components/print-grid";
import "../styles/sheet.css";

/** Puzzles on a sheet at most: two pages of 9×9s, and a bound on the requests one click makes. */
const MAX_SHEET_PUZZLES = 12;

/** How many fit a page at each side, which is also the default count: six 9×9s, two 16×16s, one 25×25. */
function perPage(size: number): number {
  return size <= 9 ? 6 : size <= 16 ? 2 : 1;
}

/**
 * Grids across a row and each grid's printed width, so that perPage(size) puzzles (and their solutions, smaller) fit
 * an A4 page and a Letter page alike inside sheet.css's 1 cm margins. A4 is the narrower and Letter the shorter, so the
 * box to fill is 19 × 25.9 cm: three rows of two 6.2 cm 9×9s, or two 10.5 cm 16×16s, with their captions and links,
 * leave about 1 cm to spare, room for a deployed address that wraps a link onto a third line; a 25×25 is 17.5 cm.
 * Solutions go three 5 cm grids to a row (a full sheet of twelve 9×9s still fits a page) or two 8.5 cm ones.
 */
function layout(size: number, solutions: boolean): string {
  const [perRow, width] = solutions
    ? size <= 9 ? [3, "5cm"] : size <= 16 ? [2, "8.5cm"] : [1, "17.5cm"]
    : size <= 9 ? [2, "6.2cm"] : size <= 16 ? [1, "10.5cm"] : [1, "17.5cm"];
  return `--per-row: ${perRow}; --print-width: ${width}`;
}

const newSeed = () => Math.random().toString(36).slice(2, 10);

/** Puzzle i's seed: what /play takes to show the same puzzle. */
const sheetSeed = (seed: string, i: number): string => `${seed}-${i + 1}`;

interface Made {
  /** The query the sheet was made for: a sheet on screen is always the one its controls describe. */
  key: string;
  puzzles: GenerateResponse[];
  error: string | null;
  done: boolean;
}

export function PrintSheetPage() {
  const { query } = useRoute();
  const { route, path } = useLocation();
  const size = CLASSIC_SIDES.includes(Number(query.size)) ? Number(query.size) : 9;
  const levels: readonly Difficulty[] = CLASSIC_LEVELS[size];
  const level = levels.includes(query.d as Difficulty)
    ? (query.d as Difficulty)
    : DIFFICULTIES.includes(query.d as Difficulty)
      ? offeredLevel(levels, query.d as Difficulty)
      : levels.includes("medium") ? "medium" : levels[0];
  const asked = Number(query.count);
  const count = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_SHEET_PUZZLES) : perPage(size);
  const seed = query.seed;
  const solutions = query.solutions !== "0";
  const key = `${size}|${level}|${count}|${seed}`;
  const made = useSignal<Made>({ key: "", puzzles: [], error: null, done: false });

  const go = (s: number, d: Difficulty, n: number, sd: string, withSolutions: boolean, replace = false) => {
    route(`/print?size=${s}&d=${d}&count=${n}&seed=${encodeURIComponent(sd)}${withSolutions ? "" : "&solutions=0"}`, replace);
  };

  useEffect(() => {
    if (path !== "/print") return;
    if (!seed) {
      go(size, level, count, newSeed(), solutions, true);
      return;
    }
    let live = true;
    made.value = { key, puzzles: [], error: null, done: false };
    void (async () => {
      // One at a time: the sheet fills in order, and one click never queues a dozen generations on the server at once.
      for (let i = 0; i < count && live; i++) {
        const answer = await api.generate(size, level, sheetSeed(seed, i), true);
        if (!live) return;
        if (!answer.ok) {
          made.value = { ...made.value, error: `Puzzle ${i + 1} could not be made: ${describeError(answer.error)}`, done: true };
          return;
        }
        made.value = { ...made.value, puzzles: [...made.value.puzzles, answer.value] };
      }
      if (live) made.value = { ...made.value, done: true };
    })();
    return () => {
      live = false;
    };
  }, [key]);

  const sheet = made.value.key === key ? made.value : { key, puzzles: [], error: null, done: false };
  const { puzzles } = sheet;
  const title = `${count} ${level} ${size}×${size} puzzle${count === 1 ? "" : "s"}`;
  const origin = typeof location === "undefined" ? "" : location.origin;
  return (
    <main id="main" class="page print-sheet">
      <h1>Print a sheet of puzzles</h1>
      <form class="choose" onSubmit={(e) => e.preventDefault()}>
        <label>
          Size{" "}
          <select value={size} onChange={(e) => { const s = Number(e.currentTarget.value); go(s, offeredLevel(CLASSIC_LEVELS[s], level), perPage(s), seed ?? newSeed(), solutions); }}>
            {CLASSIC_SIDES.map((s) => <option key={s} value={s}>{s}×{s}</option>)}
          </select>
        </label>
        <label>
          Difficulty{" "}
          <select value={level} onChange={(e) => go(size, e.currentTarget.value as Difficulty, count, seed ?? newSeed(), solutions)}>
            {levels.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
        </label>
        <label>
          Puzzles{" "}
          <select value={count} onChange={(e) => go(size, level, Number(e.currentTarget.value), seed ?? newSeed(), solutions)}>
            {Array.from({ length: MAX_SHEET_PUZZLES }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={solutions} onChange={(e) => go(size, level, count, seed ?? newSeed(), e.currentTarget.checked)} /> Solutions page
        </label>
        <button type="button" onClick={() => go(size, level, count, newSeed(), solutions)}>New puzzles</button>
        <button type="button" disabled={!sheet.done || sheet.error !== null} onClick={() => print()}>Print</button>
      </form>
      <p class="muted">
        {perPage(size) === 1 ? `A ${size}×${size} prints one to a page.` : `${perPage(size)} ${size}×${size} puzzles fit a page.`} Each has exactly
        one solution, and its seed makes it again on the Play page.
      </p>
      {sheet.error && <p class="error" role="alert">{sheet.error}</p>}
      {!sheet.done && !sheet.error && seed && (
        <p class="loading" role="status">Making puzzle {Math.min(puzzles.length + 1, count)} of {count}…</p>
      )}
      {puzzles.length > 0 && (
        <section class="sheet" aria-label="Puzzles" style={layout(size, false)}>
          <h2 class="sheet-title">Sudoku: {title}</h2>
          {puzzles.map((p, i) => (
            <div class="sheet-item" key={p.seed}>
              <PrintGrid cells={p.puzzle} size={size} caption={`${i + 1}. ${p.difficulty} · ${p.clues} clues`} />
              <p class="sheet-link">
                <a href={`/play?size=${size}&d=${level}&seed=${encodeURIComponent(p.seed)}`}>{`${origin}/play?size=${size}&d=${level}&seed=${p.seed}`}</a>
              </p>
            </div>
          ))}
        </section>
      )}
      {solutions && sheet.done && !sheet.error && (
        <section class="sheet solutions" aria-label="Solutions" style={layout(size, true)}>
          <h2 class="sheet-title">Solutions</h2>
          {puzzles.map((p, i) => (
            <div class="sheet-item" key={p.seed}>
              <PrintGrid cells={p.solution ?? ""} givens={p.puzzle} size={size} caption={`${i + 1}.`} />
            </div>
          ))}
        </section>
      )}
    </main>
  );
}
