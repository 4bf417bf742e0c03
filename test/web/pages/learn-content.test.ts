import shipped from "virtual:learn-content";
import { describe, expect, it } from "vitest";
import { parseCandidates } from "../../../worker/core/sudoku/hints/candidate-notation";
import { TECHNIQUE_TABLE } from "../../../worker/core/sudoku/hints/index";
import { learnContent } from "../../../web/pages/learn-content";

describe("the technique page's content, worked out when the site is built", () => {
  it("is what the build plugin serves, as JSON, every technique in the engine's order and the solver last", () => {
    expect(shipped).toEqual(JSON.parse(JSON.stringify(learnContent())));
    const lessons = shipped.flatMap((level) => level.lessons);
    expect(lessons.map((l) => l.technique)).toEqual([...TECHNIQUE_TABLE.map((e) => e.technique), "solver"]);
    expect(lessons.at(-1)).toMatchObject({ name: "Solver", title: "When no technique applies", worked: null });
  });

  for (const entry of TECHNIQUE_TABLE) {
    it(`${entry.name}: the shipped position, parsed as the page parses it, gives the engine the shipped step`, () => {
      const lesson = shipped.find((level) => level.level === entry.level)!.lessons.find((l) => l.technique === entry.technique)!;
      expect(lesson).toMatchObject({ name: entry.name, title: entry.name, rating: entry.rating, score: entry.score });
      const position = parseCandidates(lesson.worked!.position);
      expect(position.ok).toBe(true);
      if (!position.ok) return;
      const found = entry.find(position.value);
      expect(found).not.toBeNull();
      const { facts, ...drawn } = found!;
      expect(facts.length).toBeGreaterThan(0);
      // The board draws everything but the facts, which only the solving log reads.
      expect(drawn).toEqual(lesson.worked!.step);
      expect(lesson.worked!.sentence.startsWith(entry.name)).toBe(true);
    });
  }
});
