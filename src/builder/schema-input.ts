/**
 * `CheckInputs` / `checkInputs`: a route's query and headers schemas must take what the server
 * hands them. Query values and header values arrive as text (a query key that repeats, as an
 * array of texts), and header names in lower case. A field that accepts no string (`z.number()`,
 * `z.boolean()`, `z.date()`) would refuse every request with a 400; a capital in a header name
 * would never be found. The types see every schema's input type; the build sees zod objects only.
 */
import { RouteDefinitionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { RouteSchema } from "../core/schema.js";
import type { InputOf } from "../core/schema.js";
import { defOf, fieldsOf, inputDef, type ZodDef } from "../core/schema-shape.js";
import type { IsAnyOrUnknown, IsNonLiteral } from "../core/types.js";

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
export type CheckInputs<Sch, P extends string> = [NoText<InputOf<Sch, "query", {}>, true>] extends [infer K extends string]
  ? [K] extends [never]
    ? CheckHeaders<Sch, P>
    : { readonly query: msg.NoTextInput<"Query", K, P> }
  : never;
type CheckHeaders<Sch, P extends string> = [Capital<InputOf<Sch, "headers", {}>>] extends [infer K extends string]
  ? [K] extends [never]
    ? [NoText<InputOf<Sch, "headers", {}>, false>] extends [infer T extends string]
      ? [T] extends [never] ? Sch : { readonly headers: msg.NoTextInput<"Headers", T, P> }
      : never
    : { readonly headers: msg.HeaderCapitals<K, P> }
  : never;

const NOT_TEXT = new Set(["number", "bigint", "boolean", "date", "object", "map", "set", "nan", "null", "undefined", "void", "symbol", "function", "never", "record"]);

/** Whether a zod field takes text (unknown kinds count as yes: the types decide those). */
function takesText(given: ZodDef | undefined, arrays: boolean): boolean {
  const def = inputDef(given);
  if (def?.type === undefined) return true;
  if (def.type === "union") return (def.options ?? []).some((o) => takesText(defOf(o), arrays));
  if (def.type === "literal") return (def.values ?? []).some((v) => typeof v === "string");
  if (def.type === "array") return arrays && takesText(defOf(def.element), false);
  if (def.type === "tuple") return arrays && (def.items ?? []).some((i) => takesText(defOf(i), false));
  return def.coerce === true || !NOT_TEXT.has(def.type);
}

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
  const query = fieldsOf(schema?.query)?.find(([, d]) => !takesText(d, true));
  if (query) fail(msg.noTextInput("Query", query[0], path));
  const headers = fieldsOf(schema?.headers) ?? [];
  const capital = headers.find(([k]) => k !== k.toLowerCase());
  if (capital) fail(msg.headerCapitals(capital[0], path));
  const header = headers.find(([, d]) => !takesText(d, false));
  if (header) fail(msg.noTextInput("Headers", header[0], path));
}
