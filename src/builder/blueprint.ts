/**
 * `blueprint(name, options?)`: a named set of routes sharing a url prefix, a version, a version
 * prefix and a slash rule. Immutable: every call returns a new blueprint. Its routes' methods are
 * `route.ts`'s; its setters keep the parameters routes were typed with (`kept-params.ts`).
 */
import type { CheckPath, CheckPrefix } from "../path/parse.js";
import type { CheckVersion, CheckVersionPrefix, VersionOption, VersionPrefixText } from "../path/version.js";
import type { Rel } from "../path/join.js";
import { checkOptions, checkPrefix, checkStrictSlashes, checkTags, checkVersion, checkVersionPrefix } from "./options.js";
import { Routable } from "./routable.js";
import type { CheckLifecycle, Lifecycle } from "./lifecycle.js";
import type { RouteMethods } from "./route.js";
import type { Grows } from "./grows.js";
import type { AnyRouteEntry } from "./state-entries.js";
import type { AnyLevelSettings, SetPrefix, SetVersion, SetVersionPrefix, SettingsOf } from "./state-settings.js";
import type { Unset } from "./state-keys.js";
import { push, toArray, type List } from "./list.js";
import type { Level } from "./level.js";
import type { RouteDef } from "./route-record.js";
import type { ErrorHook, HookResult, LevelHookContext, Plugin, RequestHook, ResponseHook } from "./hooks.js";
import type { AddedKeys, AddHook, AnyHooks, HookKeys, PluginKeys } from "./hook-keys.js";
import { optionError } from "../core/options.js";
import * as msg from "../core/messages.js";
import { keeps, type Keeps, type TypedWith } from "./kept-params.js";

/** A blueprint's {@link Grows}: what its route methods read to make the next blueprint. */
interface BlueprintGrows<Name extends string, Settings extends AnyLevelSettings, Hooks extends AnyHooks> extends Grows {
  readonly kind: "blueprint";
  readonly final: false;
  readonly versions: Unset;
  readonly where: Where<Name>;
  readonly name: Name;
  readonly settings: Settings;
  readonly hooks: Hooks;
  readonly declared: undefined;
}
declare module "./grows.js" {
  interface Builders<G extends Grows, E extends AnyRouteEntry, K extends string> {
    /** The blueprint with one more route. */
    blueprint: Blueprint<G["name"], G["settings"], E, K, G["hooks"]>;
  }
}

type Where<N extends string> = `blueprint '${N}'`;

/** `.prefix(S)`'s argument: `S`, or the message of its mistake (every route reads the prefix). */
export type PrefixArg<S extends string, N extends string, C extends AnyLevelSettings, E> = Keeps<CheckPath<S>, "prefix", S, C["prefix"]["path"], Rel<S>, E, Where<N>>;
/** `.versionPrefix(S)`'s argument: `S`, or the message of its mistake (routes without their own read it). */
export type VersionPrefixArg<S extends string, N extends string, C extends AnyLevelSettings, E> = Keeps<
  CheckVersionPrefix<S, Where<N>>,
  "versionPrefix",
  S,
  NonNullable<C["versionPrefix"]>["path"] | Extract<C["versionPrefix"], undefined>,
  VersionPrefixText<S>,
  Extract<E, { versionPrefix: undefined }>,
  Where<N>
>;
type HookWhere<K extends string, N extends string> = `${K} hook of ${Where<N>}`;

/**
 * A blueprint: see {@link blueprint}. Its name, its own settings, its routes (one
 * `RouteEntry` each) and their collision keys, all relative to the blueprint, and its hooks
 * (`undefined` until it has one).
 */
export interface Blueprint<Name extends string, Settings extends AnyLevelSettings, Entries extends AnyRouteEntry, Keys extends string, Hooks extends AnyHooks = undefined> extends RouteMethods {
  /** Type-only: the state groups and apps read. */
  readonly "~types": { readonly name: Name; readonly settings: Settings; readonly entries: Entries; readonly subs: never; readonly keys: Keys; readonly hooks: Hooks; readonly grows: BlueprintGrows<Name, Settings, Hooks> };
  readonly name: Name;
  /** The url prefix of every route (`"/users"`); may hold parameters. */
  prefix<const S extends string>(urlPrefix: PrefixArg<S, Name, Settings, TypedWith<Entries, Hooks>>): Blueprint<Name, SetPrefix<Settings, S>, Entries, Keys, Hooks>;
  /** The version of every route that does not set its own. */
  version<const V extends {}>(version: CheckVersion<V, Where<Name>>): Blueprint<Name, SetVersion<Settings, V>, Entries, Keys, Hooks>;
  /** The text before the version (default `"/v"`). */
  versionPrefix<const S extends string>(versionPrefix: VersionPrefixArg<S, Name, Settings, Entries>): Blueprint<Name, SetVersionPrefix<Settings, S>, Entries, Keys, Hooks>;
  /** Whether a trailing `/` must match exactly. */
  strictSlashes(strict: boolean): Blueprint<Name, Settings, Entries, Keys, Hooks>;
  /** OpenAPI tags of every route that sets none (default: the blueprint's name). */
  tags(tags: readonly string[]): Blueprint<Name, Settings, Entries, Keys, Hooks>;
  /**
   * Runs before the handler of every route of the blueprint (those added before it too): returns
   * nothing to go on, a `Response` to answer, or a plain object whose keys the handlers added after it
   * see in their context, typed.
   */
  onRequest<R extends HookResult<HookWhere<"onRequest", Name>>>(
    hook: RequestHook<LevelHookContext<Settings> & HookKeys<Hooks>, R>,
  ): Blueprint<Name, Settings, Entries, Keys, AddHook<Hooks, AddedKeys<R>>>;
  /** Sees every answer of the blueprint's routes (the last added first); may return a `Response` to send instead. */
  onResponse(hook: ResponseHook<LevelHookContext<Settings> & Partial<HookKeys<Hooks>>>): Blueprint<Name, Settings, Entries, Keys, AddHook<Hooks, {}>>;
  /** Sees what its routes and hooks throw; may answer with a `Response`, else the levels outside it try. */
  onError(hook: ErrorHook<LevelHookContext<Settings> & Partial<HookKeys<Hooks>>>): Blueprint<Name, Settings, Entries, Keys, AddHook<Hooks, {}>>;
  /** Adds a plugin's hooks (such as `cors()`). */
  use<const P extends Plugin>(plugin: P): Blueprint<Name, Settings, Entries, Keys, AddHook<Hooks, PluginKeys<P>>>;
}

