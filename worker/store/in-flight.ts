/**
 * Reads of a day in progress, per KV namespace and key: concurrent first requests in one isolate share one
 * generation and one write. Archives are made per request, so the map lives at module level in its owner; an entry
 * is dropped as soon as its read settles, so a failure (or a day served unwritten) is never kept. Across isolates
 * reads may each write, with identical bytes (daily-store.ts).
 *
 * A shared read runs in the I/O context of the request that started it. The Workers runtime cancels that context
 * when its client goes away, and a later request awaiting the read would then wait on a promise that can never
 * settle (the runtime answers it with an error). So the starting request hands the read to `keepAlive` (its
 * ctx.waitUntil), which keeps its context until the read settles, whoever is still waiting for it.
 */
export type SharedReads<V> = (kv: KVNamespace, key: string, read: () => Promise<V>, keepAlive?: (read: Promise<unknown>) => void) => Promise<V>;

export function sharedReads<V>(): SharedReads<V> {
  const inFlight = new WeakMap<KVNamespace, Map<string, Promise<V>>>();
  return (kv, key, read, keepAlive) => {
    let pending = inFlight.get(kv);
    if (!pending) inFlight.set(kv, (pending = new Map()));
    const running = pending.get(key);
    if (running) return running;
    const map = pending;
    const reading = read().finally(() => map.delete(key));
    map.set(key, reading);
    // The waiters see the read's failure; the keep-alive only holds the context open and must not report it again.
    keepAlive?.(reading.catch(() => undefined));
    return reading;
  };
}
