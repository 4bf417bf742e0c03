/**
 * What a CLI command prints, captured per test: console.log and process.stdout go to `out`, console.error to
 * `errs`, and each test gets a fresh temporary folder (`inTemp(name)` is a path inside it), removed afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, vi } from "vitest";

export function captureCliOutput(prefix: string): { out: string[]; errs: string[]; inTemp(name: string): string } {
  const out: string[] = [];
  const errs: string[] = [];
  let dir = "";
  beforeEach(() => {
    out.length = 0;
    errs.length = 0;
    dir = mkdtempSync(join(tmpdir(), prefix));
    vi.spyOn(console, "log").mockImplementation((...a) => void out.push(a.join(" ")));
    vi.spyOn(console, "error").mockImplementation((...a) => void errs.push(a.join(" ")));
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (out.push(String(chunk)), true));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  return { out, errs, inTemp: (name) => join(dir, name) };
}
