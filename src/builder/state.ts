/**
 * The builders' type state. A container (blueprint, group, registration) holds its routes as a
 * union of {@link Pending} entries relative to itself, plus a union of collision keys. Adding a
 * route adds one member to each; putting a container into another lifts each entry once. Nothing
 * re-walks the tree per call, so type-check cost grows linearly with the number of routes.
 */
import type { Join, Rel } from "../path/join.js";
import type { P, Parse } from "../path/parse.js";
import type { VersionPrefixText, VersionText } from "../path/version.js";
import type { Compose } from "../path/compose.js";
import type * as msg from "../core/messages.js";

import type { Method } from "../core/route.js";

export type { Method };

/** A route as a container holds it, before the outer levels are known. */
export interface Pending {
  /** method */
  m: Method;
  /** path relative to the container, prefixes applied so far, in normal form */
  p: string;
  /** the same with parameters reduced to their types (for collisions) */
  k: string;
  /** version text, once a level sets it */
  v: string | undefined;
  /** version prefix, once a level sets it (with its key and parameters) */
  vp: Prefix | undefined;
  /** parameters of `p` */
  ps: P;
  /** what the handler resolves to, and its schemas (the client reads both) */
  o: unknown;
}

/**
 * A {@link Pending} with its parts as type arguments. An interface, not a type literal: TypeScript
 * re-instantiates type literals under every mapper that touches them, but leaves an instantiated
 * interface with concrete arguments alone, so a union of these is never walked again.
 */
export interface Ent<
  M extends Method,
  Path extends string,
  K extends string,
  V extends string | undefined,
  VP extends Prefix | undefined,
  Ps extends P,
  O,
> extends Pending {
  m: M;
  p: Path;
  k: K;
  v: V;
  vp: VP;
  ps: Ps;
  o: O;
}

/** A path or prefix with its key and parameters, parsed once where it is set. */
export interface Prefix {
  p: string;
  k: string;
  ps: P;
}
/** A {@link Prefix} with its parts as type arguments (an interface, see {@link Ent}). */
export interface Pre<Path extends string, K extends string, Ps extends P> extends Prefix {
  p: Path;
  k: K;
  ps: Ps;
}

/** A container's own settings, each `undefined` until set. */
export interface Cfg {
  pre: Prefix;
  v: string | undefined;
  vp: Prefix | undefined;
}
/** A {@link Cfg} with its parts as type arguments (an interface, see {@link Ent}). */
export interface Conf<Pr extends Prefix, V extends string | undefined, VP extends Prefix | undefined> extends Cfg {
  pre: Pr;
  v: V;
  vp: VP;
}

export type EmptyPrefix = Pre<"", "", never>;
export type EmptyCfg = Conf<EmptyPrefix, undefined, undefined>;

/** A literal prefix or path, parsed: its normal form, key and parameters. */
export type PrefixOf<S extends string> = NonLiteral<S> extends true
  ? Pre<string, never, never>
  : Parse<Rel<S>> extends [infer Ps extends P, infer K extends string]
    ? Pre<Rel<S>, K, Ps>
    : EmptyPrefix;

/** A literal version prefix, parsed. */
export type VersionPrefixOf<S extends string> = NonLiteral<S> extends true
  ? Pre<string, never, never>
  : Parse<VersionPrefixText<S>> extends [infer Ps extends P, infer K extends string]
    ? Pre<VersionPrefixText<S>, K, Ps>
    : EmptyPrefix;

/** The version text of an option value, `undefined` when not given; `any` is a non-literal `string`. */
export type VersionOpt<V> = [V] extends [undefined] ? (0 extends 1 & V ? string : undefined) : VersionText<V>;

/**
 * What an `any` member holds, as far as the types know: routes of any method at a non-literal
 * path under the levels around it, with a version (and prefix) of their own or none. It collides
 * with nothing and leaves the other routes as they are.
 */
export type AnyEntry = Ent<Method, `/${string}`, never, string, EmptyPrefix, P<string, string | number | Date>, unknown>;

type Or<A, B> = [A] extends [undefined] ? B : A;

/** Puts a level's settings under its entries: prefix in front, version and prefix where unset. */
export type Lift<E extends Pending, C extends Cfg> = C extends EmptyCfg
  ? E // a level that sets nothing changes nothing: no pass over the entries
  : E extends unknown
    ? Ent<E["m"], Join<C["pre"]["p"], E["p"]>, Join<C["pre"]["k"], E["k"]>, Or<E["v"], C["v"]>, Or<E["vp"], C["vp"]>, E["ps"] | C["pre"]["ps"], E["o"]>
    : never;

/**
 * Whether `S` is not a literal (`string`, `${number}`, `/a/${string}`). Paths and prefixes are tested
 * once where they are parsed: a non-literal one gets the key `never`, which every key built from it
 * inherits, so it collides with nothing (it may or may not equal another).
 */
export type NonLiteral<S extends string> = {} extends Record<S, 1> ? true : false;

/** Whether a version text is a literal (a non-literal one is `${number}` or `string`). */
type LiteralVersion<V> = `${number}` extends V ? false : true;

/** A collision key: two entries of one container with equal keys collide wherever they go. */
export type KeyOf<E extends Pending> = E extends unknown
  ? LiteralVersion<E["v"]> extends true
    ? `${E["m"]} ${E["v"] extends string ? E["v"] : "?"} ${E["vp"] extends Prefix ? E["vp"]["k"] : "?"} ${E["k"]}`
    : never
  : never;

