/**
 * Reading the Worker's OpenAPI document for the /api page: a schema's type in words, and a JSON body's fields,
 * with `$ref`s followed into `components.schemas` so an enum shows its values, not only its name.
 */

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  $ref?: string;
  description?: string;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
}

export interface OpenApiComponents {
  components?: { schemas?: Record<string, Schema> };
}

/** One field of a JSON body, as the page's table shows it. */
export interface BodyField {
  name: string;
  required: boolean;
  type: string;
  description: string;
}

/** Follows a `$ref` into the document's schemas (one level is all the Worker's document uses); anything else as is. */
function resolved(schema: Schema | undefined, doc: OpenApiComponents): Schema | undefined {
  const name = schema?.$ref?.split("/").pop();
  return name ? (doc.components?.schemas?.[name] ?? schema) : schema;
}

/**
 * "cdcl | dpll", "integer or null" (OpenAPI 3.1 lists nullable types as an array), "integer (2 to 100)", "string or
 * object", plus the default if there is one. A `$ref` the document does not hold is named by its schema's name.
 */
export function typeWords(schema: Schema | undefined, doc: OpenApiComponents = {}): string {
  const s = resolved(schema, doc);
  let type: string;
  if (s?.enum) type = s.enum.join(" | ");
  else if (s?.anyOf) type = s.anyOf.map((alternative) => typeWords(alternative, doc)).join(" or ");
  else if (Array.isArray(s?.type)) type = s.type.join(" or ");
  else if (s?.type === "array") type = `array of ${typeWords(s.items, doc) || "values"}`;
  else type = s?.type ?? s?.$ref?.split("/").pop() ?? "";
  if (s?.type === "integer" && s.minimum !== undefined && s.maximum !== undefined) type += ` (${s.minimum} to ${s.maximum})`;
  const fallback = schema?.default ?? s?.default;
  return fallback !== undefined ? `${type} (default ${String(fallback)})` : type;
}

/** A JSON body's fields; a body that is one of several objects (verify: a grid or a CNF) gives one list each. */
export function bodyFields(schema: Schema | undefined, doc: OpenApiComponents): BodyField[][] {
  const s = resolved(schema, doc);
  if (s?.anyOf) return s.anyOf.flatMap((alternative) => bodyFields(alternative, doc));
  if (!s?.properties) return [];
  const required = new Set(s.required ?? []);
  return [
    Object.entries(s.properties).map(([name, field]) => ({
      name,
      required: required.has(name),
      type: typeWords(field, doc),
      description: field.description ?? resolved(field, doc)?.description ?? "",
    })),
  ];
}
