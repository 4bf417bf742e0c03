/**
 * KV namespaces that misbehave on purpose, wrapped around the test pool's real one: reads that miss or throw,
 * writes that throw, and a log of every put so a test can prove that nothing was (over)written.
 */
export interface FaultyKv {
  kv: KVNamespace;
  /** Keys passed to put, in order (failed puts included). */
  puts: string[];
}

export interface Faults {
  /** "miss": every get answers null, as after a propagation delay; "throw": every get fails, as in an outage. */
  reads?: "ok" | "miss" | "throw";
  writes?: "ok" | "throw";
}

export function faultyKv(base: KVNamespace, faults: Faults = {}): FaultyKv {
  const puts: string[] = [];
  const kv = {
    get(key: string, type?: unknown) {
      if (faults.reads === "throw") return Promise.reject(new Error("KV is down for reads"));
      if (faults.reads === "miss") return Promise.resolve(null);
      return base.get(key, type as "text");
    },
    put(key: string, value: string, options?: KVNamespacePutOptions) {
      puts.push(key);
      if (faults.writes === "throw") return Promise.reject(new Error("KV is down for writes"));
      return base.put(key, value, options);
    },
    list(options?: KVNamespaceListOptions) {
      if (faults.reads === "throw") return Promise.reject(new Error("KV is down for reads"));
      return base.list(options);
    },
  };
  return { kv: kv as unknown as KVNamespace, puts };
}
