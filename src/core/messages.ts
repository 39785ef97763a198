/**
 * Every message versa reports, once as a function (thrown at runtime) and once as a type (shown by
 * the compiler), side by side. Each function's return type is its twin, so the two cannot drift.
 */

import type { StrictNullChecks } from "./types.js";

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

const VERSION_SHAPES = `a number >= 0 (1, 2.25) or a string such as "1", "v1", "v1.1"`;
type VersionShapes = typeof VERSION_SHAPES;

/** `Invalid version ...`: a version that is not a number >= 0 or a version string. */
export type InvalidVersion<V extends string, W extends Where> =
  `Invalid version ${V} at ${W}: expected ${VersionShapes}`;
export const invalidVersion = <V extends string, W extends Where>(
  value: V,
  where: W,
): InvalidVersion<V, W> => `Invalid version ${value} at ${where}: expected ${VERSION_SHAPES}`;

/** A version prefix that is empty or does not start with `/`. */
export type InvalidVersionPrefix<P extends string, W extends Where> =
  `Invalid versionPrefix ${P} at ${W}: expected a string starting with '/', such as "/v" or "/api/v"`;
export const invalidVersionPrefix = <P extends string, W extends Where>(
  value: P,
  where: W,
): InvalidVersionPrefix<P, W> =>
  `Invalid versionPrefix ${value} at ${where}: expected a string starting with '/', such as "/v" or "/api/v"`;

/** A version prefix ending in a parameter: the version text would share its last segment. */
export type VersionPrefixEndsInParam<P extends string, W extends Where> =
  `Invalid versionPrefix ${P} at ${W}: the version is written right after it, so it cannot end with a parameter; end it with text, such as "/<tenant>/v"`;
export const versionPrefixEndsInParam = <P extends string, W extends Where>(
  value: P,
  where: W,
): VersionPrefixEndsInParam<P, W> =>
  `Invalid versionPrefix ${value} at ${where}: the version is written right after it, so it cannot end with a parameter; end it with text, such as "/<tenant>/v"`;

/** What a version setting may be, as the messages about lists and ranges say it. */
const VERSION_SETTINGS = `a version, a list of versions such as [1, 2], or a range such as { since: 2 } or { since: 1, until: 3 }`;
type VersionSettings = typeof VERSION_SETTINGS;

/** A version setting that is neither a version, a list nor a range (`{ from: 1 }`, `{}`). */
export type InvalidVersionSetting<V extends string, W extends Where> = `Invalid version ${V} at ${W}: expected ${VersionSettings}`;
export const invalidVersionSetting = <V extends string, W extends Where>(value: V, where: W): InvalidVersionSetting<V, W> =>
  `Invalid version ${value} at ${where}: expected ${VERSION_SETTINGS}`;

/** `version: []`: a list that names no version would serve the route nowhere. */
export type EmptyVersionList<W extends Where> = `Invalid version [] at ${W}: a list names at least one version`;
export const emptyVersionList = <W extends Where>(where: W): EmptyVersionList<W> => `Invalid version [] at ${where}: a list names at least one version`;

/** `version: [1, "v1"]`: one version twice in a list. */
export type RepeatedVersion<V extends string, W extends Where> = `Version ${V} is listed twice at ${W}`;
export const repeatedVersion = <V extends string, W extends Where>(value: V, where: W): RepeatedVersion<V, W> => `Version ${value} is listed twice at ${where}`;

/** A range with a key other than `since` and `until`. */
export type UnknownRangeKey<K extends string, W extends Where> = `Invalid version range at ${W}: unknown key '${K}' (accepted: since, until)`;
export const unknownRangeKey = <K extends string, W extends Where>(key: K, where: W): UnknownRangeKey<K, W> =>
  `Invalid version range at ${where}: unknown key '${key}' (accepted: since, until)`;

/** A range as messages write it: `from 2`, `from 1 until 3` (version texts). */
export type RangeText<S extends string, U extends string | undefined> = U extends string ? `from ${S} until ${U}` : `from ${S}`;
export const rangeText = <S extends string, U extends string | undefined>(since: S, until: U): RangeText<S, U> =>
  (until === undefined ? `from ${since}` : `from ${since} until ${until}`) as RangeText<S, U>;

