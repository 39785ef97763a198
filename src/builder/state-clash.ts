/**
 * The clash checks on the type state (where a route, a member or a registration is added), each
 * yielding messages (`never` when clean): routes whose keys collide in a container or at the top,
 * parameter names a prefix declares twice, and routes that collide only once a level fills in a
 * version they left unset. Each reads the unions of keys first and walks the entries only when
 * something clashes.
 */
import type * as msg from "../core/messages.js";
import type { IsNonLiteral } from "../core/types.js";
import type { AnyRouteEntry } from "./state-entries.js";
import type { FinalKeyOf, KeyOf, PathAt, PathOf } from "./state-keys.js";
import type { Lift } from "./state-lift.js";
import type { AnyLevelSettings, AnyParsedPrefix } from "./state-settings.js";

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
 * to `/` as `/` does) or each has one. A version text holds no `/`, so it cannot end where another's
 * path goes on (`/v1` and `/x` never compose to `/v1.1` and `/y`); what could meet is `/v1/x`
 * without a version against `/x` with version 1, or a version prefix set against none: neither is
 * here.
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
