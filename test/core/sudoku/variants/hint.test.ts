import { describe, expect, it } from "vitest";
import { BUILD_UNITS_PER_LITERAL } from "../../../../worker/core/calibration";
import { createRng, type Rng } from "../../../../worker/core/rng";
import { checkVariant } from "../../../../worker/core/sudoku/variants/check";
import { generateVariant } from "../../../../worker/core/sudoku/variants/generate";
import { variantHint, type VariantHint } from "../../../../worker/core/sudoku/variants/hint";
import { regionsOf, variantCellName, type VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { solveVariant } from "../../../../worker/core/sudoku/variants/solve";
import { bruteCount } from "./brute";
import { indexersAndLinesFrom, makeUnique, marksFrom, randomGrid, rulesFrom } from "./small-puzzles";

type Forced = Extract<VariantHint, { kind: "forced" }>;

/** The givens plus a random share of the other cells' solution digits. */
function randomEntries(puzzle: VariantPuzzle, solution: Uint8Array, rng: Rng, share: number): Uint8Array {
  return Uint8Array.from(solution, (v, cell) => (puzzle.givens[cell] === 0 && rng.next() < share ? v : 0));
}

const knownOf = (puzzle: VariantPuzzle, entries: Uint8Array): Uint8Array => Uint8Array.from(puzzle.givens, (g, cell) => g || entries[cell]);

function sees(puzzle: VariantPuzzle, a: number, b: number): boolean {
  const n = puzzle.size;
  const regions = regionsOf(puzzle);
  return a !== b && (Math.floor(a / n) === Math.floor(b / n) || a % n === b % n || regions[a] === regions[b]);
}

/** Checks what every forced hint claims that needs no brute force. */
function expectSound(puzzle: VariantPuzzle, known: Uint8Array, solution: Uint8Array, hint: VariantHint): asserts hint is Forced {
  expect(hint.kind).toBe("forced");
  const h = hint as Forced;
  expect(known[h.cell]).toBe(0);
  expect(h.value).toBe(solution[h.cell]);
  expect(h.text.startsWith(`${variantCellName(puzzle.size, h.cell)} must be ${h.value}:`)).toBe(true);
  if (h.hidden) {
    // Every other empty cell of the house sees the digit already.
    for (const other of h.hidden.houseCells) {
      if (other === h.cell || known[other] !== 0) continue;
      expect(h.hidden.blockers.some((b) => known[b] === h.value && sees(puzzle, other, b))).toBe(true);
    }
    return;
  }
  const others = Array.from({ length: puzzle.size }, (_, i) => i + 1).filter((d) => d !== h.value);
  expect(h.reasons.map((r) => r.digit)).toEqual(others);
  for (const r of h.reasons) {
    if (r.kind === "seen") {
      expect(known[r.cell]).toBe(r.digit);
      expect(sees(puzzle, h.cell, r.cell)).toBe(true);
    }
    if (r.kind === "core") for (const cell of r.cells) expect(known[cell]).toBeGreaterThan(0);
  }
}

/** The sub-puzzle a core describes: only its rules and its cells' digits, plus the refuted digit. */
function corePuzzle(puzzle: VariantPuzzle, known: Uint8Array, h: Forced, r: Extract<Forced["reasons"][number], { kind: "core" }>): VariantPuzzle {
  const givens = new Uint8Array(puzzle.size * puzzle.size);
  for (const cell of r.cells) givens[cell] = known[cell];
  givens[h.cell] = r.digit;
  return { size: puzzle.size, givens, regions: puzzle.regions, rules: r.rules.map((i) => puzzle.rules[i]) };
}

describe("variant hints on small boards, checked by brute force", () => {
  // A core's own contradiction is checked by brute force on 4×4; on 6×6 a nearly empty board is too large a tree
  // for it, so the SAT solver (on the core alone, a formula the hint never saw) says "none" instead.
  // Marks settle many cells as hidden singles, so fewer hints rest on a core there.
  for (const [what, rulesOf, leastCores] of [
    ["cages, lines and dots", rulesFrom, 10],
    ["marks, palindromes, between lines, quadruples, little killers and sandwiches", marksFrom, 5],
    ["indexers, lockout, whispers, renban, entropic and region sum lines, X-sums and skyscrapers", indexersAndLinesFrom, 3],
  ] as const) it(`with ${what}, the forced digit is the only one any completion allows, and each named core is contradictory on its own`, () => {
    let forcedSeen = 0;
    let coresSeen = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const rng = createRng(seed);
      const n = seed % 2 === 0 ? 6 : 4;
      const empty: VariantPuzzle = { size: n, givens: new Uint8Array(n * n), rules: [] };
      const grid = randomGrid(empty, rng)!;
      const puzzle = makeUnique({ ...empty, rules: rulesOf(n, grid, rng, n === 4 ? 5 : 10) }, grid, rng);
      expect(bruteCount(puzzle, 2)).toBe(1);
      for (const share of [0, 0.3, 0.6]) {
        const entries = randomEntries(puzzle, grid, rng, share);
        const known = knownOf(puzzle, entries);
        if (known.every((v) => v !== 0)) continue;
        const hint = variantHint({ puzzle, entries, level: 3 });
        expectSound(puzzle, known, grid, hint);
        forcedSeen++;
        for (let d = 1; d <= n; d++) {
          const withDigit = Uint8Array.from(known);
          withDigit[hint.cell] = d;
          expect(bruteCount({ ...puzzle, givens: withDigit }, 1) > 0, `digit ${d} at ${variantCellName(n, hint.cell)}`).toBe(d === hint.value);
        }
        for (const r of hint.reasons) {
          if (r.kind !== "core") continue;
          coresSeen++;
          const core = corePuzzle(puzzle, known, hint, r);
          if (n === 4) expect(bruteCount(core, 1)).toBe(0);
          else expect(solveVariant(core).status).toBe("none");
        }
      }
    }
    expect(forcedSeen).toBeGreaterThan(30);
    expect(coresSeen).toBeGreaterThan(leastCores);
  });
});

