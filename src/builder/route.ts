/**
 * The route methods every builder shares (`(path, handler)` and `(path, options, handler)`, and
 * `.route` for several methods) and the context their handlers see: `params` typed from every part
 * of the path known when the route is added, the version, the schemas' outputs. The entry a route
 * adds is in `route-entry.ts`, the checks of its arguments in `route-checks.ts`, how the builder
 * grows in `grows.ts`. `ParamsObject` stays declared here: declared elsewhere, a handler's `params`
 * hovers as `ParamsObject<Param<...>>` instead of the object.
 */
import type { OutputOf, RouteSchema } from "../core/schema.js";
import type { IsNonLiteral } from "../core/types.js";
import type { Param } from "../path/parse.js";
import type { AnswerOf } from "./handler-answer.js";
import type { Context, Handler } from "./route-context.js";
import type { Expand } from "./version-state.js";
import type { Lifecycle } from "./lifecycle.js";
import type { AnyLevelSettings, VersionOpt } from "./state-settings.js";
import type { AnyRouteEntry } from "./state-entries.js";
import type { Method } from "../core/route.js";
import type { KeyOfRel, ParamsOfRel, PlainEntry, RouteEntryOf } from "./route-entry.js";
import type { CheckedRouteOptions, CheckMultiRoute, CheckPlainRoute, CheckRoute, CheckSchema, JoinMethods, PlainKey, RouteWhere } from "./route-checks.js";
import type { Next, RouteHolder } from "./grows.js";
import type { HookKeys } from "./hook-keys.js";
import type { NoObject } from "./input-shape.js";

/**
 * The version a handler sees as `route.version`: the route's own setting, else its container's
 * (a list as the union of its versions), else any or none (an outer level may set one). A range is
 * any version until the app is known.
 */
type SeenVersion<Own, C extends AnyLevelSettings> = [Own] extends [undefined] ? Seen<C["version"]> : Seen<Own>;
type Seen<V> = [V] extends [undefined] ? string | undefined : V extends `${string}..${string}` ? string : V;

/** `Known` params with a params schema's output over them. An index signature of the output (a
 * loose object's) adds no key, since the server hands the path's parameters only, and must not
 * swallow them: mapped over `string`, `{ id: number }` would read as `{ [k: string]: unknown }`.
 * Only the output's plain objects count: the server answers 500 for anything else, and a number's
 * `toFixed` is no parameter (an output that is never one is refused, `input-shape.ts`). */
type Refined<Known, Sch> = Sch extends { readonly params: unknown }
  ? Exclude<OutputOf<Sch, "params", {}>, NoObject> extends infer O
    ? [O] extends [never]
      ? Known
      : { [K in keyof Known | keyof { [L in keyof O as IsNonLiteral<L> extends true ? never : L]: 0 }]: K extends keyof O ? O[K] : K extends keyof Known ? Known[K] : never }
    : never
  : Known;

/** The handler of a route with schemas: its context typed from them, from its hooks' keys and its
 * version (its result `R` is held to the response schema by `R`'s constraint, {@link AnswerOf}). */
export type SchemaHandler<Known, Sch, R, Keys = {}, Version extends string | undefined = string | undefined> = (
  ctx: NoInfer<Context<Refined<Known, Sch>, OutputOf<Sch, "query", URLSearchParams>, OutputOf<Sch, "body", undefined>, OutputOf<Sch, "headers", Headers>, Version> & Keys>,
) => R | Promise<R>;

/** An object type from a union of parameters. (Through a conditional, so that a hover shows the
 * object, `{ id: number }`, rather than this name and the parameters.) */
export type ParamsObject<Ps extends Param> = { [E in Ps as E["name"]]: E["value"] } & {};

/** The version prefix parameters known where a route is added (the route's, else its container's). */
type PrefixParams<E extends AnyRouteEntry, C extends AnyLevelSettings> = [E["versionPrefix"]] extends [undefined]
  ? NonNullable<C["versionPrefix"]>["params"]
  : NonNullable<E["versionPrefix"]>["params"];

/**
 * The parameters a handler can see when it is added: its own and its container's so far. Version
 * prefix parameters are certain when a version is known there too, else optional: an outer group
 * may still set a version (then they are there) or not (then the prefix is unused).
 */
type Known<E extends AnyRouteEntry, C extends AnyLevelSettings> = [E["version"] | C["version"]] extends [undefined]
  ? WithOptional<E["params"] | C["prefix"]["params"], PrefixParams<E, C>>
  : ParamsObject<E["params"] | C["prefix"]["params"] | PrefixParams<E, C>>;

/** The params object of `Ps`, with `Opt` as optional keys. */
type WithOptional<Ps extends Param, Opt extends Param> = [Opt] extends [never]
  ? ParamsObject<Ps>
  : ParamsObject<Ps> & { [Q in Opt as Q["name"]]?: Q["value"] } extends infer O ? { [K in keyof O]: O[K] } : never;

/** {@link Known} for a route without options (no version or prefix of its own): no entry built. */
type KnownPlain<S extends string, C extends AnyLevelSettings> = [C["version"]] extends [undefined]
  ? WithOptional<ParamsOfRel<S> | C["prefix"]["params"], NonNullable<C["versionPrefix"]>["params"]>
  : ParamsObject<ParamsOfRel<S> | C["prefix"]["params"] | NonNullable<C["versionPrefix"]>["params"]>;

