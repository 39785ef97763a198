/**
 * What a route is made of, in the types and at runtime: its options, its handler's context, the
 * entry it adds to its container's type state, and the `(path, handler)` /
 * `(path, options, handler)` signatures every route method shares.
 */
import type { MissingSchemaKey, RouteExists, UnknownSchemaKey } from "../core/messages.js";
import type { OutputOf, RouteSchema } from "../core/schema.js";
import type { Compose } from "../path/compose.js";
import type { Rel } from "../path/join.js";
import type { Param, Parse } from "../path/parse.js";
import type { CheckVersionPrefix, VersionOption } from "../path/version.js";
import type { AnswerOf } from "./handler-answer.js";
import type { Context, Handler, RouteDocs } from "./route-context.js";
import type { AnyVersions, CheckVersionIn, Expand, VersionTexts } from "./version-state.js";
import type { CheckLifecycle, Lifecycle } from "./lifecycle.js";
import type { CheckInputs } from "./schema-input.js";
import type { IsNonLiteral } from "../core/types.js";
import type {
  AnyLevelSettings,
  AnyRouteEntry,
  ContainerKey,
  FinalKey,
  FinalKeyOf,
  KeyOf,
  Method,
  PathAt,
  PathOf,
  PrefixClash,
  RouteEntry,
  RouteIo,
  Unset,
  VersionOpt,
  VersionPrefixOpt,
} from "./state.js";

/**
 * The version a handler sees as `route.version`: the route's own setting, else its container's
 * (a list as the union of its versions), else any or none (an outer level may set one). A range is
 * any version until the app is known.
 */
type SeenVersion<Own, C extends AnyLevelSettings> = [Own] extends [undefined] ? Seen<C["version"]> : Seen<Own>;
type Seen<V> = [V] extends [undefined] ? string | undefined : V extends `${string}..${string}` ? string : V;

/** `Known` params with a params schema's output over them. */
type Refined<Known, Sch> = Sch extends { readonly params: unknown }
  ? OutputOf<Sch, "params", {}> extends infer O ? { [K in keyof Known | keyof O]: K extends keyof O ? O[K] : K extends keyof Known ? Known[K] : never } : never
  : Known;

/** The handler of a route with schemas: its context typed from them, from its hooks' keys and its
 * version (its result `R` is held to the response schema by `R`'s constraint, {@link AnswerOf}). */
export type SchemaHandler<Known, Sch, R, Keys = {}, Version extends string | undefined = string | undefined> = (
  ctx: NoInfer<Context<Refined<Known, Sch>, OutputOf<Sch, "query", URLSearchParams>, OutputOf<Sch, "body", undefined>, OutputOf<Sch, "headers", Headers>, Version> & Keys>,
) => R | Promise<R>;

/** The schema option: itself when its params keys fit the path and its query and headers take
 * text (see `schema-input.ts`), else the message. */
type CheckSchema<Sch, Known, Own extends string, S extends string> = Sch extends { readonly params: unknown }
  ? keyof OutputOf<Sch, "params", {}> extends infer K extends PropertyKey
    ? [Exclude<K, keyof Known>] extends [never]
      ? [Exclude<Own, K>] extends [never] ? CheckInputs<Sch, S> : { readonly params: MissingSchemaKey<Exclude<Own, K>, S> }
      : { readonly params: UnknownSchemaKey<Exclude<K, keyof Known> & string, S> }
    : Sch
  : CheckInputs<Sch, S>;

/** An object type from a union of parameters. (Through a conditional, so that a hover shows the
 * object, `{ id: number }`, rather than this name and the parameters.) */
export type ParamsObject<Ps extends Param> = { [E in Ps as E["name"]]: E["value"] } & {};

/** The options argument, each literal checked where it stands (a version against the app's
 * versions `Vs` too, in an app). */
export type CheckedRouteOptions<V, VP, W extends string, Vs extends AnyVersions | Unset = Unset, L = undefined> = RouteDocs & {
  readonly version?: CheckVersionIn<V, W, Vs>;
  readonly versionPrefix?: CheckVersionPrefix<VP, W>;
  readonly strictSlashes?: boolean;
  /** Regex patterns written here that may skip the backtracking check: `trustRegex("(a+)+")`. */
  readonly trustRegex?: readonly string[];
  readonly name?: string;
  readonly lifecycle?: CheckLifecycle<L, W>;
};

/** A path's parameters; for a non-literal path, any name may hold any value. */
type ParamsOfRel<S extends string> = string extends S
  ? Param<string, string | number | Date>
  : Parse<Rel<S>> extends [infer Ps extends Param, string] ? Ps : never;
/** A path's collision key; `never` (no key) for a non-literal path, which may or may not collide. */
type KeyOfRel<S extends string> = IsNonLiteral<S> extends true ? never : Parse<Rel<S>> extends [Param, infer K extends string] ? K : never;

/**
 * The entry a route adds to its container (relative to the container, before its settings), from
 * the route's method, path, version and version prefix options, handler result and schemas.
 */
