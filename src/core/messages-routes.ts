/** The messages about defining routes: collisions, setters, members, params schemas and hooks. */
import { invalidOptions, kindOf, type Where } from "./messages-common.js";

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

/** A params schema field that accepts no value of its parameter's type (`V`: `number` for an
 * `int`, `Date` for a `ymd`): the path hands it the cast value, so every request would be a 400. */
export type NoParamInput<K extends string, V extends string, P extends string> =
  `Params schema key '${K}' of '${P}' accepts no ${V}: the path hands it the parameter's value as a ${V}, so use a schema that takes one, such as z.${Lowercase<V>}()`;
export const noParamInput = <K extends string, V extends string, P extends string>(key: K, value: V, template: P): NoParamInput<K, V, P> =>
  `Params schema key '${key}' of '${template}' accepts no ${value}: the path hands it the parameter's value as a ${value}, so use a schema that takes one, such as z.${value.toLowerCase() as Lowercase<V>}()`;

/** A query or headers schema field that accepts no string: every request would be a 400. */
export type NoTextInput<Part extends string, K extends string, P extends string> =
  `${Part} schema key '${K}' of '${P}' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()`;
export const noTextInput = <Part extends string, K extends string, P extends string>(part: Part, key: K, template: P): NoTextInput<Part, K, P> =>
  `${part} schema key '${key}' of '${template}' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()`;

/** What the server hands each part's schema, as {@link notAnObject} names it. */
const HANDED = {
  Query: "the query as an object of strings by key (an array of strings for a key that repeats)",
  Headers: "the headers as an object of strings by lower-case name",
  Params: "the path's parameters as an object of their values by name",
} as const;

/** A query, headers or params schema whose input cannot be an object (`z.string()`, `z.array(...)`):
 * the server hands each of them an object, so every request would be a 400. */
export type NotAnObject<Part extends keyof typeof HANDED, P extends string> =
  `${Part} schema of '${P}' must take an object, such as z.object({ ... }): the server hands it ${(typeof HANDED)[Part]}`;
export const notAnObject = <Part extends keyof typeof HANDED, P extends string>(part: Part, template: P): NotAnObject<Part, P> =>
  `${part} schema of '${template}' must take an object, such as z.object({ ... }): the server hands it ${HANDED[part]}`;

/** A params schema whose output is no object (`.transform((o) => o.id)`): the handler's params are
 * the path's parameters with that output over them. */
export type GivesNoObject<P extends string> =
  `Params schema of '${P}' must give back an object: the handler's params are the path's parameters with the schema's output over them, so have a .transform() return an object, such as (p) => ({ ...p, more: 1 })`;
export const givesNoObject = <P extends string>(template: P): GivesNoObject<P> =>
  `Params schema of '${template}' must give back an object: the handler's params are the path's parameters with the schema's output over them, so have a .transform() return an object, such as (p) => ({ ...p, more: 1 })`;

/** A body schema on a route whose method's requests carry no body (GET, HEAD). */
export type BodyOnBodyless<M extends string, W extends string> =
  `Invalid schema.body at ${W}: a ${M} request has no body, so the route could only answer 400; take the input from the query or the params, or use a method with a body such as POST`;
export const bodyOnBodyless = <M extends string, W extends string>(method: M, where: W): BodyOnBodyless<M, W> =>
  `Invalid schema.body at ${where}: a ${method} request has no body, so the route could only answer 400; take the input from the query or the params, or use a method with a body such as POST`;

/** A headers schema key with a capital letter: header names arrive in lower case. */
export type HeaderCapitals<K extends string, P extends string> =
  `Headers schema key '${K}' of '${P}' has capitals: header names arrive in lower case, so write '${Lowercase<K>}'`;
export const headerCapitals = <K extends string, P extends string>(key: K, template: P): HeaderCapitals<K, P> =>
  `Headers schema key '${key}' of '${template}' has capitals: header names arrive in lower case, so write '${key.toLowerCase() as Lowercase<K>}'`;

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
  onRequest: "nothing, a Response to answer with, or a plain object of keys to add to the context",
  onResponse: "nothing, or a Response to send instead",
  onError: "nothing (the levels outside answer), or a Response to answer with",
} as const;

/**
 * The objects that are no plain object of keys which the types can tell too, each by a member
 * only it has (the well-known symbol named), and how the messages name them: the names hold for
 * every value with the member, so that the compile error and the thrown message are one text.
 */
export const NOT_PLAIN = {
  array: "an array",
  function: "a function",
  iterable: "an iterable such as a Map, a Set, Headers or URLSearchParams",
  primitive: "an object with Symbol.toPrimitive such as a Date",
} as const;

/**
 * How a hook's result is named when refused: by {@link NOT_PLAIN} where it has one of those members
 * (an array's `Symbol.unscopables`, a function's `Symbol.hasInstance`, `Symbol.iterator`,
 * `Symbol.toPrimitive`), else as {@link kindOf} names it (`a URL`, an instance of a class).
 */
export const resultKind = (value: unknown): string =>
  Array.isArray(value)
    ? NOT_PLAIN.array
    : typeof value === "function"
      ? NOT_PLAIN.function
      : typeof value === "object" && value !== null && Symbol.iterator in value
        ? NOT_PLAIN.iterable
        : typeof value === "object" && value !== null && Symbol.toPrimitive in value
          ? NOT_PLAIN.primitive
          : kindOf(value);

/** A hook (`W`: `onRequest hook of blueprint 'a'`) that returned what its kind `K` may not (`G`: `an array`). */
export type InvalidHookResult<W extends Where, K extends keyof typeof HOOK_RESULTS, G extends string> =
  `${W} returned ${G}: expected ${(typeof HOOK_RESULTS)[K]}`;
export const invalidHookResult = <W extends Where, K extends keyof typeof HOOK_RESULTS>(where: W, kind: K, value: unknown): InvalidHookResult<W, K, string> =>
  `${where} returned ${resultKind(value)}: expected ${HOOK_RESULTS[kind]}`;

/** `.onRequest(x)` with something that is not a function. */
export const hookNotAFunction = (where: Where, kind: keyof typeof HOOK_RESULTS, value: unknown): string =>
  invalidOptions(`${where}.${kind}()`, `expected a function, got ${kindOf(value)}` + (kind === "onError" ? ": (error, ctx) => ..." : kind === "onResponse" ? ": (ctx, response) => ..." : ": (ctx) => ..."));
