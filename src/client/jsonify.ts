/**
 * A value's type as it arrives after a JSON round trip: what the client's `data` and `error` hold
 * for what a handler returned.
 */

/** What JSON.stringify leaves out of an object, and writes as `null` in an array. */
type Dropped = undefined | ((...a: never[]) => unknown) | symbol;

/**
 * A value as it arrives after a JSON round trip, as JSON.stringify writes it: `toJSON()` first (a
 * `Date` or `URL` becomes a string), a `Map` or `Set` an empty object, functions and `undefined`
 * left out of objects (a field that may be `undefined` is optional) and `null` in arrays.
 *
 * @example
 * ```ts
 * type T = Jsonify<{ at: Date; tags: Map<string, number>; list: (number | undefined)[]; note: string | undefined }>;
 * // { at: string; tags: {}; list: (number | null)[]; note?: string }
 * ```
 */
export type Jsonify<T> = T extends string | number | boolean | null
  ? T
  : T extends Dropped
    ? never
    : T extends { toJSON(...a: never[]): infer J }
      ? Jsonify<J>
      : T extends ReadonlyMap<unknown, unknown> | ReadonlySet<unknown>
        ? {}
        : T extends readonly unknown[]
          ? { [K in keyof T]: JsonItem<T[K]> }
          : T extends object
            ? JsonObject<T>
            : unknown;

/** An object after a JSON round trip: a field that may be `undefined` (or a function) may be left
 * out, so it is optional; one that always is, and symbol keys, are gone. */
type JsonObject<T> = {
  [K in keyof T as K extends symbol ? never : [Extract<T[K], Dropped>] extends [never] ? K : never]: Jsonify<T[K]>;
} & {
  [K in keyof T as K extends symbol ? never : [Extract<T[K], Dropped>] extends [never] ? never : [Exclude<T[K], Dropped>] extends [never] ? never : K]?: Jsonify<Exclude<T[K], Dropped>>;
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/** An array item after a JSON round trip: what objects leave out is `null`. */
type JsonItem<T> = T extends Dropped ? null : Jsonify<T>;

