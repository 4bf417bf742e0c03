import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem } from "../../../worker/core/api";
import { kindInfo } from "../../../worker/http/problem";
import { PROBLEM_KINDS } from "../../../worker/http/problem-catalog";

interface ProblemType {
  type: string;
  kind: string;
  status: number;
  title: string;
  about: string;
}

describe("GET /api/problems", () => {
  it("follows the type link of real error answers to a description with the same status and title", async () => {
    const answers = [
      await SELF.fetch("http://x/api/solve?puzzle=1.3"),
      await SELF.fetch("http://x/api/sat", { method: "POST", body: "p cnf 1 1\n1 x 0\n" }),
      await SELF.fetch("http://x/api/generate?size=7"),
      await SELF.fetch("http://x/api/health", { method: "POST" }),
      await SELF.fetch("http://x/api/nope"),
    ];
    for (const answer of answers) {
      const problem = (await answer.json()) as Problem;
      const res = await SELF.fetch(new URL(problem.type, "http://x/").toString());
      expect(res.status, problem.type).toBe(200);
      const about = (await res.json()) as ProblemType;
      expect(about).toMatchObject({ type: problem.type, kind: problem.kind, status: problem.status, title: problem.title });
      expect(about.about.length).toBeGreaterThan(20);
    }
  });

  it("lists every kind once, each with the status and title the error map gives it", async () => {
    const res = await SELF.fetch("http://x/api/problems");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const { problems } = (await res.json()) as { problems: ProblemType[] };
    expect(problems.map((p) => p.kind).sort()).toEqual([...PROBLEM_KINDS].sort());
    expect(new Set(problems.map((p) => p.kind)).size).toBe(problems.length);
    for (const p of problems) {
      const known = kindInfo(p.kind as Parameters<typeof kindInfo>[0]);
      expect(p).toMatchObject({ type: `/api/problems/${p.kind}`, status: known.status, title: known.title });
    }
  });

  it("answers a kind that does not exist with a 404 pointing at the list", async () => {
    const res = await SELF.fetch("http://x/api/problems/no-such-kind");
    expect(res.status).toBe(404);
    const body = (await res.json()) as Problem;
    expect(body).toMatchObject({ kind: "not-found", field: "path.kind" });
    expect(body.detail).toContain("GET /api/problems");
    // Inherited object keys are not kinds.
    expect((await SELF.fetch("http://x/api/problems/constructor")).status).toBe(404);
  });
});
