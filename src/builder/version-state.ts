/**
 * The app's declared versions in the types: a range (`"2.."` in an entry's version slot, see
 * `VersionSettingText`) becomes the versions it selects once the app, which knows them as a literal
 * tuple, holds the route; and a version the app does not declare is a message. The runtime twin is
 * `versions.ts`.
 */
import type * as msg from "../core/messages.js";
import type { IsAny, IsNonLiteral } from "../core/types.js";
import type { CheckVersion, VersionInput, VersionSettingText, VersionText } from "../path/version.js";
import type { AnyRouteEntry, RouteEntry } from "./state-entries.js";
import type { Unset } from "./state-keys.js";

/** The app's declared versions as texts, oldest first (`readonly ["1", "2", "3"]`); `undefined` when it declares none. */
export type AnyVersions = readonly string[] | undefined;

/** An app's `versions` option as written (the app's type holds it so; see {@link VersionTexts}). */
export type DeclaredVersions = readonly VersionInput[] | undefined;

/** The texts of a `versions` option, in its order; `undefined` when not given; any versions
 * (`readonly string[]`) for an `any` one. */
export type VersionTexts<Vs> = IsAny<Vs> extends true ? readonly string[] : Vs extends readonly unknown[] ? { readonly [I in keyof Vs]: VersionText<Vs[I]> } : undefined;

/** Whether a range's ends are literals (`U`: `""` when open), so that the types can place them. */
type Placed<S extends string, U extends string> = IsNonLiteral<S> extends true ? false : U extends "" ? true : IsNonLiteral<U> extends true ? false : true;

/** The declared versions from `S` on, up to and not including `U` (`""`: to the last); `string` for
 * a list of unknown length or an end that is not a literal. */
type InRange<Vs extends readonly string[], S extends string, U extends string> = number extends Vs["length"] ? string : Placed<S, U> extends true ? Walk<Vs, S, U> : string;
type Walk<Vs extends readonly string[], S extends string, U extends string, On extends boolean = false> = Vs extends readonly [infer A extends string, ...infer R extends readonly string[]]
    ? A extends U ? never
    : On extends true ? A | Walk<R, S, U, true>
    : A extends S ? A | Walk<R, S, U, true>
    : Walk<R, S, U>
    : never;

/** The declared versions as a message lists them: `1, 2, 3`. */
type Joined<Vs extends readonly string[]> = Vs extends readonly [infer A extends string, ...infer R extends readonly string[]]
  ? R extends readonly [] ? A : `${A}, ${Joined<R>}`
  : string;

/**
 * An app's entries with each range replaced by the declared versions it selects (one route per
 * version, as a list's union); without declared versions (or where they are not known yet,
 * {@link Unset}) the entries as they are.
 */
export type Expand<E extends AnyRouteEntry, Vs extends AnyVersions | Unset> = Vs extends readonly string[]
  ? E extends unknown
    ? E["version"] extends `${infer S}..${infer U}` ? RouteEntry<E["method"], E["path"], E["key"], InRange<Vs, S, U>, E["versionPrefix"], E["params"], E["io"]> : E
    : never
  : E;

type Range<S extends string, U extends string> = msg.RangeText<S, U extends "" ? undefined : U>;

/**
 * What is wrong with the version text `V` (a version, a list's union, a range) of a route `W` in an
 * app whose declared versions are `Vs`, as messages: a version or range end it does not declare, a
 * range that selects none, a range in an app that declares no versions. Nothing where the versions
 * are not known yet ({@link Unset}) or `V` is not a literal.
 */
export type UndeclaredOf<V, Vs extends AnyVersions | Unset, W extends string> = Vs extends Unset
  ? never
  : V extends `${infer S}..${infer U}`
    ? Vs extends readonly string[]
      ? Placed<S, U> extends false ? never
      : S extends Vs[number]
        ? U extends "" | Vs[number]
          ? [InRange<Vs, S, U>] extends [never] ? msg.EmptyVersionRange<Range<S, U>, W> : never
          : msg.UndeclaredVersion<U, W, Joined<Vs>>
        : msg.UndeclaredVersion<S, W, Joined<Vs>>
      : msg.RangeWithoutVersions<Range<S, U>, W>
    : Vs extends readonly string[]
      ? V extends Vs[number] | undefined ? never : IsNonLiteral<V & string> extends true ? never : msg.UndeclaredVersion<V & string, W, Joined<Vs>>
      : never;

/**
 * {@link UndeclaredOf} for every entry of a member registered into an app, each named by its
 * method and path: one read of the versions' union first, a pass over the entries only when one
 * of them is not plainly declared.
 */
export type UndeclaredIn<E extends AnyRouteEntry, Vs extends AnyVersions> = (Vs extends readonly string[] ? Exclude<E["version"], Vs[number] | undefined> : Extract<E["version"], `${string}..${string}`>) extends never
  ? never
  : E extends unknown ? UndeclaredOf<E["version"], Vs, `route ${E["method"]} '${E["path"] extends "" ? "/" : E["path"]}'`> : never;

/**
 * A version option checked where it stands: its own mistakes (`CheckVersion`), then, in an app,
 * against the app's versions (`Vs`; {@link Unset} in a container, where they are not known yet).
 * (`CheckVersion<V, W>` is the first branch, not nested, so that `V` is still inferred as written.)
 */
export type CheckVersionIn<V, W extends string, Vs extends AnyVersions | Unset> = [UndeclaredValid<V, W, Vs>] extends [never]
  ? CheckVersion<V, W>
  : UndeclaredValid<V, W, Vs>;
/** {@link UndeclaredOf} for an option that has no mistake of its own (which `CheckVersion` names). */
type UndeclaredValid<V, W extends string, Vs extends AnyVersions | Unset> = [CheckVersion<V, W>] extends [V] ? UndeclaredOf<VersionSettingText<V>, Vs, W> : never;
