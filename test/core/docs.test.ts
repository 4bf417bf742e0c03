/**
 * The documents' shape: a README short enough for users, links that lead somewhere, and figures that live in
 * test/bench/RESULTS.md, where the benches may add to them, never in the README.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_CNF_BYTES, MAX_JSON_BYTES, MAX_VERIFY_BYTES } from "../../worker/http/limits";

const ROOT = resolve(import.meta.dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");

describe("the README", () => {
  it("stays at most 150 lines", () => {
    expect(README.split("\n").length).toBeLessThanOrEqual(150);
  });

  it("links only to files that exist", () => {
    const targets = [...README.matchAll(/\]\(([^)#\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^https?:/.test(t));
    expect(targets.length).toBeGreaterThan(5);
    for (const target of targets) expect(existsSync(join(ROOT, target)), target).toBe(true);
  });

  it("names the two commands and the four uses", () => {
    for (const text of ["npm install && npm start", "npm test", "/api/daily", "/p/", "/api/sat", "<sudoku-puzzle"]) expect(README).toContain(text);
  });
});

describe("the design notes and the results", () => {
  it("link only to files that exist", () => {
    for (const doc of ["worker/core/sat/README.md", "worker/core/sudoku/README.md", "worker/API.md", "worker/DEPLOY.md", "web/README.md", "test/bench/RESULTS.md"]) {
      const text = readFileSync(join(ROOT, doc), "utf8");
      for (const m of text.matchAll(/\]\(([^)#\s]+)\)/g)) {
        if (/^https?:/.test(m[1])) continue;
        expect(existsSync(join(ROOT, dirname(doc), m[1])), `${doc}: ${m[1]}`).toBe(true);
      }
    }
  });

  it("state the body limit of each route as the routes enforce it, /api/verify's larger one included", () => {
    const api = readFileSync(join(ROOT, "worker/API.md"), "utf8").replace(/\s+/g, " ");
    expect(api).toContain(`request bodies ${MAX_CNF_BYTES / 1024 / 1024} MiB for \`/api/sat\``);
    expect(api).toContain(`${MAX_JSON_BYTES / 1024} KiB for the other JSON routes`);
    expect(api).toContain(`${MAX_VERIFY_BYTES.toLocaleString("en-US")} bytes) for \`/api/verify\``);
  });

  it("keep every bench away from the README (a bench may add to RESULTS.md only)", () => {
    const dir = join(ROOT, "test/bench");
    for (const file of readdirSync(dir).filter((f) => /\.(ts|mjs|cjs)$/.test(f))) {
      expect(readFileSync(join(dir, file), "utf8"), file).not.toMatch(/README\.md/);
    }
  });
});
