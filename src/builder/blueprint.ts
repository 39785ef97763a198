/**
 * `blueprint(name, options?)`: a named set of routes sharing a url prefix, a version, a version
 * prefix and a slash rule. Immutable: every call returns a new blueprint.
 */
import type { CheckPath, CheckPrefix } from "../path/parse.js";
import type { CheckVersion, CheckVersionPrefix, VersionOption, VersionPrefixText } from "../path/version.js";
import { droppedParams, type DroppedParams } from "../path/dropped.js";
import type { Rel } from "../path/join.js";
import { checkOptions, checkPrefix, checkStrictSlashes, checkVersion, checkVersionPrefix } from "./options.js";
import { Routable } from "./routable.js";
import type { CheckLifecycle, Lifecycle } from "./lifecycle.js";
import type { EntryIn, Grows, MultiRouteMethod, RouteMethod } from "./route.js";
import type { AnyLevelSettings, AnyRouteEntry, KeyOf, Method, SetPrefix, SetVersion, SetVersionPrefix, SettingsOf } from "./state.js";
import { push, toArray, type Level, type List, type RouteDef } from "./tree.js";
import { RouteDefinitionError } from "../core/errors.js";
import { optionError } from "../core/options.js";
import * as msg from "../core/messages.js";

/** The type state every member of a group or app carries (type-only; absent at runtime). */
export interface MemberTypes {
  readonly settings: AnyLevelSettings;
  readonly entries: AnyRouteEntry;
  readonly keys: string;
}

/** The blueprint with one more route: its state read from `self` (the blueprint called). */
interface BlueprintGrows extends Grows {
  readonly next: this["self"] extends { readonly "~types": infer Ty extends BlueprintTypes }
    ? Blueprint<Ty["name"], Ty["settings"], Ty["entries"] | EntryIn<this["entry"]>, Ty["keys"] | KeyOf<EntryIn<this["entry"]>>>
    : never;
  readonly final: false;
}
interface BlueprintTypes extends MemberTypes {
  readonly name: string;
}

type Where<N extends string> = `blueprint '${N}'`;

/**
 * A setter's argument: `Checked` (the literal, or the message of its own mistake), or the message
 * naming a parameter of the setting it replaces (`Old`) that `New` drops, when `E` (the routes
 * added before it that read this setting) is not empty: their handlers were typed with it.
 */
type Keeps<Checked, Setter extends string, S extends string, Old extends string | undefined, New extends string, E, W extends string> =
  [E] extends [never] ? Checked
  : [Checked] extends [S]
    ? [Old] extends [string]
      ? DroppedParams<Old, New> extends infer D extends string ? ([D] extends [never] ? Checked : msg.DroppedParam<Setter, S, D, W>) : Checked
      : Checked
    : Checked;

/** `.prefix(S)`'s argument: `S`, or the message of its mistake (every route reads the prefix). */
export type PrefixArg<S extends string, N extends string, C extends AnyLevelSettings, E extends AnyRouteEntry> = Keeps<CheckPath<S>, "prefix", S, C["prefix"]["path"], Rel<S>, E, Where<N>>;
/** `.versionPrefix(S)`'s argument: `S`, or the message of its mistake (routes without their own read it). */
export type VersionPrefixArg<S extends string, N extends string, C extends AnyLevelSettings, E extends AnyRouteEntry> = Keeps<
  CheckVersionPrefix<S, Where<N>>,
  "versionPrefix",
  S,
  NonNullable<C["versionPrefix"]>["path"] | Extract<C["versionPrefix"], undefined>,
  VersionPrefixText<S>,
  Extract<E, { versionPrefix: undefined }>,
  Where<N>
>;
type Routes<M extends Method, N extends string, C extends AnyLevelSettings> = RouteMethod<M, C, BlueprintGrows, Where<N>>;

/**
 * A blueprint: see {@link blueprint}. Its name, its own settings, its routes (one
 * `RouteEntry` each) and their collision keys, all relative to the blueprint.
 */
