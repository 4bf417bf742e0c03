import type { Plugin } from "vite";
import { learnContent } from "./pages/learn-content";

const ID = "virtual:learn-content";
const RESOLVED = `\0${ID}`;

/**
 * Serves `virtual:learn-content`: the technique page's worked examples, computed by the engine when the site is
 * built (or a test imports the page), so the browser receives them as data.
 */
export function learnContentPlugin(): Plugin {
  return {
    name: "sat-sudoku-learn-content",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(learnContent())};\n` : undefined),
  };
}
