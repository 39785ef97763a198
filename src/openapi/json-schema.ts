/**
 * Route schemas to JSON Schema 2020-12, through the Standard JSON Schema interface
 * (`schema["~standard"].jsonSchema`): zod 4 schemas have it (it runs `z.toJSONSchema`, with the
 * same options), as do other libraries; a schema without it, or that cannot be described, is `{}`
 * (anything). No schema library is imported.
 */
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
 * The JSON Schema of a Standard Schema, on the side asked for (see {@link SchemaSide}).
 *
 * @example
 * ```ts
 * toJsonSchema(z.object({ page: z.coerce.number() }), "input");
 * // { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { page: { type: "number" } }, required: ["page"] }
 * ```
 */
export function toJsonSchema(schema: Schema, side: SchemaSide): Obj {
  const io = side === "output" ? "output" : "input";
  try {
    const standard = schema["~standard"] as { vendor: string; jsonSchema?: { input?: Convert; output?: Convert } };
    const convert = standard.jsonSchema?.[io];
    if (typeof convert === "function") {
      const out = convert.call(standard.jsonSchema, {
        target: "draft-2020-12",
        ...(standard.vendor === "zod" ? { libraryOptions: zodOptions(side) } : {}),
      });
      if (isObj(out)) return { ...out };
    }
  } catch {
    // a schema that cannot be described is described as anything
  }
  return {};
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
