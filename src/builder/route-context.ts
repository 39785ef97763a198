/**
 * What a route's handler sees (its context, the matched route) and the options a route takes: the
 * words users write handlers and route options in, apart from how route methods check them.
 */
import type { VersionOption } from "../path/version.js";
import type { Lifecycle } from "./lifecycle.js";
import type { Method } from "../core/route.js";

/**
 * Options of one route.
 *
 * @example
 * ```ts
 * blueprint("b").get("/items", { version: 1, name: "items.v1" }, () => "v1 items");
 * ```
 */
export interface RouteOptions extends RouteDocs {
  /** Version of this route (a version, a list, or a range of the app's versions); wins over blueprint and group versions. */
  readonly version?: VersionOption | undefined;
  /** Text before the version, e.g. `"/api/v"` or `"/<tenant:str>/v"`. */
  readonly versionPrefix?: string | undefined;
  /** When true, a trailing `/` must match exactly. */
  readonly strictSlashes?: boolean | undefined;
  /** Regex patterns written here that may skip the backtracking check: `trustRegex("(a+)+")`. */
  readonly trustRegex?: readonly string[] | undefined;
  /** The route's name in `api.routes` (default: `<blueprint>.<METHOD> <path as written>`). */
  readonly name?: string | undefined;
  /** When the route is deprecated and sunset (wins over its blueprint's, groups' and the app's). */
  readonly lifecycle?: Lifecycle | undefined;
}

/**
 * What a route's OpenAPI operation says of it, beyond what its path and schemas say.
 *
 * @example
 * ```ts
 * app().get("/items/<id:int>", { summary: "One item", tags: ["items"], operationId: "getItem" }, () => "x");
 * ```
 */
export interface RouteDocs {
  /** One line (default: the method and the composed template). */
  readonly summary?: string | undefined;
  /** Longer text, Markdown (default: the route's name and template). */
  readonly description?: string | undefined;
  /** Tags grouping operations; win over the blueprint's and groups' (default: the blueprint's name). */
  readonly tags?: readonly string[] | undefined;
  /** The operation's id in documents and generated clients: letters, digits and `_ . ~ -`. */
  readonly operationId?: string | undefined;
  /** Left out of OpenAPI documents (still served and listed in `api.routes`). */
  readonly hidden?: boolean | undefined;
}

/** The matched route, as a handler sees it. */
export interface RouteInfo<Version extends string | undefined = string | undefined> {
  readonly method: Method;
  /** The composed template, e.g. `/v2/g/b/users/<id:int>`. */
  readonly path: string;
  /** The version that answered (one of a list's or a range's), typed as far as the route knows it. */
  readonly version: Version;
  readonly name: string;
}

/**
 * What a handler receives. Without schemas, `query` is the `URLSearchParams`, `headers` the
 * request's `Headers` and `body` is `undefined` (read `request` yourself); a schema types each.
 *
 * @example
 * ```ts
 * app().get("/users/<id:int>", ({ params, query }) => ({ id: params.id, q: query.get("q") }));
 * ```
 */
export interface Context<Params, Query = URLSearchParams, Body = undefined, Headers_ = Headers, Version extends string | undefined = string | undefined> {
  readonly request: Request;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly headers: Headers_;
  readonly route: RouteInfo<Version>;
}

/**
 * A handler: returns a `Response`, a string (text/plain) or a JSON value, or a promise of one.
 * `Keys` are what the level's `onRequest` hooks added before it (see `AddedKeys`); `Version` is
 * what it sees as `route.version`.
 */
export type Handler<Params, R, Keys = {}, Version extends string | undefined = string | undefined> = (
  ctx: NoInfer<Context<Params, URLSearchParams, undefined, Headers, Version> & Keys>,
) => R | Promise<R>;

/** A handler as the runtime stores it. */
export type AnyHandler = (ctx: Context<Record<string, unknown>>) => unknown;
