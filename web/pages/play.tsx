/**
 * /play?size=9&d=hard&seed=… — a generated puzzle; /play?variant=killer&seed=… a generated 9×9 variant (killer,
 * jigsaw, X, sandwich or a line kind; &size=4 or 6 for a smaller board), played as a variant link is, as is a classic
 * 6×6 to 15×15 (/play?size=6&d=easy&seed=…), whose boxes are rectangles; a level the API's budget cannot reach
 * (/play?size=25&d=expert&seed=…) is made in this browser by the same generator. The seed sits
 * in the URL, so a reload (or a sent link) shows the same puzzle; "New puzzle" just picks a new seed.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import { DIFFICULTIES, VARIANT_KINDS, type Difficulty, type GenerateResponse, type VariantKind } from "../../worker/core/api";
import { compressFpuzzles } from "../../worker/variants/fpuzzles-link";
import { boxSplit } from "../../worker/core/sudoku/shape";
import { BROWSER_MADE, CLASSIC_LEVELS, CLASSIC_SIDES, browserMadeLevel } from "../../worker/core/sudoku/offered-levels";
import { offeredLevel } from "../../worker/core/sudoku/difficulty";
import { variantLevels } from "../../worker/core/sudoku/variants/offered-levels";
import { api, describeError } from "../api/client";
import { GameView } from "../components/game-view";
import { VariantGame } from "../components/variant-game";
import { ShareTools } from "../components/share-tools";
import { generateInBrowser } from "../state/local-generate";
import { formatDuration } from "../state/local-solve";
import { spawnGenerateWorker } from "../state/solve-workers";
import { useGame } from "../state/use-game";
import { techniqueWords } from "../components/grade-words";
import { MissedAim } from "../components/missed-aim";
import { aGrid, upperFirst } from "../../worker/core/words";

/** The sides the variant generator offers (VARIANT_SIZES in the core's variants/generate.ts); entropic lines need thirds. */
const variantSizes = (kind: VariantKind): readonly number[] => (kind === "entropic" ? [6, 9] : [4, 6, 9]);

/** The rules the play page offers: classic at any size, or a variant at the sizes variantSizes gives. */
const RULES: readonly { value: "classic" | VariantKind; label: string }[] = [
  { value: "classic", label: "Classic" },
  { value: "killer", label: "Killer" },
  { value: "jigsaw", label: "Jigsaw" },
  { value: "x", label: "X-Sudoku (diagonals)" },
  { value: "sandwich", label: "Sandwich" },
  { value: "little-killer", label: "Little killer" },
  { value: "thermo", label: "Thermometers" },
  { value: "arrow", label: "Arrows" },
  { value: "whispers", label: "German whispers" },
  { value: "renban", label: "Renban lines" },
  { value: "entropic", label: "Entropic lines" },
  { value: "region-sum", label: "Region sum lines" },
];

const newSeed = () => Math.random().toString(36).slice(2, 10);

/** The classic levels of a side: the API's, then those this browser makes (BROWSER_MADE). */
const classicLevels = (side: number): readonly Difficulty[] => [...CLASSIC_LEVELS[side], ...(BROWSER_MADE[side] ?? []).map((made) => made.level)];

/** A level's name in the menu: a browser-made one says where it is made, since it takes this device a few seconds. */
const levelLabel = (side: number, level: string): string => (browserMadeLevel(side, level) ? `${level} (made in this browser)` : level);

/**
 * The size and level a /play address writes (null: left out). A variant link names its size only when it is not 9
 * and its level only when one is aimed at, so the links made before either was offered still make the same puzzles.
 */
function addressWords(v: VariantKind | null, side: number, level: string): { size: string | null; d: string | null } {
  return v ? { size: side === 9 ? null : String(side), d: level || null } : { size: String(side), d: level };
}

