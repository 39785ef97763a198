/**
 * `group(options?, ...members)`: blueprints (and groups) sharing a url prefix, a version and a
 * version prefix. Groups nest; members keep their own settings, which win over the group's.
 */
import { VersaTypeError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { CheckPath, CheckPrefix } from "../path/parse.js";
import type { CheckVersion, CheckVersionPrefix, VersionOption } from "../path/version.js";
import { BlueprintImpl, keeps, type Keeps, type MemberTypes, type TypedWith } from "./blueprint.js";
import type { AddedKeys, AddHook, AnyHooks, ErrorHook, HookKeys, HookResult, LevelHookContext, Plugin, PluginKeys, RequestHook, ResponseHook } from "./hooks.js";
import type { Rel } from "../path/join.js";
import { checkOptions, checkPrefix, checkStrictSlashes, checkTags, checkVersion, checkVersionPrefix } from "./options.js";
import { Routable } from "./routable.js";
import { Hookable } from "./hookable.js";
import type { CheckLifecycle, Lifecycle } from "./lifecycle.js";
import type { IsAnyOrUnknown } from "../core/types.js";
import type {
  AnyLevelSettings,
  AnyParsedPrefix,
  AnySub,
  Clash,
  EntryOfAnyMember,
  Flatten,
  InheritClash,
  KeyOf,
  Lift,
  LiftKeys,
  NoSettings,
  ParamClash,
  Resub,
  Sub,
  SetPrefix,
  SetVersion,
  SetVersionPrefix,
  SettingsOf,
} from "./state.js";
import { push, toArray, type Level, type List } from "./tree.js";

/** Anything a group or an app can hold: a blueprint or a group. */
export interface Member {
  readonly "~types": MemberTypes;
}

/**
 * A member's routes with its own settings applied (relative to the container it joins): a
 * blueprint's lifted under its settings, a group's subs each lifted once under their levels and
 * the group's; see {@link EntryOfAnyMember} for an `any` one (a member is an object type, so only
 * `any` is {@link IsAnyOrUnknown}).
 */
export type Lifted<X extends Member> = IsAnyOrUnknown<X> extends true
  ? EntryOfAnyMember
  : Lift<X["~types"]["entries"], X["~types"]["settings"]> | Flatten<X["~types"]["subs"], X["~types"]["settings"]>;

/** A member's routes relative to itself (a group's subs lifted under the levels inside it). */
type OwnEntries<X extends Member> = X["~types"]["entries"] | Flatten<X["~types"]["subs"], NoSettings>;

/**
 * A member as a group holds it, without a pass over its routes: a blueprint's routes under its
 * settings (one {@link Sub}), a group's subs under its settings too (one composition per sub).
 */
type SubsOf<X extends Member> = IsAnyOrUnknown<X> extends true
  ? Sub<NoSettings, EntryOfAnyMember>
  : Sub<X["~types"]["settings"], X["~types"]["entries"]> | Resub<X["~types"]["subs"], X["~types"]["settings"]>;

/**
 * The member itself when it adds no duplicate route or parameter (an `any` one adds none), else
 * the messages. `A` is the argument: when it is no member (`X` fell back to `Member`; a group whose
 * members collide is typed as the message), it must be `A & Member`, so the error quotes it.
 */
export type CheckMember<X extends Member, K extends string, A = X> = IsAnyOrUnknown<X> extends true
  ? X
  : string extends X["~types"]["keys"] ? A & Member
  : MemberClash<X, K> extends infer M ? ([M] extends [never] ? X : M & string) : never;

/** What goes wrong when `X` joins a container whose keys are `K`, as messages (its routes lifted
 * only for a message: a clash of keys is found from the keys). */
type MemberClash<X extends Member, K extends string> =
  | (Extract<MemberKeys<X>, K> extends never ? never : Clash<Lifted<X>, K, false, MemberKeys<X>>)
  | OwnParamClash<X>
  | OwnInheritClash<X>;

/** A duplicate parameter name between a member's url prefix and its routes (see {@link ParamClash}). */
export type OwnParamClash<X extends Member> = X["~types"]["settings"]["prefix"]["params"] extends never
  ? never // no pass over the routes
  : ParamClash<OwnEntries<X>, X["~types"]["settings"]>;

/**
 * Routes of a member that collide once its version (or version prefix) fills in what they left
 * unset (see {@link InheritClash}): none unless a route, or a level inside, set the same value
 * (read from the routes' and the subs' settings, without lifting a route).
 */
export type OwnInheritClash<X extends Member> = (
  X["~types"]["settings"]["version"] extends undefined ? true : SetInside<X, "version"> & X["~types"]["settings"]["version"] extends never ? true : false
) extends true
  ? X["~types"]["settings"]["versionPrefix"] extends undefined ? never
    : PrefixKeys<SetInside<X, "versionPrefix">> & PrefixKeys<X["~types"]["settings"]["versionPrefix"]> extends never ? never
    : InheritClash<OwnEntries<X>, X["~types"]["settings"]>
  : InheritClash<OwnEntries<X>, X["~types"]["settings"]>;
/** The versions (or version prefixes) the routes of `X` or the levels inside it set. */
type SetInside<X extends Member, F extends "version" | "versionPrefix"> = X["~types"]["entries"][F] | SubSettings<X["~types"]["subs"], F>;
type SubSettings<S extends AnySub, F extends "version" | "versionPrefix"> = S extends AnySub ? S["entries"][F] | S["settings"][F] : never;
/** The keys of version prefixes (none for `undefined`). */
type PrefixKeys<P> = P extends AnyParsedPrefix ? P["key"] : never;

/** A member's keys as its container holds them (see {@link LiftKeys}: a level that sets only a url
 * prefix puts it in front of the keys; else the member's routes, lifted, give theirs). */
type MemberKeys<X extends Member> = IsAnyOrUnknown<X> extends true
  ? never
  : X["~types"]["settings"]["version"] extends undefined
    ? X["~types"]["settings"]["versionPrefix"] extends undefined
      ? LiftKeys<never, X["~types"]["keys"], X["~types"]["settings"]>
      : KeyOf<Lifted<X>>
    : KeyOf<Lifted<X>>;
/** Each member's keys (distributes over the members, as {@link SubsOfEach}). */
type MemberKeysOf<X> = X extends Member ? MemberKeys<X> : never;
/** Each member as a group holds it (distributes over the members: no recursion over the tuple). */
type SubsOfEach<X> = X extends Member ? SubsOf<X> : never;
/** Each member as a group holds it, member by member (`Ms[number]` would be `any` when one is). */
type SubsOfAll<Ms extends readonly Member[]> = { [I in keyof Ms]: SubsOfEach<Ms[I]> }[number];
/** Each member's keys, computed once per member. */
type KeysOfAll<Ms extends readonly Member[]> = { [I in keyof Ms]: MemberKeysOf<Ms[I]> };
/** The keys of every member but the one at `I`. */
type Others<Ks extends readonly string[], I> = { [J in keyof Ks]: J extends I ? never : Ks[J] }[number];
/** Whether no key is in two members' keys: one walk over the members, adding each one's keys to those seen. */
type Disjoint<Ks extends readonly string[], Seen extends string = never> = Ks extends readonly [infer A extends string, ...infer R extends readonly string[]]
  ? [Extract<A, Seen>] extends [never] ? Disjoint<R, Seen | A> : false
  : true;
/** What each member clashes with among the others' keys, as messages (both sides of a clash report);
 * the others' keys are gathered per member only when some key is in two members' keys. */
type Clashes<Ms extends readonly Member[], Ks extends readonly string[] = KeysOfAll<Ms>, D extends boolean = Disjoint<Ks>> = {
  [I in keyof Ms]: Verdict<Ms[I], D extends true ? never : Others<Ks, I>>;
}[number];
/** What member `X` clashes with among keys `K`, as messages. (A conditional on `X` itself, not an
 * `infer` from the tuple: each `infer` result is instantiated again, with the member's routes.) */
type Verdict<X, K extends string> = X extends Member ? Exclude<CheckMember<X, K>, X> : never;

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
  version<const V extends VersionOption>(version: CheckVersion<V, "group">): Group<SetVersion<Settings, V>, Subs, Keys, Hooks>;
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
   * registered, each place its own chain); returns nothing to go on, a `Response` to answer, or an
   * object whose keys are added to the context (the group's later hooks see them, typed).
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
export type GroupOptions<U extends string | undefined, V, VP, L = undefined> = {
  readonly urlPrefix?: CheckPrefix<U>;
  readonly version?: CheckVersion<V, "group">;
  readonly versionPrefix?: CheckVersionPrefix<VP, "group">;
  readonly strictSlashes?: boolean;
  /** Regex patterns written here that may skip the backtracking check: `trustRegex("(a+)+")`. */
  readonly trustRegex?: readonly string[];
  /** OpenAPI tags of the routes inside that set none of their own. */
  readonly tags?: readonly string[];
  /** When its members' routes are deprecated and sunset (a member's or route's own wins). */
  readonly lifecycle?: CheckLifecycle<L, "group">;
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
  const V extends VersionOption | undefined = undefined,
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
