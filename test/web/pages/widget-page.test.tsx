import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WidgetPage } from "../../../web/pages/widget";

// The live preview is the real custom element, which would ask the API for the day's puzzle; the snippet is what
// these tests are about.
vi.mock("../../../web/widget/register", () => ({}));

afterEach(cleanup);

const PUZZLE_9 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

function chooseCustom(givens?: string) {
  fireEvent.change(screen.getByRole("combobox", { name: "Puzzle" }), { target: { value: "custom" } });
  if (givens !== undefined) fireEvent.input(screen.getByRole("textbox", { name: /Givens/ }), { target: { value: givens } });
}

const snippet = () => screen.queryByLabelText("Script snippet");
const copy = () => screen.getByRole("button", { name: /^(Copy snippet|✓ Copied)$/ });

describe("the widget page's snippet", () => {
  it("offers no snippet while the custom givens are empty, and says what is missing", () => {
    render(<WidgetPage />);
    chooseCustom();
    expect(snippet()).toBeNull();
    expect(document.body.textContent).not.toContain('puzzle="."');
    const missing = screen.getByText(/type or paste the givens/i, { selector: "#widget-snippet-missing" });
    expect(copy()).toHaveProperty("disabled", true);
    expect(copy().getAttribute("aria-describedby")).toBe(missing.id);
  });

  it("offers no snippet for givens that do not read as a grid, and says why", () => {
    render(<WidgetPage />);
    chooseCustom("12345");
    expect(snippet()).toBeNull();
    const why = document.getElementById("widget-snippet-missing")?.textContent ?? "";
    expect(why).toMatch(/do not read as a grid \(.+\)/);
    expect(copy()).toHaveProperty("disabled", true);
  });

  it("writes the givens into the snippet once they read as a grid", () => {
    render(<WidgetPage />);
    chooseCustom(PUZZLE_9);
    expect(snippet()?.textContent).toContain(`puzzle="${PUZZLE_9}"`);
    expect(copy()).toHaveProperty("disabled", false);
  });

  it("announces the copy in a live region, not only on the button", async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<WidgetPage />);
    fireEvent.click(copy());
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0]![0]).toContain('<sudoku-puzzle puzzle="daily"');
    await waitFor(() => expect(Array.from(document.querySelectorAll("[aria-live=polite]")).some((s) => /copied/i.test(s.textContent ?? ""))).toBe(true));
  });

  it("announces that the clipboard refused, and shows the snippet to copy by hand", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: async () => Promise.reject(new Error("denied")) }, configurable: true });
    render(<WidgetPage />);
    fireEvent.click(copy());
    await waitFor(() => expect(Array.from(document.querySelectorAll("[aria-live=polite]")).some((s) => /by hand/i.test(s.textContent ?? ""))).toBe(true));
    expect((screen.getByRole("textbox", { name: "Copy snippet" }) as HTMLTextAreaElement).value).toContain("<sudoku-puzzle");
  });
});
