/**
 * The app level of a route tree: it composes every route as soon as it is added (the app knows
 * every level by then) and registers blueprints and groups. It produces the route table and
 * nothing else; `fetch` and `url` are attached on top of it by `src/app.ts`.
 */
import type { CheckVersion, CheckVersionPrefix, VersionOption } from "../path/version.js";
import type { CheckPrefix } from "../path/parse.js";
import { asMember, GroupImpl } from "./group.js";
import type { Lifted, Member } from "./member.js";
import type { OwnInheritClash, OwnParamClash } from "./member-clash.js";
import type { BlueprintImpl } from "./blueprint.js";
import { checkOptions, type Settings } from "./options.js";
import { VersaError } from "../core/errors.js";
import { Routable } from "./routable.js";
import type { IsAnyOrUnknown } from "../core/types.js";
import type { Clash, FinalClashWithOld, InheritClash, OneComposition, ParamClash, PrefixClash } from "./state-clash.js";
import type { Lift } from "./state-lift.js";
import type { SettingsOf } from "./state-settings.js";
import type { AnyVersions, CheckVersionIn, Expand, UndeclaredIn } from "./version-state.js";
import { resolve, underApp } from "./tree.js";
import { checkDuplicates } from "./route-duplicates.js";
import { push, toArray, type List } from "./list.js";
import type { Level } from "./level.js";
import type { AnyRouteEntry } from "./state-entries.js";
import type { RouteDef, RouteRecord } from "./route-record.js";

/** A member's entries as registered: its settings, then the registration's, then its ranges over
 * the app's versions `Vs`. */
export type Registered<X extends Member, U, V, VP, Vs extends AnyVersions = undefined> = Expand<Placed<X, U, V, VP>, Vs>;
/** A member's entries under its settings and the registration's (before the app's versions). */
type Placed<X extends Member, U, V, VP> = Lift<Lifted<X>, SettingsOf<U, V, VP>>;

/** What goes wrong when `X` is registered into an app whose keys are `K` and versions `Vs`, as
 * messages (the registration's version is checked for its own mistakes in its options, against
 * the app's versions here, where a route uses it). */
type RegistrationClash<X extends Member, U, V, VP, K extends string, Vs extends AnyVersions> =
  | (OneComposition<Placed<X, U, V, VP>> extends true ? FinalClashWithOld<Registered<X, U, V, VP, Vs>, K> : Clash<Registered<X, U, V, VP, Vs>, K, true>)
  | UndeclaredIn<Lifted<X>, Vs>
  | RegistrationVersion<Lifted<X>, V, Vs>
  | OwnParamClash<X>
  | OwnInheritClash<X>
  | ParamClash<Lifted<X>, SettingsOf<U, V, VP>>
  | InheritClash<Lifted<X>, SettingsOf<U, V, VP>>
  | PrefixClash<Registered<X, U, V, VP, Vs>>;

/**
 * The registration's version `V` against the app's versions `Vs`, as messages, when some route of
 * the entries `E` uses it (sets no version of its own): one that every route overrides is never
 * served, and the build does not check it either. Its own mistakes are its options' to name.
 */
export type RegistrationVersion<E extends AnyRouteEntry, V, Vs extends AnyVersions> = [V] extends [undefined]
  ? never
  : undefined extends E["version"]
    ? [CheckVersion<V, "registration">] extends [V] ? Exclude<CheckVersionIn<V, "registration", Vs>, V> : never
    : never;

/**
 * The member when registering it adds no duplicate route or parameter (an `any` one adds none),
 * else the messages. `A` is the argument: when it is no member (`X` fell back to `Member`; a group
 * whose members collide is typed as the message), it must be `A & Member`, so the error quotes it.
 */
export type CheckRegistration<X extends Member, U, V, VP, K extends string, A = X, Vs extends AnyVersions = undefined> = IsAnyOrUnknown<X["~types"]["keys"]> extends true
  ? X
  : string extends X["~types"]["keys"] ? A & Member
  : RegistrationClash<X, U, V, VP, K, Vs> extends infer M ? ([M] extends [never] ? X : M & string) : never;

