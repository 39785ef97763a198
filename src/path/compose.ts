/**
 * Composition of a full path: `versionPrefix + versionText + path` when a version
 * applies, the joined path alone when none does.
 */

/**
 * The composed template from its resolved parts; `Path` is the joined path in normal form.
 *
 * @example
 * ```ts
 * type A = Compose<"/api/v", "2", "/g/b/users">; // "/api/v2/g/b/users"
 * type B = Compose<"/v", undefined, "">;         // "/"
 * ```
 */
export type Compose<VP extends string, V extends string | undefined, Path extends string> = [V] extends [undefined]
  ? Path extends "" ? "/" : Path
  : `${VP}${V & string}${Path}`;

/**
 * The runtime twin of {@link Compose}.
 *
 * @example
 * ```ts
 * compose("/v", "1.25", "/g/a/x"); // "/v1.25/g/a/x"
 * ```
 */
export const compose = <VP extends string, V extends string | undefined, Path extends string>(
  versionPrefix: VP,
  version: V,
  path: Path,
): Compose<VP, V, Path> =>
  (version === undefined ? (path === "" ? "/" : path) : `${versionPrefix}${version}${path}`) as Compose<VP, V, Path>;
