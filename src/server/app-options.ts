/** What `app()` accepts: the pipeline's settings, the same under `api.fetch` and `serve()`. */
import type { RouteInfo } from "../builder/route-context.js";
import { is, type Rule } from "../core/options.js";
import { VERSION_OPTIONS, type VersionOptions } from "./versions.js";
import type { ProtoKeys } from "./json-rules.js";

/** What `app()` accepts. */
export interface AppOptions extends VersionOptions {
  /** Default slash rule for every route that does not set one (default `false`). */
  readonly strictSlashes?: boolean | undefined;
  /**
   * Sees every error a route fails with (its handler, a hook or a schema throws, its value cannot be
   * written, it gave no answer within `handlerTimeout`) that no level's `onError` hook answered;
   * may return a `Response` to send instead of the plain 500 (503 for a timeout), or `undefined`
   * to keep it. `route` is `undefined` when an app hook failed on a request that matched no route.
   * Without `onError`, each error is logged with `console.error` (control characters escaped; a
   * value that cannot be read for the log is named as such, and the answer is the 500 still),
   * unless the client had left; an `onError` that throws or returns something else is reported
   * too (`console.error`, `console.warn`).
   */
  readonly onError?: ((error: unknown, context: { readonly request: Request; readonly route: RouteInfo | undefined }) => unknown) | undefined;
  /** The largest JSON body read for a body schema, in bytes (default 1 MiB); larger is a 413. */
  readonly bodyLimit?: number | undefined;
  /**
   * The deepest nesting of arrays and objects a JSON body may have (default 64); deeper is a 400,
   * found before the body is parsed.
   */
  readonly jsonDepth?: number | undefined;
  /**
   * A JSON body with a `__proto__` key, or a `constructor` key whose object has a `prototype` key
   * (keys that change an object's prototype once merged into another): `"refuse"` answers 400
   * (default), `"remove"` deletes the keys, `"keep"` passes them on as own keys.
   */
  readonly protoKeys?: ProtoKeys | undefined;
  /**
   * Milliseconds a route has to answer, input checks (reading a body its schema checks) and hooks
   * included, and hooks on versa's own 404, 405, 400 or 414 too (default 30,000; 0 for no limit).
   * Past it the answer is a plain 503 through the app's response hooks (they and `onError` have
   * the same time again), the error (a `TimeoutError`) is logged or given to `onError`, and under
   * `serve()` the request's `signal` aborts so the handler can stop; a
   * streamed body the handler returns later is cancelled. A handler that answers at once is
   * never timed.
   */
  readonly handlerTimeout?: number | undefined;
  /**
   * How requests are matched; the answers are the same either way. Unset (the default): with
   * generated code (`new Function`, the fastest) where the runtime allows it when the matcher is
   * built (on the first read of `api.fetch`, or by `serve()`), else by walking the route tree.
   * `true`: generated code, or a `VersaError` (`CODEGEN_REFUSED`) where it is refused; workers
   * refuse it inside a request but allow it while the module loads, so read `api.fetch` at the top
   * level there. `false`: never generate code.
   */
  readonly codegen?: boolean | undefined;
}

const MS = is.integer(0, 2 ** 31 - 1, "an integer number of milliseconds, 0 for no limit");

/** The rules `app()` checks these options by (the builder checks `strictSlashes`). */
export const SERVER_OPTIONS: Readonly<Record<Exclude<keyof AppOptions, "strictSlashes" | "versions" | "lifecycle">, Rule>> = {
  ...VERSION_OPTIONS,
  codegen: is.boolean(),
  bodyLimit: is.integer(1, Number.MAX_SAFE_INTEGER, "a positive integer number of bytes"),
  jsonDepth: is.integer(1, Number.MAX_SAFE_INTEGER, "a positive integer"),
  protoKeys: is.custom('"refuse", "remove" or "keep"', (v) => v === "refuse" || v === "remove" || v === "keep"),
  handlerTimeout: MS,
  onError: is.function("a function (error, { request, route }) => Response | undefined"),
};

/** Default of {@link AppOptions.handlerTimeout}. */
export const HANDLER_TIMEOUT = 30_000;
