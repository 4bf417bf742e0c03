/**
 * The document is read by people on the site's /api page: its words must be ones a caller can act on, so no
 * description may name a constant of the source or an environment variable in place of its value.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

/** Every description in the document, with the JSON path it was found at (for a failure that says where). */
function descriptions(node: unknown, at = "$", out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((item, i) => descriptions(item, `${at}[${i}]`, out));
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if ((key === "description" || key === "summary") && typeof value === "string") out.push([`${at}.${key}`, value]);
      else descriptions(value, `${at}.${key}`, out);
    }
  }
  return out;
}

interface Document {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, { description?: string; enum?: string[]; default?: string }> }> };
}

let doc: Document;
beforeAll(async () => {
  doc = (await (await SELF.fetch("http://x/api/openapi.json")).json()) as Document;
});

describe("OpenAPI descriptions", () => {
  it("name no source constant (an ALL_CAPS name with an underscore) where a reader needs its value", () => {
    const found = descriptions(doc);
    expect(found.length).toBeGreaterThan(50);
    const leaks = found.filter(([, text]) => /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*\b/.test(text));
    expect(leaks).toEqual([]);
  });

  it("give budget_ms its numbers: the default and the cap, in milliseconds", () => {
    const budgets = descriptions(doc).filter(([at, text]) => at.includes("budget_ms") || /^Work budget/.test(text));
    expect(budgets.length).toBeGreaterThan(0);
    for (const [at, text] of budgets) expect(text, at).toMatch(/\b2000 ms\b/);
    expect(budgets.filter(([, text]) => /\b500 ms when absent|When absent: 500 ms\b/.test(text)).length).toBeGreaterThan(0);
  });

  it("say what each of hint's detail levels returns", () => {
    const detail = doc.components.schemas.HintRequest.properties?.detail;
    expect(detail?.description).toBeTruthy();
    for (const level of ["technique", "cells", "full"]) expect(detail?.description).toContain(level);
    // Read where the /api page reads it: beside the values, not inside an allOf it does not follow.
    expect(detail).toMatchObject({ enum: ["technique", "cells", "full"], default: "technique" });
  });
});
