/**
 * The builders' type state. A container (blueprint, group, registration) holds its routes as a
 * union of {@link RouteEntry} records relative to itself, plus a union of collision keys. Adding a
 * route adds one member to each; putting a container into another lifts each entry once. Nothing
 * re-walks the tree per call, so type-check cost grows linearly with the number of routes.
 *
 * Every record comes twice: a plain interface (`AnyRouteEntry`) that constraints and indexed
 * reads use, and a generic one that extends it (`RouteEntry<...>`) that the state holds. Records
 * are interfaces, not type literals: TypeScript re-instantiates a type literal under every mapper
 * that touches it, but leaves an instantiated interface with concrete arguments alone.
 *
 * Except one argument: an entry's handler result is an object type written in a handler, which
 * TypeScript walks whenever a mapper reaches it. So a mapper must not reach the entries twice. A
 * conditional over entries tests the part it reads as it is (`E["version"] extends undefined`), not
 * wrapped in a tuple (`[E["version"]] extends [undefined]`: a tuple there is a deferred reference
 * over `E`, instantiated again under the conditional's mapper); no `infer` binds entries or a
 * builder that holds them; and a builder's method reads its routes through `this`, not through the
 * builder's type arguments. (The part tested is not a bare type parameter: it does not distribute.)
 */
import type { Join, Rel } from "../path/join.js";
import type { Param, Parse } from "../path/parse.js";
import type { VersionPrefixText, VersionSettingText } from "../path/version.js";
import type { Compose } from "../path/compose.js";
import type * as msg from "../core/messages.js";
import type { IsAny, IsNonLiteral } from "../core/types.js";

import type { Method } from "../core/route.js";

export type { Method };

/** A route as a container holds it, before the outer levels are known. */
export interface AnyRouteEntry {
  method: Method;
  /** path relative to the container, prefixes applied so far, in normal form */
  path: string;
  /** the same with parameters reduced to their types (for collisions) */
  key: string;
  /** version text, once a level sets it */
  version: string | undefined;
  /** version prefix, once a level sets it */
  versionPrefix: AnyParsedPrefix | undefined;
  /** parameters of `path` */
  params: Param;
  /** what the handler resolves to, and its schemas (the client reads both): a {@link RouteIo} */
  io: unknown;
}

/** One route of a container's type state: an {@link AnyRouteEntry} with its parts as arguments. */
export interface RouteEntry<
  M extends Method,
  Path extends string,
  Key extends string,
  Version extends string | undefined,
  VersionPrefix extends AnyParsedPrefix | undefined,
  Params extends Param,
  Io,
> extends AnyRouteEntry {
  method: M;
  path: Path;
  key: Key;
  version: Version;
  versionPrefix: VersionPrefix;
  params: Params;
  io: Io;
}

/** What an entry records for the client: the handler's result and the route's schemas. */
export interface RouteIo<Returns, Schemas> {
  readonly returns: Returns;
  readonly schemas: Schemas;
}

/** A url prefix, version prefix or path, parsed once where it is set. */
export interface AnyParsedPrefix {
  /** normal form */
  path: string;
  /** collision key: parameters reduced to their types */
  key: string;
  params: Param;
}
/** An {@link AnyParsedPrefix} with its parts as arguments. */
export interface ParsedPrefix<Path extends string, Key extends string, Params extends Param> extends AnyParsedPrefix {
  path: Path;
  key: Key;
  params: Params;
}

/** A container's own settings, each `undefined` until set (the url prefix is empty until set). */
export interface AnyLevelSettings {
  prefix: AnyParsedPrefix;
  version: string | undefined;
  versionPrefix: AnyParsedPrefix | undefined;
}
/** An {@link AnyLevelSettings} with its parts as arguments. */
export interface LevelSettings<Prefix extends AnyParsedPrefix, Version extends string | undefined, VersionPrefix extends AnyParsedPrefix | undefined>
  extends AnyLevelSettings {
  prefix: Prefix;
  version: Version;
  versionPrefix: VersionPrefix;
}

