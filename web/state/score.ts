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

export interface ScoreModel {
  mistakes: ReadonlySignal<number>;
  hintsUsed: ReadonlySignal<number>;
  revealed: ReadonlySignal<number>;
  applied: ReadonlySignal<number>;
  /** Revealed cells, or cells a helper placed: the app did part of the solving, so the game earns no streak or best time. */
  assisted: ReadonlySignal<boolean>;
  countMistake(): void;
  /** A check found these wrong (cell, value) entries: each counts once, however often it is checked. */
  countChecked(entries: { cell: number; value: number }[]): void;
  countHint(): void;
  countRevealed(cells: number): void;
  countApplied(cells: number): void;
  reset(): void;
  counts(): ScoreCounts;
}

export function createScore(saved: Partial<ScoreCounts> = {}): ScoreModel {
  const mistakes = signal(saved.mistakes ?? 0);
  const hintsUsed = signal(saved.hintsUsed ?? 0);
  const revealed = signal(saved.revealed ?? 0);
  const applied = signal(saved.applied ?? 0);
  const checked = new Set<string>();
  return {
    mistakes,
    hintsUsed,
    revealed,
    applied,
    assisted: computed(() => revealed.value + applied.value > 0),
    countMistake: () => void mistakes.value++,
    countChecked(entries) {
      for (const { cell, value } of entries) {
        const key = `${cell}:${value}`;
        if (checked.has(key)) continue;
        checked.add(key);
        mistakes.value++;
      }
    },
    countHint: () => void hintsUsed.value++,
    countRevealed: (cells) => void (revealed.value += cells),
    countApplied: (cells) => void (applied.value += cells),
    reset() {
      checked.clear();
      batch(() => {
        mistakes.value = 0;
        hintsUsed.value = 0;
        revealed.value = 0;
        applied.value = 0;
      });
    },
    counts: () => ({ mistakes: mistakes.value, hintsUsed: hintsUsed.value, revealed: revealed.value, applied: applied.value }),
  };
}
