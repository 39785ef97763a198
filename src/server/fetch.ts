/**
 * The request pipeline, shared by `api.fetch` (WinterCG) and `serve()` (node:http): match, call
 * the handler, turn its value into a response. Errors never leak: a throwing handler is a 500.
 */
import type { RouteInfo } from "../builder/route.js";
import type { RouteRecord } from "../builder/tree.js";
import { compileRouter } from "../router/index.js";
import { toOutgoing, toResponse, TEXT, type Outgoing } from "./respond.js";

/** What `app()` accepts. */
export interface AppOptions {
  /** Default slash rule for every route that does not set one (default `false`). */
  readonly strictSlashes?: boolean;
  /**
   * Sees every error a handler throws; may return a `Response` to send instead of the plain 500.
   */
  readonly onError?: (error: unknown, context: { readonly request: Request; readonly route: RouteInfo }) => unknown;
}

/** The WinterCG fetch handler. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** A request as the pipeline needs it; `request()` builds the `Request` only when asked for. */
export interface Incoming {
  readonly method: string;
  /** path and query, as sent */
  readonly target: string;
  readonly request: () => Request;
}

const plain = (status: number, body: string, headers: Record<string, string> = {}): Outgoing => ({
  status,
  headers: { "content-type": TEXT, ...headers },
  body,
});

const STATUS_TEXT: Readonly<Record<number, string>> = { 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 500: "Internal Server Error" };

/** The pipeline for a set of routes: `(incoming) => outgoing`. */
export function createDispatch(routes: readonly RouteRecord[], options: AppOptions): Dispatch {
  const match = compileRouter(routes);
  const { onError } = options;
  return async (req) => {
    const q = req.target.indexOf("?");
    const path = q < 0 ? req.target : req.target.slice(0, q);
    const m = match(req.method, path);
    if (m.status !== 200) {
      return plain(m.status, STATUS_TEXT[m.status] as string, m.status === 405 ? { allow: m.allow.join(", ") } : {});
    }
    const r = m.route;
    const route: RouteInfo = { method: r.method, path: r.path, version: r.version, name: r.name };
    let request: Request | undefined;
    const ctx = {
      get request() {
        return (request ??= req.request());
      },
      params: m.params,
      query: new URLSearchParams(q < 0 ? "" : req.target.slice(q + 1)),
      route,
    };
    try {
      return toOutgoing(await r.handler(ctx));
    } catch (error) {
      if (onError) {
        try {
          const alt = await onError(error, { request: ctx.request, route });
          if (alt instanceof Response) return toOutgoing(alt);
        } catch {
          // an onError that throws changes nothing: the answer stays a plain 500
        }
      }
      return plain(500, STATUS_TEXT[500] as string);
    }
  };
}

/** The origin-form target (`/path?query`) of an absolute URL, without building a `URL`. */
export function targetOf(url: string): string {
  const scheme = url.indexOf("://");
  const slash = scheme < 0 ? url.indexOf("/") : url.indexOf("/", scheme + 3);
  if (slash < 0) return "/";
  const hash = url.indexOf("#", slash);
  return hash < 0 ? url.slice(slash) : url.slice(slash, hash);
}

/** The pipeline of an app, for `serve()`, which calls it without building a `Request`. */
export type Dispatch = (req: Incoming) => Promise<Outgoing>;
export const DISPATCH: unique symbol = Symbol.for("versa.dispatch");

/** `api.fetch`: the pipeline over `Request` and `Response`. */
export function createFetch(dispatch: Dispatch): FetchHandler {
  return async (request) => {
    const out = await dispatch({ method: request.method, target: targetOf(request.url), request: () => request });
    return toResponse(out, request.method === "HEAD");
  };
}
