/**
 * `npm run bench -- fuzz [--requests N] [--seed S] [--shard K/M]`: N (default 100,000) seeded fuzz requests (the
 * generator of test/worker/fuzz/requests.ts) against the app in-process. Reports counts by status, any 5xx or
 * malformed problem, the slowest request, and the worst ratio of measured CPU time to granted budget among requests
 * that asked for 100 ms or more (the promise: at most 1.5), each named by its index in the sample (#i) so that it can
 * be sent again alone. `--shard K/M` sends only requests K, K+M, K+2M, … of
 * the same N, so M processes (one per core) together send exactly the N requests of one unsharded run.
 */
import fc from "fast-check";
import { answerProblems, fuzzRequest } from "../../worker/fuzz/requests";
import { benchApp } from "./harness";

const MAX_BUDGET_MS = 2000;
const DEFAULT_BUDGET_MS = 500;

export async function run(args: string[]): Promise<void> {
  const option = (name: string, fallback: number): number => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
  const total = option("--requests", 100_000);
  const seed = option("--seed", 2026);
  const shardArg = args.includes("--shard") ? args[args.indexOf("--shard") + 1] : "0/1";
  const [shard, shards] = shardArg.split("/").map(Number);
  if (!(Number.isInteger(shard) && Number.isInteger(shards) && shards >= 1 && shard >= 0 && shard < shards)) {
    throw new RangeError(`--shard ${shardArg}: expected K/M with 0 <= K < M, e.g. 0/2`);
  }
  const fetch = benchApp();
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  let slowest = { ms: 0, what: "" };
  let worstRatio = { ratio: 0, what: "" };
  const started = Date.now();
  const samples = fc.sample(fuzzRequest, { numRuns: total, seed });
  let sent = 0;
  for (let i = shard; i < samples.length; i += shards) {
    const req = samples[i];
    sent++;
    // Generation defaults to the largest budget; the fuzz gives it the default instead, so that 100,000 requests
    // fit in minutes (the ratio below still covers every request that asked for 100 ms or more).
    if (req.path.startsWith("/api/generate") && req.budgetMs === undefined) {
      req.path += `${req.path.includes("?") ? "&" : "?"}budget_ms=${DEFAULT_BUDGET_MS}`;
      req.budgetMs = DEFAULT_BUDGET_MS;
    }
    const what = `#${i} ${req.method} ${req.path.slice(0, 120)}${req.body && req.method === "POST" ? ` ${typeof req.body === "string" ? JSON.stringify(req.body.slice(0, 160)) : `[${req.body.length} bytes]`}` : ""}`;
    const t = process.cpuUsage();
    const res = await fetch(new Request(`http://bench${req.path}`, { method: req.method, headers: req.headers, body: req.method === "GET" || req.method === "DELETE" ? undefined : req.body }));
    const problem = await answerProblems(res);
    const used = process.cpuUsage(t);
    const ms = (used.user + used.system) / 1000;
    byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
    if (problem) failures.push(`${what}: ${problem}`);
    if (ms > slowest.ms) slowest = { ms, what };
    const asked = req.budgetMs;
    const granted = asked === undefined ? DEFAULT_BUDGET_MS : Math.min(asked, MAX_BUDGET_MS);
    if (res.status === 200 && granted >= 100 && asked !== undefined && asked >= 1) {
      const ratio = ms / granted;
      if (ratio > worstRatio.ratio) worstRatio = { ratio, what: `${what} (${ms.toFixed(0)} ms of ${granted})` };
    }
    if (sent % 10_000 === 0) console.error(`  ${sent} requests, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const part = shards > 1 ? `, shard ${shard}/${shards}: ${sent} of them` : "";
  console.log(`| requests | ${total} (seed ${seed}${part}), ${((Date.now() - started) / 1000).toFixed(0)} s |\n|---|---|`);
  for (const [status, count] of [...byStatus].sort((a, b) => a[0] - b[0])) console.log(`| status ${status} | ${count} |`);
  console.log(`| 5xx or malformed problems | ${failures.length} |`);
  console.log(`| slowest request (CPU) | ${slowest.ms.toFixed(0)} ms: ${slowest.what} |`);
  console.log(`| worst CPU time / granted budget (asked ≥ 100 ms) | ${worstRatio.ratio.toFixed(2)}: ${worstRatio.what} |`);
  for (const failure of failures.slice(0, 20)) console.log(`- ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}
