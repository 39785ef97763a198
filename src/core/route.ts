/**
 * The words every layer uses about a route: its method, where its settings came from, and which
 * routes a version selects.
 */
import { VersionError } from "./errors.js";
import { versionNotInApp } from "./messages.js";

/** The HTTP methods a route can declare. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

/** Where a route's version, version prefix or slash rule came from. */
export type Origin = "route" | "blueprint" | "group" | "registration" | "app" | "default";

/**
 * The routes of one version: `version` is version text in normal form (`"2"`, as `versionText`
 * gives it), `null` for the routes without a version, `undefined` for every route.
 *
 * @example
 * ```ts
 * selectVersion(api.routes, "2"); // the routes served at version 2
 * ```
 */
export function selectVersion<R extends { readonly version: string | undefined }>(routes: readonly R[], version: string | null | undefined): R[] {
  if (version === undefined) return [...routes];
  const want = version ?? undefined;
  return routes.filter((r) => r.version === want);
}

/**
 * Refuses a version that no route has (`null`: no route without a version), with the one
 * `VersionError` that `openapi()` and `versa routes` share, naming the versions the routes have.
 *
 * @example
 * ```ts
 * checkVersionInApp(api.routes, "9", "openapi()"); // throws: openapi(): no route has version "9" (the app's versions: "1", "2")
 * ```
 */
export function checkVersionInApp(routes: readonly { readonly version: string | undefined }[], version: string | null, where: string): void {
  const want = version ?? undefined;
  if (!routes.some((r) => r.version === want)) throw new VersionError(versionNotInApp(where, version, routes.map((r) => r.version)));
}
