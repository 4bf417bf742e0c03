/**
 * createGameModel: one game's state as signals plus the actions that change it. No module-level state, so a page
 * (or a host page with two widgets) can hold several games. Persistence goes through an injected KeyValueStore.
 */
import { batch, computed, effect, signal, type ReadonlySignal } from "@preact/signals";
import type { Grid } from "../../worker/core/sudoku/grid";
import { cellName as name, type Shape } from "../../worker/core/sudoku/shape";
import { auditNotes, candidateMasks, conflictCells, lastCorrectCursor, wrongCells, type NoteAudit } from "./board-logic";
import { applyMove, cellChange, replay, type Board, type CellChange, type Move } from "./history";
import { CELL_COLOURS, colourName } from "./colours";
import { decodeSolution, gameKey, loadGame, saveGame } from "./saved-game";
import type { EntryLayer, GameOptions, Marked, Progress, SolutionStatus } from "./game-types";
import { createScore } from "./score";
import { singlesRun } from "./singles-run";
import { cellsLabel, editableCells, eraseChanges, markChanges, paintChanges, stepChanges, valueChanges, type StepEdit } from "./group-edit";
import { createSelection } from "./selection";
import { termsKey } from "./link-settings";
import { createSettings } from "./settings";

export { DEFAULT_SETTINGS, type GameSettings } from "./settings";

export type { EntryLayer, GameOptions, Marked, Progress, SolutionStatus } from "./game-types";

export type GameModel = ReturnType<typeof createGameModel>;

