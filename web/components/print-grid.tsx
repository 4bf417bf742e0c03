/**
 * A grid drawn for paper: a plain table of digits with the boxes' edges drawn thick, no focus, no input. Used by the
 * print sheet for its puzzles and their solutions (givens in bold, so a solution shows what was filled in).
 */
import { boxSplit } from "../../worker/core/sudoku/shape";

export interface PrintGridProps {
  /** The grid in line form: one character per cell, '.' for empty, 1-9 then A… above 9. */
  cells: string;
  size: number;
  caption: string;
  /** The puzzle the cells solve: its givens are drawn bold. */
  givens?: string;
}

export function PrintGrid({ cells, size, caption, givens }: PrintGridProps) {
  const { rows: boxRows, cols: boxCols } = boxSplit(size);
  const rows = Array.from({ length: size }, (_, r) => cells.slice(r * size, (r + 1) * size));
  // A row header per row, unseen and of no width, gives each digit a header: a screen reader says "row 3" and
  // the column it counts itself.
  return (
    <figure class="print-grid" style={`--n: ${size}`}>
      <table>
        <caption>{caption}</caption>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th class="unseen" scope="row">row {r + 1}</th>
              {[...row].map((ch, c) => {
                const edges = `${(c + 1) % boxCols === 0 ? " box-right" : ""}${(r + 1) % boxRows === 0 ? " box-bottom" : ""}`;
                const given = givens !== undefined && givens[r * size + c] !== ".";
                return <td key={c} class={`${given ? "given" : ""}${edges}`.trim() || undefined}>{ch === "." ? "" : ch}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