export type RouteEntryOf<M extends Method, S extends string, V, VP, R, Sch = {}> = RouteEntry<
  M,
  string extends S ? Rel<string> : Rel<S>, // `any` as `string`
  KeyOfRel<S>,
  VersionOpt<V>,
  VersionPrefixOpt<VP>,
  ParamsOfRel<S>,
  RouteIo<Awaited<R>, Sch>
>;

/**
 * {@link RouteEntryOf} of a route without options (no version, no version prefix, no schemas). An
 * interface: a route's call instantiates its result on each inference pass, and an interface
 * reference instantiates its three arguments where the alias instantiates each of its parts.
 */
export interface PlainEntry<M extends Method, S extends string, R> extends AnyRouteEntry {
  method: M;
  path: string extends S ? Rel<string> : Rel<S>;
  key: KeyOfRel<S>;
  version: undefined;
  versionPrefix: undefined;
  params: ParamsOfRel<S>;
  io: RouteIo<R extends PromiseLike<unknown> ? Awaited<R> : R, {}>; // (a result that is no promise: no `Awaited` to work out)
}

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
 * A route path argument: the path when it parses and adds no duplicate, else the message. At the
 * top (`Final`), the route's own version prefix is known too: a parameter both declare is refused.
 */
type CheckRoute<S extends string, E extends AnyRouteEntry, K extends string, Final extends boolean> = string extends S
  ? S
  : NoInfer<Parse<Rel<S>> extends infer R
    ? R extends string ? R
    : [Extract<Final extends true ? FinalKeyOf<E> : KeyOf<E>, K>] extends [never]
      ? Final extends true ? (PrefixClash<E> extends infer D ? ([D] extends [never] ? S : D) : never) : S
      : RouteExists<E["method"], Final extends true ? PathAt<E, K, true> : S>
    : never>;

/**
 * {@link CheckRoute} for a route without options: no version, so its key follows from the parse
 * alone (`/x GET ? ?` in a container, `GET /x` at the top: {@link PlainKey}), with no entry built.
 */
type CheckPlainRoute<S extends string, M extends Method, K extends string, Final extends boolean> = string extends S
  ? S
  : NoInfer<Parse<Rel<S>> extends infer R
    ? R extends [Param, infer Key extends string]
      ? PlainKey<M, Key, Final> extends K
        ? RouteExists<M, Final extends true ? Compose<"/v", undefined, Rel<S>> : S>
        : S
      : R
    : never>;

/** The key of a route without options whose path's key is `Key` (no version: none to read from an entry). */
type PlainKey<M extends Method, Key extends string, Final extends boolean> = Final extends true ? FinalKey<M, Compose<"/v", undefined, Key>> : ContainerKey<M, Unset, Unset, Key>;

/** The `where` of a route in messages: `route GET '/x' of blueprint 'a'`. */
export type RouteWhere<M extends string, S extends string, In extends string> = `route ${M} '${S}' of ${In}`;
export const routeWhere = <M extends string, S extends string, In extends string>(
  method: M,
  path: S,
  container: In,
): RouteWhere<M, S, In> => `route ${method} '${path}' of ${container}`;

/**
 * How a builder grows: `next` is the builder with one more route. `Next` fills the slots it reads:
 * `entries` and `keys` (its routes with the new one, and their keys). `final` tells whether keys
 * are composed at the top (an app) or relative to a container (a blueprint); `versions` are the
 * app's declared versions at the top.
 *
 * The slots are `unknown` here, so that `Next`'s intersection leaves what it puts in them as it is;
 * a builder reads them as they are. A conditional type that reads the state back from the builder
 * called costs a walk over every route the builder holds on every call (its check and `infer`
 * instantiate the builder again); the slots are only looked up.
 */
export interface Grows {
  readonly entries: unknown;
  readonly keys: unknown;
  readonly next: unknown;
  readonly final: boolean;
  readonly versions: AnyVersions | Unset;
}
/** `G`'s next builder after `T` with `E` added (placed over the app's versions at the top, `X`),
 * whose key is `K` (a route without options passes the key its check computed, no entry read). */
type Next<
  G extends Grows,
  T extends Holder,
  E extends AnyRouteEntry,
  X extends AnyRouteEntry = Expand<E, G["versions"]>,
  K extends string = G["final"] extends true ? FinalKeyOf<X> : KeyOf<X>,
> = (G & {
  readonly entries: T["~types"]["entries"] | X;
  readonly keys: T["~types"]["keys"] | K;
})["next"];

/** What a builder carries for its route methods (read through `this`, so the methods need not). */
export interface Holder {
  readonly "~types": { readonly keys: string; readonly entries: AnyRouteEntry };
}
type KeysOfHolder<T extends Holder> = T["~types"]["keys"];
/** The app's declared versions at the top (`Final`), {@link Unset} in a container. */
type VersionsOfHolder<T extends Holder, Final extends boolean> = Final extends true
  ? T["~types"] extends { readonly versions: infer Vs } ? VersionTexts<Vs> : undefined
  : Unset;
