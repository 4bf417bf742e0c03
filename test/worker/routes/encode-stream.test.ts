import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatDimacs } from "../../../worker/core/sat/dimacs-format";
import { encodeCnf } from "../../../worker/core/sudoku/encode";
import { parseGrid } from "../../../worker/core/sudoku/grid-text";

const PUZZLES = [
  "1.3." + "...." + "...." + "...2",
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  ".".repeat(81),
];

describe("GET /api/encode streams the encoding", () => {
  it("writes exactly the text the core's encoder and DIMACS writer give, for both encodings", async () => {
    for (const puzzle of PUZZLES) {
      const grid = parseGrid(puzzle);
      if (!grid.ok) throw new Error(grid.error.message);
      for (const encoding of ["extended", "minimal"] as const) {
        const res = await SELF.fetch(`http://x/api/encode?puzzle=${puzzle}&encoding=${encoding}`);
        expect(res.status).toBe(200);
        expect(await res.text(), `${puzzle} ${encoding}`).toBe(formatDimacs(encodeCnf(grid.value, encoding)));
      }
    }
  });

  it("streams an empty 25x25 in pieces, with as many clauses as its p line declares", async () => {
    const res = await SELF.fetch(`http://x/api/encode?puzzle=${".".repeat(625)}`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let pieces = 0;
    let largest = 0;
    let clauses = 0;
    let declared = -1;
    let rest = "";
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces++;
      largest = Math.max(largest, value.length);
      const lines = (rest + decoder.decode(value, { stream: true })).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith("p cnf ")) declared = Number(line.split(" ")[3]);
        else if (/^-?\d/.test(line)) clauses++;
      }
    }
    expect(pieces).toBeGreaterThan(100);
    expect(largest).toBeLessThan(256 * 1024);
    expect(declared).toBe(clauses);
    expect(clauses).toBe(625 * (1 + 300) + 75 * 25 * (300 + 1));
  });
});
