/**
 * How messages show what they name: a value (`show`, `kindOf`), the place it was set (`Where`),
 * and the one wording of an option that is not of the accepted shape.
 */

/** Where a value was set, e.g. `route GET '/users' of blueprint 'a'` or `group 'g'`. */
export type Where = string;

/** How a value is shown in a message: strings in double quotes, a BigInt as `1n (a BigInt)` (not
 * to be read as the number 1), other primitives as written. */
export type Show<V> = V extends string
  ? `"${V}"`
  : V extends number | boolean | null | undefined
    ? `${V}`
    : V extends bigint ? `${V}n (a BigInt)` : "a non-primitive value";
export const show = <V>(value: V): Show<V> =>
  (typeof value === "string"
    ? `"${value}"`
    : typeof value === "bigint"
      ? `${value}n (a BigInt)`
      : value === null || ["number", "boolean", "undefined"].includes(typeof value)
        ? `${value as number}`
        : "a non-primitive value") as Show<V>;

/** Configuration that is not of the accepted shape (zod's issues, named). */
export type InvalidOptions<W extends Where, D extends string> = `Invalid options at ${W}: ${D}`;
export const invalidOptions = <W extends Where, D extends string>(where: W, detail: D): InvalidOptions<W, D> =>
  `Invalid options at ${where}: ${detail}`;

/** Any value as a message names it: primitives as {@link show}, others by kind (`a RegExp`). */
export const kindOf = (value: unknown): string => {
  if (Array.isArray(value)) return "an array";
  if (typeof value === "function") return "a function";
  if (value === null || typeof value !== "object") return typeof value === "symbol" ? "a symbol" : show(value);
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
  return name && name !== "Object" ? `a ${name}` : "an object";
};

/** An option key a function does not take. */
export const unknownOptionDetail = (key: string, accepted: readonly string[]): string => `${key}: unknown option (accepted: ${accepted.join(", ")})`;
export const unknownOption = (where: Where, key: string, accepted: readonly string[]): string => invalidOptions(where, unknownOptionDetail(key, accepted));
