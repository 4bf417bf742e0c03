import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { SolveResponse } from "../../../worker/core/api";
import { SolveReport } from "../../../web/pages/solve-report";
import { grid, PUZZLE_4, SOLUTION_4 } from "../helpers";

const stats = { decisions: 1, propagations: 10, conflicts: 0, work: 10, budgetWork: 100, budgetMs: 1 };
const unique = (puzzle: string, solution: string, size: number): SolveResponse => ({ status: "unique", size, puzzle, solution, stats });

describe("the certificate offer under a unique verdict", () => {
  afterEach(cleanup);

  it("offers a certificate for a verdict from the server and for one from this browser, in the same words", () => {
    for (const browser of [false, true]) {
      render(<SolveReport answer={unique(PUZZLE_4, SOLUTION_4, 4)} shape={grid(PUZZLE_4).shape} onAddGiven={() => {}} browser={browser} />);
      expect(screen.getByRole("group", { name: "Uniqueness certificate" })).not.toBeNull();
      expect(screen.getByRole("button", { name: "Get a uniqueness certificate" })).not.toBeNull();
      cleanup();
    }
  });

  it("says plainly that certificates are made up to 16×16 under a 25×25 verdict, from either solver", () => {
    const empty = ".".repeat(625);
    for (const browser of [false, true]) {
      render(<SolveReport answer={unique(empty, "1".repeat(625), 25)} shape={grid(empty).shape} onAddGiven={() => {}} browser={browser} />);
      expect(screen.getByText(/^Uniqueness certificates are made here up to 16×16; this puzzle is 25×25\. The command line makes one:/)).not.toBeNull();
      expect(screen.getByText("npm run sudoku -- solve PUZZLE --certificate PREFIX")).not.toBeNull();
      expect(screen.queryByRole("button", { name: "Get a uniqueness certificate" })).toBeNull();
      cleanup();
    }
  });
});
