/**
 * A request as the pipeline holds it (`Incoming`), the contexts handlers and hooks see, built
 * lazily, and the plain answers versa itself gives.
 */
import type { RouteInfo } from "../builder/route-context.js";
import type { RouteRecord } from "../builder/route-record.js";
import { requestFailed } from "../core/messages.js";
import { TEXT, type Outgoing } from "./respond.js";
import { pathOf, searchOf } from "./target.js";

/** A request as the pipeline needs it; `request()` builds the `Request` only when first asked for, and returns that one after. */
export interface Incoming {
  readonly method: string;
  /** path and query, as sent */
  readonly target: string;
  request(): Request;
  /** Whether the client has left: the request's own signal aborted (its connection closed, or
   * the caller of `api.fetch` aborted it); a failure then is not logged, nobody gets the answer. */
  left(): boolean;
  /** Stops the handler's work where the server owns the request: aborts its signal. */
  abort?(reason: unknown): void;
}

const STATUS_TEXT = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  414: "URI Too Long",
  500: "Internal Server Error",
  503: "Service Unavailable",
} as const;

/** The answer versa itself gives with a status: its text as a plain-text body (no detail leaks). */
export const plain = (status: keyof typeof STATUS_TEXT, headers: Record<string, string> = {}): Outgoing => ({
  status,
  headers: { "content-type": TEXT, ...headers },
  body: STATUS_TEXT[status],
});

/** Stands for a query or headers not read yet (a schema's output may be `undefined` or `null`). */
export const UNSET: unique symbol = Symbol("unset");

/** A handler's context; the `Request`, query and headers are built only when read. `route` is
 * `undefined` only where no route matched (an app-level hook's context, the answer of a request
 * that timed out there): a handler's context always has its route. */
export class Ctx {
  #req: Incoming;
  #request: Request | undefined;
  #query: unknown;
  #headers: unknown;
  constructor(
    req: Incoming,
    readonly params: Record<string, unknown>,
    readonly route: RouteInfo | undefined,
    query: unknown,
    headers: unknown,
    readonly body: unknown,
  ) {
    this.#req = req;
    this.#query = query;
    this.#headers = headers;
  }
  get request(): Request {
    return (this.#request ??= this.#req.request());
  }
  get query(): unknown {
    return this.#query === UNSET ? (this.#query = searchOf(this.#req.target)) : this.#query;
  }
  get headers(): unknown {
    return this.#headers === UNSET ? (this.#headers = this.request.headers) : this.#headers;
  }
  left(): boolean {
    return this.#req.left();
  }
  /** How messages name what failed: the route, or the request when it matched none. */
  failed(): string {
    if (this.route !== undefined) return `${this.route.method} '${this.route.path}'`;
    return requestFailed(this.#req.method, pathOf(this.#req.target));
  }
}

/** The context hooks see (then the handler, unless schemas give it its own): `allow` too, and
 * `route` is `undefined` at the app level when no route matched. */
export class HookCtx extends Ctx {
  #allow: readonly string[] | undefined;
  readonly #path: string;
  readonly #methods: (path: string) => readonly string[];
  /** `methods` finds the path's methods when a hook first asks (a 405 knows them already: `allow`). */
  constructor(req: Incoming, params: Record<string, unknown>, route: RouteInfo | undefined, path: string, methods: (path: string) => readonly string[], allow?: readonly string[]) {
    super(req, params, route, UNSET, UNSET, undefined);
    this.#path = path;
    this.#methods = methods;
    this.#allow = allow;
  }
  get allow(): readonly string[] {
    return (this.#allow ??= this.#methods(this.#path));
  }
}

export const NO_PARAMS: Record<string, unknown> = Object.freeze(Object.create(null) as Record<string, unknown>);
export const infoOf = (r: RouteRecord): RouteInfo => ({ method: r.method, path: r.path, version: r.version, name: r.name });