export function PlayPage() {
  // The route's own query, not the location's: while the next page's code loads, this page stays on screen and the
  // location already names the next page (its query has no seed), which used to start a new /play puzzle and undo
  // the navigation.
  const { query } = useRoute();
  const { route, path } = useLocation();
  const variant = (VARIANT_KINDS as readonly string[]).includes(query.variant) ? (query.variant as VariantKind) : null;
  const sizes = variant ? variantSizes(variant) : CLASSIC_SIDES;
  const size = sizes.includes(Number(query.size)) ? Number(query.size) : 9;
  // A variant aims at a level only when one is asked for ("" is any level: the seed's first puzzle, rated).
  const offered: readonly Difficulty[] = variant ? variantLevels(variant, size) : classicLevels(size);
  const levels: readonly string[] = variant ? ["", ...offered] : offered;
  // A level the board does not offer (an old link, or rules changed under a chosen level) becomes the hardest below it.
  const asked = levels.includes(query.d)
    ? query.d
    : DIFFICULTIES.includes(query.d as Difficulty)
      ? offeredLevel(offered, query.d as Difficulty)
      : variant
        ? ""
        : levels.includes("medium")
          ? "medium"
          : levels[0];
  const aim = asked === "" ? undefined : (asked as Difficulty);
  const seed = query.seed;
  const browserMade = !variant && aim ? browserMadeLevel(size, aim) : undefined;
  /** `madeMs` is set for a puzzle made in this browser: how long this device took. */
  const state = useSignal<{ puzzle: GenerateResponse | null; error: string | null; madeMs?: number }>({ puzzle: null, error: null });
  const elapsedMs = useSignal(0);
  const attempt = useSignal<{ attempt: number; maxAttempts: number } | null>(null);
  const go = (s: number, d: string, sd: string, v: VariantKind | null = variant, replace = false) => {
    const side = v ? (variantSizes(v).includes(s) ? s : 9) : CLASSIC_SIDES.includes(s) ? s : 9;
    // The level the new board plays, as the select will show it: one it does not offer becomes the hardest below.
    const wanted = DIFFICULTIES.includes(d as Difficulty) ? (d as Difficulty) : v ? null : "medium";
    const level = wanted ? offeredLevel(v ? variantLevels(v, side) : classicLevels(side), wanted) : "";
    const words = addressWords(v, side, level);
    route(
      `/play?${v ? `variant=${v}&` : ""}${words.size === null ? "" : `size=${words.size}&`}${words.d === null ? "" : `d=${words.d}&`}seed=${sd}`,
      replace,
    );
  };

  // A size or level the page does not offer (size=7, d=hardest) is played as 9×9 or the level below: the address
  // then says what is played, so the link copied from it makes the same puzzle. Other words in the query stay.
  useEffect(() => {
    if (path !== "/play" || !seed) return;
    const words = addressWords(variant, size, asked);
    if (query.size === (words.size ?? undefined) && query.d === (words.d ?? undefined)) return;
    const fixed = new URLSearchParams(location.search);
    for (const [name, value] of [["size", words.size], ["d", words.d]] as const) {
      if (value === null) fixed.delete(name);
      else fixed.set(name, value);
    }
    route(`/play?${fixed.toString()}`, true);
  }, [query.size, query.d, size, asked, seed, variant]);

  useEffect(() => {
    if (path !== "/play") return;
    if (!seed) {
      go(size, asked, newSeed(), variant, true);
      return;
    }
    let live = true;
    state.value = { puzzle: null, error: null };
    if (browserMade) {
      // Rotational symmetry, as the API's default gives the other levels on this page.
      attempt.value = null;
      const job = generateInBrowser({ size, level: browserMade.level, seed, symmetry: "rotational", work: browserMade.work, attempts: browserMade.attempts }, spawnGenerateWorker, (progress) => {
        if (live) attempt.value = progress;
      });
      const started = performance.now();
      elapsedMs.value = 0;
      const tick = setInterval(() => (elapsedMs.value = performance.now() - started), 250);
      void job.result.then((reply) => {
        clearInterval(tick);
        if (live) state.value = reply.ok ? { puzzle: reply.answer, error: null, madeMs: reply.ms } : { puzzle: null, error: reply.message };
      });
      return () => {
        live = false;
        clearInterval(tick);
        job.stop();
      };
    }
    void (variant ? api.generateVariant(variant, size, seed, aim) : api.generate(size, aim ?? "medium", seed)).then((a) => {
      if (live) state.value = a.ok ? { puzzle: a.value, error: null } : { puzzle: null, error: describeError(a.error) };
    });
    return () => {
      live = false;
    };
  }, [size, aim, seed, variant]);

  const made = state.value.puzzle;
  // A variant (and a grid whose boxes are rectangles, a 6×6) is played from its compressed f-puzzles form, as a
  // shared variant link is.
  const load = made?.fpuzzles ? compressFpuzzles(made.fpuzzles) : null;
  const { model } = useGame(load ? null : made?.puzzle ?? null, { search: location.search });
  const rulesName = RULES.find((r) => r.value === (variant ?? "classic"))!.label;
  const boxes = boxSplit(size);
  return (
    <main id="main" class="page play">
      <h1>Play a new puzzle</h1>
      <form class="choose" onSubmit={(e) => e.preventDefault()}>
        <label>
          Rules{" "}
          <select value={variant ?? "classic"} onChange={(e) => go(size, asked, newSeed(), e.currentTarget.value === "classic" ? null : (e.currentTarget.value as VariantKind))}>
            {RULES.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
          </select>
        </label>
        <label>
          Size{" "}
          <select value={size} onChange={(e) => go(Number(e.currentTarget.value), asked, newSeed())}>
            {sizes.map((s) => <option key={s} value={s}>{s}×{s}</option>)}
          </select>
        </label>
        <label>
          Difficulty{" "}
          <select value={asked} onChange={(e) => go(size, e.currentTarget.value, newSeed())}>
            {levels.map((d) => <option key={d} value={d}>{d ? levelLabel(size, d) : "any level"}</option>)}
          </select>
        </label>
        <button type="button" onClick={() => go(size, asked, newSeed())}>New puzzle</button>
        {!variant && aim && CLASSIC_LEVELS[size].includes(aim) && <a href={`/print?size=${size}&d=${aim}`}>Print a sheet of these</a>}
      </form>
      {variant && <p class="muted">A variant's level is the solver's search effort. The levels listed are those these rules reach on this board nine times in ten; the one you choose is aimed at. 4×4 and 6×6 boards are for learning a rule.</p>}
      {!variant && boxes.rows !== boxes.cols && (
        <p class="muted">
          {upperFirst(aGrid(size))} has {boxes.rows}×{boxes.cols} boxes; its level is that of the hardest technique it needs, as its hints name them.
        </p>
      )}
      {state.value.error && <p class="error" role="alert">Could not make a puzzle: {state.value.error}</p>}
      {!made && !state.value.error && !browserMade && <p class="loading">Generating {aGrid(size)} {aim ? `${aim} ` : ""}{variant ? rulesName : ""} puzzle…</p>}
      {!made && !state.value.error && browserMade && (
        <p class="loading">
          Making {aGrid(size)} {browserMade.level} puzzle in this browser ({formatDuration(elapsedMs.value)}
          {attempt.value && `, attempt ${attempt.value.attempt} of at most ${attempt.value.maxAttempts}`}): the server's work budget is too small
          for this level, so your device digs it, which takes a few seconds.
        </p>
      )}
      {load && made && (
        <>
          <VariantGame key={load} load={load} heading="h2" />
          <p class="grade">
            {variant
              ? `${made.clues} givens · rated ${made.grade.level} by search effort (${made.grade.score} conflicts to solve and prove unique) · seed ${seed}`
              : `${made.clues} clues · graded ${made.grade.level} (hardest step: ${techniqueWords(made.grade.hardest)}) · seed ${seed}`}
          </p>
          <MissedAim made={made} />
        </>
      )}
      {model && made && (
        <>
          <GameView
            key={made.puzzle}
            model={model}
            label={`${size}×${size} ${aim} puzzle`}
            tools={<ShareTools title={`Sudoku: ${size}×${size} ${aim} puzzle`} copyLabel="Copy share link" model={model} classic />}
          />
          <p class="grade">
            {made.clues} clues · graded {made.grade.level} (hardest step: {techniqueWords(made.grade.hardest)}) · seed {seed}
            {state.value.madeMs !== undefined && ` · made in this browser in ${formatDuration(state.value.madeMs)}`}
          </p>
          <MissedAim made={made} />
        </>
      )}
    </main>
  );
}
