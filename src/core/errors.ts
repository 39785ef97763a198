/**
 * The errors versa throws on purpose. Each carries a stable `code` (docs/errors.md lists them with
 * an example each), so a program can tell mistakes apart without reading the message; the message
 * comes from `messages.ts`, the same text the compiler shows for the same mistake in a literal.
 *
 * A value of the wrong kind given to a function (options, arguments) is a `VersaTypeError`: a
 * `TypeError`, as JavaScript's own functions throw for it, that is also `instanceof VersaError`.
 */

/** Every code; docs/errors.md says what each means, with an example. */
export const ERROR_CODES = [
  "INVALID_VERSION",
  "INVALID_LIFECYCLE",
  "INVALID_VERSION_PREFIX",
  "INVALID_PATH",
  "UNSAFE_REGEX",
  "DROPPED_PARAM",
  "INVALID_SCHEMA",
  "ROUTE_EXISTS",
  "INVALID_OPTIONS",
  "INVALID_URL_PARAMS",
  "UNKNOWN_PATH",
  "NOT_JSON",
  "RESPONSE_MISMATCH",
  "BODY_USED",
  "ERROR_RESPONSE",
  "CONTENT_LENGTH_MISMATCH",
  "INVALID_HOOK_RESULT",
  "CANNOT_LISTEN",
  "CODEGEN_REFUSED",
  "NO_JSON_SCHEMA",
  "UNKNOWN_SECURITY_SCHEME",
  "CANNOT_LOAD",
  "USAGE",
] as const;

/** A stable error code: see {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

const VERSA: unique symbol = Symbol.for("versa.error");

/** What every versa error has besides its message. */
interface Coded {
  readonly code: ErrorCode;
}

/** A versa error's options: its `cause`, and its code where the class has more than one. */
export interface VersaErrorOptions extends ErrorOptions {
  readonly code?: ErrorCode;
}

/** The code, as a property that is not enumerable: like `name` and `message`, it is not data an
 * error's own keys or a deep equality should list. */
const setCode = (error: Error, code: ErrorCode): void => void Object.defineProperty(error, "code", { value: code, writable: false, enumerable: false, configurable: true });

/**
 * Base class: every error versa throws on purpose is a `VersaError` (`VersaTypeError` included).
 *
 * @example
 * ```ts
 * try { app().get("/<id:itn>" as string, h).routes; } catch (e) { if (e instanceof VersaError) e.code; } // "INVALID_PATH"
 * ```
 */
export class VersaError extends Error implements Coded {
  declare readonly code: ErrorCode;
  /** The code of an error of this class that names none. */
  static readonly defaultCode: ErrorCode = "INVALID_OPTIONS";
  constructor(message: string, options: VersaErrorOptions = {}) {
    super(message, options);
    setCode(this, options.code ?? (new.target as typeof VersaError).defaultCode);
  }

  /** `instanceof VersaError` also holds for a {@link VersaTypeError}; subclasses test as usual. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== VersaError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && (value as { [VERSA]?: unknown })[VERSA] === true;
  }
}

/**
 * A value of the wrong kind: a `TypeError` (JavaScript's convention for it) that is also
 * `instanceof VersaError` and carries a code.
 *
 * @example
 * ```ts
 * serve(api, { prot: 3000 } as never); // rejects: VersaTypeError, code "INVALID_OPTIONS"
 * ```
 */
export class VersaTypeError extends TypeError implements Coded {
  declare readonly code: ErrorCode;
  constructor(message: string, options: VersaErrorOptions = {}) {
    super(message, options);
    setCode(this, options.code ?? "INVALID_OPTIONS");
  }
}

for (const c of [VersaError, VersaTypeError]) Object.defineProperty(c.prototype, VERSA, { value: true });
Object.defineProperty(VersaTypeError.prototype, "name", { value: "TypeError", writable: true, configurable: true });

/**
 * A version that is not a number >= 0 or a version string (`"1"`, `"v1"`, `"v1.1"`), or a version
 * that the app does not have where one is asked for.
 *
 * @example
 * ```ts
 * try { blueprint("a", { version: -1 as number }); } catch (e) { e instanceof VersionError; } // true
 * ```
 */
export class VersionError extends VersaError {
  static override readonly defaultCode: ErrorCode = "INVALID_VERSION";
}

/**
 * A malformed path, parameter, prefix or schema.
 *
 * @example
 * ```ts
 * app().get("/users/<id:itn>" as string, () => ""); // throws RouteDefinitionError
 * ```
 */
export class RouteDefinitionError extends VersaError {
  static override readonly defaultCode: ErrorCode = "INVALID_PATH";
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
  static override readonly defaultCode: ErrorCode = "ROUTE_EXISTS";
}

// (names on the prototypes, as the built-in errors have them: an error's own keys stay its data)
// (written out: a minifier renames classes, and an error's name is what a log shows of its kind)
const NAMES = [[VersaError, "VersaError"], [VersionError, "VersionError"], [RouteDefinitionError, "RouteDefinitionError"], [RouteExistsError, "RouteExistsError"]] as const;
for (const [c, name] of NAMES) Object.defineProperty(c.prototype, "name", { value: name, writable: true, configurable: true });
