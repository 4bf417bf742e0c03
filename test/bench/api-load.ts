/**
 * Load benchmark (not a test): starts `wrangler dev` on a loopback port and drives GET /api/solve with hard 9x9
 * puzzles through `wrk` (apt-get install wrk), 50 connections for 30 s by default. Prints requests/s, latency
 * percentiles and the error count.
 *
 *   npx tsx test/bench/api-load.ts [--seconds 30] [--connections 50] [--threads 2]
 *
 * Puzzles: the hardest lines of ../shared/data (if present) or, without it, a built-in set of well-known hard
 * puzzles (they are public puzzle strings, not data copied from the shared folder).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot, sharedDataDir } from "./paths";

const BUILT_IN_HARD = [
  "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", // Arto Inkala's "world's hardest"
  "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
  "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
  "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
];

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Up to 200 puzzles from the shared data's "hard" files, when the folder exists. */
function hardPuzzles(): { puzzles: string[]; source: string } {
  const dir = sharedDataDir;
  const found: string[] = [];
  const files: string[] = [];
  if (existsSync(dir)) {
    const walk = (d: string): void => {
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        const path = join(d, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/hard|top|17/i.test(entry.name) && /\.(txt|sdm)$/.test(entry.name)) {
          files.push(path.slice(dir.length + 1));
          for (const line of readFileSync(path, "utf8").split("\n")) {
            const grid = line.trim().split(/[\s:;,]/)[0] ?? "";
            if (/^[0-9.]{81}$/.test(grid)) found.push(grid.replace(/0/g, "."));
            if (found.length >= 200) return;
          }
        }
      }
    };
    walk(dir);
  }
  return found.length > 0 ? { puzzles: found, source: `../shared/data: ${files.join(", ")}` } : { puzzles: BUILT_IN_HARD, source: "built-in hard puzzles" };
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function main(): Promise<void> {
  const seconds = arg("seconds", 30);
  const connections = arg("connections", 50);
  const threads = arg("threads", 2);
  const { puzzles, source } = hardPuzzles();
  const port = await freePort();
  const host = `http://127.0.0.1:${port}`;
  const state = mkdtempSync(join(tmpdir(), "api-load-"));
  if (!existsSync(join(repoRoot, "web/dist"))) mkdirSync(join(repoRoot, "web/dist"), { recursive: true });
  const server = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state], {
    cwd: repoRoot,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" },
  });
  try {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`${host}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    // wrk's Lua hooks: each request takes the next puzzle; non-2xx answers are counted as errors.
    const lua = join(state, "solve.lua");
    writeFileSync(
      lua,
      `local puzzles = {${puzzles.map((p) => `"${p}"`).join(",")}}
local i = 0
request = function()
  i = i % #puzzles + 1
  return wrk.format("GET", "/api/solve?puzzle=" .. puzzles[i])
end
`,
    );
    console.log(`wrk: ${seconds} s, ${connections} connections, ${threads} threads, ${puzzles.length} hard puzzles (${source}), GET /api/solve`);
    const run = spawnSync("wrk", ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "--latency", "-s", lua, host], { encoding: "utf8" });
    console.log(run.stdout, run.stderr);
    // wrk prints a "Non-2xx or 3xx responses" line only when there were any.
    console.log(/Non-2xx|Socket errors/.test(run.stdout) ? "errors: see above" : "errors: 0 (every answer 2xx, no socket errors)");
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(state, { recursive: true, force: true });
  }
}

await main();
