/**
 * `group(options?, ...members)`: blueprints (and groups) sharing a url prefix, a version and a
 * version prefix. Groups nest; members keep their own settings, which win over the group's. How
 * a member is held is in `member.ts`, what it is checked against where it joins in `member-clash.ts`.
 */
import { VersaTypeError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { CheckPath, CheckPrefix } from "../path/parse.js";
import type { CheckVersion, CheckVersionPrefix, VersionOption } from "../path/version.js";
import { BlueprintImpl } from "./blueprint.js";
import { keeps, type Keeps, type TypedWith } from "./kept-params.js";
import type { ErrorHook, HookResult, LevelHookContext, Plugin, RequestHook, ResponseHook } from "./hooks.js";
import type { AddedKeys, AddHook, AnyHooks, HookKeys, PluginKeys } from "./hook-keys.js";
import type { Rel } from "../path/join.js";
import { checkOptions, checkPrefix, checkStrictSlashes, checkTags, checkVersion, checkVersionPrefix } from "./options.js";
import { Routable } from "./routable.js";
import { Hookable } from "./hookable.js";
import type { CheckLifecycle, Lifecycle } from "./lifecycle.js";
import type { AnyLevelSettings, NoSettings, SetPrefix, SetVersion, SetVersionPrefix, SettingsOf } from "./state-settings.js";
import type { AnySub } from "./state-entries.js";
import type { KeysOfAll, Member, MemberKeys, SubsOf, SubsOfAll } from "./member.js";
import type { CheckMember, Clashes } from "./member-clash.js";
import { push, toArray, type List } from "./list.js";
import type { Level } from "./level.js";

/** The group of `group(...members)`, or the messages when members collide (so it cannot be used). */
type GroupOf<C extends AnyLevelSettings, Ms extends readonly Member[]> = Clashes<Ms> extends infer Err
  ? [Err] extends [never] ? Group<C, SubsOfAll<Ms>, KeysOfAll<Ms>[number]> : Err
  : never;

type HookWhere<K extends string> = `${K} hook of group`;
/** What `Group.blueprint` reads through `this` (see `Holder`). */
interface GroupHolder {
  readonly "~types": { readonly keys: string; readonly subs: AnySub };
}
/** `.prefix(S)`'s argument: once the group has hooks (typed with its prefix's parameters), a prefix that drops one is refused. */
type GroupPrefixArg<S extends string, C extends AnyLevelSettings, H extends AnyHooks> = Keeps<CheckPath<S>, "prefix", S, C["prefix"]["path"], Rel<S>, TypedWith<never, H>, "group">;

/**
 * A group: see {@link group}. Its own settings, its routes (as subs: each blueprint's routes with
 * the settings of the levels between, see `Sub`) and their collision keys, relative to it, and its
 * hooks (`undefined` until it has one).
 */
export interface Group<Settings extends AnyLevelSettings, Subs extends AnySub, Keys extends string, Hooks extends AnyHooks = undefined> {
  /** Type-only: the state groups and apps read (its routes as subs, see `Sub`; none as they are). */
  readonly "~types": { readonly settings: Settings; readonly entries: never; readonly subs: Subs; readonly keys: Keys; readonly hooks: Hooks };
  /** The url prefix of every member (`"/g"`), after the version. */
  prefix<const S extends string>(urlPrefix: GroupPrefixArg<S, Settings, Hooks>): Group<SetPrefix<Settings, S>, Subs, Keys, Hooks>;
  /** The version of every member that does not set its own. */
  version<const V extends {}>(version: CheckVersion<V, "group">): Group<SetVersion<Settings, V>, Subs, Keys, Hooks>;
  /** The text before the version for every member that does not set its own. */
  versionPrefix<const S extends string>(versionPrefix: CheckVersionPrefix<S, "group">): Group<SetVersionPrefix<Settings, S>, Subs, Keys, Hooks>;
  /** Whether a trailing `/` must match exactly, for members that do not say. */
  strictSlashes(strict: boolean): Group<Settings, Subs, Keys, Hooks>;
  /** OpenAPI tags of every route inside that sets none (nor its blueprint). */
  tags(tags: readonly string[]): Group<Settings, Subs, Keys, Hooks>;
  /** Adds a blueprint or a group. (The group's routes and keys are read through `this`: see `App.blueprint`.) */
  blueprint<const X extends Member, const A = X, T extends GroupHolder = GroupHolder>(
    this: T,
    member: CheckMember<X, T["~types"]["keys"], A>,
  ): Group<Settings, T["~types"]["subs"] | SubsOf<X>, T["~types"]["keys"] | MemberKeys<X>, Hooks>;
  /**
   * Runs before the handler of every route of the group's members (wherever the group is
   * registered, each place its own chain); returns nothing to go on, a `Response` to answer, or a
   * plain object whose keys are added to the context (the group's later hooks see them, typed).
   */
  onRequest<R extends HookResult<HookWhere<"onRequest">>>(hook: RequestHook<LevelHookContext<Settings> & HookKeys<Hooks>, R>): Group<Settings, Subs, Keys, AddHook<Hooks, AddedKeys<R>>>;
  /** Sees every answer of the group's routes; may return a `Response` to send instead. */
  onResponse(hook: ResponseHook<LevelHookContext<Settings> & Partial<HookKeys<Hooks>>>): Group<Settings, Subs, Keys, AddHook<Hooks, {}>>;
  /** Sees what the group's routes and hooks throw (unless a level inside answers); may answer with a `Response`. */
  onError(hook: ErrorHook<LevelHookContext<Settings> & Partial<HookKeys<Hooks>>>): Group<Settings, Subs, Keys, AddHook<Hooks, {}>>;
  /** Adds a plugin's hooks (such as `cors()`). */
  use<const P extends Plugin>(plugin: P): Group<Settings, Subs, Keys, AddHook<Hooks, PluginKeys<P>>>;
}

/** @internal The runtime group. */
export class GroupImpl extends Hookable {
  constructor(
    readonly level: Level,
    readonly members: List<BlueprintImpl | GroupImpl>,
  ) {
    super();
  }
  private with(settings: Partial<Level>): GroupImpl {
    return this.withLevel({ ...this.level, ...settings });
  }
  protected withLevel(level: Level): this {
    return new GroupImpl(level, this.members) as this;
  }
  prefix(urlPrefix: string): GroupImpl {
    const prefix = checkPrefix(urlPrefix, this.level.label, this.level.trusted);
    // (hooks were typed with the prefix's parameters)
    if (this.level.hooks !== undefined) keeps("prefix", urlPrefix, this.level.prefix ?? "", prefix, this.level.label);
    return this.with({ prefix });
  }
  version(version: unknown): GroupImpl {
    return this.with({ version: checkVersion(version, this.level.label) });
  }
  versionPrefix(versionPrefix: unknown): GroupImpl {
    return this.with({ versionPrefix: checkVersionPrefix(versionPrefix, this.level.label, this.level.trusted) });
  }
  strictSlashes(strict: boolean): GroupImpl {
    return this.with({ strictSlashes: checkStrictSlashes(strict, this.level.label) });
  }
  tags(tags: readonly string[]): GroupImpl {
    return this.with({ tags: checkTags(tags, this.level.label) });
  }
  blueprint(member: unknown): GroupImpl {
    return new GroupImpl(this.level, push(this.members, asMember(member, this.level.label)));
  }
  memberList(): (BlueprintImpl | GroupImpl)[] {
    return toArray(this.members);
  }
}

/** Whether `value` is an app: the one routable container that is not a blueprint (group.ts cannot
 * import the app's class, which imports this module). */
const isApp = (value: unknown): boolean => value instanceof Routable && !(value instanceof BlueprintImpl);

/** A runtime member, or a `RouteDefinitionError` naming what was passed instead; `options` names
 * the call whose options an object in a member's place may be. */
export const asMember = (value: unknown, where: string, options?: "group" | "app"): BlueprintImpl | GroupImpl => {
  if (value instanceof BlueprintImpl || value instanceof GroupImpl) return value;
  throw new VersaTypeError(msg.notAMember(where, value, isApp(value), options));
};

/** Options of `group(options, ...members)`, each literal checked where it stands. */
export type GroupOptions<U extends string | undefined = string | undefined, V = VersionOption | undefined, VP = string | undefined, L = Lifecycle | undefined> = {
  readonly urlPrefix?: CheckPrefix<U, "group">;
  readonly version?: CheckVersion<V, "group">;
  readonly versionPrefix?: CheckVersionPrefix<VP, "group">;
  readonly strictSlashes?: boolean | undefined;
  /** Regex patterns written here that may skip the backtracking check: `trustRegex("(a+)+")`. */
  readonly trustRegex?: readonly string[] | undefined;
  /** OpenAPI tags of the routes inside that set none of their own. */
  readonly tags?: readonly string[] | undefined;
  /** When its members' routes are deprecated and sunset (a member's or route's own wins). */
  readonly lifecycle?: CheckLifecycle<L, "group"> | undefined;
};

/**
 * Groups blueprints (and groups). The group's version applies to members that set none; its
 * url prefix comes after the version: `/v<V>/<group prefix>/<blueprint prefix>/<route>`.
 *
 * @example
 * ```ts
 * const g = group({ urlPrefix: "/g", version: "v2" }, a, b);
 * const g2 = group().version("v2").prefix("/g").blueprint(a).blueprint(b);
 * ```
 */
export function group<const Ms extends readonly Member[]>(...members: Ms): msg.OrNeedsStrict<GroupOf<NoSettings, Ms>>;
export function group<
  const Ms extends readonly Member[],
  const U extends string | undefined = undefined,
  const V extends {} | null | undefined = undefined,
  const VP extends string | undefined = undefined,
  const L extends Lifecycle | undefined = undefined,
>(options: GroupOptions<U, V, VP, L>, ...members: Ms): msg.OrNeedsStrict<GroupOf<SettingsOf<U, V, VP>, Ms>>;
export function group(...args: unknown[]): unknown {
  const first = args[0];
  const hasOptions = first !== undefined && !(first instanceof BlueprintImpl || first instanceof GroupImpl || isApp(first));
  const label = "group";
  const level: Level = { kind: "group", label, ...checkOptions("group", hasOptions ? first : undefined, label) };
  const members = (hasOptions ? args.slice(1) : args).map((m) => asMember(m, label, "group"));
  return new GroupImpl(level, members.reduce<List<BlueprintImpl | GroupImpl>>(push, undefined));
}