export type NoPrefix = ParsedPrefix<"", "", never>;
/** The settings of a level that sets nothing. */
export type NoSettings = LevelSettings<NoPrefix, undefined, undefined>;

/** A literal prefix or path, parsed: its normal form, key and parameters. */
export type PrefixOf<S extends string> = IsNonLiteral<S> extends true
  ? ParsedPrefix<string, never, never>
  : Parse<Rel<S>> extends [infer Ps extends Param, infer K extends string]
    ? ParsedPrefix<Rel<S>, K, Ps>
    : NoPrefix;

/** A literal version prefix, parsed. */
export type VersionPrefixOf<S extends string> = IsNonLiteral<S> extends true
  ? ParsedPrefix<string, never, never>
  : Parse<VersionPrefixText<S>> extends [infer Ps extends Param, infer K extends string]
    ? ParsedPrefix<VersionPrefixText<S>, K, Ps>
    : NoPrefix;

/** The version text of an option value (a list's as a union, a range's as `"2.."`: see
 * `VersionSettingText`), `undefined` when not given; `any` is a non-literal `string`. */
export type VersionOpt<V> = [V] extends [undefined] ? (IsAny<V> extends true ? string : undefined) : VersionSettingText<V>;
/** The version prefix of an option value, `undefined` when not given; `any` is a non-literal `string`. */
export type VersionPrefixOpt<VP> = [VP] extends [undefined] ? (IsAny<VP> extends true ? VersionPrefixOf<string> : undefined) : VersionPrefixOf<VP & string>;

/**
 * What an `any` member holds, as far as the types know: routes of any method at a non-literal
 * path under the levels around it, with a version (and prefix) of their own or none. It collides
 * with nothing and leaves the other routes as they are.
 */
export type EntryOfAnyMember = RouteEntry<Method, `/${string}`, never, string, NoPrefix, Param<string, string | number | Date>, unknown>;

/** Puts a level's settings under its entries: prefix in front, version and prefix where unset. */
export type Lift<E extends AnyRouteEntry, C extends AnyLevelSettings> = C extends NoSettings
  ? E // a level that sets nothing changes nothing: no pass over the entries
  : [C["version"], C["versionPrefix"]] extends [undefined, undefined]
    ? LiftPrefix<E, Join<C["prefix"]["path"], "">, Join<C["prefix"]["key"], "">, C["prefix"]["params"]> // a level that sets only a url prefix (as most blueprints do)
  : [C["prefix"]["path"], C["versionPrefix"]] extends ["", undefined]
    ? LiftVersion<E, C["version"]> // a level that sets only a version (as version groups do): no paths joined
    : LiftUnder<E, Join<C["prefix"]["path"], "">, Join<C["prefix"]["key"], "">, C["version"], C["versionPrefix"], C["prefix"]["params"]>;
/**
 * {@link Lift} under a level's settings read once: its prefix's path and key joined in front
 * (`Join<P, Path>` is `${Join<P, "">}${Path}`), its version, version prefix and prefix parameters.
 * Each entry's record is written out here, its parts as inline conditionals and indexed reads (no
 * alias per part, no helper alias per entry): each alias layer is one more instantiation per route.
 */
type LiftUnder<E extends AnyRouteEntry, PP extends string, PK extends string, V extends string | undefined, VP extends AnyParsedPrefix | undefined, Ps extends Param> =
  E["version"] extends undefined
    ? E["versionPrefix"] extends undefined
      ? LiftUnset<E, PP, PK, V, VP, Ps> // no route sets either (read over all routes at once): no choice per route
      : LiftEach<E, PP, PK, V, VP, Ps>
    : LiftEach<E, PP, PK, V, VP, Ps>;
