/**
 * `npm run bench -- sweep [DIR] [--cap-s 60] [--short-cap-s 5] [--family a,b]`
 *
 * The correctness sweep over a whole instance set: `cdcl` on every instance, with the long cap where MiniSat
 * decided the instance when the set was labelled and the short cap where it did not (there only an honest UNKNOWN is
 * asked for); a cap is work at the top of cdcl's measured throughput (caps.ts). Every SAT answer is model-checked
 * inside `solve`; each decided answer is compared with the expected status. Files the set marks as malformed must
 * be rejected by the parser with a line and column. Prints one row per family and every wrong answer and UNKNOWN;
 * exits 1 when any answer is wrong. Needs a folder with MANIFEST.tsv.
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { solve } from "../../worker/core/sat/index";
import { cdclWorkCap } from "./caps";
import { fileInstances, type Instance } from "./cnf-set";
import { sharedDataDir } from "./paths";

interface Outcome {
  instance: Instance;
  status: string;
  ms: number;
  verdict: "right" | "unknown" | "wrong" | "unlabelled";
  capMs: number;
}

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

function judge(instance: Instance, status: string): Outcome["verdict"] {
  if (status === "UNKNOWN") return "unknown";
  if (instance.expected !== "SAT" && instance.expected !== "UNSAT") return "unlabelled";
  return status === instance.expected ? "right" : "wrong";
}

export async function run(args: string[]): Promise<void> {
  const longCap = option(args, "--cap-s", 60) * 1000;
  const shortCap = option(args, "--short-cap-s", 5) * 1000;
  const familyArg = args.indexOf("--family");
  const families = familyArg >= 0 ? new Set(args[familyArg + 1].split(",")) : null;
  const given = args.find((a, i) => !a.startsWith("-") && !args[i - 1]?.startsWith("--"));
  const dir = resolve(given ?? resolve(sharedDataDir, "cnf"));
  if (!existsSync(resolve(dir, "MANIFEST.tsv"))) {
    console.log(`no MANIFEST.tsv in ${dir}: the sweep needs a labelled set (e.g. npm run bench -- sweep ../shared/data/cnf)`);
    return;
  }
  const instances = fileInstances(dir).filter((i) => !families || families.has(i.family) || families.has(i.family.split("/").pop() ?? ""));
  console.log(`sweep: ${instances.length} instances from ${relative(process.cwd(), dir)}; cdcl capped at ${longCap / 1000} s of work where MiniSat decided the instance, ${shortCap / 1000} s elsewhere\n`);

  const outcomes: Outcome[] = [];
  const parserChecks: string[] = [];
  for (const instance of instances) {
    if (instance.expected === "PARSE-ERROR") {
      try {
        instance.load();
        parserChecks.push(`**${instance.name}: accepted, but the set marks it malformed**`);
      } catch (e) {
        parserChecks.push(`${instance.name}: rejected — ${(e as Error).message.split(": ").slice(1).join(": ")}`);
      }
      continue;
    }
    const cnf = instance.load();
    const capMs = instance.minisat === "SAT" || instance.minisat === "UNSAT" ? longCap : shortCap;
    const t0 = performance.now();
    // The default seed, as `npm run sat` and the API run it.
    const result = solve(cnf, { engine: "cdcl", budget: { work: cdclWorkCap(capMs) } });
    const ms = performance.now() - t0;
    outcomes.push({ instance, status: result.status, ms, verdict: judge(instance, result.status), capMs });
    // Progress on stderr, so the tables on stdout stay clean: the sweep runs for minutes.
    process.stderr.write(`[${outcomes.length + parserChecks.length}/${instances.length}] ${instance.name}: ${result.status} in ${(ms / 1000).toFixed(2)} s\n`);
  }

  const byFamily = new Map<string, Outcome[]>();
  for (const o of outcomes) byFamily.set(o.instance.family, [...(byFamily.get(o.instance.family) ?? []), o]);
  const header = ["family", "n", "right", "unknown", "wrong", "MiniSat decided", "cdcl decided of those", "total s", "max s"];
  console.log(`| ${header.join(" | ")} |\n|---|${header.slice(1).map(() => "---:").join("|")}|`);
  for (const [family, list] of byFamily) {
    const count = (v: Outcome["verdict"]) => list.filter((o) => o.verdict === v).length;
    const minisatDecided = list.filter((o) => o.capMs === longCap);
    const ours = minisatDecided.filter((o) => o.status !== "UNKNOWN").length;
    const total = list.reduce((s, o) => s + o.ms, 0) / 1000;
    const max = Math.max(...list.map((o) => o.ms)) / 1000;
    console.log(`| ${[family, list.length, count("right") + count("unlabelled"), count("unknown"), count("wrong"), minisatDecided.length, ours, total.toFixed(1), max.toFixed(2)].join(" | ")} |`);
  }
  const wrong = outcomes.filter((o) => o.verdict === "wrong");
  const missed = outcomes.filter((o) => o.verdict === "unknown" && o.capMs === longCap);
  const honest = outcomes.filter((o) => o.verdict === "unknown" && o.capMs === shortCap);
  console.log(`\ndecided ${outcomes.filter((o) => o.status !== "UNKNOWN").length}/${outcomes.length}; wrong ${wrong.length}`);
  for (const o of wrong) console.log(`**WRONG** ${o.instance.name}: cdcl ${o.status}, expected ${o.instance.expected}`);
  if (missed.length) console.log(`MiniSat decided but cdcl UNKNOWN at ${longCap / 1000} s: ${missed.map((o) => o.instance.name).join(", ")}`);
  if (honest.length) console.log(`UNKNOWN where MiniSat also timed out: ${honest.length} (${honest.map((o) => o.instance.name).join(", ")})`);
  for (const line of parserChecks) console.log(line);
  if (wrong.length || parserChecks.some((l) => l.startsWith("**"))) process.exitCode = 1;
}
