/**
 * The Hono app in-process, as the benches drive it: the same createApp() the Worker serves, with the
 * wrangler.toml budget vars, an in-memory KV and no static assets. Requests go through app.fetch directly.
 */
import { createApp } from "../../../worker/app";

class MemoryKv {
  private readonly map = new Map<string, string>();
  async get(key: string, type?: string): Promise<unknown> {
    const value = this.map.get(key);
    if (value === undefined) return null;
    return type === "json" ? JSON.parse(value) : value;
  }
  async put(key: string, value: string): Promise<void> {
    this.map.set(key, value);
  }
  async delete(key: string): Promise<void> {
    this.map.delete(key);
  }
  async list(): Promise<{ keys: { name: string }[]; list_complete: boolean }> {
    return { keys: [...this.map.keys()].map((name) => ({ name })), list_complete: true };
  }
}

type App = ReturnType<typeof createApp>;

export function benchApp(): (request: Request) => Promise<Response> {
  const app = createApp();
  const env = {
    MAX_BUDGET_MS: "2000",
    DEFAULT_BUDGET_MS: "500",
    KV: new MemoryKv(),
    ASSETS: { fetch: async () => new Response("no assets in the bench", { status: 404 }) },
  } as unknown as Parameters<App["fetch"]>[1];
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as Parameters<App["fetch"]>[2];
  return async (request) => app.fetch(request, env, ctx);
}