export interface Blueprint<Name extends string, Settings extends AnyLevelSettings, Entries extends AnyRouteEntry, Keys extends string> {
  /** Type-only: the state groups and apps read. */
  readonly "~types": { readonly name: Name; readonly settings: Settings; readonly entries: Entries; readonly keys: Keys };
  readonly name: Name;
  /** The url prefix of every route (`"/users"`); may hold parameters. */
  prefix<const S extends string>(urlPrefix: PrefixArg<S, Name, Settings, Entries>): Blueprint<Name, SetPrefix<Settings, S>, Entries, Keys>;
  /** The version of every route that does not set its own. */
  version<const V extends VersionOption>(version: CheckVersion<V, Where<Name>>): Blueprint<Name, SetVersion<Settings, V>, Entries, Keys>;
  /** The text before the version (default `"/v"`). */
  versionPrefix<const S extends string>(versionPrefix: VersionPrefixArg<S, Name, Settings, Entries>): Blueprint<Name, SetVersionPrefix<Settings, S>, Entries, Keys>;
  /** Whether a trailing `/` must match exactly. */
  strictSlashes(strict: boolean): Blueprint<Name, Settings, Entries, Keys>;
  get: Routes<"GET", Name, Settings>;
  post: Routes<"POST", Name, Settings>;
  put: Routes<"PUT", Name, Settings>;
  patch: Routes<"PATCH", Name, Settings>;
  delete: Routes<"DELETE", Name, Settings>;
  head: Routes<"HEAD", Name, Settings>;
  options: Routes<"OPTIONS", Name, Settings>;
  /** One handler for several methods: `.route("/x", { methods: ["GET", "POST"] }, h)`. */
  route: MultiRouteMethod<Settings, BlueprintGrows, Where<Name>>;
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
    return new BlueprintImpl(this.name, { ...this.level, ...settings }, this.defs);
  }
  prefix(urlPrefix: string): BlueprintImpl {
    const prefix = checkPrefix(urlPrefix, this.label);
    if (this.defs !== undefined) this.keeps("prefix", urlPrefix, this.level.prefix ?? "", prefix);
    return this.with({ prefix });
  }
  version(version: unknown): BlueprintImpl {
    return this.with({ version: checkVersion(version, this.label) });
  }
  versionPrefix(versionPrefix: unknown): BlueprintImpl {
    const vp = checkVersionPrefix(versionPrefix, this.label);
    const old = this.level.versionPrefix;
    if (old !== undefined && this.routeDefs().some((d) => d.versionPrefix === undefined)) this.keeps("versionPrefix", versionPrefix as string, old, vp);
    return this.with({ versionPrefix: vp });
  }
  /** Throws when `next` drops a parameter of `old` that the routes added so far were typed with. */
  private keeps(setter: string, value: string, old: string, next: string): void {
    const [dropped] = droppedParams(old, next);
    if (dropped !== undefined) throw new RouteDefinitionError(msg.droppedParam(setter, value, dropped, this.label), { code: "DROPPED_PARAM" });
  }
  strictSlashes(strict: boolean): BlueprintImpl {
    return this.with({ strictSlashes: checkStrictSlashes(strict, this.label) });
  }
  /** The routes in declaration order. */
  routeDefs(): RouteDef[] {
    return toArray(this.defs);
  }
}

/** Options of `blueprint(name, options)`, each literal checked where it stands. */
export type BlueprintOptions<U extends string | undefined, V, VP, W extends string, L = undefined> = {
  readonly urlPrefix?: CheckPrefix<U>;
  readonly version?: CheckVersion<V, W>;
  readonly versionPrefix?: CheckVersionPrefix<VP, W>;
  readonly strictSlashes?: boolean;
  /** When its routes are deprecated and sunset (a route's own wins). */
  readonly lifecycle?: CheckLifecycle<L, W>;
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
  const V extends VersionOption | undefined = undefined,
  const VP extends string | undefined = undefined,
  const L extends Lifecycle | undefined = undefined,
>(name: N, options?: BlueprintOptions<U, V, VP, Where<N>, L>): Blueprint<N, SettingsOf<U, V, VP>, never, never> {
  if (typeof name !== "string" || name === "")
    throw optionError("blueprint()", `name: expected a non-empty string such as "users", got ${msg.kindOf(name)}`);
  const label = `blueprint '${name}'`;
  const level: Level = { kind: "blueprint", label, ...checkOptions("blueprint", options, label), name };
  return new BlueprintImpl(name, level, undefined) as unknown as Blueprint<N, SettingsOf<U, V, VP>, never, never>;
}
