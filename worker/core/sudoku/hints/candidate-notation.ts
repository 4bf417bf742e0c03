/**
 * Candidate boards as text, for tests and debugging: one token per cell, row by row. A value character
 * (1-9, then A.. for 10..) is a placed value, `{459}` an empty cell with those candidates, and `.` or `0` an empty
 * cell whose candidates follow from the placed values. Whitespace and `|`/`-`/`+` separators are ignored.
 * Example (4x4): `1{34}{34}2 {24}.{14}. ...`
 */
import { err, ok, type Result } from "../../result";
import { bit, place, type Candidates } from "../candidates";
import { valueToChar } from "../grid";
import { shapeOfSize } from "../shape";

export interface NotationError {
  kind: "bad-candidates";
  /** 0-based character offset in the text. */
  offset: number;
  message: string;
}

function charValue(ch: string): number {
  if (ch >= "1" && ch <= "9") return ch.charCodeAt(0) - 48;
  const upper = ch.toUpperCase();
  if (upper >= "A" && upper <= "Z") return upper.charCodeAt(0) - 55;
  return -1;
}

type Token = { kind: "value"; value: number; offset: number } | { kind: "set"; values: number[]; offset: number } | { kind: "open"; offset: number };

function tokenize(text: string): Result<Token[], NotationError> {
  const tokens: Token[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/[\s|+\-]/.test(ch)) continue;
    if (ch === "." || ch === "0") tokens.push({ kind: "open", offset: i });
    else if (ch === "{") {
      const close = text.indexOf("}", i);
      if (close < 0) return err({ kind: "bad-candidates", offset: i, message: `unclosed "{" at offset ${i}` });
      const values: number[] = [];
      for (let j = i + 1; j < close; j++) {
        const value = charValue(text[j]);
        if (value < 1) return err({ kind: "bad-candidates", offset: j, message: `"${text[j]}" at offset ${j} is not a value` });
        values.push(value);
      }
      if (values.length === 0) return err({ kind: "bad-candidates", offset: i, message: `empty candidate set at offset ${i}` });
      tokens.push({ kind: "set", values, offset: i });
      i = close;
    } else {
      const value = charValue(ch);
      if (value < 1) return err({ kind: "bad-candidates", offset: i, message: `"${ch}" at offset ${i} is not a value` });
      tokens.push({ kind: "value", value, offset: i });
    }
  }
  return ok(tokens);
}

export function parseCandidates(text: string): Result<Candidates, NotationError> {
  const tokenized = tokenize(text);
  if (!tokenized.ok) return tokenized;
  const tokens = tokenized.value;
  const size = Math.round(Math.sqrt(tokens.length));
  const shape = size * size === tokens.length ? shapeOfSize(size) : undefined;
  if (!shape) return err({ kind: "bad-candidates", offset: text.length, message: `${tokens.length} cells is not a 4x4, 9x9, 16x16 or 25x25 board` });
  const c: Candidates = { shape, values: new Uint8Array(shape.cells), masks: new Uint32Array(shape.cells).fill(shape.allMask) };
  const explicit = new Uint32Array(shape.cells);
  for (let cell = 0; cell < shape.cells; cell++) {
    const token = tokens[cell];
    if (token.kind === "open") continue;
    const values = token.kind === "value" ? [token.value] : token.values;
    const bad = values.find((value) => value > size);
    if (bad !== undefined) return err({ kind: "bad-candidates", offset: token.offset, message: `value ${bad} at offset ${token.offset} is above ${size}` });
    if (token.kind === "set") for (const value of values) explicit[cell] |= bit(value);
  }
  for (let cell = 0; cell < shape.cells; cell++) {
    const token = tokens[cell];
    if (token.kind === "value") place(c, cell, token.value);
  }
  // explicit sets are taken as written (they may already reflect eliminations the placed values imply)
  for (let cell = 0; cell < shape.cells; cell++) if (explicit[cell] !== 0) c.masks[cell] = explicit[cell];
  return ok(c);
}

export function formatCandidates(c: Candidates, rowSeparator = "\n"): string {
  const { shape } = c;
  const rows: string[] = [];
  for (let r = 0; r < shape.size; r++) {
    let line = "";
    for (let col = 0; col < shape.size; col++) {
      const cell = r * shape.size + col;
      if (c.values[cell] !== 0) line += valueToChar(c.values[cell]);
      else {
        line += "{";
        for (let value = 1; value <= shape.size; value++) if (c.masks[cell] & bit(value)) line += valueToChar(value);
        line += "}";
      }
    }
    rows.push(line);
  }
  return rows.join(rowSeparator);
}
