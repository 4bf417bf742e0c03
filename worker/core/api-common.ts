/**
 * JSON shapes every route of the HTTP API shares: search statistics, the advice that comes with an UNKNOWN, and the
 * problem details of every error. Types only; `api.ts` re-exports them beside the route shapes.
 */

/** Hint detail, escalating: technique and area only → the cells → the full deduction. */
export const HINT_DETAILS = ["technique", "cells", "full"] as const;
export type HintDetail = (typeof HINT_DETAILS)[number];

/** Counters of one search, in the solver's own units (work units are what the budget counts). */
export interface SearchStats {
  decisions: number;
  propagations: number;
  conflicts: number;
  /** Work units spent; compare with `budgetWork`. */
  work: number;
  /** The work budget this request ran under (from budget_ms, capped by the server). */
  budgetWork: number;
  /** The budget in milliseconds it was derived from. */
  budgetMs: number;
  learnt?: number;
  restarts?: number;
}

/** Set when the budget ran out: an honest "don't know", with what to do instead. */
export interface UnknownAdvice {
  reason: "budget";
  /** A plain sentence, e.g. how to raise budget_ms or run the command line without a limit. */
  message: string;
  /** A command that solves it locally without a limit. */
  command: string;
  /** A classic grid's address on the site's Enter page, which keeps solving it in the browser without the server's limit. */
  browser?: string;
  /** On /api/sat: the largest budget_ms the server grants, so a client can tell whether raising the budget can help. */
  maxBudgetMs?: number;
}

// ── Problem details (RFC 9457) ──────────────────────────────────────────────────────────────────────────────

/** Where in the input a problem is: a DIMACS position, a cell, or a request field. */
export interface ProblemLocation {
  line?: number;
  column?: number;
  /** Cell name, e.g. "r3c7". */
  cell?: string;
  /** Query parameter or JSON field, e.g. "budget_ms" or "body.puzzle". */
  field?: string;
}

/** Body of every error response, served as application/problem+json. */
export interface Problem extends ProblemLocation {
  /** A URI reference naming the problem kind ("/api/problems/dimacs-syntax"). */
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The core error kind, e.g. "dimacs-syntax", "bad-grid", "too-large", "malformed-json". */
  kind: string;
  /** For size problems: the limit that was exceeded, and its unit. */
  limit?: number;
  unit?: string;
  /** For validation problems: every failing field. */
  errors?: { field: string; message: string }[];
}
