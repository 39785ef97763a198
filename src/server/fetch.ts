/**
 * The request pipeline, shared by `api.fetch` (WinterCG) and `serve()` (node:http): match, call
 * the handler, turn its value into a response. Errors never leak: a throwing handler is a 500, a
 * handler that gives no answer in time a 503.
 */
import type { RouteInfo } from "../builder/route-context.js";
import type { RouteRecord } from "../builder/route-record.js";
import { VersaTypeError } from "../core/errors.js";
import { compileRouter, type Match } from "../router/index.js";
import { handlerTimedOut, notARequest, onErrorNotResponse, onErrorThrew, routeFailed, timeoutAnswerTimedOut } from "../core/messages.js";
import { chainOf, type HookChain, type HookLevel } from "../builder/hook-chain.js";
import { copyKeys, isThenable, runChain, throughApp, type Fail, type Inner } from "./chain.js";
import { Ctx, HookCtx, infoOf, NO_PARAMS, plain, UNSET, type Incoming } from "./context.js";
import type { RouteSchema } from "../core/schema.js";
import { HANDLER_TIMEOUT, type AppOptions } from "./app-options.js";
import { DEFAULT_BODY_LIMIT } from "./body.js";
import { DEFAULT_JSON_DEPTH } from "./json-rules.js";
import { escapeControls, logError } from "./log.js";
import { checkedAnswer } from "./check-answer.js";
import { versionAnswers } from "./versions.js";
import { toOutgoing, toResponse, type Outgoing } from "./respond.js";
import { malformedQuery, MAX_SEGMENTS, MAX_TARGET, searchOf, targetOf, tooManySegments } from "./target.js";
import { timed } from "./timeout.js";
import { validateInput } from "./validate.js";

export { SERVER_OPTIONS, type AppOptions } from "./app-options.js";
export { plain, type Incoming } from "./context.js";
export { MAX_SEGMENTS, MAX_TARGET, targetOf } from "./target.js";

