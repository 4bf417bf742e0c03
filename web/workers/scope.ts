/**
 * What both solving workers do with their global scope: answer each request with one solve, and turn a thrown
 * error (a bug) into a failure reply, so the page says the solve failed instead of waiting.
 */
import { throttledProgress, type Progress } from "../../worker/core/sat/index";
import { failure, LOCAL_PROGRESS_EVERY, PROGRESS_POST_MS, type LocalSolveMessage, type LocalSolveReply, type LocalSolveRequest } from "../state/local-budget";

/** A dedicated worker's global scope as the solving workers use it (the web tsconfig types `self` as a Window). */
export interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

export function answerSolveRequests<A>(solve: (request: LocalSolveRequest, now: () => number, progress: Progress) => LocalSolveReply<A>): void {
  const scope = self as unknown as WorkerScope;
  const post = (message: LocalSolveMessage<A>) => scope.postMessage(message);
  scope.onmessage = (event: MessageEvent<LocalSolveRequest>) => {
    const now = () => performance.now();
    // A worker's clock advances while it computes, so the engine's reports can be thinned out by it.
    const progress = throttledProgress(LOCAL_PROGRESS_EVERY, PROGRESS_POST_MS, now, (stats, _ms, phase) => post({ progress: { work: stats.work, conflicts: stats.conflicts, phase } }));
    try {
      post(solve(event.data, now, progress));
    } catch (error) {
      post(failure(error));
    }
  };
}