/** The context of a route without options (see {@link Handler}), computed once per path: the
 * handler's type is instantiated on each inference pass, and a conditional on `S` is cached. */
type PlainContext<S extends string, C extends AnyLevelSettings, Keys> = S extends unknown
  ? Context<KnownPlain<S, C>, URLSearchParams, undefined, Headers, Seen<C["version"]>> & Keys
  : never;

/**
 * A route method (`.get`, `.post`, ...): `(path, handler)` or `(path, options, handler)`.
 * The handler's `params` are typed from every part of the path known when the route is added,
 * its context's other keys from the level's `onRequest` hooks added before it. Everything of the
 * builder (its routes, keys, settings, hooks, {@link Grows}) is read from `this`, so that the
 * builders share one instantiation of each method (see `grows.ts`). A route
 * without options takes the handler's result as it is (`R`, a promise too: its entry awaits it), so
 * inference matches one type, not `R | Promise<R>`.
 */
export interface RouteMethod<M extends Method> {
  <const S extends string, R, T extends RouteHolder>(
    this: T,
    path: CheckPlainRoute<S, M, T["~types"]["keys"], T["~types"]["grows"]["final"]>,
    handler: (ctx: NoInfer<PlainContext<S, T["~types"]["settings"], HookKeys<T["~types"]["hooks"]>>>) => R,
  ): Next<T, PlainEntry<M, S, R>, PlainEntry<M, S, R>, PlainKey<M, KeyOfRel<S>, T["~types"]["grows"]["final"]>>;
  <
    const S extends string,
    // (any value: CheckVersion names what a version takes, where a narrower constraint would be the
    // error in its place, as it was for a range without since; written out rather than left
    // unconstrained, so that `flag ? 1 : undefined` infers with its undefined)
    const V extends {} | null | undefined = undefined,
    const VP extends string | undefined = undefined,
    const L extends Lifecycle | undefined = undefined,
    const Sch extends RouteSchema = {},
    R extends AnswerOf<Sch> = AnswerOf<Sch>,
    T extends RouteHolder = RouteHolder,
  >(
    this: T,
    path: CheckRoute<S, Expand<RouteEntryOf<M, S, V, VP, unknown>, T["~types"]["grows"]["versions"]>, T["~types"]["keys"], T["~types"]["grows"]["final"]>,
    options: CheckedRouteOptions<V, VP, RouteWhere<M, S, T["~types"]["grows"]["where"]>, T["~types"]["grows"]["versions"], L> & {
      readonly schema?: CheckSchema<Sch, Known<RouteEntryOf<M, S, V, VP, unknown>, T["~types"]["settings"]>, RouteEntryOf<M, S, V, VP, unknown>["params"]["name"], S>;
    },
    handler: SchemaHandler<Known<RouteEntryOf<M, S, V, VP, unknown>, T["~types"]["settings"]>, Sch, R, HookKeys<T["~types"]["hooks"]>, SeenVersion<VersionOpt<V>, T["~types"]["settings"]>>,
  ): Next<T, RouteEntryOf<M, S, V, VP, R, Sch>>;
}

/** `.route(path, { methods: [...] , ...options }, handler)`: one handler for several methods. */
export interface MultiRouteMethod {
  <
    const S extends string,
    const Ms extends readonly [Method, ...Method[]],
    const V extends {} | null | undefined = undefined,
    const VP extends string | undefined = undefined,
    const L extends Lifecycle | undefined = undefined,
    R = unknown,
    T extends RouteHolder = RouteHolder,
  >(
    this: T,
    path: CheckMultiRoute<S, Ms, Expand<RouteEntryOf<Ms[number], S, V, VP, unknown>, T["~types"]["grows"]["versions"]>, T["~types"]["keys"], T["~types"]["grows"]["final"]>,
    options: { readonly methods: Ms } & CheckedRouteOptions<V, VP, RouteWhere<JoinMethods<Ms>, S, T["~types"]["grows"]["where"]>, T["~types"]["grows"]["versions"], L>,
    handler: Handler<Known<RouteEntryOf<Ms[number], S, V, VP, unknown>, T["~types"]["settings"]>, R, HookKeys<T["~types"]["hooks"]>, SeenVersion<VersionOpt<V>, T["~types"]["settings"]>>,
  ): Next<T, RouteEntryOf<Ms[number], S, V, VP, R>>;
}

/** The route methods of a builder that holds routes (an app, a blueprint): each reads the builder
 * it is called on through `this`, so both share them. */
export interface RouteMethods {
  get: RouteMethod<"GET">;
  post: RouteMethod<"POST">;
  put: RouteMethod<"PUT">;
  patch: RouteMethod<"PATCH">;
  delete: RouteMethod<"DELETE">;
  head: RouteMethod<"HEAD">;
  options: RouteMethod<"OPTIONS">;
  /** One handler for several methods: `.route("/x", { methods: ["GET", "POST"] }, h)`. */
  route: MultiRouteMethod;
}
