/**
 * Route schemas to JSON Schema 2020-12, through the Standard JSON Schema interface
 * (`schema["~standard"].jsonSchema`): zod has it from 4.2 (it runs `z.toJSONSchema`, with the
 * same options), as do other libraries. A schema without it (an older zod, a library that does
 * not implement it), or whose description fails, is a `VersaError` (`NO_JSON_SCHEMA`) naming the
 * schema's place: a document never says "anything" where a schema stands. No schema library is
 * imported.
 */
import { VersaError } from "../core/errors.js";
import { noJsonSchema } from "../core/messages.js";
import { defOf } from "../core/schema-shape.js";
import type { Schema } from "../core/schema.js";

/** A JSON object (not an array). */
export type Obj = { [key: string]: unknown };
type Convert = (options: { target: string; libraryOptions?: Obj }) => unknown;

/**
 * Which side of a schema to describe: what a request sends (`input`), the value a handler returns
 * (`output`), or the typed path parameters a `params` schema sees (`params`).
 */
export type SchemaSide = "input" | "output" | "params";

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** A `z.date()` no request can satisfy: JSON, query strings and headers never hold a `Date`. */
const NEVER_DATE = "Always refused: the server expects a Date object, which no request can carry.";

type ZodCtx = { zodSchema: unknown; jsonSchema: Obj };

/**
 * zod's `z.toJSONSchema` options: unrepresentable types become `{}`. A date is a date-time string
 * where one is sent or received as such (responses, `z.coerce.date()` in requests); a plain
 * `z.date()` in a request accepts nothing (`not: {}`); in `params` it is `{}` (a `ymd` is a `Date`).
 */
const zodOptions = (side: SchemaSide): Obj => ({
  unrepresentable: "any",
  override: ({ zodSchema, jsonSchema }: ZodCtx) => {
    const def = defOf(zodSchema);
    if (def?.type !== "date" || side === "params") return;
    if (side === "output" || def.coerce) Object.assign(jsonSchema, { type: "string", format: "date-time" });
    else Object.assign(jsonSchema, { not: {}, description: jsonSchema["description"] ?? NEVER_DATE });
  },
});

/**
 * The JSON Schema of a Standard Schema, on the side asked for (see {@link SchemaSide}); `where`
 * names the schema in the error for one that cannot be described (`the body schema of route POST '/'`).
 *
 * @example
 * ```ts
 * toJsonSchema(z.object({ page: z.coerce.number() }), "input", "the query schema of route GET '/'");
 * // { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { page: { type: "number" } }, required: ["page"] }
 * ```
 */
export function toJsonSchema(schema: Schema, side: SchemaSide, where: string): Obj {
  const io = side === "output" ? "output" : "input";
  const standard = schema["~standard"] as { vendor?: unknown; jsonSchema?: { input?: Convert; output?: Convert } };
  const vendor = String(standard.vendor);
  const convert = standard.jsonSchema?.[io];
  if (typeof convert !== "function") throw new VersaError(noJsonSchema(where, vendor), { code: "NO_JSON_SCHEMA" });
  let out: unknown;
  try {
    out = convert.call(standard.jsonSchema, { target: "draft-2020-12", ...(vendor === "zod" ? { libraryOptions: zodOptions(side) } : {}) });
  } catch (e) {
    throw new VersaError(noJsonSchema(where, vendor, e instanceof Error ? e.message : String(e)), { code: "NO_JSON_SCHEMA", cause: e });
  }
  if (!isObj(out)) throw new VersaError(noJsonSchema(where, vendor, "it gave no JSON Schema object"), { code: "NO_JSON_SCHEMA" });
  return { ...out };
}

/**
 * Whether a schema accepts `undefined` (a missing body, a handler that returns nothing), when
 * that can be told without waiting.
 *
 * @example
 * ```ts
 * acceptsUndefined(z.object({}).optional()); // true
 * ```
 */
export function acceptsUndefined(schema: Schema): boolean {
  try {
    const r = schema["~standard"].validate(undefined);
    if (r instanceof Promise) return (r.catch(() => {}), false);
    return !r.issues;
  } catch {
    return false;
  }
}
