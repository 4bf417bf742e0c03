/**
 * The rules of a variant puzzle drawn over the board in one SVG: region borders (jigsaw), diagonals, killer cages
 * with their sums, thermometers, arrows, kropki dots and X/V marks, odd/even and minimum/maximum marks, extra
 * regions, palindromes, between lines, clones, quadruples, and the clues outside the grid (little killers,
 * sandwiches). Each rule instance is a group with its own accessible name ("killer cage 15 at r1c1, r1c2"); one
 * whose cells break it is marked "broken".
 */
import { checkVariant } from "../../worker/core/sudoku/variants/check";
import { describeRule, directionStep, lineStart, regionsOf, whispersGap, type IndexerKind, type OutsideLineRule, type Rule, type VariantPuzzle } from "../../worker/core/sudoku/variants/model";
import type { BoardOverlayValue, ClueSide } from "./board-overlay";

const at = (n: number, cell: number): [number, number] => [(cell % n) + 0.5, Math.floor(cell / n) + 0.5];
const mid = (n: number, a: number, b: number): [number, number] => {
  const [x1, y1] = at(n, a);
  const [x2, y2] = at(n, b);
  return [(x1 + x2) / 2, (y1 + y2) / 2];
};

/** Dashed outline just inside the cells of a cage: one segment per side that faces outside it. */
function cageOutline(n: number, cells: readonly number[]): string {
  const inside = new Set(cells);
  const d = 0.08;
  const parts: string[] = [];
  for (const cell of cells) {
    const x = cell % n;
    const y = Math.floor(cell / n);
    const open = (dx: number, dy: number) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx < 0 || ny < 0 || nx >= n || ny >= n || !inside.has(ny * n + nx);
    };
    if (open(0, -1)) parts.push(`M${x + d} ${y + d}H${x + 1 - d}`);
    if (open(0, 1)) parts.push(`M${x + d} ${y + 1 - d}H${x + 1 - d}`);
    if (open(-1, 0)) parts.push(`M${x + d} ${y + d}V${y + 1 - d}`);
    if (open(1, 0)) parts.push(`M${x + 1 - d} ${y + d}V${y + 1 - d}`);
  }
  return parts.join("");
}

function regionBorders(n: number, regions: Uint8Array): string {
  const parts: string[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const x = cell % n;
    const y = Math.floor(cell / n);
    if (x + 1 < n && regions[cell] !== regions[cell + 1]) parts.push(`M${x + 1} ${y}V${y + 1}`);
    if (y + 1 < n && regions[cell] !== regions[cell + n]) parts.push(`M${x} ${y + 1}H${x + 1}`);
  }
  return parts.join("");
}

/** A cell's square, a little inside its borders. */
const cellSquare = (n: number, cell: number, cls: string, inset = 0.04) => <rect key={cell} class={cls} x={(cell % n) + inset} y={Math.floor(cell / n) + inset} width={1 - 2 * inset} height={1 - 2 * inset} />;

/** A tinted cell with a mark for the way its digit points: an up-down bar (row), a side bar (column), a corner square (box). */
function indexerMark(n: number, cell: number, by: IndexerKind) {
  const x = cell % n;
  const y = Math.floor(cell / n);
  const mark =
    by === "row" ? <line class="indexer-mark" x1={x + 0.12} y1={y + 0.2} x2={x + 0.12} y2={y + 0.8} /> : by === "column" ? <line class="indexer-mark" x1={x + 0.2} y1={y + 0.88} x2={x + 0.8} y2={y + 0.88} /> : <rect class="indexer-mark" x={x + 0.08} y={y + 0.08} width={0.16} height={0.16} />;
  return (
    <g key={cell}>
      {cellSquare(n, cell, "indexer")}
      {mark}
    </g>
  );
}

