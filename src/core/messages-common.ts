/**
 * How messages show what they name: a value (`show`, `kindOf`), the place it was set (`Where`),
 * and the one wording of an option that is not of the accepted shape.
 */

/** Where a value was set, e.g. `route GET '/users' of blueprint 'a'` or `group 'g'`. */
export type Where = string;

/** The chars {@link show} escapes, and how (JSON's escapes). */
const ESCAPES = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t" } as const;
type Escapes = typeof ESCAPES;
/** `S` with {@link ESCAPES} applied; a string without them (nearly every one) is tested once. */
type Escaped<S extends string> = S extends `${string}${keyof Escapes}${string}` ? EscapeEach<S> : S;
type EscapeEach<S extends string, Done extends string = ""> = S extends `${infer C}${infer Rest}`
  ? EscapeEach<Rest, `${Done}${C extends keyof Escapes ? Escapes[C] : C}`>
  : Done;

/** How a value is shown in a message: strings in double quotes, with `\`, `"` and line breaks
 * escaped as in JSON (a name with a quote or a new line in it still reads as one value on one
 * line), a BigInt as `1n (a BigInt)` (not to be read as the number 1), other primitives as written. */
export type Show<V> = V extends string
  ? `"${Escaped<V>}"`
  : V extends number | boolean | null | undefined
    ? `${V}`
    : V extends bigint ? `${V}n (a BigInt)` : "a non-primitive value";
export const show = <V>(value: V): Show<V> =>
  (typeof value === "string"
    ? `"${value.replace(/[\\"\n\r\t]/g, (c) => ESCAPES[c as keyof typeof ESCAPES])}"`
    : typeof value === "bigint"
      ? `${value}n (a BigInt)`
      : value === null || ["number", "boolean", "undefined"].includes(typeof value)
        ? `${value as number}`
        : "a non-primitive value") as Show<V>;

/** Configuration that is not of the accepted shape (each mistake named). */
export type InvalidOptions<W extends Where, D extends string> = `Invalid options at ${W}: ${D}`;
export const invalidOptions = <W extends Where, D extends string>(where: W, detail: D): InvalidOptions<W, D> =>
  `Invalid options at ${where}: ${detail}`;
/** One mistake of {@link invalidOptions}: the key, what it accepts, what it was given. */
export type ExpectedGot<K extends string, E extends string, G extends string> = `${K}: expected ${E}, got ${G}`;
export const expectedGot = <K extends string, E extends string, G extends string>(key: K, expected: E, got: G): ExpectedGot<K, E, G> =>
  `${key}: expected ${expected}, got ${got}`;

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
