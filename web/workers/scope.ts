/**
 * What both solving workers do with their global scope: answer each request with one solve, and turn a thrown
 * error (a bug) into a failure reply, so the page says the solve failed instead of waiting.
 */
import type { Progress } from "../../worker/core/sat/index";
import { failure, LOCAL_PROGRESS_EVERY, PROGRESS_POST_MS, type LocalSolveMessage, type LocalSolveReply, type LocalSolveRequest } from "../state/local-budget";

/** A dedicated worker's global scope as the solving workers use it (the web tsconfig types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

export function answerSolveRequests<A>(solve: (request: LocalSolveRequest, now: () => number, progress: Progress) => LocalSolveReply<A>): void {
  const scope = self as unknown as WorkerScope;
  const post = (message: LocalSolveMessage<A>) => scope.postMessage(message);
  scope.onmessage = (event: MessageEvent<LocalSolveRequest>) => {
    const now = () => performance.now();
    try {
      post(solve(event.data, now, throttledProgress(now, (progress) => post({ progress }))));
    } catch (error) {
      post(failure(error));
    }
  };
}

/** The engine's reports, passed on at most every PROGRESS_POST_MS (a worker's clock advances while it computes). */
function throttledProgress(now: () => number, send: (progress: { work: number; conflicts: number }) => void): Progress {
  let last = now();
  return {
    every: LOCAL_PROGRESS_EVERY,
    report(stats) {
      const t = now();
      if (t - last < PROGRESS_POST_MS) return;
      last = t;
      send({ work: stats.work, conflicts: stats.conflicts });
    },
  };
}