/** Inequality signs at a minimum or maximum cell's sides: the open end faces the larger value. */
function extremumSigns(n: number, cell: number, maximum: boolean): string {
  const [cx, cy] = at(n, cell);
  const parts: string[] = [];
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    const x = (cell % n) + dx;
    const y = Math.floor(cell / n) + dy;
    if (x < 0 || y < 0 || x >= n || y >= n) continue;
    const px = cx + 0.38 * dx;
    const py = cy + 0.38 * dy;
    const s = maximum ? 0.07 : -0.07;
    const tip = [px + s * dx, py + s * dy];
    const w = 0.08;
    parts.push(`M${px - s * dx + w * dy} ${py - s * dy + w * dx}L${tip[0]} ${tip[1]}L${px - s * dx - w * dy} ${py - s * dy - w * dx}`);
  }
  return parts.join("");
}

/** A clue outside the grid: its centre, one step before the line it reads. */
function outsideClue(n: number, rule: Extract<Rule, { kind: "little-killer" } | OutsideLineRule>): [number, number] {
  if (rule.kind === "little-killer") {
    const { dr, dc } = directionStep(rule.direction);
    const [x, y] = at(n, rule.cells[0]);
    return [x - dc, y - dr];
  }
  const outside = rule.after ? n + 0.5 : -0.5;
  return rule.line === "row" ? [outside, rule.index + 0.5] : [rule.index + 0.5, outside];
}

/** Where a little killer clue is drawn: its sum (centred on x, y its baseline) and its arrow, in cell units. */
export interface LittleKillerPlacement {
  x: number;
  y: number;
  /** The sum's font size when it differs from the stylesheet's (0.36), as when two clues share an outside cell. */
  fontSize?: number;
  arrow: { x1: number; y1: number; x2: number; y2: number };
}

/**
 * Where each little killer clue is drawn, by its index in the rules. A clue sits in the outside cell diagonally before
 * its first cell; two clues may share that cell when they point different ways (f-puzzles allows it: a clue for the
 * diagonal from r1c4 down-left and one from r1c6 down-right both sit in R0C5). Then each takes the half of the cell
 * on the side its arrow leaves from, in a smaller font, its arrow pointing at its own corner, so they never overlap.
 */
export function littleKillerPlacements(n: number, rules: readonly Rule[]): Map<number, LittleKillerPlacement> {
  const byCell = new Map<string, number[]>();
  rules.forEach((rule, i) => {
    if (rule.kind !== "little-killer") return;
    const key = outsideClue(n, rule).join(",");
    byCell.set(key, [...(byCell.get(key) ?? []), i]);
  });
  const placements = new Map<number, LittleKillerPlacement>();
  for (const group of byCell.values()) {
    const directions = new Set(group.map((i) => (rules[i] as Extract<Rule, { kind: "little-killer" }>).direction));
    const shared = group.length > 1 && directions.size === group.length;
    for (const i of group) {
      const rule = rules[i] as Extract<Rule, { kind: "little-killer" }>;
      const [x, y] = outsideClue(n, rule);
      const { dr, dc } = directionStep(rule.direction);
      if (!shared) {
        placements.set(i, { x: x - 0.12 * dc, y: y - 0.12 * dr + 0.12, arrow: { x1: x + 0.2 * dc, y1: y + 0.2 * dr, x2: x + 0.42 * dc, y2: y + 0.42 * dr } });
        continue;
      }
      // The corner of the outside cell the diagonal leaves from; the arrow ends just short of it.
      const kx = x + 0.5 * dc;
      const ky = y + 0.5 * dr;
      const fontSize = String(rule.sum).length > 2 ? 0.2 : 0.27;
      const arrow = { x1: kx - 0.36 * dc, y1: ky - 0.36 * dr, x2: kx - 0.14 * dc, y2: ky - 0.14 * dr };
      // Above or below the grid the clues sharing a cell differ in their column step: side by side, each in the half
      // nearer its corner, the sum beyond its arrow. Left or right of it they differ in their row step: one above the other.
      const aboveOrBelow = y < 0 || y > n;
      const [lx, ly] = aboveOrBelow ? [kx - 0.22 * dc, ky - 0.52 * dr] : [kx - 0.56 * dc, y + 0.24 * dr];
      placements.set(i, { x: lx, y: ly + 0.35 * fontSize, fontSize, arrow });
    }
  }
  return placements;
}

