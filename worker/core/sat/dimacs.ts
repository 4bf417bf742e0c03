/**
 * DIMACS CNF reader. One pass over the text by char codes (no regex split, no per-token strings), so a 10 MB
 * file parses in tens of milliseconds. Accepts what real files contain: comments anywhere (lines whose first
 * non-blank character is `c`), clauses spanning lines or several per line, CRLF, tabs, trailing blanks, the
 * SATLIB `%` end marker, and a missing final `0` at end of file. Rejects, with 1-based line and column: a missing
 * or second header, tokens that are not integers, literals beyond the declared variable count, `-0`, negative
 * counts, and inputs over the limits (checked before anything is allocated for them).
 *
 * Clauses come out normalised: duplicate literals merged, tautologies dropped. An empty clause is kept (so every
 * engine answers UNSAT at once) and reported as a warning. A clause count that differs from the header is a
 * warning, not a failure.
 */
import { err, ok, type Result } from "../result";
import type { Cnf, Lit } from "./types";

export interface DimacsLimits {
  /** Maximum text length in characters (≈ bytes for DIMACS, which is ASCII). */
  maxBytes: number;
  /** Maximum variable count the header may declare. */
  maxVars: number;
  /** Maximum clause count (declared in the header, or actually read). */
  maxClauses: number;
  /** Maximum total number of literals read. */
  maxLiterals: number;
}

/** Defaults sized for the command line and tests; the HTTP route passes tighter ones. */
export const DEFAULT_DIMACS_LIMITS: DimacsLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxVars: 2_000_000,
  maxClauses: 8_000_000,
  maxLiterals: 32_000_000,
};

export interface DimacsError {
  kind: "dimacs-syntax" | "dimacs-too-large";
  /** 1-based line of the offending token. */
  line: number;
  /** 1-based column (in characters) of the offending token. */
  column: number;
  message: string;
}

export type DimacsWarning =
  | { kind: "clause-count-mismatch"; line: number; declared: number; found: number; message: string }
  | { kind: "missing-final-zero"; line: number; message: string }
  | { kind: "empty-clause"; line: number; clause: number; message: string }
  | { kind: "tautologies-dropped"; line: number; count: number; message: string }
  | { kind: "duplicate-literals-merged"; line: number; count: number; message: string };

export interface ParsedCnf extends Cnf {
  origin: Int32Array;
  lines: Int32Array;
  declaredClauses: number;
  comments: string[];
  warnings: DimacsWarning[];
  /** True when the text contains an empty clause: the formula is unsatisfiable as read. */
  hasEmptyClause: boolean;
}

/** Comments kept for display; a huge comment block must not cost memory. */
const MAX_KEPT_COMMENTS = 64;
const MAX_COMMENT_LENGTH = 200;

const NL = 10, CR = 13, SPACE = 32, TAB = 9, VT = 11, FF = 12;
const MINUS = 45, ZERO = 48, NINE = 57;
const LOWER_C = 99, LOWER_P = 112, PERCENT = 37;

const isBlank = (ch: number): boolean => ch === SPACE || ch === TAB || ch === CR || ch === VT || ch === FF;

/** Growable Int32Array used only while parsing. */
class IntBuffer {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }
}

/**
 * Parses DIMACS CNF text.
 * @example parseDimacs("p cnf 2 2\n1 -2 0\n2 0\n") // ok: 2 variables, clauses [[0, 3], [2]] as literals
 */
