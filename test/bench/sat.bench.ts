/**
 * `npm run bench -- sat [DIR] [--family uf250,flat200 | --all] [--quick] [--cap-s N] [--dpll-cap-s N] [--per-family N] [--no-peers]`
 *
 * For every instance: vars, clauses, expected status (MANIFEST.tsv), the times of our three engines (cdcl: the
 * median over seeds 0-2 or more; the DPLLs: median of repeated runs while fast), the optimisation rates (t - t0) / t
 * of cdcl and of dpll-opt (t0) against the plain dpll (t), and the peers measured in the same run. Then per-family
 * medians and ratios. Each engine is capped: ours by a work budget sized from the cap (caps.ts; a run past the cap
 * counts as capped), peers by a process timeout. From ../shared/data/cnf it takes the standard families below
 * unless --family or --all says otherwise (every family takes hours); from a DIR given, every instance in it.
 * Without either it benchmarks generated instances (random 3-SAT at ratio 4.26, pigeonhole).
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { createRng } from "../../worker/core/rng";
import { formatDimacs, solve, type Cnf, type Engine } from "../../worker/core/sat/index";
import { mkLit } from "../../worker/core/sat/types";
import { pigeonholeCnf, randomKCnf, withUnits } from "../core/sat/helpers";
import { fileInstances, type Instance } from "./cnf-set";
import { availablePeers, tempCnfDir, type Peer } from "./sat-peers";
import { cdclWorkCap, dpllWorkCap } from "./caps";
import { repoRoot, sharedDataDir } from "./paths";

interface Timing {
  status: string;
  ms: number;
}

interface Row {
  instance: Instance;
  vars: number;
  clauses: number;
  cdcl: Timing;
  dpllOpt: Timing;
  dpll: Timing;
  peers: Record<string, Timing>;
  wrong: string[];
}

/** The families the SAT core's targets are stated on: SATLIB random 3-SAT and graph colouring, the hust-course sets. */
const STANDARD_FAMILIES = ["uf100-430", "uf200-860", "uf250-1065", "flat200-479", "base-functional", "base-performance", "sat-S"];

interface Options {
  dir?: string;
  families?: Set<string>;
  all: boolean;
  quick: boolean;
  capMs: number;
  dpllCapMs: number;
  peers: boolean;
  limitPerFamily?: number;
}

function parseOptions(args: string[]): Options {
  const o: Options = { quick: false, all: false, capMs: 20_000, dpllCapMs: 5_000, peers: true };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--family") o.families = new Set(args[++i].split(","));
    else if (a === "--all") o.all = true;
    else if (a === "--quick") o.quick = true;
    else if (a === "--cap-s") o.capMs = Number(args[++i]) * 1000;
    else if (a === "--dpll-cap-s") o.dpllCapMs = Number(args[++i]) * 1000;
    else if (a === "--per-family") o.limitPerFamily = Number(args[++i]);
    else if (a === "--no-peers") o.peers = false;
    else if (!a.startsWith("-")) o.dir = a;
  }
  if (o.quick) {
    o.capMs = Math.min(o.capMs, 5_000);
    o.dpllCapMs = Math.min(o.dpllCapMs, 1_000);
    o.limitPerFamily ??= 3;
  }
  return o;
}

function generatedInstances(): Instance[] {
  const out: Instance[] = [];
  for (const n of [50, 100, 150, 200]) {
    for (let i = 1; i <= 5; i++) {
      const seed = n * 1000 + i;
      out.push({ name: `gen-uf${n}-${i}`, family: `gen-uf${n}`, file: "", expected: "?", minisat: "?", load: () => randomKCnf(createRng(seed), n, Math.round(n * 4.26), 3, false) });
    }
  }
  for (const holes of [5, 6, 7, 8]) {
    out.push({ name: `gen-hole${holes}`, family: "gen-hole", file: "", expected: "UNSAT", minisat: "?", load: () => pigeonholeCnf(holes + 1, holes) });
  }
  return out;
}