/** The sides of the grid that carry clues (little killers, sandwiches), for which the board leaves a band. */
export function outsideClueSides(puzzle: VariantPuzzle): ClueSide[] {
  const n = puzzle.size;
  const sides = new Set<ClueSide>();
  for (const rule of puzzle.rules) {
    if (rule.kind !== "little-killer" && rule.kind !== "sandwich" && rule.kind !== "x-sum" && rule.kind !== "skyscraper") continue;
    const [x, y] = outsideClue(n, rule);
    if (y < 0) sides.add("top");
    if (y > n) sides.add("bottom");
    if (x < 0) sides.add("left");
    if (x > n) sides.add("right");
  }
  return [...sides];
}

/** The text in a cage's corner, if any: a killer's sum, a drawn cage's label. */
function cageLabel(rule: Extract<Rule, { kind: "killer" | "cosmetic-cage" }>): string {
  return rule.kind === "killer" ? (rule.sum === undefined ? "" : String(rule.sum)) : rule.label ?? "";
}

function labelledCells(puzzle: VariantPuzzle): Set<number> {
  const cells = new Set<number>();
  for (const rule of puzzle.rules) if ((rule.kind === "killer" || rule.kind === "cosmetic-cage") && cageLabel(rule)) cells.add(Math.min(...rule.cells));
  return cells;
}

function cagedCells(puzzle: VariantPuzzle): Set<number> {
  const cells = new Set<number>();
  for (const rule of puzzle.rules) if (rule.kind === "killer" || rule.kind === "cosmetic-cage") for (const cell of rule.cells) cells.add(cell);
  return cells;
}

