/**
 * What POST /api/sat runs once the formula is read: the solve, model count or UNSAT core that was asked for, under
 * the request's one budget, and the comment lines that describe it in a text answer.
 */
import type { z } from "@hono/zod-openapi";
import { SUGGEST_PREPROCESS_FROM_CLAUSES, type SatResponse } from "../core/api";
import type { Budget } from "../core/budget";
import { WORK_UNITS_PER_MS_BY_ENGINE } from "../core/calibration";
import { countModels, describePreprocessing, describeProofCheck, solve, unsatCore, type ParsedCnf, type SolveResult } from "../core/sat/index";
import { coreUnknownMessage, type RequestBudget } from "../http/budget";
import { MAX_COUNT_LITERALS } from "../http/limits";
import type { ErrorValue } from "../http/problem";
import type { SatQuery } from "../http/schemas";
import { proofAsker, proofIntLimit, proofSummary, recordsProof, uncheckedReason, wantsProof } from "./sat-proof";

/** Refuses, before any search, a count whose models and blocking clauses would not fit in memory. */
export function countTooLarge(numVars: number, count: number): ErrorValue | undefined {
  if (count * numVars <= MAX_COUNT_LITERALS) return undefined;
  const most = Math.max(1, Math.floor(MAX_COUNT_LITERALS / Math.max(1, numVars)));
  return {
    kind: "response-too-large",
    message: `count=${count} on ${numVars} variables would keep ${count * numVars} literals of models and blocking clauses, over the limit of ${MAX_COUNT_LITERALS}; ask for count=${most} or fewer.`,
    limit: MAX_COUNT_LITERALS,
    unit: "literals",
    field: "query.count",
  };
}

export interface Answer {
  result: SolveResult;
  count?: SatResponse["count"];
  core?: SatResponse["core"];
  coreMinimal?: boolean;
  coreUnknown?: string;
}

type SatOptions = z.infer<typeof SatQuery>;

/**
 * Refuses options that cannot go together (before the body is read), so that an answer never reports something
 * that did not run: a proof, a core and preprocessing come with a plain solve, and a count runs on its own CDCL
 * search.
 */
export function refusedCombination(query: SatOptions): ErrorValue | undefined {
  if (query.preprocess && (query.engine !== "cdcl" || query.count !== undefined)) {
    const field = query.engine !== "cdcl" ? "query.engine" : "query.count";
    return { kind: "invalid-request", message: "preprocess=true comes with a plain cdcl solve; drop engine or count, or preprocess.", field };
  }
  if (wantsProof(query) && query.engine !== "cdcl") {
    return { kind: "invalid-request", message: `Proofs come from the cdcl engine; drop engine=${query.engine}.`, field: "query.engine" };
  }
  if (wantsProof(query) && (query.count !== undefined || query.core)) {
    return { kind: "invalid-request", message: "A proof comes with a plain solve; ask for it without count or core.", field: proofAsker(query) };
  }
  // countModels takes no engine: the answer would name one that never ran, and its budget would be converted at
  // that engine's rate.
  if (query.count !== undefined && query.engine !== "cdcl") {
    return { kind: "invalid-request", message: `Models are counted by the cdcl engine; drop engine=${query.engine}.`, field: "query.engine" };
  }
  if (query.count !== undefined && query.core) {
    return { kind: "invalid-request", message: "An unsatisfiable core comes with a plain solve; ask for it without count.", field: "query.core" };
  }
  return undefined;
}

