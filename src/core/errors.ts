/**
 * The errors versa throws while a route tree is built. Their messages come from `messages.ts`,
 * the same text the compiler shows for the same mistake in a literal.
 */

/** Base class: every error versa throws on purpose is a `VersaError`. */
export class VersaError extends Error {
  override name = "VersaError";
}

/**
 * A version that is not a number >= 0 or a version string (`"1"`, `"v1"`, `"v1.1"`).
 *
 * @example
 * ```ts
 * try { blueprint("a", { version: -1 as number }); } catch (e) { e instanceof VersionError; } // true
 * ```
 */
export class VersionError extends VersaError {
  override name = "VersionError";
}

/**
 * A malformed path, parameter, prefix or option.
 *
 * @example
 * ```ts
 * app().get("/users/<id:itn>" as string, () => ""); // throws RouteDefinitionError
 * ```
 */
export class RouteDefinitionError extends VersaError {
  override name = "RouteDefinitionError";
}

/**
 * Two routes with the same method and composed path (parameters compared by position and type).
 *
 * @example
 * ```ts
 * app().get("/a" as string, () => "").get("/a" as string, () => "").routes; // throws RouteExistsError
 * ```
 */
export class RouteExistsError extends VersaError {
  override name = "RouteExistsError";
}
