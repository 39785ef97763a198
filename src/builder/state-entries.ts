/**
 * The records a container's type state holds: one {@link RouteEntry} per route relative to the
 * container, what it records for the client, and the {@link Sub}s a group keeps per blueprint. Each
 * record is an interface, plain and generic, for the reasons state.ts gives.
 */
import type { Param } from "../path/parse.js";
import type { Method } from "../core/route.js";
import type { AnyLevelSettings, AnyParsedPrefix, NoPrefix } from "./state-settings.js";

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

/**
 * What an `any` member holds, as far as the types know: routes of any method at a non-literal
 * path under the levels around it, with a version (and prefix) of their own or none. It collides
 * with nothing and leaves the other routes as they are.
 */
export type EntryOfAnyMember = RouteEntry<Method, `/${string}`, never, string, NoPrefix, Param<string, string | number | Date>, unknown>;

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
