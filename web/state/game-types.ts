/** The vocabulary of a game: what is known of its solutions, what it marks on the board, how it is created. */
import type { GameSettings } from "./settings";
import type { Move } from "./history";
import type { KeyValueStore } from "./saved-game";
import type { SinglesRules } from "./singles-run";

/** What is known about the givens' solutions: fetched once; only "unique" makes entries right or wrong. */
/** "unknown": the solver's budget ran out; "unavailable": the server did not answer (an error, not a verdict). */
export type SolutionStatus = "pending" | "unique" | "multiple" | "none" | "unknown" | "offline" | "unavailable";

/** Cells to draw attention to, and why (a hint, wrong entries, an audit finding). */
export interface Marked {
  kind: "hint" | "wrong" | "audit";
  cells: number[];
  /** Houses the finding looks at, shown more faintly than its cells. */
  area?: number[];
  /** Further cells to mark wrong alongside a hint-style highlight (the premises of a "why wrong" step). */
  wrong?: number[];
  /** Values shown faintly in empty cells: the forced steps of a "why wrong" chain. */
  ghosts?: { cell: number; value: number }[];
  /** Candidates a hint's step removes: their cells are marked as its targets, and the digits struck out there. */
  eliminations?: { cell: number; values: number[] }[];
}

/**
 * A position to load over the givens: entries, and the pencil marks (candidate notes, corner marks) and colours when
 * there are any (absent means none). A given's cell keeps its given, whatever `values` says.
 */
export interface Progress {
  values: Uint8Array;
  notes?: Uint32Array;
  corners?: Uint32Array;
  colours?: Uint8Array;
}

/** Where a typed digit goes: the cell's value, its candidate notes, or its corner (Snyder) marks. */
export type EntryLayer = "value" | "note" | "corner";

export interface GameOptions {
  /** Line form of the givens; the storage key. Defaults to the grid's own text. */
  id: string;
  solution?: Uint8Array | null;
  /** The puzzle has exactly one solution, which this page does not hold (a game played without help). */
  provenUnique?: boolean;
  store?: KeyValueStore | null;
  /** The position to start from when nothing is saved (a shared link's progress, an editor's starting grid). */
  startProgress?: Progress | null;
  /** The cells that break a rule, when the rules are not the classic ones (a variant puzzle's cages, regions, …). */
  conflicts?: (values: Uint8Array) => Set<number>;
  /**
   * Each cell's candidates (bit v-1) under rules that are not the classic ones, for Fill candidates and the audit's
   * stale notes; without it, the digits no peer holds.
   */
  candidates?: (values: Uint8Array) => Uint32Array;
  /** What Place singles must also respect under a variant's rules: the houses they add, and the rules' breaks. */
  singlesRules?: SinglesRules;
  /** Moves to step through from the givens when nothing is saved: a finished game's history, for its replay. */
  history?: readonly Move[];
  /**
   * Settings for this game on top of the store's, never saved: a link's (`?conflicts=off`), or the whole of a
   * player's for the replay of their game.
   */
  settings?: Partial<GameSettings>;
}
