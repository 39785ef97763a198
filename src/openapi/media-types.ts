/**
 * The media types of an answer as the server sends it (src/server/respond.ts): a string as
 * `text/plain`, another value as `application/json`.
 */
import { defOf, outputDef } from "../core/schema-shape.js";
import type { Components } from "./components.js";
import type { JsonSchema, MediaTypeObject } from "./types.js";

export const json = (schema: JsonSchema): Record<string, MediaTypeObject> => ({ "application/json": { schema } });
export const text = (schema: JsonSchema = { type: "string" }): Record<string, MediaTypeObject> => ({ "text/plain": { schema } });

/** Which kinds of value a schema admits: a string (sent as text/plain), another value (sent as JSON). */
type Kinds = { readonly text: boolean; readonly json: boolean };
const BOTH: Kinds = { text: true, json: true };
const both = (a: Kinds, b: Kinds): Kinds => ({ text: a.text && b.text, json: a.json && b.json });
const either = (list: readonly Kinds[]): Kinds => ({ text: list.some((k) => k.text), json: list.some((k) => k.json) });
const kindOfValue = (v: unknown): Kinds => ({ text: typeof v === "string", json: typeof v !== "string" });

/**
 * The kinds of value `schema` admits, from the keywords that restrict them (`type`, `const`,
 * `enum`, `anyOf`, `oneOf`, `allOf`, a `$ref` to a component); another keyword restricts neither.
 */
function kinds(schema: JsonSchema, components: Components, depth = 0): Kinds {
  const s = components.resolve(schema);
  if (typeof s === "boolean") return { text: s, json: s };
  if (depth > 16) return BOTH;
  let k = BOTH;
  if (s["type"] !== undefined) {
    const types = [s["type"]].flat();
    k = both(k, { text: types.includes("string"), json: types.some((t) => t !== "string") });
  }
  if ("const" in s) k = both(k, kindOfValue(s["const"]));
  if (Array.isArray(s["enum"])) k = both(k, either(s["enum"].map(kindOfValue)));
  for (const key of ["anyOf", "oneOf"]) {
    const members = s[key];
    if (Array.isArray(members)) k = both(k, either(members.map((m: JsonSchema) => kinds(m, components, depth + 1))));
  }
  if (Array.isArray(s["allOf"])) for (const part of s["allOf"] as JsonSchema[]) k = both(k, kinds(part, components, depth + 1));
  return k;
}

/**
 * The strings `schema` admits, as a schema: `type: "string"` for a list of types (`["string",
 * "null"]`), the members that admit one for a union, else `schema` and `type: "string"`.
 */
function stringPart(schema: JsonSchema, components: Components): JsonSchema {
  const s = components.resolve(schema);
  if (typeof s === "boolean" || Object.keys(s).length === 0) return { type: "string" };
  const { type, enum: values, ...rest } = s;
  if (Array.isArray(type) && !("anyOf" in s || "oneOf" in s || "allOf" in s)) {
    return { ...rest, type: "string", ...(Array.isArray(values) && { enum: values.filter((v) => typeof v === "string") }) };
  }
  for (const key of ["anyOf", "oneOf"]) {
    const members = s[key];
    if (!Array.isArray(members) || Object.keys(s).length > 1) continue;
    const strings = (members as JsonSchema[]).filter((m) => kinds(m, components).text);
    return strings.length === 1 ? (strings[0] as JsonSchema) : { [key]: strings };
  }
  return { allOf: [schema, { type: "string" }] };
}

/**
 * The content of a declared answer, as the server sends its value: a string as `text/plain` (a
 * returned string, `text()`), another value as `application/json`; both where the schema admits
 * both (`z.string().nullable()`), the text side with the schema's string part. `given`, the
 * schema itself, tells a `z.date()` (sent as JSON) from a date-time string. Every declared
 * answer (the one schema, each status of a map) is described here.
 *
 * @example
 * ```ts
 * answerContent({ type: "string" }, components); // { "text/plain": { schema: { type: "string" } } }
 * answerContent({ anyOf: [{ type: "string" }, { type: "null" }] }, components); // { "application/json": ..., "text/plain": { schema: { type: "string" } } }
 * ```
 */
export function answerContent(schema: JsonSchema, components: Components, given?: unknown): Record<string, MediaTypeObject> {
  // (a Date leaves as JSON text, though its JSON Schema, a date-time string, reads as a string's)
  const k = outputDef(defOf(given))?.type === "date" ? { text: false, json: true } : kinds(schema, components);
  if (!k.text) return json(schema);
  if (!k.json) return text(schema);
  return { ...json(schema), ...text(stringPart(schema, components)) };
}