function drawRule(n: number, rule: Rule, index: number, littleKiller?: Map<number, LittleKillerPlacement>) {
  const points = (cells: readonly number[]) => cells.map((c) => at(n, c).join(",")).join(" ");
  switch (rule.kind) {
    case "killer":
    case "cosmetic-cage": {
      const first = Math.min(...rule.cells);
      const label = cageLabel(rule);
      return (
        <>
          <path class="cage" d={cageOutline(n, rule.cells)} />
          {label && <text class="cage-sum" x={(first % n) + 0.08} y={Math.floor(first / n) + 0.24}>{label}</text>}
        </>
      );
    }
    case "diagonal":
      return rule.which === "main" ? <line class="diagonal" x1={0} y1={0} x2={n} y2={n} /> : <line class="diagonal" x1={0} y1={n} x2={n} y2={0} />;
    case "thermo": {
      const [bx, by] = at(n, rule.cells[0]);
      return (
        <>
          <polyline class="thermo" points={points(rule.cells)} />
          <circle class="thermo-bulb" cx={bx} cy={by} r={0.36} />
        </>
      );
    }
    case "arrow": {
      const start = lineStart(rule, n);
      const line = <polyline class="arrow-line" points={points([start, ...rule.line])} marker-end="url(#variant-arrowhead)" />;
      if (rule.pill) {
        // A pill: one rounded outline around its cells (they lie in reading order, so first and last span it).
        const [x1, y1] = at(n, rule.pill[0]);
        const [x2, y2] = at(n, rule.pill[rule.pill.length - 1]);
        const r = 0.4;
        return (
          <>
            <rect class="arrow-circle" x={Math.min(x1, x2) - r} y={Math.min(y1, y2) - r} width={Math.abs(x2 - x1) + 2 * r} height={Math.abs(y2 - y1) + 2 * r} rx={r} ry={r} />
            {line}
          </>
        );
      }
      const [cx, cy] = at(n, rule.circle);
      return (
        <>
          <circle class="arrow-circle" cx={cx} cy={cy} r={0.4} />
          {line}
        </>
      );
    }
    case "difference":
    case "ratio": {
      const [x, y] = mid(n, rule.cells[0], rule.cells[1]);
      const shown = rule.kind === "difference" ? rule.value !== 1 : rule.value !== 2;
      return (
        <>
          <circle class={rule.kind === "difference" ? "dot-white" : "dot-black"} cx={x} cy={y} r={0.13} />
          {shown && <text class="dot-value" x={x} y={y + 0.06}>{rule.value}</text>}
        </>
      );
    }
    case "xv": {
      const [x, y] = mid(n, rule.cells[0], rule.cells[1]);
      return <text class="xv" x={x} y={y + 0.11}>{rule.sum === 10 ? "X" : "V"}</text>;
    }
    case "odd": {
      const [x, y] = at(n, rule.cell);
      return <circle class="parity" cx={x} cy={y} r={0.36} />;
    }
    case "even":
      return cellSquare(n, rule.cell, "parity", 0.14);
    case "minimum":
    case "maximum":
      return <path class="extremum" d={extremumSigns(n, rule.cell, rule.kind === "maximum")} />;
    case "extra-region":
      return <>{rule.cells.map((cell) => cellSquare(n, cell, "extra-region"))}</>;
    case "clone":
      return <>{[...rule.cells, ...rule.copy].map((cell) => cellSquare(n, cell, "clone"))}</>;
    case "indexer":
      return indexerMark(n, rule.cell, rule.by);
    case "palindrome":
      return <polyline class="palindrome" points={points(rule.cells)} />;
    case "lockout": {
      const ends = [rule.cells[0], rule.cells[rule.cells.length - 1]].map((cell) => at(n, cell));
      return (
        <>
          <polyline class="lockout-line" points={points(rule.cells)} />
          {ends.map(([x, y], i) => <rect key={i} class="lockout-end" x={x - 0.27} y={y - 0.27} width={0.54} height={0.54} transform={`rotate(45 ${x} ${y})`} />)}
        </>
      );
    }
    case "whispers": {
      // A difference other than the size's default sits in a green badge at the line's start, unlike a pencil mark.
      const [x, y] = at(n, rule.cells[0]);
      return (
        <>
          <polyline class="whispers" points={points(rule.cells)} />
          {rule.difference !== whispersGap(n) && (
            <>
              <circle class="line-badge" cx={x - 0.3} cy={y - 0.3} r={0.14} />
              <text class="line-value" x={x - 0.3} y={y - 0.24}>{rule.difference}</text>
            </>
          )}
        </>
      );
    }
    case "renban":
      return <polyline class="renban" points={points(rule.cells)} />;
    case "entropic":
      return <polyline class="entropic" points={points(rule.cells)} />;
    case "region-sum":
      return <polyline class="region-sum" points={points(rule.cells)} />;
    case "between": {
      const ends = [rule.cells[0], rule.cells[rule.cells.length - 1]].map((cell) => at(n, cell));
      return (
        <>
          <polyline class="between-line" points={points(rule.cells)} />
          {ends.map(([x, y], i) => <circle key={i} class="between-end" cx={x} cy={y} r={0.38} />)}
        </>
      );
    }
    case "quadruple": {
      const x = Math.min(...rule.cells.map((c) => c % n)) + 1;
      const y = Math.min(...rule.cells.map((c) => Math.floor(c / n))) + 1;
      const text = rule.values.join(" ");
      return (
        <>
          <circle class="quadruple" cx={x} cy={y} r={0.3} />
          <text class="quadruple-values" x={x} y={y + 0.06}>{text.length > 5 ? rule.values.join("") : text}</text>
        </>
      );
    }
    case "little-killer": {
      const place = littleKiller?.get(index);
      if (!place) return null;
      const { x1, y1, x2, y2 } = place.arrow;
      return (
        <>
          <text class="outside-clue" x={place.x} y={place.y} style={place.fontSize === undefined ? undefined : { fontSize: `${place.fontSize}px` }}>{rule.sum}</text>
          <line class="little-killer-arrow" x1={x1} y1={y1} x2={x2} y2={y2} marker-end="url(#variant-arrowhead)" />
        </>
      );
    }
    case "sandwich": {
      const [x, y] = outsideClue(n, rule);
      return <text class="outside-clue" x={x} y={y + 0.14}>{rule.sum}</text>;
    }
    case "x-sum":
    case "skyscraper": {
      // The kind's mark sits in the clue's corner nearest the grid, so a sandwich, an X-sum and a skyscraper differ.
      const [x, y] = outsideClue(n, rule);
      const [dx, dy] = rule.line === "row" ? [rule.after ? -0.3 : 0.3, -0.26] : [0.28, rule.after ? -0.26 : 0.3];
      return (
        <>
          <text class="outside-clue" x={x} y={y + 0.14}>{rule.kind === "x-sum" ? rule.sum : rule.count}</text>
          <text class="clue-mark" x={x + dx} y={y + dy + 0.06}>{rule.kind === "x-sum" ? "x" : "▲"}</text>
        </>
      );
    }
    default:
      return null;
  }
}

