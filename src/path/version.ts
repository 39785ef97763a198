/**
 * Version text and validation (docs/concepts.md): `VersionText` / `versionText`, and the checks that
 * refuse anything but a number >= 0 or a version string, in the types and at build time alike.
 */
import { RouteDefinitionError, VersionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { IsAny, IsNonLiteral } from "../core/types.js";
import type { AllOf, Digit } from "./chars.js";
import { collapse, type Collapse } from "./join.js";
import { parse, type CheckPath } from "./parse.js";

/** What may be written as a version; the accepted shapes are narrower (see {@link versionText}). */
export type VersionInput = number | string;

/** `^\d+(\.\d+)*$` */
type IsVersionText<S extends string> = S extends `${infer A}.${infer B}`
  ? AllOf<A, Digit> extends true ? IsVersionText<B> : false
  : AllOf<S, Digit>;

/**
 * The text a version puts in a path: `1.25` -> `"1.25"`, `"v2"` -> `"2"`.
 *
 * @example
 * ```ts
 * type T = VersionText<"v1.1">; // "1.1"
 * ```
 */
export type VersionText<V> = V extends number ? `${V}` : V extends `v${infer R}` ? R : V & string;

/**
 * A range over the app's ordered versions (`app({ versions })`): every declared version from
 * `since` on, up to and not including `until` (open-ended without it).
 */
export interface VersionRange {
  readonly since: VersionInput;
  readonly until?: VersionInput;
}

/** What `version` takes on a route, blueprint, group or registration: a version, a list or a range. */
export type VersionOption = VersionInput | readonly VersionInput[] | VersionRange;

/** A version setting in normal form: a version's text, a list of texts, or a range of texts. */
export type VersionSetting = string | readonly string[] | { readonly since: string; readonly until: string | undefined };

/**
 * How the builders' type state holds a version setting: a version's text, a list as the union of
 * its texts (each one route), a range as `"<since>..<until>"` (`"2.."` when open), which the app
 * turns into its versions when it knows them. Version text never holds `..`.
 *
 * @example
 * ```ts
 * type A = VersionSettingText<readonly [1, "v2"]>;   // "1" | "2"
 * type B = VersionSettingText<{ since: 2 }>;         // "2.."
 * ```
 */
export type VersionSettingText<V> = IsAny<V> extends true
  ? string
  : V extends readonly unknown[]
    ? AnyText<V[number]>
    : V extends { readonly since: infer S }
      ? `${AnyText<S>}..${V extends { readonly until: infer U extends VersionInput } ? AnyText<U> : ""}`
      : VersionText<V>;
/** {@link VersionText}, with `any` as a non-literal `string`. */
type AnyText<V> = IsAny<V> extends true ? string : VersionText<V>;

/** One version: `V` when accepted (or not a literal), else the message naming it. */
type CheckOne<V, W extends string> = number extends V ? V
  : string extends V ? V
  : V extends VersionInput
    ? IsVersionText<VersionText<V>> extends true ? V : msg.InvalidVersion<msg.Show<V>, W>
    : msg.InvalidVersion<msg.Show<V>, W>;

/** The items of a list, in order: the list when each is accepted and none repeats, else the first message. */
type CheckItems<L, V, W extends string, Seen extends string = never> = L extends readonly [infer A, ...infer R]
  ? CheckOne<A, W> extends infer C
    ? [C] extends [A]
      ? [VersionText<A>] extends [Seen] ? msg.RepeatedVersion<msg.Show<A>, W>
      : CheckItems<R, V, W, Seen | (IsNonLiteral<VersionText<A>> extends true ? never : VersionText<A>)>
      : C
    : never
  : V;

/** A range (an object naming `since` or `until`): `V` when its keys and ends are accepted and it
 * is not empty as written, else the message, in the runtime's order (see {@link versionSetting}). */
type CheckRange<V, W extends string> = Exclude<keyof V, "since" | "until"> extends infer K
  ? [K] extends [never]
    ? V extends { readonly since: infer S }
      ? IsAny<S> extends true ? V
      : [S] extends [undefined] ? msg.RangeWithoutSince<W>
      : [CheckOne<S, W>] extends [S]
        ? V extends { readonly until: infer U }
          ? [U] extends [undefined] ? V
          : IsAny<U> extends true ? V
          : [CheckOne<U, W>] extends [U]
            ? [VersionText<U>] extends [VersionText<S>] ? (IsNonLiteral<VersionText<U>> extends true ? V : msg.EmptyVersionRange<msg.RangeText<VersionText<S>, VersionText<U>>, W>) : V
            : msg.InvalidRangeEnd<"until", msg.Show<U>, W>
          : V
        : msg.InvalidRangeEnd<"since", msg.Show<S>, W>
      : msg.RangeWithoutSince<W>
    : msg.UnknownRangeKey<K & string, W>
  : never;

/** `V` when it is an accepted version, list or range (or not a literal), else the message naming it;
 * `Accepted` when `V` is unset (`undefined`, a type parameter's default), so that completions and
 * excess-property errors name what the option takes rather than a message about `undefined`. An
 * `undefined` beside a written value (`flag ? 2 : undefined`) is refused: the runtime takes either,
 * but the route's paths are typed with the version or without it. Beside a declared type (an
 * options object typed `BlueprintOptions`), whose paths are not typed by value, it is unset. `K`
 * names the option in that message (the app's `versions` has its own reason). */
export type CheckVersion<V, W extends string, Accepted = VersionOption, K extends "version" | "versions" = "version"> = [V] extends [never]
  ? V
  : [V] extends [undefined] ? Accepted | undefined
  : [V] extends [Exclude<V, undefined>] ? CheckSet<V, W> // (not `undefined extends V`: that holds for any V without strictNullChecks)
  : [Written<Exclude<V, undefined>>] extends [never] ? CheckSet<V, W> : msg.MaybeUnset<K, W>;

/** The members of a version setting written out as values (literals, a tuple, a range from a literal). */
type Written<V> = V extends PropertyKey
  ? IsNonLiteral<V> extends true ? never : V
  : V extends readonly unknown[]
    ? number extends V["length"] ? never : V
    : V extends { readonly since: infer S extends PropertyKey } ? (IsNonLiteral<S> extends true ? never : V) : never;

/** {@link CheckVersion} of a setting that is given (an `undefined` in it passes). */
type CheckSet<V, W extends string> = V extends undefined
  ? undefined
  : V extends readonly unknown[] ? (V extends readonly [] ? msg.EmptyVersionList<W> : CheckItems<V, V, W>)
  : V extends { readonly since: unknown } | { readonly until: unknown } ? CheckRange<V, W>
  : V extends object ? msg.InvalidVersionSetting<V extends (...a: never[]) => unknown ? "a function" : "an object", W>
  : CheckOne<V, W>;

const VERSION_TEXT = /^\d+(?:\.\d+)*$/;

/** Whether `text` is a version's text as it stands in a path (`2`, `1.25`; no leading `v`). */
export const isVersionText = (text: string): boolean => VERSION_TEXT.test(text);

/**
 * The text of an accepted version, or a `VersionError` naming the value and where it was set.
 *
 * @example
 * ```ts
 * versionText(1.25, "blueprint 'a'"); // "1.25"
 * versionText("v2", "group");         // "2"
 * versionText(-1, "route GET '/x'");  // throws VersionError
 * ```
 */
export function versionText<V extends VersionInput>(value: V, where: string): VersionText<V> {
  const text = textOf(value);
  if (text === undefined) throw new VersionError(msg.invalidVersion(msg.show(value), where));
  return text as VersionText<V>;
}

/** The text of an accepted version, else `undefined`. */
const textOf = (value: unknown): string | undefined => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.replace(/^v/, "") : undefined;
  return text !== undefined && isVersionText(text) ? text : undefined;
};

