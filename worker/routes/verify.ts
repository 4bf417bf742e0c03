/**
 * POST /api/verify — either a Sudoku (givens plus the player's entries) → rule conflicts by cell, entries that
 * contradict the unique solution, complete/correct; or a CNF plus a model → satisfied, or the first clause the
 * model falsifies (with its number and line in the uploaded text).
 */
import { OpenAPIHono, createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { CnfVerifyResponse, GridVerifyResponse } from "../core/api";
import { parseDimacs, verifyModel, type ParsedCnf } from "../core/sat/index";
import { toDimacs } from "../core/sat/index";
import { valueToChar, type Grid } from "../core/sudoku/grid";
import { onlyPuzzle } from "../core/sudoku/puzzle-collection";
import { explainEntries } from "../core/sudoku/explain-wrong";
import { cellName, parseCellName, type Shape } from "../core/sudoku/shape";
import { solveGrid } from "../core/sudoku/solve-grid";
import { BUILD_UNITS_PER_LITERAL } from "../core/calibration";
import { isComplete, isSolutionOf, ruleConflicts } from "../core/sudoku/verify";
import { gridBudget, searchStats } from "../http/budget";
import { problem, type ErrorValue } from "../http/problem";
import { jsonBodyGuard } from "../http/body";
import { CNF_LIMITS, MAX_CNF_BYTES, MAX_JSON_BYTES, MAX_JSON_CONTAINERS, MAX_VERIFY_BYTES } from "../http/limits";
import { CnfVerifyBody, GridVerifyBody, VerifyBody, VerifyResponse, NoQuery, problemResponses } from "../http/schemas";
import { gridProblem, readEntries } from "./sudoku-shared";
import { aGrid } from "../core/words";

type AppContext = Context<{ Bindings: Env }>;

const route = createRoute({
  method: "post",
  path: "/api/verify",
  middleware: [jsonBodyGuard(MAX_VERIFY_BYTES, MAX_JSON_CONTAINERS, '{"puzzle": "53..7…", "entries": "..1…"} or {"cnf": "p cnf 1 1\\n1 0\\n", "model": [1]}')],
  summary: "Check a Sudoku grid, or check a model against a CNF",
  // The one JSON route over MAX_JSON_BYTES: a client sizing its body from the other routes would refuse a CNF here.
  description: `The body may be up to ${MAX_VERIFY_BYTES.toLocaleString("en-US")} bytes (${MAX_CNF_BYTES / 1024 / 1024} MiB for the CNF and ${MAX_JSON_BYTES / 1024} KiB for the rest), not the ${MAX_JSON_BYTES / 1024} KiB of the other JSON routes, since a CNF travels in it.`,
  request: { query: NoQuery, body: { required: true, content: { "application/json": { schema: VerifyBody } } } },
  responses: {
    200: { description: "The check's findings.", content: { "application/json": { schema: VerifyResponse } } },
    ...problemResponses(400, 413, 415, 422),
  },
});

/** Model literals from an array, or from text such as solver output ("s …", "v 1 -2 0" lines; 0 ends it). */
function modelLiterals(model: number[] | string): number[] | ErrorValue {
  if (Array.isArray(model)) return model.filter((k) => k !== 0);
  const out: number[] = [];
  for (const line of model.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || /^[cs]\b/.test(trimmed)) continue;
    for (const token of trimmed.replace(/^v\b/, "").trim().split(/\s+/)) {
      if (token === "") continue;
      if (!/^-?\d+$/.test(token)) return { kind: "bad-model", message: `"${token}" in the model is not a literal.`, field: "body.model" };
      if (token === "0") return out;
      out.push(Number(token));
    }
  }
  return out;
}

function checkCnf(c: AppContext, body: z.infer<typeof CnfVerifyBody>) {
  const parsed = parseDimacs(body.cnf, CNF_LIMITS);
  // A "formula too large" error carries the limit it ran into (limit, unit), as every too-large problem does.
  if (!parsed.ok) return problem(c, { ...parsed.error, field: "body.cnf" });
  const cnf = parsed.value;
  const literals = modelLiterals(body.model);
  if (!Array.isArray(literals)) return problem(c, literals);
  const model = new Int8Array(cnf.numVars);
  for (const k of literals) {
    const v = Math.abs(k);
    if (v > cnf.numVars) return problem(c, { kind: "model-mismatch", message: `The model names variable ${v}, but the formula has ${cnf.numVars}.`, field: "body.model" });
    const value = k > 0 ? 1 : -1;
    if (model[v - 1] === -value) return problem(c, { kind: "bad-model", message: `The model sets variable ${v} both true and false.`, field: "body.model" });
    model[v - 1] = value;
  }
  const unassigned: number[] = [];
  for (let v = 0; v < cnf.numVars; v++) if (model[v] === 0) unassigned.push(v + 1);
  const answer: CnfVerifyResponse = { mode: "cnf", satisfied: true };
  const falsified = unassigned.length === 0 ? totalCheck(cnf, model) : partialCheck(cnf, model);
  if (falsified >= 0) {
    answer.satisfied = false;
    answer.falsified = {
      clause: cnf.origin[falsified],
      line: cnf.lines[falsified],
      literals: Array.from(cnf.clauses[falsified], toDimacs),
    };
  }
  if (unassigned.length > 0) answer.unassigned = unassigned;
  return c.json(answer, 200);
}

