/**
 * A puzzle made in this browser: the levels the API's budget cannot reach reliably (offered-levels.ts, BROWSER_MADE),
 * made by the same generator the API runs, with the larger work those levels need. It runs in a Web Worker so the
 * page stays responsive, and ending the job (another choice on the page, leaving it) terminates the worker, so a late
 * puzzle never replaces the one asked for next. The work is counted, not timed: every browser makes the same puzzle
 * for the same seed, as the API would with that work.
 */
import type { Difficulty, GenerateResponse, Symmetry } from "../../worker/core/api";
import type { LocalSolveReply } from "./local-budget";

export interface LocalGenerateRequest {
  size: number;
  level: Difficulty;
  seed: string;
  symmetry: Symmetry;
  work: number;
  attempts: number;
}

export type LocalGenerateReply = LocalSolveReply<GenerateResponse>;

/** Posted as each attempt at the level starts (a 25×25 expert attempt takes about a second on a desktop). */
export interface LocalGenerateProgress {
  progress: { attempt: number; maxAttempts: number };
}

/** Everything the generating worker posts: an attempt's start now and then, then one reply. */
export type LocalGenerateMessage = LocalGenerateReply | LocalGenerateProgress;

/** The part of a dedicated Worker a generation uses (tests pass a stand-in). */
export interface GenerateWorker {
  onmessage: ((event: MessageEvent<LocalGenerateMessage>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(request: LocalGenerateRequest): void;
  terminate(): void;
}

export interface LocalGeneration {
  /** Settles with the worker's reply; never, once stopped. */
  result: Promise<LocalGenerateReply>;
  /** Terminates the worker; a reply after this is dropped. */
  stop(): void;
}

/** `onProgress` hears of each attempt while the job is live. */
export function generateInBrowser(request: LocalGenerateRequest, spawn: () => GenerateWorker, onProgress?: (progress: LocalGenerateProgress["progress"]) => void): LocalGeneration {
  const worker = spawn();
  let live = true;
  const stop = () => {
    live = false;
    worker.terminate();
  };
  const result = new Promise<LocalGenerateReply>((resolve) => {
    worker.onmessage = (event) => {
      if (!live) return;
      if ("progress" in event.data) {
        onProgress?.(event.data.progress);
        return;
      }
      stop();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      if (!live) return;
      event.preventDefault();
      stop();
      resolve({ ok: false, message: "The generator's code could not be loaded in this browser. If you are offline, connect and try again." });
    };
  });
  worker.postMessage(request);
  return { result, stop };
}
