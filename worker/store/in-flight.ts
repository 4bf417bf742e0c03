/**
 * Reads of a day in progress, per KV namespace and key: concurrent first requests in one isolate share one
 * generation and one write. Archives are made per request, so the map lives at module level in its owner; an entry
 * is dropped as soon as its read settles, so a failure (or a day served unwritten) is never kept. Across isolates
 * reads may each write, with identical bytes (daily-store.ts).
 */
export type SharedReads<V> = (kv: KVNamespace, key: string, read: () => Promise<V>) => Promise<V>;

export function sharedReads<V>(): SharedReads<V> {
  const inFlight = new WeakMap<KVNamespace, Map<string, Promise<V>>>();
  return (kv, key, read) => {
    let pending = inFlight.get(kv);
    if (!pending) inFlight.set(kv, (pending = new Map()));
    const running = pending.get(key);
    if (running) return running;
    const map = pending;
    const reading = read().finally(() => map.delete(key));
    map.set(key, reading);
    return reading;
  };
}
