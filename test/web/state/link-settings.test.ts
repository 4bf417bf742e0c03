import { describe, expect, it } from "vitest";
import { progressLink } from "../../../web/components/share-tools";
import { createGameModel } from "../../../web/state/game-model";
import { settingsFromQuery, settingsQuery, settingsWords, unreadSettings, withSettings } from "../../../web/state/link-settings";
import { createSettings, DEFAULT_SETTINGS } from "../../../web/state/settings";
import { grid, memoryStore, PUZZLE_9 } from "../helpers";

describe("settings in a puzzle's link", () => {
  it("reads conflicts and timer as on or off in any common spelling, and SudokuPad's conflict checker", () => {
    expect(settingsFromQuery("?conflicts=off")).toEqual({ showConflicts: false });
    expect(settingsFromQuery("?size=9&conflicts=OFF&timer=off&seed=x")).toEqual({ showConflicts: false, hideTimer: true });
    expect(settingsFromQuery("?conflicts=1&timer=true")).toEqual({ showConflicts: true, hideTimer: false });
    expect(settingsFromQuery("?setting-conflictchecker=0")).toEqual({ showConflicts: false });
    // Ours wins over SudokuPad's when both are there.
    expect(settingsFromQuery("?conflicts=on&setting-conflictchecker=0")).toEqual({ showConflicts: true });
  });

  it("reads help=off, and writes it back, but never calls it one of the player's settings", () => {
    expect(settingsFromQuery("?help=off")).toEqual({ help: false });
    expect(settingsFromQuery("?help=ON&timer=off")).toEqual({ help: true, hideTimer: true });
    expect(settingsQuery({ help: false, showConflicts: false })).toBe("conflicts=off&help=off");
    expect(settingsWords({ help: false, showConflicts: false })).toBe("conflict marks off");
  });

  it("reads a hint allowance of 0 to 99, writes it back, and leaves its words to the hint button's place", () => {
    expect(settingsFromQuery("?hints=3")).toEqual({ hintLimit: 3 });
    expect(settingsFromQuery("?hints=0&timer=off")).toEqual({ hintLimit: 0, hideTimer: true });
    expect(settingsFromQuery("?hints=%2099%20")).toEqual({ hintLimit: 99 });
    for (const bad of ["100", "-1", "2.5", "three", "", "1e1", "0x3"]) expect(settingsFromQuery(`?hints=${bad}`)).toEqual({});
    expect(settingsQuery({ help: true, hintLimit: 5 })).toBe("help=on&hints=5");
    expect(settingsQuery({ hintLimit: null })).toBe("");
    expect(settingsFromQuery(`?${settingsQuery({ hintLimit: 0, showConflicts: false })}`)).toEqual({ hintLimit: 0, showConflicts: false });
    expect(settingsWords({ hintLimit: 3, hideTimer: true })).toBe("the timer hidden");
  });

  it("ignores what it does not know, so a link is never refused for it", () => {
    expect(settingsFromQuery("")).toEqual({});
    expect(settingsFromQuery("?conflicts=maybe&timer=&colour=red")).toEqual({});
  });

  it("names each setting it left out for its value, with what that setting takes, and nothing it read or does not know", () => {
    expect(unreadSettings("?conflicts=maybe&timer=&colour=red&hints=1000&help=off")).toEqual([
      "conflicts=maybe (on or off)",
      "timer= (on or off)",
      "hints=1000 (a whole number from 0 to 99)",
    ]);
    expect(unreadSettings("?setting-conflictchecker=2&help=nope")).toEqual(["setting-conflictchecker=2 (on or off)", "help=nope (on or off)"]);
    expect(unreadSettings("?size=9&d=easy&seed=x&conflicts=OFF&timer=%20on%20&help=0&hints=7")).toEqual([]);
    expect(unreadSettings("")).toEqual([]);
  });

  it("writes the settings back in one spelling, after a path's own query if it has one", () => {
    expect(settingsQuery({})).toBe("");
    expect(settingsQuery({ showConflicts: false, hideTimer: true })).toBe("conflicts=off&timer=off");
    expect(withSettings("/p/1.2", { showConflicts: false })).toBe("/p/1.2?conflicts=off");
    expect(withSettings("/v?load=abc", { hideTimer: false })).toBe("/v?load=abc&timer=on");
    expect(withSettings("/p/1.2", {})).toBe("/p/1.2");
    for (const settings of [{ showConflicts: false }, { showConflicts: true, hideTimer: true }, { hideTimer: false }]) expect(settingsFromQuery(`?${settingsQuery(settings)}`)).toEqual(settings);
  });

  it("says what a link sets in words", () => {
    expect(settingsWords({ showConflicts: false })).toBe("conflict marks off");
    expect(settingsWords({ showConflicts: true, hideTimer: true })).toBe("conflict marks on and the timer hidden");
    expect(settingsWords({})).toBe("");
  });
});

describe("a game's given settings", () => {
  it("apply on top of the saved ones and are never saved; what the player changes is saved, over their own", () => {
    const store = memoryStore();
    createSettings(store).updateSettings({ autoClearNotes: false });
    const linked = createSettings(store, { showConflicts: false });
    expect(linked.settings.value).toEqual({ ...DEFAULT_SETTINGS, autoClearNotes: false, showConflicts: false });
    linked.updateSettings({ hideTimer: true });
    expect(linked.settings.value.showConflicts).toBe(false);
    // Another game, without the link: the player's own settings, with their change, and conflicts as they had them.
    expect(createSettings(store).settings.value).toEqual({ ...DEFAULT_SETTINGS, autoClearNotes: false, hideTimer: true });
  });

  it("travel on in the game's share link, before the progress fragment", () => {
    const model = createGameModel(grid(PUZZLE_9), { id: "linked", store: null, settings: { showConflicts: false } });
    model.select(PUZZLE_9.indexOf("."));
    model.input(4, "value");
    const url = new URL(progressLink(model)());
    expect(url.pathname).toBe(`/p/${PUZZLE_9}`);
    expect(url.search).toBe("?conflicts=off");
    expect(url.hash).toMatch(/^#e=/);
    const variant = new URL(progressLink(model, "/v?load=abc")());
    expect(variant.search).toBe("?load=abc&conflicts=off");
    const plain = createGameModel(grid(PUZZLE_9), { id: "plain", store: null });
    expect(new URL(progressLink(plain)()).search).toBe("");
  });

  it("keep help off and a hint allowance out of the player's saved settings, even if a store holds them", () => {
    const store = memoryStore();
    const unhelped = createSettings(store, { help: false });
    expect(unhelped.settings.value.help).toBe(false);
    unhelped.updateSettings({ hideTimer: true });
    expect(createSettings(store).settings.value).toEqual({ ...DEFAULT_SETTINGS, hideTimer: true });
    store.setItem("sudoku:settings", JSON.stringify({ help: false, hintLimit: 2 }));
    expect(createSettings(store).settings.value).toMatchObject({ help: true, hintLimit: null });
    // Nor is an allowance a link gives saved with a change the player makes.
    const limited = createSettings(store, { hintLimit: 1 });
    limited.updateSettings({ showConflicts: false });
    expect(createSettings(store).settings.value).toMatchObject({ showConflicts: false, hintLimit: null });
  });
});