/** A range whose `until` does not come after its `since` (they are equal, or in the wrong order). */
export type EmptyVersionRange<R extends string, W extends Where> =
  `Version range ${R} at ${W} selects no version: until is exclusive, so it must come after since among the app's versions`;
export const emptyVersionRange = <R extends string, W extends Where>(range: R, where: W): EmptyVersionRange<R, W> =>
  `Version range ${range} at ${where} selects no version: until is exclusive, so it must come after since among the app's versions`;

/** A range in an app that declares no versions: it has no order to range over. */
export type RangeWithoutVersions<R extends string, W extends Where> =
  `Version range ${R} at ${W} needs the app's versions, in order: declare them with app({ versions: [1, 2, 3] })`;
export const rangeWithoutVersions = <R extends string, W extends Where>(range: R, where: W): RangeWithoutVersions<R, W> =>
  `Version range ${range} at ${where} needs the app's versions, in order: declare them with app({ versions: [1, 2, 3] })`;

/** A version (or a range's end) that the app's declared versions do not list (`Versions`: `1, 2, 3`). */
export type UndeclaredVersion<V extends string, W extends Where, Versions extends string> =
  `Version ${V} at ${W} is not one of the app's versions (${Versions}): add it to app({ versions }) or use one of those`;
export const undeclaredVersion = <V extends string, W extends Where, Versions extends string>(version: V, where: W, versions: Versions): UndeclaredVersion<V, W, Versions> =>
  `Version ${version} at ${where} is not one of the app's versions (${versions}): add it to app({ versions }) or use one of those`;

/** A lifecycle date that is neither `"YYYY-MM-DD"` (a real day) nor a valid `Date`. */
export type InvalidLifecycleDate<K extends string, V extends string, W extends Where> =
  `Invalid lifecycle ${K} ${V} at ${W}: expected a date "YYYY-MM-DD" (UTC midnight) or a valid Date`;
export const invalidLifecycleDate = <K extends string, V extends string, W extends Where>(key: K, value: V, where: W): InvalidLifecycleDate<K, V, W> =>
  `Invalid lifecycle ${key} ${value} at ${where}: expected a date "YYYY-MM-DD" (UTC midnight) or a valid Date`;

/** A lifecycle link that is neither an absolute http(s) URL nor a path (it is sent in a `Link` header). */
export const invalidLifecycleLink = (key: string, value: string, where: Where): string =>
  `Invalid lifecycle ${key} ${value} at ${where}: expected an absolute http(s) URL such as "https://example.com/v1-to-v2" or a path such as "/docs/v1-to-v2", without spaces, quotes or '<>'`;

/** A lifecycle whose sunset comes before its deprecation. */
export type SunsetBeforeDeprecation<S extends string, D extends string, W extends Where> =
  `Lifecycle at ${W} sets sunset ${S} before deprecated ${D}: a version is deprecated first, then sunset`;
export const sunsetBeforeDeprecation = <S extends string, D extends string, W extends Where>(sunset: S, deprecated: D, where: W): SunsetBeforeDeprecation<S, D, W> =>
  `Lifecycle at ${where} sets sunset ${sunset} before deprecated ${deprecated}: a version is deprecated first, then sunset`;

/** A setter called after routes that drops (or retypes) a parameter their handlers were typed with. */
export type DroppedParam<S extends string, V extends string, N extends string, W extends Where> =
  `${S}('${V}') at ${W} drops parameter '${N}', which the routes or hooks added before it were typed with: call ${S}() before adding them, or keep '${N}' with the same type`;
export const droppedParam = <S extends string, V extends string, N extends string, W extends Where>(
  setter: S,
  value: V,
  name: N,
  where: W,
): DroppedParam<S, V, N, W> =>
  `${setter}('${value}') at ${where} drops parameter '${name}', which the routes or hooks added before it were typed with: call ${setter}() before adding them, or keep '${name}' with the same type`;

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
} as const;

/** Two routes with the same method and composed path (parameters compared by position and type). */
export type RouteExists<M extends string, P extends string> =
  `Route ${M} '${P}' is defined twice`;
