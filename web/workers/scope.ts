/** A dedicated worker's global scope as the solving workers use it (the web tsconfig types `self` as a Window). */
export interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

export const workerScope = (): WorkerScope => self as unknown as WorkerScope;
