/**
 * DIMACS CNF reader. One pass over the text by char codes (no regex split, no per-token strings), so a 10 MB
 * file parses in tens of milliseconds. Accepts what real files contain: comments anywhere (lines whose first
 * non-blank character is `c`), clauses spanning lines or several per line, CRLF, tabs, trailing blanks, the
 * SATLIB `%` end marker, and a missing final `0` at end of file. Rejects, with 1-based line and column: a missing
 * or second header, tokens that are not integers, literals beyond the declared variable count, `-0`, negative
 * counts, and inputs over the limits (checked before anything is allocated for them).
 *
 * Characters are read in dimacs-lexer.ts and clauses collected in dimacs-clauses.ts; this file is the loop over
 * lines and tokens, and the limits.
 *
 * Clauses come out normalised: duplicate literals merged, tautologies dropped. An empty clause is kept (so every
 * engine answers UNSAT at once) and reported as a warning. A clause count that differs from the header is a
 * warning, not a failure.
 */
import { err, ok, type Result } from "../result";
import { ClauseBuilder, type DimacsWarning, type ParsedCnf } from "./dimacs-clauses";
import { isBlank, LOWER_C, LOWER_P, MINUS, NL, PERCENT, readHeader, readInteger, tokenAt } from "./dimacs-lexer";

export type { DimacsWarning, ParsedCnf } from "./dimacs-clauses";

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
  /** "dimacs-too-large": the limit the input ran into, and what it counts. */
  limit?: number;
  unit?: "bytes" | "variables" | "clauses" | "literals";
}

/** Comments kept for display; a huge comment block must not cost memory. */
const MAX_KEPT_COMMENTS = 64;
const MAX_COMMENT_LENGTH = 200;
/**
 * Digits of a number quoted whole in a message. The value read saturates past 32 bits (and a header count past 15
 * digits), so messages quote the text instead; past this a pasted blob is cut, its length kept for scale.
 */
const MAX_SHOWN_DIGITS = 20;

type Failure = { ok: false; error: DimacsError };

/** The length of a UTF-8 byte order mark that starts `text`: decoded (U+FEFF) or read byte by byte (EF BB BF). */
export function byteOrderMarkLength(text: string): number {
  if (text.charCodeAt(0) === 0xfeff) return 1;
  return text.startsWith("\xef\xbb\xbf") ? 3 : 0;
}

/**
 * Whether `text` is UTF-16 read as bytes: its byte order mark (FF FE or FE FF, read byte by byte or decoded as two
 * replacement characters), or a NUL beside each of the first characters.
 */
function looksLikeUtf16(text: string): boolean {
  const head = text.slice(0, 2);
  if (head === "\xff\xfe" || head === "\xfe\xff" || head === "\ufffd\ufffd") return true;
  return text.length >= 4 && (text.charCodeAt(1) === 0 && text.charCodeAt(3) === 0 || text.charCodeAt(0) === 0 && text.charCodeAt(2) === 0);
}

/**
 * Parses DIMACS CNF text.
 * @example parseDimacs("p cnf 2 2\n1 -2 0\n2 0\n") // ok: 2 variables, clauses [[0, 3], [2]] as literals
 */
