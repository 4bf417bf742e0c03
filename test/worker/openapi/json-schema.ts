/**
 * A small JSON Schema checker for the subset the API's OpenAPI 3.1 document uses, so tests can hold real responses
 * against the document a client reads. Objects are closed: a property the document does not list is reported
 * (unless the schema gives additionalProperties), since an undocumented field is drift too. A keyword the checker
 * does not know fails loudly rather than passing unchecked.
 */

export type JsonSchema = Record<string, unknown>;

/** Keywords that only describe; they never constrain a value. */
const ANNOTATIONS = new Set(["description", "example", "examples", "title", "default", "deprecated", "format"]);
const KNOWN = new Set([
  "$ref", "type", "enum", "const", "properties", "required", "additionalProperties", "propertyNames", "items",
  "minItems", "maxItems", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength",
  "pattern", "anyOf", "oneOf", "allOf",
]);

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function typeMatches(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

/** Every way `value` breaks `schema`, as "path: what" lines; empty when it conforms. */
export function schemaErrors(value: unknown, schema: JsonSchema, root: JsonSchema, path = "$", open = false): string[] {
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key) && !ANNOTATIONS.has(key)) return [`${path}: the checker does not know the keyword "${key}"`];
  }
  if (typeof schema.$ref === "string") {
    const target = resolve(schema, root);
    if (Object.keys(target).length === 0) return [`${path}: unresolved $ref ${schema.$ref}`];
    return schemaErrors(value, target, root, path, open);
  }
  const errors: string[] = [];
  if (Array.isArray(schema.allOf)) {
    // Each part judges the properties it lists; the whole is closed over the union of them.
    for (const part of schema.allOf) errors.push(...schemaErrors(value, part as JsonSchema, root, path, true));
    if (!open && typeOf(value) === "object") {
      const listed = new Set(schema.allOf.flatMap((part) => Object.keys((resolve(part as JsonSchema, root).properties ?? {}) as object)));
      for (const name of Object.keys(value as object)) if (!listed.has(name)) errors.push(`${path}.${name}: not in the document`);
    }
  }
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[];
    const fits = branches.filter((branch) => schemaErrors(value, branch, root, path).length === 0).length;
    if (fits === 0) {
      const nearest = branches.map((branch) => schemaErrors(value, branch, root, path)).sort((a, b) => a.length - b.length)[0] ?? [];
      errors.push(`${path}: fits none of ${branches.length} alternatives (nearest: ${nearest.join("; ")})`);
    } else if (schema.oneOf && fits > 1) errors.push(`${path}: fits ${fits} of the oneOf alternatives`);
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((type) => typeMatches(value, type))) return [...errors, `${path}: expected ${types.join(" or ")}, got ${typeOf(value)}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => option === value)) errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if ("const" in schema && schema.const !== value) errors.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) errors.push(`${path}: ${value} < minimum ${schema.minimum}`);
    if (typeof schema.maximum === "number" && value > schema.maximum) errors.push(`${path}: ${value} > maximum ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === "number" && value <= schema.exclusiveMinimum) errors.push(`${path}: ${value} <= ${schema.exclusiveMinimum}`);
    if (typeof schema.exclusiveMaximum === "number" && value >= schema.exclusiveMaximum) errors.push(`${path}: ${value} >= ${schema.exclusiveMaximum}`);
  }
  if (typeof value === "string") {
    if (typeof schema.minLength === "number" && value.length < schema.minLength) errors.push(`${path}: shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === "number" && value.length > schema.maxLength) errors.push(`${path}: longer than ${schema.maxLength}`);
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value)) errors.push(`${path}: does not match ${schema.pattern}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === "number" && value.length < schema.minItems) errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === "number" && value.length > schema.maxItems) errors.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, i) => errors.push(...schemaErrors(item, schema.items as JsonSchema, root, `${path}[${i}]`)));
  }
  if (typeOf(value) === "object" && (schema.properties || schema.additionalProperties !== undefined || schema.type === "object")) {
    errors.push(...objectErrors(value as Record<string, unknown>, schema, root, path, open));
  }
  return errors;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (typeof schema.$ref !== "string") return schema;
  const target = schema.$ref.replace(/^#\//, "").split("/").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
  return target === undefined ? {} : resolve(target as JsonSchema, root);
}

function objectErrors(value: Record<string, unknown>, schema: JsonSchema, root: JsonSchema, path: string, open: boolean): string[] {
  const errors: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (schema.required ?? []) as string[]) if (!(name in value)) errors.push(`${path}: required property "${name}" is missing`);
  for (const [name, item] of Object.entries(value)) {
    const where = `${path}.${name}`;
    if (properties[name]) errors.push(...schemaErrors(item, properties[name], root, where));
    else if (schema.additionalProperties === undefined || schema.additionalProperties === false) {
      if (!open) errors.push(`${where}: not in the document`);
    } else if (typeof schema.additionalProperties === "object") errors.push(...schemaErrors(item, schema.additionalProperties as JsonSchema, root, where));
    if (schema.propertyNames) errors.push(...schemaErrors(name, schema.propertyNames as JsonSchema, root, `${where} (name)`));
  }
  return errors;
}
