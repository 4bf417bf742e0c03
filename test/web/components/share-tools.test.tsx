import { act, cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { ShareTools } from "../../../web/components/share-tools";
import { createGameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_4, PUZZLE_9 } from "../helpers";

afterEach(cleanup);

describe("ShareTools' SudokuWiki link", () => {
  it("hands a 9×9 position to SudokuWiki's solver as 81 digits, the placed ones included as they change", () => {
    const model = createGameModel(grid(PUZZLE_9), { id: "wiki", store: null });
    render(<ShareTools title="t" copyLabel="Copy share link" link={() => "x"} position={model} />);
    const link = () => screen.getByRole("link", { name: "Open in SudokuWiki" });
    expect(link().getAttribute("href")).toBe(`https://www.sudokuwiki.org/sudoku.htm?bd=${PUZZLE_9.replace(/\./g, "0")}`);
    expect(link().getAttribute("target")).toBe("_blank");
    const empty = PUZZLE_9.indexOf(".");
    act(() => {
      model.select(empty);
      model.input(4, "value");
    });
    const expected = [...PUZZLE_9.replace(/\./g, "0")];
    expected[empty] = "4";
    expect(link().getAttribute("href")).toBe(`https://www.sudokuwiki.org/sudoku.htm?bd=${expected.join("")}`);
  });

  it("offers no such link for another board, or without a position", () => {
    const four = createGameModel(grid(PUZZLE_4), { id: "four", store: null });
    render(<ShareTools title="t" copyLabel="Copy share link" link={() => "x"} position={four} />);
    expect(screen.queryByRole("link", { name: /SudokuWiki/ })).toBeNull();
    cleanup();
    render(<ShareTools title="t" copyLabel="Copy share link" link={() => "x"} />);
    expect(screen.queryByRole("link", { name: /SudokuWiki/ })).toBeNull();
  });
});