/** Rule instances whose own check fails on the current values (only the rule itself is judged, not the houses). */
function brokenRules(puzzle: VariantPuzzle, values: Uint8Array): Set<number> {
  const broken = new Set<number>();
  puzzle.rules.forEach((rule, i) => {
    const alone: VariantPuzzle = { size: puzzle.size, givens: new Uint8Array(values.length), rules: rule.kind === "negative" ? puzzle.rules : [rule] };
    if (checkVariant(alone, values).some((v) => v.rule === rule.kind || (rule.kind === "negative" && v.rule === "negative"))) broken.add(i);
  });
  return broken;
}

export function VariantOverlay({ puzzle, values }: { puzzle: VariantPuzzle; values: Uint8Array }) {
  const n = puzzle.size;
  const broken = brokenRules(puzzle, values);
  const littleKiller = littleKillerPlacements(n, puzzle.rules);
  const global: Rule[] = puzzle.rules.filter((r) => r.kind === "antiknight" || r.kind === "antiking" || r.kind === "nonconsecutive" || r.kind === "negative" || r.kind === "disjoint-groups");
  return (
    <svg class="variant-overlay" viewBox={`0 0 ${n} ${n}`} role="group" aria-label="Variant rules">
      <defs>
        <marker id="variant-arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10" class="arrow-head" />
        </marker>
      </defs>
      {puzzle.regions && (
        <g role="img" aria-label="irregular regions (jigsaw)">
          <path class="region-border" d={regionBorders(n, regionsOf(puzzle))} />
        </g>
      )}
      {puzzle.rules.map((rule, i) =>
        global.includes(rule) ? null : (
          <g key={i} role="img" aria-label={describeRule(n, rule)} class={broken.has(i) ? "rule broken" : "rule"}>
            {drawRule(n, rule, i, littleKiller)}
          </g>
        ),
      )}
      {global.length > 0 && (
        <g role="img" aria-label={`whole-grid rules: ${global.map((r) => describeRule(n, r)).join(", ")}`} class={global.some((r) => broken.has(puzzle.rules.indexOf(r))) ? "rule broken" : "rule"} />
      )}
    </svg>
  );
}

/** What a page hands the board to draw a variant's rules over it (see board-overlay.ts). */
export function variantBoardOverlay(puzzle: VariantPuzzle): BoardOverlayValue {
  return { render: (values) => <VariantOverlay puzzle={puzzle} values={values} />, hideBoxes: !!puzzle.regions, clueSides: outsideClueSides(puzzle), labelled: labelledCells(puzzle), caged: cagedCells(puzzle) };
}
