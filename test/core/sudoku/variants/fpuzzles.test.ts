import { describe, expect, it } from "vitest";
import { fromFpuzzles } from "../../../../worker/core/sudoku/variants/fpuzzles";
import { toFpuzzles } from "../../../../worker/core/sudoku/variants/fpuzzles-export";
import { compressFpuzzles, readFpuzzlesText } from "../../../../worker/variants/fpuzzles-link";

const empty = (n: number) => Array.from({ length: n }, () => Array.from({ length: n }, () => ({})));

/** A 6×6 written the way f-puzzles writes it, with one of every supported constraint. */
function sample(): Record<string, unknown> {
  const grid: Record<string, unknown>[][] = empty(6);
  grid[0][0] = { value: 1, given: true };
  grid[5][5] = { value: 6, given: true };
  grid[2][2] = { value: 3, given: false }; // a player's entry, not a given
  return {
    size: 6,
    title: "Sample",
    grid,
    "diagonal+": true,
    "diagonal-": false,
    antiking: true,
    nonconsecutive: false,
    killercage: [{ cells: ["R1C2", "R1C3"], value: "7" }, { cells: ["R6C1", "R6C2"] }],
    thermometer: [{ lines: [["R3C1", "R4C1", "R5C1"]] }],
    arrow: [{ cells: ["R2C5"], lines: [["R2C5", "R3C5", "R4C5"]] }],
    difference: [{ cells: ["R4C3", "R4C4"] }],
    ratio: [{ cells: ["R5C3", "R5C4"], value: "3" }],
    xv: [{ cells: ["R6C3", "R6C4"], value: "X" }],
    negative: ["xv"],
    cage: [{ cells: ["R3C3"], value: "note", outlineC: "#000000" }],
    text: [{ cells: ["R1C1"], value: "hi" }],
  };
}

