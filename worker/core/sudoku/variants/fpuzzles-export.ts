/**
 * Rules model → f-puzzles JSON (the inverse of fpuzzles.ts): givens as { value, given: true }, a jigsaw layout as
 * each cell's 0-based region, and one entry per rule instance, in the order fpuzzles.ts reads them back.
 */
import { INDEXER_KEYS } from "./fpuzzles";
import { arrowCircle, directionStep, lineStart, regionsOf, whispersGap, type Rule, type VariantPuzzle } from "./model";

export type FpuzzlesJson = Record<string, unknown>;

export function toFpuzzles(puzzle: VariantPuzzle): FpuzzlesJson {
  const n = puzzle.size;
  const name = (cell: number): string => `R${Math.floor(cell / n) + 1}C${(cell % n) + 1}`;
  const regions = puzzle.regions ? regionsOf(puzzle) : undefined;
  const grid = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => {
      const cell = r * n + c;
      const out: Record<string, unknown> = {};
      if (puzzle.givens[cell]) {
        out.value = puzzle.givens[cell];
        out.given = true;
      }
      if (regions) out.region = regions[cell];
      return out;
    }),
  );
  const json: FpuzzlesJson = { size: n, grid };
  for (const key of ["title", "author", "ruleset"] as const) if (puzzle[key]) json[key] = puzzle[key];
  const list = (key: string, entry: Record<string, unknown>): void => {
    const existing = (json[key] as Record<string, unknown>[] | undefined) ?? [];
    existing.push(entry);
    json[key] = existing;
  };
  const negative: string[] = [];
  for (const rule of puzzle.rules) writeRule(rule, json, list, negative, name, n);
  if (negative.length > 0) json.negative = negative;
  return json;
}

function writeRule(
  rule: Rule,
  json: FpuzzlesJson,
  list: (key: string, entry: Record<string, unknown>) => void,
  negative: string[],
  name: (cell: number) => string,
  size: number,
): void {
  switch (rule.kind) {
    case "diagonal":
      json[rule.which === "main" ? "diagonal-" : "diagonal+"] = true;
      return;
    case "antiknight":
    case "antiking":
    case "nonconsecutive":
      json[rule.kind] = true;
      return;
    case "killer":
      return list("killercage", rule.sum === undefined ? { cells: rule.cells.map(name) } : { cells: rule.cells.map(name), value: String(rule.sum) });
    case "thermo":
      return list("thermometer", { lines: [rule.cells.map(name)] });
    case "arrow":
      return list("arrow", { cells: arrowCircle(rule).map(name), lines: [[lineStart(rule, size), ...rule.line].map(name)] });
    case "difference":
      return list("difference", rule.value === 1 ? { cells: rule.cells.map(name) } : { cells: rule.cells.map(name), value: String(rule.value) });
    case "ratio":
      return list("ratio", rule.value === 2 ? { cells: rule.cells.map(name) } : { cells: rule.cells.map(name), value: String(rule.value) });
    case "xv":
      return list("xv", { cells: rule.cells.map(name), value: rule.sum === 10 ? "X" : "V" });
    case "negative":
      if (!negative.includes(rule.of)) negative.push(rule.of);
      return;
    case "disjoint-groups":
      json.disjointgroups = true;
      return;
    case "odd":
    case "even":
    case "minimum":
    case "maximum":
      return list(rule.kind, { cell: name(rule.cell) });
    case "extra-region":
      return list("extraregion", { cells: rule.cells.map(name) });
    case "palindrome":
      return list("palindrome", { lines: [rule.cells.map(name)] });
    case "between":
      return list("betweenline", { lines: [rule.cells.map(name)] });
    case "lockout":
    case "renban":
      return list(rule.kind, { lines: [rule.cells.map(name)] });
    case "entropic":
      return list("entropicline", { lines: [rule.cells.map(name)] });
    case "region-sum":
      return list("regionsumline", { lines: [rule.cells.map(name)] });
    case "whispers":
      return list("whispers", rule.difference === whispersGap(size) ? { lines: [rule.cells.map(name)] } : { lines: [rule.cells.map(name)], value: String(rule.difference) });
    case "clone":
      return list("clone", { cells: rule.cells.map(name), cloneCells: rule.copy.map(name) });
    case "quadruple":
      return list("quadruple", { cells: rule.cells.map(name), values: [...rule.values] });
    case "little-killer": {
      const { dr, dc } = directionStep(rule.direction);
      const clue = `R${Math.floor(rule.cells[0] / size) + 1 - dr}C${(rule.cells[0] % size) + 1 - dc}`;
      return list("littlekillersum", { cell: clue, cells: rule.cells.map(name), direction: rule.direction, value: String(rule.sum) });
    }
    case "sandwich":
    case "x-sum":
    case "skyscraper": {
      const outside = rule.after ? size + 1 : 0;
      const clue = rule.line === "row" ? `R${rule.index + 1}C${outside}` : `R${outside}C${rule.index + 1}`;
      const key = rule.kind === "sandwich" ? "sandwichsum" : rule.kind === "x-sum" ? "xsum" : "skyscraper";
      return list(key, { cell: clue, value: String(rule.kind === "skyscraper" ? rule.count : rule.sum) });
    }
    case "indexer":
      return list(INDEXER_KEYS.find(([, by]) => by === rule.by)![0], { cells: [name(rule.cell)] });
    case "cosmetic-cage":
      return list("cage", rule.label === undefined ? { cells: rule.cells.map(name) } : { cells: rule.cells.map(name), value: rule.label });
  }
}

