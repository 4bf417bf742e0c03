/**
 * POST /api/solve and GET /api/solve?puzzle=… — any size from 4×4 to 25×25 (6×6 and the other rectangular-box
 * sides through the variant engine): unique, multiple (with a second
 * solution as proof), none, or an honest unknown when the work budget runs out; steps=true adds the logical
 * solution log and its grade, certificate=true a checkable proof of uniqueness (CNF + DRAT).
 */
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { MinimalityResponse, SolveResponse } from "../core/api";
import type { Budget } from "../core/budget";
import { candidatesFromGrid } from "../core/sudoku/candidates";
import { uniquenessCertificate } from "../core/sudoku/certificate";
import { givensNeeded } from "../core/sudoku/minimality";
import { countGivens } from "../core/sudoku/encode";
import { BUILD_UNITS_PER_LITERAL } from "../core/calibration";
import { gradeExplanation } from "../core/sudoku/grade";
import { differingCells, type Grid } from "../core/sudoku/grid";
import { formatGrid } from "../core/sudoku/grid-text";
import { onlyPuzzle } from "../core/sudoku/puzzle-collection";
import { cellName } from "../core/sudoku/shape";
import { explainCandidates } from "../core/sudoku/hints/explain";
import { solveSudoku } from "../core/sudoku/solve";
import { boxedPuzzle } from "../core/sudoku/variants/boxed";
import { gridBudget, maxBudgetMs, searchStats, unknownAdvice } from "../http/budget";
import { jsonBodyGuard } from "../http/body";
import { MAX_CERTIFICATE_PROOF_INTS, MAX_JSON_BYTES, MAX_JSON_CONTAINERS } from "../http/limits";
import { problem } from "../http/problem";
import { SolveBody, SolveQuery, SolveResponse as SolveResponseSchema, NoQuery, problemResponses } from "../http/schemas";
import { apiSteps, gridProblem, withoutGrids } from "./sudoku-shared";
import { solvedVariantAnswer, variantSolveAnswer } from "./variant-solve";

/** The way in for a puzzle kept in a file, in any layout onlyPuzzle reads (a grid with borders, in rows, under a title or comments). */
const PUZZLE_FILE_BY_QUERY = "A puzzle in a file can go in the query string instead: curl -G --data-urlencode puzzle@puzzle.txt …/api/solve.";

const verdict = { description: "The verdict, solution(s) and search statistics.", content: { "application/json": { schema: SolveResponseSchema } } };

const getRoute = createRoute({
  method: "get",
  path: "/api/solve",
  summary: "Solve a Sudoku (query string)",
  request: { query: SolveQuery },
  responses: { 200: verdict, ...problemResponses(400, 422) },
});

const postRoute = createRoute({
  method: "post",
  path: "/api/solve",
  middleware: [jsonBodyGuard(MAX_JSON_BYTES, MAX_JSON_CONTAINERS, '{"puzzle": "53..7....6..195…"}', PUZZLE_FILE_BY_QUERY)],
  summary: "Solve a Sudoku (JSON body)",
  request: { query: NoQuery, body: { required: true, content: { "application/json": { schema: SolveBody } } } },
  responses: { 200: verdict, ...problemResponses(400, 413, 415, 422) },
});

interface SolveAsk {
  steps: boolean;
  certificate: boolean;
  minimality: boolean;
  /** Solutions to count and list (count=k); undefined: 2, listed as solution and otherSolution only. */
  count: number | undefined;
  budgetMs: number | undefined;
  /** False: no solved grid in the answer (solution=false). */
  solution: boolean;
}