describe("f-puzzles import", () => {
  it("reads givens, every supported constraint and the negative list into rule instances", () => {
    const r = fromFpuzzles(sample());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const p = r.value;
    expect(p.size).toBe(6);
    expect(p.title).toBe("Sample");
    expect(p.givens[0]).toBe(1);
    expect(p.givens[35]).toBe(6);
    expect(p.givens[14]).toBe(0);
    expect(p.regions).toBeUndefined();
    expect(p.rules).toEqual([
      { kind: "diagonal", which: "anti" },
      { kind: "antiking" },
      { kind: "killer", cells: [1, 2], sum: 7 },
      { kind: "killer", cells: [30, 31] },
      { kind: "thermo", cells: [12, 18, 24] },
      { kind: "arrow", circle: 10, line: [16, 22] },
      { kind: "difference", cells: [20, 21], value: 1 },
      { kind: "ratio", cells: [26, 27], value: 3 },
      { kind: "xv", cells: [32, 33], sum: 10 },
      { kind: "negative", of: "xv" },
      { kind: "cosmetic-cage", cells: [14], label: "note" },
    ]);
  });

  it("reads a jigsaw layout from the cells' regions, and drops a layout that is just the standard boxes", () => {
    const grid = empty(4).map((row, r) => row.map((_, c) => ({ region: r === 0 ? (c < 3 ? 0 : 1) : r === 1 ? (c === 0 ? 0 : 1) : r === 2 ? (c < 2 ? 2 : c === 2 ? 2 : 3) : c === 0 ? 2 : 3 })));
    const r = fromFpuzzles({ size: 4, grid });
    expect(r.ok && Array.from(r.value.regions!)).toEqual([0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 2, 3, 2, 3, 3, 3]);
    const standard = empty(4).map((row, r) => row.map((_, c) => ({ region: Math.floor(r / 2) * 2 + Math.floor(c / 2) })));
    const s = fromFpuzzles({ size: 4, grid: standard });
    expect(s.ok && s.value.regions).toBeUndefined();
  });

  it("names an unknown constraint type instead of ignoring it", () => {
    const r = fromFpuzzles({ ...sample(), doublearrow: [{ lines: [["R1C1", "R1C2", "R1C3"]] }] });
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ kind: "unsupported-constraint", field: "doublearrow", message: expect.stringContaining('"doublearrow"') }) });
    // An unsupported key that is empty or switched off is no constraint at all.
    expect(fromFpuzzles({ ...sample(), doublearrow: [], fogofwar: false }).ok).toBe(true);
  });

  it("turns an on/off rule on for true only, and leaves it off for false, null or absent", () => {
    const keys = [["diagonal-", { kind: "diagonal", which: "main" }], ["diagonal+", { kind: "diagonal", which: "anti" }], ["antiknight", { kind: "antiknight" }], ["antiking", { kind: "antiking" }], ["nonconsecutive", { kind: "nonconsecutive" }], ["disjointgroups", { kind: "disjoint-groups" }]] as const;
    for (const [key, rule] of keys) {
      expect(fromFpuzzles({ size: 4, grid: empty(4), [key]: true })).toMatchObject({ ok: true, value: { rules: [rule] } });
      for (const off of [false, null, undefined]) expect(fromFpuzzles({ size: 4, grid: empty(4), [key]: off })).toMatchObject({ ok: true, value: { rules: [] } });
    }
    // QA's case: a quoted "true" once solved as a plain grid with the diagonal dropped.
    expect(fromFpuzzles({ size: 4, grid: empty(4), "diagonal+": "true" })).toMatchObject({ ok: false, error: { kind: "bad-fpuzzles", field: "diagonal+" } });
  });

  it("names the field and the R1C1 cell of malformed input", () => {
    const bad = (patch: Record<string, unknown>) => {
      const r = fromFpuzzles({ ...sample(), ...patch });
      return r.ok ? null : r.error;
    };
    expect(bad({ size: 30 })).toMatchObject({ field: "size" });
    expect(bad({ killercage: [{ cells: ["R1C2", "R9C9"] }] })).toMatchObject({ field: "killercage[0].cells[1]", cell: "R9C9" });
    expect(bad({ killercage: [{ cells: ["R1C2", "top"] }] })).toMatchObject({ field: "killercage[0].cells[1]", message: expect.stringContaining('"top"') });
    expect(bad({ killercage: [{ cells: ["R1C2"], value: "x" }] })).toMatchObject({ field: "killercage[0].value" });
    expect(bad({ xv: [{ cells: ["R1C1", "R1C2"], value: "Y" }] })).toMatchObject({ field: "xv[0].value" });
    expect(bad({ negative: ["sum"] })).toMatchObject({ field: "negative[0]" });
    expect(bad({ negative: "xv" })).toMatchObject({ kind: "bad-fpuzzles", field: "negative" });
    // An on/off rule is JSON true or false (null or absent is off); anything else is refused, not read as off.
    for (const key of ["diagonal+", "diagonal-", "antiknight", "antiking", "nonconsecutive", "disjointgroups"]) {
      for (const value of ["true", "false", 1, 0, "", {}, []]) {
        expect(bad({ [key]: value }), `${key}: ${JSON.stringify(value)}`).toEqual({ kind: "bad-fpuzzles", field: key, message: `${key} takes true or false, got ${JSON.stringify(value)}.` });
      }
    }
    // A pill (a circle over several cells) is read (pill.test.ts); one whose cells do not touch is refused.
    expect(bad({ arrow: [{ cells: ["R1C1", "R1C3"], lines: [["R1C1", "R2C1"]] }] })).toMatchObject({ kind: "bad-fpuzzles", cell: "R1C3" });
    expect(bad({ difference: [{ cells: ["R1C1", "R3C1"] }] })).toMatchObject({ cell: "R1C1", message: expect.stringContaining("neighbours") });
    const grid = empty(6) as Record<string, unknown>[][];
    grid[1][3] = { value: 9, given: true };
    expect(bad({ grid })).toMatchObject({ field: "grid[1][3].value", cell: "R2C4" });
    expect(bad({ grid: empty(5) })).toMatchObject({ field: "grid" });
    expect(fromFpuzzles("not an object")).toMatchObject({ ok: false });
    // A pasted blob where a value goes is quoted cut, not echoed whole into the answer.
    const blob = { text: "x".repeat(5000) };
    expect(bad({ antiking: blob })).toMatchObject({ field: "antiking", message: `antiking takes true or false, got {"text":"${"x".repeat(31)}….` });
    expect(bad({ ["y".repeat(5000)]: [1] })).toMatchObject({ message: `Constraint type "${"y".repeat(39)}… is not supported by this solver.` });
    // A jigsaw layout with a region too big names a cell of it: f-puzzles numbers regions from 0, people from 1.
    const jigsaw = [[0, 0, 0, 1], [0, 0, 0, 1], [2, 2, 3, 1], [2, 2, 3, 3]].map((row) => row.map((region) => ({ region })));
    expect(fromFpuzzles({ size: 4, grid: jigsaw })).toMatchObject({ ok: false, error: { message: "The region of r1c1 has 6 cells; every region needs 4.", cell: "R1C1" } });
    jigsaw[0][0] = { region: 1 };
    expect(fromFpuzzles({ size: 4, grid: jigsaw })).toMatchObject({ ok: false, error: { message: "The region of r1c2 has 5 cells; every region needs 4.", cell: "R1C2" } });
  });
});

