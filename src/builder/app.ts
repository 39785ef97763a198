/**
 * `app(options?)`: the top of a route tree. It composes every route as soon as it is added (the
 * app knows every level by then), and answers requests with `fetch`.
 */
import { createDispatch, createFetch, DISPATCH, type AppOptions, type Dispatch, type FetchHandler } from "../server/fetch.js";
import type { CheckVersion, CheckVersionPrefix, VersionInput } from "../path/version.js";
import type { CheckPrefix } from "../path/parse.js";
import { url as buildUrl, type UrlParams } from "../path/url.js";
import type { BlueprintImpl } from "./blueprint.js";
import { asMember, GroupImpl, type Lifted, type Member } from "./group.js";
import { unknownPath } from "../messages.js";
import { checkOptions, type Settings } from "./options.js";
import { VersaError } from "../errors.js";
import { Routable } from "./routable.js";
import type { EntryIn, Grows, MultiRouteMethod, RouteMethod } from "./route.js";
import type { CfgOf, Clash, EmptyCfg, FinalKeyOf, FinalParams, InheritClash, Lift, Method, ParamClash, PathOf, Pending, PrefixClash } from "./state.js";
import { openapi as buildOpenApi, type OpenApiDocument, type OpenApiOptions } from "../openapi/index.js";
import { checkDuplicates, push, resolve, toArray, type Level, type List, type RouteDef, type RouteRecord } from "./tree.js";

/** The app with one more route: its state read from `self` (the app called). */
interface AppGrows extends Grows {
  readonly next: this["self"] extends { readonly "~types": { readonly entries: infer E extends Pending; readonly keys: infer K extends string } }
    ? App<E | EntryIn<this["entry"]>, K | FinalKeyOf<EntryIn<this["entry"]>>>
    : never;
  readonly final: true;
}
type Routes<M extends Method> = RouteMethod<M, EmptyCfg, AppGrows, "app">;

/** A member's entries as registered: its settings, then the registration's. */
type Registered<X extends Member, U, V, VP> = Lift<Lifted<X>, CfgOf<U, V, VP>>;

/** What goes wrong when `X` is registered into an app whose keys are `K`, as messages. */
type RegistrationClash<X extends Member, U, V, VP, K extends string> =
  | Clash<Registered<X, U, V, VP>, K, true>
  | ParamClash<X["~types"]["entries"], X["~types"]["cfg"]>
  | InheritClash<X["~types"]["entries"], X["~types"]["cfg"]>
  | ParamClash<Lifted<X>, CfgOf<U, V, VP>>
  | InheritClash<Lifted<X>, CfgOf<U, V, VP>>
  | PrefixClash<Registered<X, U, V, VP>>;

/**
 * The member when registering it adds no duplicate route or parameter (an `any` one adds none),
 * else the messages. `A` is the argument: when it is no member (`X` fell back to `Member`; a group
 * whose members collide is typed as the message), it must be `A & Member`, so the error quotes it.
 */
export type CheckRegistration<X extends Member, U, V, VP, K extends string, A = X> = unknown extends X
  ? X
  : string extends X["~types"]["keys"] ? A & Member
  : RegistrationClash<X, U, V, VP, K> extends infer M ? ([M] extends [never] ? X : M) : never;

/** Options of `app.blueprint(member, options)`: a mount prefix and defaults for the member. */
export type RegistrationOptions<U extends string | undefined, V, VP> = {
  readonly urlPrefix?: CheckPrefix<U>;
  readonly version?: CheckVersion<V, "registration">;
  readonly versionPrefix?: CheckVersionPrefix<VP, "registration">;
  readonly strictSlashes?: boolean;
};

/** The templates of entries that declare no parameter. */
type PlainPaths<E extends Pending> = E extends unknown ? ([FinalParams<E>] extends [never] ? PathOf<E> : never) : never;
/** Every entry's template, entry by entry (`PathOf` of the whole union would mix their versions). */
type AllPaths<E extends Pending> = E extends unknown ? PathOf<E> : never;

/**
 * An app: see {@link app}. `E` holds its routes, composed; `K` their collision keys.
 */
