/**
 * `npm run sudoku -- grids --count N [--seed S] > out.txt`: N distinct solved 9x9 grids, one per line. Seed grids
 * come from the SAT engine; the Sudoku symmetry group multiplies them (see core/sudoku/bulk-grids.ts for why the
 * lines are guaranteed distinct).
 */
import { performance } from "node:perf_hooks";
import { closeSync, openSync, writeSync } from "node:fs";
import { seedFromString } from "../../core/rng";
import { DistinctGridStream, MAX_BASES, PERMUTATIONS_9 } from "../../core/sudoku/bulk-grids";
import { randomSolvedGrid } from "../../core/sudoku/generate";
import { UsageError, defineCommand, numberFlag, parseCliArgs } from "../command";
import { describeWriteError } from "../files";
import { writeStdout } from "../stdout";

const usage = `usage: npm run sudoku -- grids --count N [--seed S] [--out FILE] > out.txt
  --count N   how many distinct solved 9x9 grids (1 .. ${MAX_BASES * PERMUTATIONS_9})
  --seed S    any text; the same seed gives the same grids (default 1)
  --out FILE  write to FILE instead of standard output`;

const CHUNK = 20_000;

export const command = defineCommand({
  summary: "stream N distinct solved 9x9 grids, one per line",
  usage,
  async run(args) {
    const { values } = parseCliArgs({ args, options: { count: { type: "string" }, seed: { type: "string" }, out: { type: "string" } } }, usage);
    const count = numberFlag("--count", values.count, { min: 1, max: MAX_BASES * PERMUTATIONS_9, integer: true });
    if (count === undefined) throw new UsageError("--count is required");
    const t0 = performance.now();
    const stream = new DistinctGridStream(count, seedFromString(values.seed ?? "1"), (rng) => randomSolvedGrid(3, rng));
    const out = values.out;
    let fd = -1;
    let written = 0;
    try {
      if (out !== undefined) fd = openSync(out, "w");
      for (;;) {
        // A fresh buffer each chunk: stdout may still hold the last one while the pipe's reader catches up.
        const buffer = new Uint8Array(CHUNK * 82);
        const n = stream.writeLines(buffer, CHUNK);
        if (n === 0) break;
        const bytes = n * 82;
        if (fd === -1) {
          if (!(await writeStdout(buffer.subarray(0, bytes)))) break;
        } else {
          for (let at = 0; at < bytes; ) at += writeSync(fd, buffer, at, bytes - at);
        }
        written += n;
      }
    } catch (error) {
      throw describeWriteError(out ?? "standard output", error);
    } finally {
      if (fd !== -1) closeSync(fd);
    }
    const stopped = written < count ? ` (${count - written} not written: the reader of the output stopped reading)` : "";
    console.error(`${written} distinct grids in ${((performance.now() - t0) / 1000).toFixed(2)} s${stopped}`);
    return 0;
  },
});
