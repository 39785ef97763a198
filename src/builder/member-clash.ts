/**
 * The checks a member passes where it joins a group or an app: no route whose key the container
 * has already, no parameter its own prefix declares twice, no routes that collide once its version
 * fills in theirs; and, among a group's members, none whose keys meet another's. Keys are compared
 * first; routes are lifted only to word a message.
 */
import type { IsAnyOrUnknown } from "../core/types.js";
import type { AnyParsedPrefix } from "./state-settings.js";
import type { AnySub } from "./state-entries.js";
import type { Clash, InheritClash, ParamClash } from "./state-clash.js";
import type { KeysOfAll, Lifted, Member, MemberKeys, OwnEntries } from "./member.js";

/**
 * The member itself when it adds no duplicate route or parameter (an `any` one adds none), else
 * the messages. `A` is the argument: when it is no member (`X` fell back to `Member`; a group whose
 * members collide is typed as the message), it must be `A & Member`, so the error quotes it.
 */
export type CheckMember<X extends Member, K extends string, A = X> = IsAnyOrUnknown<X["~types"]["keys"]> extends true
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
type SubSettings<S extends AnySub, F extends "version" | "versionPrefix"> = S extends unknown ? S["entries"][F] | S["settings"][F] : never;
/** The keys of version prefixes (none for `undefined`). */
type PrefixKeys<P> = P extends AnyParsedPrefix ? P["key"] : never;

/** The keys of every member but the one at `I`. */
type Others<Ks extends readonly string[], I> = { [J in keyof Ks]: J extends I ? never : Ks[J] }[number];
/** Whether no key is in two members' keys: one walk over the members, adding each one's keys to those seen. */
type Disjoint<Ks extends readonly string[], Seen extends string = never> = Ks extends readonly [infer A extends string, ...infer R extends readonly string[]]
  ? [Extract<A, Seen>] extends [never] ? Disjoint<R, Seen | A> : false
  : true;
/** What each member clashes with among the others' keys, as messages (both sides of a clash report);
 * the others' keys are gathered per member only when some key is in two members' keys. */
export type Clashes<Ms extends readonly Member[], Ks extends readonly string[] = KeysOfAll<Ms>, D extends boolean = Disjoint<Ks>> = {
  [I in keyof Ms]: Verdict<Ms[I], D extends true ? never : Others<Ks, I>>;
}[number];
/** What member `X` clashes with among keys `K`, as messages ({@link CheckMember}'s, without the
 * member). (A conditional on `X` itself, not an `infer` from the tuple: each `infer` result is
 * instantiated again, with the member's routes. It tests `unknown`, and the member is not taken
 * out of a union by `Exclude`: a test against a member or `Member` instantiates the member
 * permissively and restrictively, walking its routes and their handlers' results.) */
type Verdict<X extends Member, K extends string> = X extends unknown
  ? IsAnyOrUnknown<X["~types"]["keys"]> extends true ? never : string extends X["~types"]["keys"] ? never : MemberClash<X, K>
  : never;
