/**
 * The character level of the DIMACS reader (dimacs.ts): character codes, the header line, integer tokens, and
 * how a token is quoted in a message. Works on char codes of the whole text, never on per-token strings.
 */

export const NL = 10;
const CR = 13, SPACE = 32, TAB = 9, VT = 11, FF = 12;
export const MINUS = 45;
const ZERO = 48, NINE = 57;
export const LOWER_C = 99, LOWER_P = 112, PERCENT = 37;

export const isBlank = (ch: number): boolean => ch === SPACE || ch === TAB || ch === CR || ch === VT || ch === FF;

/**
 * Quotes a token for a message, with every byte outside printable ASCII as an escape (damaged files). A token with
 * double quotes in it is quoted with single ones, so `"1"` reads as itself; only the delimiter and backslashes are
 * escaped besides.
 */
export function quote(token: string): string {
  const delimiter = token.includes('"') && !token.includes("'") ? 39 : 34;
  let out = "";
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    out += c >= 32 && c < 127 && c !== delimiter && c !== 92 ? token[i] : c < 256 ? `\\x${c.toString(16).padStart(2, "0")}` : `\\u${c.toString(16).padStart(4, "0")}`;
  }
  const q = String.fromCharCode(delimiter);
  return `${q}${out}${q}`;
}

/** Characters of a token a message quotes; a longer one is cut, with "…" after the quote to say so. */
const SHOWN_CHARS = 24;

/** `token` quoted for a message, cut after SHOWN_CHARS characters. */
export function quoteClipped(token: string): string {
  return token.length > SHOWN_CHARS ? `${quote(token.slice(0, SHOWN_CHARS))}…` : quote(token);
}

/** The token starting at `at`, quoted for a message (cut after SHOWN_CHARS characters). */
export function tokenAt(text: string, at: number): string {
  let end = at;
  while (end < text.length && end - at <= SHOWN_CHARS && !isBlank(text.charCodeAt(end)) && text.charCodeAt(end) !== NL) end++;
  return quoteClipped(text.slice(at, end));
}

/**
 * The scratch result of readInteger, reused for every token so the hot loop allocates nothing (MiniSat's named
 * temporaries). `value` saturates just above 2^31 - 1; `wellFormed` is false when the digits run into a character
 * that is neither blank nor a line end (as in "12x").
 */
export const integerToken = { value: 0, negative: false, digits: 0, end: 0, wellFormed: false };

/** Reads an optionally negative integer starting at `at` into integerToken. */
export function readInteger(text: string, at: number): typeof integerToken {
  const n = text.length;
  let pos = at;
  let negative = false;
  if (text.charCodeAt(pos) === MINUS) {
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
  const t = integerToken;
  t.value = value;
  t.negative = negative;
  t.digits = digits;
  t.end = pos;
  t.wellFormed = digits > 0 && (pos >= n || isBlank(text.charCodeAt(pos)) || text.charCodeAt(pos) === NL);
  return t;
}

export type Header =
  | { ok: true; vars: number; clauses: number; varsAt: number; clausesAt: number; end: number }
  | { ok: false; at: number; message: string };

/** Reads `p cnf V C` starting at the `p`; the line must hold nothing else. */
export function readHeader(text: string, at: number): Header {
  const n = text.length;
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
  if (format !== "cnf") return { ok: false, at: fields[0].start, message: `only the "cnf" format is supported, found ${quoteClipped(format)}` };
  if (fields.length < 3) return { ok: false, at: fields.length === 1 ? fields[0].end : fields[1].end, message: `${usage}: the ${fields.length === 1 ? "variable and clause counts are" : "clause count is"} missing` };
  if (fields.length > 3) return { ok: false, at: fields[3].start, message: `${usage}: unexpected ${quoteClipped(text.slice(fields[3].start, fields[3].end))} after the counts` };
  const counts: number[] = [];
  for (const [i, name] of [[1, "variable"], [2, "clause"]] as const) {
    const raw = text.slice(fields[i].start, fields[i].end);
    if (/^-\d+$/.test(raw)) return { ok: false, at: fields[i].start, message: `the ${name} count ${raw} is negative` };
    if (!/^\d+$/.test(raw)) return { ok: false, at: fields[i].start, message: `the ${name} count ${quoteClipped(raw)} is not a non-negative integer` };
    counts.push(raw.length > 15 ? Number.MAX_SAFE_INTEGER : Number(raw));
  }
  return { ok: true, vars: counts[0], clauses: counts[1], varsAt: fields[1].start, clausesAt: fields[2].start, end: pos };
}
