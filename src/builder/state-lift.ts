/**
 * Routes put under the levels around them: {@link Lift} writes a level's prefix, version and version
 * prefix into a union of entries, one pass per level, with a cheaper pass for a level that sets only
 * a prefix or only a version (most do); groups lift each blueprint's routes once, at the app.
 */
import type { Join } from "../path/join.js";
import type { Param } from "../path/parse.js";
import type { AnyRouteEntry, AnySub, RouteEntry, Sub } from "./state-entries.js";
import type { KeyOf } from "./state-keys.js";
import type { AnyLevelSettings, AnyParsedPrefix, NoSettings, UnderLevel } from "./state-settings.js";

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

/** The routes of subs `S` under a level `C` outside them, each lifted once (one pass per sub). */
export type Flatten<S extends AnySub, C extends AnyLevelSettings> = S extends unknown ? Lift<S["entries"], UnderLevel<S["settings"], C>> : never;
/** Subs `S` under a level `C` outside them: their settings composed, their routes as they are. */
export type Resub<S extends AnySub, C extends AnyLevelSettings> = S extends unknown ? Sub<UnderLevel<S["settings"], C>, S["entries"]> : never;

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
