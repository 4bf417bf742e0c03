import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SolveResponse } from "../../../worker/core/api";
import { api, type Api } from "../../../web/api/client";
import { ApiContext } from "../../../web/api/context";
import { CertificateLinks } from "../../../web/components/certificate-links";
import { PUZZLE_4, SOLUTION_4 } from "../helpers";

/** Long enough for effects (which run after a frame) to have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const stats = { decisions: 0, propagations: 0, conflicts: 0, work: 1, budgetWork: 100, budgetMs: 1 };
const certified: SolveResponse = { status: "unique", size: 4, puzzle: PUZZLE_4, solution: SOLUTION_4, stats, certificate: { cnf: "p cnf 1 1\n1 0\n", proof: "0\n", steps: 1, check: "verified" } };

const withApi = (solve: Api["solve"]) => (
  <ApiContext.Provider value={{ ...api, solve } as Api}>
    <CertificateLinks puzzle={PUZZLE_4} />
  </ApiContext.Provider>
);
const getButton = () => screen.getByRole("button", { name: "Get a uniqueness certificate" });

describe("CertificateLinks", () => {
  beforeEach(() => {
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:made");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("moves focus from the pressed button to the files that replace it", async () => {
    render(withApi(async () => ({ ok: true, value: certified })));
    getButton().focus();
    fireEvent.click(getButton());
    await waitFor(() => expect(screen.queryByRole("link", { name: "puzzle.cnf" })).not.toBeNull());
    expect(screen.queryByRole("button")).toBeNull();
    const files = screen.getByRole("link", { name: "puzzle.cnf" }).closest("p")!;
    // Effects run after the frame is painted: wait for the move rather than the render.
    await waitFor(() => expect(document.activeElement).toBe(files));
  });

  it("keeps focus on the button after an error, and never pulls it from elsewhere", async () => {
    render(withApi(async () => ({ ok: true, value: { ...certified, certificate: undefined } })));
    getButton().focus();
    fireEvent.click(getButton());
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeNull());
    await settle();
    expect(document.activeElement).toBe(getButton());
    cleanup();

    render(<><input aria-label="elsewhere" />{withApi(async () => ({ ok: true, value: certified }))}</>);
    fireEvent.click(getButton());
    const elsewhere = screen.getByRole("textbox", { name: "elsewhere" });
    elsewhere.focus();
    await waitFor(() => expect(screen.queryByRole("link", { name: "puzzle.cnf" })).not.toBeNull());
    await settle();
    expect(document.activeElement).toBe(elsewhere);
  });
});
