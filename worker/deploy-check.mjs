#!/usr/bin/env node
/**
 * `npm run deploy:check [-- --plan free|paid]`: bundles the Worker exactly as `wrangler deploy` would
 * (`wrangler deploy --dry-run --outdir TMP`, which needs no Cloudflare account), then reports the upload's size,
 * raw and gzip-compressed, against the plan's limit. Cloudflare counts the compressed size: 3 MB on the Workers
 * Free plan, 10 MB on Workers Paid (developers.cloudflare.com/workers/platform/limits/#worker-size). Exits 1 when
 * the bundle is over the chosen plan's limit (Free by default), 2 when wrangler itself fails.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** Compressed upload limits in bytes. The docs say "MB"; decimal megabytes are the stricter reading. */
export const PLAN_LIMITS = { free: 3_000_000, paid: 10_000_000 };

/**
 * Judges a bundle's sizes against a plan. Pure, so the rule is tested without running wrangler.
 * @example judgeBundle({ raw: 1_193_604, gzip: 221_990 }, "free").ok // true
 */
export function judgeBundle(size, plan) {
  const limit = PLAN_LIMITS[plan];
  if (limit === undefined) throw new Error(`unknown plan "${plan}"; use free or paid`);
  const share = size.gzip / limit;
  const lines = [
    `worker bundle: ${kib(size.raw)} raw, ${kib(size.gzip)} gzip`,
    ...Object.entries(PLAN_LIMITS).map(
      ([name, bytes]) => `  ${name.padEnd(4)} plan limit ${(bytes / 1e6).toFixed(0)} MB compressed: ${((size.gzip / bytes) * 100).toFixed(1)}% used${size.gzip > bytes ? " (OVER)" : ""}`,
    ),
  ];
  return { ok: size.gzip <= limit, share, lines };
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Sums what wrangler uploads: the bundled modules, without source maps and the README it writes beside them. */
export function measureOutdir(dir) {
  let raw = 0;
  const parts = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith(".map") || name === "README.md") continue;
    const bytes = readFileSync(join(dir, name));
    raw += bytes.length;
    parts.push(bytes);
  }
  return { raw, gzip: gzipSync(Buffer.concat(parts), { level: 9 }).length };
}

function main(argv) {
  const planIndex = argv.indexOf("--plan");
  const plan = planIndex >= 0 ? argv[planIndex + 1] : "free";
  if (!(plan in PLAN_LIMITS)) {
    console.error(`deploy:check: --plan must be free or paid, not "${plan}"`);
    return 2;
  }
  const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
  const outdir = mkdtempSync(join(tmpdir(), "deploy-check-"));
  try {
    const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" },
    });
    if (run.status !== 0) {
      console.error(`deploy:check: wrangler deploy --dry-run failed (exit ${run.status})\n${run.stdout}${run.stderr}`);
      return 2;
    }
    const verdict = judgeBundle(measureOutdir(outdir), plan);
    for (const line of verdict.lines) console.log(line);
    if (!verdict.ok) {
      console.error(`deploy:check: the bundle is over the ${plan} plan's limit`);
      return 1;
    }
    console.log(`deploy:check: ok for the ${plan} plan`);
    return 0;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
