/**
 * Collision keys and composed paths of entries: the key a route has in its container (with what no
 * level set yet left open), the key it has at the top, and the template a message names. Keys are
 * template literal types, so that a url prefix goes in front of a whole union of keys at once.
 */
import type { Compose } from "../path/compose.js";
import type { Method } from "../core/route.js";
import type { AnyRouteEntry, RouteEntry } from "./state-entries.js";
import type { AnyParsedPrefix } from "./state-settings.js";

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