/** @internal The runtime blueprint. */
export class BlueprintImpl extends Routable {
  constructor(
    readonly name: string,
    readonly level: Level,
    readonly defs: List<RouteDef>,
  ) {
    super();
  }
  protected get label(): string {
    return this.level.label;
  }
  protected withRoutes(defs: readonly RouteDef[]): this {
    return new BlueprintImpl(this.name, this.level, defs.reduce(push, this.defs)) as this;
  }
  private with(settings: Partial<Level>): BlueprintImpl {
    return this.withLevel({ ...this.level, ...settings });
  }
  protected withLevel(level: Level): this {
    return new BlueprintImpl(this.name, level, this.defs) as this;
  }
  prefix(urlPrefix: string): BlueprintImpl {
    const prefix = checkPrefix(urlPrefix, this.label, this.level.trusted);
    // (hooks were typed with the prefix's parameters too)
    if (this.defs !== undefined || this.level.hooks !== undefined) this.keeps("prefix", urlPrefix, this.level.prefix ?? "", prefix);
    return this.with({ prefix });
  }
  version(version: unknown): BlueprintImpl {
    return this.with({ version: checkVersion(version, this.label) });
  }
  versionPrefix(versionPrefix: unknown): BlueprintImpl {
    const vp = checkVersionPrefix(versionPrefix, this.label, this.level.trusted);
    const old = this.level.versionPrefix;
    if (old !== undefined && this.routeDefs().some((d) => d.versionPrefix === undefined)) this.keeps("versionPrefix", versionPrefix as string, old, vp);
    return this.with({ versionPrefix: vp });
  }
  private keeps(setter: string, value: string, old: string, next: string): void {
    keeps(setter, value, old, next, this.label);
  }
  strictSlashes(strict: boolean): BlueprintImpl {
    return this.with({ strictSlashes: checkStrictSlashes(strict, this.label) });
  }
  tags(tags: readonly string[]): BlueprintImpl {
    return this.with({ tags: checkTags(tags, this.label) });
  }
  /** The routes in declaration order. */
  routeDefs(): RouteDef[] {
    return toArray(this.defs);
  }
}

/** Options of `blueprint(name, options)`, each literal checked where it stands. */
export type BlueprintOptions<
  U extends string | undefined = string | undefined,
  V = VersionOption | undefined,
  VP = string | undefined,
  W extends string = string,
  L = Lifecycle | undefined,
> = {
  readonly urlPrefix?: CheckPrefix<U, W>;
  readonly version?: CheckVersion<V, W>;
  readonly versionPrefix?: CheckVersionPrefix<VP, W>;
  readonly strictSlashes?: boolean | undefined;
  /** Regex patterns written here that may skip the backtracking check: `trustRegex("(a+)+")`. */
  readonly trustRegex?: readonly string[] | undefined;
  /** OpenAPI tags of the routes inside that set none of their own. */
  readonly tags?: readonly string[] | undefined;
  /** When its routes are deprecated and sunset (a route's own wins). */
  readonly lifecycle?: CheckLifecycle<L, W> | undefined;
};

/**
 * A named set of routes with a shared url prefix, version and version prefix.
 *
 * @example
 * ```ts
 * const a = blueprint("a", { urlPrefix: "/a", version: 1.25 })
 *   .get("/users/<id:int>", ({ params }) => json({ id: params.id })); // params: { id: number }
 * const b = blueprint("b").prefix("/b").get("/items", () => "all items");
 * ```
 */
export function blueprint<
  const N extends string,
  const U extends string | undefined = undefined,
  const V extends {} | null | undefined = undefined,
  const VP extends string | undefined = undefined,
  const L extends Lifecycle | undefined = undefined,
>(name: N, options?: BlueprintOptions<U, V, VP, Where<N>, L>): msg.OrNeedsStrict<Blueprint<N, SettingsOf<U, V, VP>, never, never>> {
  if (typeof name !== "string" || name === "")
    throw optionError("blueprint()", `name: expected a non-empty string such as "users", got ${msg.kindOf(name)}`);
  const label = `blueprint '${name}'`;
  const level: Level = { kind: "blueprint", label, ...checkOptions("blueprint", options, label), name };
  return new BlueprintImpl(name, level, undefined) as unknown as msg.OrNeedsStrict<Blueprint<N, SettingsOf<U, V, VP>, never, never>>;
}
