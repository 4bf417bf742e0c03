/**
 * Writes DIMACS-style text (signed integers, spaces, newlines) as bytes and turns them into one string at the end.
 * Building the same text from a string per clause leaves several garbage strings per clause: 21 MB of heap for
 * the 1.7 MB text of a 16×16 Sudoku, against about twice the text's size here.
 */
const SPACE = 32;
const NEWLINE = 10;
const MINUS = 45;
const ZERO = 48;

/**
 * Web standard (Workers, browsers, Node), declared here because the core's type fence leaves out DOM and Node
 * types. Decoding the bytes in one call is what keeps the text's cost near its size: building it from chunks of
 * char codes costs an 8-byte argument slot per character in garbage.
 */
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string };

export class AsciiWriter {
  private bytes: Uint8Array;
  private size = 0;
  private readonly digits = new Uint8Array(12);

  constructor(expectedBytes = 4096) {
    this.bytes = new Uint8Array(Math.max(64, expectedBytes));
  }

  /** Appends the DIMACS integer of `lit` (the engine's literal), then a space. */
  literal(lit: number): void {
    if ((lit & 1) === 1) this.byte(MINUS);
    this.natural((lit >> 1) + 1);
    this.byte(SPACE);
  }

  /** Ends a clause: "0\n". */
  endClause(): void {
    this.byte(ZERO);
    this.byte(NEWLINE);
  }

  /** Appends ASCII text as it is. */
  text(s: string): void {
    for (let i = 0; i < s.length; i++) this.byte(s.charCodeAt(i) & 0x7f);
  }

  toString(): string {
    return new TextDecoder().decode(this.bytes.subarray(0, this.size));
  }

  private natural(n: number): void {
    let k = 0;
    do {
      this.digits[k++] = ZERO + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
    while (k > 0) this.byte(this.digits[--k]);
  }

  private byte(b: number): void {
    if (this.size === this.bytes.length) {
      const bigger = new Uint8Array(this.bytes.length * 2);
      bigger.set(this.bytes);
      this.bytes = bigger;
    }
    this.bytes[this.size++] = b;
  }
}
