/**
 * The import graph of worker/ and web/: no import circle, and no import from a lower layer to a higher one.
 * Type-only imports count too: a type that travels upward is a fact owned by the wrong layer.
 *
 * Layers, lowest first: worker/core (pure engine) < worker/store, worker/http < worker/routes, worker/cron
 * < worker/app.ts, worker/index.ts, worker/cli. The site (web/) stands beside the Worker and may use only
 * worker/core. Besides the ranks: a route never imports the cron (what both need belongs lower down), and code
 * outside worker/core/sat reaches the SAT core only through its public barrel, worker/core/sat/index.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = ["worker", "web"];
const SKIP = new Set(["node_modules", "dist", "public", "readme"]);
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts") && !name.endsWith(".d.mts")) out.push(path);
  }
  return out;
}

/** Every module specifier a file names: static imports and exports (type-only included), and dynamic import(). */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The layer of a project-relative path, or null outside the ranked layers. */
export function layerOf(path: string): { name: string; rank: number } | null {
  if (path.startsWith("worker/core/")) return { name: "core", rank: 0 };
  if (path.startsWith("worker/store/") || path.startsWith("worker/http/")) return { name: path.split("/")[1], rank: 1 };
  if (path.startsWith("worker/routes/") || path.startsWith("worker/cron/")) return { name: path.split("/")[1], rank: 2 };
  if (path.startsWith("worker/cli/") || path === "worker/app.ts" || path === "worker/index.ts") return { name: "entry", rank: 3 };
  if (path.startsWith("web/")) return { name: "web", rank: 3 };
  return null;
}

/** Why an import from `from` to `to` breaks the layering, or null when it is allowed. */
export function layerViolation(from: string, to: string): string | null {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b) return null;
  if (a.name === "web" || b.name === "web") {
    if (a.name === "web" && b.name !== "web" && b.name !== "core") return "web may import only worker/core from the Worker";
    if (a.name !== "web" && b.name === "web") return "the Worker never imports the site";
    return null;
  }
  if (a.name === "routes" && b.name === "cron") return "a route never imports the cron";
  if (to.startsWith("worker/core/sat/") && !from.startsWith("worker/core/sat/") && to !== "worker/core/sat/index.ts") {
    return "outside the SAT core, import it through worker/core/sat/index.ts";
  }
  if (b.rank > a.rank) return `${a.name} (layer ${a.rank}) imports ${b.name} (layer ${b.rank})`;
  return null;
}

/** Strongly connected components of more than one file, or one file importing itself (Tarjan). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

function projectGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      const targets = importSpecifiers(readFileSync(file, "utf8"))
        .map((s) => resolveRelative(file, s))
        .filter((t): t is string => t !== null)
        .map((t) => relative(ROOT, t));
      graph.set(relative(ROOT, file), [...new Set(targets)]);
    }
  }
  return graph;
}

describe("the import graph checker", () => {
  it("reads static, type-only, re-export and dynamic imports", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'export { c } from "./c";',
      'export * from "./d";',
      'import "./side-effect";',
      "const e = await import(\"./e\");",
      'import {\n  f,\n  g,\n} from "./fg";',
      '// "./not-an-import"',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a", "../b", "./c", "./d", "./side-effect", "./fg", "./e"]);
  });

  it("finds a circle of three and a file importing itself, and nothing in a tree", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(importCircles(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(importCircles(new Map([["x", ["y"]], ["y", []]]))).toEqual([]);
  });

  it("ranks the layers", () => {
    expect(layerViolation("worker/core/sat/cdcl.ts", "worker/http/budget.ts")).toMatch(/core \(layer 0\)/);
    expect(layerViolation("worker/routes/daily.ts", "worker/cron/daily.ts")).toBe("a route never imports the cron");
    expect(layerViolation("web/pages/daily.tsx", "worker/http/problem.ts")).toMatch(/web may import only/);
    expect(layerViolation("worker/app.ts", "web/main.tsx")).toMatch(/never imports the site/);
    expect(layerViolation("web/pages/daily.tsx", "worker/core/api.ts")).toBeNull();
    expect(layerViolation("worker/routes/solve.ts", "worker/http/budget.ts")).toBeNull();
    expect(layerViolation("worker/core/sudoku/solve.ts", "worker/core/sat/cdcl.ts")).toMatch(/through worker\/core\/sat\/index.ts/);
    expect(layerViolation("worker/core/sudoku/solve.ts", "worker/core/sat/index.ts")).toBeNull();
    expect(layerViolation("worker/core/sat/cdcl.ts", "worker/core/sat/walk.ts")).toBeNull();
  });
});

describe("the project's imports", () => {
  const graph = projectGraph();

  it("covers the Worker, the core and the site", () => {
    const files = [...graph.keys()];
    for (const prefix of ["worker/core/sat/", "worker/core/sudoku/", "worker/routes/", "worker/cli/", "web/"]) {
      expect(files.some((f) => f.startsWith(prefix)), prefix).toBe(true);
    }
  });

  it("has no import circle", () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it("never imports from a lower layer to a higher one", () => {
    const violations: string[] = [];
    for (const [from, targets] of graph) {
      for (const to of targets) {
        const why = layerViolation(from, to);
        if (why) violations.push(`${from} → ${to}: ${why}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