export function parseDimacs(text: string, limits: Partial<DimacsLimits> = {}): Result<ParsedCnf, DimacsError> {
  const lim: DimacsLimits = { ...DEFAULT_DIMACS_LIMITS, ...limits };
  const n = text.length;
  if (n > lim.maxBytes) {
    return err({ kind: "dimacs-too-large", line: 1, column: 1, message: `input is ${n} bytes, over the limit of ${lim.maxBytes}` });
  }

  let pos = 0;
  let line = 1;
  let lineStart = 0; // index of the first character of the current line
  let tokenOnLine = false; // a line-leading `c`, `p` or `%` is special; the same letter later on the line is not
  const col = (at: number): number => at - lineStart + 1;
  const syntax = (at: number, message: string): { ok: false; error: DimacsError } =>
    err({ kind: "dimacs-syntax", line, column: col(at), message: `line ${line}, column ${col(at)}: ${message}` });
  const tooLarge = (at: number, message: string): { ok: false; error: DimacsError } =>
    err({ kind: "dimacs-too-large", line, column: col(at), message: `line ${line}, column ${col(at)}: ${message}` });
  /** The token starting at `at`, for messages (shortened; control bytes shown as escapes). */
  const tokenAt = (at: number): string => {
    let end = at;
    while (end < n && end - at < 24 && !isBlank(text.charCodeAt(end)) && text.charCodeAt(end) !== NL) end++;
    return quote(text.slice(at, end));
  };
  const skipToEol = (): void => {
    const nl = text.indexOf("\n", pos);
    pos = nl < 0 ? n : nl;
  };

  let numVars = -1;
  let declaredClauses = 0;
  let headerLine = 0;
  const comments: string[] = [];
  const warnings: DimacsWarning[] = [];

  // Clause storage: all literals in one buffer, clause boundaries in another (sized after the header).
  let lits: IntBuffer | null = null;
  let starts: IntBuffer | null = null;
  let origins: IntBuffer | null = null;
  let startLines: IntBuffer | null = null;
  let seen: Int32Array | null = null; // seen[lit] = stamp of the clause that last contained lit
  let clauseNumber = 0; // 1-based count of clauses read (including dropped tautologies)
  let clauseOpen = false;
  let clauseLine = 0;
  let clauseBegin = 0; // index into lits where the open clause starts
  let tautology = false;
  let tautologies = 0, firstTautologyLine = 0;
  let duplicates = 0, firstDuplicateLine = 0;
  let emptyClauses = 0;
  let literalsRead = 0;

  const closeClause = (): void => {
    // Caller guarantees lits/starts exist (a clause can only open after the header).
    const buf = lits as IntBuffer;
    clauseNumber++;
    if (tautology) {
      buf.length = clauseBegin;
      tautologies++;
      if (firstTautologyLine === 0) firstTautologyLine = clauseLine;
    } else {
      (starts as IntBuffer).push(clauseBegin);
      (origins as IntBuffer).push(clauseNumber);
      (startLines as IntBuffer).push(clauseLine);
      if (buf.length === clauseBegin) {
        emptyClauses++;
        warnings.push({
          kind: "empty-clause", line: clauseLine, clause: clauseNumber,
          message: `clause ${clauseNumber} (line ${clauseLine}) is empty, so the formula is unsatisfiable`,
        });
      }
    }
    clauseOpen = false;
    tautology = false;
    clauseBegin = buf.length;
  };

  while (pos < n) {
    const ch = text.charCodeAt(pos);
    if (ch === NL) {
      pos++;
      line++;
      lineStart = pos;
      tokenOnLine = false;
      continue;
    }
    if (isBlank(ch)) {
      pos++;
      continue;
    }
    const atLineStart = !tokenOnLine;
    tokenOnLine = true;
    if (atLineStart && ch === LOWER_C) {
      const end = text.indexOf("\n", pos);
      if (comments.length < MAX_KEPT_COMMENTS) {
        const body = text.slice(pos + 1, Math.min(end < 0 ? n : end, pos + 1 + MAX_COMMENT_LENGTH)).replace(/\r$/, "").trim();
        if (body.length > 0) comments.push(body);
      }
      skipToEol();
      continue;
    }
    if (atLineStart && ch === PERCENT) break; // SATLIB end marker: what follows (a lone "0") is not a clause
    if (atLineStart && ch === LOWER_P) {
      if (numVars >= 0) return syntax(pos, `second "p" header (the first is on line ${headerLine})`);
      const header = readHeader(text, pos, n);
      if (!header.ok) return syntax(header.at, header.message);
      if (header.vars > lim.maxVars) return tooLarge(header.varsAt, `header declares ${header.vars} variables, over the limit of ${lim.maxVars}`);
      if (header.clauses > lim.maxClauses) return tooLarge(header.clausesAt, `header declares ${header.clauses} clauses, over the limit of ${lim.maxClauses}`);
      numVars = header.vars;
      declaredClauses = header.clauses;
      headerLine = line;
      // Capacities follow the (already limited) header; a lying header only costs regrowth.
      const expect = Math.min(declaredClauses, lim.maxClauses);
      lits = new IntBuffer(Math.min(expect * 3, lim.maxLiterals));
      starts = new IntBuffer(expect + 1);
      origins = new IntBuffer(expect);
      startLines = new IntBuffer(expect);
      seen = new Int32Array(2 * numVars);
      pos = header.end;
      continue;
    }

    // A literal token.
    const tokenStart = pos;
    let negative = false;
    if (ch === MINUS) {
      negative = true;
      pos++;
    }
    let value = 0;
    let digits = 0;
    while (pos < n) {
      const d = text.charCodeAt(pos);
      if (d < ZERO || d > NINE) break;
      if (value <= 2_147_483_647) value = value * 10 + (d - ZERO);
      digits++;
      pos++;
    }
    if (digits === 0 || (pos < n && !isBlank(text.charCodeAt(pos)) && text.charCodeAt(pos) !== NL)) {
      if (numVars < 0 && digits === 0) return syntax(tokenStart, `expected a "p cnf VARS CLAUSES" header or a comment, found ${tokenAt(tokenStart)}`);
      return syntax(tokenStart, `${tokenAt(tokenStart)} is not an integer literal`);
    }
    if (numVars < 0) return syntax(tokenStart, `clause data before the "p cnf VARS CLAUSES" header`);
    const buf = lits as IntBuffer;
    if (value === 0) {
      if (negative) return syntax(tokenStart, `"-0" is not a literal (0 alone ends a clause)`);
      if (!clauseOpen) clauseLine = line;
      closeClause();
      if (clauseNumber - tautologies > lim.maxClauses) return tooLarge(tokenStart, `more than ${lim.maxClauses} clauses`);
      continue;
    }
    if (value > numVars) {
      return syntax(tokenStart, `literal ${negative ? "-" : ""}${value > 2_147_483_647 ? "(too large)" : value} is beyond the ${numVars} variables declared on line ${headerLine}`);
    }
    if (++literalsRead > lim.maxLiterals) return tooLarge(tokenStart, `more than ${lim.maxLiterals} literals`);
    if (!clauseOpen) {
      clauseOpen = true;
      clauseLine = line;
    }
    if (tautology) continue;
    const lit: Lit = ((value - 1) << 1) | (negative ? 1 : 0);
    const stamp = clauseNumber + 1;
    const marks = seen as Int32Array;
    if (marks[lit] === stamp) {
      duplicates++;
      if (firstDuplicateLine === 0) firstDuplicateLine = line;
      continue;
    }
    if (marks[lit ^ 1] === stamp) {
      tautology = true;
      continue;
    }
    marks[lit] = stamp;
    buf.push(lit);
  }

  if (numVars < 0) return err({ kind: "dimacs-syntax", line, column: col(pos), message: `line ${line}: no "p cnf VARS CLAUSES" header found` });
  if (clauseOpen) {
    const openLine = clauseLine;
    closeClause();
    warnings.push({ kind: "missing-final-zero", line: openLine, message: `the last clause (line ${openLine}) has no terminating 0; accepted as ended by the end of input` });
  }
  if (clauseNumber !== declaredClauses) {
    warnings.push({
      kind: "clause-count-mismatch", line: headerLine, declared: declaredClauses, found: clauseNumber,
      message: `the header on line ${headerLine} declares ${declaredClauses} clauses but ${clauseNumber} were read; continuing with the ${clauseNumber} read`,
    });
  }
  if (tautologies > 0) {
    warnings.push({ kind: "tautologies-dropped", line: firstTautologyLine, count: tautologies, message: `${tautologies} tautological clause(s) dropped (first on line ${firstTautologyLine})` });
  }
  if (duplicates > 0) {
    warnings.push({ kind: "duplicate-literals-merged", line: firstDuplicateLine, count: duplicates, message: `${duplicates} duplicate literal(s) merged (first on line ${firstDuplicateLine})` });
  }

  return ok(assemble(numVars, declaredClauses, lits, starts, origins, startLines, comments, warnings, emptyClauses > 0));
}

