/**
 * One cell: its value, or its pencil marks: candidate notes laid out like a box (rows × columns), corner marks
 * around the edge. Purely presentational.
 */
import { Component } from "preact";
import { valuesOf } from "../../worker/core/sudoku/candidates";
import { valueToChar } from "../../worker/core/sudoku/grid";
import { colourName } from "../state/colours";

export interface CellProps {
  cell: number;
  row: number;
  col: number;
  /** The board's side and its standard box, rows by columns (2×3 on a 6×6). */
  size: number;
  boxRows: number;
  boxCols: number;
  value: number;
  notes: number;
  /** Corner (Snyder) marks, a bitmask like `notes`. */
  corners?: number;
  given: boolean;
  /** Space-separated state classes (selected, peer, same, conflict, wrong, hint, area). */
  flags: string;
  focusable: boolean;
  /** A value shown faintly in an empty cell (a step of a "why wrong" chain), not an entry. */
  ghost?: number;
  /**
   * Candidates a shown hint step removes from this cell (a mask like `notes`): struck out among its notes, or alone
   * when the cell has none, so a step that only removes candidates shows what it does.
   */
  struck?: number;
  /** The player's colour for the cell (index into CELL_COLOURS from 1), 0 for none. */
  colour?: number;
  /** A press on the cell; the board reads the modifiers (Ctrl adds to the selection, Shift extends it). */
  onSelect: (cell: number, event: PointerEvent) => void;
  /** The element's id; `cell-<index>` unless the board says otherwise. */
  id?: string;
}

/** What a sighted player sees in the cell, in words: position, value or pencil marks, then any marks on it. */
function cellLabel(p: CellProps, noted: readonly number[], cornered: readonly number[]): string {
  const where = `row ${p.row + 1}, column ${p.col + 1}`;
  const flags = p.flags.split(" ");
  const state = [
    flags.includes("conflict") ? "conflict" : "",
    flags.includes("wrong") ? "wrong" : "",
    flags.includes("hint") ? "hint" : "",
    p.ghost && !p.value ? `would be ${valueToChar(p.ghost)}` : "",
    p.struck && !p.value ? `the step removes ${valuesOf(p.struck).map(valueToChar).join(" ")}` : "",
    p.colour ? `coloured ${colourName(p.colour)}` : "",
  ].filter(Boolean);
  const tail = state.length ? `, ${state.join(", ")}` : "";
  if (p.value) return `${where}, ${valueToChar(p.value)}${p.given ? ", given" : ""}${tail}`;
  const marks = [
    cornered.length ? `corner marks ${cornered.map(valueToChar).join(" ")}` : "",
    noted.length ? `notes ${noted.map(valueToChar).join(" ")}` : "",
  ].filter(Boolean);
  return `${where}, empty${marks.map((m) => `, ${m}`).join("")}${tail}`;
}

/**
 * Renders again only when a prop changed. Every move of the selection re-renders the board, and on a 25×25 board it
 * changes the marks of about 75 of 625 cells: re-rendering all of them, candidates filled in, took a long task of
 * about 70–90 ms a key press at a phone's CPU speed.
 */
export class Cell extends Component<CellProps> {
  override shouldComponentUpdate(next: CellProps): boolean {
    return !sameProps(this.props, next);
  }

  render() {
    return cellView(this.props);
  }
}

function sameProps(a: CellProps, b: CellProps): boolean {
  const keys = Object.keys(a) as (keyof CellProps)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Where corner marks sit, in the order they fill (as in SudokuPad): the four corners, then the middles of the top,
 * bottom, left and right edges. A cell with more marks than that puts the first half along its top edge and the
 * rest along its bottom edge.
 */
const CORNER_SPOTS = [[1, 1], [1, 3], [3, 1], [3, 3], [1, 2], [3, 2], [2, 1], [2, 3]].map(([row, col]) => {
  const hug = (line: number) => ["flex-start", "center", "flex-end"][line - 1];
  return { gridArea: `${row} / ${col}`, alignItems: hug(row), justifyContent: hug(col) };
});

/** The marks as text with spaces between, so the cell's text reads "1 5", not "15". */
function spaced(marks: readonly number[], style?: (k: number) => Record<string, string>) {
  return marks.map((v, k) => [k > 0 ? " " : null, <span key={v} style={style?.(k)}>{valueToChar(v)}</span>]);
}

function cornerMarks(cornered: readonly number[]) {
  if (cornered.length <= CORNER_SPOTS.length) {
    return <span class="corners" aria-hidden="true">{spaced(cornered, (k) => CORNER_SPOTS[k])}</span>;
  }
  const half = Math.ceil(cornered.length / 2);
  return (
    <span class="corners many" aria-hidden="true">
      <span class="edge">{spaced(cornered.slice(0, half))}</span> <span class="edge">{spaced(cornered.slice(half))}</span>
    </span>
  );
}

/** The cell's notes, and the candidates a step strikes out among them, each at its digit's spot. */
function candidateNotes(p: CellProps) {
  const struck = p.struck ?? 0;
  const shown = valuesOf(p.notes | struck);
  return (
    <span class="notes" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${p.boxCols}, 1fr)`, gridTemplateRows: `repeat(${p.size / p.boxCols}, 1fr)` }}>
      {/* Only the marks there are, each placed at its digit's spot: a 25×25 board full of candidates then holds a
          few thousand nodes, not thirty thousand. Spaces between them (a grid does not draw them) keep the cell's
          text "3 9", as its name says it. */}
      {shown.map((v, k) => [
        k > 0 ? " " : null,
        <span key={v} class={struck & (1 << (v - 1)) ? "removed" : undefined} style={{ gridArea: `${Math.floor((v - 1) / p.boxCols) + 1} / ${((v - 1) % p.boxCols) + 1}` }}>{valueToChar(v)}</span>,
      ])}
    </span>
  );
}

function cellView(p: CellProps) {
  const n = p.size;
  const noted = valuesOf(p.notes);
  const cornered = p.value || p.ghost ? [] : valuesOf(p.corners ?? 0);
  const edges = `${p.col % p.boxCols === p.boxCols - 1 && p.col < n - 1 ? " edge-r" : ""}${p.row % p.boxRows === p.boxRows - 1 && p.row < n - 1 ? " edge-b" : ""}`;
  return (
    <div
      role="gridcell"
      id={p.id ?? `cell-${p.cell}`}
      aria-label={cellLabel(p, noted, cornered)}
      aria-selected={p.flags.includes("selected")}
      aria-readonly={p.given}
      tabIndex={p.focusable ? 0 : -1}
      class={`cell${p.given ? " given" : ""}${edges}${cornered.length ? " has-corners" : ""}${p.colour ? ` colour-${p.colour}` : ""} ${p.flags}`}
      style={{ "--r": p.row, "--c": p.col }}
      onPointerDown={(e) => {
        e.preventDefault();
        p.onSelect(p.cell, e);
        // A finger's press may yet turn into a scroll: the board focuses the cell once the press is a tap.
        if (e.pointerType !== "touch") (e.currentTarget as HTMLElement).focus();
      }}
    >
      {p.value ? (
        <span class="value" aria-hidden="true">{valueToChar(p.value)}</span>
      ) : p.ghost ? (
        <span class="value ghost" aria-hidden="true">{valueToChar(p.ghost)}</span>
      ) : null}
      {cornered.length > 0 && cornerMarks(cornered)}
      {p.value || p.ghost || !(p.notes | (p.struck ?? 0)) ? null : candidateNotes(p)}
    </div>
  );
}
