import { describe, expect, it } from "vitest";
import { apiOrigin, hostSettings, readConfig } from "../../../web/widget/attributes";

const HERE = "https://sudoku.example";

describe("widget attributes", () => {
  it("defaults to the daily medium puzzle, the system theme and the script's origin", () => {
    expect(readConfig({}, HERE)).toEqual({ ok: true, value: { puzzle: "daily", difficulty: "medium", theme: "auto", origin: HERE, help: true, hintLimit: null } });
  });

  it("takes givens, a level and a theme, case- and space-tolerant", () => {
    const config = readConfig({ puzzle: " 1.3.. ", difficulty: "HARD", theme: " Dark", help: " OFF", hints: " 3 " }, HERE);
    expect(config).toEqual({ ok: true, value: { puzzle: { givens: "1.3.." }, difficulty: "hard", theme: "dark", origin: HERE, help: false, hintLimit: 3 } });
    expect(readConfig({ hints: "0" }, HERE)).toMatchObject({ ok: true, value: { hintLimit: 0 } });
    expect(readConfig({ hints: " " }, HERE)).toMatchObject({ ok: true, value: { hintLimit: null } });
    expect(readConfig({ help: "on" }, HERE)).toMatchObject({ ok: true, value: { help: true } });
    expect(readConfig({ puzzle: "Daily" }, HERE)).toMatchObject({ ok: true, value: { puzzle: "daily" } });
    // The day's other puzzles by name, any case; anything else is givens (the player reports what it cannot read).
    expect(readConfig({ puzzle: " Daily-16 " }, HERE)).toMatchObject({ ok: true, value: { puzzle: "daily-16" } });
    expect(readConfig({ puzzle: "daily-killer" }, HERE)).toMatchObject({ ok: true, value: { puzzle: "daily-killer" } });
    expect(readConfig({ puzzle: "1.3.." }, HERE)).toMatchObject({ ok: true, value: { puzzle: { givens: "1.3.." } } });
  });

  it("reads a name that starts like a day's puzzle but is none as a typo of a name, not as givens", () => {
    for (const puzzle of ["daily-25", "Daily16", " daily-killers "]) {
      expect(readConfig({ puzzle }, HERE)).toEqual({ ok: false, error: `The puzzle attribute is "${puzzle}", which is not one of the day's puzzles; use one of daily, daily-16, daily-killer, or the givens of a puzzle.` });
    }
    // A 25×25 in the letters-only alphabet (A=1 … Y=25) may start with those letters: it is still a grid.
    const letters = "DAILY".padEnd(625, ".");
    expect(readConfig({ puzzle: letters }, HERE)).toMatchObject({ ok: true, value: { puzzle: { givens: letters } } });
  });

  it("names the attribute and its allowed values when one is wrong", () => {
    expect(readConfig({ difficulty: "impossible" }, HERE)).toEqual({ ok: false, error: 'The difficulty attribute is "impossible"; use one of easy, medium, hard, expert, extreme.' });
    expect(readConfig({ theme: "purple" }, HERE)).toEqual({ ok: false, error: 'The theme attribute is "purple"; use one of auto, light, dark.' });
    expect(readConfig({ help: "none" }, HERE)).toEqual({ ok: false, error: 'The help attribute is "none"; use one of on, off.' });
    for (const hints of ["three", "100", "-1", "2.5"]) {
      expect(readConfig({ hints }, HERE)).toEqual({ ok: false, error: `The hints attribute is "${hints}"; use a whole number of hints from 0 to 99, or leave it out for no limit.` });
    }
  });

  it("give the game only the settings that differ from a game on the site", () => {
    expect(hostSettings({ help: true, hintLimit: null })).toEqual({});
    expect(hostSettings({ help: false, hintLimit: null })).toEqual({ help: false });
    expect(hostSettings({ help: true, hintLimit: 0 })).toEqual({ hintLimit: 0 });
  });

  it("reduces api to an http(s) origin and refuses anything else", () => {
    expect(apiOrigin("https://api.example/some/path?x=1", HERE)).toEqual({ ok: true, value: "https://api.example" });
    expect(apiOrigin("  ", HERE)).toEqual({ ok: true, value: HERE });
    const notUrl = apiOrigin("sudoku.example", HERE);
    expect(notUrl.ok).toBe(false);
    expect(!notUrl.ok && notUrl.error).toContain('"sudoku.example" is not an address');
    const script = apiOrigin("javascript:alert(1)", HERE);
    expect(!script.ok && script.error).toContain("must be an http(s) address");
  });
});
