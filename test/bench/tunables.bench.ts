/**
 * `npm run bench -- tunables --variant JSON [DIR] [--base JSON] [--family a,b | --all] [--per-family N] [--seeds N] [--cap-s N]`
 *
 * Compares two settings of the CDCL tunables (options.ts) on the same instances and seeds: `--base` (default: the
 * defaults) against `--variant`, e.g. `--variant '{"restartPolicy":"luby"}'`. It counts work, conflicts and
 * decided instances, so its figures are the same on any machine; wall time is printed beside them. One seed on one
 * instance is a lottery ticket on satisfiable formulas, so every family runs over several files and seeds.
 * From ../shared/data/cnf it takes the families below (the first N files of each); without that folder, or with a
 * DIR of instances, it takes generated families or that folder.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { createRng } from "../../worker/core/rng";
import { CdclSolver } from "../../worker/core/sat/cdcl";
import { verifyModel, type Cnf } from "../../worker/core/sat/index";
import { DEFAULT_TUNABLES, resolveTunables, type CdclTunables } from "../../worker/core/sat/options";
import { pigeonholeCnf, randomKCnf } from "../core/sat/helpers";
import { plantedThreeSat } from "../core/sat/gen/planted";
import { cdclWorkCap } from "./caps";
import { fileInstances, type Instance } from "./cnf-set";
import { sharedDataDir } from "./paths";

/** Random SAT and UNSAT, structured industrial and crafted families: a tunable rarely helps all of them. */
const DEFAULT_FAMILIES = ["uf250-1065", "uuf250-1065", "uuf200-860", "flat200-479", "bmc", "hanoi", "parity", "hole", "ais", "hust-course/sat-M"];

interface Options {
  dir?: string;
  families?: Set<string>;
  all: boolean;
  perFamily: number;
  seeds: number;
  capMs: number;
  base: Partial<CdclTunables>;
  variant?: Partial<CdclTunables>;
}

/** Parses a tunables object; unknown names and out-of-range values are errors that name the option. */
function parseTunables(flag: string, text: string | undefined): Partial<CdclTunables> {
  if (text === undefined) throw new Error(`${flag} needs a JSON object of tunables, e.g. ${flag} '{"restartPolicy":"luby"}'`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`${flag}: ${(e as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`${flag}: expected a JSON object, found ${text}`);
  for (const key of Object.keys(value)) {
    if (!(key in DEFAULT_TUNABLES)) throw new Error(`${flag}: "${key}" is not a CDCL tunable; known: ${Object.keys(DEFAULT_TUNABLES).join(", ")}`);
  }
  const given = value as Partial<CdclTunables>;
  resolveTunables(given); // throws a RangeError naming the option when a value is out of range
  return given;
}

function parseOptions(args: string[]): Options {
  const o: Options = { all: false, perFamily: 10, seeds: 3, capMs: 20_000, base: {} };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--variant") o.variant = parseTunables(a, args[++i]);
    else if (a === "--base") o.base = parseTunables(a, args[++i]);
    else if (a === "--family") o.families = new Set(args[++i].split(","));
    else if (a === "--all") o.all = true;
    else if (a === "--per-family") o.perFamily = positiveInteger(a, args[++i]);
    else if (a === "--seeds") o.seeds = positiveInteger(a, args[++i]);
    else if (a === "--cap-s") o.capMs = positiveInteger(a, args[++i]) * 1000;
    else if (!a.startsWith("-")) o.dir = a;
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

function positiveInteger(flag: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a positive integer, found ${text ?? "nothing"}`);
  return n;
}

function generatedInstances(): Instance[] {
  const out: Instance[] = [];
  const add = (family: string, name: string, expected: string, load: () => Cnf): void => {
    out.push({ name, family, file: "", expected, minisat: "?", load });
  };
  for (let i = 1; i <= 10; i++) add("gen-uf150", `gen-uf150-${i}`, "?", () => randomKCnf(createRng(150_000 + i), 150, 639, 3, false));
  for (let i = 1; i <= 10; i++) add("gen-planted200", `gen-planted200-${i}`, "SAT", () => plantedThreeSat(200, 4.41, 200_000 + i));
  for (const holes of [7, 8]) add("gen-hole", `gen-hole${holes}`, "UNSAT", () => pigeonholeCnf(holes + 1, holes));
  return out;
}

function pickInstances(o: Options): Instance[] {
  const dataDir = resolve(sharedDataDir, "cnf");
  if (o.dir === undefined && !existsSync(dataDir)) {
    console.log("(../shared/data/cnf not found: generated instances)\n");
    return generatedInstances();
  }
  const all = fileInstances(o.dir ?? dataDir).filter((i) => i.expected !== "PARSE-ERROR");
  const wanted = o.families ?? (o.dir !== undefined || o.all ? null : new Set(DEFAULT_FAMILIES));
  const perFamily = new Map<string, number>();
  return all.filter((i) => {
    if (wanted !== null && !wanted.has(i.family)) return false;
    const taken = perFamily.get(i.family) ?? 0;
    perFamily.set(i.family, taken + 1);
    return taken < o.perFamily;
  });
}

