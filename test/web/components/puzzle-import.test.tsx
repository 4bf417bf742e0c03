import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { PuzzleImport, type LoadOutcome } from "../../../web/components/puzzle-import";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import { formatGrid, parseGrid } from "../../../worker/core/sudoku/grid-text";

afterEach(cleanup);

const PUZZLES = [4, 5, 6].map((seed) => formatGrid(generatePuzzle({ box: 3, seed, grade: false }).puzzle, "line"));
const rowsOf = (puzzle: string) => puzzle.replace(/\./g, "0").match(/.{9}/g)!.join("\n");

/** The importer with an editor that takes what parseGrid takes, as /enter's does; `loaded` records each load. */
function setup() {
  const loaded: string[] = [];
  const onLoad = (text: string): LoadOutcome => {
    const parsed = parseGrid(text, { boxed: true });
    if (!parsed.ok) return { ok: false, message: `Could not read that puzzle: ${parsed.error.message}` };
    loaded.push(formatGrid(parsed.value, "line"));
    return { ok: true, message: `Loaded a ${parsed.value.shape.size}×${parsed.value.shape.size} puzzle.` };
  };
  render(<PuzzleImport onLoad={onLoad} />);
  const paste = (text: string) => {
    fireEvent.input(screen.getByRole("textbox", { name: "Puzzle text" }), { target: { value: text } });
    fireEvent.click(screen.getByRole("button", { name: "Load text" }));
  };
  return { loaded, paste, status: () => screen.getByRole("status").textContent };
}

describe("PuzzleImport", () => {
  it("loads a single puzzle under a title, with no picker", () => {
    const { loaded, paste, status } = setup();
    paste(`Puzzle of the day (hard)\n${rowsOf(PUZZLES[1])}\n`);
    expect(loaded).toEqual([PUZZLES[1]]);
    expect(status()).toBe("Loaded a 9×9 puzzle. It is in the editor above.");
    expect(screen.queryByRole("spinbutton")).toBeNull();
  });

  it("offers every puzzle of a collection, the first loaded, and loads the one chosen", () => {
    const { loaded, paste, status } = setup();
    paste(["Grid 01", rowsOf(PUZZLES[0]), "Grid 02", rowsOf(PUZZLES[1]), `${PUZZLES[2].slice(1)}`, `id-3 ${PUZZLES[2]} 4.5`].join("\n"));
    expect(loaded).toEqual([PUZZLES[0]]);
    expect(status()).toMatch(/^This text holds 3 puzzles\. 1 line could not be read \(the first, line 21: expected .* got 80\)\. Loaded puzzle 1, from line 2\. It is in the editor above\.$/);
    const number = screen.getByRole("spinbutton", { name: /Puzzle/ });
    expect(number.getAttribute("max")).toBe("3");
    fireEvent.input(number, { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Load puzzle" }));
    expect(loaded).toEqual([PUZZLES[0], PUZZLES[2]]);
    expect(status()).toBe("Loaded puzzle 3 of 3, from line 22. It is in the editor above.");
    fireEvent.input(number, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Load puzzle" }));
    expect(status()).toBe("Choose a puzzle number from 1 to 3.");
    expect(loaded).toHaveLength(2);
  });

  it("says how a puzzle in other symbols was read: a 25×25 in A-Y, a collection's hexadoku picked from it", () => {
    const { loaded, paste, status } = setup();
    const big = generatePuzzle({ box: 5, seed: 2, difficulty: "easy" }).puzzle;
    paste(`A 25x25 in letters\n${formatGrid(big, "line", "letters")}`);
    expect(loaded).toEqual([formatGrid(big, "line")]);
    expect(status()).toBe("Loaded a 25×25 puzzle. Read as A to Y with A as 1, shown here as 1 to P. It is in the editor above.");
    const hex = generatePuzzle({ box: 4, seed: 9, grade: false }).puzzle;
    paste(`${PUZZLES[0]}\n${formatGrid(hex, "line", "zero-based")}`);
    expect(status()).toBe("This text holds 2 puzzles. Loaded puzzle 1, from line 1. It is in the editor above.");
    fireEvent.input(screen.getByRole("spinbutton", { name: /Puzzle/ }), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Load puzzle" }));
    expect(loaded.at(-1)).toBe(formatGrid(hex, "line"));
    expect(status()).toBe("Loaded puzzle 2 of 2, from line 2. Read as 0 to F with 0 as 1, shown here as 1 to G. It is in the editor above.");
  });

  it("says what is wrong with text that holds no puzzle, and a new single puzzle takes the picker away", () => {
    const { loaded, paste, status } = setup();
    paste(`${PUZZLES[0]}\n${PUZZLES[1]}`);
    expect(screen.getByRole("spinbutton", { name: /Puzzle/ })).toBeTruthy();
    paste(`Grid 01\n${rowsOf(PUZZLES[0]).slice(0, 44)}`);
    expect(status()).toMatch(/^Could not read that puzzle: line 2: a 9x9 grid written in rows needs 9 rows; 4 rows of 9 cells, then line 6 is not a row of 9 cells$/);
    expect(screen.queryByRole("spinbutton")).toBeNull();
    paste(PUZZLES[2]);
    expect(loaded.at(-1)).toBe(PUZZLES[2]);
  });
});
