/**
 * "Keep solving in this browser": one solve at a time in a Web Worker, with the time it has run so far, and an end
 * the page controls. Cancel terminates the worker (a synchronous search cannot be asked to stop), and so does
 * `forget` when the puzzle on the page is no longer the one being solved: an answer is only ever shown beside the
 * puzzle it belongs to. A reply from a worker that was already replaced or stopped is ignored.
 */
import { signal, type ReadonlySignal } from "@preact/signals";
import type { SolveResponse } from "../../worker/core/api";
import { LOCAL_SOLVE_WORK, type LocalSolveReply, type LocalSolveRequest } from "./local-answer";

export type LocalSolveState =
  | { kind: "idle" }
  | { kind: "running"; puzzle: string }
  | { kind: "done"; puzzle: string; answer: SolveResponse; ms: number }
  | { kind: "failed"; puzzle: string; message: string }
  /** Ended without an answer: by Cancel, or because the puzzle on the page changed. */
  | { kind: "stopped"; reason: "cancelled" | "edited" };

/** The part of a dedicated Worker this model uses (tests pass a stand-in). */
export interface SolveWorker {
  onmessage: ((event: MessageEvent<LocalSolveReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(request: LocalSolveRequest): void;
  terminate(): void;
}

export interface LocalSolveOptions {
  spawn?: () => SolveWorker;
  /** Work units per solve (default LOCAL_SOLVE_WORK). */
  work?: number;
  now?: () => number;
}

export interface LocalSolve {
  state: ReadonlySignal<LocalSolveState>;
  /** Milliseconds since the running solve started, updated a few times a second. */
  elapsedMs: ReadonlySignal<number>;
  start(puzzle: string): void;
  cancel(): void;
  /** Stops and clears a solve (running or finished) of any puzzle other than `current`. */
  forget(current: string): void;
  dispose(): void;
}

const TICK_MS = 250;

// Vite sees `new Worker(new URL(…), { type: "module" })` and bundles the file as its own chunk, fetched on first use.
const spawnWorker = (): SolveWorker =>
  new Worker(new URL("../workers/local-solve.worker.ts", import.meta.url), { type: "module", name: "sudoku-local-solve" }) as unknown as SolveWorker;

export function createLocalSolve(options: LocalSolveOptions = {}): LocalSolve {
  const { spawn = spawnWorker, work = LOCAL_SOLVE_WORK, now = () => performance.now() } = options;
  const state = signal<LocalSolveState>({ kind: "idle" });
  const elapsedMs = signal(0);
  let worker: SolveWorker | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  function stop() {
    worker?.terminate();
    worker = null;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  function start(puzzle: string) {
    stop();
    const own = spawn();
    worker = own;
    const startedAt = now();
    elapsedMs.value = 0;
    state.value = { kind: "running", puzzle };
    timer = setInterval(() => (elapsedMs.value = now() - startedAt), TICK_MS);
    own.onmessage = (event) => {
      if (worker !== own) return;
      stop();
      const reply = event.data;
      elapsedMs.value = now() - startedAt;
      state.value = reply.ok ? { kind: "done", puzzle, answer: reply.answer, ms: reply.ms } : { kind: "failed", puzzle, message: reply.message };
    };
    own.onerror = (event) => {
      if (worker !== own) return;
      event.preventDefault();
      stop();
      const message = "The solver's code could not be loaded in this browser. If you are offline, connect and try again.";
      state.value = { kind: "failed", puzzle, message };
    };
    own.postMessage({ puzzle, work });
  }

  function cancel() {
    if (state.value.kind !== "running") return;
    stop();
    state.value = { kind: "stopped", reason: "cancelled" };
  }

  function forget(current: string) {
    const s = state.value;
    if (s.kind === "idle" || s.kind === "stopped" || s.puzzle === current) return;
    stop();
    state.value = { kind: "stopped", reason: "edited" };
  }

  return { state, elapsedMs, start, cancel, forget, dispose: stop };
}

/** "0.4 s", "12.3 s", "2:05" (minutes and seconds from one minute on). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
