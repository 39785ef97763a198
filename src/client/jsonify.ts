/**
 * A value's type as it arrives after a JSON round trip: what the client's `data` and `error` hold
 * for what a handler returned, and what a call's body may hold for its body schema.
 */
import type { BIGINT, BIGINT_FIX, BodyNotCarried, NotJsonAt } from "../core/messages.js";
import type { IsAnyOrUnknown } from "../core/types.js";

/** What JSON.stringify leaves out of an object, and writes as `null` in an array. */
type Dropped = undefined | ((...a: never[]) => unknown) | symbol;

/**
 * A value as it arrives after a JSON round trip, as JSON.stringify writes it: `toJSON()` first (a
 * `Date` or `URL` becomes a string), a `Map` or `Set` an empty object, functions and `undefined`
 * left out of objects (a field that may be `undefined`, itself or from its `toJSON()`, is optional)
 * and `null` in arrays; and `undefined` itself `null`, as versa writes a body of it
 * (`json(undefined)`: JSON has no `undefined`, and a handler's plain `undefined`, a 204, never
 * comes here). A whole value whose `toJSON()` gives `undefined` (or a function) is no data
 * (`never`): JSON.stringify writes nothing for it, and the server answers 500 (`NOT_JSON`).
 *
 * @example
 * ```ts
 * type T = Jsonify<{ at: Date; tags: Map<string, number>; list: (number | undefined)[]; note: string | undefined }>;
 * // { at: string; tags: {}; list: (number | null)[]; note?: string }
 * type B = Jsonify<string | undefined>; // string | null
 * ```
 */
export type Jsonify<T> = T extends { toJSON(...a: never[]): infer J }
  ? Written<Exclude<J, Dropped>> // (a body JSON cannot write: the server answers 500, NOT_JSON)
  : Written<T>;

/** A value as JSON.stringify writes it once its `toJSON()` has run: what that gives is not asked
 * for its own (a `toJSON()` that gives a `Date` writes the Date's fields, none: `{}`); its fields
 * and items are. */
type Written<T> = T extends string | number | boolean | null
  ? T
  : T extends Dropped
    ? T extends undefined ? null : never
    : T extends ReadonlyMap<unknown, unknown> | ReadonlySet<unknown>
      ? {}
      : T extends readonly unknown[]
        ? { [K in keyof T]: JsonItem<T[K]> }
        : T extends object
          ? JsonObject<T>
          : unknown;

/** An object after a JSON round trip: a field that may be `undefined` (or a function), itself or
 * as its `toJSON()` gives it, may be left out, so it is optional; one that always is, and symbol
 * keys, are gone. */
type JsonObject<T> = {
  [K in keyof T as K extends symbol ? never : [Extract<Given<T[K]>, Dropped>] extends [never] ? K : never]: Jsonify<T[K]>;
} & {
  [K in keyof T as K extends symbol ? never : [Extract<Given<T[K]>, Dropped>] extends [never] ? never : [Exclude<Given<T[K]>, Dropped>] extends [never] ? never : K]?: Written<Exclude<Given<T[K]>, Dropped>>;
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/** What JSON.stringify writes a value as: what its `toJSON()` gives, if it has one. */
type Given<T> = T extends { toJSON(...a: never[]): infer J } ? J : T;

/** An array item after a JSON round trip: what objects leave out is `null`, also as an item's
 * `toJSON()` gives it. */
type JsonItem<T> = T extends Dropped ? null : T extends { toJSON(...a: never[]): infer J } ? (J extends Dropped ? null : Written<J>) : Written<T>;

/**
 * What a call's body may hold for a body schema whose input is `B`: the body travels as JSON, so
 * `B` itself where every value of it arrives as a value `B` has; else `B` with each value that
 * does not replaced by a message naming where it sits and why (the call is then a compile error):
 * a `Date` where the schema takes only a Date (JSON carries its text; `z.coerce.date()`, whose
 * input is `unknown`, takes the text), a `Map` or `Set` (an empty object), a function (left out),
 * `undefined` in an array (`null`), a BigInt (JSON cannot write it: the client throws `NOT_JSON`).
 * A place reads as a path: `items[].at` for a field of an array's items, `tags.*` for any key of
 * a record.
 *
 * @example
 * ```ts
 * type B = JsonBody<{ at: Date; n: bigint; name: string }>;
 * // { at: 'the body holds a Date at "at", which JSON carries as its ISO text, ...'; n: 'the body holds a BigInt at "n", ...'; name: string }
 * ```
 */
export type JsonBody<B> = IsAnyOrUnknown<B> extends true ? B : [B] extends [JsonSafe | undefined] ? B : Carried<B, B, "", false>;

/** What JSON carries as it is: a test that most bodies pass at the cost of one comparison (only
 * the others are walked; an interface, which has no index signature, is walked too). */
type JsonSafe = string | number | boolean | null | readonly JsonSafe[] | { readonly [k: string]: JsonSafe | undefined };

/** {@link JsonBody} of each member of `T` at `At` in the body, `Whole` being every member there. */
type Carried<T, Whole, At extends string, InArray extends boolean> = T extends string | number | boolean | null
  ? T
  : T extends undefined
    ? InArray extends false ? T : null extends Whole ? T : BodyNotCarried<At, "undefined", "null in an array">
    : T extends bigint
      ? NotJsonAt<"the body", At, typeof BIGINT, typeof BIGINT_FIX>
      : T extends Dropped
        ? BodyNotCarried<At, T extends symbol ? "a symbol" : "a function", "nothing (it leaves it out)">
        : T extends { toJSON(...a: never[]): infer J }
          ? [JsonItem<J>] extends [Whole]
            ? T
            : T extends Date
              ? BodyNotCarried<At, "a Date", "its ISO text">
              : BodyNotCarried<At, T extends URL ? "a URL" : "an object with toJSON()", "what its toJSON() gives">
          : T extends ReadonlyMap<unknown, unknown> | ReadonlySet<unknown>
            ? [{}] extends [Whole] ? T : BodyNotCarried<At, T extends ReadonlyMap<unknown, unknown> ? "a Map" : "a Set", "an empty object">
            : T extends readonly unknown[]
              ? { [K in keyof T]: Carried<T[K], T[K], `${At}[]`, true> }
              : T extends object
                ? { [K in keyof T]: K extends string ? Carried<T[K], T[K], At extends "" ? KeyName<K> : `${At}.${KeyName<K>}`, false> : T[K] }
                : T;

/** A key as {@link Carried} names a place: `*` for any key of an index signature (a record). */
type KeyName<K extends string> = string extends K ? "*" : K;