export function parseDimacs(text: string, limits: Partial<DimacsLimits> = {}): Result<ParsedCnf, DimacsError> {
  const lim: DimacsLimits = { ...DEFAULT_DIMACS_LIMITS, ...limits };
  const n = text.length;
  if (n > lim.maxBytes) {
    return err({ kind: "dimacs-too-large", line: 1, column: 1, message: `input is ${n} bytes, over the limit of ${lim.maxBytes}`, limit: lim.maxBytes, unit: "bytes" });
  }

  if (looksLikeUtf16(text)) {
    return err({ kind: "dimacs-syntax", line: 1, column: 1, message: "line 1, column 1: this is UTF-16 text (as PowerShell's > writes it), and DIMACS is plain ASCII: save the file as ASCII or UTF-8 (Out-File -Encoding ascii)" });
  }
  // A byte order mark (Windows editors write one) is not part of the text, and columns count from after it.
  let pos = byteOrderMarkLength(text);
  let line = 1;
  let lineStart = pos; // index of the first character of the current line
  let tokenOnLine = false; // a line-leading `c`, `p` or `%` is special; the same letter later on the line is not
  const fail = (kind: DimacsError["kind"], at: number, message: string, over?: Pick<DimacsError, "limit" | "unit">): Failure => {
    const column = at - lineStart + 1;
    return err({ kind, line, column, message: `line ${line}, column ${column}: ${message}`, ...over });
  };

  let clauses: ClauseBuilder | null = null; // exists once the header is read
  let declaredClauses = 0;
  let headerLine = 0;
  let literalsRead = 0;
  const comments: string[] = [];
  const warnings: DimacsWarning[] = [];

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
      pos = readComment(text, pos, comments);
      continue;
    }
    if (atLineStart && ch === PERCENT) break; // SATLIB end marker: what follows (a lone "0") is not a clause
    if (atLineStart && ch === LOWER_P) {
      if (clauses !== null) return fail("dimacs-syntax", pos, `second "p" header (the first is on line ${headerLine})`);
      const header = readHeader(text, pos);
      if (!header.ok) return fail("dimacs-syntax", header.at, header.message);
      if (header.vars > lim.maxVars) {
        return fail("dimacs-too-large", header.varsAt, `header declares ${numberAt(text, header.varsAt)} variables, over the limit of ${lim.maxVars}`, { limit: lim.maxVars, unit: "variables" });
      }
      if (header.clauses > lim.maxClauses) {
        return fail("dimacs-too-large", header.clausesAt, `header declares ${numberAt(text, header.clausesAt)} clauses, over the limit of ${lim.maxClauses}`, { limit: lim.maxClauses, unit: "clauses" });
      }
      declaredClauses = header.clauses;
      headerLine = line;
      clauses = new ClauseBuilder(header.vars, Math.min(declaredClauses, lim.maxClauses), lim.maxLiterals, warnings);
      pos = header.end;
      continue;
    }

    const tokenStart = pos;
    const token = readInteger(text, pos);
    pos = token.end;
    if (!token.wellFormed) {
      if (clauses === null && token.digits === 0) return fail("dimacs-syntax", tokenStart, `expected a "p cnf VARS CLAUSES" header or a comment, found ${tokenAt(text, tokenStart)}`);
      return fail("dimacs-syntax", tokenStart, `${tokenAt(text, tokenStart)} is not an integer literal`);
    }
    if (clauses === null) return fail("dimacs-syntax", tokenStart, `clause data before the "p cnf VARS CLAUSES" header`);
    const { value, negative } = token;
    if (value === 0) {
      // Quoted as written: "-00" is the same mistake as "-0", and the reader looks for what they typed.
      if (negative) return fail("dimacs-syntax", tokenStart, `${tokenAt(text, tokenStart)} is not a literal (0 alone ends a clause)`);
      clauses.close(line);
      if (clauses.clauseNumber - clauses.tautologies > lim.maxClauses) return fail("dimacs-too-large", tokenStart, `more than ${lim.maxClauses} clauses`, { limit: lim.maxClauses, unit: "clauses" });
      continue;
    }
    if (value > clauses.numVars) {
      return fail("dimacs-syntax", tokenStart, `literal ${numberAt(text, tokenStart)} is beyond the ${clauses.numVars} variables declared on line ${headerLine}`);
    }
    if (++literalsRead > lim.maxLiterals) return fail("dimacs-too-large", tokenStart, `more than ${lim.maxLiterals} literals`, { limit: lim.maxLiterals, unit: "literals" });
    clauses.add(value, negative, line);
  }

  if (clauses === null) return err({ kind: "dimacs-syntax", line, column: pos - lineStart + 1, message: `line ${line}: no "p cnf VARS CLAUSES" header found` });
  return ok(clauses.finish(declaredClauses, headerLine, comments));
}

/** The integer written at `at` (an optional minus, then digits) for a message, cut after MAX_SHOWN_DIGITS digits. */
function numberAt(text: string, at: number): string {
  const start = text.charCodeAt(at) === MINUS ? at + 1 : at;
  let end = start;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  const digits = end - start;
  return digits <= MAX_SHOWN_DIGITS ? text.slice(at, end) : `${text.slice(at, start + MAX_SHOWN_DIGITS)}… (${digits} digits)`;
}

/** Keeps the comment starting at `at` (its `c`) when there is room, and returns where its line ends. */
function readComment(text: string, at: number, comments: string[]): number {
  const nl = text.indexOf("\n", at);
  const end = nl < 0 ? text.length : nl;
  if (comments.length < MAX_KEPT_COMMENTS) {
    const body = text.slice(at + 1, Math.min(end, at + 1 + MAX_COMMENT_LENGTH)).replace(/\r$/, "").trim();
    if (body.length > 0) comments.push(body);
  }
  return end;
}
