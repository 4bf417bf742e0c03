/**
 * The classic widget as a host page meets it: the events it sends on the finishing move, and the saved games of
 * several widgets of one puzzle on one page, each rendered in the shadow root of its own <sudoku-puzzle> element as
 * the custom element does.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SudokuWidget } from "../../../web/widget/sudoku-widget";
import { puzzleSignature, storageSlot } from "../../../web/widget/storage-slot";
import { PUZZLE_9, SOLUTION_4, SOLUTION_9 } from "../helpers";
import { addHost, inWidget, mountHost, patchShadowFocus, unmountHosts, type HostAttributes } from "./hosts";

const ORIGIN = "https://s.example";
const PREFIX = "sat-sudoku-widget:sudoku:game:";
/** The 4×4 solution (helpers.ts) with r4c3 (cell 14) left empty: one move finishes it. */
const NEARLY_DONE_4 = [...SOLUTION_4].map((ch, i) => (i === 14 ? "." : ch)).join("");

patchShadowFocus();

/** A <sudoku-puzzle> with `attributes`, its widget rendered in its shadow root. */
const mount = (attributes: HostAttributes) => mountHost(attributes, <SudokuWidget {...attributes} />);

/** Puts `digit` into the widget's first empty cell; returns that cell's name ("row 1, column 3"). */
async function playOne(host: HTMLElement, digit: string): Promise<string> {
  const cell = (await inWidget(host).findAllByRole("gridcell", { name: /, empty$/ }, { timeout: 2000 }))[0];
  const where = cell.getAttribute("aria-label")!.replace(/, empty$/, "");
  fireEvent.pointerDown(cell);
  fireEvent.click(inWidget(host).getByRole("button", { name: `Enter ${digit}` }));
  return where;
}

const cellText = async (host: HTMLElement, where: string) => (await inWidget(host).findByRole("gridcell", { name: new RegExp(`^${where},`) })).getAttribute("aria-label");

beforeEach(() => {
  localStorage.clear();
  // /api/solve proves any of these puzzles unique; /api/daily hands out PUZZLE_9 at every level.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes("/api/daily")) return Response.json({ date: "2025-01-02", difficulty: "easy", size: 9, puzzle: PUZZLE_9 });
      const { puzzle } = JSON.parse(String(init?.body)) as { puzzle: string };
      const solution = puzzle.length === 16 ? SOLUTION_4 : SOLUTION_9;
      return Response.json({ status: "unique", size: Math.sqrt(puzzle.length), puzzle, solution });
    }),
  );
});

afterEach(() => {
  cleanup();
  unmountHosts();
  vi.unstubAllGlobals();
});

describe("the widget's events on the finishing move", () => {
  it("tells the host the final position (all cells filled) before it says solved", async () => {
    const heard: { type: string; filled?: number; total?: number }[] = [];
    const listen = (e: Event) => heard.push({ type: e.type, ...((e as CustomEvent).detail as { filled?: number; total?: number }) });
    document.addEventListener("progress", listen);
    document.addEventListener("solved", listen);
    try {
      render(<SudokuWidget puzzle={NEARLY_DONE_4} api={ORIGIN} />);
      await waitFor(() => expect(screen.getAllByRole("gridcell")).toHaveLength(16));
      await waitFor(() => expect(screen.getByRole("button", { name: "Reveal cell" })).toHaveProperty("disabled", false));
      fireEvent.pointerDown(screen.getByRole("gridcell", { name: "row 4, column 3, empty" }));
      fireEvent.click(screen.getByRole("button", { name: `Enter ${SOLUTION_4[14]}` }));
      await waitFor(() => expect(heard.map((e) => e.type)).toContain("solved"));
      expect(heard.map((e) => e.type)).toEqual(["progress", "solved"]);
      expect(heard[0]).toMatchObject({ filled: 16, total: 16 });
    } finally {
      document.removeEventListener("progress", listen);
      document.removeEventListener("solved", listen);
    }
  });
});

describe("a mistyped name of a day's puzzle", () => {
  it("is said against the names the attribute takes, not read as givens of the wrong length", () => {
    render(<SudokuWidget puzzle="daily-25" api={ORIGIN} />);
    expect(screen.getByRole("alert").textContent).toBe('The puzzle attribute is "daily-25", which is not one of the day\'s puzzles; use one of daily, daily-16, daily-killer, or the givens of a puzzle.');
  });
});