type LiftEach<E extends AnyRouteEntry, PP extends string, PK extends string, V extends string | undefined, VP extends AnyParsedPrefix | undefined, Ps extends Param> = E extends unknown
  ? RouteEntry<E["method"], `${PP}${E["path"]}`, `${PK}${E["key"]}`, E["version"] extends undefined ? V : E["version"], E["versionPrefix"] extends undefined ? VP : E["versionPrefix"], E["params"] | Ps, E["io"]>
  : never;
/** {@link LiftUnder} of routes that set no version and no version prefix of their own. */
type LiftUnset<E extends AnyRouteEntry, PP extends string, PK extends string, V extends string | undefined, VP extends AnyParsedPrefix | undefined, Ps extends Param> = E extends unknown
  ? RouteEntry<E["method"], `${PP}${E["path"]}`, `${PK}${E["key"]}`, V, VP, E["params"] | Ps, E["io"]>
  : never;
/** {@link Lift} under a level that sets only a url prefix (joined in front as `PP` and `PK`, its
 * parameters `Ps`): version and version prefix stay as they are, no conditional per entry. */
type LiftPrefix<E extends AnyRouteEntry, PP extends string, PK extends string, Ps extends Param> = E extends unknown
  ? RouteEntry<E["method"], `${PP}${E["path"]}`, `${PK}${E["key"]}`, E["version"], E["versionPrefix"], E["params"] | Ps, E["io"]>
  : never;

/** {@link Lift} under a level that sets only the version `V`. */
type LiftVersion<E extends AnyRouteEntry, V extends string | undefined> = E["version"] extends undefined ? LiftVersionUnset<E, V> : LiftVersionEach<E, V>;
type LiftVersionEach<E extends AnyRouteEntry, V extends string | undefined> = E extends unknown
  ? RouteEntry<E["method"], E["path"], E["key"], E["version"] extends undefined ? V : E["version"], E["versionPrefix"], E["params"], E["io"]>
  : never;
type LiftVersionUnset<E extends AnyRouteEntry, V extends string | undefined> = E extends unknown
  ? RouteEntry<E["method"], E["path"], E["key"], V, E["versionPrefix"], E["params"], E["io"]>
  : never;

/** Whether a version text is a literal (a non-literal one is `${number}` or `string`). */
type LiteralVersion<V> = `${number}` extends V ? false : true;

/** What a container's key has in place of a version or version prefix that no level set yet. */
export type Unset = "?";

/**
 * The collision key of a route in a container: `/users/<int> GET 2 /api/v`, with {@link Unset}
 * for what is not set yet. Two entries of one container with equal keys collide wherever they go.
 * The path's key comes first, so that a url prefix goes in front of every key at once
 * ({@link LiftKeys}).
 */
export type ContainerKey<M extends Method, Version extends string, VersionPrefixKey extends string, Key extends string> = `${Key} ${M} ${Version} ${VersionPrefixKey}`;
/** The collision key of a route at the top: `GET /api/v2/users/<int>`, its composed key. */
export type FinalKey<M extends Method, ComposedKey extends string> = `${M} ${ComposedKey}`;

/** An entry's {@link ContainerKey}; `never` for a non-literal version. */
export type KeyOf<E extends AnyRouteEntry> = E extends unknown
  ? LiteralVersion<E["version"]> extends true
    ? ContainerKey<
        E["method"],
        E["version"] extends string ? E["version"] : Unset,
        E["versionPrefix"] extends AnyParsedPrefix ? E["versionPrefix"]["key"] : Unset,
        E["key"]
      >
    : never
  : never;

/**
 * A member's routes as a group holds them: the routes as their blueprint holds them (`E`) and the
 * settings of every level between them and the group (`C`, composed by {@link UnderLevel}). A group
 * keeps one per blueprint inside it, so that each route is lifted once, at the app, under all its
 * levels at once, instead of once per level.
 */