/** A 9×9 thermometer puzzle: thermometers read off a known grid, then givens until the solver says unique. */
function thermoPuzzle(seed: number): { puzzle: VariantPuzzle; solution: Uint8Array } {
  const solution = generateVariant({ kind: "x", seed }).solution;
  const rng = createRng(seed);
  const rules = [];
  while (rules.length < 10) rules.push(...rulesFrom(9, solution, rng, 30).filter((r) => r.kind === "thermo"));
  let puzzle: VariantPuzzle = { size: 9, givens: new Uint8Array(81), rules: rules.slice(0, 10) };
  const order = rng.shuffle(Array.from({ length: 81 }, (_, i) => i));
  for (const cell of order) {
    if (solveVariant(puzzle).status === "unique") break;
    const givens = Uint8Array.from(puzzle.givens);
    givens[cell] = solution[cell];
    puzzle = { ...puzzle, givens };
  }
  return { puzzle, solution };
}

describe("variant hints on seeded 9x9 puzzles", () => {
  const puzzles = [
    { name: "killer", ...generateVariant({ kind: "killer", seed: 11 }) },
    { name: "jigsaw", ...generateVariant({ kind: "jigsaw", seed: 12 }) },
    { name: "x", ...generateVariant({ kind: "x", seed: 13 }) },
    { name: "thermo", ...thermoPuzzle(14) },
  ];

  it.each(puzzles.map((p) => [p.name, p] as const))("%s: every hint agrees with the unique solution, from random states and along a whole solve", (_, { puzzle, solution }) => {
    expect(checkVariant(puzzle, solution)).toEqual([]);
    const rng = createRng(99);
    for (const share of [0, 0.25, 0.5, 0.75]) {
      const entries = randomEntries(puzzle, solution, rng, share);
      expectSound(puzzle, knownOf(puzzle, entries), solution, variantHint({ puzzle, entries, level: 3 }));
    }
    // Following the hints fills the grid one forced cell at a time.
    const entries = new Uint8Array(81);
    for (let step = 0; step < 12; step++) {
      const hint = variantHint({ puzzle, entries, level: 3 });
      expectSound(puzzle, knownOf(puzzle, entries), solution, hint);
      entries[hint.cell] = hint.value;
    }
  });

  it("the three rungs concern the same cell: rung 1 names the rules to look at, rung 2 the cell, rung 3 the digit", () => {
    const { puzzle } = puzzles[0];
    const [one, two, three] = ([1, 2, 3] as const).map((level) => variantHint({ puzzle, level }) as Forced);
    expect(new Set([one.cell, two.cell, three.cell]).size).toBe(1);
    const name = variantCellName(9, three.cell);
    expect(one.text).toMatch(/^Look at the killer cage at r\dc\d \(sum \d+\)/);
    expect(one.text).not.toContain("must be");
    expect(two.text).toContain(name);
    expect(two.text).not.toContain(`must be`);
    expect(three.text).toContain(`${name} must be ${three.value}`);
    expect(three.rules.length).toBeGreaterThan(0);
    expect(three.ruleNames[0]).toMatch(/^the killer cage at r\dc\d \(sum \d+\)$/);
    for (const i of three.rules) for (const cell of puzzle.rules[i].kind === "killer" ? (puzzle.rules[i] as { cells: number[] }).cells : []) {
      if (cell !== three.cell) expect(three.area).toContain(cell);
    }
  });
});

