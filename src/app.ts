/**
 * `app(options?)`: the top of a route tree, as users hold it. The builder (`src/builder/app.ts`)
 * keeps the route table; this facade attaches what answers requests (`fetch`, from the server) and
 * builds URLs (`url`, from the path grammar), so no lower layer needs to know either.
 */
import { VersaTypeError } from "./core/errors.js";
import { unknownPath, type OrNeedsStrict } from "./core/messages.js";
import { AppBuilder, type CheckRegistration, type Registered, type RegistrationOptions } from "./builder/app.js";
import type { Member } from "./builder/member.js";
import { checkOptions, LEVEL_RULES } from "./builder/options.js";
import type { RouteMethods } from "./builder/route.js";
import type { Grows, Holder } from "./builder/grows.js";
import type { AnyRouteEntry } from "./builder/state-entries.js";
import type { FinalKeyOf, FinalParams, PathOf } from "./builder/state-keys.js";
import type { NoSettings } from "./builder/state-settings.js";
import { hooksOf, type Level } from "./builder/level.js";
import type { List } from "./builder/list.js";
import type { RouteRecord } from "./builder/route-record.js";
import type { AppHookContext, ErrorHook, HookResult, Plugin, RequestHook, ResponseHook } from "./builder/hooks.js";
import type { AddedKeys, AddHook, AnyHooks, HookKeys, PluginKeys } from "./builder/hook-keys.js";
import type { DeclaredVersions, VersionTexts } from "./builder/version-state.js";
import type { CheckLifecycles } from "./builder/lifecycle.js";
import type { CheckVersion, VersionInput } from "./path/version.js";
import { url as buildUrl, type UrlParams } from "./path/url.js";
import { createDispatch, createFetch, DISPATCH, SERVER_OPTIONS, type AppOptions, type Dispatch, type FetchHandler } from "./server/fetch.js";

/** The app's {@link Grows}: what its route methods read to make the next app. */
interface AppGrows<Hooks extends AnyHooks, Declared extends DeclaredVersions> extends Grows {
  readonly kind: "app";
  readonly final: true;
  readonly versions: VersionTexts<Declared>;
  readonly where: "app";
  readonly name: "app";
  readonly settings: NoSettings;
  readonly hooks: Hooks;
  readonly declared: Declared;
}
declare module "./builder/grows.js" {
  interface Builders<G extends Grows, E extends AnyRouteEntry, K extends string> {
    /** The app with one more route (its routes composed). */
    app: App<E, K, G["hooks"], G["declared"]>;
  }
}
type HookWhere<K extends string> = `${K} hook of app`;

/** The templates of entries that declare no parameter. */
type PlainPaths<E extends AnyRouteEntry> = E extends unknown ? ([FinalParams<E>] extends [never] ? PathOf<E> : never) : never;
/** Every entry's template, entry by entry (`PathOf` of the whole union would mix their versions). */
type AllPaths<E extends AnyRouteEntry> = E extends unknown ? PathOf<E> : never;

/**
 * An app: see {@link app}. Its routes, composed (one `RouteEntry` each), their collision keys,
 * its hooks (`undefined` until it has one), and its declared versions as written
 * (`readonly [1, 2, 3]`; `undefined` when it declares none).
 */
