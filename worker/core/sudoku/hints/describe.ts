/**
 * One plain sentence per step, shared by the API, the site and the command line:
 * "Hidden single: in box 5, only r5c4 can be 7." Also the shorter texts of the escalating player hint.
 */
import { valueToChar } from "../grid";
import { cellName, houseName, type Shape } from "../shape";
import type { CellValue, Deduction } from "./hint";
import { techniqueInfo } from "./index";
import { inSentence, listInWords as list, withArticle } from "../../words";

function v(value: number): string {
  return valueToChar(value);
}

function cells(shape: Shape, ids: readonly number[]): string {
  return list(ids.map((cell) => cellName(shape, cell)));
}

function set(values: readonly number[]): string {
  return `{${values.map(v).join(",")}}`;
}

/**
 * "2 from r3c2 and r3c9; 7 from r3c9": eliminations grouped by value, and values that leave the same cells said
 * together ("1 and 9 from r3c6", not "1 from r3c6; 9 from r3c6").
 */
export function describeEliminations(shape: Shape, eliminations: readonly CellValue[]): string {
  const byValue = new Map<number, number[]>();
  for (const { cell, value } of eliminations) byValue.set(value, [...(byValue.get(value) ?? []), cell]);
  const byCells = new Map<string, { values: number[]; where: number[] }>();
  for (const [value, where] of [...byValue.entries()].sort((a, b) => a[0] - b[0])) {
    const sorted = [...where].sort((a, b) => a - b);
    const key = sorted.join(",");
    const group = byCells.get(key);
    if (group) group.values.push(value);
    else byCells.set(key, { values: [value], where: sorted });
  }
  return [...byCells.values()].map(({ values, where }) => `${list(values.map(v))} from ${cells(shape, where)}`).join("; ");
}

function candidatesOf(masks: ReadonlyMap<number, number[]>, cell: number): number[] {
  return masks.get(cell) ?? [];
}

/**
 * The full deduction in one sentence. `cellValues` gives the candidates of the focus cells when the step was
 * found (wings and rectangles name them); without it those parts are left out.
 */
