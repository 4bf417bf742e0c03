/**
 * createGameModel: one game's state as signals plus the actions that change it. No module-level state, so a page
 * (or a host page with two widgets) can hold several games. Persistence goes through an injected KeyValueStore.
 */
import { batch, computed, effect, signal, type ReadonlySignal } from "@preact/signals";
import type { Grid } from "../../worker/core/sudoku/grid";
import { cellName as name, type Shape } from "../../worker/core/sudoku/shape";
import { auditNotes, candidateMask, conflictCells, lastCorrectCursor, wrongCells, type NoteAudit } from "./board-logic";
import { applyMove, replay, type Board, type CellChange, type Move } from "./history";
import { gameKey, loadGame, saveGame, type KeyValueStore } from "./saved-game";

export interface GameSettings {
  showConflicts: boolean;
  /** Remove a placed digit from the notes of its peers. */
  autoClearNotes: boolean;
  hideTimer: boolean;
}

export const DEFAULT_SETTINGS: GameSettings = { showConflicts: true, autoClearNotes: true, hideTimer: false };

/** Cells to draw attention to, and why (a hint, wrong entries, an audit finding). */
export interface Marked {
  kind: "hint" | "wrong" | "audit";
  cells: number[];
  /** Houses the finding looks at, shown more faintly than its cells. */
  area?: number[];
}

export interface GameOptions {
  /** Line form of the givens; the storage key. Defaults to the grid's own text. */
  id: string;
  solution?: Uint8Array | null;
  store?: KeyValueStore | null;
  /** Entries to start from when nothing is saved (a shared link's progress). */
  startEntries?: Uint8Array | null;
  /** The cells that break a rule, when the rules are not the classic ones (a variant puzzle's cages, regions, …). */
  conflicts?: (values: Uint8Array) => Set<number>;
}

export type GameModel = ReturnType<typeof createGameModel>;