export const routeExists = <M extends string, P extends string>(
  method: M,
  path: P,
): RouteExists<M, P> => `Route ${method} '${path}' is defined twice`;

/** {@link routeExists} at runtime, naming both definitions and their places among the app's
 * routes in declaration order (`#1` is the first), which tell two definitions written alike apart. */
export const routeExistsAt = (method: string, path: string, first: Where, i: number, then: Where, j: number): string =>
  `${routeExists(method, path)}: first at ${first} (#${i + 1}), then at ${then} (#${j + 1})`;

/** What {@link routeExistsAt} adds for two routes served at several versions: where they meet. */
export const bothServe = (versions: readonly string[]): string => `; both serve version${versions.length > 1 ? "s" : ""} ${versions.join(", ")}`;

/** Configuration that is not of the accepted shape (zod's issues, named). */
export const invalidOptions = (where: Where, detail: string): string =>
  `Invalid options at ${where}: ${detail}`;

/** A route path that is not a string (`.get(42, h)`), or a handler where the path goes (`.get(h)`). */
export const invalidRoutePath = (value: unknown, where: Where, like: string): string =>
  typeof value === "function"
    ? `Missing path at ${where}: got a function where the path goes; write ${like}`
    : `Invalid path ${kindOf(value)} at ${where}: expected a string such as "/users/<id:int>"` +
      (Array.isArray(value) ? "; declare one route per path" : "");

/** A fluent setter given a value of the wrong kind (`.prefix(42)`, `.strictSlashes()`). */
export const invalidSetterValue = (setter: string, value: unknown, where: Where, expected: string): string =>
  `Invalid value ${kindOf(value)} given to .${setter}() of ${where}: expected ${expected}`;

/** A route's `schema` option given a schema itself rather than the object of its parts. */
export const schemaNotWrapped = (where: Where): string =>
  invalidOptions(where, "schema: expected { params?, query?, body?, headers?, response? }, got a schema itself: write schema: { body: yourSchema }");

/** What stands where a blueprint or a group goes (`group(app())`, `group(bp, { version: 1 })`);
 * `app` tells an app apart, `options` names the call whose options were misplaced. */
export const notAMember = (where: Where, value: unknown, app: boolean, options?: "group" | "app"): string =>
  invalidOptions(where, `expected a blueprint or a group, got ${app ? "an app (from app())" : kindOf(value)}`) +
  (app
    ? ": an app holds blueprints and groups, not the other way round; register them into it, app().blueprint(group(a, b))"
    : options === undefined || value === null || typeof value !== "object" || Array.isArray(value)
      ? ""
      : options === "group"
        ? "; options go first: group({ version: 1 }, a, b)"
        : "; options go second: app().blueprint(bp, { version: 1 })");

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

/** `api.url(template, 7)`: the parameters are given as an object. */
export const paramsNotObject = (template: string, names: readonly string[], value: unknown): string =>
  `Invalid parameters for '${template}': expected an object such as { ${names.map((n) => `${n}: ...`).join(", ")} }, got ${kindOf(value)}`;

/** A URL built by `api.url` with a value that does not fit its parameter. */
export const invalidParamValue = (name: string, value: string, pattern: string, template: string): string =>
  `Invalid value ${value} for parameter '${name}' of '${template}': expected ${pattern}`;

/** A URL built by `api.url` with `.` or `..` as a segment, which clients resolve away. */
export const dotSegment = (name: string, value: string, template: string): string =>
  `Invalid value ${value} for parameter '${name}' of '${template}': '.' and '..' segments are resolved by clients, so the URL would reach another route`;

/** A URL built by `api.url` without a value for one of its parameters. */
export const missingParam = (name: string, template: string): string =>
  `Missing value for parameter '${name}' of '${template}'`;

/** A params schema key that names no parameter of the path. */
export type UnknownSchemaKey<K extends string, P extends string> =
  `Params schema key '${K}' is not a parameter of '${P}'`;
export const unknownSchemaKey = <K extends string, P extends string>(key: K, template: P): UnknownSchemaKey<K, P> =>
  `Params schema key '${key}' is not a parameter of '${template}'`;

