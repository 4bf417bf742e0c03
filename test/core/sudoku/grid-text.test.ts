import { describe, expect, it } from "vitest";
import { formatGrid, parseGrid, parseGridLoose, readAlphabet, type GridForm } from "../../../worker/core/sudoku/grid-text";
import { emptyGrid } from "../../../worker/core/sudoku/grid";
import { createRng } from "../../../worker/core/rng";
import { EXPERT_SAMPLE } from "../../fixtures/sudoku/reference-puzzles";

const must = (text: string, opts = {}) => {
  const r = parseGrid(text, opts);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** parseGridLoose's grid (random cells may clash). */
const loose = (text: string) => {
  const r = parseGridLoose(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A random partial grid without rule checks (values may clash), for round trips. */
function randomCells(box: number, seed: number) {
  const g = emptyGrid(box);
  const rng = createRng(seed);
  for (let i = 0; i < g.cells.length; i++) g.cells[i] = rng.int(3) === 0 ? 0 : 1 + rng.int(g.shape.size);
  return g;
}

describe("parseGrid", () => {
  it("reads the 81-character line with '.', '0' and '_' as blanks", () => {
    const a = must(EXPERT_SAMPLE.puzzle);
    const b = must(EXPERT_SAMPLE.puzzle.replace(/\./g, "0"));
    const c = must(EXPERT_SAMPLE.puzzle.replace(/\./g, "_"));
    expect(a.shape.size).toBe(9);
    expect(a.cells[0]).toBe(6);
    expect(a.cells[1]).toBe(0);
    expect(Array.from(b.cells)).toEqual(Array.from(a.cells));
    expect(Array.from(c.cells)).toEqual(Array.from(a.cells));
  });

  it("reads '*' as a blank, and '-' in one line whose cells add up only with its dashes", () => {
    const cells = Array.from(must(EXPERT_SAMPLE.puzzle).cells);
    expect(Array.from(must(EXPERT_SAMPLE.puzzle.replace(/\./g, "*")).cells)).toEqual(cells);
    expect(Array.from(must(EXPERT_SAMPLE.puzzle.replace(/\./g, "-")).cells)).toEqual(cells);
    expect(Array.from(must(`  ${EXPERT_SAMPLE.puzzle.replace(/\./g, "-")}\n`).cells)).toEqual(cells);
    // Dashes as blanks in a hexadoku line, a 16x16 in 0-F.
    const hex = formatGrid(randomCells(4, 3), "line", "zero-based");
    expect(Array.from(loose(hex.replace(/\./g, "-")).cells)).toEqual(Array.from(loose(hex).cells));
    // A line whose cells add up without its dashes keeps them as separators; so does a board in rows.
    expect(Array.from(must(`${EXPERT_SAMPLE.puzzle.slice(0, 40)}-${EXPERT_SAMPLE.puzzle.slice(40)}`).cells)).toEqual(cells);
    const wrong = parseGrid(EXPERT_SAMPLE.puzzle.replace(/\./g, "-").slice(1));
    expect(!wrong.ok && wrong.error.message).toMatch(/got 23 \(80 with its dashes read as blanks\)$/);
  });

  it("reads a grid typed in full-width forms, and names a bad symbol at its place in the text as typed", () => {
    const wide = (text: string) => text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)).replace(/ /g, "\u3000");
    const board = EXPERT_SAMPLE.puzzle.match(/.{9}/g)!.map((row) => row.split("").join(" ")).join("\n");
    expect(Array.from(must(wide(board)).cells)).toEqual(Array.from(must(EXPERT_SAMPLE.puzzle).cells));
    const bad = parseGrid(wide(`${EXPERT_SAMPLE.puzzle.slice(0, 4)}#${EXPERT_SAMPLE.puzzle.slice(5)}`));
    expect(!bad.ok && bad.error.message).toBe('bad symbol "#" at r1c5 (position 5)');
  });

  it("ignores a byte order mark before the grid", () => {
    expect(Array.from(must(`\ufeff${EXPERT_SAMPLE.puzzle}`).cells)).toEqual(Array.from(must(EXPERT_SAMPLE.puzzle).cells));
  });

  it("ignores line breaks, spaces and | - + separators", () => {
    const board = `6 . 5 | 1 . 3 | . . .
. . . | . . . | 9 . 3
. . . | 6 . . | . . .
------+-------+------
. 8 6 | . 1 . | . . 5
4 . . | . . . | . . 7
1 . . | . 2 . | 3 4 .
------+-------+------
. . . | . . 1 | . . .
7 . 9 | . . . | . . .
. . . | 9 . 4 | 8 . 1`;
    expect(formatGrid(must(board))).toBe(EXPERT_SAMPLE.puzzle);
  });

  it("reads 16x16 with 1-9A-G and 25x25 with 1-9A-P or A-Y", () => {
    const g16 = must("123456789ABCDEFG" + ".".repeat(240));
    expect(g16.shape.size).toBe(16);
    expect(Array.from(g16.cells.subarray(0, 16))).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const g25 = must("123456789ABCDEFGHIJKLMNOP" + ".".repeat(600));
    expect(g25.cells[24]).toBe(25);
    const letters = must("ABCDEFGHIJKLMNOPQRSTUVWXY" + ".".repeat(600));
    expect(Array.from(letters.cells.subarray(0, 25))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const forced = must("AB" + ".".repeat(623), { alphabet: "letters" });
    expect([forced.cells[0], forced.cells[1]]).toEqual([1, 2]);
  });

  it("reads hexadoku's 0-F with '.' blanks as 1-16, where the digit alphabet would have read its 0s as blanks", () => {
    const g = randomCells(4, 7);
    const zeroBased = formatGrid(g, "line", "zero-based");
    expect(zeroBased).toMatch(/0/);
    expect(zeroBased).not.toMatch(/G/);
    expect(Array.from(loose(zeroBased).cells)).toEqual(Array.from(g.cells));
    // The same cells one symbol up (0 → 1 … F → G) are the digit alphabet's text of the same grid.
    const shifted = [...zeroBased].map((ch) => (ch === "." ? ch : "123456789ABCDEFG"["0123456789ABCDEF".indexOf(ch)])).join("");
    expect(shifted).toBe(formatGrid(g, "line"));
    expect(readAlphabet(zeroBased, g.shape)).toBe("zero-based");
    expect(readAlphabet(shifted, g.shape)).toBe("digits-letters");
    // Written as a pretty board, with lower-case letters, or with "_" blanks, it reads the same.
    expect(Array.from(loose(formatGrid(g, "pretty", "zero-based").toLowerCase()).cells)).toEqual(Array.from(g.cells));
    expect(Array.from(loose(zeroBased.replace(/\./g, "_")).cells)).toEqual(Array.from(g.cells));
    // 25x25 zero-based runs 0-9 then A-O.
    const big = randomCells(5, 8);
    expect(formatGrid(big, "line", "zero-based")).not.toMatch(/P/);
    expect(Array.from(loose(formatGrid(big, "line", "zero-based")).cells)).toEqual(Array.from(big.cells));
  });

  it("keeps 0 a blank where it cannot be hexadoku's digit: its only blank, the digit alphabet's last symbol present, or a side up to 9", () => {
    const g = randomCells(4, 9);
    const digits = formatGrid(g, "line");
    const zeroBlanks = loose(digits.replace(/\./g, "0"));
    expect(Array.from(zeroBlanks.cells)).toEqual(Array.from(g.cells));
    // "." and "0" both, but a G: 1-9A-G, so every 0 is a blank.
    const withG = `1G${"0".repeat(14)}${".".repeat(240)}`;
    expect(readAlphabet(withG, g.shape)).toBe("digits-letters");
    expect(Array.from(must(withG).cells).filter((v) => v !== 0)).toEqual([1, 16]);
    const nine = must(EXPERT_SAMPLE.puzzle.replace(".", "0"));
    expect(Array.from(nine.cells)).toEqual(Array.from(must(EXPERT_SAMPLE.puzzle).cells));
    // Asked for, zero-based is read at any side, and a symbol past it is named with the alphabet it was read in.
    expect(must("0123" + ".".repeat(12), { alphabet: "zero-based" }).cells.subarray(0, 4)).toEqual(Uint8Array.from([1, 2, 3, 4]));
    const past = parseGrid("0G" + ".".repeat(254), { alphabet: "zero-based" });
    expect(!past.ok && past.error.message).toBe('"G" at r1c2 is not a symbol of a 16x16 grid (0-9 and A-F, and . for a blank)');
  });

  it("reads the comma-separated numeric form, with 0 or empty fields as blanks", () => {
    const row = "16,0,,3,4,5,6,7,8,9,10,11,12,13,14,15";
    const g = must([row, ...Array.from({ length: 15 }, () => Array(16).fill("0").join(","))].join("\n"));
    expect(g.shape.size).toBe(16);
    expect(Array.from(g.cells.subarray(0, 4))).toEqual([16, 0, 0, 3]);
    const spaced = must(["10 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0", ...Array.from({ length: 15 }, () => Array(16).fill("0").join(" "))].join("\n"));
    expect(spaced.cells[0]).toBe(10);
  });

  it("accepts an explicit size and rejects a count that does not match it", () => {
    expect(must("1..." + "....".repeat(3), { size: 4 }).shape.size).toBe(4);
    const r = parseGrid("1..." + "....".repeat(3), { size: 9 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/expected 81 cells.*got 16/);
    const bad = parseGrid("1...", { size: 7 });
    expect(!bad.ok && bad.error.message).toMatch(/unsupported size 7/);
  });

  it("names the wrong length", () => {
    const r = parseGrid(EXPERT_SAMPLE.puzzle.slice(1));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe("bad-grid");
      expect(r.error.message).toMatch(/got 80/);
    }
  });

  it("reads only the ASCII letters as letters: a dotless ı or a ß is a bad symbol, never an I or an S", () => {
    for (const letter of ["ı", "ß", "ſ"]) {
      const r = parseGrid(letter + ".".repeat(624));
      expect(!r.ok && r.error.message).toBe(`bad symbol "${letter}" at r1c1 (position 1)`);
    }
    // The ASCII lower case is still read as its capital.
    expect(must("i" + ".".repeat(624)).cells[0]).toBe(9);
  });

  it("names the cell and position of a bad symbol", () => {
    const text = EXPERT_SAMPLE.puzzle.slice(0, 24) + "x" + EXPERT_SAMPLE.puzzle.slice(25);
    const r = parseGrid(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.cell).toBe("r3c7");
      expect(r.error.position).toBe(25);
      expect(r.error.message).toMatch(/"x".*r3c7/);
    }
    const csv = parseGrid("1,2,x,4\n" + "0,0,0,0\n".repeat(3));
    expect(!csv.ok && csv.error.cell).toBe("r1c3");
    expect(!csv.ok && csv.error.position).toBe(5);
  });

  it("reads a character outside the BMP (a surrogate pair) as one cell, and names it whole", () => {
    const first = parseGrid(`😀${EXPERT_SAMPLE.puzzle.slice(1)}`);
    expect(!first.ok && first.error.message).toBe('bad symbol "😀" at r1c1 (position 1)');
    expect(!first.ok && first.error.cell).toBe("r1c1");
    const last = parseGrid(`${EXPERT_SAMPLE.puzzle.slice(0, 80)}😀`);
    expect(!last.ok && last.error.message).toBe('bad symbol "😀" at r9c9 (position 81)');
    // A mathematical bold digit looks like a digit but is not one; and a pretty board counts a pair as one cell too.
    const board = EXPERT_SAMPLE.puzzle.match(/.{9}/g)!.map((row) => row.split("").join(" ")).join("\n");
    const bold = parseGrid(board.replace(/^6/, "\u{1d7d4}"));
    expect(!bold.ok && bold.error.message).toBe('bad symbol "\u{1d7d4}" at r1c1 (position 1)');
    const pairs = parseGrid(`😀😀${EXPERT_SAMPLE.puzzle}`);
    expect(!pairs.ok && pairs.error.message).toMatch(/cells, got 83$/);
    // The comma form takes a field whole, so a pair was never split there; it stays that way.
    const csv = parseGrid("1,😀,3,4\n" + "0,0,0,0\n".repeat(3));
    expect(!csv.ok && csv.error.message).toBe('bad symbol "😀" at r1c2 (position 3)');
  });

  it("names a lone surrogate (malformed UTF-16) by its escape, never as half a character", () => {
    for (const half of ["\ud83d", "\ude00"]) {
      const r = parseGrid(`${half}${EXPERT_SAMPLE.puzzle.slice(1)}`);
      const escape = `\\u${half.charCodeAt(0).toString(16)}`;
      expect(!r.ok && r.error.message).toBe(`bad symbol "${escape}" at r1c1 (position 1): a lone UTF-16 surrogate, half of a pair, not a character`);
      expect(!r.ok && r.error.cell).toBe("r1c1");
    }
    // Two high halves in a row: the first is alone, the second pairs with the low half after it.
    const twoHigh = parseGrid(`\ud83d😀${EXPERT_SAMPLE.puzzle.slice(2)}`);
    expect(!twoHigh.ok && twoHigh.error.message).toMatch(/^bad symbol "\\ud83d" at r1c1 /);
    const csv = parseGrid("1,2\ud83d,3,4\n" + "0,0,0,0\n".repeat(3));
    expect(!csv.ok && csv.error.message).toBe('bad symbol "2\\ud83d" at r1c2 (position 3): it holds a lone UTF-16 surrogate, half of a pair, not a character');
    for (const r of [twoHigh, csv]) expect(!r.ok && /[\ud800-\udfff]/.test(r.error.message)).toBe(false);
  });

  it("names the cell of a value above N, and the symbols the grid takes", () => {
    const r = parseGrid("5" + ".".repeat(15));
    expect(!r.ok && r.error.cell).toBe("r1c1");
    expect(!r.ok && r.error.message).toBe('"5" at r1c1 is not a symbol of a 4x4 grid (1-4, and . or 0 for a blank)');
    // One letter among digits is a mistake at its own cell, not a sign that the digits are foreign.
    const letter = parseGrid(EXPERT_SAMPLE.puzzle.slice(0, 80) + "A");
    expect(!letter.ok && letter.error.cell).toBe("r9c9");
    expect(!letter.ok && letter.error.message).toBe('"A" at r9c9 is not a symbol of a 9x9 grid (1-9, and . or 0 for a blank)');
    const sixteen = parseGrid("1" + ".".repeat(254) + "H");
    expect(!sixteen.ok && sixteen.error.message).toBe('"H" at r16c16 is not a symbol of a 16x16 grid (1-9 and A-G, and . or 0 for a blank)');
    // Letters alone are A=1 onwards: Z is past a 25x25's A-Y.
    const letters = parseGrid("A" + ".".repeat(623) + "Z");
    expect(!letters.ok && letters.error.message).toBe('"Z" at r25c25 is not a symbol of a 25x25 grid (A-Y, and . or 0 for a blank)');
    expect(parseGrid("Y" + ".".repeat(624)).ok).toBe(true);
    const n = parseGrid("0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,17" + ",0".repeat(240));
    expect(!n.ok && n.error.cell).toBe("r1c16");
  });

  it("names both cells of two equal givens in a house", () => {
    const row = parseGrid("5.....5.." + ".".repeat(72));
    expect(!row.ok && row.error.cells).toEqual(["r1c1", "r1c7"]);
    expect(!row.ok && row.error.message).toMatch(/two 5s in row 1/);
    const col = parseGrid("3" + ".".repeat(62) + "3" + ".".repeat(17));
    expect(!col.ok && col.error.cells).toEqual(["r1c1", "r8c1"]);
    const box = parseGrid("7........" + ".7......." + ".".repeat(63));
    expect(!box.ok && box.error.cells).toEqual(["r1c1", "r2c2"]);
    expect(!box.ok && box.error.message).toMatch(/box 1/);
  });

  it("parseGridLoose keeps clashing entries", () => {
    const r = parseGridLoose("5.....5.." + ".".repeat(72));
    expect(r.ok && r.value.cells[6]).toBe(5);
  });
});

describe("formatGrid", () => {
  it("round-trips every form at every size", () => {
    const forms: GridForm[] = ["line", "pretty", "csv"];
    for (const box of [2, 3, 4, 5]) {
      for (let seed = 0; seed < 5; seed++) {
        const g = randomCells(box, seed * 10 + box);
        for (const form of forms) {
          const back = parseGridLoose(formatGrid(g, form));
          expect(back.ok).toBe(true);
          if (back.ok) expect(Array.from(back.value.cells)).toEqual(Array.from(g.cells));
        }
      }
    }
  });

  it("draws a pretty board with box separators", () => {
    const pretty = formatGrid(must("1234" + "3412" + "2143" + "4321"), "pretty");
    expect(pretty).toBe(" 1 2 | 3 4 \n 3 4 | 1 2 \n-----+-----\n 2 1 | 4 3 \n 4 3 | 2 1 ");
    expect(formatGrid(must("1..." + "...." + "...." + "...4"), "csv")).toBe("1,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,4");
  });
});
