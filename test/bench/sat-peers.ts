/**
 * Peer solvers for the SAT bench, each run in its own process with a time cap: `minisat` and `cadical` (Debian
 * binaries, when on the PATH; whole-process wall time, so it includes their start-up of a few ms) and
 * `logic-solver` (npm; MiniSat compiled to asm.js, timed inside its child process without the heap setup).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { repoRoot } from "./paths";

export type PeerStatus = "SAT" | "UNSAT" | "TIMEOUT" | "ERR";
export interface PeerRun {
  status: PeerStatus;
  ms: number;
}

export interface Peer {
  name: string;
  /** Runs once on a file (plain or .gz) or on normalised DIMACS text; never longer than capMs (plus start-up). */
  run(file: string, normalized: () => string, capMs: number): PeerRun;
}

function onPath(binary: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${binary}`], { encoding: "utf8" }).status === 0;
}

/** A native solver following the competition exit codes (10 SAT, 20 UNSAT). */
function nativePeer(name: string, args: (file: string, capS: number) => string[]): Peer {
  return {
    name,
    run(file, _normalized, capMs) {
      const t0 = performance.now();
      const r = spawnSync(name, args(file, Math.ceil(capMs / 1000)), { stdio: "ignore", timeout: capMs + 2000 });
      const ms = performance.now() - t0;
      if (r.status === 10) return { status: "SAT", ms };
      if (r.status === 20) return { status: "UNSAT", ms };
      if (r.signal || ms >= capMs) return { status: "TIMEOUT", ms: capMs };
      return { status: "ERR", ms };
    },
  };
}

const childScript = resolve(repoRoot, "test/bench/logic-solver-child.cjs");

const logicSolver: Peer = {
  name: "logic-solver",
  run(_file, normalized, capMs) {
    const r = spawnSync(process.execPath, [childScript], { input: normalized(), encoding: "utf8", timeout: capMs + 1000, maxBuffer: 1 << 20 });
    if (r.signal) return { status: "TIMEOUT", ms: capMs };
    try {
      const out = JSON.parse(r.stdout) as { status: PeerStatus; ms?: number };
      if (out.ms !== undefined && out.ms > capMs) return { status: "TIMEOUT", ms: capMs };
      return { status: out.status, ms: out.ms ?? 0 };
    } catch {
      return { status: "ERR", ms: 0 };
    }
  },
};

/** The peers available on this machine, in table order. */
export function availablePeers(): Peer[] {
  const peers: Peer[] = [];
  if (onPath("minisat")) peers.push(nativePeer("minisat", (file, capS) => [`-cpu-lim=${capS}`, "-verb=0", file]));
  if (onPath("cadical")) peers.push(nativePeer("cadical", (file, capS) => ["-q", "-n", "-t", String(capS), file]));
  peers.push(logicSolver);
  return peers;
}

/** Writes generated instances to a temporary folder so the native peers can read them; returns a cleanup. */
export function tempCnfDir(): { dir: string; write(name: string, text: string): string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "sat-bench-"));
  return {
    dir,
    write(name, text) {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
