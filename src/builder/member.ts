/**
 * What a group or an app holds: a member (a blueprint or a group), its routes as the container
 * sees them and its keys, computed once per member and without a pass over its routes where the
 * settings allow (most members set only a url prefix).
 */
import type { IsAnyOrUnknown } from "../core/types.js";
import type { AnyLevelSettings, NoSettings } from "./state-settings.js";
import type { AnyRouteEntry, AnySub, EntryOfAnyMember, Sub } from "./state-entries.js";
import type { Flatten, Lift, LiftKeys, Resub } from "./state-lift.js";
import type { KeyOf } from "./state-keys.js";

/** The type state every member of a group or app carries (type-only; absent at runtime). */
export interface MemberTypes {
  readonly settings: AnyLevelSettings;
  /** routes held as they are (a blueprint's) */
  readonly entries: AnyRouteEntry;
  /** routes held with the settings of the levels they are under (a group's: see `Sub`) */
  readonly subs: AnySub;
  readonly keys: string;
}

/** Anything a group or an app can hold: a blueprint or a group. */
export interface Member {
  readonly "~types": MemberTypes;
}

/**
 * A member's routes with its own settings applied (relative to the container it joins): a
 * blueprint's lifted under its settings, a group's subs each lifted once under their levels and
 * the group's; see {@link EntryOfAnyMember} for an `any` one. (An `any` member is told by its keys,
 * `any` too: a test of the member itself instantiates it, walking its routes and their handlers'
 * results, where a test of its keys reads a union of strings.)
 */
export type Lifted<X extends Member> = IsAnyOrUnknown<X["~types"]["keys"]> extends true
  ? EntryOfAnyMember
  : Lift<X["~types"]["entries"], X["~types"]["settings"]> | Flatten<X["~types"]["subs"], X["~types"]["settings"]>;

/** A member's routes relative to itself (a group's subs lifted under the levels inside it). */
export type OwnEntries<X extends Member> = X["~types"]["entries"] | Flatten<X["~types"]["subs"], NoSettings>;

/**
 * A member as a group holds it, without a pass over its routes: a blueprint's routes under its
 * settings (one {@link Sub}), a group's subs under its settings too (one composition per sub).
 */
export type SubsOf<X extends Member> = IsAnyOrUnknown<X["~types"]["keys"]> extends true
  ? Sub<NoSettings, EntryOfAnyMember>
  : Sub<X["~types"]["settings"], X["~types"]["entries"]> | Resub<X["~types"]["subs"], X["~types"]["settings"]>;

/** A member's keys as its container holds them (see {@link LiftKeys}: a level that sets only a url
 * prefix puts it in front of the keys; else the member's routes, lifted, give theirs). */
export type MemberKeys<X extends Member> = IsAnyOrUnknown<X["~types"]["keys"]> extends true
  ? never
  : X["~types"]["settings"]["version"] extends undefined
    ? X["~types"]["settings"]["versionPrefix"] extends undefined
      ? LiftKeys<never, X["~types"]["keys"], X["~types"]["settings"]>
      : KeyOf<Lifted<X>>
    : KeyOf<Lifted<X>>;
/** Each member's keys (distributes over the members, as {@link SubsOfEach}; tests `unknown`, not
 * `Member`, which would instantiate each member, walking its routes). */
type MemberKeysOf<X extends Member> = X extends unknown ? MemberKeys<X> : never;
/** Each member as a group holds it (distributes over the members: no recursion over the tuple). */
type SubsOfEach<X extends Member> = X extends unknown ? SubsOf<X> : never;
/** Each member as a group holds it, member by member (`Ms[number]` would be `any` when one is). */
export type SubsOfAll<Ms extends readonly Member[]> = { [I in keyof Ms]: SubsOfEach<Ms[I]> }[number];
/** Each member's keys, computed once per member. */
export type KeysOfAll<Ms extends readonly Member[]> = { [I in keyof Ms]: MemberKeysOf<Ms[I]> };
