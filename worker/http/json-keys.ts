/**
 * A JSON object that names one key twice: JSON.parse keeps the last value without a word, so a client who sent
 * `"puzzle"` twice would get an answer about a puzzle it may not have meant. One pass over the text, brackets and
 * strings only; a body that is not JSON is left to the parser, which says where it stops being JSON.
 */
import { lineAndColumn } from "./json-syntax";

export interface RepeatedKey {
  /** Where the key sits: the keys and array indices leading to it, then the key itself. */
  path: (string | number)[];
  line: number;
  column: number;
}

type Frame = { kind: "object"; keys: Set<string>; key: string | null; expectKey: boolean } | { kind: "array"; index: number };

/** The index just past the string that opens at `at`, or -1 when it never closes. */
function stringEnd(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5c) i++;
    else if (code === 0x22) return i + 1;
  }
  return -1;
}

function pathTo(frames: readonly Frame[]): (string | number)[] {
  const path: (string | number)[] = [];
  for (const frame of frames) {
    if (frame.kind === "array") path.push(frame.index);
    else if (frame.key !== null) path.push(frame.key);
  }
  return path;
}

/** The first key an object repeats, with its path and place, or undefined when none does (or the text is not JSON). */
export function repeatedKey(text: string): RepeatedKey | undefined {
  const frames: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const top = frames[frames.length - 1];
    if (ch === '"') {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      if (top?.kind === "object" && top.expectKey) {
        let key: string;
        try {
          key = JSON.parse(text.slice(i, end)) as string;
        } catch {
          return undefined;
        }
        if (top.keys.has(key)) return { path: [...pathTo(frames.slice(0, -1)), key], ...lineAndColumn(text, i) };
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end - 1;
    } else if (ch === "{") frames.push({ kind: "object", keys: new Set(), key: null, expectKey: true });
    else if (ch === "[") frames.push({ kind: "array", index: 0 });
    else if (ch === "}" || ch === "]") frames.pop();
    else if (ch === ",") {
      if (top?.kind === "object") top.expectKey = true;
      else if (top?.kind === "array") top.index++;
    }
  }
  return undefined;
}
