/**
 * A board that shows one deduction, for reading rather than playing: every empty cell's candidates, the step's
 * cells and houses shaded, the candidates it removes struck out, the digit it places ringed, and the pattern's own
 * candidates in bold, and a chain's links drawn from candidate to candidate (solid strong, dashed weak, dotted
 * "then"). One image
 * to assistive tools, described by the step's sentence beside it.
 */
import { bit } from "../../worker/core/sudoku/candidates";
import type { Candidates } from "../../worker/core/sudoku/candidates";
import { valueToChar } from "../../worker/core/sudoku/grid";
import type { Deduction } from "../../worker/core/sudoku/hints/hint";
import type { Shape } from "../../worker/core/sudoku/shape";
import { useNearViewport } from "./near-viewport";

/** What a board draws of a step: everything but the facts it read, which only the solving log needs. */
export type LessonStep = Omit<Deduction, "facts">;

const seesCell = (shape: Shape, a: number, b: number) => shape.peers[a].includes(b);

const key = (cell: number, value: number) => `${cell}:${value}`;

/**
 * Whether a candidate belongs to the pattern, in one of its cells: a fish's or a chain's one digit, a subset's or a
 * rectangle's digits, a forcing chain's supposed and forced digits; every candidate of a wing's or an XY-Chain's cells.
 */
function patternOf(step: LessonStep): (cell: number, value: number) => boolean {
  const focus = new Set(step.focus);
  const d = step.detail;
  const digits = (values: readonly number[]) => (cell: number, value: number) => focus.has(cell) && values.includes(value);
  switch (d.kind) {
    case "subset":
    case "rectangle":
      return digits(d.values);
    case "wing":
    case "w-wing":
      return (cell) => focus.has(cell);
    case "chain":
      return step.technique === "xy-chain" ? (cell) => focus.has(cell) : digits([d.value]);
    case "contradiction": {
      const supposed = new Map([[d.cell, d.value], ...d.trail.map((p) => [p.cell, p.value] as const)]);
      return (cell, value) => supposed.get(cell) === value;
    }
    default:
      return digits([d.value]);
  }
}

function candidateClass(cell: number, value: number, removed: Set<string>, placed: Set<string>, pattern: (cell: number, value: number) => boolean): string {
  const k = key(cell, value);
  if (placed.has(k)) return "placed";
  if (removed.has(k)) return "removed";
  return pattern(cell, value) ? "pattern" : "";
}

/**
 * One link of a chain, from a candidate to a candidate: strong (one of the two holds), weak (not both), or "then"
 * (a forcing chain's next single, forced once the supposition and the singles before it hold).
 */
interface ChainLink {
  from: { cell: number; value: number };
  to: { cell: number; value: number };
  kind: "strong" | "weak" | "then";
}

/**
 * The links of a chain to draw: an X-Chain's strong and weak links in turn on its digit; an XY-Chain's weak links
 * between its cells, on the digit each cell hands the next (the strong link inside each two-candidate cell is left
 * to the cell itself); a W-Wing's strong link on its link digit, and the weak links that join it to the two ends; a
 * forcing chain's supposition and its singles in the order they follow.
 */
export function chainLinks(step: LessonStep, shape: Shape): ChainLink[] {
  const d = step.detail;
  if (d.kind === "w-wing") {
    // end —weak— link cell =strong= link cell —weak— end, all on the link digit; each end sees one link cell.
    const [first, second] = seesCell(shape, d.ends[0], d.linkCells[0]) && seesCell(shape, d.ends[1], d.linkCells[1]) ? d.linkCells : [d.linkCells[1], d.linkCells[0]];
    const on = (cell: number) => ({ cell, value: d.link });
    return [
      { from: on(d.ends[0]), to: on(first), kind: "weak" },
      { from: on(first), to: on(second), kind: "strong" },
      { from: on(second), to: on(d.ends[1]), kind: "weak" },
    ];
  }
  if (d.kind === "contradiction") {
    const steps = [{ cell: d.cell, value: d.value }, ...d.trail];
    return steps.slice(0, -1).map((from, k) => ({ from, to: steps[k + 1], kind: "then" }));
  }
  if (d.kind !== "chain") return [];
  return d.cells.slice(0, -1).map((cell, k) =>
    step.technique === "xy-chain"
      ? { from: { cell, value: d.values[k] }, to: { cell: d.cells[k + 1], value: d.values[k] }, kind: "weak" }
      : { from: { cell, value: d.value }, to: { cell: d.cells[k + 1], value: d.value }, kind: k % 2 === 0 ? "strong" : "weak" },
  );
}

