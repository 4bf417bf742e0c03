/**
 * The N×N board as an ARIA grid: rows of labelled cells ("row 3, column 7, 5"), one tab stop (the focused cell),
 * highlights for the selection's houses, equal digits, conflicts, wrong entries and hint areas (with the candidates a
 * shown step removes struck out in its target cells), and the player's colours. Several cells can be selected:
 * Ctrl/Cmd-click adds or drops one, Shift-click adds one, and dragging with a mouse or pen sweeps them in. A finger's
 * drag stays the page's scroll and zoom, which big boards need; a finger adds or drops a cell with a long press
 * instead (touch-press.ts).
 */
import { useCallback, useContext, useEffect, useRef } from "preact/hooks";
import { BoardOverlay } from "./board-overlay";
import { useTouchPress } from "./touch-press";
import type { GameModel } from "../state/game-model";
import { Cell } from "./cell";

/** The candidates a shown step removes, as a mask (bit v-1) per cell. */
function struckMasks(model: GameModel): Map<number, number> {
  const masks = new Map<number, number>();
  for (const { cell, values } of model.marked.value?.eliminations ?? []) {
    masks.set(cell, values.reduce((mask, v) => mask | (1 << (v - 1)), masks.get(cell) ?? 0));
  }
  return masks;
}

function flagsFor(model: GameModel, cell: number, values: Uint8Array, group: ReadonlySet<number>, marked: Set<number>, area: Set<number>, alsoWrong: Set<number>, targets: ReadonlyMap<number, number>): string {
  const { shape } = model;
  const sel = model.selected.value;
  const flags: string[] = [];
  // A group's houses are not shaded: with cells all over the board, they would shade most of it.
  if (cell === sel || group.has(cell)) flags.push("selected");
  else if (sel >= 0 && group.size <= 1 && (shape.rowOf[cell] === shape.rowOf[sel] || shape.colOf[cell] === shape.colOf[sel] || shape.boxOf[cell] === shape.boxOf[sel])) flags.push("peer");
  if (sel >= 0 && values[sel] !== 0 && values[cell] === values[sel] && cell !== sel) flags.push("same");
  if (model.settings.value.showConflicts && model.conflicts.value.has(cell)) flags.push("conflict");
  if (marked.has(cell)) flags.push(model.marked.value?.kind ?? "hint");
  if (alsoWrong.has(cell) && !flags.includes("wrong")) flags.push("wrong");
  if (area.has(cell)) flags.push("area");
  // A cell that loses candidates to the step: the step acts there, though it is no part of the pattern.
  if (targets.has(cell) && values[cell] === 0) flags.push("target");
  return flags.join(" ");
}

/**
 * `idPrefix` names the cells' ids (`cell-12`): a second board on the same page (a replay beside the game) needs its
 * own, or two cells would share one id.
 */
