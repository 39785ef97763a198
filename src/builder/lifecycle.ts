/**
 * A lifecycle: when a version or a route is deprecated and sunset, and where its callers read how
 * to move on. Set per version on the app (`app({ lifecycle: { 1: {...} } })`) and on a route,
 * blueprint or group; the most specific applies whole. Checked in the types where dates are
 * literals (`CheckLifecycle`) and always when given (`lifecycleSetting`).
 */
import { VersionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { IsAny, IsNonLiteral } from "../core/types.js";
import type { Digit } from "../path/chars.js";
import { castYmd, NO_MATCH } from "../path/param-types.js";
import { versionText, type VersionText } from "../path/version.js";
import type { AnyVersions, UndeclaredOf } from "./version-state.js";

/** A lifecycle date: `"YYYY-MM-DD"` (read as UTC midnight) or a `Date`. */
export type LifecycleDate = string | Date;

/**
 * When a version or route is deprecated and sunset, and the links that say how to move on (sent
 * as `Link` headers, `rel="deprecation"` and `rel="sunset"`).
 *
 * @example
 * ```ts
 * const v1: Lifecycle = { deprecated: "2026-01-01", sunset: "2027-01-01", link: "https://example.com/v1-to-v2" };
 * ```
 */
export interface Lifecycle {
  readonly deprecated?: LifecycleDate;
  readonly sunset?: LifecycleDate;
  readonly link?: string;
  readonly sunsetLink?: string;
}

/** A lifecycle as a route record carries it: dates read, links checked. */
export interface RouteLifecycle {
  readonly deprecated?: Date;
  readonly sunset?: Date;
  readonly link?: string;
  readonly sunsetLink?: string;
}

/** The digits of `S` as a tuple (empty when `S` holds anything else), to count them. */
type Digits<S extends string, Acc extends readonly string[] = []> = S extends `${infer H}${infer R}` ? (H extends Digit ? Digits<R, [...Acc, H]> : []) : Acc;
type NonZero = Exclude<Digit, "0">;
/** `01` to `12`. */
type Month = `0${NonZero}` | "10" | "11" | "12";
/** `01` to `31`: whether the month has that day (`02-30`) is the runtime's to say. */
type Day = `0${NonZero}` | `${"1" | "2"}${Digit}` | "30" | "31";
/** Whether `S` is written `YYYY-MM-DD` with a month 01-12 and a day 01-31. */
type IsYmd<S extends string> = S extends `${infer Y}-${infer M}-${infer D}` ? ([Digits<Y>["length"], M, D] extends [4, Month, Day] ? true : false) : false;
/** Whether the digit string `A` comes before `B` of the same shape (`2026-01-01` before `2027-01-01`). */
type Before<A extends string, B extends string> = A extends `${infer a}${infer ra}`
  ? B extends `${infer b}${infer rb}`
    ? a extends b ? Before<ra, rb> : "0123456789" extends `${string}${a}${string}${b}${string}` ? true : false
    : false
  : false;

/** A literal date of the wrong shape, as a message. */
type DateMistake<L, K extends "deprecated" | "sunset", W extends string> = L extends { readonly [P in K]: infer D }
  ? D extends string ? (IsNonLiteral<D> extends true ? never : IsYmd<D> extends true ? never : msg.InvalidLifecycleDate<K, msg.Show<D>, W>) : never
  : never;
/** A literal sunset before a literal deprecation, as a message. */
type OrderMistake<L, W extends string> = L extends { readonly deprecated: infer D extends string; readonly sunset: infer S extends string }
  ? IsNonLiteral<D | S> extends true ? never : Before<S, D> extends true ? msg.SunsetBeforeDeprecation<S, D, W> : never
  : never;

/** `L` with a message in place of each key a lifecycle does not have (the value is inferred, so
 * no excess-property check sees them). */
type KnownKeys<L> = { readonly [K in keyof L]: K extends keyof Lifecycle ? L[K] : `unknown lifecycle key '${K & string}' (accepted: deprecated, sunset, link, sunsetLink)` };

/** `L` when its literal dates are `YYYY-MM-DD` and its sunset does not come before its
 * deprecation, else the message; a key it does not have is refused where it stands. */
export type CheckLifecycle<L, W extends string> = IsAny<L> extends true
  ? L
  : [L] extends [undefined] ? Lifecycle | undefined // (unset: what an editor completes names the type)
  : [DateMistake<L, "deprecated", W> | DateMistake<L, "sunset", W>] extends [infer M]
    ? [M] extends [never] ? (OrderMistake<L, W> extends infer O ? ([O] extends [never] ? ([Exclude<keyof L, keyof Lifecycle>] extends [never] ? L : KnownKeys<L>) : O) : never) : M
    : never;

/** The lifecycles of `app({ lifecycle })`, each checked and named by its version, which must be
 * one of the app's declared versions `Vs` when it declares them. */
export type CheckLifecycles<LM, W extends string, Vs extends AnyVersions = undefined> = [LM] extends [undefined]
  ? Readonly<Record<string | number, Lifecycle>> // (unset: what an editor completes names the type)
  : {
      readonly [K in keyof LM]: UndeclaredOf<VersionText<K>, Vs, W> extends infer D ? ([D] extends [never] ? CheckLifecycle<LM[K], `${W} version ${K & (string | number)}`> : D) : never;
    };

/** A link a `Link` header can carry between `<` and `>`: an absolute http(s) URL or a path, of
 * printable ASCII but `"`, `<`, `>` (a header is bytes: a string beyond them makes `new Headers()`
 * throw on every answer). */
const LINK = /^(?:https?:\/\/[!#-;=?-~]+|\/[!#-;=?-~]*)$/i;

/** `link` with what a header cannot carry percent-encoded as UTF-8 (`/docs/é` -> `/docs/%C3%A9`),
 * when that makes it a link, for the message that refuses it. */
function percentEncoded(link: string): string | undefined {
  try {
    // (escapes already in the link are kept: encodeURI would write their `%` as `%25`)
    const encoded = encodeURI(link).replace(/%25([\dA-F]{2})/gi, "%$1");
    return LINK.test(encoded) ? encoded : undefined;
  } catch {
    return undefined; // (half of a surrogate pair has no UTF-8 form)
  }
}

/** A lifecycle date as messages, documents and the route table show it: `2026-01-01` for UTC
 * midnight, else its ISO text. */
export const dayText = (date: Date): string => date.toISOString().replace(/T00:00:00\.000Z$/, "");

/** A lifecycle date read: `"YYYY-MM-DD"` as UTC midnight of a day that exists, or a valid `Date`. */
function readDate(key: "deprecated" | "sunset", value: unknown, where: string): Date {
  const fail = (shown: string) => new VersionError(msg.invalidLifecycleDate(key, shown, where), { code: "INVALID_LIFECYCLE" });
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw fail("an invalid Date");
    return new Date(value.getTime());
  }
  if (typeof value !== "string") throw fail(msg.kindOf(value));
  const date = castYmd(value);
  if (date === NO_MATCH) throw fail(msg.show(value));
  return date;
}

/**
 * A lifecycle (its shape checked by the option rules) in normal form, or a `VersionError`
 * (`INVALID_LIFECYCLE`) for a date that is not one, a link a header cannot carry, or a sunset
 * before the deprecation.
 *
 * @example
 * ```ts
 * lifecycleSetting({ deprecated: "2026-01-01", sunset: "2027-01-01" }, "blueprint 'users'");
 * // { deprecated: 2026-01-01T00:00:00.000Z, sunset: 2027-01-01T00:00:00.000Z }
 * ```
 */
export function lifecycleSetting(value: Lifecycle, where: string): RouteLifecycle {
  const deprecated = value.deprecated === undefined ? undefined : readDate("deprecated", value.deprecated, where);
  const sunset = value.sunset === undefined ? undefined : readDate("sunset", value.sunset, where);
  for (const key of ["link", "sunsetLink"] as const) {
    const link = value[key];
    if (link === undefined || LINK.test(link)) continue;
    const encoded = percentEncoded(link);
    throw new VersionError(msg.invalidLifecycleLink(key, msg.show(link), where, encoded === undefined ? undefined : msg.show(encoded)), { code: "INVALID_LIFECYCLE" });
  }
  if (deprecated && sunset && sunset < deprecated)
    throw new VersionError(msg.sunsetBeforeDeprecation(dayText(sunset), dayText(deprecated), where), { code: "INVALID_LIFECYCLE" });
  return Object.freeze({
    ...(deprecated && { deprecated }),
    ...(sunset && { sunset }),
    ...(value.link !== undefined && { link: value.link }),
    ...(value.sunsetLink !== undefined && { sunsetLink: value.sunsetLink }),
  });
}

/**
 * The app's lifecycles by version text (`{ 1: ..., v2: ... }` -> `{ "1": ..., "2": ... }`); each
 * key must be a version, one of `declared` when the app declares its versions.
 *
 * @example
 * ```ts
 * versionLifecycles({ v1: { deprecated: "2026-01-01" } }, ["1", "2"]); // { "1": { deprecated: 2026-01-01T00:00:00.000Z } }
 * ```
 */
export function versionLifecycles(value: Readonly<Record<string, Lifecycle>>, declared: readonly string[] | undefined): Readonly<Record<string, RouteLifecycle>> {
  const where = "app({ lifecycle })";
  const out: Record<string, RouteLifecycle> = {};
  for (const [key, lifecycle] of Object.entries(value)) {
    const version = versionText(key, where); // (an object's keys are strings: `{ 1: ... }` is "1")
    if (declared && !declared.includes(version)) throw new VersionError(msg.undeclaredVersion(version, where, declared.join(", ")));
    out[version] = lifecycleSetting(lifecycle, `${where} version ${version}`);
  }
  return Object.freeze(out);
}
