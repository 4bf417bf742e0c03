#!/usr/bin/env node
// Runs a TypeScript entry the way the Worker ships: bundled by esbuild into one ES module, so calls across the
// core's modules are plain calls (a per-file loader such as tsx routes every imported binding through a getter,
// which costs the SAT engines about a quarter of their speed). npm packages stay external and resolve from the
// project's node_modules; the bundle is written under node_modules/.cache and removed when the process exits.
//
//   node worker/cli/run-bundled.mjs ENTRY.ts [ARGS...]
import { build } from "esbuild";
import { mkdirSync, rmSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node worker/cli/run-bundled.mjs ENTRY.ts [ARGS...]");
  process.exit(2);
}
const projectRoot = resolve(import.meta.dirname, "../..");
const cacheDir = resolve(projectRoot, "node_modules/.cache/sat-sudoku");
mkdirSync(cacheDir, { recursive: true });
// One file per process: parallel runs (tests, a bench beside a CLI call) never overwrite each other's bundle.
const outfile = resolve(cacheDir, `${basename(entry).replace(/\.[cm]?tsx?$/, "")}-${process.pid}.mjs`);
await build({
  entryPoints: [resolve(entry)],
  outfile,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "inline",
  logLevel: "warning",
});
process.on("exit", () => rmSync(outfile, { force: true }));
process.setSourceMapsEnabled(true);
process.argv = [process.argv[0], resolve(entry), ...args];
await import(pathToFileURL(outfile).href);