export function Board({ model, label, idPrefix = "cell-" }: { model: GameModel; label: string; idPrefix?: string }) {
  const { shape } = model;
  const { values, notes, corners, colours } = model.board.value;
  const selected = model.selected.value;
  // Looked up for every cell on every drawing: a set, not the selection's list.
  const group = new Set(model.group.value);
  const marked = new Set(model.marked.value?.cells ?? []);
  const area = new Set(model.marked.value?.area ?? []);
  // Wrong entries shown at once only when the player opted in (sudoku.com style); otherwise only checks mark them.
  const alsoWrong = new Set([...(model.marked.value?.wrong ?? []), ...(model.settings.value.markWrongAtOnce ? model.wrong.value : [])]);
  const ghosts = new Map((model.marked.value?.ghosts ?? []).map((g) => [g.cell, g.value]));
  const struck = struckMasks(model);
  const gridRef = useRef<HTMLDivElement>(null);
  const overlay = useContext(BoardOverlay);
  const dragging = useRef(false);

  const focusCell = (cell: number) => gridRef.current?.querySelector<HTMLElement>(`#${idPrefix}${cell}`)?.focus();
  const touch = useTouchPress({
    tap(cell) {
      model.select(cell);
      focusCell(cell);
    },
    longPress(cell) {
      model.toggleSelect(cell);
      focusCell(model.selected.value);
    },
  });

  // Stable, so a cell whose props did not change is not drawn again (see Cell).
  const press = useCallback(
    (cell: number, e: PointerEvent) => {
      if (e.pointerType === "touch") return touch.start(cell, e);
      if (e.ctrlKey || e.metaKey) model.toggleSelect(cell);
      else if (e.shiftKey) model.extendSelection(cell);
      else model.select(cell);
      dragging.current = e.button === 0;
    },
    [model, touch],
  );
  const sweep = (e: PointerEvent) => {
    touch.move(e);
    if (!dragging.current) return;
    if ((e.buttons & 1) === 0) {
      dragging.current = false;
      return;
    }
    // A pen captures its pointer to the first cell, so the event's target may not be the cell under it.
    const root = gridRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const point = root?.elementFromPoint?.(e.clientX, e.clientY) ?? (e.target as Element | null);
    const under = point?.closest<HTMLElement>("[role=gridcell]");
    if (!under || !gridRef.current?.contains(under)) return;
    const cell = Number(under.id.slice(idPrefix.length));
    if (cell !== model.selected.value) model.extendSelection(cell);
  };

  // Keep keyboard focus on the selected cell when it moves, so screen readers announce it.
  useEffect(() => {
    const grid = gridRef.current;
    // Inside the widget's shadow root, document.activeElement is the host element; the root node knows the cell.
    const active = (grid?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement ?? null;
    if (!grid || selected < 0 || !grid.contains(active)) return;
    grid.querySelector<HTMLElement>(`#${idPrefix}${selected}`)?.focus();
  }, [selected]);

  const rows = [];
  for (let r = 0; r < shape.size; r++) {
    const cells = [];
    for (let c = 0; c < shape.size; c++) {
      const cell = r * shape.size + c;
      cells.push(
        <Cell
          key={cell}
          cell={cell}
          row={r}
          col={c}
          size={shape.size}
          boxRows={shape.boxRows}
          boxCols={shape.boxCols}
          value={values[cell]}
          notes={notes[cell]}
          corners={corners[cell]}
          given={model.isGiven(cell)}
          flags={`${flagsFor(model, cell, values, group, marked, area, alsoWrong, struck)}${overlay?.labelled?.has(cell) ? " labelled" : ""}${overlay?.caged?.has(cell) ? " caged" : ""}`}
          ghost={ghosts.get(cell) ?? 0}
          struck={struck.get(cell) ?? 0}
          colour={colours[cell]}
          focusable={selected < 0 ? cell === 0 : cell === selected}
          onSelect={press}
          id={`${idPrefix}${cell}`}
        />,
      );
    }
    rows.push(<div role="row" key={r} class="board-row">{cells}</div>);
  }
  const grid = (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-multiselectable="true"
      class={`board size-${shape.size}${model.solved.value ? " solved" : ""}${overlay?.hideBoxes ? " no-boxes" : ""}`}
      style={{ "--n": shape.size }}
      onPointerMove={sweep}
      onPointerUp={(e) => {
        dragging.current = false;
        touch.end(e);
      }}
      onPointerCancel={touch.cancel}
      onContextMenu={touch.contextMenu}
      onFocusIn={(e) => {
        const id = (e.target as HTMLElement).id;
        if (id.startsWith(idPrefix) && selected < 0) model.select(Number(id.slice(idPrefix.length)));
      }}
    >
      {rows}
    </div>
  );
  // Clues outside the grid (little killers, sandwiches) get a band on each side that has some (styles/variant.css).
  const sides = overlay?.clueSides ?? [];
  const wrapClass = ["board-wrap", ...(sides.length > 0 ? ["outside-clues", ...sides.map((side) => `clues-${side}`)] : [])].join(" ");
  return (
    <div class={`board-scroll size-${shape.size}`}>
      {shape.size === 25 && <p class="board-note muted">25×25 is best on a larger screen: here the board scrolls, and you can pinch to zoom.</p>}
      {shape.size === 16 && <p class="board-note muted">16×16 needs a little more width than there is here: the board scrolls sideways, and you can pinch to zoom.</p>}
      {/* Variant rules (cages, lines, dots) are drawn over the cells by the page that knows them. */}
      {overlay ? <div class={wrapClass} style={{ "--n": shape.size }}>{grid}{overlay.render(values)}</div> : grid}
    </div>
  );
}
