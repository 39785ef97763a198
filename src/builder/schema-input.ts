/**
 * `CheckInputs` / `checkInputs`: a route's query and headers schemas must take what the server
 * hands them. Query values and header values arrive as text (a query key that repeats, as an
 * array of texts), and header names in lower case. A field that accepts no string (`z.number()`,
 * `z.boolean()`, `z.date()`) would refuse every request with a 400; a capital in a header name
 * would never be found. `CheckParamInputs` / `checkParamInputs` hold a params schema to the values
 * the path hands it, each cast by its parameter type (a number for `int`, a Date for `ymd`). Each
 * part is first held to take an object at all (`input-shape.ts`). The types see every schema's
 * input type; the build sees zod objects only.
 */
import { RouteDefinitionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { InputOf, RouteSchema, Schema } from "../core/schema.js";
import { fieldsOf, takes } from "../core/schema-shape.js";
import type { IsAnyOrUnknown, IsNonLiteral } from "../core/types.js";
import { checkShape, type CheckShape } from "./input-shape.js";
import { paramKind, type ValueName, type ValueTypes } from "../path/param-types.js";
import { declaredNames, type Segment } from "../path/parse.js";

/**
 * Whether a field whose input is `T` takes a text: it is `unknown`, or has a string member, or
 * (`Arrays`, the query) an array or tuple member whose items take one (`?k=a&k=b`).
 */
type Takes<T, Arrays extends boolean> = IsAnyOrUnknown<T> extends true
  ? true
  : [Extract<T, string>] extends [never]
    ? Arrays extends true
      ? Extract<T, readonly unknown[]> extends infer A
        ? A extends readonly (infer Item)[] ? Takes<Item, false> : false
        : false
      : false
    : true;

/** The literal keys of `In` whose input takes no text (`never` when there is none); an index
 * signature (`z.record`, a loose object) names no key. */
type NoText<In, Arrays extends boolean> = {
  [K in keyof In]-?: IsNonLiteral<K> extends true ? never : true extends Takes<In[K], Arrays> ? never : K;
}[keyof In] & string;
/** The literal keys of `In` with a capital letter. */
type Capital<In> = { [K in keyof In & string]-?: IsNonLiteral<K> extends true ? never : K extends Lowercase<K> ? never : K }[keyof In & string];

/**
 * `Sch` when its query and headers schemas take text, else `Sch` with the offending part replaced
 * by the message (so the error lands on that part). `P` is the route's path as written.
 *
 * @example
 * ```ts
 * type T = CheckInputs<{ query: z.ZodObject<{ page: z.ZodNumber }> }, "/x">;
 * // { readonly query: "Query schema key 'page' of '/x' accepts no string: ..." }
 * ```
 */
export type CheckInputs<Sch, P extends string> = CheckShape<Sch, "query", P, [NoText<InputOf<Sch, "query", {}>, true>] extends [infer K extends string]
  ? [K] extends [never]
    ? CheckShape<Sch, "headers", P, CheckHeaders<Sch, P>>
    : { readonly query: msg.NoTextInput<"Query", K, P> }
  : never>;
type CheckHeaders<Sch, P extends string> = [Capital<InputOf<Sch, "headers", {}>>] extends [infer K extends string]
  ? [K] extends [never]
    ? [NoText<InputOf<Sch, "headers", {}>, false>] extends [infer T extends string]
      ? [T] extends [never] ? Sch : { readonly headers: msg.NoTextInput<"Headers", T, P> }
      : never
    : { readonly headers: msg.HeaderCapitals<K, P> }
  : never;

/** The name a parameter's value type has in the parameter type table (`number`; `string` for
 * an `ext=jpg|png` literal), `never` for a value of no one row (a non-literal path's). */
type ValueNameOf<V> = { [N in ValueName]: [V] extends [ValueTypes[N]] ? N : never }[ValueName];
/** Whether a field whose input is `In` takes some value of type `T` (one is a part of the other:
 * `"a" | "b"` takes strings, `{}` takes numbers). */
type Overlaps<In, T> = IsAnyOrUnknown<In> extends true ? true
  : [Extract<In, T>] extends [never] ? ([Extract<T, In>] extends [never] ? false : true) : true;
/** The message when a field whose input is `I` takes no value of its parameter's type `V`, as the
 * table names it: the parameter's own type is tried first, so that a field that passes (most do)
 * costs no look-up in the table. */
type NoFieldValue<I, V, K extends string, P extends string> = true extends Overlaps<I, V> ? never
  : ValueNameOf<Exclude<V, undefined>> extends infer N extends ValueName
    ? [N] extends [never] ? never : true extends Overlaps<I, ValueTypes[N]> ? never : msg.NoParamInput<K, N, P>
    : never;
/** {@link NoFieldValue} for each field of a schema's `shape` (a zod object's), each field's own input
 * read: the object's input type, which zod computes from every field, costs a third more. */
type ShapeNoValue<Sh, Known, P extends string> = {
  [K in keyof Sh & keyof Known & string]-?: Sh[K] extends Schema ? NoFieldValue<StandardSchemaV1.InferInput<Sh[K]>, Known[K], K, P> : never;
}[keyof Sh & keyof Known & string];
/** {@link NoFieldValue} for each key of a schema's input type `In` (a schema that shows no shape). */
type InputNoValue<In, Known, P extends string> = {
  [K in keyof In & keyof Known & string]-?: NoFieldValue<In[K], Known[K], K, P>;
}[keyof In & keyof Known & string];

/**
 * {@link CheckInputs} for a schema with params, once their keys fit the path: `Sch` when each
 * params field takes its parameter's value as `Known` types it, else the message on `params`.
 *
 * @example
 * ```ts
 * type T = CheckParamInputs<{ params: z.ZodObject<{ id: z.ZodString }> }, { id: number }, "/x/<id:int>">;
 * // { readonly params: "Params schema key 'id' of '/x/<id:int>' accepts no number: ..." }
 * ```
 */
export type CheckParamInputs<Sch, Known, P extends string> = [
  Sch extends { readonly params: { readonly shape: object } } ? ShapeNoValue<Sch["params"]["shape"], Known, P> : InputNoValue<InputOf<Sch, "params", {}>, Known, P>,
] extends [infer M extends string]
  ? [M] extends [never] ? CheckInputs<Sch, P> : { readonly params: M }
  : never;

/**
 * Throws the `RouteDefinitionError` {@link CheckInputs} gives at compile time, for zod object
 * schemas (other schemas do not show their fields).
 *
 * @example
 * ```ts
 * checkInputs({ query: z.object({ page: z.number() }) }, "/x", "route GET '/x' of app"); // throws
 * ```
 */
export function checkInputs(schema: RouteSchema | undefined, path: string, where: string): void {
  const fail = (message: string): never => {
    throw new RouteDefinitionError(`${message} (at ${where})`, { code: "INVALID_SCHEMA" });
  };
  checkShape(schema?.query, "Query", path, where);
  const query = fieldsOf(schema?.query)?.find(([, d]) => !takes(d, "string", true));
  if (query) fail(msg.noTextInput("Query", query[0], path));
  checkShape(schema?.headers, "Headers", path, where);
  const headers = fieldsOf(schema?.headers) ?? [];
  const capital = headers.find(([k]) => k !== k.toLowerCase());
  if (capital) fail(msg.headerCapitals(capital[0], path));
  const header = headers.find(([, d]) => !takes(d, "string", false));
  if (header) fail(msg.noTextInput("Headers", header[0], path));
}

/**
 * Throws the `RouteDefinitionError` {@link CheckParamInputs} gives at compile time, for a zod
 * object params schema: `segments` are the composed path's, `path` the route's as written.
 *
 * @example
 * ```ts
 * checkParamInputs(z.object({ id: z.string() }), parse("/x/<id:int>").segments, "/x/<id:int>", "route GET '/x/<id:int>' of app"); // throws
 * ```
 */
export function checkParamInputs(params: unknown, segments: readonly Segment[], path: string, where: string): void {
  const values = new Map<string, ValueName>();
  for (const s of segments) if (s.kind === "param") for (const n of declaredNames(s)) values.set(n, paramKind(s.type).value);
  for (const [key, def] of fieldsOf(params) ?? []) {
    const value = values.get(key);
    if (value !== undefined && !takes(def, value, false)) {
      throw new RouteDefinitionError(`${msg.noParamInput(key, value, path)} (at ${where})`, { code: "INVALID_SCHEMA" });
    }
  }
}