export interface Sub<C extends AnyLevelSettings, E extends AnyRouteEntry> extends AnySub {
  readonly settings: C;
  readonly entries: E;
}
/** What a {@link Sub} is, whatever it holds. */
export interface AnySub {
  readonly settings: AnyLevelSettings;
  readonly entries: AnyRouteEntry;
}

/**
 * Settings `In` under a level whose settings are `Out`: the prefixes joined (`Out`'s in front), the
 * version and version prefix `In` sets, else `Out`'s. Lifting under it is lifting under `In` and then
 * under `Out` (`Join` is associative; a route's own version wins over both).
 */
export type UnderLevel<In extends AnyLevelSettings, Out extends AnyLevelSettings> = Out extends NoSettings
  ? In
  : In extends NoSettings
    ? Out
    : LevelSettings<
        ParsedPrefix<`${Join<Out["prefix"]["path"], "">}${Join<In["prefix"]["path"], "">}`, `${Join<Out["prefix"]["key"], "">}${Join<In["prefix"]["key"], "">}`, In["prefix"]["params"] | Out["prefix"]["params"]>,
        In["version"] extends undefined ? Out["version"] : In["version"],
        In["versionPrefix"] extends undefined ? Out["versionPrefix"] : In["versionPrefix"]
      >;

/** The routes of subs `S` under a level `C` outside them, each lifted once (one pass per sub). */
export type Flatten<S extends AnySub, C extends AnyLevelSettings> = S extends AnySub ? Lift<S["entries"], UnderLevel<S["settings"], C>> : never;
/** Subs `S` under a level `C` outside them: their settings composed, their routes as they are. */
export type Resub<S extends AnySub, C extends AnyLevelSettings> = S extends AnySub ? Sub<UnderLevel<S["settings"], C>, S["entries"]> : never;

/**
 * The keys of entries `E` (whose keys are `K`) lifted under a level's settings `C`: a level that
 * sets only a url prefix puts its key in front of each (one template over the union, no pass per
 * entry), else each lifted entry's key.
 */
export type LiftKeys<E extends AnyRouteEntry, K extends string, C extends AnyLevelSettings> = C extends NoSettings
  ? K
  : [C["version"], C["versionPrefix"]] extends [undefined, undefined]
    ? `${Join<C["prefix"]["key"], "">}${K}`
    : KeyOf<Lift<E, C>>;

/** The composed template of an entry at the top, where every level is known. */
export type PathOf<E extends AnyRouteEntry> = Compose<E["versionPrefix"] extends AnyParsedPrefix ? E["versionPrefix"]["path"] : "/v", E["version"], E["path"]>;

/** `E` at one version `V` of its own (an entry of a list has several). */
export type At<E extends AnyRouteEntry, V extends string | undefined> = RouteEntry<E["method"], E["path"], E["key"], V, E["versionPrefix"], E["params"], E["io"]>;
/**
 * The composed template of `E` at each of its versions whose key (`KeyOf`, or `FinalKeyOf` at the
 * top) is in `K`: what a duplicate's message names. Computed only for a message.
 */
export type PathAt<E extends AnyRouteEntry, K, Final extends boolean = false> = E["version"] extends infer V extends string | undefined
  ? V extends unknown
    ? [(Final extends true ? FinalKeyOf<At<E, V>> : KeyOf<At<E, V>>) & K] extends [never] ? never : PathOf<At<E, V>>
    : never
  : never;

/** A duplicate parameter name between a level's prefix and the routes under it, as a message. */
export type ParamClash<E extends AnyRouteEntry, C extends AnyLevelSettings> = [C["prefix"]["params"]] extends [never]
  ? never // a prefix without parameters clashes with nothing: no pass over the entries
  : E extends unknown
    ? E["params"]["name"] & C["prefix"]["params"]["name"] extends never
      ? never
      : string extends E["params"]["name"] ? never // a non-literal path: its names (`string`) may be any or none
      : msg.DuplicateParamName<E["params"]["name"] & C["prefix"]["params"]["name"], PathOf<Lift<E, C>>>
    : never;

