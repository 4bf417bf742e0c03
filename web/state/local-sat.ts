/**
 * The browser's own answer for a formula the server's budget could not decide: the CDCL engine through `solve` (as
 * the API runs it), under a much larger work budget, with the model checked by the independent checker
 * (verifyModel) before it is shown, written in the API's SatResponse shape.
 */
import type { SatResponse } from "../../worker/core/api";
import { modelToDimacs, parseDimacs, solve, verifyModel } from "../../worker/core/sat/index";
import { browserBudgetSpent, budgetMsOf, type LocalSolveReply, type LocalSolveRequest } from "./local-budget";

/** Decides the DIMACS text `input` with the CDCL engine and `work` units; `clock` times the solve. */
export function solveSatLocally({ input, work }: LocalSolveRequest, clock: () => number): LocalSolveReply<SatResponse> {
  const parsed = parseDimacs(input);
  if (!parsed.ok) {
    // The parser's message already starts with the line and column.
    return { ok: false, message: `Could not read the formula: ${parsed.error.message}` };
  }
  const cnf = parsed.value;
  const started = clock();
  const result = solve(cnf, { engine: "cdcl", budget: { work } });
  const ms = clock() - started;
  const { stats } = result;
  const answer: SatResponse = {
    status: result.status,
    engine: "cdcl",
    numVars: cnf.numVars,
    numClauses: cnf.clauses.length,
    stats: { decisions: stats.decisions, propagations: stats.propagations, conflicts: stats.conflicts, work: stats.work, budgetWork: work, budgetMs: budgetMsOf(work) },
    warnings: cnf.warnings.map((w) => w.message),
  };
  if (result.status === "SAT") {
    const check = verifyModel(cnf, result.model);
    if (!check.ok) return { ok: false, message: `The model failed the check, so it is not shown: ${check.message}` };
    answer.model = modelToDimacs(result.model);
    answer.verified = true;
  }
  if (result.status === "UNKNOWN") {
    answer.unknown = browserBudgetSpent(work, "npm run sat -- FILE.cnf");
  }
  return { ok: true, answer, ms };
}
