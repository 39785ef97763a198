/**
 * Named type utilities: each idiom the route types lean on, written once and explained here, so
 * a conditional elsewhere reads as what it asks (`IsAny<V> extends true`) rather than how.
 * Type-only; every utility answers `true` or `false` (test it with `extends true`).
 */

/**
 * Whether `T` is `any`. `1 & T` is `1` (or `never`) for every type but `any`, which absorbs the
 * intersection into `any`; and only `any` takes `0`. The checked type is `0`, not `T`, so a union
 * is not split member by member, and a generic `T` leaves the answer deferred until it is known.
 *
 * @example
 * ```ts
 * type A = IsAny<any>;     // true
 * type B = IsAny<unknown>; // false
 * type C = IsAny<never>;   // false
 * ```
 */
export type IsAny<T> = 0 extends 1 & T ? true : false;

/**
 * Whether `T` is `any` or `unknown`: only these two take `unknown`. Cheaper than {@link IsAny}
 * where `T` is constrained to an object type (so `unknown` cannot occur): no `1 & T` is built
 * from a large type.
 *
 * @example
 * ```ts
 * type A = IsAnyOrUnknown<unknown>;  // true
 * type B = IsAnyOrUnknown<any>;      // true
 * type C = IsAnyOrUnknown<string>;   // false
 * ```
 */
export type IsAnyOrUnknown<T> = unknown extends T ? true : false;

/**
 * Whether the key or text `S` is not a literal: `string`, `number`, `${number}`, a pattern such
 * as `/a/${string}`, or `never`. `Record<S, 1>` has a required property for each literal of `S`,
 * which `{}` lacks; for any other `S` it is an index signature, which `{}` satisfies. So a union
 * counts as a literal as soon as one member is one (`"a" | number`), and a union with
 * `string` is `string`.
 *
 * @example
 * ```ts
 * type A = IsNonLiteral<"/users">;          // false
 * type B = IsNonLiteral<`/a/${string}`>;    // true
 * type C = IsNonLiteral<string>;            // true
 * type D = IsNonLiteral<keyof { a: 1 }>;    // false ("a")
 * type E = IsNonLiteral<keyof Record<string, 1>>; // true (an index signature names no key)
 * ```
 */
export type IsNonLiteral<S extends PropertyKey> = {} extends Record<S, 1> ? true : false;

/**
 * Whether the program is checked with `strictNullChecks` (on with `strict: true`). Without it
 * `undefined` is assignable to every type, so `undefined extends string` holds; the route types
 * tell an unset version or prefix (`undefined`) from a set one, and cannot work there. Read in the
 * user's program, whose settings it answers for.
 *
 * @example
 * ```ts
 * type S = StrictNullChecks; // true under "strict": true
 * ```
 */
export type StrictNullChecks = undefined extends string ? false : true;