export interface App<Entries extends AnyRouteEntry, Keys extends string, Hooks extends AnyHooks = undefined, Versions extends DeclaredVersions = undefined> extends RouteMethods {
  /** Type-only: the routes `RoutesOf`, `PathsOf` and the client read. */
  readonly "~types": { readonly entries: Entries; readonly keys: Keys; readonly hooks: Hooks; readonly versions: Versions; readonly settings: NoSettings; readonly grows: AppGrows<Hooks, Versions> };
  /** Every route, one entry per method, in declaration order. */
  readonly routes: readonly RouteRecord[];
  /** The WinterCG fetch handler. */
  readonly fetch: FetchHandler;
  /** A concrete URL path for one of the app's templates, each value checked against its pattern. */
  url<const S extends PlainPaths<Entries>>(path: S): string;
  url<const S extends AllPaths<Entries>>(path: S, params: UrlParams<S>): string;
  /**
   * Runs first for every request, those that match no route too (then `route` is `undefined`),
   * before the hooks of the groups and blueprints; applies to the routes added before it as well.
   * Returns nothing to go on, a `Response` to answer, or a plain object whose keys the app's handlers
   * added after it see in their context, typed.
   */
  onRequest<R extends HookResult<HookWhere<"onRequest">>>(hook: RequestHook<AppHookContext & HookKeys<Hooks>, R>): App<Entries, Keys, AddHook<Hooks, AddedKeys<R>>, Versions>;
  /** Sees every answer last (404s, 405s and 500s included); may return a `Response` to send instead. */
  onResponse(hook: ResponseHook<AppHookContext & Partial<HookKeys<Hooks>>>): App<Entries, Keys, AddHook<Hooks, {}>, Versions>;
  /** Sees what no level inside answered, before `app({ onError })`; may answer with a `Response`. */
  onError(hook: ErrorHook<AppHookContext & Partial<HookKeys<Hooks>>>): App<Entries, Keys, AddHook<Hooks, {}>, Versions>;
  /** Adds a plugin's hooks, such as `cors()`. */
  use<const P extends Plugin>(plugin: P): App<Entries, Keys, AddHook<Hooks, PluginKeys<P>>, Versions>;
  /**
   * Registers a blueprint or group, optionally under a mount prefix and with defaults. (The app's
   * routes and keys are read through `this`, as a route method reads them: a signature written
   * with them would hold the app's routes, and each call would instantiate them all again.)
   */
  blueprint<
    const X extends Member,
    const U extends string | undefined = undefined,
    const V extends {} | null | undefined = undefined,
    const VP extends string | undefined = undefined,
    const A = X,
    T extends Holder = Holder,
  >(
    this: T,
    member: CheckRegistration<X, U, V, VP, T["~types"]["keys"], A, VersionTexts<Versions>>,
    options?: RegistrationOptions<U, V, VP, VersionTexts<Versions>>,
  ): App<
    T["~types"]["entries"] | Registered<X, U, V, VP, VersionTexts<Versions>>,
    T["~types"]["keys"] | FinalKeyOf<Registered<X, U, V, VP, VersionTexts<Versions>>>,
    Hooks,
    Versions
  >;
}

/** The runtime app: the route table, plus the request pipeline built on its first use. */
class AppImpl extends AppBuilder {
  #fetch: FetchHandler | undefined;
  #dispatch: Dispatch | undefined;
  constructor(
    level: Level,
    readonly settings: AppOptions,
    records: List<RouteRecord>,
  ) {
    super(level, records);
  }
  protected derive(records: List<RouteRecord>, level: Level = this.level): this {
    return new AppImpl(level, this.settings, records) as this;
  }
  get [DISPATCH](): Dispatch {
    return (this.#dispatch ??= createDispatch(this.routes, this.settings, hooksOf(this.level)));
  }
  get fetch(): FetchHandler {
    return (this.#fetch ??= createFetch(this[DISPATCH]));
  }
  url(path: string, params?: Record<string, unknown>): string {
    if (!this.routes.some((r) => r.path === path)) throw new VersaTypeError(unknownPath(path), { code: "UNKNOWN_PATH" });
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
export function app<const Vs extends readonly VersionInput[] | undefined = undefined, const LM extends AppOptions["lifecycle"] = undefined>(
  options?: Omit<AppOptions, "versions" | "lifecycle"> & {
    readonly versions?: CheckVersion<Vs, "app({ versions })", readonly VersionInput[], "versions">;
    readonly lifecycle?: CheckLifecycles<LM, "app({ lifecycle })", VersionTexts<Vs>> | undefined;
  },
): OrNeedsStrict<App<never, never, undefined, Vs>> {
  const settings = checkOptions("app", options, "app", { ...LEVEL_RULES.app, ...SERVER_OPTIONS });
  const level: Level = { kind: "app", label: "app", ...settings };
  return new AppImpl(level, (options ?? {}) as AppOptions, undefined) as unknown as OrNeedsStrict<App<never, never, undefined, Vs>>;
}

