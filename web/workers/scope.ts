/**
 * What both solving workers do with their global scope: answer each request with one solve, and turn a thrown
 * error (a bug) into a failure reply, so the page says the solve failed instead of waiting.
 */
import { failure, type LocalSolveReply, type LocalSolveRequest } from "../state/local-budget";

/** A dedicated worker's global scope as the solving workers use it (the web tsconfig types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

export function answerSolveRequests<A>(solve: (request: LocalSolveRequest, now: () => number) => LocalSolveReply<A>): void {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = (event: MessageEvent<LocalSolveRequest>) => {
    try {
      scope.postMessage(solve(event.data, () => performance.now()));
    } catch (error) {
      scope.postMessage(failure(error));
    }
  };
}
