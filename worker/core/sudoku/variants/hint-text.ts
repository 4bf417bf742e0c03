/**
 * The words of a variant hint (hint.ts): short names for rule instances ("the killer cage at r4c4 (sum 13)"),
 * the cells each one covers (for highlighting), and the sentence at each rung of the hint ladder. Kept apart so
 * tests can assert the deduction itself and the wording separately.
 */
import { valueToChar } from "../grid";
import type { DigitReason } from "./hint-explain";
import type { HiddenSingle } from "./hint-probe";
import { describeRule, variantCellName, type Rule } from "./model";
import { listInWords as list } from "../../words";

/** A rule instance as a player would point at it on the board. */
export function ruleName(size: number, rule: Rule): string {
  const at = (cell: number): string => variantCellName(size, cell);
  const between = (cells: readonly number[]): string => `between ${at(cells[0])} and ${at(cells[1])}`;
  switch (rule.kind) {
    case "killer":
      return `the killer cage at ${at(rule.cells[0])} (${rule.sum === undefined ? "no repeats" : `sum ${rule.sum}`})`;
    case "thermo":
      return `the thermometer from ${at(rule.cells[0])}`;
    case "arrow":
      return rule.pill ? `the arrow from the pill at ${at(rule.pill[0])}` : `the arrow from ${at(rule.circle)}`;
    case "difference":
      return `the white dot ${between(rule.cells)}${rule.value === 1 ? "" : ` (difference ${rule.value})`}`;
    case "ratio":
      return `the black dot ${between(rule.cells)}${rule.value === 2 ? "" : ` (ratio ${rule.value})`}`;
    case "xv":
      return `the ${rule.sum === 10 ? "X" : "V"} ${between(rule.cells)}`;
    case "diagonal":
      return rule.which === "main" ? `the diagonal from r1c1 to r${size}c${size}` : `the diagonal from r${size}c1 to r1c${size}`;
    case "antiknight":
      return "the anti-knight rule";
    case "antiking":
      return "the anti-king rule";
    case "nonconsecutive":
      return "the non-consecutive rule";
    case "negative":
      return `the rule that every ${rule.of === "xv" ? "X and V" : rule.of === "ratio" ? "black dot" : "white dot"} is shown`;
    case "odd":
    case "even":
    case "minimum":
    case "maximum":
      return `the ${rule.kind} mark on ${at(rule.cell)}`;
    case "extra-region":
      return `the extra region at ${at(rule.cells[0])}`;
    case "disjoint-groups":
      return "the disjoint-groups rule";
    case "palindrome":
      return `the palindrome from ${at(rule.cells[0])}`;
    case "between":
      return `the between line from ${at(rule.cells[0])} to ${at(rule.cells[rule.cells.length - 1])}`;
    case "lockout":
      return `the lockout line from ${at(rule.cells[0])} to ${at(rule.cells[rule.cells.length - 1])}`;
    case "whispers":
      return `the whispers line from ${at(rule.cells[0])}`;
    case "renban":
      return `the renban line from ${at(rule.cells[0])}`;
    case "entropic":
      return `the entropic line from ${at(rule.cells[0])}`;
    case "region-sum":
      return `the region sum line from ${at(rule.cells[0])}`;
    case "clone":
      return `the clone of ${at(rule.cells[0])} at ${at(rule.copy[0])}`;
    case "quadruple":
      return `the quadruple ${rule.values.join(",")} at ${at(Math.min(...rule.cells))}`;
    case "little-killer":
      return `the little killer ${rule.sum} from ${at(rule.cells[0])}`;
    case "sandwich":
      return `the sandwich ${rule.sum} in ${rule.line} ${rule.index + 1}`;
    case "x-sum":
    case "skyscraper":
      return `the ${describeRule(size, rule)}`;
    case "indexer":
      return `the ${rule.by} indexer at ${at(rule.cell)}`;
    case "cosmetic-cage":
      return `the drawn cage at ${at(rule.cells[0])}`;
  }
}

const digits = (size: number, ds: readonly number[]): string => list(ds.map((d) => valueToChar(d)));
const verb = (count: number, one: string, many: string): string => (count === 1 ? one : many);

