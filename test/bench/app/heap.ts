/**
 * `npm run bench -- heap`: the app in-process, one request at a time for the worst input of each route, with the
 * heap growth each causes. Before each request the heap is collected; after it (before any collection) the bench
 * reads how far the committed heap and the used heap (JS objects plus array buffers) rose. Committed memory
 * grows to the request's peak and is not returned at once, so the larger of the two rises is the peak growth
 * reported. The promise: every route under 64 MB, half a deployed isolate's 128 MB.
 */
import { spawnSync } from "node:child_process";
import { setFlagsFromString } from "node:v8";
import { getHeapStatistics } from "node:v8";
import { runInNewContext } from "node:vm";
import { pigeonhole } from "../../core/sat/gen/pigeonhole";
import { randomKSat } from "../../core/sat/gen/random-cnf";
import { formatDimacs } from "../../../worker/core/sat/index";
import { MAX_CNF_BYTES, MAX_CNF_CLAUSES, MAX_CNF_LITERALS, MAX_CNF_VARS, MAX_COUNT_LITERALS, MAX_VERIFY_BYTES } from "../../../worker/http/limits";
import published from "../../fixtures/variants/published.json";
import { benchApp } from "./harness";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const LIMIT_MB = 64;

/** Runs case `index` in a child process whose V8 heap is capped at `capMb`; true when it completes. */
function fitsUnderCap(index: number, capMb: number): boolean {
  const child = spawnSync(process.execPath, [`--max-old-space-size=${Math.ceil(capMb)}`, "worker/cli/run-bundled.mjs", "test/bench/main.ts", "heap", "--case", String(index)], { stdio: "ignore" });
  return child.status === 0;
}

function memory(): { committed: number; used: number } {
  const heap = getHeapStatistics();
  return { committed: heap.total_heap_size + process.memoryUsage().arrayBuffers, used: heap.used_heap_size + process.memoryUsage().arrayBuffers };
}

/**
 * The largest formula of clauses `width` wide the API takes: random k-SAT over MAX_CNF_VARS variables, as many
 * clauses as fit under every CNF limit (bytes, clauses, literals). Width 3 is the usual benchmark shape; width 2
 * is the most clauses per byte, the costliest shape per request.
 */
function largestCnf(width: number): string {
  const clauses = Math.min(MAX_CNF_CLAUSES, Math.floor(MAX_CNF_LITERALS / width));
  const text = formatDimacs(randomKSat(MAX_CNF_VARS, clauses, width, 7));
  if (text.length <= MAX_CNF_BYTES) return text;
  // Cut at the last whole clause under the byte limit; the header's count then differs, which is only a warning.
  const cut = text.lastIndexOf("\n", MAX_CNF_BYTES - 1);
  return text.slice(0, cut + 1);
}

/** Nested JSON arrays as deep and long as the verify route's body limit allows. */
function nestedJson(): string {
  const depth = 1000;
  const unit = `${"[".repeat(depth)}1${"]".repeat(depth)}`;
  const copies = Math.floor((MAX_VERIFY_BYTES - 64) / (unit.length + 1));
  return `{"cnf":"p cnf 1 1\\n1 0\\n","model":[${Array.from({ length: copies }, () => unit).join(",")}]}`;
}

/** The largest published variant puzzle in the fixtures: a 16×16 Sudoku X. */
const variant16 = published.find((entry) => entry.fpuzzles.size === 16)?.fpuzzles;

