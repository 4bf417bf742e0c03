import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import preact from "@preact/preset-vite";
import { learnContentPlugin } from "./learn-content-plugin";

/**
 * Writes dist/sw.js from web/sw.js with the build's file list in front of it, so the service worker saves every
 * page's code at install (the pages loaded on demand too: index.html names only the first one), and a new build
 * gives a new sw.js, which the browser installs in place of the old one.
 */
function serviceWorker(sourcePath: string): Plugin {
  return {
    name: "sat-sudoku-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => name.startsWith("assets/")).sort().map((name) => `/${name}`);
      const source = readFileSync(sourcePath, "utf8");
      const version = createHash("sha256").update(files.join("\n")).update(source).digest("hex").slice(0, 12);
      const header = `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(files)};\n`;
      this.emitFile({ type: "asset", fileName: "sw.js", source: header + source });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [preact(), learnContentPlugin(), serviceWorker(`${import.meta.dirname}/sw.js`)],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The site, and /embed: the widget alone on a page for hosts that allow frames but not scripts.
    rollupOptions: { input: { main: `${import.meta.dirname}/index.html`, embed: `${import.meta.dirname}/embed.html` } },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8787" } },
});
