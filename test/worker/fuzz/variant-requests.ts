/**
 * Arbitrary variant-puzzle requests for the fuzz (requests.ts): f-puzzles JSON built from the published puzzles
 * in the fixtures and then broken in one place (a key dropped, a constraint replaced by arbitrary JSON, a cell
 * reference or the size garbled, an unknown constraint type), sent as JSON or in the compressed link form, to
 * /api/solve and /api/hint; variant generation and the daily killer by query.
 */
import fc from "fast-check";
import { compressFpuzzles } from "../../../worker/variants/fpuzzles-link";
import published from "../../fixtures/variants/published.json";
import type { FuzzRequest } from "./fuzz-request";

type Json = Record<string, unknown>;
const bases: Json[] = published.map((entry) => entry.fpuzzles as Json);
const CONSTRAINTS = ["killercage", "cage", "thermometer", "arrow", "difference", "ratio", "xv", "diagonal+", "diagonal-", "antiknight", "antiking", "nonconsecutive", "negative", "grid", "size", "circle", "unknownrule"];

const garbledCell = fc.oneof(fc.constantFrom("R1C1", "R9C9", "R0C1", "R10C1", "r1c1", "R1C", "C1R1", "", "R1C99"), fc.string({ maxLength: 8 }));

const mutation: fc.Arbitrary<(puzzle: Json) => void> = fc.oneof(
  fc.constant(() => undefined),
  fc.constantFrom(...CONSTRAINTS).map((key) => (p: Json) => void delete p[key]),
  fc.tuple(fc.constantFrom(...CONSTRAINTS), fc.jsonValue({ maxDepth: 3 })).map(([key, value]) => (p: Json) => void (p[key] = value)),
  fc.constantFrom(0, 1, 3, 4, 6, 9, 16, 25, 26, -1, "9", null, 2.5).map((size) => (p: Json) => void (p.size = size)),
  garbledCell.map((cell) => (p: Json) => {
    // The first cell reference of the first constraint that has one.
    for (const key of ["killercage", "thermometer", "arrow", "difference", "ratio", "xv", "cage"]) {
      const list = p[key];
      if (!Array.isArray(list) || list.length === 0) continue;
      const first = list[0] as Json;
      if (Array.isArray(first.cells) && first.cells.length > 0) first.cells[0] = cell;
      else if (Array.isArray(first.lines) && Array.isArray(first.lines[0])) (first.lines[0] as unknown[])[0] = cell;
      return;
    }
  }),
  fc.tuple(fc.nat(8), fc.nat(8), fc.jsonValue({ maxDepth: 2 })).map(([r, c, value]) => (p: Json) => {
    const grid = p.grid;
    if (Array.isArray(grid) && Array.isArray(grid[r])) (grid[r] as unknown[])[c] = value;
  }),
);

/** A published puzzle's f-puzzles JSON, broken in at most one place. */
export const fpuzzlesObject: fc.Arbitrary<Json> = fc.tuple(fc.nat(bases.length - 1), mutation).map(([i, mutate]) => {
  const puzzle = structuredClone(bases[i]);
  mutate(puzzle);
  return puzzle;
});

const base64ish = fc.string({ unit: fc.constantFrom("N", "4", "I", "g", "l", "y", "+", "/", "=", "A", "0"), minLength: 1, maxLength: 60 });
const variantPuzzle = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fpuzzlesObject, fc.boolean()).map(([puzzle, compressed]): unknown => (compressed ? compressFpuzzles(puzzle) : puzzle)) },
  // Link text that is not a compressed puzzle: cut off, garbled, or another site's.
  { weight: 1, arbitrary: fc.oneof(base64ish, base64ish.map((b) => `https://www.f-puzzles.com/?load=${b}`), fc.string({ minLength: 1, maxLength: 40 })) },
);

const budget = fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 30 }), fc.constantFrom(100, 250, 500, 2000));
const entries = fc.option(fc.string({ unit: fc.constantFrom(".", "1", "5", "9"), minLength: 81, maxLength: 81 }), { nil: undefined });

const variantPost = fc.record({ path: fc.constantFrom("/api/solve", "/api/hint"), fpuzzles: variantPuzzle, entries, certificate: fc.option(fc.boolean(), { nil: undefined }), budget }).map(
  (r): FuzzRequest => ({
    method: "POST",
    path: r.path,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(r.path === "/api/hint" ? { fpuzzles: r.fpuzzles, entries: r.entries, budget_ms: r.budget } : { fpuzzles: r.fpuzzles, certificate: r.certificate, budget_ms: r.budget }),
    budgetMs: r.budget,
  }),
);

const variantGet = fc.oneof(
  fc.record({ variant: fc.constantFrom("killer", "jigsaw", "x", "thermo", ""), givens: fc.constantFrom(undefined, "true", "false", "maybe"), seed: fc.string({ maxLength: 8 }), budget }).map((r): FuzzRequest => {
    const query = [`variant=${encodeURIComponent(r.variant)}`, r.givens && `givens=${r.givens}`, r.seed && `seed=${encodeURIComponent(r.seed)}`, r.budget !== undefined && `budget_ms=${r.budget}`];
    return { method: "GET", path: `/api/generate?${query.filter(Boolean).join("&")}`, headers: {}, budgetMs: r.budget };
  }),
  fc.constantFrom("/api/daily/killer", "/api/daily/2026-01-01/killer", "/api/daily/2026-02-30/killer", "/api/daily/x/killer").map((path): FuzzRequest => ({ method: "GET", path, headers: {} })),
);

export const variantRequest: fc.Arbitrary<FuzzRequest> = fc.oneof({ weight: 3, arbitrary: variantPost }, { weight: 1, arbitrary: variantGet });
