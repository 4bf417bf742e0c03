import { signal } from "@preact/signals";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { QrButton } from "../../../web/components/qr-button";
import { qrDrawing } from "../../../web/state/qr";

afterEach(cleanup);

const pathShown = () => screen.getByRole("img", { name: "QR code of the share link" }).querySelector("path")?.getAttribute("d");
const drawn = (text: string) => {
  const drawing = qrDrawing(text);
  return drawing.ok ? drawing.path : drawing.reason;
};

describe("QrButton", () => {
  it("shows the link's code under the button on demand, says what it is for, and hides it again", () => {
    render(<QrButton text={() => "https://sudoku.example.org/p/1"} caption="Scan it to open this puzzle." />);
    const button = screen.getByRole("button", { name: "Show QR code" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("img")).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toBe("Hide QR code");
    expect(document.getElementById(button.getAttribute("aria-controls")!)?.textContent).toContain("Scan it to open this puzzle.");
    expect(pathShown()).toBe(drawn("https://sudoku.example.org/p/1"));
    fireEvent.click(button);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("follows the link while open, so the code always carries the progress on the board beside it", () => {
    const entries = signal("");
    render(<QrButton text={() => `https://sudoku.example.org/p/1${entries.value}`} caption="Scan it." />);
    fireEvent.click(screen.getByRole("button", { name: "Show QR code" }));
    expect(pathShown()).toBe(drawn("https://sudoku.example.org/p/1"));
    act(() => void (entries.value = "#e=..4"));
    expect(pathShown()).toBe(drawn("https://sudoku.example.org/p/1#e=..4"));
  });

  it("says why when the link is too long for a code", () => {
    render(<QrButton text={() => `https://sudoku.example.org/p/${"1".repeat(3000)}`} caption="Scan it." />);
    fireEvent.click(screen.getByRole("button", { name: "Show QR code" }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("copy the link instead");
  });
});
