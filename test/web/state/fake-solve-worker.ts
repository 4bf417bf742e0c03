/** A stand-in for the solving Web Worker: records what the page sends and replies when the test says so. */
import type { SolveResponse } from "../../../worker/core/api";
import type { LocalSolveMessage, LocalSolveReply, LocalSolveRequest } from "../../../web/state/local-budget";
import type { SolveWorker } from "../../../web/state/local-solve";

export class FakeSolveWorker<A = SolveResponse> implements SolveWorker<A> {
  onmessage: ((event: MessageEvent<LocalSolveMessage<A>>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly requests: LocalSolveRequest[] = [];
  terminated = false;

  postMessage(request: LocalSolveRequest): void {
    this.requests.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  reply(data: LocalSolveReply<A>): void {
    this.onmessage?.({ data } as MessageEvent<LocalSolveMessage<A>>);
  }

  /** A progress message, as the worker posts while it searches. */
  report(work: number, conflicts: number, phase: "search" | "check" = "search"): void {
    this.onmessage?.({ data: { progress: { work, conflicts, phase } } } as MessageEvent<LocalSolveMessage<A>>);
  }

  failToLoad(): Event {
    const event = new Event("error", { cancelable: true });
    this.onerror?.(event);
    return event;
  }
}

/** A spawn function for createLocalSolve that keeps every worker it made. */
export function fakeSpawner<A = SolveResponse>() {
  const made: FakeSolveWorker<A>[] = [];
  return { made, spawn: () => { const w = new FakeSolveWorker<A>(); made.push(w); return w; } };
}

export function uniqueAnswer(puzzle: string, solution: string, work = 1234): SolveResponse {
  return {
    status: "unique",
    size: 4,
    puzzle,
    solution,
    stats: { decisions: 3, propagations: 40, conflicts: 1, work, budgetWork: 40_000_000_000, budgetMs: 1_000_000 },
  };
}