/** Runs what was asked (a solve, a model count, an UNSAT core) under one budget. */
export function answer(cnf: ParsedCnf, query: SatOptions, granted: RequestBudget, budget: Budget, maxMs: number): Answer {
  if (query.count !== undefined) {
    const counted = countModels(cnf, query.count, budget, { seed: query.seed });
    const count = { models: counted.count, complete: counted.kind === "exact", limit: query.count };
    if (counted.count > 0) return { result: { status: "SAT", model: counted.models[0], stats: counted.stats }, count };
    if (counted.kind === "exact") return { result: { status: "UNSAT", stats: counted.stats }, count };
    return { result: { status: "UNKNOWN", reason: "budget", stats: counted.stats }, count };
  }
  // A proof is recorded on every CDCL solve so that UNSAT is checked; one nobody asked for is dropped, not a
  // reason to stop, when it outgrows what a request may hold.
  const proof = recordsProof(query);
  const result = solve(cnf, {
    engine: query.engine,
    budget,
    seed: query.seed,
    preprocess: query.preprocess ?? false,
    proof,
    proofLimit: proof ? proofIntLimit(cnf.numVars) : undefined,
    proofOverflow: wantsProof(query) ? "stop" : "drop",
  });
  // The check is part of the request's work: the client sees it counted, and a core search gets only what is left.
  if (result.status === "UNSAT" && result.proofCheck) result.stats.work += result.proofCheck.work;
  if (!query.core || result.status !== "UNSAT") return { result };
  // The core search gets what the solve left of the budget, so the whole request stays within it. It runs on CDCL,
  // so what a DPLL solve left is turned into CDCL's units at the two engines' rates: the same share of the time.
  const rate = WORK_UNITS_PER_MS_BY_ENGINE.cdcl / WORK_UNITS_PER_MS_BY_ENGINE[query.engine];
  const left = { work: Math.floor(Math.max(0, (budget.work ?? 0) - result.stats.work) * rate) };
  const core = unsatCore(cnf, left);
  if (core.status !== "UNSAT") return { result, coreUnknown: coreUnknownMessage(granted, result.stats.work, maxMs) };
  return { result, core: core.origins.map((clause, i) => ({ clause, line: core.lines[i] })), coreMinimal: core.minimal };
}

/** The `c` lines of a text answer: warnings, count, core, how an UNSAT was checked, advice. */
export function commentLines(cnf: ParsedCnf, found: Answer, advice: string | undefined, engine: string, asked: boolean): string[] {
  const lines = cnf.warnings.map((w) => `warning: ${w.message}`);
  if (found.result.preprocessing) lines.push(describePreprocessing(found.result.preprocessing));
  if (found.count) {
    const { models, complete, limit } = found.count;
    lines.push(`models: ${models}${complete ? " (all of them)" : models >= limit ? ` (stopped at count=${limit})` : " (budget ran out)"}`);
  }
  if (found.core) {
    lines.push(`unsatisfiable core: ${found.core.length} clauses${found.coreMinimal ? ", minimal (drop any one and the rest are satisfiable)" : ""}`);
    for (const { clause, line } of found.core) lines.push(`core clause ${clause}${line > 0 ? ` (line ${line})` : ""}`);
  }
  if (found.coreUnknown) lines.push(found.coreUnknown);
  const proof = proofSummary(found.result);
  if (proof) {
    const steps = `${proof.steps} DRAT step${proof.steps === 1 ? "" : "s"}`;
    lines.push(asked ? `proof: ${steps}, ${describeProofCheck(proof.check)} (format=drat returns it)` : `refutation: ${steps}, ${describeProofCheck(proof.check)} (proof=true returns it)`);
  }
  const unchecked = uncheckedReason(found.result, engine, found.count !== undefined);
  if (unchecked && !proof) lines.push(unchecked.message);
  if (advice) lines.push(advice);
  return lines;
}

/** On an UNKNOWN: a large formula that could have been simplified first gets that suggestion beside the budget advice. */
export function preprocessTip(cnf: ParsedCnf, query: SatOptions): string | undefined {
  const could = query.engine === "cdcl" && !query.preprocess && query.count === undefined && cnf.clauses.length >= SUGGEST_PREPROCESS_FROM_CLAUSES;
  return could ? "Large formulas from circuits or model checking often go further with preprocess=true (variable elimination first)." : undefined;
}

/**
 * The command that runs a request's search on the user's machine without a limit: the CLI's own flags for the
 * options that shape the search, each only when it is not the default, so the advice repeats what ran.
 */
export function localSatCommand(query: Pick<SatOptions, "engine" | "seed" | "preprocess">): string {
  const flags: string[] = [];
  if (query.engine !== "cdcl") flags.push(`--engine ${query.engine}`);
  // Only the CDCL engine reads a seed, and 0 is the one it uses when none is given.
  if (query.engine === "cdcl" && query.seed !== undefined && query.seed !== 0) flags.push(`--seed ${query.seed}`);
  if (query.preprocess) flags.push("--preprocess");
  return ["npm run sat -- FILE.cnf", ...flags].join(" ");
}

/**
 * The sentence of advice an UNKNOWN carries beside the budget's: for a count, that the command line decides the
 * formula but counts nothing (it has no count option, and the advice must not pretend it does); else the
 * suggestion to preprocess, where it applies.
 */
export function unknownTip(cnf: ParsedCnf, query: SatOptions): string | undefined {
  if (query.count !== undefined) return "The command line does not count models: it finds one or proves there is none.";
  return preprocessTip(cnf, query);
}