/** Where a candidate sits, in cell units from the board's top left: its spot in the cell's little grid of notes. */
function candidatePoint(position: Candidates, cell: number, value: number): { x: number; y: number } {
  const { shape } = position;
  return {
    x: shape.colOf[cell] + (((value - 1) % shape.boxCols) + 0.5) / shape.boxCols,
    y: shape.rowOf[cell] + (Math.floor((value - 1) / shape.boxCols) + 0.5) / shape.boxRows,
  };
}

function ChainOverlay({ position, links }: { position: Candidates; links: ChainLink[] }) {
  const n = position.shape.size;
  return (
    <svg class="chain-overlay" viewBox={`0 0 ${n} ${n}`} aria-hidden="true">
      {links.map((link, i) => {
        const a = candidatePoint(position, link.from.cell, link.from.value);
        const b = candidatePoint(position, link.to.cell, link.to.value);
        return <line key={i} class={link.kind} x1={a.x} y1={a.y} x2={b.x} y2={b.y} />;
      })}
    </svg>
  );
}

export function LessonBoard({ position, givens, step, label, describedBy }: { position: Candidates; givens: Uint8Array; step: LessonStep; label: string; describedBy: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // Until it is near the screen the board is an empty frame of the same size, named the same for screen readers.
  return (
    <div ref={ref} class="board lesson-board" role="img" aria-label={label} aria-describedby={describedBy} style={{ "--n": position.shape.size }}>
      {near && <BoardContent position={position} givens={givens} step={step} />}
    </div>
  );
}

function BoardContent({ position, givens, step }: { position: Candidates; givens: Uint8Array; step: LessonStep }) {
  const { shape } = position;
  const n = shape.size;
  const removed = new Set(step.eliminations.map((e) => key(e.cell, e.value)));
  const placed = new Set(step.placements.map((p) => key(p.cell, p.value)));
  const focus = new Set(step.focus);
  const pattern = patternOf(step);
  const area = new Set(step.houses.flatMap((house) => [...shape.houses[house]]));
  const changed = new Set([...step.eliminations, ...step.placements].map((e) => e.cell));
  const links = chainLinks(step, shape);
  // Simple colouring's two sides in two of the player's colours, blue and green, as a player would mark them.
  const side = new Map(step.detail.kind === "colouring" ? [...step.detail.colourA.map((cell) => [cell, " colour-5"] as const), ...step.detail.colourB.map((cell) => [cell, " colour-4"] as const)] : []);
  return (
    <>
      {Array.from({ length: shape.cells }, (_, cell) => {
        const row = shape.rowOf[cell];
        const col = shape.colOf[cell];
        const edges = `${col % shape.boxCols === shape.boxCols - 1 && col < n - 1 ? " edge-r" : ""}${row % shape.boxRows === shape.boxRows - 1 && row < n - 1 ? " edge-b" : ""}`;
        const marks = `${focus.has(cell) ? " hint" : area.has(cell) ? " area" : ""}${changed.has(cell) ? " changed" : ""}${side.get(cell) ?? ""}`;
        const value = position.values[cell];
        return (
          <div key={cell} class={`cell${givens[cell] ? " given" : ""}${edges}${marks}`}>
            {value !== 0 ? (
              <span class="value">{valueToChar(value)}</span>
            ) : (
              <span class="notes" style={{ gridTemplateColumns: `repeat(${shape.boxCols}, 1fr)`, gridTemplateRows: `repeat(${shape.boxRows}, 1fr)` }}>
                {/* Only the candidates there, each in its own spot: 22 boards of empty spans made the page slow to check. */}
                {Array.from({ length: n }, (_, i) => i + 1).filter((v) => position.masks[cell] & bit(v)).map((v) => (
                  <span key={v} class={candidateClass(cell, v, removed, placed, pattern)} style={{ gridArea: `${Math.floor((v - 1) / shape.boxCols) + 1} / ${((v - 1) % shape.boxCols) + 1}` }}>{valueToChar(v)}</span>
                ))}
              </span>
            )}
          </div>
        );
      })}
      {links.length > 0 && <ChainOverlay position={position} links={links} />}
    </>
  );
}