/** The WinterCG fetch handler. */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * The pipeline for a set of routes: `(incoming) => outgoing`. `appHooks` are the app's own hooks,
 * which requests that match no route run (each route's chain holds them already).
 */
export function createDispatch(routes: readonly RouteRecord[], options: AppOptions, appHooks?: HookLevel): Dispatch {
  const match = compileRouter(routes, { codegen: options.codegen });
  const { onError, bodyLimit = DEFAULT_BODY_LIMIT, handlerTimeout = HANDLER_TIMEOUT } = options;
  const json = { depth: options.jsonDepth ?? DEFAULT_JSON_DEPTH, protoKeys: options.protoKeys ?? "refuse" };
  const appChain = chainOf([appHooks]);
  const versions = versionAnswers(routes, options);
  /** A failed route: `onError` may answer; else (or if it misbehaves) a plain 500 (503 for a
   * timeout), and the error is logged, so nothing is lost. */
  const fail = async (error: unknown, context: object, status: 500 | 503 = 500): Promise<Outgoing> => {
    const ctx = context as Ctx; // (a hook chain hands back the context it was given)
    const route = ctx.failed();
    if (!onError) {
      // (only the request's own abort means the client left: a handler's own reset or aborted
      // fetch is its failure, logged)
      if (!ctx.left()) logError(routeFailed(route, status), error);
      return plain(status);
    }
    try {
      const alt = await onError(error, { request: ctx.request, route: ctx.route });
      if (alt instanceof Response) return toOutgoing(alt);
      if (alt !== undefined) console.warn(escapeControls(onErrorNotResponse(route, alt)));
    } catch (thrown) {
      logError(onErrorThrew(route), thrown, error);
    }
    return plain(status);
  };
  /** The answer of a request that has not answered within `handlerTimeout`: its work is told to
   * stop, and the 503 goes through the app's response hooks (`chain`, run on `hooked`, the context
   * its hooks saw), as a plain 500 does. `info` is the route whose handler or hooks ran (none: the
   * app's hooks, for no route). `onError` and those hooks have `handlerTimeout` again, then the plain 503. */
  const expired = (req: Incoming, info: RouteInfo | undefined, chain?: HookChain, hooked?: Ctx) => (): Promise<Outgoing> => {
    const ctx = hooked ?? new Ctx(req, {}, info, UNSET, UNSET, undefined);
    const error = new DOMException(handlerTimedOut(ctx.failed(), handlerTimeout), "TimeoutError");
    req.abort?.(error);
    const out = throughApp(chain, ctx, fail(error, ctx, 503), (e, c) => fail(e, c, 503));
    return timed(out, handlerTimeout, () => {
      logError(timeoutAnswerTimedOut(ctx.failed(), handlerTimeout));
      return plain(503);
    });
  };
  /** `out` bounded by `handlerTimeout` (an answer given at once is never timed: the fast path costs no timer). */
  const bounded = (out: Outgoing | Promise<Outgoing>, req: Incoming, info: RouteInfo | undefined, chain?: HookChain, ctx?: Ctx): Outgoing | Promise<Outgoing> =>
    handlerTimeout > 0 && out instanceof Promise ? timed(out, handlerTimeout, expired(req, info, chain, ctx)) : out;
  /** The handler's answer: at once for a plain value, a promise when it or a check must wait.
   * `failWith` answers its errors (a hook chain passes them to its levels instead). */
  const run = (r: RouteRecord, ctx: Ctx, failWith: Fail = fail): Outgoing | Promise<Outgoing> => {
    try {
      const value: unknown = r.handler(ctx as never);
      // (a handler that answers at once costs no promise and no turn of the microtask queue)
      if (!isThenable(value) && !r.schema?.response) return toOutgoing(value);
      return settle(r, ctx, value, failWith);
    } catch (error) {
      return failWith(error, ctx);
    }
  };
  const settle = async (r: RouteRecord, ctx: Ctx, pending: unknown, failWith: Fail): Promise<Outgoing> => {
    try {
      const value = await pending;
      const response = r.schema?.response;
      return response ? await checkedAnswer(response, value, r.where) : toOutgoing(value);
    } catch (error) {
      return failWith(error, ctx);
    }
  };
  /** A route with input schemas: validated first (bodies are read, so this waits); a schema that
   * throws is the route's error, like a handler's. `hooked` is the context hooks saw, whose keys
   * the handler's context gets. */
  const validated = async (req: Incoming, r: RouteRecord, schema: RouteSchema, params: Record<string, unknown>, info: RouteInfo, failWith: Fail = fail, hooked?: Ctx): Promise<Outgoing> => {
    const query = searchOf(req.target);
    let v;
    try {
      v = await validateInput(schema, params, query, () => req.request(), { limit: bodyLimit, json }, info);
    } catch (error) {
      return failWith(error, hooked ?? new Ctx(req, params, info, UNSET, UNSET, undefined));
    }
    if (!v.ok) return v.answer;
    const { body, headers } = v.input;
    const ctx = new Ctx(req, v.input.params, info, schema.query ? v.input.query : query, schema.headers ? headers : UNSET, body);
    if (hooked) copyKeys(hooked, ctx);
    return run(r, ctx, failWith);
  };
  /** The methods a path answers, as `Allow` lists them (a method no route has gets the 405 or 404 that says). */
  const allowOf = (path: string): readonly string[] => {
    const m = match("", path);
    return m.status === 405 ? m.allow : [];
  };
  const handler: Inner<RouteRecord> = (r, ctx, f) => run(r, ctx as Ctx, f);
  const answered: Inner<Outgoing> = (out) => out;
  /** A matched route with hooks: its chain around the handler. */
  const hooked = (req: Incoming, r: RouteRecord, chain: HookChain, params: Record<string, unknown>, info: RouteInfo, ctx: HookCtx): Outgoing | Promise<Outgoing> => {
    if (!r.schema) return runChain(chain, ctx, handler, r, fail);
    const schema = r.schema;
    return runChain(chain, ctx, (_, __, f) => validated(req, r, schema, params, info, f, ctx), r, fail);
  };
  /** versa's own answer (404, 405, ...) through the hooks of the app, or of a 405's first
   * candidate; timed like a route, since a hook may never settle. */
  const unmatched = (req: Incoming, path: string, out: Outgoing, m?: Match<RouteRecord>): Outgoing | Promise<Outgoing> => {
    const candidate = m?.status === 405 ? m.route : undefined;
    const chain = candidate?.hooks ?? appChain;
    if (chain === undefined) return out;
    let params = NO_PARAMS;
    if (candidate !== undefined) {
      const found = match(candidate.method, path); // (the candidate answers its own method: its params)
      if (found.status === 200) params = found.params;
    }
    const info = candidate && infoOf(candidate);
    const ctx = new HookCtx(req, params, info, path, allowOf, m?.status === 405 ? m.allow : undefined);
    return bounded(runChain(chain, ctx, answered, out, fail), req, info, chain, ctx);
  };
  /** versa's own answer for a matched route (a sunset route's 410) through the route's hooks. */
  const routeAnswers = (r: RouteRecord, out: Outgoing, ctx: HookCtx | undefined): Outgoing | Promise<Outgoing> =>
    r.hooks && ctx ? runChain(r.hooks, ctx, answered, out, fail) : out;
  /** A matched route's answer: through its hooks (`ctx`, the context they see), its input checks, then its handler. */
  const answer = (req: Incoming, r: RouteRecord, params: Record<string, unknown>, info: RouteInfo, ctx: HookCtx | undefined): Outgoing | Promise<Outgoing> =>
    r.hooks && ctx
      ? hooked(req, r, r.hooks, params, info, ctx)
      : r.schema
        ? validated(req, r, r.schema, params, info)
        : run(r, new Ctx(req, params, info, UNSET, UNSET, undefined));
  return (req) => {
    const q = req.target.indexOf("?");
    const path = q < 0 ? req.target : req.target.slice(0, q);
    if (req.target.length > MAX_TARGET || (path.length > MAX_SEGMENTS && tooManySegments(path))) return appChain ? unmatched(req, path, plain(414)) : plain(414);
    if (q >= 0 && req.target.indexOf("%", q) >= 0 && malformedQuery(req.target.slice(q + 1))) return appChain ? unmatched(req, path, plain(400)) : plain(400);
    const m = match(req.method, path);
    if (m.status !== 200) {
      const out = (m.status === 404 && versions.unknownVersion?.(path)) || plain(m.status, m.status === 405 ? { allow: m.allow.join(", ") } : {});
      return appChain || m.status === 405 ? unmatched(req, path, out, m) : out;
    }
    const r = m.route;
    const info = infoOf(r);
    const ctx = r.hooks && new HookCtx(req, m.params, info, path, allowOf);
    // (the lifecycle headers of a deprecated version or route go on whatever it answers; a route
    // without a lifecycle costs no closure)
    const decorate = versions.decorate?.get(r);
    // (bounded inside the decoration: a deprecated route's 503 past handlerTimeout carries its
    // lifecycle headers too, as its 500 does)
    return decorate
      ? decorate((instead) => bounded(instead ? routeAnswers(r, instead, ctx) : answer(req, r, m.params, info, ctx), req, info, r.hooks, ctx))
      : bounded(answer(req, r, m.params, info, ctx), req, info, r.hooks, ctx);
  };
}

/** The pipeline of an app, for `serve()`, which calls it without building a `Request`; a promise
 * only when the answer has to wait (an async handler, input to validate, a response schema). */
export type Dispatch = (req: Incoming) => Outgoing | Promise<Outgoing>;
export const DISPATCH: unique symbol = Symbol.for("versa.dispatch");

/** `api.fetch`: the pipeline over `Request` and `Response`; anything that is not a `Request` is
 * refused with a TypeError (the promise rejects). */
export function createFetch(dispatch: Dispatch): FetchHandler {
  return async (request) => {
    // (duck-typed: a Request of another realm or undici copy passes; one read of each field)
    const url: unknown = (request as Partial<Request> | undefined)?.url;
    const method: unknown = (request as Partial<Request> | undefined)?.method;
    if (typeof url !== "string" || typeof method !== "string") throw new VersaTypeError(notARequest(request));
    const out = await dispatch({ method, target: targetOf(url), request: () => request, left: () => (request as { signal?: AbortSignal }).signal?.aborted === true });
    return toResponse(out, method === "HEAD");
  };
}