export function createGameModel(puzzle: Grid, options: GameOptions) {
  const shape: Shape = puzzle.shape;
  const givens = puzzle.cells.slice();
  const store = options.store ?? null;
  const key = gameKey(options.id + termsKey(options.settings ?? {}));
  const saved = loadGame(store, key, shape.cells, shape.size);

  const steps = signal<Move[]>(saved?.steps ?? options.history?.slice() ?? []);
  const cursor = signal(saved?.cursor ?? 0);
  const board = signal<Board>(replay(givens, steps.value, cursor.value));
  const selection = createSelection(shape);
  const { selected, group } = selection;
  const entryMode = signal<EntryLayer>("value");
  const notesMode = computed(() => entryMode.value === "note");
  const cornerMode = computed(() => entryMode.value === "corner");
  const solution = signal<Uint8Array | null>(options.solution ?? decodeSolution(saved?.solution, shape.cells));
  const elapsedMs = signal(saved?.elapsedMs ?? 0);
  const score = createScore(saved ?? {});
  const { settings, given: givenSettings, updateSettings } = createSettings(store, options.settings);
  const solutionStatus = signal<SolutionStatus>(solution.value || options.provenUnique ? "unique" : "pending");
  const paused = signal(false);
  const marked = signal<Marked | null>(null);

  const candidatesOf = options.candidates ?? ((values: Uint8Array) => candidateMasks(shape, values));
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
    const differs = (pair?: [number, number]) => !!pair && pair[0] !== pair[1];
    const real = changes.filter((c) => differs(c.value) || differs(c.notes) || differs(c.corners) || differs(c.colour));
    if (real.length === 0 || solved.value) return;
    const step: Move = { label, changes: real, at: Math.round(elapsedMs.value) };
    batch(() => {
      steps.value = [...steps.value.slice(0, cursor.value), step];
      cursor.value = steps.value.length;
      board.value = applyMove(board.value, step, "forward");
      marked.value = null;
    });
  }

  /**
   * A step done for the player as one move: digits placed (clearing peers' marks as typing does) and candidates taken
   * out of notes. Returns how many cells it changed, which count as assisted: the digits placed, and the cells whose
   * notes the step itself trimmed (not the peers' notes a placed digit clears, as typing it would).
   */
  function applyAssisted(step: StepEdit, label: string): number {
    const changes = stepChanges(shape, givens, board.value, step, settings.value.autoClearNotes, candidatesOf);
    const trimmed = new Set((step.eliminations ?? []).map((e) => e.cell));
    const helped = changes.filter((c) => c.value[0] !== c.value[1] || (trimmed.has(c.cell) && c.notes[0] !== c.notes[1])).length;
    score.countApplied(helped);
    commit(label, changes);
    return helped;
  }

  /** A cell's change to `value` and `notes`; its corner marks go when it gets a value, or become `corners`. */
  function change(cell: number, value: number, notes: number, corners = value === 0 ? board.value.corners[cell] : 0): CellChange {
    return cellChange(board.value, cell, value, notes, corners);
  }

  function isGiven(cell: number): boolean {
    return givens[cell] !== 0;
  }

  /** Puts `value` (0: clears) into the editable cells of `cells`, counting each new digit the policy calls a mistake. */
  function place(cells: readonly number[], value: number, label: (placed: number) => string): void {
    const changes = valueChanges(shape, givens, board.value, cells, value, settings.value.autoClearNotes);
    const placed = changes.filter((c) => cells.includes(c.cell) && c.value[1] !== 0 && c.value[0] !== c.value[1]);
    for (const c of placed) if (countsAsMistake(c.cell, c.value[1])) score.countMistake(c.cell, c.value[1]);
    commit(label(changes.find((c) => cells.includes(c.cell))?.value[1] ?? 0), changes);
  }

  /** The mistake policy: a digit that visibly repeats in a house, or (opt-in) one the solution contradicts. */
  function countsAsMistake(cell: number, value: number): boolean {
    if (Array.from(shape.peers[cell]).some((p) => board.value.values[p] === value)) return true;
    const known = solution.value;
    return settings.value.markWrongAtOnce && !!known && known[cell] !== value;
  }

  const actions = {
    select: selection.select,
    toggleSelect: selection.toggle,
    extendSelection: selection.extend,
    collapseSelection: selection.collapse,
    moveToEdge: selection.moveToEdge,
    move: selection.move,
    /** Notes mode on or off (corner mode goes off: a digit goes to one layer at a time). */
    toggleNotesMode() {
      if (!solved.value) entryMode.value = entryMode.value === "note" ? "value" : "note";
    },
    /** Corner mode on or off (notes mode goes off). */
    toggleCornerMode() {
      if (!solved.value) entryMode.value = entryMode.value === "corner" ? "value" : "corner";
    },
    /**
     * A digit from the keyboard or pad, into every selected cell: a value, a candidate note or a corner mark, by
     * the mode unless `layer` says. Givens are skipped, and so are filled cells for a mark.
     */
    input(value: number, layer: EntryLayer = entryMode.value) {
      const cells = group.value;
      if (cells.length === 0 || value < 1 || value > shape.size || paused.value) return;
      const where = cellsLabel(shape, editableCells(givens, cells));
      if (layer === "value") place(cells, value, (placed) => (placed ? `${value} in ${where}` : `clear ${where}`));
      else commit(`${layer === "note" ? "note" : "corner mark"} ${value} in ${where}`, markChanges(givens, board.value, cells, value, layer));
    },
    /**
     * Paints the selected cells (givens too: colours mark chains and pairs through any cell) with colour index
     * `colour` from CELL_COLOURS, or clears them with 0; a colour they all have already clears it. One undoable step.
     */
    paint(colour: number) {
      const cells = group.value;
      if (cells.length === 0 || paused.value || colour < 0 || colour > CELL_COLOURS.length) return;
      const changes = paintChanges(board.value, cells, colour);
      const next = changes[0].colour?.[1] ?? 0;
      const where = cellsLabel(shape, cells);
      commit(next ? `colour ${where} ${colourName(next)}` : `clear the colour of ${where}`, changes);
    },
    erase() {
      const cells = group.value;
      if (cells.length === 0 || paused.value) return;
      commit(`erase ${cellsLabel(shape, editableCells(givens, cells))}`, eraseChanges(givens, board.value, cells));
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
    /** Fills every empty cell's notes with the values the rules allow it (one undoable step). */
    fillCandidates() {
      const { values } = board.value;
      const allowed = candidatesOf(values);
      const changes: CellChange[] = [];
      for (let cell = 0; cell < shape.cells; cell++) {
        if (values[cell] === 0) changes.push(change(cell, 0, allowed[cell]));
      }
      commit("fill candidates", changes);
    },
    /** What revealing the cell did: nothing to a given or to a cell that already holds its digit (so the player is told). */
    revealCell(cell = selected.value): "revealed" | "given" | "right" | "no-solution" {
      const known = solution.value;
      if (!known || cell < 0) return "no-solution";
      if (isGiven(cell)) return "given";
      if (board.value.values[cell] === known[cell]) return "right";
      score.countRevealed(1);
      place([cell], known[cell], () => `reveal ${name(shape, cell)}`);
      return "revealed";
    },
    revealAll() {
      const known = solution.value;
      if (!known) return;
      const changes: CellChange[] = [];
      for (let cell = 0; cell < shape.cells; cell++) if (!isGiven(cell)) changes.push(change(cell, known[cell], 0));
      score.countRevealed(changes.filter((c) => c.value[0] !== c.value[1]).length);
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
      batch(() => {
        solution.value = value;
        if (value) solutionStatus.value = "unique";
      });
    },
    setSolutionStatus(status: SolutionStatus) {
      if (!solution.value) solutionStatus.value = status;
    },
    /**
     * Does a hint's step for the player: places its digits and takes the candidates it removes out of the cells' notes
     * (a cell without notes first gets the candidates the rules allow, as Fill candidates writes them, so the notes
     * the next hint is asked with hold the step and it moves on). One undoable move; the cells count as assisted
     * (like reveals). Returns how many cells it changed.
     */
    applyStep(step: StepEdit): number {
      return applyAssisted(step, "apply hint");
    },
    /**
     * Places every digit naked and hidden singles force from the position, as one move whose cells count as
     * assisted; when the position breaks down on the way (a wrong entry upstream), places nothing and says where.
     */
    placeSingles(): { placed: number; contradiction: string | null } {
      const run = singlesRun(shape, board.value.values, candidatesOf, options.singlesRules);
      if (run.contradiction !== null || run.placements.length === 0) return { placed: 0, contradiction: run.contradiction };
      return { placed: applyAssisted({ placements: run.placements }, "place singles"), contradiction: null };
    },
    /** A check found these wrong entries: each (cell, digit) counts as one mistake, once (a visible clash counted it too). */
    recordCheck(wrongCells: number[]) {
      score.countChecked(wrongCells.map((cell) => ({ cell, value: board.value.values[cell] })));
    },
    /** Pausing hides the board and stops the clock; a solved game cannot be paused. */
    setPaused(value: boolean) {
      paused.value = value && !solved.value;
    },
    /** Adds play time; the page's timer calls this while the tab is visible. Stops once solved or paused. */
    addElapsed(ms: number) {
      if (!solved.value && !paused.value && ms > 0) elapsedMs.value += ms;
    },
    countHint: score.countHint,
    mark(next: Marked | null) {
      marked.value = next;
    },
    /** Changes preferences; they are shared by every game in the same store (one player, one set of habits). */
    updateSettings,
    audit(): NoteAudit {
      const { values, notes } = board.value;
      return auditNotes(values, notes, solution.value, candidatesOf(values));
    },
    /**
     * Shows the position after the first `count` moves, keeping every move (a replay steps through a finished
     * game's history this way; play itself goes back and forth with undo and redo).
     */
    showStep(count: number) {
      const at = Math.max(0, Math.min(steps.value.length, Math.trunc(count)));
      batch(() => {
        cursor.value = at;
        board.value = replay(givens, steps.value, at);
        marked.value = null;
      });
    },
    /** Starts over: clears the board and the history (the solution stays known). */
    restart() {
      batch(() => {
        steps.value = [];
        cursor.value = 0;
        board.value = replay(givens, [], 0);
        elapsedMs.value = 0;
        score.reset();
        marked.value = null;
      });
    },
  };

  /**
   * Replaces the position with `progress` (a shared link's) in one undoable step: entries, both kinds of pencil
   * marks and colours.
   */
  function loadProgress(progress: Progress): void {
    const changes: CellChange[] = [];
    const b = board.value;
    for (let cell = 0; cell < shape.cells; cell++) {
      const colour = progress.colours?.[cell] ?? 0;
      const paint: CellChange["colour"] = colour <= CELL_COLOURS.length && colour !== b.colours[cell] ? [b.colours[cell], colour] : undefined;
      if (isGiven(cell)) {
        if (paint) changes.push({ ...change(cell, b.values[cell], b.notes[cell]), colour: paint });
        continue;
      }
      const value = progress.values[cell] <= shape.size ? progress.values[cell] : 0;
      const notes = (progress.notes?.[cell] ?? 0) & shape.allMask;
      const corners = (progress.corners?.[cell] ?? 0) & shape.allMask;
      const moved = change(cell, value, notes, corners);
      changes.push(paint ? { ...moved, colour: paint } : moved);
    }
    commit("shared progress", changes);
  }

  // A game saved the moment it was opened, with no move made, is no game to keep over a link's progress.
  if ((!saved || saved.steps.length === 0) && options.startProgress) loadProgress(options.startProgress);

  const stopSaving = effect(() => {
    const known = solution.value;
    saveGame(store, key, {
      version: 1,
      steps: steps.value,
      cursor: cursor.value,
      elapsedMs: elapsedMs.value,
      ...score.counts(),
      counted: score.counted(),
      solution: known ? Array.from(known, (v) => v.toString(36)).join("") : undefined,
    });
  });

  const readonly = <T,>(s: ReadonlySignal<T>): ReadonlySignal<T> => s;
  return {
    shape,
    givens,
    id: options.id,
    /** The rule check for a variant puzzle (absent for the classic rules), so a replay marks the same conflicts. */
    conflictRule: options.conflicts,
    board: readonly(board),
    selected: readonly(selected),
    group: readonly(group),
    notesMode,
    cornerMode,
    steps: readonly(steps),
    cursor: readonly(cursor),
    solution: readonly(solution),
    elapsedMs: readonly(elapsedMs),
    mistakes: score.mistakes,
    hintsUsed: score.hintsUsed,
    revealed: score.revealed,
    applied: score.applied,
    assisted: score.assisted,
    solutionStatus: readonly(solutionStatus),
    paused: readonly(paused),
    settings: readonly(settings),
    /** The settings the game was given on top of the player's (a link's), for the page to say so. */
    givenSettings,
    marked: readonly(marked),
    conflicts,
    filled,
    wrong,
    solved,
    canUndo,
    canRedo,
    isGiven,
    loadProgress,
    ...actions,
    dispose: stopSaving,
  };
}
