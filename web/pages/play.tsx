/**
 * /play?size=9&d=hard&seed=… — a generated puzzle. The seed sits in the URL, so a reload (or a sent link) shows
 * the same puzzle; "New puzzle" just picks a new seed.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import { DIFFICULTIES, type Difficulty, type GenerateResponse } from "../../worker/core/api";
import { api, describeError } from "../api/client";
import { GameView } from "../components/game-view";
import { ShareTools, progressLink } from "../components/share-tools";
import { useGame } from "../state/use-game";
import { techniqueWords } from "../components/grade-words";

const SIZES = [4, 9, 16, 25];
/** The levels the generator offers per size (LEVELS_BY_BOX in the core's generate.ts). */
const LEVELS: Record<number, readonly Difficulty[]> = { 4: ["easy"], 9: DIFFICULTIES, 16: ["easy", "medium", "hard"], 25: ["easy", "medium", "hard"] };

const newSeed = () => Math.random().toString(36).slice(2, 10);

export function PlayPage() {
  // The route's own query, not the location's: while the next page's code loads, this page stays on screen and the
  // location already names the next page (its query has no seed), which used to start a new /play puzzle and undo
  // the navigation.
  const { query } = useRoute();
  const { route, path } = useLocation();
  const size = SIZES.includes(Number(query.size)) ? Number(query.size) : 9;
  const levels = LEVELS[size];
  const difficulty = (levels as readonly string[]).includes(query.d) ? (query.d as Difficulty) : levels.includes("medium") ? "medium" : levels[0];
  const seed = query.seed;
  const state = useSignal<{ puzzle: GenerateResponse | null; error: string | null }>({ puzzle: null, error: null });
  const go = (s: number, d: Difficulty, sd: string, replace = false) => route(`/play?size=${s}&d=${d}&seed=${sd}`, replace);

  useEffect(() => {
    if (path !== "/play") return;
    if (!seed) {
      go(size, difficulty, newSeed(), true);
      return;
    }
    let live = true;
    state.value = { puzzle: null, error: null };
    void api.generate(size, difficulty, seed).then((a) => {
      if (live) state.value = a.ok ? { puzzle: a.value, error: null } : { puzzle: null, error: describeError(a.error) };
    });
    return () => {
      live = false;
    };
  }, [size, difficulty, seed]);

  const { model } = useGame(state.value.puzzle?.puzzle ?? null);
  return (
    <main class="page play">
      <h1>Play a new puzzle</h1>
      <form class="choose" onSubmit={(e) => e.preventDefault()}>
        <label>
          Size{" "}
          <select value={size} onChange={(e) => go(Number(e.currentTarget.value), difficulty, newSeed())}>
            {SIZES.map((s) => <option key={s} value={s}>{s}×{s}</option>)}
          </select>
        </label>
        <label>
          Difficulty{" "}
          <select value={difficulty} onChange={(e) => go(size, e.currentTarget.value as Difficulty, newSeed())}>
            {levels.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
        </label>
        <button type="button" onClick={() => go(size, difficulty, newSeed())}>New puzzle</button>
      </form>
      {state.value.error && <p class="error" role="alert">Could not make a puzzle: {state.value.error}</p>}
      {!state.value.puzzle && !state.value.error && <p class="loading">Generating a {size}×{size} {difficulty} puzzle…</p>}
      {model && state.value.puzzle && (
        <>
          <GameView
            key={state.value.puzzle.puzzle}
            model={model}
            label={`${size}×${size} ${difficulty} puzzle`}
            tools={<ShareTools title={`Sudoku: ${size}×${size} ${difficulty} puzzle`} copyLabel="Copy share link" link={progressLink(model)} />}
          />
          <p class="grade">
            {state.value.puzzle.clues} clues · graded {state.value.puzzle.grade.level} (hardest step: {techniqueWords(state.value.puzzle.grade.hardest)}) · seed {seed}
          </p>
        </>
      )}
    </main>
  );
}
