/**
 * "Keep solving in this browser": one solve at a time in a Web Worker, with the time it has run so far, and an end
 * the page controls. Cancel terminates the worker (a synchronous search cannot be asked to stop), and so does
 * `forget` when the input on the page is no longer the one being solved: an answer is only ever shown beside the
 * input it belongs to. A reply from a worker that was already replaced or stopped is ignored.
 */
import { signal, type ReadonlySignal } from "@preact/signals";
import { LOCAL_SOLVE_WORK, type LocalSolveMessage, type LocalSolveRequest } from "./local-budget";

/** `key` names the input an answer belongs to (the puzzle; for a formula, its text with the server's settings). */
export type LocalSolveState<A> =
  | { kind: "idle" }
  | { kind: "running"; key: string }
  | { kind: "done"; key: string; answer: A; ms: number }
  | { kind: "failed"; key: string; message: string }
  /**
   * Nothing to show: Cancel stopped the solve, or the input on the page changed while it ran ("edited") or after it
   * had finished, so its answer was dropped ("cleared").
   */
  | { kind: "stopped"; reason: "cancelled" | "edited" | "cleared" };

export interface LocalProgress {
  conflicts: number;
  share: number;
  checking: boolean;
}

/** The part of a dedicated Worker this model uses (tests pass a stand-in). */
export interface SolveWorker<A> {
  onmessage: ((event: MessageEvent<LocalSolveMessage<A>>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(request: LocalSolveRequest): void;
  terminate(): void;
}

export interface LocalSolveOptions<A> {
  spawn: () => SolveWorker<A>;
  /** Work units per solve (default LOCAL_SOLVE_WORK). */
  work?: number;
  now?: () => number;
}

export interface LocalSolve<A> {
  state: ReadonlySignal<LocalSolveState<A>>;
  /** Milliseconds since the running solve started, updated a few times a second. */
  elapsedMs: ReadonlySignal<number>;
  /**
   * The running solve's last report: its conflicts so far and the share of its work budget spent (0 to 1), or, once
   * the search is over, that its proof is being checked.
   */
  progress: ReadonlySignal<LocalProgress | null>;
  /**
   * Solves `input` in a new worker (ending any solve still running); the answer is filed under `key`. With
   * `solution`, the worker certifies that it is the puzzle's only one instead.
   */
  start(key: string, input: string, solution?: string): void;
  cancel(): void;
  /** Stops and clears a solve (running or finished) filed under any key other than `current`. */
  forget(current: string): void;
  /** The page shows a newer answer: the note that a solve was stopped or cleared has said what it had to. */
  dismiss(): void;
  dispose(): void;
}

const TICK_MS = 250;

export function createLocalSolve<A>(options: LocalSolveOptions<A>): LocalSolve<A> {
  const { spawn, work = LOCAL_SOLVE_WORK, now = () => performance.now() } = options;
  const state = signal<LocalSolveState<A>>({ kind: "idle" });
  const elapsedMs = signal(0);
  const progress = signal<LocalProgress | null>(null);
  let worker: SolveWorker<A> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  function stop() {
    worker?.terminate();
    worker = null;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  function start(key: string, input: string, solution?: string) {
    stop();
    const own = spawn();
    worker = own;
    const startedAt = now();
    elapsedMs.value = 0;
    progress.value = null;
    state.value = { kind: "running", key };
    timer = setInterval(() => (elapsedMs.value = now() - startedAt), TICK_MS);
    own.onmessage = (event) => {
      if (worker !== own) return;
      const reply = event.data;
      if ("progress" in reply) {
        const { conflicts, phase } = reply.progress;
        progress.value = { conflicts, share: Math.min(1, reply.progress.work / work), checking: phase === "check" };
        return;
      }
      stop();
      elapsedMs.value = now() - startedAt;
      state.value = reply.ok ? { kind: "done", key, answer: reply.answer, ms: reply.ms } : { kind: "failed", key, message: reply.message };
    };
    own.onerror = (event) => {
      if (worker !== own) return;
      event.preventDefault();
      stop();
      const message = "The solver's code could not be loaded in this browser. If you are offline, connect and try again.";
      state.value = { kind: "failed", key, message };
    };
    own.postMessage(solution === undefined ? { input, work } : { input, work, solution });
  }

  function cancel() {
    if (state.value.kind !== "running") return;
    stop();
    state.value = { kind: "stopped", reason: "cancelled" };
  }

  function forget(current: string) {
    const s = state.value;
    if (s.kind === "idle" || s.kind === "stopped" || s.key === current) return;
    stop();
    // A failure for the old input is simply gone: there was no answer to clear, and nothing was stopped.
    state.value = s.kind === "running" ? { kind: "stopped", reason: "edited" } : s.kind === "done" ? { kind: "stopped", reason: "cleared" } : { kind: "idle" };
  }

  function dismiss() {
    if (state.value.kind === "stopped") state.value = { kind: "idle" };
  }

  return { state, elapsedMs, progress, start, cancel, forget, dismiss, dispose: stop };
}

/** "0.4 s", "12.3 s", "2:05" (minutes and seconds from one minute on). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
