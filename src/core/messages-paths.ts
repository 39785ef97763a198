/**
 * The messages about templates and their parameters: the path grammar, regex parameters, and the
 * URLs `api.url` builds from a template.
 */
import { kindOf } from "./messages-common.js";

/** `<id:itn>`: a label made of word characters that names no parameter type (`Types`: the named
 * types as listed, `str, strorempty, ...`, from src/path/param-types.ts). */
export type UnknownParamType<T extends string, P extends string, Types extends string> =
  `Unknown parameter type '${T}' in '${P}': expected ${Types}, ext=a|b or a regex`;
export const unknownParamType = <T extends string, P extends string, Types extends string>(
  type: T,
  template: P,
  types: Types,
): UnknownParamType<T, P, Types> =>
  `Unknown parameter type '${type}' in '${template}': expected ${types}, ext=a|b or a regex`;

/** `<id:>`, `<id: int>`: a type that is empty, or has a space at either end (`Why`: one of
 * {@link whyType}). Both are typos, not regexes: the first would match only an empty segment, the
 * second a segment that starts with a space. */
export type InvalidParamType<N extends string, T extends string, P extends string, Types extends string, Why extends string> =
  `Invalid type '${T}' for parameter '${N}' in '${P}': ${Why}; expected <${N}> (a string), <${N}:type> for a type of ${Types} or ext=a|b, or <${N}:regex>`;
export const invalidParamType = <N extends string, T extends string, P extends string, Types extends string, Why extends string>(
  name: N,
  type: T,
  template: P,
  types: Types,
  why: Why,
): InvalidParamType<N, T, P, Types, Why> =>
  `Invalid type '${type}' for parameter '${name}' in '${template}': ${why}; expected <${name}> (a string), <${name}:type> for a type of ${types} or ext=a|b, or <${name}:regex>`;

/** The reasons given with {@link invalidParamType}. */
export const whyType = {
  empty: "nothing follows ':'",
  spaced: "it starts or ends with a space (a regex writes one there as \\x20)",
} as const;

/** A parameter name that is not an identifier (`<1a>`, `<f=int:ext>`). */
export type InvalidParamName<N extends string, P extends string> =
  `Invalid parameter name '${N}' in '${P}': expected letters, digits and _, not starting with a digit`;
export const invalidParamName = <N extends string, P extends string>(
  name: N,
  template: P,
): InvalidParamName<N, P> =>
  `Invalid parameter name '${name}' in '${template}': expected letters, digits and _, not starting with a digit`;

/** The same parameter name twice in one composed path. */
export type DuplicateParamName<N extends string, P extends string> =
  `Parameter '${N}' is declared twice in '${P}'`;
export const duplicateParamName = <N extends string, P extends string>(
  name: N,
  template: P,
): DuplicateParamName<N, P> => `Parameter '${name}' is declared twice in '${template}'`;

/** Any other malformed template: unclosed `<`, a parameter that shares its segment, ... */
export type MalformedPath<P extends string, Why extends string> = `Malformed path '${P}': ${Why}`;
export const malformedPath = <P extends string, Why extends string>(
  template: P,
  why: Why,
): MalformedPath<P, Why> => `Malformed path '${template}': ${why}`;

/** The reasons given with {@link malformedPath}. */
export const why = {
  unclosed: "a '<' is never closed by '>'",
  stray: "a '>' has no opening '<'",
  wholeSegment: "a parameter must fill a whole segment, like '/<id:int>/'",
  pathNotLast: "a 'path' parameter must be the last segment",
  badExt: "an ext list must be extensions of letters and digits separated by '|', like 'ext=jpg|tar.gz'",
  badRegex: "a parameter's regex does not compile",
  notString: "a path must be a string",
  control: "a path cannot hold control characters",
  dotSegment: "a '.' or '..' segment is resolved away by clients (fetch, URL), so no request reaches it",
} as const;