/**
 * The route keys of `New` that `OldKeys` has already, as messages. `Final`: compare at the top,
 * where two entries of `New` collide too when their final keys are equal (`/v1/x` without a version
 * and `/x` with version 1; a version prefix `/v` set and one left to the default).
 */
export type Clash<New extends AnyRouteEntry, OldKeys extends string, Final extends boolean = false, NewKeys extends string = KeyOf<New>> = Final extends true
  ? FinalClash<New, OldKeys>
  : [Extract<NewKeys, OldKeys>] extends [never]
    ? never // the keys of all of `New` at once (the container computed them already): no pass per entry
    : New extends unknown
      ? KeyOf<New> extends infer Key
        ? [Key] extends [never] ? never : Key extends OldKeys ? msg.RouteExists<New["method"], PathAt<New, Key>> : never
        : never
      : never;

/**
 * Whether entries of one container that differ by container key differ at the top too: all share
 * one version prefix, none has a range (which the app's versions may turn into another's version),
 * and either none has a version (the top key is the method and path; none is `""`, which composes
 * to `/` as `/` does) or each has one. A version
 * text holds no `/`, so it cannot end where another's path goes on (`/v1` and `/x` never compose
 * to `/v1.1` and `/y`); what could meet is `/v1/x` without a version against `/x` with version 1,
 * or a version prefix set against none: neither is here.
 */
export type OneComposition<E extends AnyRouteEntry> = Composes<E["version"], E["versionPrefix"], E["key"]>;
/** {@link OneComposition} of the entries' versions `V`, version prefixes `VP` and keys `K`. */
type Composes<V, VP, K> = [Extract<V, `${string}..${string}`>] extends [never]
  ? undefined extends V
    ? [V] extends [undefined] ? ([Extract<K, "">] extends [never] ? Single<VP> : false) : false
    : Single<VP>
  : false;
/** `true` when the union `T` has one member (`false` or `boolean` when more). */
type Single<T, U = T> = T extends unknown ? ([Exclude<U, T>] extends [never] ? true : false) : never;

/**
 * {@link Clash} at the top for entries that cannot meet among themselves ({@link OneComposition}):
 * their final keys against `OldKeys` alone, one read of the keys' union, a pass only on a clash.
 */
export type FinalClashWithOld<New extends AnyRouteEntry, OldKeys extends string> = Extract<FinalKeyOf<New>, OldKeys> extends never
  ? never
  : New extends unknown
    ? FinalKeyOf<New> & OldKeys extends infer Key extends string ? ([Key] extends [never] ? never : msg.RouteExists<New["method"], PathAt<New, Key, true>>) : never
    : never;

/** Entries by final key: entries with one key make its value their union (one pass, no pairs). */
type ByFinalKey<E extends AnyRouteEntry> = { [X in E as FinalKeyOf<X>]: X };
/** {@link Clash} at the top: against `OldKeys`, and against the other entries of `New` through `By`. */
type FinalClash<New extends AnyRouteEntry, OldKeys extends string, By extends Record<string, AnyRouteEntry> = ByFinalKey<New>> = New extends unknown
  ? FinalClashAt<New, FinalKeyOf<New>, OldKeys, By>
  : never;
/** {@link FinalClash} of one entry `New` at its final key(s) `Key`. */
type FinalClashAt<New extends AnyRouteEntry, Key extends string, OldKeys extends string, By extends Record<string, AnyRouteEntry>> = Key extends OldKeys
  ? msg.RouteExists<New["method"], PathAt<New, Key, true>>
  : By[Key] extends New ? never : msg.RouteExists<New["method"], PathAt<New, Key, true>>;