/** A parameter of the route's own path that its params schema leaves out. */
export type MissingSchemaKey<K extends string, P extends string> =
  `Parameter '${K}' of '${P}' has no key in the params schema`;
export const missingSchemaKey = <K extends string, P extends string>(key: K, template: P): MissingSchemaKey<K, P> =>
  `Parameter '${key}' of '${template}' has no key in the params schema`;

/** A query or headers schema field that accepts no string: every request would be a 400. */
export type NoTextInput<Part extends string, K extends string, P extends string> =
  `${Part} schema key '${K}' of '${P}' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()`;
export const noTextInput = <Part extends string, K extends string, P extends string>(part: Part, key: K, template: P): NoTextInput<Part, K, P> =>
  `${part} schema key '${key}' of '${template}' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()`;

/** A headers schema key with a capital letter: header names arrive in lower case. */
export type HeaderCapitals<K extends string, P extends string> =
  `Headers schema key '${K}' of '${P}' has capitals: header names arrive in lower case, so write '${Lowercase<K>}'`;
export const headerCapitals = <K extends string, P extends string>(key: K, template: P): HeaderCapitals<K, P> =>
  `Headers schema key '${key}' of '${template}' has capitals: header names arrive in lower case, so write '${key.toLowerCase() as Lowercase<K>}'`;

/** A regex parameter that can backtrack catastrophically (see `src/path/regex-safety.ts`). */
export const unsafeRegex = (name: string, pattern: string, template: string, why: string): string =>
  `Parameter '${name}' in '${template}' has a regex that can backtrack catastrophically, ${pattern}: ${why}; ` +
  `rewrite it so that its matching time stays within the square of the input, or trust it where it is written: { trustRegex: [${JSON.stringify(pattern)}] }`;

/** `api.url` with a template that no route of the app has. */
export const unknownPath = (path: string): string => `No route of this app has the path '${path}'`;

/** The `error` of versa's answers to a request whose input it cannot take (413, 415, 400). */
export const bodyTooLarge = (limit: number): string => `Body larger than ${limit} bytes`;
export const unsupportedContentType = (type: string): string => `Unsupported content type '${type}': expected application/json`;
export const MISSING_CONTENT_TYPE = "Missing content type: expected application/json";
export const MALFORMED_JSON = "Malformed JSON body";
export const UNREADABLE_BODY = "Body could not be read";
export const INVALID_INPUT = "Invalid input";
export const jsonTooDeep = (depth: number): string => `JSON body nested deeper than ${depth} levels`;
export const PROTO_KEY = "JSON body has a __proto__ key, or a constructor key holding a prototype key";

/** A route schema that `openapi()` cannot describe: its library gives no JSON Schema, or failed to. */
export const noJsonSchema = (where: Where, vendor: string, failure?: string): string =>
  failure === undefined
    ? `openapi() cannot describe ${where}: its library (${vendor}) gives no JSON Schema (schema["~standard"].jsonSchema, the Standard JSON Schema interface, which zod has from 4.2): upgrade the library, or document the routes without it, openapi({ routes: api.routes.filter(...) }, options)`
    : `openapi() cannot describe ${where}: its library (${vendor}) failed to write its JSON Schema: ${failure}`;

/** A handler's value that does not fit its route (a 500; `onError` sees the error). */
export const responseMismatch = (where: string, issues: string): string =>
  `The response of ${where} does not match its schema: ${issues}`;
/** What to do about a status that a map of response schemas lacks, at run time and at compile time. */
type DeclareIt<S extends string> = `add a schema for ${S}, or answer with a declared status`;
const declareIt = <S extends string>(status: S): DeclareIt<S> => `add a schema for ${status}, or answer with a declared status`;
/** A handler's answer whose status its map of response schemas lacks (a 500; `onError` sees it). */
export const undeclaredStatus = (where: string, status: number, declared: readonly string[]): string =>
  `The response of ${where} has status ${status}, which its response schemas do not declare (declared: ${declared.join(", ") || "none"}): ${declareIt(String(status))}`;
