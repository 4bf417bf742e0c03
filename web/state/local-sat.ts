/**
 * The browser's own answer for a formula the server's budget could not decide: the CDCL engine under a much larger
 * work budget, written in the API's SatResponse shape, and checked before it is shown. A model goes through the
 * independent model checker (verifyModel). An UNSAT comes with the clausal proof the engine recorded, which the
 * independent RUP checker (checkProof) reads under a work budget of its own; the proof is also handed back as DRAT
 * text, so anyone can check it again with drat-trim. The browser always runs CDCL, whatever engine the server was
 * asked for, because only CDCL records proofs.
 */
import type { SatResponse } from "../../worker/core/api";
import { checkProof, formatDrat, loadedSolver, modelToDimacs, parseDimacs, proofSteps, verifyModel, type Cnf, type Progress, type SolveResult } from "../../worker/core/sat/index";
import { browserBudgetSpent, budgetMsOf, LOCAL_CHECK_WORK, LOCAL_PROOF_LIMIT, type LocalSolveReply, type LocalSolveRequest } from "./local-budget";

/** The refutation this browser recorded, and what the checker said about it. */
export interface BrowserProof {
  /** Steps in the proof (added and deleted clauses, ending with the empty clause). */
  steps: number;
  /** "verified": every step passed; "unknown": the checker's budget ran out after `checkedSteps`. */
  check: "verified" | "unknown";
  checkedSteps: number;
  /** The checker's own budget, and the work it spent, in work units. */
  checkBudget: number;
  checkWork: number;
  /** The proof as DRAT text, to download. */
  drat: Blob;
}

export interface BrowserSatAnswer extends SatResponse {
  /** On UNSAT: the proof behind it. */
  browserProof?: BrowserProof;
  /** On UNKNOWN: what stopped the search, and what to do about it, in words. */
  stopped?: { reason: "budget" | "proof-limit"; message: string };
}

const grouped = (n: number) => n.toLocaleString("en-US");

/** The search alone, recording its proof; the solver is dropped on return, so its memory can go before the check. */
function search(cnf: Cnf, work: number, proofLimit: number, progress?: Progress): { result: SolveResult; trace: Int32Array | null } {
  // As solve() runs the engine for the API: same options, watch lists planned for large formulas.
  const { solver } = loadedSolver(cnf.numVars, [cnf.clauses], { proof: true, proofLimit }, cnf.clauses.length >= 10_000);
  const result = solver.solve({ budget: { work }, progress });
  return { result, trace: result.status === "UNSAT" ? solver.proofTrace() : null };
}

function proofLimitMessage(proofLimit: number): string {
  return (
    `The search stopped undecided because the proof this browser must check grew past ${grouped(proofLimit)} numbers, the most a tab is given for it. ` +
    "The command line has no such limit: npm run sat -- FILE.cnf --proof FILE.drat"
  );
}

/** Decides the DIMACS text `input` with the CDCL engine and `work` units; `clock` times the search and the check. */
export function solveSatLocally(request: LocalSolveRequest, clock: () => number, progress?: Progress): LocalSolveReply<BrowserSatAnswer> {
  const { input, work, proofLimit = LOCAL_PROOF_LIMIT, checkWork = LOCAL_CHECK_WORK } = request;
  const parsed = parseDimacs(input);
  if (!parsed.ok) {
    // The parser's message already starts with the line and column.
    return { ok: false, message: `Could not read the formula: ${parsed.error.message}` };
  }
  const cnf = parsed.value;
  const started = clock();
  const { result, trace } = search(cnf, work, proofLimit, progress);
  const { stats } = result;
  const answer: BrowserSatAnswer = {
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
  } else if (result.status === "UNSAT") {
    if (!trace) throw new Error("bug: the cdcl engine answered UNSAT without the proof it was asked to record");
    // The check can take as long as the search: the page hears that it is under way.
    const checking = progress && { every: progress.every, report: (checked: number) => progress.report({ ...stats, work: stats.work + checked }, "check") };
    const check = checkProof(cnf, trace, { work: checkWork }, checking);
    if (check.verdict === "refuted") return { ok: false, message: `The proof failed the check (${check.message}), so the UNSAT is not shown.` };
    const steps = proofSteps(trace);
    // The API's shape for a checked UNSAT: verified, or not with the reason.
    answer.verified = check.verdict === "verified";
    if (check.verdict === "unknown") answer.unchecked = `The checker's own budget of ${grouped(checkWork)} work units ran out after ${grouped(check.steps)} of the proof's ${grouped(steps)} steps.`;
    answer.browserProof = {
      steps,
      check: check.verdict,
      checkedSteps: check.steps,
      checkBudget: checkWork,
      checkWork: check.work,
      drat: new Blob([formatDrat(trace)], { type: "text/plain" }),
    };
  } else if (result.reason === "proof-limit") {
    answer.stopped = { reason: "proof-limit", message: proofLimitMessage(proofLimit) };
  } else {
    answer.unknown = browserBudgetSpent(work, "npm run sat -- FILE.cnf");
    answer.stopped = { reason: "budget", message: answer.unknown.message };
  }
  return { ok: true, answer, ms: clock() - started };
}
