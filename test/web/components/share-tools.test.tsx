import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareTools } from "../../../web/components/share-tools";
import { createGameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_4, PUZZLE_9, SOLUTION_4, values } from "../helpers";

afterEach(cleanup);

describe("ShareTools' SudokuWiki link", () => {
  it("hands a 9×9 position to SudokuWiki's solver as 81 digits, the placed ones included as they change", () => {
    const model = createGameModel(grid(PUZZLE_9), { id: "wiki", store: null });
    render(<ShareTools title="t" copyLabel="Copy share link" model={model} classic />);
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

  it("offers no such link for another board, for a game that is not classic, or one played without help", () => {
    const four = createGameModel(grid(PUZZLE_4), { id: "four", store: null });
    render(<ShareTools title="t" copyLabel="Copy share link" model={four} classic />);
    expect(screen.queryByRole("link", { name: /SudokuWiki/ })).toBeNull();
    cleanup();
    const nine = createGameModel(grid(PUZZLE_9), { id: "nine", store: null });
    render(<ShareTools title="t" copyLabel="Copy share link" model={nine} path="/v?load=abc" />);
    expect(screen.queryByRole("link", { name: /SudokuWiki/ })).toBeNull();
    cleanup();
    const unhelped = createGameModel(grid(PUZZLE_9), { id: "unhelped", store: null, settings: { help: false } });
    render(<ShareTools title="t" copyLabel="Copy share link" model={unhelped} classic />);
    expect(screen.queryByRole("link", { name: /SudokuWiki/ })).toBeNull();
  });
});

describe("ShareTools' settings for the link", () => {
  /** What the copy button puts on the clipboard. */
  async function copied(): Promise<URL> {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole("button", { name: /^(Copy share link|✓ Copied)$/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    return new URL(writeText.mock.calls[0]![0]);
  }

  const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it("start from the game's own link and put what the setter chooses on the copied link", async () => {
    const model = createGameModel(grid(PUZZLE_9), { id: "setter", store: null, settings: { showConflicts: false } });
    render(<ShareTools title="t" copyLabel="Copy share link" model={model} classic />);
    expect((screen.getByLabelText("Conflict marks") as HTMLSelectElement).value).toBe("off");
    expect((await copied()).search).toBe("?conflicts=off");
    choose("Conflict marks", "");
    choose("Timer", "hidden");
    choose("Hints", "3");
    expect(screen.getByText("timer=off&hints=3")).toBeTruthy();
    const url = await copied();
    expect(url.pathname).toBe(`/p/${PUZZLE_9}`);
    expect(url.search).toBe("?timer=off&hints=3");
    // The game itself plays on as its own link said.
    expect(model.settings.value).toMatchObject({ showConflicts: false, hideTimer: false, hintLimit: null });
  });

  it("show an allowance the form does not list as it is", async () => {
    const model = createGameModel(grid(PUZZLE_9), { id: "seven", store: null, settings: { hintLimit: 7 } });
    render(<ShareTools title="t" copyLabel="Copy share link" model={model} classic />);
    expect((screen.getByLabelText("Hints") as HTMLSelectElement).value).toBe("7");
    expect((await copied()).search).toBe("?hints=7");
  });

  it("drop the hint count when help goes off, and say when the link sets nothing", async () => {
    const model = createGameModel(grid(PUZZLE_4), { id: "contest", store: null });
    render(<ShareTools title="t" copyLabel="Copy share link" model={model} path="/v?load=abc" />);
    expect(screen.getByText("The link sets nothing: each player plays with their own settings.")).toBeTruthy();
    choose("Hints", "0");
    choose("Help", "off");
    expect(screen.queryByLabelText("Hints")).toBeNull();
    expect((await copied()).search).toBe("?load=abc&help=off");
    choose("Help", "on");
    expect((screen.getByLabelText("Hints") as HTMLSelectElement).value).toBe("");
    expect((await copied()).search).toBe("?load=abc");
  });
});

describe("ShareTools' result", () => {
  it("is offered once the game is solved, spoiler-free: time, help used, and the puzzle's link without the entries", async () => {
    const start = values(SOLUTION_4).map((v, i) => (i === 14 ? 0 : v));
    const model = createGameModel(grid(PUZZLE_4), { id: "result", store: null, solution: values(SOLUTION_4), startProgress: { values: start }, settings: { hintLimit: 2 } });
    render(<ShareTools title="Sudoku: 4×4 puzzle" copyLabel="Copy share link" model={model} classic />);
    expect(screen.queryByRole("button", { name: "Copy result" })).toBeNull();
    act(() => {
      model.select(14);
      model.input(Number(SOLUTION_4[14]), "value");
    });
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole("button", { name: "Copy result" }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const [title, line, link] = writeText.mock.calls[0]![0].split("\n");
    expect(title).toBe("Sudoku: 4×4 puzzle — solved");
    expect(line).toMatch(/^🟩 0:0\d · 0 mistakes · 0 hints$/);
    expect(link).toBe(`${location.origin}/p/${PUZZLE_4}?hints=2`);
    expect(writeText.mock.calls[0]![0]).not.toContain(SOLUTION_4);
  });

  it("is left to the page that offers its own", () => {
    const model = createGameModel(grid(PUZZLE_4), { id: "own", store: null, startProgress: { values: values(SOLUTION_4) } });
    render(<ShareTools title="t" copyLabel="Copy share link" model={model} classic result={false} />);
    expect(model.solved.value).toBe(true);
    expect(screen.queryByRole("button", { name: "Copy result" })).toBeNull();
  });
});