describe("why a wrong entry cannot be right, checked by brute force on small boards", () => {
  it("names rules and digits that rule the entry out on their own, and only digits the player can see", () => {
    let reasons = 0;
    let seen = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const rng = createRng(100 + seed);
      const n = seed % 2 === 0 ? 6 : 4;
      const empty: VariantPuzzle = { size: n, givens: new Uint8Array(n * n), rules: [] };
      const grid = randomGrid(empty, rng)!;
      const puzzle = makeUnique({ ...empty, rules: rulesFrom(n, grid, rng, n === 4 ? 5 : 10) }, grid, rng);
      const right = randomEntries(puzzle, grid, rng, 0.3);
      const open = [...right.keys()].filter((c) => !puzzle.givens[c] && !right[c]);
      if (open.length === 0) continue;
      const cell = open[rng.int(open.length)];
      const entries = Uint8Array.from(right);
      // Every other seed a digit no row, column or region of the cell holds, so the solver has to find the reason.
      const known0 = knownOf(puzzle, right);
      const unseen = Array.from({ length: n }, (_, d) => d + 1).filter((d) => d !== grid[cell] && !known0.some((v, peer) => v === d && sees(puzzle, cell, peer)));
      entries[cell] = seed % 2 === 0 && unseen.length > 0 ? unseen[rng.int(unseen.length)] : (grid[cell] % n) + 1;
      const hint = variantHint({ puzzle, entries, level: 1 });
      if (hint.kind !== "wrong-entry" || !hint.why) throw new Error(`seed ${seed}: ${hint.kind}`);
      expect(hint.why).toMatchObject({ cell, value: entries[cell] });
      const { reason } = hint.why;
      const known = knownOf(puzzle, right);
      if (reason.kind === "seen") {
        // A repeat in a row, column or region is said as such.
        expect(known[reason.cell]).toBe(entries[cell]);
        expect(sees(puzzle, cell, reason.cell)).toBe(true);
        seen++;
        continue;
      }
      if (reason.kind !== "core") continue;
      reasons++;
      // Every digit it cites is a given or one of the player's right entries.
      for (const c of reason.cells) expect(known[c]).toBeGreaterThan(0);
      // Those digits, the wrong one and the named rules alone already leave no solution.
      const givens = new Uint8Array(n * n);
      for (const c of reason.cells) givens[c] = known[c];
      givens[cell] = entries[cell];
      const core: VariantPuzzle = { size: n, givens, regions: puzzle.regions, rules: reason.rules.map((i) => puzzle.rules[i]) };
      if (n === 4) expect(bruteCount(core, 1)).toBe(0);
      else expect(solveVariant(core).status).toBe("none");
    }
    expect(reasons).toBeGreaterThan(6);
    expect(seen).toBeGreaterThan(0);
  });
});