/** The composed template of an entry at the top, where every level is known. */
export type PathOf<E extends Pending> = Compose<E["vp"] extends Prefix ? E["vp"]["p"] : "/v", E["v"], E["p"]>;

/** A duplicate parameter name between a level's prefix and the routes under it, as a message. */
export type ParamClash<E extends Pending, C extends Cfg> = [C["pre"]["ps"]] extends [never]
  ? never // a prefix without parameters clashes with nothing: no pass over the entries
  : E extends unknown
    ? [E["ps"]["n"] & C["pre"]["ps"]["n"]] extends [never]
      ? never
      : string extends E["ps"]["n"] ? never // a non-literal path: its names (`string`) may be any or none
      : msg.DuplicateParamName<E["ps"]["n"] & C["pre"]["ps"]["n"], PathOf<Lift<E, C>>>
    : never;

/**
 * The route keys of `New` that `OldKeys` has already, as messages. `Final`: compare at the top,
 * where two entries of `New` collide too when their final keys are equal (`/v1/x` without a version
 * and `/x` with version 1; a version prefix `/v` set and one left to the default).
 */
export type Clash<New extends Pending, OldKeys extends string, Final extends boolean = false> = Final extends true
  ? FinalClash<New, OldKeys>
  : New extends unknown
    ? KeyOf<New> extends infer Key
      ? [Key] extends [never] ? never : Key extends OldKeys ? msg.RouteExists<New["m"], PathOf<New>> : never
      : never
    : never;

/** Entries by final key: entries with one key make its value their union (one pass, no pairs). */
type ByFinalKey<E extends Pending> = { [X in E as FinalKeyOf<X>]: X };
/** {@link Clash} at the top: against `OldKeys`, and against the other entries of `New` through `By`. */
type FinalClash<New extends Pending, OldKeys extends string, By extends Record<string, Pending> = ByFinalKey<New>> = New extends unknown
  ? FinalKeyOf<New> extends infer Key extends string
    ? Key extends OldKeys ? msg.RouteExists<New["m"], PathOf<New>> : [By[Key]] extends [New] ? never : msg.RouteExists<New["m"], PathOf<New>>
    : never
  : never;

/** A container's settings from its options object (each `undefined` when not given, `any` as `string`). */
export type CfgOf<U, V, VP> = Conf<
  [U] extends [undefined] ? (0 extends 1 & U ? PrefixOf<string> : EmptyPrefix) : PrefixOf<U & string>,
  VersionOpt<V>,
  [VP] extends [undefined] ? (0 extends 1 & VP ? VersionPrefixOf<string> : undefined) : VersionPrefixOf<VP & string>
>;
export type SetPrefix<C extends Cfg, S extends string> = Conf<PrefixOf<S>, C["v"], C["vp"]>;
export type SetVersion<C extends Cfg, V> = Conf<C["pre"], 0 extends 1 & V ? string : VersionText<V>, C["vp"]>;
export type SetVersionPrefix<C extends Cfg, S extends string> = Conf<C["pre"], C["v"], VersionPrefixOf<S>>;

/** The parameters of an entry at the top: its path's, and its version prefix's when versioned. */
export type FinalParams<E extends Pending> = E["ps"] | (E["v"] extends string ? (E["vp"] extends Prefix ? E["vp"]["ps"] : never) : never);

/** The collision key of an entry at the top: its composed template with parameters reduced. */
export type FinalKeyOf<E extends Pending> = E extends unknown
  ? LiteralVersion<E["v"]> extends true ? `${E["m"]} ${Compose<E["vp"] extends Prefix ? E["vp"]["k"] : "/v", E["v"], E["k"]>}` : never
  : never;

/** A version prefix parameter that the path declares again, at the top, as a message. */
export type PrefixClash<E extends Pending> = E extends unknown
  ? E["v"] extends string
    ? E["vp"] extends Prefix
      ? [E["vp"]["ps"]["n"] & E["ps"]["n"]] extends [never] ? never : string extends E["ps"]["n"] ? never : msg.DuplicateParamName<E["vp"]["ps"]["n"] & E["ps"]["n"], PathOf<E>>
      : never
    : never
  : never;

type Inheriting<E extends Pending, F extends "v" | "vp"> = E extends unknown ? ([E[F]] extends [undefined] ? E : never) : never;
/** Entries that set `F` to a literal (a `${number}` version may or may not equal another). */
type Explicit<E extends Pending, F extends "v" | "vp"> = E extends unknown
  ? [E[F]] extends [undefined] ? never : {} extends Record<F extends "v" ? E["v"] & string : NonNullable<E["vp"]>["p"], 1> ? never : E
  : never;
type Collide<A extends Pending, B extends Pending, C extends Cfg> = Clash<Lift<A, C>, KeyOf<Lift<B, C>>>;

/**
 * Routes that collide only once a level's version (or version prefix) fills in what they left
 * unset: an inheriting route against a sibling that set the same value, as messages.
 */
export type InheritClash<E extends Pending, C extends Cfg> =
  | ([C["v"]] extends [undefined] ? never : Collide<Inheriting<E, "v">, Explicit<E, "v">, C>)
  | ([C["vp"]] extends [undefined] ? never : Collide<Inheriting<E, "vp">, Explicit<E, "vp">, C>);
