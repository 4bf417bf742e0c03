/**
 * A folder of DIMACS instances (e.g. ../shared/data/cnf) read as benchmark instances: family from the folder, the
 * expected status and MiniSat's recorded answer from MANIFEST.tsv when the folder has one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseDimacs, type Cnf } from "../../worker/core/sat/index";
import { readInputText } from "../../worker/cli/files";

export interface Instance {
  name: string;
  family: string;
  file: string;
  expected: string;
  /** MiniSat's answer in the run that labelled the set (SAT, UNSAT, TIMEOUT, ERR…), or "?" when not recorded. */
  minisat: string;
  load(): Cnf;
}

interface ManifestRow {
  expected: string;
  minisat: string;
}

function readManifest(dir: string): Map<string, ManifestRow> {
  const rows = new Map<string, ManifestRow>();
  const path = join(dir, "MANIFEST.tsv");
  if (!existsSync(path)) return rows;
  for (const line of readFileSync(path, "utf8").split("\n").slice(1)) {
    const [file, , , expected, , answers = ""] = line.split("\t");
    const minisat = /(?:^|,)minisat=([A-Z0-9-]+)/.exec(answers)?.[1] ?? "?";
    if (file) rows.set(file, { expected, minisat });
  }
  return rows;
}

export function parseFile(file: string): Cnf {
  const parsed = parseDimacs(readInputText(file, "latin1"));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.value;
}

export function fileInstances(dir: string): Instance[] {
  const manifest = readManifest(dir);
  const out: Instance[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.cnf(\.gz)?$/.test(name)) {
        const rel = relative(dir, path);
        const parts = rel.split("/");
        // Family: the top folder, or for the hust-course set its sub-folder (hust-course/sat-S).
        const family = parts[0] === "hust-course" && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts.length > 1 ? parts[0] : "(root)";
        const row = manifest.get(rel);
        out.push({ name: rel, family, file: path, expected: row?.expected ?? "?", minisat: row?.minisat ?? "?", load: () => parseFile(path) });
      }
    }
  };
  walk(dir);
  return out;
}