describe("several widgets of one puzzle on a page", () => {
  it("keep their own games across a reload, the first under the key a lone widget has always used", async () => {
    const attributes = { puzzle: PUZZLE_9, api: ORIGIN };
    mount(attributes);
    const second = mount(attributes);
    const where = await playOne(second, "4");
    expect(await cellText(second, where)).toBe(`${where}, 4`);

    unmountHosts();
    const firstAgain = mount(attributes);
    const secondAgain = mount(attributes);
    expect(await cellText(secondAgain, where)).toBe(`${where}, 4`);
    expect(await cellText(firstAgain, where)).toBe(`${where}, empty`);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(PREFIX)).sort()).toEqual([PREFIX + PUZZLE_9, `${PREFIX}${PUZZLE_9}#2`]);
  });

  it("keeps two daily widgets of one level apart too, and a widget with an id under its id", async () => {
    mount({ puzzle: "daily", difficulty: "easy", api: ORIGIN });
    const named = mount({ puzzle: "daily", difficulty: "easy", api: ORIGIN, id: "sidebar" });
    const where = await playOne(named, "1");
    unmountHosts();
    const first = mount({ puzzle: "daily", difficulty: "easy", api: ORIGIN });
    const namedAgain = mount({ puzzle: "daily", difficulty: "easy", api: ORIGIN, id: "sidebar" });
    expect(await cellText(namedAgain, where)).toBe(`${where}, 1`);
    expect(await cellText(first, where)).toBe(`${where}, empty`);
    expect(localStorage.getItem(`${PREFIX}${PUZZLE_9}@sidebar`)).not.toBeNull();
  });
});

describe("an attribute that names no other game", () => {
  it("keeps the game on screen as it is: a new theme does not make the board again", async () => {
    const view = render(<SudokuWidget puzzle={PUZZLE_9} api={ORIGIN} theme="light" />);
    const cell = await screen.findByRole("gridcell", { name: "row 1, column 3, empty" });
    view.rerender(<SudokuWidget puzzle={PUZZLE_9} api={ORIGIN} theme="dark" />);
    expect(cell.isConnected).toBe(true);
    expect(document.querySelector(".sudoku-widget.dark")).not.toBeNull();
  });
});

describe("a widget's storage slot", () => {
  const place = (...pages: (HostAttributes)[]) => {
    document.body.replaceChildren();
    return pages.map(addHost).map((host) => storageSlot(host, ORIGIN));
  };

  it("is empty for a lone widget, with an id or not, and for the first of several", () => {
    expect(place({ puzzle: PUZZLE_9 })).toEqual([""]);
    expect(place({ puzzle: PUZZLE_9, id: "mine" })).toEqual([""]);
    expect(storageSlot(null, ORIGIN)).toBe("");
  });

  it("counts only widgets whose game would share the key: same puzzle, level and terms", () => {
    expect(place({ puzzle: PUZZLE_9 }, { puzzle: PUZZLE_9.replaceAll(".", "0") }, { puzzle: PUZZLE_9, id: "third" }, { puzzle: PUZZLE_9 })).toEqual(["", "#2", "@third", "#4"]);
    expect(place({ puzzle: "daily", difficulty: "easy" }, { puzzle: "daily", difficulty: "hard" }, { puzzle: "Daily", difficulty: "EASY" })).toEqual(["", "", "#2"]);
    // help="off" and a hint allowance are games of their own already; a widget with a bad attribute keeps no game.
    expect(place({ puzzle: PUZZLE_9 }, { puzzle: PUZZLE_9, help: "off" }, { puzzle: PUZZLE_9, hints: "3" }, { puzzle: PUZZLE_9, theme: "purple" }, { puzzle: PUZZLE_9 })).toEqual(["", "", "", "", "#2"]);
    expect(place({ variant: "abc" }, { variant: " abc " }, { puzzle: "daily-killer" }, { puzzle: "daily-killer" })).toEqual(["", "#2", "", "#2"]);
  });

  it("reads a day's puzzle by its name and level, a variant by its text, and refuses what the widget refuses", () => {
    expect(puzzleSignature({}, ORIGIN)).toBe(puzzleSignature({ puzzle: "daily", difficulty: "medium" }, ORIGIN));
    expect(puzzleSignature({ puzzle: "daily-16", difficulty: "easy" }, ORIGIN)).toBe(puzzleSignature({ puzzle: "daily-16", difficulty: "hard" }, ORIGIN));
    expect(puzzleSignature({ puzzle: "daily-25" }, ORIGIN)).toBeNull();
    expect(puzzleSignature({ puzzle: "daily", difficulty: "impossible" }, ORIGIN)).toBeNull();
    // A variant ignores difficulty, as the variant widget does.
    expect(puzzleSignature({ variant: "abc", difficulty: "impossible" }, ORIGIN)).toBe(puzzleSignature({ variant: "abc" }, ORIGIN));
  });
});
