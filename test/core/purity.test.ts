import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import { describe, expect, it } from "vitest";

const coreRoot = resolve(import.meta.dirname, "../../worker/core");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Strips comments and string contents so a word in prose or a message cannot trip the scan. */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")
    .replace(/`(?:\\.|[^`\\])*`/g, "``");
}

export function violations(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/g)) {
    const spec = match[1] ?? match[2];
    if (!spec.startsWith(".")) {
      found.push(`${file}: imports package "${spec}"`);
      continue;
    }
    const target = resolve(dirname(file), spec);
    if (relative(coreRoot, target).startsWith("..")) found.push(`${file}: imports "${spec}" outside worker/core`);
  }
  const code = codeOnly(source).replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  for (const banned of [/\bMath\.random\b/, /\bDate\b/, /\bperformance\b/, /\bconsole\b/, /\bprocess\b/, /\bfetch\s*\(/, /\bglobalThis\b/]) {
    if (banned.test(code)) found.push(`${file}: uses ${banned.source.replace(/\\b|\\s\*\\\(|\\/g, "")}`);
  }
  return found;
}

describe("the core stays pure", () => {
  it("imports nothing outside worker/core and reads no clock, randomness or platform", () => {
    const problems = sourceFiles(coreRoot).flatMap((file) => violations(file, readFileSync(file, "utf8")));
    expect(problems).toEqual([]);
  });

  it("flags a core file that reads the clock, Math.random or a package", () => {
    const file = join(coreRoot, "bad.ts");
    const bad = 'import { x } from "hono";\nimport { y } from "../app";\nconst t = Date.now();\nconst r = Math.random();\n';
    const problems = violations(file, bad);
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(/hono/);
    expect(problems.join("\n")).toMatch(/outside worker\/core/);
    expect(problems.join("\n")).toMatch(/Date/);
    expect(problems.join("\n")).toMatch(/Math\.random/);
  });

  it("ignores the banned words inside comments and strings", () => {
    const file = join(coreRoot, "fine.ts");
    expect(violations(file, '// Date is not read here\nconst s = "Math.random";\n')).toEqual([]);
  });
});