describe("variant hints before a forced cell", () => {
  const { puzzle, solution } = generateVariant({ kind: "x", seed: 13 });
  const firstEmpty = puzzle.givens.findIndex((v) => v === 0);

  it("names wrong entries first, with their right digits only when asked", () => {
    const entries = new Uint8Array(81);
    entries[firstEmpty] = (solution[firstEmpty] % 9) + 1;
    const hint = variantHint({ puzzle, entries, level: 1 });
    expect(hint).toMatchObject({ kind: "wrong-entry", cells: [firstEmpty], notes: false });
    const name = variantCellName(9, firstEmpty);
    expect(hint.text.startsWith(`${name} does not match the solution; fix it first. `)).toBe(true);
    // The reason alone (what "why is this wrong?" shows) is the text after "fix it first".
    if (hint.kind !== "wrong-entry") throw new Error(`expected a wrong entry, got ${hint.kind}`);
    expect(hint.text).toBe(`${name} does not match the solution; fix it first. ${hint.why?.text}`);
    // And why, from the givens alone: a reason on the board, or the honest count of a long proof.
    expect(hint.text).toMatch(new RegExp(`${name}'s ${entries[firstEmpty]} cannot be right(: it (breaks|clashes with) |: r\\dc\\d in the same (row|column|region) holds |, through )`));
    const revealed = variantHint({ puzzle, entries, level: 1, reveal: true });
    expect(revealed.text).toBe(`${variantCellName(9, firstEmpty)} is wrong: ${variantCellName(9, firstEmpty)} should be ${solution[firstEmpty]}.`);
  });

  it("explains the wrong entry the player asks about, and the first one when the asked-about entry is right", () => {
    const open = [...puzzle.givens.keys()].filter((c) => puzzle.givens[c] === 0);
    const [first, second, right] = [open[0], open[open.length - 1], open[1]];
    const entries = new Uint8Array(81);
    entries[first] = (solution[first] % 9) + 1;
    entries[second] = (solution[second] % 9) + 1;
    entries[right] = solution[right];
    const asked = variantHint({ puzzle, entries, level: 1, focus: second });
    if (asked.kind !== "wrong-entry") throw new Error(asked.kind);
    expect(asked.cells).toEqual([first, second]);
    expect(asked.why).toMatchObject({ cell: second, value: entries[second] });
    expect(asked.text).toContain(`${variantCellName(9, second)}'s ${entries[second]} cannot be right`);
    // A right entry (or an empty cell) asked about leaves the first wrong entry as the one explained.
    for (const focus of [right, open[2]]) {
      const fallback = variantHint({ puzzle, entries, level: 1, focus });
      expect(fallback.kind === "wrong-entry" && fallback.why?.cell).toBe(first);
    }
  });

  it("names pencil marks that rule out the right digit", () => {
    const marks = new Uint32Array(81);
    marks[firstEmpty] = 0b111111111 & ~(1 << (solution[firstEmpty] - 1));
    expect(variantHint({ puzzle, pencilMarks: marks, level: 1 })).toMatchObject({ kind: "wrong-entry", cells: [firstEmpty], notes: true });
  });

  it("says solved, invalid and out of budget honestly", () => {
    const entries = Uint8Array.from(solution, (v, cell) => (puzzle.givens[cell] ? 0 : v));
    expect(variantHint({ puzzle, entries, level: 1 }).kind).toBe("solved");
    const open: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [] };
    const several = variantHint({ puzzle: open, level: 1 });
    expect(several.kind).toBe("invalid");
    expect(several.text).toMatch(/^This puzzle has more than one solution \(two of them differ at (r[1-4]c[1-4], ){1,3}r[1-4]c[1-4]\), so no hint can be checked against the solution; add givens until it has one\.$/);
    const clash: VariantPuzzle = { size: 4, givens: Uint8Array.from([1, 1, ...new Array(14).fill(0)]), rules: [] };
    expect(variantHint({ puzzle: clash, level: 1 })).toMatchObject({ kind: "invalid", text: "This puzzle has no solution: its givens and rules contradict each other, so there is no hint to give." });
    expect(variantHint({ puzzle, level: 1, budget: { work: 10 } }).kind).toBe("unknown");
  });

  it("with a budget that ends right after the uniqueness proof, gives the solver's digit and says so", () => {
    // The hint's uniqueness proof is charged for its build as the API charges it.
    const solveWork = solveVariant(puzzle, { buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL }).stats.work;
    const hint = variantHint({ puzzle, level: 3, budget: { work: solveWork + 1 } });
    expect(hint.kind).toBe("search");
    if (hint.kind !== "search") return;
    expect(hint.value).toBe(solution[hint.cell]);
    expect(hint.text).toContain("No forced cell was found within the budget");
  });
});
