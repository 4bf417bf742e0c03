/**
 * Answer formats: SAT-competition text, the `.res` result file, and a JSON shape. The core has no clock,
 * so elapsed milliseconds are always passed in by the caller.
 */
import { AsciiWriter } from "./ascii-writer";
import { PROOF_DELETE } from "./proof";
import { toDimacs, type Model, type PreprocessingReport, type SolveResult, type SolveStats, type UnknownReason } from "./types";

/** SAT-competition status words. */
export const COMPETITION_STATUS = { SAT: "SATISFIABLE", UNSAT: "UNSATISFIABLE", UNKNOWN: "UNKNOWN" } as const;

/** Exit codes of the competition convention: 10 SAT, 20 UNSAT, 0 unknown. */
export const EXIT_CODE = { SAT: 10, UNSAT: 20, UNKNOWN: 0 } as const;

/** Model as DIMACS integers: v+1 when true, -(v+1) when false. */
export function modelToDimacs(model: Model): number[] {
  const out = new Array<number>(model.length);
  for (let v = 0; v < model.length; v++) out[v] = model[v] === 1 ? v + 1 : -(v + 1);
  return out;
}

/** `v` lines no wider than `width` characters, the last one ending in `0`. */
export function formatValueLines(model: Model, width = 78): string[] {
  const lines: string[] = [];
  let current = "v";
  const push = (token: string): void => {
    if (current.length + 1 + token.length > width && current.length > 1) {
      lines.push(current);
      current = "v";
    }
    current += ` ${token}`;
  };
  for (const k of modelToDimacs(model)) push(String(k));
  push("0");
  lines.push(current);
  return lines;
}

export interface CompetitionOptions {
  /** Maximum `v` line width (default 78). */
  width?: number;
  /** Extra `c` lines before the answer (without the leading "c "). */
  comments?: readonly string[];
  /** Elapsed time to report in a `c` line. */
  ms?: number;
  /** Print the statistics as `c` lines (default true). */
  stats?: boolean;
}

/** `c` statistic lines, then `s ...`, then `v ... 0` lines for SAT. */
export function formatCompetition(result: SolveResult, options: CompetitionOptions = {}): string {
  const out: string[] = [];
  for (const c of options.comments ?? []) out.push(`c ${c}`);
  if (options.stats !== false) out.push(...statLines(result.stats, options.ms));
  if (result.status === "UNKNOWN") out.push(`c stopped: ${result.reason === "budget" ? "budget exhausted" : "proof size limit reached"}`);
  out.push(`s ${COMPETITION_STATUS[result.status]}`);
  if (result.status === "SAT") out.push(...formatValueLines(result.model, options.width ?? 78));
  return `${out.join("\n")}\n`;
}

function statLines(stats: SolveStats, ms: number | undefined): string[] {
  const lines = [
    `c decisions    ${stats.decisions}`,
    `c propagations ${stats.propagations}`,
    `c conflicts    ${stats.conflicts}`,
    `c learnt       ${stats.learnt}`,
    `c restarts     ${stats.restarts}`,
    `c work units   ${stats.work}`,
  ];
  if (ms !== undefined) lines.push(`c time         ${formatMs(ms)} ms`);
  return lines;
}

const formatMs = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : String(Math.round(ms)));

/**
 * The `.res` result file (read by some teaching test harnesses): `s 1|0|-1` (SAT, UNSAT, unknown), for SAT a `v` line of every variable as ±k,
 * and `t` the solve time in milliseconds.
 * @example formatRes(result, 12) // "s 1\nv 1 -2 3\nt 12\n"
 */
export function formatRes(result: SolveResult, ms: number): string {
  const code = result.status === "SAT" ? 1 : result.status === "UNSAT" ? 0 : -1;
  const lines = [`s ${code}`];
  if (result.status === "SAT") lines.push(`v ${modelToDimacs(result.model).join(" ")}`.trimEnd());
  lines.push(`t ${formatMs(ms)}`);
  return `${lines.join("\n")}\n`;
}

export type SolveJson = (
  | { status: "SAT"; model: number[]; stats: SolveStats; ms?: number }
  | { status: "UNSAT"; stats: SolveStats; ms?: number }
  | { status: "UNKNOWN"; reason: UnknownReason; stats: SolveStats; ms?: number }
) & { preprocessing?: PreprocessingReport };

/** A plain-JSON view of a result: the model as DIMACS integers. */
export function resultToJson(result: SolveResult, ms?: number): SolveJson {
  const extra = { ...(ms === undefined ? {} : { ms }), ...(result.preprocessing ? { preprocessing: { ...result.preprocessing } } : {}) };
  const stats = { ...result.stats };
  if (result.status === "SAT") return { status: "SAT", model: modelToDimacs(result.model), stats, ...extra };
  if (result.status === "UNSAT") return { status: "UNSAT", stats, ...extra };
  return { status: "UNKNOWN", reason: result.reason, stats, ...extra };
}

/**
 * What the preprocessing did, in one line, the same in every text answer (CLI, API):
 * "preprocessing: 950 of 1,200 clauses left (40 variables eliminated, 180 clauses subsumed, 12 strengthened), 96,000 work units".
 */
export function describePreprocessing(report: PreprocessingReport): string {
  const n = (x: number): string => x.toLocaleString("en-US");
  const spent = `${n(report.work)} work units`;
  if (!report.applied) return `preprocessing: set aside, its proof steps would leave the search no room under the proof limit (${spent} spent)`;
  const plural = (x: number, one: string, many: string): string => `${n(x)} ${x === 1 ? one : many}`;
  const removed = `${plural(report.eliminatedVars, "variable", "variables")} eliminated, ${plural(report.subsumed, "clause", "clauses")} subsumed, ${n(report.strengthened)} strengthened`;
  return `preprocessing: ${n(report.clausesAfter)} of ${n(report.clausesBefore)} clauses left (${removed}), ${spent}`;
}

/**
 * A proof trace as DRAT text, the format drat-trim reads: one clause per line ending in 0, deletions prefixed "d".
 * @example formatDrat(result.proof) // "-1 2 0\nd -1 2 3 0\n0\n"
 */
export function formatDrat(trace: Int32Array): string {
  const out = new AsciiWriter(trace.length * 6);
  for (let at = 0; at < trace.length; ) {
    const size = trace[at + 1];
    if (trace[at] === PROOF_DELETE) out.text("d ");
    for (let i = 0; i < size; i++) out.literal(trace[at + 2 + i]);
    out.endClause();
    at += 2 + size;
  }
  return out.toString();
}

/** The checker's verdict on a proof in words, the same in every answer (CLI, API text). */
export function describeProofCheck(verdict: "verified" | "refuted" | "unknown"): string {
  return verdict === "verified" ? "verified by the built-in RUP checker" : verdict === "unknown" ? "not fully checked within the budget" : "refuted by the built-in RUP checker";
}