export async function run(args: string[] = []): Promise<void> {
  const fetch = benchApp();
  const php = formatDimacs(pigeonhole(10, 9));
  const wideVars = Math.floor(MAX_COUNT_LITERALS / 1000);
  const cases: { name: string; request: () => Request }[] = [
    { name: "encode 25x25 empty (extended)", request: () => new Request(`http://bench/api/encode?puzzle=${".".repeat(625)}`) },
    { name: "sat: largest 3-SAT CNF, budget 2000 ms", request: () => new Request("http://bench/api/sat?budget_ms=2000&format=json", { method: "POST", body: largest3Sat }) },
    { name: "sat: most binary clauses, budget 2000 ms", request: () => new Request("http://bench/api/sat?budget_ms=2000&format=json", { method: "POST", body: largest2Sat }) },
    { name: "sat: largest 3-SAT CNF, preprocess=true", request: () => new Request("http://bench/api/sat?budget_ms=2000&format=json&preprocess=true", { method: "POST", body: largest3Sat }) },
    { name: "sat: most binary clauses, preprocess=true", request: () => new Request("http://bench/api/sat?budget_ms=2000&format=json&preprocess=true", { method: "POST", body: largest2Sat }) },
    { name: "sat: format=drat on PHP(10,9), preprocess=true", request: () => new Request("http://bench/api/sat?format=drat&budget_ms=2000&preprocess=true", { method: "POST", body: php }) },
    { name: "sat: most variables, one clause", request: () => new Request("http://bench/api/sat?budget_ms=2000&format=json", { method: "POST", body: `p cnf ${MAX_CNF_VARS} 1\n1 0\n` }) },
    { name: "sat: largest 3-SAT CNF, format=listing", request: () => new Request("http://bench/api/sat?budget_ms=2000&format=listing", { method: "POST", body: largest3Sat }) },
    { name: "verify: nested JSON at the body limit", request: () => new Request("http://bench/api/verify", { method: "POST", body: nestedJsonText, headers: { "content-type": "application/json" } }) },
    { name: `sat: count=1000 on ${wideVars} free variables`, request: () => new Request(`http://bench/api/sat?count=1000&budget_ms=2000&format=json`, { method: "POST", body: `p cnf ${wideVars} 1\n1 0\n` }) },
    { name: "sat: proof=true on PHP(10,9), budget 2000 ms", request: () => new Request("http://bench/api/sat?proof=true&budget_ms=2000&format=json", { method: "POST", body: php }) },
    { name: "sat: format=drat on PHP(10,9), budget 2000 ms", request: () => new Request("http://bench/api/sat?format=drat&budget_ms=2000", { method: "POST", body: php }) },
    { name: "sat: format=drat on PHP(9,8), budget 2000 ms", request: () => new Request("http://bench/api/sat?format=drat&budget_ms=2000", { method: "POST", body: formatDimacs(pigeonhole(9, 8)) }) },
    { name: "sat: core=true on PHP(8,7), budget 2000 ms", request: () => new Request("http://bench/api/sat?core=true&budget_ms=2000&format=json", { method: "POST", body: formatDimacs(pigeonhole(8, 7)) }) },
    { name: "solve 25x25 empty, steps=true", request: () => new Request(`http://bench/api/solve?puzzle=${".".repeat(625)}&steps=true&budget_ms=2000`) },
    { name: "solve 16x16 with certificate=true", request: () => new Request(`http://bench/api/solve?puzzle=${puzzle16}&certificate=true&budget_ms=2000`) },
    { name: "variant hint, 16x16 Sudoku X, budget 2000 ms", request: () => new Request("http://bench/api/hint", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ fpuzzles: variant16, budget_ms: 2000 }) }) },
    { name: "variant solve, 16x16 Sudoku X, certificate", request: () => new Request("http://bench/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ fpuzzles: variant16, certificate: true, budget_ms: 2000 }) }) },
    { name: "generate 25x25, budget 2000 ms", request: () => new Request("http://bench/api/generate?size=25&seed=heap&budget_ms=2000") },
  ];
  const largest3Sat = largestCnf(3);
  const largest2Sat = largestCnf(2);
  const nestedJsonText = nestedJson();
  const generated = (await (await fetch(new Request("http://bench/api/generate?size=16&seed=heap&budget_ms=2000"))).json()) as { puzzle: string };
  const puzzle16 = encodeURIComponent(generated.puzzle);
  const only = args.includes("--case") ? Number(args[args.indexOf("--case") + 1]) : undefined;
  if (only !== undefined) {
    // A child run (below): one case, warm, then once more under the JS heap cap its parent started it with.
    await (await fetch(cases[only].request())).arrayBuffer();
    gc();
    await (await fetch(cases[only].request())).arrayBuffer();
    return;
  }
  // Warm every route once (an isolate serving requests is warm too).
  for (const c of cases) await (await fetch(c.request())).arrayBuffer();

  console.log(`| request | status | response bytes | used heap growth (MB) | committed heap growth (MB) | peak growth (MB) | under a capped heap |\n|---|---|---|---|---|---|---|`);
  let over = 0;
  for (const [index, c] of cases.entries()) {
    const request = c.request();
    gc();
    gc();
    const before = memory();
    const baseHeapMb = getHeapStatistics().used_heap_size / 2 ** 20;
    const res = await fetch(request);
    // The body is read in pieces as a client would; a streamed body is never whole in memory.
    let bytes = 0;
    const reader = res.body?.getReader();
    let peak = memory();
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      const now = memory();
      peak = { committed: Math.max(peak.committed, now.committed), used: Math.max(peak.used, now.used) };
    }
    const after = memory();
    peak = { committed: Math.max(peak.committed, after.committed), used: Math.max(peak.used, after.used) };
    const used = (peak.used - before.used) / 2 ** 20;
    const committed = (peak.committed - before.committed) / 2 ** 20;
    const growth = Math.max(used, committed);
    // The rise counts garbage V8 had no reason to collect yet. Over the limit, the request runs again in a child
    // whose JS heap may not grow past this one's by more than the limit: garbage is then collected as needed, and
    // only memory the request really holds at once can make it fail.
    const capped = growth >= LIMIT_MB ? fitsUnderCap(index, baseHeapMb + LIMIT_MB) : undefined;
    if (growth >= LIMIT_MB && !capped) over++;
    const cappedText = capped === undefined ? "not needed" : capped ? `completes with the heap capped at +${LIMIT_MB} MB` : "OVER: fails under the cap";
    console.log(`| ${c.name} | ${res.status} | ${bytes} | ${used.toFixed(1)} | ${committed.toFixed(1)} | ${growth.toFixed(1)} | ${cappedText} |`);
  }
  console.log(`\n${over === 0 ? `Every request under ${LIMIT_MB} MB of heap growth (or completing with the heap capped there).` : `${over} request(s) at or over ${LIMIT_MB} MB.`}`);
  if (over > 0) process.exitCode = 1;
}
