/**
 * What each problem type means and what to do about it: the documentation a problem's `type` URI leads to
 * (RFC 9457 asks that it be human-readable when dereferenced). The record is keyed by ErrorKind, so a new kind does
 * not compile until it is described here.
 */
import { kindInfo, type ErrorKind } from "./problem";

const ABOUT: Record<ErrorKind, string> = {
  "malformed-json": "The body is not JSON. The problem's line and column say where it breaks; send a JSON object with Content-Type: application/json.",
  "malformed-body": "The body could not be read, or a multipart upload does not parse. Send the text itself as the body, or a form whose boundary matches its Content-Type.",
  "invalid-request": "A parameter breaks its rules. `errors` lists every failing field (query.size, body.model[0], path.date) with what it must be and what was sent.",
  "dimacs-syntax": "The DIMACS text does not parse. `line` and `column` point at the first fault.",
  "bad-grid": "The grid text is not a grid: a wrong number of cells, or a symbol that is no value of its size. `cell` names the cell (r3c7).",
  "grid-syntax": "The grid text is not a grid. `cell` names the cell where reading stopped.",
  "bad-cell": "A cell name points outside the grid (r10c1 on a 9×9).",
  "no-entry": "The cell named (`cell`) holds no entry of the player's to work on: it is empty, or it is a given. Name a cell the entries fill.",
  "bad-model": "The model is not a list of literals, or sets a variable both true and false.",
  "bad-notes": "Pencil marks name a cell outside the grid or a value above its size. `cell` names the cell.",
  "bad-fpuzzles": "The f-puzzles puzzle (JSON or compressed link) does not read. `field` and `cell` point into it.",
  "empty-body": "The request has no body; the message says what to send.",
  "too-large": "The body is over the route's limit, given as `limit` and `unit`.",
  "dimacs-too-large": "The formula has more variables, clauses or literals than a request may (`limit`, `unit`); the command line takes larger ones.",
  "grid-too-large": "The grid is larger than the API serves.",
  "response-too-large": "The answer asked for would be over what one response may hold (`limit`, `unit`); ask for less.",
  "unsupported-media-type": "This route reads another content type; the message names the one it takes.",
  "givens-conflict": "Two givens clash in a row, column or box, so the puzzle cannot have a solution. `cell` names the second of them.",
  "model-mismatch": "The model names a variable the formula does not have.",
  "grid-mismatch": "The entries do not fit the puzzle: a grid of another size, or another digit over a given. `cell` names that given.",
  "unsupported-size": "This route does not make or take puzzles of that size.",
  "unsupported-constraint": "The f-puzzles puzzle uses a constraint this solver does not know.",
  "budget-too-small": "budget_ms is below the work the request cannot cut short; `limit` is the least budget that does.",
  "date-out-of-range": "Daily puzzles exist from the first published day to tomorrow (UTC); the date, or the range, falls outside.",
  "range-too-long": "An archive range is longer than `limit` days; ask in pieces.",
  "no-proof": "There is no proof to give: the formula is satisfiable, or the budget ran out first.",
  "not-found": "No route has this path. GET /api/openapi.json lists them.",
  "method-not-allowed": "The path exists but does not answer this method; the Allow header lists the ones it does.",
  "daily-unavailable": "The day's puzzle cannot be read or remade just now without risking a different puzzle. Retry after the Retry-After seconds.",
  "internal": "Something failed on the server. It has been logged; retrying may help.",
};

export interface ProblemType {
  type: string;
  kind: ErrorKind;
  status: number;
  title: string;
  about: string;
}

export const PROBLEM_KINDS = Object.keys(ABOUT) as ErrorKind[];

export function isErrorKind(text: string): text is ErrorKind {
  return Object.hasOwn(ABOUT, text);
}

/** The documentation of one problem type. */
export function problemType(kind: ErrorKind): ProblemType {
  const { status, title } = kindInfo(kind);
  return { type: `/api/problems/${kind}`, kind, status, title, about: ABOUT[kind] };
}
