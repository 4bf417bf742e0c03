/**
 * Browser plumbing for /sat: the .res file (its name, the browser's answer written as one, the download), errors in
 * the page's words, and whether the network is there.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { SatResponse } from "../../worker/core/api";
import { emptyStats, formatRes, type SolveResult } from "../../worker/core/sat/index";
import { describeError, type ApiError } from "../api/client";

/** "formula.cnf" → "formula.res"; pasted text → "result.res". */
export const resName = (file: string | null): string => (file ? `${file.replace(/\.[^.]*$/, "")}.res` : "result.res");

/**
 * An answer the browser found, as the server's .res file would write it: the server's own formatter is given the
 * answer back in the solver's shape (the .res reads only the verdict and the model). `ms`: the browser's solve time.
 */
export function resOf(r: SatResponse, ms: number): string {
  const stats = { ...emptyStats(), decisions: r.stats.decisions, propagations: r.stats.propagations, conflicts: r.stats.conflicts, work: r.stats.work };
  let result: SolveResult;
  if (r.status === "SAT") {
    const model = new Int8Array(r.numVars).fill(-1);
    for (const lit of r.model ?? []) model[Math.abs(lit) - 1] = lit > 0 ? 1 : -1;
    result = { status: "SAT", model, stats };
  } else {
    result = r.status === "UNSAT" ? { status: "UNSAT", stats } : { status: "UNKNOWN", reason: "budget", stats };
  }
  return formatRes(result, ms);
}

/**
 * An API error as the page says it. A budget too small to read the formula is put in terms of the page's Budget
 * field (the API's own detail names its budget_ms parameter); `limit` is the least budget that reads it.
 */
export function satErrorText(error: ApiError): string {
  const p = error.kind === "problem" ? error.problem : undefined;
  if (p?.kind === "budget-too-small" && p.limit !== undefined) {
    return `The budget is too small even to read this formula: set the budget to ${p.limit.toLocaleString("en-US")} ms or more.`;
  }
  return describeError(error);
}

export function saveFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** navigator.onLine as state: the page says when solving cannot work. */
export function useOnline() {
  const online = useSignal(typeof navigator === "undefined" || navigator.onLine);
  useEffect(() => {
    const update = () => (online.value = navigator.onLine);
    addEventListener("online", update);
    addEventListener("offline", update);
    return () => {
      removeEventListener("online", update);
      removeEventListener("offline", update);
    };
  }, []);
  return online.value;
}
