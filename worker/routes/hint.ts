/**
 * POST /api/hint — the next step for a player: first any entry that contradicts the solution, then the next
 * logical deduction in escalating detail (technique and area → cells → the full deduction), and when no technique
 * applies, the solver's placement, said honestly. Grids with rectangular boxes (a 6×6) get the same ladder, checked
 * against the variant engine's solution. A variant puzzle ({"fpuzzles": …}) gets a forced cell proven by the SAT
 * solver instead (variant-hint.ts).
 */
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { HintDetail, HintResponse } from "../core/api";
import { bit, candidatesFromGrid } from "../core/sudoku/candidates";
import { differingCells, type Grid } from "../core/sudoku/grid";
import { onlyPuzzle } from "../core/sudoku/puzzle-collection";
import { playerHint, type HintLevel } from "../core/sudoku/hints/player-hint";
import { cellName, houseName, parseCellName, type Shape } from "../core/sudoku/shape";
import { solveGrid, type GridSolution } from "../core/sudoku/solve-grid";
import { BUILD_UNITS_PER_LITERAL } from "../core/calibration";
import { gridBudget, maxBudgetMs, unknownAdvice } from "../http/budget";
import { jsonBodyGuard } from "../http/body";
import { MAX_JSON_BYTES, MAX_JSON_CONTAINERS } from "../http/limits";
import { problem, type ErrorValue } from "../http/problem";
import { HintBody, HintResponse as HintResponseSchema, NoQuery, problemResponses } from "../http/schemas";
import { eliminations, gridProblem, placements, readEntries } from "./sudoku-shared";
import { variantHintAnswer } from "./variant-hint";
import { aGrid } from "../core/words";

const LEVEL: Record<HintDetail, HintLevel> = { technique: 1, cells: 2, full: 3 };

const route = createRoute({
  method: "post",
  path: "/api/hint",
  middleware: [jsonBodyGuard(MAX_JSON_BYTES, MAX_JSON_CONTAINERS, '{"puzzle": "53..7....6..195…", "detail": "technique"}')],
  summary: "The next hint for a player",
  request: { query: NoQuery, body: { required: true, content: { "application/json": { schema: HintBody } } } },
  responses: {
    200: { description: "The hint at the requested detail.", content: { "application/json": { schema: HintResponseSchema } } },
    ...problemResponses(400, 413, 415, 422),
  },
});

/** Pencil marks by cell name → one bitmask per cell. */
function pencilMarks(shape: Shape, notes: Record<string, number[]>): Uint32Array | ErrorValue {
  const marks = new Uint32Array(shape.cells);
  for (const [name, values] of Object.entries(notes)) {
    const cell = parseCellName(shape.size, name);
    if (cell < 0) {
      return { kind: "bad-notes", message: `${name} is not a cell of ${aGrid(shape.size, "x")} grid.`, field: "body.notes", cell: name };
    }
    for (const v of values) {
      if (v > shape.size) return { kind: "bad-notes", message: `${v} is not a value of ${aGrid(shape.size, "x")} grid.`, field: "body.notes", cell: name };
      marks[cell] |= bit(v);
    }
  }
  return marks;
}

/**
 * The core only learns that no single solution came back; the route knows which answer the solver proved, so an
 * "invalid" hint on givens that pass the rules says whether the puzzle has several solutions or none.
 */
function unsettledText(hint: { kind: string }, puzzle: Grid, solved: GridSolution): string | undefined {
  if (hint.kind !== "invalid" || !candidatesFromGrid(puzzle).ok) return undefined;
  if (solved.status === "none") return "The puzzle has no solution: its givens contradict each other, so there is no hint to give.";
  if (solved.status !== "multiple" || solved.solutions.length < 2) return undefined;
  const { shape } = puzzle;
  const differ = differingCells(solved.solutions[0].cells, solved.solutions[1].cells).slice(0, 4).map((cell) => cellName(shape, cell));
  return `The puzzle has more than one solution (two of them differ at ${differ.join(", ")}), so no hint can be checked against the solution; add givens until it has one.`;
}

export const hintRoutes = new OpenAPIHono<{ Bindings: Env }>().openapi(route, (c) => {
  const body = c.req.valid("json");
  if (body.fpuzzles !== undefined) return variantHintAnswer(c, { ...body, fpuzzles: body.fpuzzles });
  const puzzle = onlyPuzzle(body.puzzle ?? "", { boxed: true });
  if (!puzzle.ok) return problem(c, gridProblem(puzzle.error, "body.puzzle"));
  const { shape } = puzzle.value;
  // Rectangular boxes (a 6×6) are solved by the variant engine (solveGrid); the techniques read houses of any shape,
  // so the hint is the classic one.
  const entries = body.entries === undefined ? undefined : readEntries(body.entries, puzzle.value, body.puzzle ?? "");
  if (entries && !entries.ok) return problem(c, entries.error);
  const marks = body.notes ? pencilMarks(shape, body.notes) : undefined;
  if (marks && !(marks instanceof Uint32Array)) return problem(c, marks);

  // The solution comes from the budgeted solver, so a hint can never run away either.
  const granted = gridBudget(c.env, body.budget_ms, shape.size);
  const solved = solveGrid(puzzle.value, { budget: granted.budget, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL });
  const detail = body.detail;
  if (solved.status === "unknown") {
    const unknown = unknownAdvice(granted, "sudoku", maxBudgetMs(c.env));
    return c.json({ kind: "unknown", detail, text: "The solver ran out of budget before it knew the solution, so no hint can be checked.", unknown } satisfies HintResponse, 200);
  }
  const hint = playerHint({
    puzzle: puzzle.value,
    entries: entries?.value,
    pencilMarks: marks,
    level: LEVEL[detail],
    reveal: body.reveal,
    oracle: () => (solved.status === "unique" && solved.solution ? { solution: solved.solution.cells, searchEffort: solved.stats.decisions + solved.stats.conflicts } : null),
  });
  const answer: HintResponse = { kind: hint.kind, detail, text: unsettledText(hint, puzzle.value, solved) ?? hint.text };
  if (hint.kind === "step") {
    answer.technique = hint.technique;
    answer.houses = hint.houses.map((h) => houseName(shape, h));
    if (detail !== "technique") answer.cells = hint.cells.map((cell) => cellName(shape, cell));
    if (detail === "full") {
      answer.placements = placements(shape, hint.step.placements);
      answer.eliminations = eliminations(shape, hint.step.eliminations);
    }
  } else if (hint.kind === "wrong-entry") {
    answer.cells = hint.cells.map((cell) => cellName(shape, cell));
    if (hint.expected) answer.placements = placements(shape, hint.expected);
  } else if (hint.kind === "search") {
    answer.technique = "solver";
    answer.cells = hint.cells.map((cell) => cellName(shape, cell));
    if (hint.placement) answer.placements = placements(shape, [hint.placement]);
  }
  return c.json(answer, 200);
});