describe("f-puzzles export", () => {
  it("round-trips: import(export(puzzle)) is the same puzzle, and export(import(json)) keeps every rule", () => {
    const first = fromFpuzzles(sample());
    if (!first.ok) throw new Error(first.error.message);
    const again = fromFpuzzles(toFpuzzles(first.value));
    expect(again).toEqual(first);
    const json = toFpuzzles(first.value);
    expect(json.killercage).toEqual([{ cells: ["R1C2", "R1C3"], value: "7" }, { cells: ["R6C1", "R6C2"] }]);
    expect(json.negative).toEqual(["xv"]);
    expect(json["diagonal+"]).toBe(true);
  });

  it("writes a jigsaw's regions on every cell", () => {
    const regions = Uint8Array.from([0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 2, 3, 2, 3, 3, 3]);
    const json = toFpuzzles({ size: 4, givens: new Uint8Array(16), regions, rules: [] });
    const back = fromFpuzzles(json);
    expect(back.ok && Array.from(back.value.regions!)).toEqual(Array.from(regions));
  });
});

describe("compressed f-puzzles links", () => {
  const COMPRESSED = compressFpuzzles({ size: 4, grid: [[{ value: 1, given: true }, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]], antiking: true });

  it("decodes the bare string, an f-puzzles link (plain or URL-encoded) and a SudokuPad link to the same JSON", () => {
    const expected = { size: 4, grid: [[{ value: 1, given: true }, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]], antiking: true };
    for (const text of [
      COMPRESSED,
      `https://www.f-puzzles.com/?load=${COMPRESSED}`,
      `https://www.f-puzzles.com/?load=${encodeURIComponent(COMPRESSED)}`,
      `https://sudokupad.app/fpuzzles${COMPRESSED}`,
      JSON.stringify(expected),
    ]) {
      expect(readFpuzzlesText(text)).toEqual({ ok: true, value: expected });
    }
  });

  it("reads a SudokuPad link whose base64 holds '/' to its end, before any query, and a bare string wrapped over lines", () => {
    // Most real puzzles' base64 holds a '/': find a small one that does, so the test does not rest on luck.
    const puzzle = (title: string) => ({ size: 4, title, grid: empty(4), antiking: true });
    const title = Array.from({ length: 200 }, (_, i) => `t${i}`).find((t) => compressFpuzzles(puzzle(t)).includes("/"))!;
    const compressed = compressFpuzzles(puzzle(title));
    for (const text of [`https://sudokupad.app/fpuzzles${compressed}`, `https://sudokupad.app/fpuzzles${compressed}?setting-conflictchecker=0`, `${compressed.slice(0, 20)}\n${compressed.slice(20)}`]) {
      expect(readFpuzzlesText(text)).toEqual({ ok: true, value: puzzle(title) });
    }
  });

  it("decodes a fixed link (lz-string base64 of a 4x4 anti-king puzzle with r1c1=1), so a change in the codec would show", () => {
    const link = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3lwC6yQv3GCRYwTL5SBC8UJEgSzNhADWEZmnacYXIA%3D%3D";
    const r = readFpuzzlesText(link);
    expect(r.ok).toBe(true);
    const puzzle = r.ok ? fromFpuzzles(r.value) : null;
    expect(puzzle?.ok && puzzle.value.rules).toEqual([{ kind: "antiking" }]);
    expect(puzzle?.ok && puzzle.value.givens[0]).toBe(1);
  });

  it("rejects text that is neither JSON nor a compressed puzzle", () => {
    expect(readFpuzzlesText("{not json")).toMatchObject({ ok: false, error: { message: expect.stringContaining("Not valid JSON") } });
    expect(readFpuzzlesText("hello world!")).toMatchObject({ ok: false });
    // Words with a space are not base64 with its '+' turned into a space: that happens to a link's query alone.
    expect(readFpuzzlesText("hello world")).toMatchObject({ ok: false, error: { message: "Expected f-puzzles JSON, an f-puzzles link, or its compressed base64 form." } });
    expect(readFpuzzlesText("AAAA")).toMatchObject({ ok: false });
  });
});

