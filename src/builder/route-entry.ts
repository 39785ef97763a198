/**
 * The entry a route adds to its container's type state, from the route method's arguments: its
 * path's parameters and collision key, its version options, handler result and schemas. A route
 * without options gets an interface of its own (see {@link PlainEntry}).
 */
import type { Rel } from "../path/join.js";
import type { Param, Parse } from "../path/parse.js";
import type { IsNonLiteral } from "../core/types.js";
import type { AnyRouteEntry, RouteEntry, RouteIo } from "./state-entries.js";
import type { Method } from "../core/route.js";
import type { VersionOpt, VersionPrefixOpt } from "./state-settings.js";

/** A path's parameters; for a non-literal path, any name may hold any value. */
export type ParamsOfRel<S extends string> = string extends S
  ? Param<string, string | number | Date>
  : Parse<Rel<S>> extends [infer Ps extends Param, string] ? Ps : never;
/** A path's collision key; `never` (no key) for a non-literal path, which may or may not collide. */
export type KeyOfRel<S extends string> = IsNonLiteral<S> extends true ? never : Parse<Rel<S>> extends [Param, infer K extends string] ? K : never;

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
