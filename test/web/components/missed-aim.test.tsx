import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { Difficulty, GenerateResponse } from "../../../worker/core/api";
import { MissedAim } from "../../../web/components/missed-aim";

const made = (level: Difficulty, asked?: Difficulty): GenerateResponse => ({
  puzzle: ".".repeat(81),
  size: 9,
  difficulty: level,
  symmetry: "none",
  seed: "s",
  clues: 0,
  grade: { level, score: 0, rating: 0, hardest: "search", counts: {}, solvedByLogic: false },
  work: 1,
  ...(asked ? { asked, note: "…" } : {}),
});

describe("MissedAim", () => {
  afterEach(cleanup);

  it("says which level was aimed at and which came, when the two differ", () => {
    const { container } = render(<MissedAim made={made("medium", "extreme")} />);
    expect(container.textContent).toBe("Aimed at extreme, but none of this seed’s attempts got there; this medium one came closest. “New puzzle” tries another seed.");
  });

  it("says nothing when the level asked for was reached, or none was asked for", () => {
    expect(render(<MissedAim made={made("hard", "hard")} />).container.textContent).toBe("");
    expect(render(<MissedAim made={made("hard")} />).container.textContent).toBe("");
  });
});
