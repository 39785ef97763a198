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
 * A conditional that distributes over subs or members tests `unknown`, not `AnySub` or `Member`:
 * TypeScript checks a conditional once on permissive and once on restrictive instantiations of its
 * types, which walk every route a sub or member holds.
 *
 * This module holds the records: one {@link RouteEntry} per route relative to the container, what
 * it records for the client, and the {@link Sub}s a group keeps per blueprint. The other parts of
 * the state are beside it, one concept each: the levels' settings (`state-settings.ts`), the keys
 * and composed paths (`state-keys.ts`), the lift of routes under levels (`state-lift.ts`) and the
 * registration's checks (`state-clash.ts`).
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
