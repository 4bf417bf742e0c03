/**
 * Variant puzzle → CNF. The classic rules form the base (rules/houses.ts); every rule instance and every given
 * becomes its own group of clauses, so a caller can add them all at once (solving) or each behind a selector
 * (the unsatisfiable-core search in core.ts). Variables 0..N³-1 are "cell holds v" (cell*N + v-1).
 */
import { type Cnf } from "../../sat/index";
import { describeRule, variantCellName, type Rule, type VariantPuzzle } from "./model";
import { holdsLit, type EncodeContext, type SumEncoding } from "./rules/context";
import { encodeArrow } from "./rules/arrow";
import { encodeDiagonal } from "./rules/diagonal";
import { encodeDot } from "./rules/dots";
import { encodeHouses } from "./rules/houses";
import { encodeKiller } from "./rules/killer";
import { encodeNegative } from "./rules/negative";
import { encodeAntiKing, encodeAntiKnight, encodeNonConsecutive } from "./rules/neighbours";
import { encodeThermo } from "./rules/thermo";
import { encodeBetween } from "./rules/between";
import { encodeEqual } from "./rules/equal";
import { encodeExtraRegion } from "./rules/extra-region";
import { encodeExtremum } from "./rules/extremum";
import { encodeIndexer } from "./rules/indexer";
import { encodeEntropic, encodeLockout, encodeRenban, encodeWhispers } from "./rules/lines";
import { encodeRegionSum } from "./rules/region-sum";
import { encodeLittleKiller } from "./rules/little-killer";
import { encodeParity } from "./rules/parity";
import { encodeQuadruple } from "./rules/quadruple";
import { encodeOutsideLine } from "./rules/sandwich";

export type { SumEncoding } from "./rules/context";

export interface ClauseGroup {
  /** What the group stands for: "given r1c3=5" or a rule's description. */
  label: string;
  /** Index into puzzle.rules, or the given's cell. */
  source: { rule: number } | { given: number };
  clauses: Int32Array[];
}

export interface VariantEncoding {
  numVars: number;
  /** Variables 0..cellVars-1 are the cell/value variables; the rest are auxiliary. */
  cellVars: number;
  base: Int32Array[];
  groups: ClauseGroup[];
}

export interface VariantEncodeOptions {
  /** Default "combinations" (see rules/sum.ts and README.md for the measurements). */
  sumEncoding?: SumEncoding;
}

function encodeRule(ctx: EncodeContext, rule: Rule, out: Int32Array[]): void {
  switch (rule.kind) {
    case "killer":
      return encodeKiller(ctx, rule, out);
    case "diagonal":
      return encodeDiagonal(ctx, rule, out);
    case "antiknight":
      return encodeAntiKnight(ctx, out);
    case "antiking":
      return encodeAntiKing(ctx, out);
    case "nonconsecutive":
      return encodeNonConsecutive(ctx, out);
    case "thermo":
      return encodeThermo(ctx, rule, out);
    case "arrow":
      return encodeArrow(ctx, rule, out);
    case "difference":
    case "ratio":
    case "xv":
      return encodeDot(ctx, rule, out);
    case "negative":
      return encodeNegative(ctx, rule, out);
    case "odd":
    case "even":
      return encodeParity(ctx, rule, out);
    case "minimum":
    case "maximum":
      return encodeExtremum(ctx, rule, out);
    case "extra-region":
    case "disjoint-groups":
      return encodeExtraRegion(ctx, rule, out);
    case "palindrome":
    case "clone":
      return encodeEqual(ctx, rule, out);
    case "between":
      return encodeBetween(ctx, rule, out);
    case "lockout":
      return encodeLockout(ctx, rule, out);
    case "whispers":
      return encodeWhispers(ctx, rule, out);
    case "renban":
      return encodeRenban(ctx, rule, out);
    case "entropic":
      return encodeEntropic(ctx, rule, out);
    case "region-sum":
      return encodeRegionSum(ctx, rule, out);
    case "quadruple":
      return encodeQuadruple(ctx, rule, out);
    case "little-killer":
      return encodeLittleKiller(ctx, rule, out);
    case "sandwich":
    case "x-sum":
    case "skyscraper":
      return encodeOutsideLine(ctx, rule, out);
    case "indexer":
      return encodeIndexer(ctx, rule, out);
    case "cosmetic-cage":
      return;
  }
}

export function encodeVariant(puzzle: VariantPuzzle, opts: VariantEncodeOptions = {}): VariantEncoding {
  const n = puzzle.size;
  const cellVars = n * n * n;
  let numVars = cellVars;
  const ctx: EncodeContext = { puzzle, size: n, sumEncoding: opts.sumEncoding ?? "combinations", fresh: () => numVars++ };
  const groups: ClauseGroup[] = [];
  puzzle.rules.forEach((rule, index) => {
    const clauses: Int32Array[] = [];
    encodeRule(ctx, rule, clauses);
    groups.push({ label: describeRule(n, rule), source: { rule: index }, clauses });
  });
  for (let cell = 0; cell < n * n; cell++) {
    const v = puzzle.givens[cell];
    if (v !== 0) groups.push({ label: `given ${variantCellName(n, cell)}=${v}`, source: { given: cell }, clauses: [Int32Array.of(holdsLit(n, cell, v))] });
  }
  return { numVars, cellVars, base: encodeHouses(puzzle), groups };
}

/** The whole formula (base, every group) as one Cnf, with comments that explain the numbering. */
export function variantCnf(enc: VariantEncoding, size: number): Cnf {
  const clauses = [...enc.base];
  for (const g of enc.groups) clauses.push(...g.clauses);
  const comments = [
    `variant Sudoku ${size}x${size}: ${enc.groups.length} rule instances and givens`,
    `variable ((r-1)*${size} + (c-1))*${size} + v means "row r, column c holds v" (r, c, v from 1); variables above ${enc.cellVars} are auxiliary`,
    ...enc.groups.map((g) => `group: ${g.label} (${g.clauses.length} clauses)`),
  ];
  return { numVars: enc.numVars, clauses, comments };
}

/** The grid a model describes (model[var] > 0 means true). */
export function decodeVariant(size: number, model: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(size * size);
  for (let cell = 0; cell < size * size; cell++) {
    for (let v = 1; v <= size; v++) {
      if (model[cell * size + v - 1] > 0) {
        out[cell] = v;
        break;
      }
    }
  }
  return out;
}
