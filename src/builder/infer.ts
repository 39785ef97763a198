/**
 * What a finished app tells about its routes, in the types: `RoutesOf`, `PathsOf`.
 */
import type { AnyRouteEntry } from "./state-entries.js";
import type { FinalParams, PathOf } from "./state-keys.js";
import type { Method } from "../core/route.js";

/** Anything that carries an app's type state. */
export interface AnyApp {
  readonly "~types": { readonly entries: AnyRouteEntry; readonly keys: string };
}

type EntriesOf<A extends AnyApp> = A["~types"]["entries"];

/**
 * Every route of an app: `{ method, path, params }`, one member per route. `params` is the mapped
 * type itself, not `ParamsObject`, whose name and arguments a hover would show instead of the
 * object (test/hovers.test.ts).
 *
 * @example
 * ```ts
 * type R = RoutesOf<typeof api>; // { method: "GET"; path: "/v1/users/<id:int>"; params: { id: number } } | ...
 * ```
 */
export type RoutesOf<A extends AnyApp> = EntriesOf<A> extends infer E
  ? E extends AnyRouteEntry
    ? PathOf<E> extends infer P // one member per path: a route listed at several versions has one each
      ? P extends unknown ? { method: E["method"]; path: P; params: { [Q in FinalParams<E> as Q["name"]]: Q["value"] } } : never
      : never
    : never
  : never;

/**
 * The composed path templates of an app, optionally of the ones it answers a method at (`HEAD`:
 * its `HEAD` routes and its `GET` routes, which answer `HEAD` too; `RoutesOf` lists the routes as
 * declared).
 *
 * @example
 * ```ts
 * type P = PathsOf<typeof api, "GET">; // "/health" | "/v1.25/g/a/users/<id:int>" | ...
 * ```
 */
export type PathsOf<A extends AnyApp, M extends Method = Method> = keyof ByPath<A, M> & string;

/** The entries of one method keyed by composed path: built once per app type and method. A `GET`
 * route answers `HEAD` too (the server runs it without the body), so the `HEAD` paths hold it. */
export type ByPath<A extends AnyApp, M extends Method> = ByMethods<A, "HEAD" extends M ? M | "GET" : M>;
/** {@link ByPath} of the methods `M` whose entries stand at their paths (the answered ones read once). */
type ByMethods<A extends AnyApp, M extends Method> = {
  [E in EntriesOf<A> as [Extract<E["method"], M>] extends [never] ? never : PathOf<E>]: E;
};

/** The entry of one route, by method and path (the client reads its output and schemas). */
export type EntryAt<A extends AnyApp, M extends Method, S extends string> =
  ByPath<A, M>[S & keyof ByPath<A, M>] extends infer E extends AnyRouteEntry ? E : never;