/**
 * {@link undeclaredStatus} at compile time, where the answer is a literal `json(body, status)`: the
 * body a compile error says such an answer should have (no body is), in a member whose status is
 * `StatusExcept<declared>`, which names the declared ones.
 */
export type UndeclaredStatus = `undeclared status: ${DeclareIt<"it">}`;
export const notJson = (kind: string): string =>
  `A handler returned ${kind}, which JSON cannot write: return a string, a JSON value, undefined (204) or a Response`;

/** A client call's path that is none of its method's templates (`Near`: the nearest, quoted; a
 * client knows the templates only as types, so this one is a compile error only). */
export type NotAPath<M extends string, P extends string, Near extends string> = `No ${M} route has the path '${P}'; the nearest: ${Near}`;

/** A client call without the options its route requires (`Keys`: `params`, `body`, ...). */
export type MissingOptions<M extends string, P extends string, Keys extends string> =
  `Missing options for ${M} '${P}': pass { ${Keys} } as the second argument`;

/** A client call that gives a GET or HEAD request a body (fetch would refuse it). */
export const bodyOnGet = (method: string, template: string): string =>
  `Cannot send a body with ${method} '${template}': GET/HEAD requests cannot carry a body`;

/** A client's `baseUrl` with a query string or fragment, which the paths would be appended to. */
export const badBaseUrl = (value: string): string =>
  `Invalid baseUrl "${value}": expected an origin and an optional base path, such as "https://example.com/api", without a query string or fragment`;

/** Any value as a message names it: primitives as {@link show}, others by kind (`a RegExp`). */
export const kindOf = (value: unknown): string => {
  if (Array.isArray(value)) return "an array";
  if (typeof value === "function") return "a function";
  if (value === null || typeof value !== "object") return typeof value === "symbol" ? "a symbol" : show(value);
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
  return name && name !== "Object" ? `a ${name}` : "an object";
};

/** `openapi(api.routes)` and the like: a first argument that is not an app. */
export const notAnApp = (fn: string, value: unknown): string =>
  `${fn}: expected an app (or an object with routes), got ${kindOf(value)}` +
  (Array.isArray(value) ? `: pass the app itself, ${fn.replace("()", "(api, ...)")}, not api.routes` : "");

/** `formatRoutes(x)` with something that is neither an app nor an array of routes. */
export const notRoutes = (fn: string, value: unknown): string =>
  `${fn}: expected an app or its routes (api.routes), got ${kindOf(value)}`;

/** A version an `openapi()` option selects that no route of the app has. */
export const versionNotInApp = (where: string, version: string | null, versions: readonly (string | undefined)[]): string => {
  const named = [...new Set(versions)].filter((v) => v !== undefined).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const has = [...named.map((v) => `"${v}"`), ...(versions.includes(undefined) ? ["none"] : [])];
  return `${where}: ${version === null ? "no route is without a version" : `no route has version "${version}"`} (${
    has.length ? `the app's versions: ${has.join(", ")}` : "the app has no routes"
  })`;
};

/** `trustRegex(/x/)`: patterns are given as their source text. */
export const notAPattern = (value: unknown): string =>
  `trustRegex(): expected pattern strings, got ${kindOf(value)}` +
  (value instanceof RegExp ? `: pass its source, trustRegex(${JSON.stringify(value.source)})` : Array.isArray(value) ? ": spread it, trustRegex(...patterns)" : "");

/** An option key a function does not take. */
export const unknownOptionDetail = (key: string, accepted: readonly string[]): string => `${key}: unknown option (accepted: ${accepted.join(", ")})`;
export const unknownOption = (where: Where, key: string, accepted: readonly string[]): string => invalidOptions(where, unknownOptionDetail(key, accepted));

/** A client's `baseUrl` that is neither an absolute http(s) URL nor a path. */
export const BASE_URL = `an absolute http(s) URL such as "https://example.com/api" or a path such as "/api" (one leading '/')`;
export const baseUrlNotHttp = (value: unknown): string =>
  invalidOptions("createClient()", `baseUrl: expected ${BASE_URL}, got ${kindOf(value)}`) +
  (typeof value === "string" && /^[\w.-]+(:\d+)?(\/|$)/.test(value) ? ` (did you mean "http://${value}"?)` : "");

/** A client call's query, or one of its values, that has no query string form. */
export const badQuery = (where: Where, key: string | undefined, value: unknown): string =>
  invalidOptions(where, key === undefined
    ? `query: expected an object such as { page: 2 }, got ${kindOf(value)}`
    : `query.${key}: expected a string, number, boolean, bigint or Date, an array of them, null or undefined, got ${kindOf(value)}`);

/** `serve()` on a port another server holds. */
export const portInUse = (port: number, hostname: string): string =>
  `Port ${port} on ${hostname} is in use: stop the server that holds it, pass another port, or 0 for a free one`;

/** A route that failed with no `onError` to see it: logged with its error, answered with a plain 500. */
export const routeFailed = (route: string, status: 500 | 503 = 500): string =>
  `${route} failed and was answered with a plain ${status} (pass app({ onError }) to handle errors yourself):`;

/** A route that gave no answer within `handlerTimeout` (the error's message, logged or given to `onError`). */
export const handlerTimedOut = (route: string, ms: number): string =>
  `${route} gave no answer within ${ms} ms (app({ handlerTimeout })), so a plain 503 was sent and its request's signal aborted where the server owns it`;

