/**
 * Version text and validation (docs/concepts.md): `VersionText` / `versionText`, and the checks that
 * refuse anything but a number >= 0 or a version string, in the types and at build time alike.
 */
import { RouteDefinitionError, VersionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
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

/** `V` when it is an accepted version (or not a literal), else the message naming it. */
export type CheckVersion<V, W extends string> = [V] extends [never]
  ? V
  : number extends V ? V
  : string extends V ? V
  : V extends VersionInput
    ? IsVersionText<VersionText<V>> extends true ? V : msg.InvalidVersion<msg.Show<V>, W>
    : msg.InvalidVersion<msg.Show<V>, W>;

const VERSION_TEXT = /^\d+(?:\.\d+)*$/;

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
  const text =
    typeof value === "number" ? String(value) : typeof value === "string" ? value.replace(/^v/, "") : undefined;
  if (text === undefined || !VERSION_TEXT.test(text)) throw new VersionError(msg.invalidVersion(msg.show(value), where));
  return text as VersionText<V>;
}

/** `P` when it is an accepted version prefix (starts with `/`, a valid path that does not end
 * with a parameter), else the message naming it. */
export type CheckVersionPrefix<P, W extends string> = string extends P ? P
  : P extends `/${string}`
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
 * ```
 */
export function versionPrefixText<P extends string>(value: P, where: string): VersionPrefixText<P> {
  if (typeof value !== "string" || !value.startsWith("/"))
    throw new RouteDefinitionError(msg.invalidVersionPrefix(msg.show(value), where), { code: "INVALID_VERSION_PREFIX" });
  parse(value); // its own grammar (an unclosed '<'), as a url prefix's is checked
  if (value.endsWith(">")) throw new RouteDefinitionError(msg.versionPrefixEndsInParam(msg.show(value), where), { code: "INVALID_VERSION_PREFIX" });
  return collapse(value);
}