export function describeStep(shape: Shape, step: Deduction, cellValues: ReadonlyMap<number, number[]> = new Map()): string {
  const name = techniqueInfo(step.technique).name;
  const removes = `removes ${describeEliminations(shape, step.eliminations)}`;
  const withSet = (cell: number): string => {
    const values = candidatesOf(cellValues, cell);
    return values.length > 0 ? `${cellName(shape, cell)} ${set(values)}` : cellName(shape, cell);
  };
  const d = step.detail;
  switch (d.kind) {
    case "single": {
      const target = step.placements[0].cell;
      if (step.technique === "full-house") return `${name}: ${cellName(shape, target)} is the last empty cell in ${houseName(shape, step.houses[0])}, so it is ${v(d.value)}.`;
      if (step.technique === "naked-single") return `${name}: ${cellName(shape, target)} can only be ${v(d.value)}.`;
      return `${name}: in ${houseName(shape, step.houses[0])}, only ${cellName(shape, target)} can be ${v(d.value)}.`;
    }
    case "locked": {
      const confined = houseName(shape, d.into);
      return `${name} (${d.variant}): in ${houseName(shape, d.from)}, ${v(d.value)} fits only where it meets ${confined}, so it ${removes}.`;
    }
    case "subset": {
      const values = list(d.values.map(v));
      if (step.technique.startsWith("naked")) return `${name}: in ${houseName(shape, d.house)}, ${cells(shape, step.focus)} hold only ${values} between them, which ${removes}.`;
      return `${name}: in ${houseName(shape, d.house)}, ${values} fit only in ${cells(shape, step.focus)}, so those cells keep nothing else, which ${removes}.`;
    }
    case "fish": {
      const base = list(d.baseHouses.map((h) => houseName(shape, h)));
      const cover = list(d.coverHouses.map((h) => houseName(shape, h)));
      return `${name} on ${v(d.value)}: in ${base}, ${v(d.value)} fits only in ${cover}, which ${removes}.`;
    }
    case "wing": {
      const all = step.technique === "xyz-wing" ? "one of the three" : "one pincer";
      return `${name}: pivot ${withSet(d.pivot)} with pincers ${list(d.pincers.map(withSet))}; ${all} must be ${v(d.value)}, which ${removes}.`;
    }
    case "w-wing":
      return `${name}: ${list(d.ends.map(withSet))} are joined by a strong link on ${v(d.link)} (${cells(shape, d.linkCells)} in ${houseName(shape, step.houses[0])}), so one of them is ${v(d.value)}, which ${removes}.`;
    case "colouring":
      return d.rule === "colour-wrap"
        ? `${name} on ${v(d.value)}: two cells of one colour in the chain of conjugate pairs see each other, so that colour is false, which ${removes}.`
        : `${name} on ${v(d.value)}: in the chain of conjugate pairs one colour is ${v(d.value)}, so cells that see both colours lose it, which ${removes}.`;
    case "rectangle":
      return `${name}: ${cells(shape, d.corners.slice(0, 3))} are ${set(d.values)}; if ${cellName(shape, d.corners[3])} were ${d.values.map(v).join(" or ")}, the puzzle would have two solutions, which ${removes}.`;
    case "bug":
      return `${name}: every other empty cell has two candidates, so ${cellName(shape, step.placements[0].cell)} must be ${v(d.value)} or the puzzle would have two solutions.`;
    case "chain": {
      if (step.technique === "xy-chain") {
        const path = d.cells.map((cell, i) => `${withSet(cell)} is ${v(d.values[i])}`).join(", so ");
        return `${name}: if ${cellName(shape, d.cells[0])} is not ${v(d.value)}, then ${path}; one end is ${v(d.value)} either way, which ${removes}.`;
      }
      // Strong links ("=": one of the two holds the value) alternate with weak ones ("-": not both).
      const path = d.cells.map((cell, i) => (i === 0 ? "" : i % 2 === 1 ? " = " : " - ") + cellName(shape, cell)).join("");
      const first = cellName(shape, d.cells[0]);
      const last = cellName(shape, d.cells[d.cells.length - 1]);
      return `${name} on ${v(d.value)}: ${path}; if ${first} is not ${v(d.value)} then ${last} is, so one of them is ${v(d.value)}, which ${removes}.`;
    }
    case "contradiction": {
      const steps = d.trail.map((p) => `${cellName(shape, p.cell)} would be ${v(p.value)} (${p.house < 0 ? "its only candidate" : `the only place for ${v(p.value)} in ${houseName(shape, p.house)}`})`);
      const clash = d.clashCell >= 0 ? `${cellName(shape, d.clashCell)} would have no candidate left` : `${v(d.clashValue)} would have no place in ${houseName(shape, d.clashHouse)}`;
      const then = steps.length > 0 ? `${list([...steps, clash])}` : clash;
      return `${name}: if ${cellName(shape, d.cell)} were ${v(d.value)}, then ${then}; so ${cellName(shape, d.cell)} is not ${v(d.value)}.`;
    }
    case "solver":
      return `No known technique applies; the solver shows ${cellName(shape, step.placements[0].cell)} must be ${v(d.value)}.`;
  }
}

/** Detail level 1: the technique and the area, nothing that gives the answer away. */
export function describeArea(shape: Shape, step: Deduction): string {
  if (step.technique === "solver") return "No known technique applies here; the solver can place a value for you.";
  const name = techniqueInfo(step.technique).name;
  const lower = inSentence(name);
  const value = "value" in step.detail ? ` on ${v(step.detail.value)}` : "";
  const where = step.houses.length > 0 ? ` in ${list(step.houses.map((h) => houseName(shape, h)))}` : value;
  return `Look for ${withArticle(lower)}${where}.`;
}

/** Detail level 2: the technique and the cells that make the pattern. */
export function describeCells(shape: Shape, step: Deduction): string {
  if (step.technique === "solver") return `No known technique applies here; look at ${cellName(shape, step.placements[0].cell)}.`;
  const name = techniqueInfo(step.technique).name;
  return `${name}: look at ${cells(shape, step.focus)}.`;
}
