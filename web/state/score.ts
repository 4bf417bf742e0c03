/**
 * What a game's result records besides time: mistakes, hints, and the cells the app filled. The mistake policy lives
 * here (as NYT): a digit that visibly repeats one in its house, or a wrong entry the player was told about by a check,
 * each counted once; a wrong digit nobody has pointed out yet costs nothing, so the counter gives nothing away.
 */
import { batch, computed, signal, type ReadonlySignal } from "@preact/signals";

export interface ScoreCounts {
  mistakes: number;
  hintsUsed: number;
  revealed: number;
  /** Cells a helper placed: a hint's Apply step, Place singles. */
  applied: number;
}

/** An entry counted as a mistake: the cell and its digit. */
export type CountedEntry = [cell: number, value: number];

export interface SavedScore extends Partial<ScoreCounts> {
  /** The entries counted already, so a reload does not count them again. */
  counted?: readonly CountedEntry[];
}

export interface ScoreModel {
  mistakes: ReadonlySignal<number>;
  hintsUsed: ReadonlySignal<number>;
  revealed: ReadonlySignal<number>;
  applied: ReadonlySignal<number>;
  /** Revealed cells, or cells a helper placed: the app did part of the solving, so the game earns no streak or best time. */
  assisted: ReadonlySignal<boolean>;
  /** A digit the policy calls a mistake (it repeats one in its house): it counts unless this (cell, digit) counted before. */
  countMistake(cell: number, value: number): void;
  /** A check found these wrong (cell, value) entries: each counts once, however often it is checked or was seen clash. */
  countChecked(entries: { cell: number; value: number }[]): void;
  countHint(): void;
  countRevealed(cells: number): void;
  countApplied(cells: number): void;
  reset(): void;
  counts(): ScoreCounts;
  /** The (cell, digit) entries counted as mistakes so far, for the saved game. */
  counted(): CountedEntry[];
}

const entryKey = (cell: number, value: number) => `${cell}:${value}`;

export function createScore(saved: SavedScore = {}): ScoreModel {
  const mistakes = signal(saved.mistakes ?? 0);
  const hintsUsed = signal(saved.hintsUsed ?? 0);
  const revealed = signal(saved.revealed ?? 0);
  const applied = signal(saved.applied ?? 0);
  // One set for both ways a mistake is found (a visible clash, a check), so neither counts what the other did; a new
  // set on each change, so the saved game (which reads it) follows.
  const seen = signal<ReadonlySet<string>>(new Set((saved.counted ?? []).map(([cell, value]) => entryKey(cell, value))));
  const countOnce = (cell: number, value: number) => {
    const key = entryKey(cell, value);
    if (seen.value.has(key)) return;
    batch(() => {
      seen.value = new Set([...seen.value, key]);
      mistakes.value++;
    });
  };
  return {
    mistakes,
    hintsUsed,
    revealed,
    applied,
    assisted: computed(() => revealed.value + applied.value > 0),
    countMistake: countOnce,
    countChecked(entries) {
      for (const { cell, value } of entries) countOnce(cell, value);
    },
    countHint: () => void hintsUsed.value++,
    countRevealed: (cells) => void (revealed.value += cells),
    countApplied: (cells) => void (applied.value += cells),
    reset() {
      batch(() => {
        seen.value = new Set();
        mistakes.value = 0;
        hintsUsed.value = 0;
        revealed.value = 0;
        applied.value = 0;
      });
    },
    counts: () => ({ mistakes: mistakes.value, hintsUsed: hintsUsed.value, revealed: revealed.value, applied: applied.value }),
    counted: () => [...seen.value].map((key) => key.split(":").map(Number) as CountedEntry),
  };
}