/** An `onError` that returned neither a `Response` nor `undefined`. */
export const onErrorNotResponse = (route: string, value: unknown): string =>
  `onError returned ${kindOf(value)} for an error of ${route}, so the answer is the plain 500: return a Response (such as json(...)) to answer instead, or undefined to keep the 500`;

/** An `onError` that threw: logged with what it threw, then the route's error. */
export const onErrorThrew = (route: string): string =>
  `onError threw while handling an error of ${route}, so the answer is the plain 500. What it threw, then the route's error:`;

/** `serve(api.fetch)`, `serve(blueprint)`, `serve()`. */
export const serveNotAnApp = (value: unknown): string =>
  `serve() expects an app (from app()), got ${kindOf(value).replace(/^a (Blueprint|Group)Impl$/, (_, k: string) => `a ${k.toLowerCase()}`)}: ` +
  (typeof value === "function"
    ? "pass the app itself, serve(api), not api.fetch"
    : typeof value === "object" && value !== null
      ? "register blueprints and groups on an app first, serve(app().blueprint(bp))"
      : "build one with app() and pass it, serve(api)");

/** A listen that failed on the hostname or port (EADDRINUSE is {@link portInUse}). */
export const cannotListen = (hostname: string, port: number, code: string): string =>
  code === "EACCES"
    ? `Cannot listen on port ${port} of ${hostname} (EACCES): ports below 1024 need privileges; pass a port from 1024 up, or 0 for a free one`
    : code === "EADDRNOTAVAIL"
      ? `Cannot listen on hostname "${hostname}" (EADDRNOTAVAIL): it is not an address of this machine; pass one of its addresses, such as "127.0.0.1", or "0.0.0.0" for every interface`
      : `Cannot listen on hostname "${hostname}" (${code}): it resolves to no address of this machine; pass an IP address such as "127.0.0.1", or "0.0.0.0" for every interface`;

/** `api.fetch("http://x/")`, `api.fetch(new URL(...))`, `api.fetch()`. */
export const notARequest = (value: unknown): string =>
  `api.fetch expects a Request, got ${kindOf(value)}: call api.fetch(new Request(url))`;

/** `text({ a: 1 })`, `html(["<b>"])`. */
export const notStringBody = (helper: string, value: unknown): string =>
  `${helper}(): expected a string body, got ${kindOf(value)}: ` +
  (typeof value === "object" && value !== null ? "use json() for objects and arrays" : "convert it with String()");

/** A value JSON cannot write, named by where it sits (`at`, empty for the value itself). */
export const notJsonAt = (subject: string, at: string, what: string, fix: string): string =>
  `${subject} ${at ? `holds ${what} at "${at}"` : `is ${what}`}, which JSON cannot write: ${fix}`;

/** An answer that could not be written (logged with the error; the client gets a plain 500). */
export const ANSWER_FAILED = "An answer could not be written, so a plain 500 was sent:";

