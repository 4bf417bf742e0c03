/**
 * Runs the curl examples of README.md and worker/API.md against a real `wrangler dev`, so the documentation and the
 * server cannot drift. In ```sh blocks, every command that mentions $HOST (with `\` continuations) is run with
 * $HOST set, and each `# expect: TEXT` line under it must appear in its output.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

export interface CurlExample {
  command: string;
  expect: string[];
  /** The document and the 1-based line of the command in it. */
  file: string;
  line: number;
}

/** The commands against $HOST in a markdown document's ```sh blocks, with the `# expect:` lines under each. */
export function readmeExamples(markdown: string, file = "README.md"): CurlExample[] {
  const lines = markdown.split("\n");
  const examples: CurlExample[] = [];
  let inBlock = false;
  let pending = "";
  let skipping = false;
  let firstLine = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^```/.test(line)) {
      inBlock = !inBlock && /^```(sh|bash|shell)\s*$/.test(line);
      continue;
    }
    if (!inBlock) continue;
    const expectation = /^# expect: (.*)$/.exec(line);
    if (expectation) {
      if (!skipping) examples.at(-1)?.expect.push(expectation[1]);
      continue;
    }
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (pending === "") firstLine = i + 1;
    pending += line.endsWith("\\") ? `${line.slice(0, -1)} ` : line;
    if (!line.endsWith("\\")) {
      const command = pending.trim();
      pending = "";
      // Commands that need no server (npm run …) are documentation only.
      skipping = !command.includes("$HOST");
      if (!skipping) examples.push({ command, expect: [], file, line: firstLine });
    }
  }
  return examples;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(host: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${host}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer within 60 s:\n${log()}`);
}

const DOCUMENTS = ["README.md", "worker/API.md"];
const examples = DOCUMENTS.flatMap((file) => readmeExamples(readFileSync(join(ROOT, file), "utf8"), file));

describe("README curl examples", () => {
  let child: ChildProcess | undefined;
  let host = "";
  let stateDir = "";
  let output = "";

  beforeAll(async () => {
    const port = await freePort();
    host = `http://127.0.0.1:${port}`;
    stateDir = mkdtempSync(join(tmpdir(), "readme-curl-"));
    // wrangler refuses to start without the assets folder; the tests do not need a built site.
    if (!existsSync(join(ROOT, "web/dist"))) mkdirSync(join(ROOT, "web/dist"), { recursive: true });
    child = spawn(
      "npx",
      ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", stateDir, "--test-scheduled"],
      {
        cwd: ROOT,
        detached: true, // its own process group, so workerd children go down with it
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CI: "true" },
      },
    );
    child.stdout?.on("data", (d: Buffer) => void (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => void (output += d.toString()));
    await waitForHealth(host, child, () => output);
  }, 90_000);

  afterAll(() => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  });

  it("finds examples for every route across the documents, and the README's own examples", () => {
    expect(examples.filter((e) => e.file === "README.md").length).toBeGreaterThanOrEqual(3);
    const routes = ["/api/sat", "/api/solve", "/api/generate", "/api/verify", "/api/hint", "/api/daily", "/api/encode", "/api/openapi.json", "/api/health"];
    for (const route of routes) expect(examples.some((e) => e.command.includes(route)), route).toBe(true);
    for (const example of examples) expect(example.expect.length, `${example.file} line ${example.line} has no # expect:`).toBeGreaterThan(0);
  });

  for (const example of examples) {
    it(`${example.file} line ${example.line}: ${example.command.slice(0, 80)}`, () => {
      const run = spawnSync("bash", ["-o", "pipefail", "-c", example.command], {
        cwd: ROOT,
        env: { ...process.env, HOST: host },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(run.status, run.stderr).toBe(0);
      for (const text of example.expect) expect(run.stdout).toContain(text);
    });
  }
});
