/**
 * Which levels a variant puzzle can be aimed at, per kind and board side: those its generator reached on at least
 * nine seeds in ten with the API's budget (test/bench/RESULTS.md, 2026-11-28 "variant levels"). A variant is rated by
 * the search effort of its uniqueness proof, and a kind's rules bound that effort: thermometers and a 6×6 cage
 * pattern give away too much for more than a medium or hard puzzle, and no kind reached extreme that often. Imports
 * no engine, so the site can read it as the API does.
 */
import type { VariantKind } from "../../api";
import { DIFFICULTIES, type Difficulty } from "../difficulty";
import { listInWords } from "../../words";

type Side = 4 | 6 | 9;

/** Per kind and side, the hardest level offered; every easier level is offered too. Entropic lines take no 4×4. */
const HARDEST: Readonly<Record<VariantKind, Readonly<Partial<Record<Side, Difficulty>>>>> = {
  killer: { 4: "easy", 6: "medium", 9: "hard" },
  jigsaw: { 4: "easy", 6: "medium", 9: "hard" },
  x: { 4: "easy", 6: "medium", 9: "hard" },
  sandwich: { 4: "easy", 6: "medium", 9: "expert" },
  "little-killer": { 4: "medium", 6: "expert", 9: "hard" },
  thermo: { 4: "easy", 6: "medium", 9: "hard" },
  arrow: { 4: "medium", 6: "hard", 9: "expert" },
  whispers: { 4: "easy", 6: "medium", 9: "expert" },
  renban: { 4: "easy", 6: "medium", 9: "expert" },
  entropic: { 6: "hard", 9: "expert" },
  "region-sum": { 4: "medium", 6: "hard", 9: "expert" },
};

/** The levels a variant of `kind` on a side×side board is offered at, easiest first (none for a side it is not made on). */
export function variantLevels(kind: VariantKind, side: number): readonly Difficulty[] {
  const hardest = HARDEST[kind][side as Side];
  return hardest === undefined ? [] : DIFFICULTIES.slice(0, DIFFICULTIES.indexOf(hardest) + 1);
}

/** The offered variant levels in words, per side, kinds grouped by their hardest: "9×9: up to hard for killer and x, …". */
export function variantLevelsInWords(): string {
  const sides: Side[] = [9, 6, 4];
  return sides
    .map((side) => {
      const groups = new Map<Difficulty, string[]>();
      for (const [kind, hardest] of Object.entries(HARDEST)) {
        const level = hardest[side];
        if (level !== undefined) groups.set(level, [...(groups.get(level) ?? []), kind]);
      }
      const parts = DIFFICULTIES.filter((level) => groups.has(level)).map((level) => `${level === "easy" ? "easy only" : `up to ${level}`} for ${listInWords(groups.get(level)!)}`);
      return `${side}×${side}: ${parts.join(", ")}`;
    })
    .join("; ");
}
