/** Stand-ins for the page's Web Workers: they record what the page sends and reply when the test says so. */
import type { SolveResponse } from "../../../worker/core/api";
import type { LocalSolveMessage, LocalSolveRequest } from "../../../web/state/local-budget";
import type { SolveWorker } from "../../../web/state/local-solve";

/** A stand-in for any of the page's Web Workers: records the requests sent and posts the messages a test gives it. */
export class FakeWorker<Request, Message> {
  onmessage: ((event: MessageEvent<Message>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly requests: Request[] = [];
  terminated = false;

  postMessage(request: Request): void {
    this.requests.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  reply(data: Message): void {
    this.onmessage?.({ data } as MessageEvent<Message>);
  }

  failToLoad(): Event {
    const event = new Event("error", { cancelable: true });
    this.onerror?.(event);
    return event;
  }
}

export class FakeSolveWorker<A = SolveResponse> extends FakeWorker<LocalSolveRequest, LocalSolveMessage<A>> implements SolveWorker<A> {
  /** A progress message, as the worker posts while it searches. */
  report(work: number, conflicts: number, phase: "search" | "check" = "search"): void {
    this.reply({ progress: { work, conflicts, phase } });
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