/**
 * Median of several runs. cdcl runs with seeds 0, 1, 2 (and 3, 4 while fast): its time on a satisfiable instance
 * depends on the seed's luck, so one seed would mislead. The DPLLs have no randomness and repeat while they are
 * fast (under ~1 s in all, at most 5). A run that ends UNKNOWN or takes longer than the cap is capped, as a peer
 * killed at the cap would be: it counts as UNKNOWN at the time it took, and no further runs are made.
 */
function timeOurs(cnf: Cnf, engine: Engine, workCap: number, capMs: number): Timing {
  const runs: Timing[] = [];
  const minRuns = engine === "cdcl" ? 3 : 1;
  let spent = 0;
  do {
    const t0 = performance.now();
    const r = solve(cnf, { engine, budget: { work: workCap }, seed: runs.length });
    const ms = performance.now() - t0;
    // The time spent is a true lower bound of the time this engine needs, whichever limit stopped it.
    if (r.status === "UNKNOWN" || ms > capMs) return { status: "UNKNOWN", ms };
    runs.push({ status: r.status, ms });
    spent += ms;
  } while ((runs.length < minRuns || spent < 1000) && runs.length < 5);
  runs.sort((a, b) => a.ms - b.ms);
  return runs[Math.floor(runs.length / 2)];
}

/**
 * Runs every engine on generated formulas for a while before anything is timed, so the first instances are not
 * charged for JIT compilation: a Worker isolate stays warm across requests, and logic-solver's asm.js is compiled
 * ahead of time.
 */
function warmUp(): void {
  const rng = createRng(1);
  const formulas = [
    randomKCnf(rng, 100, 426, 3, false),
    randomKCnf(rng, 50, 1000, 5, false),
    pigeonholeCnf(7, 6),
    // Walks also take branches that only variables fixed at level 0 reach; left cold, they cost a deoptimisation
    // and a recompilation of the walk (tens of ms) inside the first timed instance that has unit clauses.
    withUnits(randomKCnf(rng, 150, 640, 3, false), [mkLit(0), mkLit(1, true), mkLit(2)]),
    withUnits(randomKCnf(rng, 60, 1266, 5, false), [mkLit(0), mkLit(1, true)]),
  ];
  const until = performance.now() + 500;
  while (performance.now() < until) {
    for (const cnf of formulas) for (const engine of ["cdcl", "dpll-opt", "dpll"] as const) solve(cnf, { engine, budget: { work: 2_000_000 } });
  }
}

function timePeer(peer: Peer, file: string, normalized: () => string, capMs: number): Timing {
  const first = peer.run(file, normalized, capMs);
  if (first.status === "TIMEOUT" || first.status === "ERR" || first.ms > 300) return first;
  const times = [first.ms, peer.run(file, normalized, capMs).ms, peer.run(file, normalized, capMs).ms].sort((a, b) => a - b);
  return { status: first.status, ms: times[1] };
}

const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmtMs = (t: Timing | undefined): string => {
  if (!t) return "—";
  if (t.status === "UNKNOWN" || t.status === "TIMEOUT") return `> ${Math.round(t.ms)}`;
  if (t.status === "ERR") return "ERR";
  return t.ms < 10 ? t.ms.toFixed(2) : t.ms < 100 ? t.ms.toFixed(1) : String(Math.round(t.ms));
};
const decided = (t: Timing | undefined): boolean => t !== undefined && (t.status === "SAT" || t.status === "UNSAT");

interface Bound {
  ms: number;
  /** True when the figure comes from a capped run, so the real time is at least `ms`. */
  capped: boolean;
}
const bound = (t: Timing): Bound => ({ ms: t.ms, capped: !decided(t) });

/**
 * The optimisation rate (t - t0) / t of `fast` against `plain`. A capped plain run bounds t from below, so the rate
 * is then a lower bound ("≥"), and says nothing when it comes out negative.
 */