/** Options of `app.blueprint(member, options)`: a mount prefix and defaults for the member (the
 * version meets the app's versions `Vs` where a route uses it: {@link RegistrationVersion}). */
export type RegistrationOptions<U extends string | undefined = string | undefined, V = VersionOption | undefined, VP = string | undefined, Vs extends AnyVersions = undefined> = {
  readonly urlPrefix?: CheckPrefix<U, "registration">;
  readonly version?: CheckVersion<V, "registration">;
  readonly versionPrefix?: CheckVersionPrefix<VP, "registration">;
  readonly strictSlashes?: boolean | undefined;
  /** Regex patterns written here that may skip the backtracking check: `trustRegex("(a+)+")`. */
  readonly trustRegex?: readonly string[] | undefined;
  /** OpenAPI tags of the routes inside that set none of their own. */
  readonly tags?: readonly string[] | undefined;
};

/** Every route of a member, composed under the levels outside it (innermost first). */
function flatten(member: BlueprintImpl | GroupImpl, outer: readonly Level[]): RouteRecord[] {
  if (member instanceof GroupImpl) return member.memberList().flatMap((m) => flatten(m, [member.level, ...outer]));
  return member.routeDefs().flatMap((d) => resolve(d, [member.level, ...outer]));
}

/** A registration's options, checked; a mistake keeps the compiler's text and then names the
 * member being registered, in parentheses (the types do not know it). */
function registrationOptions(options: unknown, member: string): Settings {
  try {
    return checkOptions("registration", options, "registration");
  } catch (e) {
    if (e instanceof VersaError) e.message = `${e.message} (registering ${member})`;
    throw e;
  }
}

/** A record as `api.routes` hands it out: it and the parts the app reads (its segments, their
 * casts, its versions and documentation) frozen, so that changing a record read from `api.routes`
 * cannot change what the running app answers or documents. The values a user gave (handler,
 * schemas) are theirs, and left as they are. */
function frozen(r: RouteRecord): RouteRecord {
  for (const s of r.segments) Object.freeze(s);
  Object.freeze(r.segments);
  Object.freeze(r.origin);
  Object.freeze(r.groups);
  Object.freeze(r.versions);
  Object.freeze(r.openapi);
  return Object.freeze(r);
}

/**
 * The runtime app, as far as the route table goes. A subclass adds what answers requests;
 * `derive` makes the next value of that subclass, so every step stays immutable.
 */
export abstract class AppBuilder extends Routable {
  #routes: readonly RouteRecord[] | undefined;
  constructor(
    readonly level: Level,
    readonly records: List<RouteRecord>,
  ) {
    super();
  }
  /** The next app: this one's settings (or `level`) with `records`. */
  protected abstract derive(records: List<RouteRecord>, level?: Level): this;
  protected withLevel(level: Level): this {
    return this.derive(this.records, level);
  }
  protected get label(): string {
    return "app";
  }
  protected withRoutes(defs: readonly RouteDef[]): this {
    return this.with(defs.flatMap((d) => resolve(d, [this.level])));
  }
  private with(records: readonly RouteRecord[]): this {
    return this.derive(records.reduce(push, this.records));
  }
  blueprint(member: unknown, options?: unknown): this {
    const m = asMember(member, "app.blueprint", "app");
    const level: Level = { kind: "registration", label: "registration", ...registrationOptions(options, m.level.label) };
    return this.with(flatten(m, [level, this.level]));
  }
  /** Every route, one entry per method, in declaration order, under the app's hooks; duplicates are refused here. */
  get routes(): readonly RouteRecord[] {
    if (this.#routes) return this.#routes;
    const all = toArray(this.records).map((r) => frozen(underApp(r, this.level)));
    checkDuplicates(all);
    return (this.#routes = Object.freeze(all));
  }
}
