import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { judgeBundle, measureOutdir, PLAN_LIMITS } from "../../worker/deploy-check.mjs";

describe("deploy:check's size rule", () => {
  it("passes a bundle under the Free plan's 3 MB compressed and names both plans' shares", () => {
    const verdict = judgeBundle({ raw: 1_193_604, gzip: 300_000 }, "free");
    expect(verdict.ok).toBe(true);
    expect(verdict.share).toBeCloseTo(0.1);
    expect(verdict.lines[0]).toBe("worker bundle: 1165.6 KiB raw, 293.0 KiB gzip");
    expect(verdict.lines[1]).toContain("free plan limit 3 MB compressed: 10.0% used");
    expect(verdict.lines[2]).toContain("paid plan limit 10 MB compressed: 3.0% used");
  });

  it("fails a bundle over the chosen plan's limit, counting the compressed size only", () => {
    const size = { raw: 50_000_000, gzip: PLAN_LIMITS.free + 1 };
    expect(judgeBundle(size, "free").ok).toBe(false);
    expect(judgeBundle(size, "free").lines[1]).toContain("(OVER)");
    expect(judgeBundle(size, "paid").ok).toBe(true);
    expect(judgeBundle({ raw: 1, gzip: PLAN_LIMITS.paid + 1 }, "paid").ok).toBe(false);
  });

  it("rejects an unknown plan by name", () => {
    expect(() => judgeBundle({ raw: 1, gzip: 1 }, "team" as "free")).toThrow('unknown plan "team"');
  });

  it("measures the uploaded modules without source maps or wrangler's README", () => {
    const dir = mkdtempSync(join(tmpdir(), "deploy-check-test-"));
    try {
      const code = "export default {};\n".repeat(100);
      writeFileSync(join(dir, "index.js"), code);
      writeFileSync(join(dir, "index.js.map"), "x".repeat(10_000));
      writeFileSync(join(dir, "README.md"), "notes");
      const size = measureOutdir(dir);
      expect(size.raw).toBe(code.length);
      expect(size.gzip).toBe(gzipSync(Buffer.from(code), { level: 9 }).length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