/** A total model goes through the core's independent checker; returns the falsified clause index or -1. */
function totalCheck(cnf: ParsedCnf, model: Int8Array): number {
  const check = verifyModel(cnf, model);
  return check.ok ? -1 : check.clause;
}

/** A partial model satisfies a clause only with a literal it makes true (an open literal proves nothing). */
function partialCheck(cnf: ParsedCnf, model: Int8Array): number {
  for (let i = 0; i < cnf.clauses.length; i++) {
    const clause = cnf.clauses[i];
    let satisfied = false;
    for (let j = 0; j < clause.length && !satisfied; j++) satisfied = model[clause[j] >> 1] === ((clause[j] & 1) === 1 ? -1 : 1);
    if (!satisfied) return i;
  }
  return -1;
}

/**
 * Why a cell has no entry to explain, or undefined when it has one. Unasked, the explanation would judge an empty
 * cell or a given as if it were the player's digit ("r1c4 = . fits a solution").
 */
function noEntry(givens: Grid, player: Grid, cell: number): string | undefined {
  const name = cellName(givens.shape, cell);
  if (givens.cells[cell] !== 0) return `${name} holds the given ${valueToChar(givens.cells[cell])}, not an entry: there is nothing there to explain.`;
  if (player.cells[cell] === 0) return `${name} is empty: there is no entry there to explain.`;
  return undefined;
}

function checkGrid(c: AppContext, body: z.infer<typeof GridVerifyBody>) {
  const givens = onlyPuzzle(body.puzzle, { boxed: true });
  if (!givens.ok) return problem(c, gridProblem(givens.error, "body.puzzle"));
  const { shape } = givens.value;
  // The player's grid may break the rules (that is what we report): read without the rule check.
  const entries = body.entries === undefined ? { ok: true as const, value: givens.value } : readEntries(body.entries, givens.value, body.puzzle);
  if (!entries.ok) return problem(c, entries.error);
  const player: Grid = { shape, cells: givens.value.cells.slice() };
  for (let i = 0; i < shape.cells; i++) if (player.cells[i] === 0) player.cells[i] = entries.value.cells[i];

  // The cell to explain is settled before the solve, so a request that names a wrong one costs no search (the schema
  // refuses cell without explain).
  const focus = body.cell === undefined ? null : parseCellName(shape.size, body.cell);
  if (focus === -1) return problem(c, { kind: "bad-cell", message: `${body.cell} is not a cell of ${aGrid(shape.size, "x")} grid.`, field: "body.cell", cell: body.cell });
  if (focus !== null) {
    const missing = noEntry(givens.value, player, focus);
    if (missing) return problem(c, { kind: "no-entry", message: missing, field: "body.cell", cell: cellName(shape, focus) });
  }

  const granted = gridBudget(c.env, body.budget_ms, shape.size);
  const solved = solveGrid(givens.value, { budget: granted.budget, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL });
  const wrong: GridVerifyResponse["wrong"] = [];
  if (solved.status === "unique" && solved.solution) {
    for (let i = 0; i < shape.cells; i++) {
      if (givens.value.cells[i] !== 0 || player.cells[i] === 0 || player.cells[i] === solved.solution.cells[i]) continue;
      const entry: GridVerifyResponse["wrong"][number] = { cell: cellName(shape, i), value: player.cells[i] };
      if (body.reveal) entry.expected = solved.solution.cells[i];
      wrong.push(entry);
    }
  }
  const answer: GridVerifyResponse = {
    mode: "grid",
    size: shape.size,
    complete: isComplete(player),
    correct: isSolutionOf(givens.value, player),
    conflicts: ruleConflicts(player).map((x) => ({ cell: x.cells[1], value: x.value, with: [x.cells[0]], house: x.house })),
    wrong,
    solutionStatus: solved.status,
    stats: searchStats(solved.stats, granted),
  };
  if (body.explain) answer.explanation = explainEntries(givens.value, player, focus, granted.budget);
  return c.json(answer, 200);
}

export const verifyRoutes = new OpenAPIHono<{ Bindings: Env }>().openapi(route, (c) => {
  const body = c.req.valid("json");
  return "cnf" in body ? checkCnf(c, body) : checkGrid(c, body);
});
