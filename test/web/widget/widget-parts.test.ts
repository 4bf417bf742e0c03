import { describe, expect, it } from "vitest";
import { iframeSnippet, scriptSnippet } from "../../../web/pages/widget";
import { prefixedStore } from "../../../web/state/saved-game";
import { inlinePuzzle } from "../../../web/widget/use-widget-puzzle";
import { remToPx } from "../../../web/widget/widget-css";

describe("widget parts", () => {
  it("turns rem into px so the host's root font size cannot scale the widget", () => {
    expect(remToPx(".a{font-size:1.3rem;margin:.5rem -0.25rem 2rem}.b{width:10remx}")).toBe(".a{font-size:20.8px;margin:8px -4px 32px}.b{width:10remx}");
  });

  it("keeps every key under its prefix", () => {
    const backing = new Map<string, string>();
    const raw = { getItem: (k: string) => backing.get(k) ?? null, setItem: (k: string, v: string) => void backing.set(k, v), removeItem: (k: string) => void backing.delete(k) };
    const store = prefixedStore(raw, "w:")!;
    store.setItem("game", "1");
    expect([...backing.keys()]).toEqual(["w:game"]);
    expect(store.getItem("game")).toBe("1");
    store.removeItem("game");
    expect(backing.size).toBe(0);
    expect(prefixedStore(null, "w:")).toBeNull();
  });

  it("reads an inline puzzle into its line form and a link to the full site", () => {
    const made = inlinePuzzle("1...\n..2.\n.1..\n4..3", "https://s.example");
    expect(made).toEqual({ puzzle: "1.....2..1..4..3", title: "Sudoku 4×4", link: "https://s.example/p/1.....2..1..4..3", error: null });
    const bad = inlinePuzzle("1...\n..x.\n.1..\n4..3", "https://s.example");
    expect(bad.puzzle).toBeNull();
    expect(bad.error).toMatch(/^This puzzle could not be read: .*x/);
    // The sizes named are every size the attribute takes, a 6×6 too; a 6×6 whose givens clash names the two cells.
    expect(inlinePuzzle("123", "https://s.example").error).toContain("36 (6x6)");
    expect(inlinePuzzle("11".padEnd(36, "."), "https://s.example").error).toBe("This puzzle could not be read: two 1s in row 1: r1c1 and r1c2");
  });

  it("writes snippets that name the difficulty only for the daily puzzle and escape the givens", () => {
    expect(scriptSnippet("https://s.example", { puzzle: "daily", difficulty: "hard", theme: "auto", help: "on", hints: "any" })).toBe(
      '<script type="module" src="https://s.example/widget.js"></script>\n<sudoku-puzzle puzzle="daily" difficulty="hard" theme="auto"></sudoku-puzzle>',
    );
    expect(scriptSnippet("https://s.example", { puzzle: '1."3', difficulty: "hard", theme: "dark", help: "on", hints: "any" })).toContain('<sudoku-puzzle puzzle="1.&quot;3" theme="dark">');
    const frame = iframeSnippet("https://s.example", { puzzle: "1...", difficulty: "easy", theme: "light", help: "on", hints: "any" });
    expect(frame.split("\n")[0]).toBe(
      '<iframe id="sat-sudoku-frame" src="https://s.example/embed?puzzle=1...&amp;theme=light" title="Sudoku" width="100%" height="760" style="border:0;display:block" loading="lazy"></iframe>',
    );
    // Help is named only when it is off, in the tag and in the frame's address alike.
    expect(scriptSnippet("https://s.example", { puzzle: "daily", difficulty: "easy", theme: "auto", help: "off", hints: "any" })).toContain('theme="auto" help="off"></sudoku-puzzle>');
    expect(iframeSnippet("https://s.example", { puzzle: "1...", difficulty: "easy", theme: "light", help: "off", hints: "any" })).toContain("/embed?puzzle=1...&amp;theme=light&amp;help=off");
    // A hint allowance is named when help is on and a number is chosen; with help off there are no hints to count.
    expect(scriptSnippet("https://s.example", { puzzle: "daily", difficulty: "easy", theme: "auto", help: "on", hints: "3" })).toContain('theme="auto" hints="3"></sudoku-puzzle>');
    expect(scriptSnippet("https://s.example", { puzzle: "daily", difficulty: "easy", theme: "auto", help: "off", hints: "3" })).toContain('theme="auto" help="off"></sudoku-puzzle>');
    expect(iframeSnippet("https://s.example", { puzzle: "1...", difficulty: "easy", theme: "light", help: "on", hints: "0" })).toContain("/embed?puzzle=1...&amp;theme=light&amp;hints=0");
    // The resize listener trusts only messages from the service's own origin.
    expect(frame).toContain('e.origin !== "https://s.example"');
    expect(frame).toContain('document.getElementById("sat-sudoku-frame").style.height = e.data.detail.height + "px"');
  });
});
