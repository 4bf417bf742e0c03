/** /api — the HTTP API, rendered from the Worker's own OpenAPI document (no third-party viewer, no CDN). */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { api, describeError } from "../api/client";
import { WideTable } from "../components/wide-table";

interface Param { name: string; in: string; required?: boolean; description?: string; schema?: { type?: string | string[]; enum?: unknown[]; default?: unknown; $ref?: string } }
interface Operation { summary?: string; description?: string; parameters?: Param[]; requestBody?: { content?: Record<string, unknown> }; responses?: Record<string, { description?: string }> }
interface OpenApi { info?: { title?: string; description?: string; version?: string }; paths?: Record<string, Record<string, Operation>> }

/** "cdcl | dpll", "integer or null" (OpenAPI 3.1 lists nullable types as an array), plus the default if there is one. */
export function typeWords(schema: Param["schema"]): string {
  const type = schema?.enum ? schema.enum.join(" | ") : Array.isArray(schema?.type) ? schema.type.join(" or ") : (schema?.type ?? schema?.$ref?.split("/").pop() ?? "");
  return schema?.default !== undefined ? `${type} (default ${String(schema.default)})` : type;
}

export function ApiPage() {
  const doc = useSignal<OpenApi | null>(null);
  const error = useSignal("");
  useEffect(() => {
    void api.openapi().then((a) => {
      if (a.ok) doc.value = a.value as OpenApi;
      else if (a.error.kind === "network") error.value = "This reference is read from the server's live OpenAPI document, so it needs the network. Connect and reload the page.";
      else error.value = describeError(a.error);
    });
  }, []);
  const d = doc.value;
  return (
    <main id="main" class="page api">
      <h1>{d?.info?.title ?? "HTTP API"}</h1>
      {error.value && <p class="error" role="alert">{error.value}</p>}
      {d?.info?.description && <p>{d.info.description}</p>}
      <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
      {Object.entries(d?.paths ?? {}).map(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => (
          <section class="endpoint" key={`${method} ${path}`}>
            <h2><span class={`method ${method}`}>{method.toUpperCase()}</span> <code>{path}</code></h2>
            {op.summary && <h3 class="op-summary">{op.summary}</h3>}
            {op.description && <p>{op.description}</p>}
            {op.parameters && op.parameters.length > 0 && (
              <WideTable label={`Parameters of ${method.toUpperCase()} ${path}`}>
                <table class="params">
                  <thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Description</th></tr></thead>
                  <tbody>
                    {op.parameters.map((p) => (
                      <tr key={p.name}>
                        <td><code>{p.name}</code>{p.required ? " *" : ""}</td>
                        <td>{p.in}</td>
                        <td>{typeWords(p.schema)}</td>
                        <td>{p.description ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </WideTable>
            )}
            {op.requestBody?.content && <p>Body: {Object.keys(op.requestBody.content).join(", ")}</p>}
            {op.responses && <p>Responses: {Object.entries(op.responses).map(([code, r]) => `${code} ${r.description ?? ""}`).join(" · ")}</p>}
          </section>
        )),
      )}
    </main>
  );
}
