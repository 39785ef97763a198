/**
 * Route schemas to JSON Schema 2020-12, through the Standard JSON Schema interface
 * (`schema["~standard"].jsonSchema`): zod 4 schemas have it (it runs `z.toJSONSchema`, with the
 * same options), as do other libraries; a schema without it, or that cannot be described, is `{}`
 * (anything). No schema library is imported. Shared and recursive parts (`$defs`, `$ref: "#"`)
 * are moved into `components.schemas`, since inside an OpenAPI document `#` names the document.
 */
import type { Schema } from "../schema.js";
import type { JsonSchema } from "./types.js";

/** A JSON object (not an array). */
export type Obj = { [key: string]: unknown };
type Convert = (options: { target: string; libraryOptions?: Obj }) => unknown;

/** Which side of a schema to describe: the wire form in (`input`) or the value out (`output`). */
export type SchemaSide = "input" | "output" | "params";

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** zod's `z.toJSONSchema` options: unrepresentable types become `{}`; dates per `side`. */
const zodOptions = (side: SchemaSide): Obj => ({
  unrepresentable: "any",
  override: (ctx: { zodSchema: { _zod: { def: { type: string } } }; jsonSchema: Obj }) => {
    if (side !== "params" && ctx.zodSchema._zod.def.type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
  },
});

/**
 * The JSON Schema of a Standard Schema. `params` describes the input of a `params` schema, which
 * sees typed values (a `Date` for `ymd`): there a date stays `{}`; elsewhere it is a date-time
 * string, as `JSON.stringify` writes it.
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

const SAFE = /[^A-Za-z0-9._-]+/g;

/** The `components.schemas` of one document, filled as schemas are embedded. */
export class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /**
   * Defines a named schema once (later calls keep the first): its `$ref`.
   *
   * @example
   * ```ts
   * components.define("VersaError", { type: "object" }); // "#/components/schemas/VersaError"
   * ```
   */
  define(name: string, schema: JsonSchema): string {
    this.schemas[name] ??= schema;
    return `#/components/schemas/${name}`;
  }

  /** A name not used yet, made of `[A-Za-z0-9._-]`, reserved. */
  private fresh(name: string): string {
    const base = name.replace(SAFE, "_") || "schema";
    for (let i = 1; ; i++) {
      const n = i === 1 ? base : `${base}_${i}`;
      if (this.schemas[n] === undefined) return ((this.schemas[n] = {}), n);
    }
  }

  /**
   * Embeds a generated schema: drops `$schema`, moves `$defs` (and the root itself, when it refers
   * to itself) into the components, and rewrites the `$ref`s. A def with a registered id (zod's
   * `.meta({ id: "User" })`) keeps that name and is shared by every schema that uses it.
   *
   * @example
   * ```ts
   * components.embed(toJsonSchema(treeSchema, "input"), "postTree_body"); // { $ref: "#/components/schemas/postTree_body" }
   * ```
   */
  embed(generated: Obj, name: string): JsonSchema {
    const { $schema: _, $defs, ...root } = generated;
    const defs = isObj($defs) ? $defs : {};
    const keys = Object.keys(defs);
    const selfRef = refersTo(root, "#") || refersTo(defs, "#");
    if (keys.length === 0 && !selfRef) return root;
    const names = new Map<string, string>();
    const isId = (k: string) => !k.startsWith("__schema");
    keys.forEach((k, i) => names.set(k, isId(k) ? k.replace(SAFE, "_") || "schema" : this.fresh(`${name}_${i}`)));
    const rootName = selfRef ? this.fresh(name) : "";
    const rewrite = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(rewrite);
      if (!isObj(v)) return v;
      const out: Obj = {};
      for (const [k, x] of Object.entries(v)) out[k] = k === "$ref" && typeof x === "string" ? target(x) : rewrite(x);
      return out;
    };
    const target = (ref: string): string => {
      if (ref === "#") return `#/components/schemas/${rootName}`;
      const m = /^#\/\$defs\/([^/]+)(.*)$/s.exec(ref);
      const key = m && decodeURIComponent(m[1] as string).replaceAll("~1", "/").replaceAll("~0", "~");
      const n = key === null ? undefined : names.get(key);
      return n === undefined ? ref : `#/components/schemas/${n}${m?.[2] ?? ""}`;
    };
    // an id already taken by a different schema gets a fresh name; an equal one is reused
    const reused = new Set<string>();
    for (const k of keys.filter(isId)) {
      const n = names.get(k) as string;
      const had = this.schemas[n];
      if (had === undefined) continue;
      if (JSON.stringify(had) === JSON.stringify(rewrite(defs[k]))) reused.add(k);
      else names.set(k, this.fresh(n));
    }
    for (const k of keys) if (!reused.has(k)) this.schemas[names.get(k) as string] = rewrite(defs[k]) as JsonSchema;
    const body = rewrite(root) as Obj;
    if (!selfRef) return body;
    this.schemas[rootName] = body;
    return { $ref: `#/components/schemas/${rootName}` };
  }
}

/** Whether a `$ref` anywhere in `v` equals `ref`. */
function refersTo(v: unknown, ref: string): boolean {
  if (Array.isArray(v)) return v.some((x) => refersTo(x, ref));
  if (!isObj(v)) return false;
  return Object.entries(v).some(([k, x]) => (k === "$ref" ? x === ref : refersTo(x, ref)));
}