/** A handler's `Response` whose body was read already (a cached one, returned twice). */
export const bodyUsed = (status: number): string =>
  `A handler returned a Response (status ${status}) whose body was already read or is being read: return a new Response for each request, or response.clone()`;

/** A streamed response body that failed after its headers were sent (logged with the error). */
export const BODY_FAILED = "A response body failed midway, so its connection was dropped (a client never takes a cut body for a whole one):";

/** `codegen: true` where the runtime refuses `new Function` (workers inside a request, a strict CSP). */
export const codegenRefused = (reason: string): string =>
  `codegen: true, but this runtime refuses to generate code here (${reason}): leave codegen unset to match without generated code where it is refused, or build the matcher while the module loads (read api.fetch at the top level), where workers still allow it`;

/** The keys every handler's and hook's context has: a hook may not add them. */
export const CONTEXT_KEYS = ["request", "params", "query", "body", "headers", "route", "allow"] as const;
export type ContextKey = (typeof CONTEXT_KEYS)[number];
const CONTEXT_KEY_LIST = "request, params, query, body, headers, route, allow";

/** An `onRequest` hook (`W`: `onRequest hook of blueprint 'a'`) whose result has a key the context has. */
export type ReservedContextKey<K extends string, W extends Where> =
  `${W} returns '${K}', a key the context already has (${typeof CONTEXT_KEY_LIST}): give it another name`;
export const reservedContextKey = <K extends string, W extends Where>(key: K, where: W): ReservedContextKey<K, W> =>
  `${where} returns '${key}', a key the context already has (${CONTEXT_KEY_LIST}): give it another name`;

/** What each kind of hook may return, as the message for another value says it. */
export const HOOK_RESULTS = {
  onRequest: "nothing, a Response to answer with, or an object of keys to add to the context",
  onResponse: "nothing, or a Response to send instead",
  onError: "nothing (the levels outside answer), or a Response to answer with",
} as const;

/** A hook that returned what its kind may not (`where`: `onRequest hook of blueprint 'a'`). */
export const invalidHookResult = (where: Where, kind: keyof typeof HOOK_RESULTS, value: unknown): string =>
  `${where} returned ${kindOf(value)}: expected ${HOOK_RESULTS[kind]}`;

/** `.onRequest(x)` with something that is not a function. */
export const hookNotAFunction = (where: Where, kind: keyof typeof HOOK_RESULTS, value: unknown): string =>
  invalidOptions(`${where}.${kind}()`, `expected a function, got ${kindOf(value)}` + (kind === "onError" ? ": (error, ctx) => ..." : kind === "onResponse" ? ": (ctx, response) => ..." : ": (ctx) => ..."));

/** A hook (or `app({ onError })`) failed on a request that matched no route. */
export const requestFailed = (method: string, path: string): string => `${method} '${path}' (no route)`;

/** `cors({ origin: "*", credentials: true })`, which browsers refuse and which would expose every user. */
export const corsCredentialsAnyOrigin =
  `credentials: true needs the origins listed (or a predicate): with origin "*" every site could read answers sent with its users' cookies, and browsers refuse it`;

/** A program checked without `strictNullChecks` (`strict: false`): the types cannot work there. */
export type NeedsStrict =
  `versa's types need "strict": true in tsconfig.json (at least "strictNullChecks": true): without it undefined is assignable to every type, so an unset version cannot be told from a set one`;
export const NEEDS_STRICT: NeedsStrict =
  `versa's types need "strict": true in tsconfig.json (at least "strictNullChecks": true): without it undefined is assignable to every type, so an unset version cannot be told from a set one`;
/**
 * `T` in a program checked with `strictNullChecks`, else {@link NeedsStrict}: what `app()`,
 * `blueprint()`, `group()` and `createClient()` return there, so that the first use of their value
 * is the one error, and it names the setting (`Property 'get' does not exist on type '"versa's
 * types need ..."'`), instead of every route after the first refused as defined twice.
 */
export type OrNeedsStrict<T> = StrictNullChecks extends true ? T : NeedsStrict;
