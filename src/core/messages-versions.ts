/** The messages about versions, version ranges and lifecycles (thrown, and shown by the compiler). */
import type { Where } from "./messages-common.js";

const VERSION_SHAPES = `a number >= 0 without an exponent (1, 2.25) or a string such as "1", "v1", "v1.1"`;
type VersionShapes = typeof VERSION_SHAPES;

/** `Invalid version ...`: a version that is not a number >= 0 or a version string. */
export type InvalidVersion<V extends string, W extends Where> =
  `Invalid version ${V} at ${W}: expected ${VersionShapes}`;
export const invalidVersion = <V extends string, W extends Where>(
  value: V,
  where: W,
): InvalidVersion<V, W> => `Invalid version ${value} at ${where}: expected ${VERSION_SHAPES}`;

/** A version prefix that is empty or does not start with `/`. */
export type InvalidVersionPrefix<P extends string, W extends Where> =
  `Invalid versionPrefix ${P} at ${W}: expected a string starting with '/', such as "/v" or "/api/v"`;
export const invalidVersionPrefix = <P extends string, W extends Where>(
  value: P,
  where: W,
): InvalidVersionPrefix<P, W> =>
  `Invalid versionPrefix ${value} at ${where}: expected a string starting with '/', such as "/v" or "/api/v"`;

/** A version prefix ending in a parameter: the version text would share its last segment. */
export type VersionPrefixEndsInParam<P extends string, W extends Where> =
  `Invalid versionPrefix ${P} at ${W}: the version is written right after it, so it cannot end with a parameter; end it with text, such as "/<tenant>/v"`;
export const versionPrefixEndsInParam = <P extends string, W extends Where>(
  value: P,
  where: W,
): VersionPrefixEndsInParam<P, W> =>
  `Invalid versionPrefix ${value} at ${where}: the version is written right after it, so it cannot end with a parameter; end it with text, such as "/<tenant>/v"`;

/** What a version setting may be, as the messages about lists and ranges say it. */
const VERSION_SETTINGS = `a version, a list of versions such as [1, 2], or a range such as { since: 2 } or { since: 1, until: 3 }`;
type VersionSettings = typeof VERSION_SETTINGS;

/** A version setting that is neither a version, a list nor a range (`{ from: 1 }`, `{}`; `V`: what
 * it is, `an object`). */
export type InvalidVersionSetting<V extends string, W extends Where> = `Invalid version at ${W}: expected ${VersionSettings}, got ${V}`;
export const invalidVersionSetting = <V extends string, W extends Where>(value: V, where: W): InvalidVersionSetting<V, W> =>
  `Invalid version at ${where}: expected ${VERSION_SETTINGS}, got ${value}`;

/**
 * An option whose type may be `undefined` besides a value (`flag ? 2 : undefined`): the run time
 * takes either, but the types need the value. A `version`, `versionPrefix` or `urlPrefix`: a route's
 * paths are typed with it or without it, not both; the app's `versions`: its ranges and lifecycles
 * are checked against the list. Types only: each value the run time meets is valid.
 */
export type MaybeUnset<K extends "version" | "versionPrefix" | "urlPrefix" | "versions", W extends Where> =
  `The ${K} at ${W} may be undefined: ${K extends "versions" ? "the app's ranges and lifecycles are typed against the list it declares" : `a route's paths are typed with a ${K} or without one, not both`}; give it a value, or leave the option out`;

/** `version: []`: a list that names no version would serve the route nowhere. */
export type EmptyVersionList<W extends Where> = `Invalid version [] at ${W}: a list names at least one version`;
export const emptyVersionList = <W extends Where>(where: W): EmptyVersionList<W> => `Invalid version [] at ${where}: a list names at least one version`;

/** `version: [1, "v1"]`: one version twice in a list. */
export type RepeatedVersion<V extends string, W extends Where> = `Version ${V} is listed twice at ${W}`;
export const repeatedVersion = <V extends string, W extends Where>(value: V, where: W): RepeatedVersion<V, W> => `Version ${value} is listed twice at ${where}`;

/** A range with a key other than `since` and `until`. */
export type UnknownRangeKey<K extends string, W extends Where> = `Invalid version range at ${W}: unknown key '${K}' (accepted: since, until)`;
export const unknownRangeKey = <K extends string, W extends Where>(key: K, where: W): UnknownRangeKey<K, W> =>
  `Invalid version range at ${where}: unknown key '${key}' (accepted: since, until)`;

/** A range with `until` and no `since` (`{ until: 3 }`): it has no first version. */
export type RangeWithoutSince<W extends Where> =
  `Invalid version range at ${W}: since is missing; a range serves the app's versions from since on, up to and not including until, such as { since: 1, until: 3 }`;