/** The entry a {@link Grows} is given, as an {@link AnyRouteEntry} (the base declares it `unknown`). */
export type EntryIn<X> = [X] extends [infer E extends AnyRouteEntry] ? E : never;

/**
 * A route method (`.get`, `.post`, ...): `(path, handler)` or `(path, options, handler)`.
 * The handler's `params` are typed from every part of the path known when the route is added,
 * its context's other keys from the level's `onRequest` hooks added before it (`Keys`). A route
 * without options takes the handler's result as it is (`R`, a promise too: its entry awaits it), so
 * inference matches one type, not `R | Promise<R>`.
 */
export interface RouteMethod<M extends Method, C extends AnyLevelSettings, G extends Grows, In extends string, Keys = {}> {
  <const S extends string, R, T extends Holder>(
    this: T,
    path: CheckPlainRoute<S, M, KeysOfHolder<T>, G["final"]>,
    handler: (ctx: NoInfer<PlainContext<S, C, Keys>>) => R,
  ): Next<G, T, PlainEntry<M, S, R>, PlainEntry<M, S, R>, PlainKey<M, KeyOfRel<S>, G["final"]>>;
  <
    const S extends string,
    const V extends VersionOption | undefined = undefined,
    const VP extends string | undefined = undefined,
    const L extends Lifecycle | undefined = undefined,
    const Sch extends RouteSchema = {},
    R extends AnswerOf<Sch> = AnswerOf<Sch>,
    T extends Holder = Holder,
  >(
    this: T,
    path: CheckRoute<S, Expand<RouteEntryOf<M, S, V, VP, unknown>, VersionsOfHolder<T, G["final"]>>, KeysOfHolder<T>, G["final"]>,
    options: CheckedRouteOptions<V, VP, RouteWhere<M, S, In>, VersionsOfHolder<T, G["final"]>, L> & {
      readonly schema?: CheckSchema<Sch, Known<RouteEntryOf<M, S, V, VP, unknown>, C>, RouteEntryOf<M, S, V, VP, unknown>["params"]["name"], S>;
    },
    handler: SchemaHandler<Known<RouteEntryOf<M, S, V, VP, unknown>, C>, Sch, R, Keys, SeenVersion<VersionOpt<V>, C>>,
  ): Next<G, T, RouteEntryOf<M, S, V, VP, R, Sch>>;
}

/** A method that a literal list names twice (`["GET", "GET"]`); `never` for a list of unknown length. */
type Repeated<Ms extends readonly Method[]> = number extends Ms["length"] ? never : FirstRepeat<{ [I in keyof Ms]: Lone<Ms[I]> }>;
/** `A` when it is one method, `never` for a union of several (which may or may not repeat another). */
type Lone<A> = (A extends unknown ? (a: A) => void : never) extends (a: infer I) => void ? ([A] extends [I] ? A : never) : never;
/** The first element that a later one repeats (`never` elements skipped). */
type FirstRepeat<Ms extends readonly unknown[]> = Ms extends readonly [infer A, ...infer R] ? ([A] extends [R[number]] ? ([A] extends [never] ? FirstRepeat<R> : A) : FirstRepeat<R>) : never;

/** {@link CheckRoute} for `.route`: a method listed twice is the route defined twice. */
export type CheckMultiRoute<S extends string, Ms extends readonly Method[], E extends AnyRouteEntry, K extends string, Final extends boolean> =
  Repeated<Ms> extends infer M extends Method ? ([M] extends [never] ? CheckRoute<S, E, K, Final> : RouteExists<M, Final extends true ? PathOf<E> : S>) : never;

/** A literal list of methods as messages name it (`GET|POST`), as the runtime joins it. */
type JoinMethods<Ms extends readonly string[]> = Ms extends readonly [infer A extends string, ...infer R extends readonly string[]]
  ? R extends readonly [] ? A : `${A}|${JoinMethods<R>}`
  : string;

/** `.route(path, { methods: [...] , ...options }, handler)`: one handler for several methods. */
export interface MultiRouteMethod<C extends AnyLevelSettings, G extends Grows, In extends string, Keys = {}> {
  <
    const S extends string,
    const Ms extends readonly [Method, ...Method[]],
    const V extends VersionOption | undefined = undefined,
    const VP extends string | undefined = undefined,
    const L extends Lifecycle | undefined = undefined,
    R = unknown,
    T extends Holder = Holder,
  >(
    this: T,
    path: CheckMultiRoute<S, Ms, Expand<RouteEntryOf<Ms[number], S, V, VP, unknown>, VersionsOfHolder<T, G["final"]>>, KeysOfHolder<T>, G["final"]>,
    options: { readonly methods: Ms } & CheckedRouteOptions<V, VP, RouteWhere<JoinMethods<Ms>, S, In>, VersionsOfHolder<T, G["final"]>, L>,
    handler: Handler<Known<RouteEntryOf<Ms[number], S, V, VP, unknown>, C>, R, Keys, SeenVersion<VersionOpt<V>, C>>,
  ): Next<G, T, RouteEntryOf<Ms[number], S, V, VP, R>>;
}
