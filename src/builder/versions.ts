/**
 * Which versions a route is served at, at runtime: its version setting (a version, a list or a
 * range) read against the app's declared versions, if it has any. The types do the same in
 * `version-state.ts` (`Expand`, `UndeclaredOf`).
 */
import { VersionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { versionSetting, type VersionSetting } from "../path/version.js";

/**
 * The app's declared versions (a list, as the option rules checked), oldest first, as texts; a
 * `VersionError` for an empty list, an invalid version or one listed twice.
 *
 * @example
 * ```ts
 * declaredVersions([1, "v2", 3]); // ["1", "2", "3"]
 * ```
 */
export const declaredVersions = (list: readonly unknown[]): readonly string[] => versionSetting(list, "app({ versions })") as readonly string[];

/**
 * The versions a setting selects, in the app's order for a range, in the list's order otherwise.
 * With declared versions, each must be one of them (a range's ends too); a range needs them.
 * `where` names the level that set it, `route` the route (appended in parentheses when they differ).
 *
 * @example
 * ```ts
 * servedVersions({ since: "2", until: undefined }, ["1", "2", "3"], "blueprint 'a'", "route GET '/x' of blueprint 'a'"); // ["2", "3"]
 * servedVersions(["1", "4"], ["1", "2", "3"], "blueprint 'a'", "..."); // throws: 4 is not one of the app's versions
 * ```
 */
export function servedVersions(setting: VersionSetting, declared: readonly string[] | undefined, where: string, route: string): readonly string[] {
  const fail = (message: string): never => {
    throw new VersionError(where === route ? message : `${message} (at ${route})`);
  };
  const check = (v: string): string => (declared && !declared.includes(v) ? fail(msg.undeclaredVersion(v, where, declared.join(", "))) : v);
  if (typeof setting === "string") return [check(setting)];
  if (Array.isArray(setting)) return (setting as readonly string[]).map(check);
  const { since, until } = setting as Exclude<VersionSetting, string | readonly string[]>;
  if (!declared) return fail(msg.rangeWithoutVersions(msg.rangeText(since, until), where));
  const from = declared.indexOf(check(since));
  const to = until === undefined ? declared.length : declared.indexOf(check(until));
  if (to <= from) return fail(msg.emptyVersionRange(msg.rangeText(since, until), where));
  return declared.slice(from, to);
}