/** The full deduction: "r4c5 must be 7: 1 (r4c9) already sits in its row, column or region; 6 breaks …". */
export function fullText(size: number, rules: readonly Rule[], cell: number, value: number, reasons: readonly DigitReason[]): string {
  const name = variantCellName(size, cell);
  const parts: string[] = [];
  const seen = reasons.filter((r) => r.kind === "seen");
  if (seen.length > 0) {
    const items = seen.map((r) => `${valueToChar(r.digit)} (${variantCellName(size, r.cell)})`);
    parts.push(`${list(items)} already ${verb(seen.length, "sits", "sit")} in its row, column or region`);
  }
  // Digits refuted by the same rules and cells are said once: "3 and 8 break the killer cage at r4c4 (sum 13)".
  const byCore = new Map<string, { digits: number[]; rules: number[]; cells: number[] }>();
  for (const r of reasons) {
    if (r.kind !== "core") continue;
    const key = `${r.rules.join(",")}|${r.cells.join(",")}`;
    const entry = byCore.get(key) ?? { digits: [], rules: r.rules, cells: r.cells };
    entry.digits.push(r.digit);
    byCore.set(key, entry);
  }
  for (const { digits: ds, rules: ruleIds, cells } of byCore.values()) {
    const cellText = list(cells.map((c) => variantCellName(size, c)));
    if (ruleIds.length === 0) {
      parts.push(`${digits(size, ds)} ${verb(ds.length, "clashes", "clash")} with the digits in ${cellText} through the rows, columns and regions`);
      continue;
    }
    const ruleText = list(ruleIds.map((i) => ruleName(size, rules[i])));
    parts.push(`${digits(size, ds)} ${verb(ds.length, "breaks", "break")} ${ruleText}${cells.length ? `, given the digits in ${cellText}` : ""}`);
  }
  const unexplained = reasons.filter((r) => r.kind === "unexplained").map((r) => r.digit);
  if (parts.length === 0) return `${name} must be ${valueToChar(value)}: the rules leave only ${valueToChar(value)} here.`;
  if (unexplained.length > 0) parts.push(`and the rules leave no room for ${digits(size, unexplained)} either`);
  return `${name} must be ${valueToChar(value)}: ${parts.join("; ")}.`;
}

/** Rung 1: where to look, without the cell. */
export function areaText(size: number, rules: readonly Rule[], reasons: readonly DigitReason[]): string {
  const ruleIds = [...new Set(reasons.flatMap((r) => (r.kind === "core" ? r.rules : [])))].sort((a, b) => a - b);
  if (ruleIds.length > 0) {
    const named = ruleIds.map((i) => ruleName(size, rules[i]));
    return `Look at ${list(named)}: with the rows, columns and regions, ${verb(named.length, "it leaves", "they leave")} some cell only one digit.`;
  }
  if (reasons.length > 0 && reasons.every((r) => r.kind === "seen")) return "Some cell has only one digit left that its row, column and region allow.";
  if (reasons.some((r) => r.kind === "core")) return "The givens and your digits, through the rows, columns and regions, leave some cell only one digit.";
  return "The rules leave some cell only one digit; ask again to see which.";
}

/** Rung 2: the cell, without the digit. */
export function cellText(size: number, cell: number, reasons: readonly DigitReason[]): string {
  const name = variantCellName(size, cell);
  if (reasons.every((r) => r.kind === "seen")) return `${name} can hold only one digit: its row, column and region rule out every other.`;
  return `${name} can hold only one digit: every other digit breaks a rule (the rules involved are highlighted).`;
}

/** The hint for a digit with one place left in a house, at each rung. */
export function hiddenSingleText(size: number, cell: number, value: number, hidden: HiddenSingle, level: 1 | 2 | 3): string {
  const digit = valueToChar(value);
  if (level === 1) return `Look at ${hidden.house}: one digit has only one place left there.`;
  if (level === 2) return `Look at ${variantCellName(size, cell)} in ${hidden.house}: it is the only place left there for one digit.`;
  const name = variantCellName(size, cell);
  if (hidden.blockers.length === 0) return `${name} must be ${digit}: it is the last empty cell of ${hidden.house}, and ${digit} is the digit missing there.`;
  const where = list(hidden.blockers.map((c) => variantCellName(size, c)));
  return `${name} must be ${digit}: every other empty cell of ${hidden.house} already sees a ${digit} (in ${where}), so ${digit} has no other place there.`;
}

/** A core this long is a proof, not a reason a player can follow on the board. */
export const LONGEST_REASON = 6;

/**
 * Why a wrong entry cannot be right, from its refutation with the givens and the right entries: "r3c4's 7 cannot be
 * right: it breaks the killer cage at r3c3 (sum 10), given the digits in r3c5."
 */
export function wrongEntryText(size: number, rules: readonly Rule[], cell: number, value: number, reason: DigitReason): string {
  const said = `${variantCellName(size, cell)}'s ${valueToChar(value)} cannot be right`;
  if (reason.kind === "seen") {
    // A peer that shares neither the row nor the column shares the region.
    const house = Math.floor(reason.cell / size) === Math.floor(cell / size) ? "row" : reason.cell % size === cell % size ? "column" : "region";
    return `${said}: ${variantCellName(size, reason.cell)} in the same ${house} holds ${valueToChar(value)} already.`;
  }
  if (reason.kind !== "core") return `The solver has proved that ${said}, but found no short reason within the budget.`;
  const count = (k: number, one: string): string => `${k} ${one}${k === 1 ? "" : "s"}`;
  if (reason.rules.length + reason.cells.length > LONGEST_REASON) {
    const parts = [reason.rules.length ? count(reason.rules.length, "rule") : "", reason.cells.length ? count(reason.cells.length, "digit") : ""].filter(Boolean);
    return `The solver has proved that ${said}, through ${list(parts)} together: no short reason on the board.`;
  }
  const digitsIn = `${verb(reason.cells.length, "the digit", "the digits")} in ${list(reason.cells.map((c) => variantCellName(size, c)))}`;
  if (reason.rules.length === 0) return `${said}: it clashes with ${digitsIn} through the rows, columns and regions.`;
  const ruleText = list(reason.rules.map((i) => ruleName(size, rules[i])));
  return `${said}: it breaks ${ruleText}${reason.cells.length ? `, given ${digitsIn}` : ""}.`;
}