interface Run {
  status: string;
  work: number;
  conflicts: number;
  ms: number;
}

function runOnce(cnf: Cnf, tunables: Partial<CdclTunables>, seed: number, workCap: number): Run {
  const t0 = performance.now();
  const solver = new CdclSolver(cnf.numVars, { ...tunables, seed });
  for (const clause of cnf.clauses) if (!solver.addClause(clause)) break;
  const result = solver.solve({ budget: { work: workCap } });
  const ms = performance.now() - t0;
  if (result.status === "SAT" && !verifyModel(cnf, result.model).ok) throw new Error("cdcl returned a model that does not satisfy the formula");
  return { status: result.status, work: result.stats.work, conflicts: result.stats.conflicts, ms };
}

interface Totals {
  decided: number;
  work: number;
  conflicts: number;
  ms: number;
}

const emptyTotals = (): Totals => ({ decided: 0, work: 0, conflicts: 0, ms: 0 });

function add(t: Totals, r: Run): void {
  if (r.status !== "UNKNOWN") t.decided++;
  t.work += r.work;
  t.conflicts += r.conflicts;
  t.ms += r.ms;
}

const millions = (n: number): string => (n / 1e6).toLocaleString("en-US", { maximumFractionDigits: n < 1e8 ? 1 : 0 });
const ratio = (a: number, b: number): string => (b > 0 ? `${(a / b).toFixed(2)}x` : "—");

export async function run(args: string[]): Promise<void> {
  let o: Options;
  try {
    o = parseOptions(args);
    if (o.variant === undefined) throw new Error(`--variant is required, e.g. --variant '{"restartPolicy":"luby"}'`);
  } catch (e) {
    console.error(`tunables bench: ${(e as Error).message}`);
    process.exitCode = 2;
    return;
  }
  const variant = o.variant;
  const instances = pickInstances(o);
  const workCap = cdclWorkCap(o.capMs);
  console.log(`base ${JSON.stringify(o.base)} against variant ${JSON.stringify(variant)}: ${instances.length} instances × seeds 0-${o.seeds - 1}, cdcl capped at ${o.capMs / 1000} s of work (${millions(workCap)} M units)\n`);

  const families = new Map<string, { runs: number; base: Totals; variant: Totals }>();
  const differences: string[] = [];
  let done = 0;
  for (const instance of instances) {
    const cnf = instance.load();
    const family = families.get(instance.family) ?? { runs: 0, base: emptyTotals(), variant: emptyTotals() };
    families.set(instance.family, family);
    for (let seed = 0; seed < o.seeds; seed++) {
      const a = runOnce(cnf, o.base, seed, workCap);
      const b = runOnce(cnf, variant, seed, workCap);
      if (a.status !== "UNKNOWN" && b.status !== "UNKNOWN" && a.status !== b.status) {
        throw new Error(`${instance.name} seed ${seed}: base answers ${a.status}, variant ${b.status}`);
      }
      for (const r of [a, b]) {
        if (r.status !== "UNKNOWN" && instance.expected !== "?" && r.status !== instance.expected) {
          throw new Error(`${instance.name} seed ${seed}: ${r.status}, expected ${instance.expected}`);
        }
      }
      if ((a.status === "UNKNOWN") !== (b.status === "UNKNOWN")) {
        differences.push(`${instance.name} seed ${seed}: base ${a.status} (${a.conflicts.toLocaleString("en-US")} conflicts), variant ${b.status} (${b.conflicts.toLocaleString("en-US")})`);
      }
      family.runs++;
      add(family.base, a);
      add(family.variant, b);
    }
    // Progress on stderr, so the table on stdout stays clean: a full comparison runs for many minutes.
    process.stderr.write(`[${++done}/${instances.length}] ${instance.name}\n`);
  }

  console.log("| family | runs | decided base | decided variant | M work base | M work variant | variant/base work | conflicts variant/base | s base | s variant |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const total = { runs: 0, base: emptyTotals(), variant: emptyTotals() };
  const row = (name: string, f: typeof total): string =>
    `| ${name} | ${f.runs} | ${f.base.decided} | ${f.variant.decided} | ${millions(f.base.work)} | ${millions(f.variant.work)} | ${ratio(f.variant.work, f.base.work)} | ${ratio(f.variant.conflicts, f.base.conflicts)} | ${(f.base.ms / 1000).toFixed(1)} | ${(f.variant.ms / 1000).toFixed(1)} |`;
  for (const [name, f] of families) {
    console.log(row(name, f));
    total.runs += f.runs;
    for (const key of ["decided", "work", "conflicts", "ms"] as const) {
      total.base[key] += f.base[key];
      total.variant[key] += f.variant[key];
    }
  }
  console.log(row("**all**", total));
  console.log(`\nRuns decided by one setting only: ${differences.length === 0 ? "none" : ""}`);
  for (const line of differences) console.log(`- ${line}`);
  console.log("\nWork of an UNKNOWN run is the cap: a family's work ratio understates the gap when one setting runs out.");
}
