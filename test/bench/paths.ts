/**
 * Where the bench finds the project and the data beside it. The bench runs as a bundle written elsewhere
 * (worker/cli/run-bundled.mjs), so paths start from the project found above the working directory, not from
 * this file.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const PACKAGE_NAME = "sat-sudoku";

function findProjectRoot(start: string): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === PACKAGE_NAME) return dir;
    if (dirname(dir) === dir) throw new Error(`run the bench inside the ${PACKAGE_NAME} project (npm run bench); none found above ${start}`);
  }
}

export const repoRoot = findProjectRoot(process.cwd());
/** The public benchmark sets, when the workplace has them beside the project. */
export const sharedDataDir = resolve(repoRoot, "../shared/data");
