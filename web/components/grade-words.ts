/**
 * The grader's hardest technique in words for the page ("Locked candidates", "X-Wing"), not its id
 * ("locked-candidates"). The names live with the techniques in the core, but importing that table would pull every
 * technique finder into the page; test/web/components/grade-words.test.ts keeps these words equal to those names.
 */
const NOT_PLAIN: Record<string, string> = {
  "x-wing": "X-Wing",
  "xy-wing": "XY-Wing",
  "xyz-wing": "XYZ-Wing",
  "w-wing": "W-Wing",
  "x-chain": "X-Chain",
  "xy-chain": "XY-Chain",
  "bug-plus-one": "BUG+1",
  solver: "search (no technique in the list applies)",
  none: "none (the grid was already full)",
};

export function techniqueWords(hardest: string): string {
  const plain = hardest.replaceAll("-", " ");
  return NOT_PLAIN[hardest] ?? plain.charAt(0).toUpperCase() + plain.slice(1);
}