export function createGameModel(puzzle: Grid, options: GameOptions) {
  const shape: Shape = puzzle.shape;
  const givens = puzzle.cells.slice();
  const store = options.store ?? null;
  const key = gameKey(options.id);
  const saved = loadGame(store, key, shape.cells, shape.size);

  const steps = signal<Move[]>(saved?.steps ?? []);
  const cursor = signal(saved?.cursor ?? 0);
  const board = signal<Board>(replay(givens, steps.value, cursor.value));
  const selected = signal(-1);
  const notesMode = signal(false);
  const solution = signal<Uint8Array | null>(options.solution ?? decode(saved?.solution, shape.cells));
  const elapsedMs = signal(saved?.elapsedMs ?? 0);
  const mistakes = signal(saved?.mistakes ?? 0);
  const hintsUsed = signal(saved?.hintsUsed ?? 0);
  const revealed = signal(saved?.revealed ?? 0);
  const settings = signal<GameSettings>(loadSettings(store));
  const marked = signal<Marked | null>(null);

  const conflicts = computed(() => (options.conflicts ?? ((values: Uint8Array) => conflictCells(shape, values)))(board.value.values));
  const filled = computed(() => board.value.values.every((v) => v !== 0));
  const wrong = computed(() => wrongCells(givens, board.value.values, solution.value));
  const solved = computed(() => {
    if (!filled.value || conflicts.value.size > 0) return false;
    const known = solution.value;
    return known ? board.value.values.every((v, i) => v === known[i]) : true;
  });
  // A finished game stays finished: its result is recorded, so the history is closed.
  const canUndo = computed(() => cursor.value > 0 && !solved.value);
  const canRedo = computed(() => cursor.value < steps.value.length);

  /** Records a step (dropping any redo tail) unless it changes nothing. */
  function commit(label: string, changes: CellChange[]): void {
    const real = changes.filter((c) => c.value[0] !== c.value[1] || c.notes[0] !== c.notes[1]);
    if (real.length === 0 || solved.value) return;
    const step: Move = { label, changes: real };
    batch(() => {
      steps.value = [...steps.value.slice(0, cursor.value), step];
      cursor.value = steps.value.length;
      board.value = applyMove(board.value, step, "forward");
      marked.value = null;
    });
  }

  function change(cell: number, value: number, notes: number): CellChange {
    const b = board.value;
    return { cell, value: [b.values[cell], value], notes: [b.notes[cell], notes] };
  }

  function isGiven(cell: number): boolean {
    return givens[cell] !== 0;
  }

  function place(cell: number, value: number, label: string): void {
    const changes = [change(cell, value, 0)];
    if (settings.value.autoClearNotes && value !== 0) {
      const bit = 1 << (value - 1);
      for (const peer of shape.peers[cell]) {
        const notes = board.value.notes[peer];
        if (notes & bit) changes.push(change(peer, board.value.values[peer], notes & ~bit));
      }
    }
    const known = solution.value;
    if (known && value !== 0 && value !== known[cell] && board.value.values[cell] !== value) mistakes.value++;
    commit(label, changes);
  }

  const actions = {
    select(cell: number) {
      selected.value = cell >= 0 && cell < shape.cells ? cell : -1;
    },
    /** Moves the selection, wrapping at the edges like most Sudoku apps. */
    move(dRow: number, dCol: number) {
      const n = shape.size;
      const from = selected.value < 0 ? 0 : selected.value;
      const row = (Math.floor(from / n) + dRow + n) % n;
      const col = ((from % n) + dCol + n) % n;
      selected.value = row * n + col;
    },
    toggleNotesMode() {
      notesMode.value = !notesMode.value;
    },
    /** A digit from the keyboard or pad: a value, or a note in notes mode (or when asNote is set). */
    input(value: number, asNote = notesMode.value) {
      const cell = selected.value;
      if (cell < 0 || isGiven(cell) || value < 1 || value > shape.size) return;
      const b = board.value;
      if (asNote) {
        if (b.values[cell] !== 0) return;
        commit(`note ${value} in ${name(shape, cell)}`, [change(cell, 0, b.notes[cell] ^ (1 << (value - 1)))]);
      } else {
        const next = b.values[cell] === value ? 0 : value;
        place(cell, next, next ? `${value} in ${name(shape, cell)}` : `clear ${name(shape, cell)}`);
      }
    },
    erase() {
      const cell = selected.value;
      if (cell < 0 || isGiven(cell)) return;
      commit(`erase ${name(shape, cell)}`, [change(cell, 0, 0)]);
    },
    undo() {
      if (!canUndo.value) return;
      batch(() => {
        cursor.value--;
        board.value = applyMove(board.value, steps.value[cursor.value], "backward");
        marked.value = null;
      });
    },
    redo() {
      if (!canRedo.value) return;
      batch(() => {
        board.value = applyMove(board.value, steps.value[cursor.value], "forward");
        cursor.value++;
        marked.value = null;
      });
    },
    /** Fills every empty cell's notes with the values its peers allow (one undoable step). */
    fillCandidates() {
      const { values } = board.value;
      const changes: CellChange[] = [];
      for (let cell = 0; cell < shape.cells; cell++) {
        if (values[cell] === 0) changes.push(change(cell, 0, candidateMask(shape, values, cell)));
      }
      commit("fill candidates", changes);
    },
    clearNotes() {
      const changes: CellChange[] = [];
      board.value.notes.forEach((notes, cell) => notes && changes.push(change(cell, board.value.values[cell], 0)));
      commit("clear notes", changes);
    },
    revealCell(cell = selected.value) {
      const known = solution.value;
      if (!known || cell < 0 || isGiven(cell) || board.value.values[cell] === known[cell]) return;
      revealed.value++;
      place(cell, known[cell], `reveal ${name(shape, cell)}`);
    },
    revealAll() {
      const known = solution.value;
      if (!known) return;
      const changes: CellChange[] = [];
      for (let cell = 0; cell < shape.cells; cell++) if (!isGiven(cell)) changes.push(change(cell, known[cell], 0));
      revealed.value += changes.filter((c) => c.value[0] !== c.value[1]).length;
      commit("reveal all", changes);
    },
    /** Undoes back to the latest position with no wrong entry (needs the solution). */
    backToLastCorrect(): number {
      const known = solution.value;
      if (!known) return 0;
      const target = lastCorrectCursor(givens, known, (count) => replay(givens, steps.value, count).values, cursor.value);
      const undone = cursor.value - target;
      batch(() => {
        cursor.value = target;
        board.value = replay(givens, steps.value, target);
        marked.value = null;
      });
      return undone;
    },
    setSolution(value: Uint8Array | null) {
      solution.value = value;
    },
    /** Adds play time; the page's timer calls this while the tab is visible. Stops once solved. */
    addElapsed(ms: number) {
      if (!solved.value && ms > 0) elapsedMs.value += ms;
    },
    countHint() {
      hintsUsed.value++;
    },
    mark(next: Marked | null) {
      marked.value = next;
    },
    /** Changes preferences; they are shared by every game in the same store (one player, one set of habits). */
    updateSettings(patch: Partial<GameSettings>) {
      settings.value = { ...settings.value, ...patch };
      try {
        store?.setItem(SETTINGS_KEY, JSON.stringify(settings.value));
      } catch {
        // Preferences that cannot be saved still apply to this visit.
      }
    },
    audit(): NoteAudit {
      return auditNotes(shape, board.value.values, board.value.notes, solution.value);
    },
    /** Starts over: clears the board and the history (the solution stays known). */
    restart() {
      batch(() => {
        steps.value = [];
        cursor.value = 0;
        board.value = replay(givens, [], 0);
        elapsedMs.value = 0;
        mistakes.value = 0;
        hintsUsed.value = 0;
        revealed.value = 0;
        marked.value = null;
      });
    },
  };

  /** Sets every non-given cell to `entries` (0 clears it) as one undoable step, e.g. a shared link's progress. */
  function loadEntries(entries: Uint8Array): void {
    const changes: CellChange[] = [];
    for (let cell = 0; cell < shape.cells; cell++) {
      if (isGiven(cell)) continue;
      const value = entries[cell] <= shape.size ? entries[cell] : 0;
      changes.push(change(cell, value, value ? 0 : board.value.notes[cell]));
    }
    commit("shared progress", changes);
  }

  if (!saved && options.startEntries) loadEntries(options.startEntries);

  const stopSaving = effect(() => {
    const known = solution.value;
    saveGame(store, key, {
      version: 1,
      steps: steps.value,
      cursor: cursor.value,
      elapsedMs: elapsedMs.value,
      mistakes: mistakes.value,
      hintsUsed: hintsUsed.value,
      revealed: revealed.value,
      solution: known ? Array.from(known, (v) => v.toString(36)).join("") : undefined,
    });
  });

  const readonly = <T,>(s: ReadonlySignal<T>): ReadonlySignal<T> => s;
  return {
    shape,
    givens,
    id: options.id,
    board: readonly(board),
    selected: readonly(selected),
    notesMode: readonly(notesMode),
    steps: readonly(steps),
    cursor: readonly(cursor),
    solution: readonly(solution),
    elapsedMs: readonly(elapsedMs),
    mistakes: readonly(mistakes),
    hintsUsed: readonly(hintsUsed),
    revealed: readonly(revealed),
    settings: readonly(settings),
    marked: readonly(marked),
    conflicts,
    filled,
    wrong,
    solved,
    canUndo,
    canRedo,
    isGiven,
    loadEntries,
    ...actions,
    dispose: stopSaving,
  };
}

const SETTINGS_KEY = "sudoku:settings";

function loadSettings(store: KeyValueStore | null): GameSettings {
  try {
    const saved = JSON.parse(store?.getItem(SETTINGS_KEY) ?? "{}") as Partial<GameSettings>;
    const pick = (k: keyof GameSettings) => (typeof saved[k] === "boolean" ? saved[k] : DEFAULT_SETTINGS[k]);
    return { showConflicts: pick("showConflicts"), autoClearNotes: pick("autoClearNotes"), hideTimer: pick("hideTimer") };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Saved solutions use one base-36 character per cell (1..25 fit in one character). */
function decode(text: string | undefined, cells: number): Uint8Array | null {
  if (!text || text.length !== cells) return null;
  const values = Uint8Array.from(text, (ch) => parseInt(ch, 36));
  return values.every((v) => v >= 1) ? values : null;
}
