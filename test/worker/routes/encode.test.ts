import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem } from "../../../worker/core/api";

const PUZZLE_4 = "1.3." + "...." + "...." + "...2";

describe("GET /api/encode", () => {
  it("downloads the extended CNF of a puzzle with its givens as unit clauses", async () => {
    const res = await SELF.fetch(`http://x/api/encode?puzzle=${PUZZLE_4}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="sudoku-4x4.cnf"');
    const text = await res.text();
    const header = text.split("\n").find((l) => l.startsWith("p cnf "));
    expect(header).toMatch(/^p cnf 64 \d+$/);
    const clauses = text.split("\n").filter((l) => /^-?\d/.test(l));
    expect(clauses).toHaveLength(Number(header?.split(" ")[3]));
    // givens r1c1=1, r1c3=3, r4c4=2 → variables ((r-1)*4 + (c-1))*4 + v
    for (const unit of ["1 0", "11 0", "62 0"]) expect(clauses).toContain(unit);
    expect(text).toContain(`c puzzle: ${PUZZLE_4}`);
  });

  it("makes the minimal encoding smaller than the extended one", async () => {
    const count = async (encoding: string) =>
      (await (await SELF.fetch(`http://x/api/encode?puzzle=${PUZZLE_4}&encoding=${encoding}`)).text()).split("\n").filter((l) => /^-?\d/.test(l)).length;
    expect(await count("minimal")).toBeLessThan(await count("extended"));
  });

  it("names the cell of a bad grid symbol", async () => {
    const res = await SELF.fetch(`http://x/api/encode?puzzle=1.3.x${".".repeat(11)}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Problem;
    expect(body).toMatchObject({ kind: "bad-grid", cell: "r2c1", field: "query.puzzle" });
  });

  it("rejects a missing puzzle parameter", async () => {
    const res = await SELF.fetch("http://x/api/encode");
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).field).toBe("query.puzzle");
  });
});