function solveAnswer(c: Context<{ Bindings: Env }>, puzzle: string, ask: SolveAsk, field: string) {
  const parsed = onlyPuzzle(puzzle, { boxed: true });
  if (!parsed.ok) return problem(c, gridProblem(parsed.error, field));
  const grid = parsed.value;
  if (grid.shape.box === 0) return boxedSolveAnswer(c, grid, ask, field);
  const granted = gridBudget(c.env, ask.budgetMs, grid.shape.size);
  const solved = solveSudoku(grid, { budget: granted.budget, limit: ask.count ?? 2 });
  const body: SolveResponse = {
    status: solved.status,
    size: grid.shape.size,
    puzzle: formatGrid(grid),
    stats: searchStats(solved.stats, granted),
  };
  if (solved.solution) body.solution = formatGrid(solved.solution);
  if (solved.status === "multiple" && solved.solutions[1]) {
    body.otherSolution = formatGrid(solved.solutions[1]);
    body.differingCells = differingCells(solved.solutions[0].cells, solved.solutions[1].cells).map((cell) => cellName(grid.shape, cell));
  }
  if (ask.count !== undefined) {
    body.solutions = solved.solutions.map((s) => formatGrid(s));
    body.count = { solutions: solved.solutions.length, complete: solved.status !== "unknown" && solved.complete, limit: ask.count };
  }
  if (solved.status === "unknown") {
    // The Enter page checks the puzzle again and then offers to keep solving it on the visitor's device.
    const browser = `${new URL(c.req.url).origin}/enter?p=${encodeURIComponent(body.puzzle)}`;
    body.unknown = unknownAdvice(granted, "sudoku", maxBudgetMs(c.env), { browser });
  }
  if (ask.steps && solved.status === "unique" && solved.solution) Object.assign(body, solutionLog(grid, solved.solution.cells, solved.stats.decisions + solved.stats.conflicts));
  let settled = solved.status !== "unknown";
  if (ask.certificate && solved.status === "unique" && solved.solution) {
    // The certificate gets what the solve left of the budget.
    const left = { work: Math.max(0, granted.work - solved.stats.work) };
    // Its work is the request's too: stats.work reports everything the budget paid for.
    const spent = { work: 0 };
    const made = uniquenessCertificate(grid, solved.solution, left, MAX_CERTIFICATE_PROOF_INTS, { spent, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL });
    body.stats.work += spent.work;
    body.certificate = made.ok ? made.value : { cnf: "", proof: "", steps: 0, check: "unknown", error: made.error.message };
    if (!made.ok && made.error.kind === "budget") settled = false;
  }
  if (ask.minimality && solved.status === "unique" && solved.solution) {
    // Like the certificate, the check gets what the solve (and the certificate) left of the budget.
    const spent = { work: 0 };
    body.minimality = minimalityAnswer(grid, solved.solution.cells, { work: Math.max(0, granted.work - body.stats.work) }, spent);
    body.stats.work += spent.work;
    if (body.minimality.checked < body.minimality.givens) settled = false;
  }
  // The same puzzle always gets the same answer, except one that a bigger budget could complete.
  if (settled) c.header("cache-control", "public, max-age=86400");
  return c.json(ask.solution ? body : withoutGrids(body), 200);
}

/**
 * The logical solution log of a unique puzzle and its grade: the techniques in turn, and where none applies, a
 * placement from the proven solution, which the log names as the solver's.
 */
function solutionLog(grid: Grid, solution: Uint8Array, searchEffort: number): Pick<SolveResponse, "steps" | "grade"> {
  const start = candidatesFromGrid(grid);
  if (!start.ok) return {};
  const explanation = explainCandidates(start.value, { oracle: () => ({ solution, searchEffort }) });
  return { steps: apiSteps(explanation), grade: gradeExplanation(explanation) };
}

/**
 * A grid with rectangular boxes (6×6 … 15×15): the classic search engines take square boxes only, so the SAT engine
 * solves it as a variant puzzle with no rules; the techniques read houses of any shape, so its log is the classic one.
 */
function boxedSolveAnswer(c: Context<{ Bindings: Env }>, grid: Grid, ask: SolveAsk, field: string) {
  const from = field.startsWith("query") ? "query" : "body";
  const steps = ask.steps ? (solution: Uint8Array, searchEffort: number) => solutionLog(grid, solution, searchEffort) : undefined;
  const minimality = ask.minimality ? (solution: Uint8Array, left: Budget, spent: { work: number }) => minimalityAnswer(grid, solution, left, spent) : undefined;
  return solvedVariantAnswer(c, boxedPuzzle(grid), { certificate: ask.certificate, budgetMs: ask.budgetMs, budgetField: `${from}.budget_ms`, steps, minimality, count: ask.count, solution: ask.solution });
}

/** Which givens of a unique puzzle could each go, on `left` of the request's budget; `spent` gets what it cost. */
function minimalityAnswer(grid: Grid, solution: Uint8Array, left: Budget, spent: { work: number }): MinimalityResponse {
  const found = givensNeeded(grid, { shape: grid.shape, cells: solution }, left, { spent, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL });
  if (found.ok) return found.value;
  return { minimal: null, redundant: [], checked: 0, givens: countGivens(grid), error: found.error.message };
}

export const solveRoutes = new OpenAPIHono<{ Bindings: Env }>()
  .openapi(getRoute, (c) => {
    const { puzzle, steps, certificate, minimality, count, budget_ms, solution } = c.req.valid("query");
    return solveAnswer(c, puzzle, { steps: steps === true, certificate: certificate === true, minimality: minimality === true, count, budgetMs: budget_ms, solution: solution !== false }, "query.puzzle");
  })
  .openapi(postRoute, (c) => {
    const body = c.req.valid("json");
    if (body.fpuzzles !== undefined) return variantSolveAnswer(c, { fpuzzles: body.fpuzzles, certificate: body.certificate, count: body.count, budget_ms: body.budget_ms, solution: body.solution });
    const { puzzle = "", steps, certificate, minimality, count, budget_ms, solution } = body;
    return solveAnswer(c, puzzle, { steps: steps === true, certificate: certificate === true, minimality: minimality === true, count, budgetMs: budget_ms, solution: solution !== false }, "body.puzzle");
  });
