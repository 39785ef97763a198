/** What `app()` accepts: the pipeline's settings, the same under `api.fetch` and `serve()`. */
import type { RouteInfo } from "../builder/route.js";
import type { ProtoKeys } from "./json-rules.js";

/** What `app()` accepts. */
export interface AppOptions {
  /** Default slash rule for every route that does not set one (default `false`). */
  readonly strictSlashes?: boolean;
  /**
   * Sees every error a route fails with (its handler or a schema throws, its value cannot be
   * written, it gave no answer within `handlerTimeout`); may return a `Response` to send instead
   * of the plain 500 (503 for a timeout), or `undefined` to keep it. Without `onError`, each error
   * is logged with `console.error` (control characters escaped), unless the client had left; an
   * `onError` that throws or returns something else is reported too (`console.error`, `console.warn`).
   */
  readonly onError?: (error: unknown, context: { readonly request: Request; readonly route: RouteInfo }) => unknown;
  /** The largest JSON body read for a body schema, in bytes (default 1 MiB); larger is a 413. */
  readonly bodyLimit?: number;
  /**
   * The deepest nesting of arrays and objects a JSON body may have (default 64); deeper is a 400,
   * found before the body is parsed.
   */
  readonly jsonDepth?: number;
  /**
   * A JSON body with a `__proto__` key, or a `constructor` key whose object has a `prototype` key
   * (keys that change an object's prototype once merged into another): `"refuse"` answers 400
   * (default), `"remove"` deletes the keys, `"keep"` passes them on as own keys.
   */
  readonly protoKeys?: ProtoKeys;
  /**
   * Milliseconds a route has to answer, input checks included (default 30,000; 0 for no limit).
   * Past it the answer is a plain 503, the error (a `TimeoutError`) is logged or given to
   * `onError`, and under `serve()` the request's `signal` aborts so the handler can stop; a
   * streamed body the handler returns later is cancelled. A handler that answers at once is
   * never timed.
   */
  readonly handlerTimeout?: number;
  /**
   * Match with generated code (`new Function`) rather than by walking the route tree: faster,
   * same answers, but only where the runtime allows code generation (not on edge runtimes or
   * under a CSP without `unsafe-eval`). Default `false`.
   */
  readonly codegen?: boolean;
}

/** Default of {@link AppOptions.handlerTimeout}. */
export const HANDLER_TIMEOUT = 30_000;
