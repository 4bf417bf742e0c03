/**
 * One sentence per kind of variant rule, in a player's words, for the rules list of a variant puzzle: the rule
 * instances on the board are named by describeRule, but a player new to sandwiches or little killers needs the
 * rule itself first. The drawing each sentence mentions is the one variant-overlay.tsx makes.
 */
import { entropicThird, lockoutGap, whispersGap, type IndexerKind, type Rule, type RuleKind, type VariantPuzzle } from "../../worker/core/sudoku/variants/model";

/** What a sentence explains: a rule kind, or one of the three indexers, which read differently. */
type Topic = Exclude<RuleKind, "cosmetic-cage" | "indexer"> | `indexer-${IndexerKind}`;

/**
 * "N" in a sentence stands for the board's largest digit, HALF for lockoutGap(N), WHISPER for whispersGap(N), THIRDS
 * for the thirds an entropic line uses ("1–3, 4–6, 7–9").
 */
const EXPLAIN: Record<Topic, string> = {
  killer: "Killer cage: digits in a dashed cage do not repeat, and add up to its small number.",
  diagonal: "Diagonal: a marked diagonal holds each digit once.",
  antiknight: "Anti-knight: cells a chess knight's move apart never hold the same digit.",
  antiking: "Anti-king: cells that touch at a corner never hold the same digit.",
  nonconsecutive: "Non-consecutive: side-by-side cells never hold consecutive digits.",
  "disjoint-groups": "Disjoint groups: cells in the same place of each box hold different digits.",
  thermo: "Thermometer: digits rise from the bulb along the line.",
  arrow: "Arrow: the digits along an arrow add up to the digit in its circle (or the number a pill spells); they may repeat.",
  difference: "White dot: the two digits differ by 1, or by the dot's number.",
  ratio: "Black dot: one digit is twice the other, or the dot's number times it.",
  xv: "X and V: the two digits add up to 10 (X) or 5 (V).",
  negative: "All marks are shown: side-by-side cells without a mark do not have that mark's property.",
  odd: "Grey circle: an odd digit.",
  even: "Grey square: an even digit.",
  minimum: "Minimum: the digit is smaller than each side-by-side neighbour's (the signs point at the smaller digit).",
  maximum: "Maximum: the digit is larger than each side-by-side neighbour's (the signs point at the smaller digit).",
  "extra-region": "Extra region: digits in a shaded region do not repeat.",
  palindrome: "Palindrome: the line reads the same from either end.",
  between: "Between line: digits on the line lie strictly between the digits in its two circles.",
  lockout: "Lockout line: the digits in its two diamonds differ by at least HALF; no digit on the line lies between them or equals either.",
  whispers: "Whispers (green line): neighbours along the line differ by at least WHISPER, or by the number in the green badge at its start.",
  renban: "Renban (purple line): the digits on the line are a run of consecutive digits in any order, none repeated.",
  entropic: "Entropic (orange line): any three cells in a row along the line hold one low digit (THIRDS), one middle and one high.",
  "region-sum": "Region sum (blue line): the line is cut where it crosses a region border, and every piece adds up to the same total.",
  clone: "Clone: shapes shaded alike hold the same digits in the same places.",
  quadruple: "Quadruple: the digits in a corner's circle appear in the four cells around it.",
  "little-killer": "Little killer: the digits along the arrow's diagonal add up to the clue; they may repeat.",
  sandwich: "Sandwich: the digits between the 1 and the N of a row or column add up to the clue beside it.",
  "x-sum": "X-sum (clue marked x): the first X digits from the clue add up to it, X being the first digit itself.",
  skyscraper: "Skyscraper (clue marked ▲): digits are heights, and the clue counts those seen from it; a taller one hides each shorter one behind it.",
  "indexer-row": "Row indexer (tinted cell with an up-down bar): a digit X in row R means that R sits in row X of the same column.",
  "indexer-column": "Column indexer (tinted cell with a side bar): a digit X in column C means that C sits in column X of the same row.",
  "indexer-box":
    "Box indexer (tinted cell with a corner square): a digit X in the P-th cell of its box, counting in reading order, means that P sits in the box's X-th cell.",
};

const topicOf = (rule: Rule): Topic | null => (rule.kind === "cosmetic-cage" ? null : rule.kind === "indexer" ? `indexer-${rule.by}` : rule.kind);

/** The low, middle and high values of an entropic line, "1–3, 4–6, 7–9" on a 9×9. */
function thirds(size: number): string {
  const groups: number[][] = [[], [], []];
  for (let v = 1; v <= size; v++) groups[entropicThird(size, v)].push(v);
  return groups.map((g) => (g.length === 1 ? `${g[0]}` : `${g[0]}–${g[g.length - 1]}`)).join(", ");
}

/** The explanations of the rule kinds a puzzle uses, in the order they first appear. */
export function ruleExplanations(puzzle: VariantPuzzle): string[] {
  const topics = [...new Set(puzzle.rules.map(topicOf))];
  return topics.flatMap((topic) => (topic === null ? [] : [EXPLAIN[topic].replace(/\bN\b/, String(puzzle.size)).replace("HALF", String(lockoutGap(puzzle.size))).replace("WHISPER", String(whispersGap(puzzle.size))).replace("THIRDS", thirds(puzzle.size))]));
}
