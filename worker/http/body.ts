/**
 * Reading request bodies so that nothing a client sends can throw past the error layer. Each route mounts
 * `bodyGuard(limit)` for its own limit: the body is read once, within the limit, into Hono's body cache (the
 * validators and handlers then read the cached bytes), and a body that cannot be read at all becomes a 400
 * problem instead of an exception. Multipart uploads are parsed from the cached bytes by `readUpload`, which
 * returns an error value for a missing or wrong boundary or a cut-short part.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { repeatedKey } from "./json-keys";
import { notJson, problem, type ErrorValue } from "./problem";

/** bodyLimit with the limit named in a problem+json 413, so a client knows what to shrink to. */
function limitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      problem(c, {
        kind: "too-large",
        message: `The request body is larger than the limit of ${maxSize} bytes (${Math.round(maxSize / 1024)} KiB).`,
        limit: maxSize,
        unit: "bytes",
        field: "body",
      }),
  });
}

/** Reads the whole body into the request's cache; a read that fails (a broken stream) is the client's error. */
function readOnce(): MiddlewareHandler {
  return async function readBodyOnce(c, next) {
    if (c.req.raw.body !== null) {
      try {
        await c.req.arrayBuffer();
      } catch (error) {
        return problem(c, { kind: "malformed-body", message: `The request body could not be read (${describe(error)}).`, field: "body" });
      }
    }
    await next();
  };
}

/** The route's body limit, then one guarded read of the body. */
export function bodyGuard(maxSize: number): MiddlewareHandler {
  return every(limitBody(maxSize), readOnce());
}

/**
 * Refuses a body that is missing or only whitespace, naming what to send: without it, a JSON route would read the
 * absent body as {} and answer about a missing field, or call it malformed JSON.
 */
function requireBody(example: string): MiddlewareHandler {
  return async function requireJsonBody(c, next) {
    const bytes = c.req.raw.body === null ? new Uint8Array(0) : new Uint8Array(await c.req.arrayBuffer());
    if (bytes.every((b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09)) {
      return problem(c, {
        kind: "empty-body",
        message: `The request body is empty; send a JSON object with Content-Type: application/json, e.g. ${example}.`,
        field: "body",
      });
    }
    await next();
  };
}

/** The media types Hono's JSON validator reads: application/json and application/*+json, parameters aside. */
function isJsonMediaType(contentType: string | undefined): boolean {
  return /^application\/([a-z0-9.-]+\+)?json$/i.test((contentType ?? "").split(";")[0].trim());
}

/**
 * Refuses a body in another media type with a 415 that shows a JSON body to send instead and, where the route has
 * one, the other way in: a developer who sends a puzzle file with `curl --data-binary` learns both at once.
 */
function requireJson(example: string, otherWay?: string): MiddlewareHandler {
  return async function requireJsonMediaType(c, next) {
    const type = c.req.header("content-type");
    if (!isJsonMediaType(type)) return problem(c, notJson(type, example, otherWay));
    await next();
  };
}

/**
 * Everything a JSON route checks before parsing: the body limit, one guarded read, a body that is there at all, in
 * JSON, and the count of arrays and objects it opens. `example` is a minimal body, named when the body is empty or
 * in another media type; `otherWay`, a sentence naming another way to send the same request, is added to the latter.
 */
export function jsonBodyGuard(maxSize: number, maxContainers: number, example: string, otherWay?: string): MiddlewareHandler {
  return every(limitBody(maxSize), readOnce(), requireBody(example), requireJson(example, otherWay), jsonShapeGuard(maxContainers), keysOnce());
}

/** Refuses a JSON body whose object names a key twice, as a query parameter given twice is refused. */
function keysOnce(): MiddlewareHandler {
  return async function refuseRepeatedKeys(c, next) {
    const text = new TextDecoder().decode(await c.req.arrayBuffer());
    const repeated = repeatedKey(text);
    if (repeated) {
      // Written as invalidRequest writes a field: body.fpuzzles.killercage, body.model[0].
      const field = "body" + repeated.path.map((key) => (typeof key === "number" ? `[${key}]` : `.${key}`)).join("");
      const message = `is given twice (the second at line ${repeated.line}, column ${repeated.column}); give it once`;
      return problem(c, { kind: "invalid-request", message: `${field}: ${message}`, field, line: repeated.line, column: repeated.column, errors: [{ field, message }] });
    }
    await next();
  };
}

/**
 * Counts the arrays and objects a JSON text opens (brackets outside strings) without parsing it; stops counting
 * past `limit`. One pass over the bytes, no allocation.
 */
export function jsonContainers(bytes: Uint8Array, limit: number): number {
  let count = 0;
  let inString = false;
  for (let i = 0; i < bytes.length && count <= limit; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === 0x5c) i++; // backslash: skip the escaped byte
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x5b || b === 0x7b) count++;
  }
  return count;
}

/** Refuses, before parsing, a JSON body that opens more than `limit` arrays and objects. */
export function jsonShapeGuard(limit: number): MiddlewareHandler {
  return async function limitJsonShape(c, next) {
    if (c.req.raw.body !== null) {
      const containers = jsonContainers(new Uint8Array(await c.req.arrayBuffer()), limit);
      if (containers > limit) {
        return problem(c, {
          kind: "too-large",
          message: `The JSON body opens more than ${limit} arrays and objects; a request needs a handful.`,
          limit,
          unit: "JSON arrays and objects",
          field: "body",
        });
      }
    }
    await next();
  };
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** True when the request declares a multipart body. */
export function isMultipart(c: Context): boolean {
  return (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * The bytes of the first usable field of a multipart upload (the `preferred` names first, else the first field),
 * or an error naming what is wrong with the upload. Bytes, not text, so a compressed file arrives as it was sent.
 */
export async function readUpload(c: Context, preferred: readonly string[]): Promise<Uint8Array<ArrayBuffer> | ErrorValue> {
  const type = c.req.header("content-type") ?? "";
  let form: FormData;
  try {
    const bytes = await c.req.arrayBuffer();
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch (error) {
    return {
      kind: "malformed-body",
      message: `The multipart/form-data body does not parse (${describe(error)}). Send the file as a form field with a matching boundary, or send the text itself as the body.`,
      field: "body",
    };
  }
  const bytesOf = async (field: string | File): Promise<Uint8Array<ArrayBuffer>> => (typeof field === "string" ? new Uint8Array(new TextEncoder().encode(field)) : new Uint8Array(await field.arrayBuffer()));
  for (const name of preferred) {
    const field = form.get(name);
    if (field !== null) return bytesOf(field);
  }
  const first = [...form.values()][0];
  if (first === undefined) return { kind: "empty-body", message: `The multipart upload has no fields; send the file as field "${preferred[0]}".`, field: "body" };
  return bytesOf(first);
}