export interface App<E extends Pending, K extends string> {
  /** Type-only: the routes `RoutesOf`, `PathsOf` and the client read. */
  readonly "~types": { readonly entries: E; readonly keys: K };
  /** Every route, one entry per method, in declaration order. */
  readonly routes: readonly RouteRecord[];
  /** The WinterCG fetch handler. */
  readonly fetch: FetchHandler;
  /** A concrete URL path for one of the app's templates, each value checked against its pattern. */
  url<const S extends PlainPaths<E>>(path: S): string;
  url<const S extends AllPaths<E>>(path: S, params: UrlParams<S>): string;
  get: Routes<"GET">;
  post: Routes<"POST">;
  put: Routes<"PUT">;
  patch: Routes<"PATCH">;
  delete: Routes<"DELETE">;
  head: Routes<"HEAD">;
  options: Routes<"OPTIONS">;
  /** One handler for several methods. */
  route: MultiRouteMethod<EmptyCfg, AppGrows, "app">;
  /** An OpenAPI 3.1 document for the routes of one version (all routes when `version` is omitted). */
  openapi(options: OpenApiOptions): OpenApiDocument;
  /** Registers a blueprint or group, optionally under a mount prefix and with defaults. */
  blueprint<
    const X extends Member,
    const U extends string | undefined = undefined,
    const V extends VersionInput | undefined = undefined,
    const VP extends string | undefined = undefined,
    const A = X,
  >(
    member: CheckRegistration<X, U, V, VP, K, A>,
    options?: RegistrationOptions<U, V, VP>,
  ): App<E | Registered<X, U, V, VP>, K | FinalKeyOf<Registered<X, U, V, VP>>>;
}

/** Every route of a member, composed under the levels outside it (innermost first). */
function flatten(member: BlueprintImpl | GroupImpl, outer: readonly Level[]): RouteRecord[] {
  if (member instanceof GroupImpl) return member.memberList().flatMap((m) => flatten(m, [member.level, ...outer]));
  return member.routeDefs().map((d) => resolve(d, [member.level, ...outer]));
}

/** @internal The runtime app. */
/** A registration's options, checked; a mistake keeps the compiler's text and then names the
 * member being registered, in parentheses (the types do not know it). */
function registrationOptions(options: unknown, member: string): Settings {
  try {
    return checkOptions("registration", options, "registration");
  } catch (e) {
    if (!(e instanceof VersaError)) throw e;
    throw new (e.constructor as new (message: string) => VersaError)(`${e.message} (registering ${member})`);
  }
}

class AppImpl extends Routable {
  #routes: readonly RouteRecord[] | undefined;
  #fetch: FetchHandler | undefined;
  #dispatch: Dispatch | undefined;
  constructor(
    readonly level: Level,
    readonly settings: AppOptions,
    readonly records: List<RouteRecord>,
  ) {
    super();
  }
  protected get label(): string {
    return "app";
  }
  protected withRoutes(defs: readonly RouteDef[]): this {
    return this.with(defs.map((d) => resolve(d, [this.level])));
  }
  private with(records: readonly RouteRecord[]): this {
    return new AppImpl(this.level, this.settings, records.reduce(push, this.records)) as this;
  }
  blueprint(member: unknown, options?: unknown): AppImpl {
    const m = asMember(member, "app.blueprint", "app");
    const level: Level = { kind: "registration", label: "registration", ...registrationOptions(options, m.level.label) };
    return this.with(flatten(m, [level, this.level]));
  }
  get routes(): readonly RouteRecord[] {
    if (this.#routes) return this.#routes;
    const all = toArray(this.records);
    checkDuplicates(all);
    return (this.#routes = Object.freeze(all));
  }
  get [DISPATCH](): Dispatch {
    return (this.#dispatch ??= createDispatch(this.routes, this.settings));
  }
  get fetch(): FetchHandler {
    return (this.#fetch ??= createFetch(this[DISPATCH]));
  }
  openapi(options: OpenApiOptions): OpenApiDocument {
    return buildOpenApi(this, options);
  }
  url(path: string, params?: Record<string, unknown>): string {
    if (!this.routes.some((r) => r.path === path)) throw new TypeError(unknownPath(path));
    return buildUrl(path, (params ?? {}) as never);
  }
}

/**
 * The top of a route tree.
 *
 * @example
 * ```ts
 * const api = app({ strictSlashes: false })
 *   .get("/health", () => "ok")
 *   .blueprint(blueprint("c", { versionPrefix: "/api/v", version: 3 }).get("/x", () => "x"));
 * api.routes.map((r) => r.path); // ["/health", "/api/v3/x"]
 * ```
 */
export function app(options?: AppOptions): App<never, never> {
  const settings = checkOptions("app", options, "app");
  const level: Level = { kind: "app", label: "app", ...settings };
  return new AppImpl(level, options ?? {}, undefined) as unknown as App<never, never>;
}
