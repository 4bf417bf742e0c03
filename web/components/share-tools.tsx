/**
 * The game pages' sharing tools: the system's share sheet where there is one, copy the link, or show it as a QR code,
 * with the settings the link gives its players.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { GameModel } from "../state/game-model";
import { withSettings } from "../state/link-settings";
import { helpWords, resultCounts, resultSquare } from "../state/result-words";
import type { GameSettings } from "../state/settings";
import { sharePath, shareUrl } from "../state/share";
import { LinkOptions } from "./link-options";
import { CopyButton } from "./share-button";
import { NativeShareButton } from "./native-share-button";
import { QrButton } from "./qr-button";
import { formatTime } from "./timer";

/**
 * The link to this game with the player's entries, pencil marks and colours so far, read when it is copied or
 * drawn: at `path` (a variant's /v?load=…) or else at the givens' own /p/ address, with `settings` (by default the
 * ones the game's own link gave it, `?conflicts=off`, so a setter's choice travels on).
 */
export function progressLink(model: GameModel, path?: string, settings: Partial<GameSettings> = model.givenSettings): () => string {
  const puzzle = { shape: model.shape, cells: model.givens };
  return () => shareUrl(location.origin, puzzle, model.board.value, puzzleAddress(model, path, settings));
}

/** Where the game's puzzle is shared: `path` (a variant's /v?load=…) or the givens' /p/ address, with `settings`. */
function puzzleAddress(model: GameModel, path: string | undefined, settings: Partial<GameSettings>): string {
  return withSettings(path ?? sharePath({ shape: model.shape, cells: model.givens }), settings);
}

/**
 * A finished game's result to send on, spoiler-free: what was played, the time and the help used, and the puzzle's
 * link with its settings but none of the entries, so whoever gets it plays the same puzzle the same way.
 */
export function resultText(model: GameModel, title: string, path: string | undefined, settings: Partial<GameSettings>): string {
  const counts = resultCounts(model);
  return [
    `${title} — solved`,
    `${resultSquare(counts)} ${formatTime(model.elapsedMs.value)} · ${helpWords(counts).join(" · ")}`,
    location.origin + puzzleAddress(model, path, settings),
  ].join("\n");
}

/** SudokuWiki's solver, which takes a 9×9 position as 81 digits (0 for empty) and steps through it. */
const SUDOKUWIKI_SOLVER = "https://www.sudokuwiki.org/sudoku.htm?bd=";

/**
 * The position on a classic 9×9 board (the givens and the digits placed so far) as a link to SudokuWiki's solver, or
 * null for another board, which that solver does not take.
 */
export function sudokuWikiUrl(model: GameModel): string | null {
  const { shape } = model;
  if (shape.size !== 9 || shape.box !== 3) return null;
  const values = model.board.value.values;
  return SUDOKUWIKI_SOLVER + Array.from(model.givens, (given, i) => given || values[i]).join("");
}

/**
 * `path`: where the game is shared (a variant's /v?load=…; else the givens' /p/ address). `classic`: a classic game,
 * whose 9×9 position may also be handed to SudokuWiki's step-by-step solver. `result`: once solved, offer the result
 * to copy (the daily page offers its own, with the streak).
 */
export function ShareTools({ copyLabel, title, model, path, classic = false, result = true }: { copyLabel: string; title: string; model: GameModel; path?: string; classic?: boolean; result?: boolean }) {
  const settings = useSignal<Partial<GameSettings>>(model.givenSettings);
  // Another game on the same page starts from its own link's settings.
  useEffect(() => void (settings.value = model.givenSettings), [model]);
  const link = () => progressLink(model, path, settings.value)();
  const caption = "Scan it with a phone's camera to open this puzzle there, with the digits, pencil marks and colours so far.";
  // SudokuWiki's solver is help too: a game played without it does not hand its position there.
  const wiki = classic && model.settings.value.help ? sudokuWikiUrl(model) : null;
  return (
    <>
      <NativeShareButton title={title} link={link} />
      {result && model.solved.value && <CopyButton label="Copy result" text={() => resultText(model, title, path, settings.value)} />}
      <CopyButton label={copyLabel} text={link} />
      <QrButton text={link} caption={caption} />
      {wiki && (
        <a class="button" href={wiki} target="_blank" rel="noopener noreferrer">
          Open in SudokuWiki
        </a>
      )}
      <LinkOptions settings={settings} />
    </>
  );
}