function rateCell(plain: Bound, fast: Bound): string {
  if (fast.capped) return "—";
  const rate = ((plain.ms - fast.ms) / plain.ms) * 100;
  if (!plain.capped) return `${rate.toFixed(1)}%`;
  return rate > 0 ? `≥ ${rate.toFixed(1)}%` : "—";
}

export async function run(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const defaultDir = resolve(sharedDataDir, "cnf");
  const dir = options.dir ? resolve(options.dir) : existsSync(defaultDir) ? defaultDir : undefined;
  let instances = dir ? fileInstances(dir) : generatedInstances();
  if (dir === defaultDir && !options.families && !options.all) options.families = new Set(STANDARD_FAMILIES);
  if (options.families) instances = instances.filter((i) => options.families?.has(i.family) || options.families?.has(i.family.split("/").pop() ?? ""));
  if (options.limitPerFamily !== undefined) {
    const seen = new Map<string, number>();
    instances = instances.filter((i) => {
      const k = (seen.get(i.family) ?? 0) + 1;
      seen.set(i.family, k);
      return k <= (options.limitPerFamily ?? Infinity);
    });
  }
  instances = instances.filter((i) => i.expected !== "PARSE-ERROR");
  const peers = options.peers ? availablePeers() : [];
  const cdclCap = cdclWorkCap(options.capMs);
  const dpllCap = dpllWorkCap(options.dpllCapMs);
  const temp = tempCnfDir();
  const scope = options.families ? ` (families ${[...options.families].join(", ")}${options.all ? "" : "; --all for every family"})` : "";
  console.log(`instances: ${instances.length} from ${dir ? relative(repoRoot, dir) : "generated (no data folder)"}${scope}; cap ${options.capMs / 1000} s for cdcl (${cdclCap} work units), about ${options.dpllCapMs / 1000} s for each DPLL (${dpllCap} units); peers: ${peers.map((p) => p.name).join(", ") || "none"}\n`);
  const header = ["instance", "vars", "clauses", "expected", "cdcl ms", "dpll-opt ms", "dpll ms", "opt. rate cdcl", "opt. rate dpll-opt", ...peers.map((p) => `${p.name} ms`), "check"];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map((_, i) => (i === 0 || i === 3 || i === header.length - 1 ? "---" : "---:")).join("|")}|`);

  warmUp();
  const rows: Row[] = [];
  try {
    for (const instance of instances) {
      let cnf: Cnf;
      try {
        cnf = instance.load();
      } catch (e) {
        console.log(`| ${instance.name} | | | ${instance.expected} | parse error: ${(e as Error).message.slice(0, 80)} | | | ${peers.map(() => "").join(" | ")} | |`);
        continue;
      }
      const cdcl = timeOurs(cnf, "cdcl", cdclCap, options.capMs);
      const dpllOpt = timeOurs(cnf, "dpll-opt", dpllCap, options.dpllCapMs);
      const dpll = timeOurs(cnf, "dpll", dpllCap, options.dpllCapMs);
      let text: string | undefined;
      const normalized = (): string => (text ??= formatDimacs(cnf, []));
      let normalizedFile: string | undefined;
      const normalizedPath = (): string => (normalizedFile ??= temp.write(`${instance.name.replace(/[/\\]/g, "_")}.cnf`, normalized()));
      const peerTimes: Record<string, Timing> = {};
      for (const peer of peers) {
        let t = timePeer(peer, instance.file || normalizedPath(), normalized, options.capMs);
        // MiniSat rejects SATLIB's "%" end marker: give it the same clauses as normalised DIMACS instead.
        if (t.status === "ERR" && instance.file) t = timePeer(peer, normalizedPath(), normalized, options.capMs);
        peerTimes[peer.name] = t;
      }
      const wrong: string[] = [];
      const expectation = instance.expected === "SAT" || instance.expected === "UNSAT" ? instance.expected : undefined;
      for (const [who, t] of [["cdcl", cdcl], ["dpll-opt", dpllOpt], ["dpll", dpll]] as const) {
        if (decided(t) && expectation && t.status !== expectation) wrong.push(`${who} says ${t.status}`);
      }
      const answers = new Set([cdcl, dpllOpt, dpll, ...Object.values(peerTimes)].filter(decided).map((t) => t.status));
      if (answers.size > 1) wrong.push("solvers disagree");
      const row: Row = { instance, vars: cnf.numVars, clauses: cnf.clauses.length, cdcl, dpllOpt, dpll, peers: peerTimes, wrong };
      rows.push(row);
      const check = wrong.length ? `**WRONG: ${wrong.join(", ")}**` : decided(cdcl) ? `ok ${cdcl.status}` : "unknown (capped)";
      console.log(`| ${[instance.name, row.vars, row.clauses, instance.expected, fmtMs(cdcl), fmtMs(dpllOpt), fmtMs(dpll), rateCell(bound(dpll), bound(cdcl)), rateCell(bound(dpll), bound(dpllOpt)), ...peers.map((p) => fmtMs(peerTimes[p.name])), check].join(" | ")} |`);
    }
  } finally {
    temp.cleanup();
  }
  printFamilySummary(rows, peers);
}

/** Per family: decided counts, median times (a capped run counts at its cap), and median per-instance ratios. */
function printFamilySummary(rows: Row[], peers: Peer[]): void {
  const families = [...new Set(rows.map((r) => r.instance.family))];
  const names = peers.map((p) => p.name);
  console.log(`\n## Per family (median ms; a capped run counts at its cap; ratio = median of per-instance cdcl/peer over instances both decided)\n`);
  const header = ["family", "n", "cdcl solved", "cdcl", "dpll-opt", "dpll", "opt. rate cdcl", "opt. rate dpll-opt", ...names, ...names.map((n) => `cdcl/${n}`), "wrong"];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`);
  for (const family of families) {
    const fr = rows.filter((r) => r.instance.family === family);
    const cdclMed = median(fr.map((r) => r.cdcl.ms));
    const dpllOptMed = median(fr.map((r) => r.dpllOpt.ms));
    const dpllMed = median(fr.map((r) => r.dpll.ms));
    // Medians over the family; a median that includes capped runs is a lower bound.
    const summary = (med: number, pick: (r: Row) => Timing): Bound => ({ ms: med, capped: fr.some((r) => !decided(pick(r))) });
    const dpllSummary = summary(dpllMed, (r) => r.dpll);
    const cells = [
      family, fr.length, `${fr.filter((r) => decided(r.cdcl)).length}/${fr.length}`,
      fmtNum(cdclMed), fmtFamily(summary(dpllOptMed, (r) => r.dpllOpt)), fmtFamily(dpllSummary),
      rateCell(dpllSummary, summary(cdclMed, (r) => r.cdcl)), rateCell(dpllSummary, summary(dpllOptMed, (r) => r.dpllOpt)),
      ...names.map((n) => `${fmtNum(median(fr.map((r) => r.peers[n].ms)))} (${fr.filter((r) => decided(r.peers[n])).length}/${fr.length})`),
      ...names.map((n) => {
        const both = fr.filter((r) => decided(r.cdcl) && decided(r.peers[n]));
        return both.length ? `${median(both.map((r) => r.cdcl.ms / Math.max(r.peers[n].ms, 0.01))).toFixed(2)}x` : "—";
      }),
      fr.filter((r) => r.wrong.length > 0).length,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
  const wrong = rows.filter((r) => r.wrong.length > 0);
  console.log(wrong.length ? `\n**${wrong.length} instance(s) with a wrong or disputed answer:** ${wrong.map((r) => r.instance.name).join(", ")}` : `\nall decided answers agree with the expected status and with each other`);
}

const fmtFamily = (t: Bound): string => `${t.capped ? "≥ " : ""}${fmtNum(t.ms)}`;
const fmtNum = (ms: number): string => (Number.isNaN(ms) ? "—" : ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : String(Math.round(ms)));