/** A container's settings from its options object (each `undefined` when not given, `any` as `string`). */
export type SettingsOf<UrlPrefix, Version, VersionPrefix> = LevelSettings<
  [UrlPrefix] extends [undefined] ? (IsAny<UrlPrefix> extends true ? PrefixOf<string> : NoPrefix) : PrefixOf<UrlPrefix & string>,
  VersionOpt<Version>,
  VersionPrefixOpt<VersionPrefix>
>;
export type SetPrefix<C extends AnyLevelSettings, S extends string> = LevelSettings<PrefixOf<S>, C["version"], C["versionPrefix"]>;
export type SetVersion<C extends AnyLevelSettings, V> = LevelSettings<C["prefix"], IsAny<V> extends true ? string : VersionSettingText<V>, C["versionPrefix"]>;
export type SetVersionPrefix<C extends AnyLevelSettings, S extends string> = LevelSettings<C["prefix"], C["version"], VersionPrefixOf<S>>;

/** The parameters of an entry at the top: its path's, and its version prefix's when versioned. */
export type FinalParams<E extends AnyRouteEntry> =
  | E["params"]
  | (E["version"] extends string ? (E["versionPrefix"] extends AnyParsedPrefix ? E["versionPrefix"]["params"] : never) : never);

/** An entry's {@link FinalKey}; `never` for a non-literal version. */
export type FinalKeyOf<E extends AnyRouteEntry> = E extends unknown
  ? LiteralVersion<E["version"]> extends true
    ? FinalKey<E["method"], Compose<E["versionPrefix"] extends AnyParsedPrefix ? E["versionPrefix"]["key"] : "/v", E["version"], E["key"]>>
    : never
  : never;

/** A version prefix parameter that the path declares again, at the top, as a message (none
 * unless some version prefix has parameters: no pass over the entries). */
export type PrefixClash<E extends AnyRouteEntry> = E["versionPrefix"] extends undefined ? never : PrefixClashEach<E>;
type PrefixClashEach<E extends AnyRouteEntry> = E extends unknown
  ? E["version"] extends string
    ? E["versionPrefix"] extends AnyParsedPrefix
      ? E["versionPrefix"]["params"]["name"] & E["params"]["name"] extends never
        ? never
        : string extends E["params"]["name"] ? never
        : msg.DuplicateParamName<E["versionPrefix"]["params"]["name"] & E["params"]["name"], PathOf<E>>
      : never
    : never
  : never;

type Inheriting<E extends AnyRouteEntry, F extends "version" | "versionPrefix"> = E extends unknown ? (E[F] extends undefined ? E : never) : never;
/** Entries that set `F` to a literal (a `${number}` version may or may not equal another). */
type Explicit<E extends AnyRouteEntry, F extends "version" | "versionPrefix"> = E extends unknown
  ? E[F] extends undefined ? never
  : IsNonLiteral<F extends "version" ? E["version"] & string : NonNullable<E["versionPrefix"]>["path"]> extends true ? never
  : E
  : never;
type Collide<A extends AnyRouteEntry, B extends AnyRouteEntry, C extends AnyLevelSettings> = Clash<Lift<A, C>, KeyOf<Lift<B, C>>>;

/**
 * Routes that collide only once a level's version (or version prefix) fills in what they left
 * unset: an inheriting route against a sibling that set the same value, as messages. None can
 * unless some route set what the level sets (read over all routes at once: no pass per route).
 */
export type InheritClash<E extends AnyRouteEntry, C extends AnyLevelSettings> =
  | ([C["version"]] extends [undefined] ? never
    : Extract<E["version"], C["version"]> extends never ? never
    : Collide<Inheriting<E, "version">, Explicit<E, "version">, C>)
  | ([C["versionPrefix"]] extends [undefined] ? never
    : Extract<NonNullable<E["versionPrefix"]>["key"], NonNullable<C["versionPrefix"]>["key"]> extends never ? never
    : Collide<Inheriting<E, "versionPrefix">, Explicit<E, "versionPrefix">, C>);