export const rangeWithoutSince = <W extends Where>(where: W): RangeWithoutSince<W> =>
  `Invalid version range at ${where}: since is missing; a range serves the app's versions from since on, up to and not including until, such as { since: 1, until: 3 }`;

/** A range's `since` or `until` (`K`) that is not a version (`V`: the value as shown). */
export type InvalidRangeEnd<K extends "since" | "until", V extends string, W extends Where> =
  `Invalid version range at ${W}: ${K} ${V} is not a version; expected ${VersionShapes}`;
export const invalidRangeEnd = <K extends "since" | "until", V extends string, W extends Where>(key: K, value: V, where: W): InvalidRangeEnd<K, V, W> =>
  `Invalid version range at ${where}: ${key} ${value} is not a version; expected ${VERSION_SHAPES}`;

/** A range as messages write it: `from 2`, `from 1 until 3` (version texts). */
export type RangeText<S extends string, U extends string | undefined> = U extends string ? `from ${S} until ${U}` : `from ${S}`;
export const rangeText = <S extends string, U extends string | undefined>(since: S, until: U): RangeText<S, U> =>
  (until === undefined ? `from ${since}` : `from ${since} until ${until}`) as RangeText<S, U>;

/** A range whose `until` does not come after its `since` (they are equal, or in the wrong order). */
export type EmptyVersionRange<R extends string, W extends Where> =
  `Version range ${R} at ${W} selects no version: until is exclusive, so it must come after since among the app's versions`;
export const emptyVersionRange = <R extends string, W extends Where>(range: R, where: W): EmptyVersionRange<R, W> =>
  `Version range ${range} at ${where} selects no version: until is exclusive, so it must come after since among the app's versions`;

/** A range in an app that declares no versions: it has no order to range over. */
export type RangeWithoutVersions<R extends string, W extends Where> =
  `Version range ${R} at ${W} needs the app's versions, in order: declare them with app({ versions: [1, 2, 3] })`;
export const rangeWithoutVersions = <R extends string, W extends Where>(range: R, where: W): RangeWithoutVersions<R, W> =>
  `Version range ${range} at ${where} needs the app's versions, in order: declare them with app({ versions: [1, 2, 3] })`;

/** A version (or a range's end) that the app's declared versions do not list (`Versions`: `1, 2, 3`). */
export type UndeclaredVersion<V extends string, W extends Where, Versions extends string> =
  `Version ${V} at ${W} is not one of the app's versions (${Versions}): add it to app({ versions }) or use one of those`;
export const undeclaredVersion = <V extends string, W extends Where, Versions extends string>(version: V, where: W, versions: Versions): UndeclaredVersion<V, W, Versions> =>
  `Version ${version} at ${where} is not one of the app's versions (${versions}): add it to app({ versions }) or use one of those`;

/** A lifecycle date that is neither `"YYYY-MM-DD"` (a real day) nor a valid `Date`. */
export type InvalidLifecycleDate<K extends string, V extends string, W extends Where> =
  `Invalid lifecycle ${K} ${V} at ${W}: expected a date "YYYY-MM-DD" (UTC midnight) or a valid Date`;
export const invalidLifecycleDate = <K extends string, V extends string, W extends Where>(key: K, value: V, where: W): InvalidLifecycleDate<K, V, W> =>
  `Invalid lifecycle ${key} ${value} at ${where}: expected a date "YYYY-MM-DD" (UTC midnight) or a valid Date`;

/**
 * A lifecycle link that is neither an absolute http(s) URL nor a path, or holds a character a
 * `Link` header cannot carry (a header is bytes: beyond ASCII, or a control character, it breaks
 * every answer); `encoded` is the link with those characters percent-encoded, when that is one.
 */
export const invalidLifecycleLink = (key: string, value: string, where: Where, encoded?: string): string =>
  `Invalid lifecycle ${key} ${value} at ${where}: expected an absolute http(s) URL such as "https://example.com/v1-to-v2" or a path such as "/docs/v1-to-v2", of printable ASCII characters other than spaces, quotes and '<>'${encoded === undefined ? "" : `: percent-encode the others, as in ${encoded}`}`;

/** A lifecycle whose sunset comes before its deprecation. */
export type SunsetBeforeDeprecation<S extends string, D extends string, W extends Where> =
  `Lifecycle at ${W} sets sunset ${S} before deprecated ${D}: a version is deprecated first, then sunset`;
export const sunsetBeforeDeprecation = <S extends string, D extends string, W extends Where>(sunset: S, deprecated: D, where: W): SunsetBeforeDeprecation<S, D, W> =>
  `Lifecycle at ${where} sets sunset ${sunset} before deprecated ${deprecated}: a version is deprecated first, then sunset`;