describe("f-puzzles marks, lines and outside clues", () => {
  /** A 6×6 with one of each: marks on cells, lines, a clone, a quadruple, clues outside the grid. */
  function marks(): Record<string, unknown> {
    return {
      size: 6,
      grid: empty(6),
      disjointgroups: true,
      odd: [{ cell: "R1C2" }],
      even: [{ cell: "R2C2" }],
      minimum: [{ cell: "R3C3" }],
      maximum: [{ cell: "R4C4" }],
      extraregion: [{ cells: ["R1C4", "R1C5", "R2C4"] }],
      palindrome: [{ lines: [["R5C1", "R5C2", "R5C3"]] }],
      betweenline: [{ lines: [["R6C1", "R6C2", "R6C3"]] }],
      clone: [{ cells: ["R1C6"], cloneCells: ["R6C6"] }],
      quadruple: [{ cells: ["R2C5", "R2C6", "R3C5", "R3C6"], values: [1, "2"] }],
      littlekillersum: [
        { cell: "R0C1", cells: ["R1C2", "R2C3", "R3C4", "R4C5", "R5C6"], direction: "DR", value: "12" },
        { cell: "R7C3", direction: "UL", value: "" },
      ],
      sandwichsum: [{ cell: "R0C2", value: "5" }, { cell: "R3C7", value: 0 }, { cell: "R2C0", value: "" }],
      rowindexer: [{ cells: ["R4C1", "R5C1"] }],
      columnindexer: [{ cells: ["R4C2"] }],
      boxindexer: [{ cells: ["R4C3"] }],
      lockout: [{ lines: [["R6C4", "R5C5", "R6C6"]] }],
      whispers: [{ lines: [["R4C4", "R4C5"]] }, { lines: [["R3C1", "R4C2"]], value: "2" }],
      renban: [{ lines: [["R2C1", "R3C2", "R3C3"]] }],
      entropicline: [{ lines: [["R1C1", "R2C2", "R3C3"]] }],
      regionsumline: [{ lines: [["R1C3", "R1C4", "R2C4"]] }, { lines: [["R6C1", "R6C2"]] }],
      xsum: [{ cell: "R7C2", value: "9" }, { cell: "R2C0", value: "" }],
      skyscraper: [{ cell: "R4C7", value: 3 }],
    };
  }

  it("reads each into its rule, walking a little killer's diagonal from its clue and skipping clues without a value", () => {
    const r = fromFpuzzles(marks());
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rules).toEqual([
      { kind: "disjoint-groups" },
      { kind: "odd", cell: 1 },
      { kind: "even", cell: 7 },
      { kind: "minimum", cell: 14 },
      { kind: "maximum", cell: 21 },
      { kind: "extra-region", cells: [3, 4, 9] },
      { kind: "palindrome", cells: [24, 25, 26] },
      { kind: "between", cells: [30, 31, 32] },
      { kind: "lockout", cells: [33, 28, 35] },
      { kind: "renban", cells: [6, 13, 14] },
      { kind: "entropic", cells: [0, 7, 14] },
      { kind: "region-sum", cells: [2, 3, 9] },
      { kind: "region-sum", cells: [30, 31] },
      { kind: "whispers", cells: [21, 22], difference: 3 },
      { kind: "whispers", cells: [12, 19], difference: 2 },
      { kind: "clone", cells: [5], copy: [35] },
      { kind: "quadruple", cells: [10, 11, 16, 17], values: [1, 2] },
      { kind: "little-killer", cells: [1, 8, 15, 22, 29], sum: 12, direction: "DR" },
      { kind: "sandwich", line: "column", index: 1, sum: 5 },
      { kind: "sandwich", line: "row", index: 2, sum: 0, after: true },
      { kind: "x-sum", line: "column", index: 1, sum: 9, after: true },
      { kind: "skyscraper", line: "row", index: 3, count: 3, after: true },
      { kind: "indexer", by: "row", cell: 18 },
      { kind: "indexer", by: "row", cell: 24 },
      { kind: "indexer", by: "column", cell: 19 },
      { kind: "indexer", by: "box", cell: 20 },
    ]);
  });

  it("round-trips through export, clue positions included", () => {
    const first = fromFpuzzles(marks());
    if (!first.ok) throw new Error(first.error.message);
    const json = toFpuzzles(first.value);
    expect(json.littlekillersum).toEqual([{ cell: "R0C1", cells: ["R1C2", "R2C3", "R3C4", "R4C5", "R5C6"], direction: "DR", value: "12" }]);
    expect(json.sandwichsum).toEqual([{ cell: "R0C2", value: "5" }, { cell: "R3C7", value: "0" }]);
    expect(json.xsum).toEqual([{ cell: "R7C2", value: "9" }]);
    expect(json.skyscraper).toEqual([{ cell: "R4C7", value: "3" }]);
    expect(fromFpuzzles(json)).toEqual(first);
  });

  it("names the field, the cell and the reason of each malformed entry", () => {
    const bad = (patch: Record<string, unknown>) => {
      const r = fromFpuzzles({ size: 6, grid: empty(6), ...patch });
      return r.ok ? null : r.error;
    };
    expect(bad({ littlekillersum: [{ cell: "R2C2", direction: "DR", value: "5" }] })).toMatchObject({ field: "littlekillersum[0].cell", cell: "R2C2", message: expect.stringContaining("outside the grid") });
    expect(bad({ littlekillersum: [{ cell: "R0C2", direction: "D", value: "5" }] })).toMatchObject({ field: "littlekillersum[0].direction" });
    expect(bad({ littlekillersum: [{ cell: "R0C6", direction: "UR", value: "5" }] })).toMatchObject({ field: "littlekillersum[0]", message: expect.stringContaining("misses the grid") });
    expect(bad({ sandwichsum: [{ cell: "R0C0", value: "5" }] })).toMatchObject({ field: "sandwichsum[0].cell", cell: "R0C0" });
    expect(bad({ skyscraper: [{ cell: "R0C1", value: "7" }] })).toMatchObject({ kind: "bad-fpuzzles", message: expect.stringContaining("count 7 is impossible (1..6)") });
    expect(bad({ xsum: [{ cell: "R0C1", value: "0" }] })).toMatchObject({ field: "xsum[0].value" });
    expect(bad({ xsum: [{ cell: "R3C3", value: "5" }] })).toMatchObject({ field: "xsum[0].cell", cell: "R3C3" });
    expect(bad({ sandwichsum: [{ cell: "R0C1", value: "-1" }] })).toMatchObject({ field: "sandwichsum[0].value" });
    expect(bad({ sandwichsum: [{ cell: "R0C1", value: "15" }] })).toMatchObject({ kind: "bad-fpuzzles", message: expect.stringContaining("sum 15 is impossible (0..14") });
    expect(bad({ quadruple: [{ cells: ["R1C1", "R1C2", "R1C3", "R1C4"], values: [1] }] })).toMatchObject({ cell: "R1C1", message: expect.stringContaining("around one corner") });
    expect(bad({ quadruple: [{ cells: ["R1C1", "R1C2", "R2C1", "R2C2"], values: [7] }] })).toMatchObject({ message: expect.stringContaining("value 7 is outside 1..6") });
    expect(bad({ quadruple: [{ cells: ["R1C1", "R1C2", "R2C1", "R2C2"] }] })).toMatchObject({ field: "quadruple[0].values" });
    expect(bad({ clone: [{ cells: ["R1C1", "R1C2"], cloneCells: ["R6C6"] }] })).toMatchObject({ cell: "R1C1", message: expect.stringContaining("as many cells as its copy") });
    expect(bad({ odd: [{ cells: ["R1C1"] }] })).toMatchObject({ field: "odd[0].cell" });
    expect(bad({ boxindexer: [{ cells: ["R1C1", "R7C1"] }] })).toMatchObject({ field: "boxindexer[0].cells[1]", cell: "R7C1" });
    expect(bad({ rowindexer: [{ cells: [] }] })).toMatchObject({ field: "rowindexer[0].cells" });
    expect(bad({ whispers: [{ lines: [["R1C1", "R1C2"]], value: "6" }] })).toMatchObject({ cell: "R1C1", message: expect.stringContaining("difference 6 is outside 1..5") });
    expect(bad({ whispers: [{ lines: [["R1C1", "R1C2"]], value: "x" }] })).toMatchObject({ field: "whispers[0].value" });
    const seven = ["R1C1", "R1C2", "R1C3", "R1C4", "R1C5", "R1C6", "R2C6"];
    expect(bad({ renban: [{ lines: [seven] }] })).toMatchObject({ cell: "R1C1", message: expect.stringContaining("a renban line of 7 cells needs as many consecutive digits, more than 1..6") });
    expect(bad({ lockout: [{ lines: [["R1C1", "R3C3"]] }] })).toMatchObject({ cell: "R3C3", message: expect.stringContaining("must touch") });
    expect(bad({ regionsumline: [{ lines: [["R1C1", "R1C3"]] }] })).toMatchObject({ cell: "R1C3", message: expect.stringContaining("must touch") });
    expect(bad({ regionsumline: [{ lines: [["R1C1"]] }] })).toMatchObject({ message: expect.stringContaining("at least two cells") });
    const fourByFour = fromFpuzzles({ size: 4, grid: empty(4), entropicline: [{ lines: [["R1C1", "R1C2"]] }] });
    expect(fourByFour.ok ? null : fourByFour.error).toMatchObject({ cell: "R1C1", message: expect.stringContaining("an entropic line needs digits that split into three equal thirds, so a side of 6, 9, 12 or 15, not 4") });
    expect(bad({ betweenline: [{ lines: [["R1C1", "R3C1"]] }] })).toMatchObject({ cell: "R3C1", message: expect.stringContaining("must touch") });
    const jigsaw = empty(6).map((row, r) => row.map((_, c) => ({ region: r === 0 && c === 3 ? 0 : r === 1 && c === 0 ? 1 : Math.floor(r / 2) * 2 + Math.floor(c / 3) })));
    expect(bad({ grid: jigsaw, disjointgroups: true })).toMatchObject({ message: expect.stringContaining("standard boxes") });
  });
});