/** A range's `since` or `until` as version text, or the range's own message naming it. */
const rangeEnd = (key: "since" | "until", value: unknown, where: string): string => {
  const text = textOf(value);
  if (text === undefined) throw new VersionError(msg.invalidRangeEnd(key, msg.show(value), where));
  return text;
};

/**
 * A version setting in normal form, or a `VersionError` naming the value and where it was set: a
 * version's text, a list of texts (not empty, none twice), or a range `{ since, until }` of texts
 * (`until` not equal to `since`; whether it comes after it is known only among the app's versions).
 *
 * @example
 * ```ts
 * versionSetting([1, "v2"], "blueprint 'a'");     // ["1", "2"]
 * versionSetting({ since: 2 }, "group");          // { since: "2", until: undefined }
 * versionSetting([1, "v1"], "group");             // throws: version "v1" is listed twice
 * versionSetting({ until: 3 }, "group");          // throws: Invalid version range at group: since is missing; ...
 * ```
 */
export function versionSetting(value: unknown, where: string): VersionSetting {
  if (Array.isArray(value)) {
    if (value.length === 0) throw new VersionError(msg.emptyVersionList(where));
    const texts = value.map((v: unknown) => versionText(v as VersionInput, where));
    const twice = texts.findIndex((t, i) => texts.indexOf(t) !== i);
    if (twice >= 0) throw new VersionError(msg.repeatedVersion(msg.show(value[twice] as unknown), where));
    return texts;
  }
  if (typeof value !== "object" || value === null) return versionText(value as VersionInput, where);
  // (an object naming neither end is no range: the message lists every kind of setting)
  if (!("since" in value) && !("until" in value)) throw new VersionError(msg.invalidVersionSetting(msg.kindOf(value), where));
  const extra = Object.keys(value).find((k) => k !== "since" && k !== "until");
  if (extra !== undefined) throw new VersionError(msg.unknownRangeKey(extra, where));
  const range = value as Partial<VersionRange>;
  if (range.since === undefined) throw new VersionError(msg.rangeWithoutSince(where));
  const since = rangeEnd("since", range.since, where);
  const until = range.until === undefined ? undefined : rangeEnd("until", range.until, where);
  if (since === until) throw new VersionError(msg.emptyVersionRange(msg.rangeText(since, until), where));
  return { since, until };
}

