/**
 * Where a JSON body stops being JSON, as line and column: JSON.parse says only "Unexpected token" (with the whole
 * input quoted) or a byte position, and a client who typed the body into curl wants the place. One pass with an
 * explicit stack, so deep nesting cannot overflow the call stack; it runs only after a parse has already failed.
 */

export interface JsonSyntaxError {
  message: string;
  line: number;
  column: number;
}

type Expect = "value" | "first-value" | "key" | "first-key" | "colon" | "after-value";

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ["true", "false", "null"];

/** The 1-based line and column of `offset` in `text`, as an editor shows them. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

function place(text: string, offset: number, message: string): JsonSyntaxError {
  return { message, ...lineAndColumn(text, offset) };
}

/** The end of the string that opens at `at`, or an error naming what is wrong inside it. */
function scanString(text: string, at: number): number | JsonSyntaxError {
  for (let i = at + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code < 0x20) return place(text, i, "a line break or control character inside a string (write it as \\n, \\t …)");
    if (code === 0x5c) {
      const next = text[i + 1];
      if (next === "u") {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return place(text, i, "\\u must be followed by four hex digits");
        i += 5;
      } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i++;
      else return place(text, i, `unknown escape \\${next ?? ""}`);
    }
  }
  return place(text, at, "a string that never ends (missing closing \")");
}

/** A character as a message shows it; an invisible one (a byte order mark, a control character) by its code. */
function describeChar(ch: string | undefined): string {
  if (ch === undefined) return "the end of the body";
  const code = ch.charCodeAt(0);
  if (code === 0xfeff) return "a byte order mark (U+FEFF); save the file without one";
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `the control character U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return JSON.stringify(ch);
}

/** The first syntax error in `text`, or undefined when it is valid JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: ("object" | "array")[] = [];
  let expect: Expect = "value";
  let i = 0;
  for (;;) {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
    const ch = text[i];
    const top = stack[stack.length - 1];
    if (expect === "after-value") {
      if (top === undefined) return ch === undefined ? undefined : place(text, i, `unexpected ${describeChar(ch)} after the end of the JSON value`);
      const close = top === "object" ? "}" : "]";
      if (ch === ",") {
        expect = top === "object" ? "key" : "value";
        i++;
      } else if (ch === close) {
        stack.pop();
        i++;
      } else return place(text, i, `expected "," or "${close}", found ${describeChar(ch)}`);
      continue;
    }
    if (expect === "colon") {
      if (ch !== ":") return place(text, i, `expected ":" after the property name, found ${describeChar(ch)}`);
      expect = "value";
      i++;
      continue;
    }
    if (expect === "key" || expect === "first-key") {
      if (expect === "first-key" && ch === "}") {
        stack.pop();
        expect = "after-value";
        i++;
        continue;
      }
      if (ch !== '"') {
        const trailing = ch === "}" ? " (a comma before } is not allowed)" : "";
        return place(text, i, `expected a property name in double quotes, found ${describeChar(ch)}${trailing}`);
      }
      const end = scanString(text, i);
      if (typeof end !== "number") return end;
      i = end;
      expect = "colon";
      continue;
    }
    // A value is expected.
    if (expect === "first-value" && ch === "]") {
      stack.pop();
      expect = "after-value";
      i++;
      continue;
    }
    if (ch === "{" || ch === "[") {
      stack.push(ch === "{" ? "object" : "array");
      expect = ch === "{" ? "first-key" : "first-value";
      i++;
      continue;
    }
    if (ch === '"') {
      const end = scanString(text, i);
      if (typeof end !== "number") return end;
      i = end;
    } else if (ch === "-" || (ch !== undefined && ch >= "0" && ch <= "9")) {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return place(text, i, "a malformed number");
      i = NUMBER.lastIndex;
    } else {
      const literal = LITERALS.find((word) => text.startsWith(word, i));
      if (!literal) {
        const trailing = ch === "]" ? " (a comma before ] is not allowed)" : ch === "'" ? " (strings take double quotes)" : "";
        return place(text, i, `expected a value, found ${describeChar(ch)}${trailing}`);
      }
      i += literal.length;
    }
    expect = "after-value";
  }
}
