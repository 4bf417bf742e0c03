import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NativeShareButton } from "../../../web/components/native-share-button";

const original = Object.getOwnPropertyDescriptor(navigator, "share");
function offerShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
}
afterEach(() => {
  cleanup();
  if (original) Object.defineProperty(navigator, "share", original);
  else delete (navigator as { share?: unknown }).share;
});

describe("NativeShareButton", () => {
  it("is absent where the browser has no share sheet", () => {
    offerShare(undefined);
    render(<NativeShareButton title="Sudoku" link={() => "https://sudoku.example.org/p/1"} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("hands the link as it is at the moment of sharing, with the title, to the share sheet", async () => {
    const share = vi.fn(async () => undefined);
    offerShare(share);
    let entries = "";
    render(<NativeShareButton title="Sudoku: daily puzzle" link={() => `https://sudoku.example.org/p/1${entries}`} />);
    entries = "#e=..4";
    fireEvent.click(screen.getByRole("button", { name: "Share…" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: "Sudoku: daily puzzle", url: "https://sudoku.example.org/p/1#e=..4" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says nothing when the person closes the sheet, and says what to do when the sheet fails", async () => {
    offerShare(async () => Promise.reject(new DOMException("closed", "AbortError")));
    render(<NativeShareButton title="Sudoku" link={() => "https://sudoku.example.org/p/1"} />);
    fireEvent.click(screen.getByRole("button", { name: "Share…" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    offerShare(async () => Promise.reject(new DOMException("denied", "NotAllowedError")));
    render(<NativeShareButton title="Sudoku" link={() => "https://sudoku.example.org/p/1"} />);
    fireEvent.click(screen.getByRole("button", { name: "Share…" }));
    expect((await screen.findByRole("status")).textContent).toContain("copy the link instead");
  });
});
