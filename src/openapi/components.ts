/**
 * The `components.schemas` of one document. Generated schemas are embedded: their `$defs` (and a
 * root that refers to itself) move here, since inside an OpenAPI document `#` names the whole
 * document. A named def (zod's `.meta({ id: "User" })`) keeps its id; the same id with another
 * content (a schema's input and output sides differ) is `User_2`, `User_3`, ..., and an equal
 * content reuses the name already issued. Built-in names (`VersaError`) stay versa's own.
 */
import { isObj, type Obj } from "./json-schema.js";
import type { JsonSchema } from "./types.js";

const SAFE = /[^A-Za-z0-9._-]+/g;
const PREFIX = "#/components/schemas/";
const safeName = (name: string) => name.replace(SAFE, "_") || "schema";

/** The `$defs` key (`#` for the root) a generated `$ref` points into, and the rest of its pointer. */
function defKey(ref: string): { key: string; rest: string } | undefined {
  if (ref === "#") return { key: "#", rest: "" };
  const m = /^#\/\$defs\/([^/]+)(.*)$/s.exec(ref);
  return m ? { key: decodeURIComponent(m[1] as string).replaceAll("~1", "/").replaceAll("~0", "~"), rest: m[2] as string } : undefined;
}

/** Every `$ref` in `v`. */
function refsIn(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => refsIn(x, out));
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) k === "$ref" && typeof x === "string" ? out.push(x) : refsIn(x, out);
  return out;
}

/** A def with every def it reaches (by key; the root is `#`), as text: equal texts, equal schemas. */
function signature(key: string, defs: Obj, root: Obj): string {
  const seen = new Map<string, unknown>();
  const visit = (k: string): void => {
    if (seen.has(k)) return;
    const v = k === "#" ? root : defs[k];
    seen.set(k, v);
    for (const r of refsIn(v)) {
      const d = defKey(r);
      if (d && (d.key === "#" || Object.hasOwn(defs, d.key))) visit(d.key);
    }
  };
  visit(key);
  return JSON.stringify([...seen].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The `components.schemas` of one document, filled as schemas are embedded. */
export class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  /** every name issued or reserved, with the signature of its schema ("" for unnamed parts) */
  readonly #sigs = new Map<string, string>();
  /** the names issued from one base name, first to last */
  readonly #issued = new Map<string, string[]>();
  readonly #builtIns: Readonly<Record<string, JsonSchema>>;

  /** `builtIns` reserve their names: a user schema of another content there gets `_2`. */
  constructor(builtIns: Readonly<Record<string, JsonSchema>> = {}) {
    this.#builtIns = builtIns;
    for (const [name, schema] of Object.entries(builtIns)) this.#fresh(name, JSON.stringify([[name, schema]]));
  }

  /**
   * A built-in schema (given to the constructor), defined on first use: its `$ref`.
   *
   * @example
   * ```ts
   * new Components({ VersaError: { type: "object" } }).builtIn("VersaError"); // "#/components/schemas/VersaError"
   * ```
   */
  builtIn(name: string): string {
    const schema = this.#builtIns[name];
    // (an internal invariant: only versa names built-ins, so this is a bug report, not an API)
    if (schema === undefined) throw new Error(`versa: no built-in schema ${name}`);
    this.schemas[name] ??= schema;
    return `${PREFIX}${name}`;
  }

  /** A name made of `[A-Za-z0-9._-]` not issued yet (`name`, `name_2`, ...), issued. */
  #fresh(name: string, sig = ""): string {
    const base = safeName(name);
    let n = base;
    for (let i = 2; this.#sigs.has(n); i++) n = `${base}_${i}`;
    this.#sigs.set(n, sig);
    this.#issued.set(base, [...(this.#issued.get(base) ?? []), n]);
    return n;
  }

  /**
   * Embeds a generated schema: drops `$schema`, moves `$defs` (and the root itself, when it refers
   * to itself) into the components, and rewrites the `$ref`s.
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
    const selfRef = refsIn([root, defs]).includes("#");
    if (keys.length === 0 && !selfRef) return root;
    const names = new Map<string, string>();
    keys.forEach((k, i) => {
      if (k.startsWith("__schema")) return void names.set(k, this.#fresh(`${name}_${i}`));
      const sig = signature(k, defs, root);
      names.set(k, this.#issued.get(safeName(k))?.find((n) => this.#sigs.get(n) === sig) ?? this.#fresh(k, sig));
    });
    const rootName = selfRef ? this.#fresh(name) : "";
    const target = (ref: string): string => {
      const d = defKey(ref);
      const n = d && (d.key === "#" ? rootName : names.get(d.key));
      return n ? `${PREFIX}${n}${d.rest}` : ref;
    };
    const rewrite = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(rewrite);
      if (!isObj(v)) return v;
      const out: Obj = {};
      for (const [k, x] of Object.entries(v)) out[k] = k === "$ref" && typeof x === "string" ? target(x) : rewrite(x);
      return out;
    };
    // a reused name already holds an equal schema (or is a built-in's, not defined yet)
    for (const k of keys) this.schemas[names.get(k) as string] ??= rewrite(defs[k]) as JsonSchema;
    const body = rewrite(root) as Obj;
    if (!selfRef) return body;
    this.schemas[rootName] = body;
    return { $ref: `${PREFIX}${rootName}` };
  }

  /**
   * `schema` with a `$ref` at its top followed into the components (its other keys kept), so
   * that its properties can be read.
   *
   * @example
   * ```ts
   * components.resolve({ $ref: "#/components/schemas/Page" }); // { type: "object", properties: { page: ... } }
   * ```
   */
  resolve(schema: JsonSchema): JsonSchema {
    let s = schema;
    for (let i = 0; i < 16 && isObj(s) && typeof s["$ref"] === "string" && s["$ref"].startsWith(PREFIX); i++) {
      const { $ref, ...rest } = s;
      const found = this.schemas[($ref as string).slice(PREFIX.length)];
      if (!isObj(found)) break;
      s = { ...found, ...rest };
    }
    return s;
  }
}