/** `P` when it is an accepted version prefix (starts with `/`, a valid path that does not end
 * with a parameter), else the message naming it; `string` when `P` is unset, and the message when
 * a written prefix may be `undefined` (see {@link CheckVersion}). */
export type CheckVersionPrefix<P, W extends string> = [P] extends [undefined] ? string | undefined
  : string extends P ? P
  : [P] extends [Exclude<P, undefined>] ? CheckPrefixSet<P, W> : msg.MaybeUnset<"versionPrefix", W>;
/** {@link CheckVersionPrefix} of a prefix that is given. */
type CheckPrefixSet<P, W extends string> = P extends `/${string}`
  ? CheckPath<P> extends infer C extends string
    ? C extends P ? (P extends `${string}>` ? msg.VersionPrefixEndsInParam<msg.Show<P>, W> : P) : C
    : never
  : msg.InvalidVersionPrefix<msg.Show<P>, W>;

/** A version prefix as used: doubled slashes collapsed. */
export type VersionPrefixText<P extends string> = Collapse<P>;

/**
 * Checks a version prefix and collapses doubled slashes (`"//api/v"` -> `"/api/v"`).
 *
 * @example
 * ```ts
 * versionPrefixText("/api/v", "group"); // "/api/v"
 * versionPrefixText("api/v", "group");  // throws RouteDefinitionError
 * versionPrefixText("/<t>", "group");   // throws: the version would share the parameter's segment
 * versionPrefixText("/<p:(a+)+>/v", "group", new Set(["(a+)+"])); // "/<p:(a+)+>/v": trusted where it is set
 * ```
 */
export function versionPrefixText<P extends string>(value: P, where: string, trusted?: ReadonlySet<string>): VersionPrefixText<P> {
  if (typeof value !== "string" || !value.startsWith("/"))
    throw new RouteDefinitionError(msg.invalidVersionPrefix(msg.show(value), where), { code: "INVALID_VERSION_PREFIX" });
  parse(value, trusted); // its own grammar (an unclosed '<'), as a url prefix's is checked, and its regexes under the trust given where it is set
  if (value.endsWith(">")) throw new RouteDefinitionError(msg.versionPrefixEndsInParam(msg.show(value), where), { code: "INVALID_VERSION_PREFIX" });
  return collapse(value);
}