/** Quotes a token for a message, with every byte outside printable ASCII as an escape (damaged files). */
function quote(token: string): string {
  let out = "";
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    out += c >= 32 && c < 127 && c !== 34 && c !== 92 ? token[i] : c < 256 ? `\\x${c.toString(16).padStart(2, "0")}` : `\\u${c.toString(16).padStart(4, "0")}`;
  }
  return `"${out}"`;
}

type Header =
  | { ok: true; vars: number; clauses: number; varsAt: number; clausesAt: number; end: number }
  | { ok: false; at: number; message: string };

/** Reads `p cnf V C` starting at the `p`; the line must hold nothing else. */
function readHeader(text: string, at: number, n: number): Header {
  let pos = at + 1;
  const fields: { start: number; end: number }[] = [];
  while (pos < n) {
    const ch = text.charCodeAt(pos);
    if (ch === NL) break;
    if (isBlank(ch)) {
      pos++;
      continue;
    }
    const start = pos;
    while (pos < n && !isBlank(text.charCodeAt(pos)) && text.charCodeAt(pos) !== NL) pos++;
    fields.push({ start, end: pos });
  }
  const usage = `expected "p cnf VARS CLAUSES"`;
  if (at + 1 < n && !isBlank(text.charCodeAt(at + 1)) && text.charCodeAt(at + 1) !== NL) return { ok: false, at, message: `${usage}, found ${quote(text.slice(at, fields[0]?.end ?? at + 1))}` };
  if (fields.length === 0) return { ok: false, at, message: `${usage}, found "p" alone` };
  const format = text.slice(fields[0].start, fields[0].end);
  if (format !== "cnf") return { ok: false, at: fields[0].start, message: `only the "cnf" format is supported, found ${quote(format.slice(0, 24))}` };
  if (fields.length < 3) return { ok: false, at: fields.length === 1 ? fields[0].end : fields[1].end, message: `${usage}: the ${fields.length === 1 ? "variable and clause counts are" : "clause count is"} missing` };
  if (fields.length > 3) return { ok: false, at: fields[3].start, message: `${usage}: unexpected ${quote(text.slice(fields[3].start, fields[3].end).slice(0, 24))} after the counts` };
  const counts: number[] = [];
  for (const [i, name] of [[1, "variable"], [2, "clause"]] as const) {
    const raw = text.slice(fields[i].start, fields[i].end);
    if (/^-\d+$/.test(raw)) return { ok: false, at: fields[i].start, message: `the ${name} count ${raw} is negative` };
    if (!/^\d+$/.test(raw)) return { ok: false, at: fields[i].start, message: `the ${name} count ${quote(raw.slice(0, 24))} is not a non-negative integer` };
    counts.push(raw.length > 15 ? Number.MAX_SAFE_INTEGER : Number(raw));
  }
  return { ok: true, vars: counts[0], clauses: counts[1], varsAt: fields[1].start, clausesAt: fields[2].start, end: pos };
}

function assemble(
  numVars: number, declaredClauses: number, lits: IntBuffer | null, starts: IntBuffer | null, origins: IntBuffer | null,
  startLines: IntBuffer | null, comments: string[], warnings: DimacsWarning[], hasEmptyClause: boolean,
): ParsedCnf {
  const count = starts ? starts.length : 0;
  const total = lits ? lits.length : 0;
  // One exact-size block; clauses are views into it (one allocation for the literals, not one per clause).
  const block = new Int32Array(total);
  if (lits) block.set(lits.data.subarray(0, total));
  const clauses: Int32Array[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const s = (starts as IntBuffer).data[i];
    const e = i + 1 < count ? (starts as IntBuffer).data[i + 1] : total;
    clauses[i] = block.subarray(s, e);
  }
  return {
    numVars,
    clauses,
    origin: origins ? origins.data.slice(0, count) : new Int32Array(0),
    lines: startLines ? startLines.data.slice(0, count) : new Int32Array(0),
    declaredClauses,
    comments,
    warnings,
    hasEmptyClause,
  };
}