/** A value as its JavaScript type (`a string`, `an invalid Date`), for {@link paramValueType}. */
const typeOfValue = (value: unknown): string =>
  typeof value === "string" ? "a string"
  : typeof value === "number" ? "a number"
  : typeof value === "bigint" ? "a BigInt"
  : typeof value === "boolean" ? "a boolean"
  : value instanceof Date ? (Number.isNaN(value.getTime()) ? "an invalid Date" : "a Date")
  : kindOf(value);

/** A URL built by `api.url` with a value whose JavaScript type its parameter never takes
 * (`expected`: what its parameter type takes, as its row in src/path/param-types.ts says). */
export const paramValueType = (name: string, value: string, expected: string, given: unknown, template: string): string =>
  `Invalid value ${value} for parameter '${name}' of '${template}': expected ${expected}, got ${typeOfValue(given)}`;

/** What `api.url` expects of an `ext` parameter's two values (`exts`: its list as written,
 * `jpg|png`, or `undefined` for any extension; `pattern`: the segment's). Where one extension ends
 * another (`tar.gz|gz`), the longest is read back, so `"a.tar"` with `"gz"` does not fit. */
export const extExpected = (exts: string | undefined, pattern: string): string => {
  const list = exts?.split("|") ?? [];
  const nested = list.some((e) => list.some((x) => x.endsWith(`.${e}`)));
  return `a non-empty name and an extension ${exts === undefined ? "of letters and digits" : `among ${exts}`}, strings that together match ${pattern}` +
    (nested ? "; the longest extension among them that ends the file name is read as the extension" : "");
};

/** `api.url(template, 7)`: the parameters are given as an object. */
export const paramsNotObject = (template: string, names: readonly string[], value: unknown): string =>
  `Invalid parameters for '${template}': expected an object such as { ${names.map((n) => `${n}: ...`).join(", ")} }, got ${kindOf(value)}`;

/** A URL built by `api.url` with a value that does not fit its parameter. */
export const invalidParamValue = (name: string, value: string, expected: string, template: string): string =>
  `Invalid value ${value} for parameter '${name}' of '${template}': expected ${expected}`;

/** A URL built by `api.url` with `.` or `..` as a segment, which clients resolve away. */
export const dotSegment = (name: string, value: string, template: string): string =>
  `Invalid value ${value} for parameter '${name}' of '${template}': '.' and '..' segments are resolved by clients, so the URL would reach another route`;

/** A URL built by `api.url` from a string with half of a UTF-16 pair (`"\uD800"`), which no URL
 * can carry (percent-encoding writes UTF-8). */
export const loneSurrogate = (name: string, value: string, template: string): string =>
  `Invalid value ${value} for parameter '${name}' of '${template}': it holds half of a UTF-16 surrogate pair, which no URL can carry (String.prototype.toWellFormed() replaces it with U+FFFD)`;

/** A URL built by `api.url` without a value for one of its parameters. */
export const missingParam = (name: string, template: string): string =>
  `Missing value for parameter '${name}' of '${template}'`;

/** A regex parameter that can backtrack catastrophically (see `src/path/regex-safety.ts`). */
export const unsafeRegex = (name: string, pattern: string, template: string, why: string): string =>
  `Parameter '${name}' in '${template}' has a regex that can backtrack catastrophically, ${pattern}: ${why}; ` +
  `rewrite it so that its matching time stays within the square of the input, or trust it where it is written: { trustRegex: [${JSON.stringify(pattern)}] }`;

/** `api.url` with a template that no route of the app has. */
export const unknownPath = (path: string): string => `No route of this app has the path '${path}'`;

/** `trustRegex(/x/)`: patterns are given as their source text. */
export const notAPattern = (value: unknown): string =>
  `trustRegex(): expected pattern strings, got ${kindOf(value)}` +
  (value instanceof RegExp ? `: pass its source, trustRegex(${JSON.stringify(value.source)})` : Array.isArray(value) ? ": spread it, trustRegex(...patterns)" : "");
