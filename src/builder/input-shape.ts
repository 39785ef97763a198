/**
 * `CheckShape` / `checkShape`: a route's query, headers and params schemas must take an object.
 * The server hands each of them one (the query's values by key, the headers' by lower-case name,
 * the parameters' cast values by name), which `z.string()` or `z.array(...)` refuses on every
 * request: a 400 each time. Checked before the parts' keys, whose messages would otherwise walk a
 * string's own keys (`length`, `toString`). A params schema must also give back an object: the
 * handler's params are the path's parameters with its output over them, and a number or a string
 * has no keys to put there. The types see every schema's input and output types; the build sees
 * zod schemas only, and no `.transform()`'s output (the server refuses that one per request).
 */
import { RouteDefinitionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { InputOf, OutputOf } from "../core/schema.js";
import { defOf, gives, takes } from "../core/schema-shape.js";
import type { IsAnyOrUnknown } from "../core/types.js";

/** Types that no plain object is one of; `Date`, `Map`, `Set` and functions are objects, but never
 * the plain one the server hands over, nor one whose keys can be params. */
export type NoObject = string | number | bigint | boolean | symbol | null | undefined | void | readonly unknown[] | Date | ReadonlyMap<unknown, unknown> | ReadonlySet<unknown> | ((...args: never[]) => unknown);
/** Whether `T` (a schema's input, or its output) is never a plain object: `unknown` and `any` may
 * be one, and so may a union with one object member (the union as a whole is then no `NoObject`). */
type NeverObject<T> = IsAnyOrUnknown<T> extends true ? false : [T] extends [NoObject] ? true : false;

/** The schema parts that the server hands an object, by key, with the name messages give them. */
export type Part = { readonly query: "Query"; readonly headers: "Headers"; readonly params: "Params" };

/**
 * `Else` when the `K` schema of `Sch` (if any) takes an object (and, for params, may give one
 * back), else the message on that part, checked before its keys: a `z.string()` has keys too
 * (`length`), and none of them is the point.
 *
 * @example
 * ```ts
 * type T = CheckShape<{ query: z.ZodString }, "query", "/x", "ok">;
 * // { readonly query: "Query schema of '/x' must take an object, such as z.object({ ... }): ..." }
 * ```
 */
export type CheckShape<Sch, K extends keyof Part, P extends string, Else> = Sch extends { readonly [X in K]: { readonly shape: object } }
  ? Else // (a zod object, the common case: its input type, which zod computes from every field, is not needed)
  : NeverObject<InputOf<Sch, K, {}>> extends true
    ? { readonly [X in K]: msg.NotAnObject<Part[K], P> }
    : K extends "params"
      ? NeverObject<OutputOf<Sch, K, {}>> extends true ? { readonly params: msg.GivesNoObject<P> } : Else
      : Else;

/**
 * Throws the `RouteDefinitionError` {@link CheckShape} gives at compile time, for a zod schema of
 * `part` (`Query`, `Headers`, `Params`) whose input is never an object, or a params schema whose
 * output, as far as zod shows it, never is.
 *
 * @example
 * ```ts
 * checkShape(z.string(), "Query", "/x", "route GET '/x' of app"); // throws INVALID_SCHEMA
 * ```
 */
export function checkShape(schema: unknown, part: Part[keyof Part], path: string, where: string): void {
  // (every zod kind the table does not know, and every other library's schema, passes: the types decide those)
  if (!takes(defOf(schema), "object", false)) throw new RouteDefinitionError(`${msg.notAnObject(part, path)} (at ${where})`, { code: "INVALID_SCHEMA" });
  // (a .transform()'s output shows nothing: the server refuses it per request, `validate.ts`)
  if (part === "Params" && !gives(defOf(schema), "object")) throw new RouteDefinitionError(`${msg.givesNoObject(path)} (at ${where})`, { code: "INVALID_SCHEMA" });
}
