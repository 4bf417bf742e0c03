import { act, cleanup, render, screen } from "@testing-library/preact";
import { signal } from "@preact/signals";
import { afterEach, describe, expect, it } from "vitest";
import { LearnLink, type HintedTechnique } from "../../../web/components/learn-link";
import { cellOf, game9 } from "../state/game-fixtures";

afterEach(cleanup);

describe("LearnLink", () => {
  it("links a hint's technique to its lesson until the board changes", () => {
    const model = game9();
    const hinted = signal<HintedTechnique | null>({ technique: "x-wing", cursor: model.cursor.value });
    render(<LearnLink model={model} hinted={hinted} />);
    expect(screen.getByRole("link", { name: "How X-Wing works" }).getAttribute("href")).toBe("/learn#x-wing");
    act(() => {
      model.select(cellOf(1, 3));
      model.input(4, "note");
    });
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("names the solver's lesson in words, and shows nothing before a hint", () => {
    const model = game9();
    const hinted = signal<HintedTechnique | null>(null);
    render(<LearnLink model={model} hinted={hinted} />);
    expect(screen.queryByRole("link")).toBeNull();
    act(() => void (hinted.value = { technique: "solver", cursor: model.cursor.value }));
    expect(screen.getByRole("link", { name: "When no technique applies" }).getAttribute("href")).toBe("/learn#solver");
  });
});
