/** /api — the HTTP API, rendered from the Worker's own OpenAPI document (no third-party viewer, no CDN). */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { api, describeError } from "../api/client";
import { WideTable } from "../components/wide-table";
import { bodyFields, typeWords, type OpenApiComponents, type Schema } from "./api-schema";

interface Param { name: string; in: string; required?: boolean; description?: string; schema?: Schema }
interface Operation { summary?: string; description?: string; parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; responses?: Record<string, { description?: string }> }
interface OpenApi extends OpenApiComponents { info?: { title?: string; description?: string; version?: string }; paths?: Record<string, Record<string, Operation>> }

/** A JSON body's fields as a table (one for each form a body may take), so a caller sees what to send. */
function BodyTables({ label, schema, doc }: { label: string; schema: Schema | undefined; doc: OpenApi }) {
  const forms = bodyFields(schema, doc);
  return (
    <>
      {forms.map((fields, i) => (
        <WideTable key={i} label={forms.length > 1 ? `${label}, form ${i + 1} of ${forms.length}` : label}>
          <table class="params">
            {forms.length > 1 && <caption>{i === 0 ? "One of these bodies:" : "or:"}</caption>}
            <thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f.name}>
                  <td><code>{f.name}</code>{f.required ? " *" : ""}</td>
                  <td>{f.type}</td>
                  <td>{f.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
      ))}
    </>
  );
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
                        <td>{typeWords(p.schema, d ?? {})}</td>
                        <td>{p.description ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </WideTable>
            )}
            {op.requestBody?.content && <p>Body: {Object.keys(op.requestBody.content).join(", ")}{op.requestBody.content["application/json"] ? " (fields marked * are required)" : ""}</p>}
            {op.requestBody?.content?.["application/json"] && d && <BodyTables label={`Body of ${method.toUpperCase()} ${path}`} schema={op.requestBody.content["application/json"].schema} doc={d} />}
            {op.responses && <p>Responses: {Object.entries(op.responses).map(([code, r]) => `${code} ${r.description ?? ""}`).join(" · ")}</p>}
          </section>
        )),
      )}
    </main>
  );
}
