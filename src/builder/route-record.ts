/**
 * The plain records the builders hand on: a route as declared ({@link RouteDef}) and as composed
 * under its levels ({@link RouteRecord}), which the server, the router, OpenAPI and the CLI read.
 * They sit with the builders, not in `core/`, because their segments are the grammar's output.
 */
import type { Segment } from "../path/parse.js";
import type { VersionSetting } from "../path/version.js";
import type { RouteSchema } from "../core/schema.js";
import type { Method, Origin } from "../core/route.js";
import type { Settings } from "./options.js";
import type { AnyHandler, RouteDocs } from "./route-context.js";
import type { HookChain } from "./hook-chain.js";
import type { AddedDocs } from "./plugin-docs.js";
import type { RouteLifecycle } from "./lifecycle.js";

/** Anything with the routes of an app (an `App`, or `{ routes }` built by hand). */
export interface HasRoutes {
  readonly routes: readonly RouteRecord[];
}

/** What documents say of a route: its own docs (tags resolved), and what the plugins of its levels add. */
export interface RecordDocs extends RouteDocs {
  /** the `openapi` of the plugins of the levels the route is composed under, outermost first */
  readonly plugins?: readonly AddedDocs[];
}

/** A route as declared, before composition. */
export interface RouteDef extends Settings {
  readonly method: Method;
  /** the path as written */
  readonly path: string;
  /** the path in normal form */
  readonly rel: string;
  readonly handler: AnyHandler;
  /** `route GET '/x' of blueprint 'a'` */
  readonly where: string;
}

/**
 * A composed route: what `api.routes` lists and what the router compiles.
 *
 * @example
 * ```ts
 * app().get("/health", () => "ok").routes[0]; // { method: "GET", path: "/health", version: undefined, ... }
 * ```
 */
export interface RouteRecord {
  readonly method: Method;
  /** the composed template, e.g. `/v2/g/b/users/<id:int>` */
  readonly path: string;
  readonly name: string;
  /** the version text, `undefined` when no version applies */
  readonly version: string | undefined;
  /**
   * Every version the route's definition is served at, in order (a list or range gives one
   * record per version, all sharing this array); empty when no version applies.
   */
  readonly versions: readonly string[];
  /** the version setting that applied, as its level gave it (normal form): a version, a list, a range */
  readonly versionSetting: VersionSetting | undefined;
  /** the version prefix used, `undefined` when no version applies */
  readonly versionPrefix: string | undefined;
  readonly strictSlashes: boolean;
  /** where each setting came from */
  readonly origin: { readonly version: Origin | undefined; readonly versionPrefix: Origin | undefined; readonly strictSlashes: Origin };
  /** the blueprint and groups (outermost first) the route was declared in */
  readonly blueprint: string | undefined;
  readonly groups: readonly string[];
  readonly segments: readonly Segment[];
  /** the template with parameters reduced to their types: equal keys collide */
  readonly key: string;
  readonly handler: AnyHandler;
  /** the route's schemas, checked at the edge */
  readonly schema: RouteSchema | undefined;
  /** the most specific lifecycle that applies: the route's, its blueprint's, its groups' (innermost
   * first), else the app's for this version */
  readonly lifecycle: RouteLifecycle | undefined;
  /** how messages name the route */
  readonly where: string;
  /**
   * What OpenAPI documents say of the route beyond its path and schemas: its options' summary,
   * description, operationId and `hidden`, the tags of the innermost level that sets any, and
   * what the plugins of its levels add (security requirements, answers).
   */
  readonly openapi: RecordDocs;
  /** the hooks of the levels it is composed under, outermost first; absent when none has any */
  readonly hooks?: HookChain;
}
