/**
 * Runs a route's hooks around its answer (`HookChain`, composed by the builders, outermost level
 * first). Request hooks run from the outermost level in, each level's in the order they were
 * added; a `Response` from one answers at once, and the response hooks of the levels already
 * entered run on it, the innermost first. An error goes to the `onError` hooks of the level it
 * happened in, then of each level outside; the app's level ends with `app({ onError })` and the
 * plain 500. An answer from a level's `onError` passes through the response hooks of that level and
 * of the levels outside it (an error from a response hook goes to the levels outside).
 *
 * A chain without response or error hooks runs synchronously while its hooks do, so that a route
 * whose request hooks answer at once keeps the pipeline's synchronous answer.
 */
import type { AnyErrorHook, Bound, HookChain, HookLevel } from "../builder/hook-chain.js";
import { VersaTypeError } from "../core/errors.js";
import { CONTEXT_KEYS, invalidHookResult, reservedContextKey, type HOOK_RESULTS } from "../core/messages.js";
import { isPlainObject } from "../core/options.js";
import { discard, toOutgoing, toResponse, type Outgoing } from "./respond.js";

/** The final answer to an error no level answered: `app({ onError })`, else the plain 500. */
export type Fail = (error: unknown, ctx: object) => Promise<Outgoing>;
/** What the hooks wrap: the handler (or versa's own 404, 405, ...), given `arg`; its errors go to
 * `fail`. (An argument rather than a closure: a request with hooks allocates nothing for it.) */
export type Inner<A> = (arg: A, ctx: object, fail: Fail) => Outgoing | Promise<Outgoing>;

const RESERVED: ReadonlySet<string> = new Set(CONTEXT_KEYS);

const hookError = (where: string, kind: keyof typeof HOOK_RESULTS, value: unknown, cause?: unknown): VersaTypeError =>
  new VersaTypeError(invalidHookResult(where, kind, value), { code: "INVALID_HOOK_RESULT", ...(cause !== undefined && { cause }) });

/**
 * Whether an `onRequest` hook's result is a plain object of keys: an object whose prototype is
 * `Object.prototype` or `null` (an instance of a class keeps members in its prototype, which the
 * types would promise and the copy below leave out), and without the members by which the types
 * refuse an iterable or a Date (`HookResult`), so that no value the types refuse passes here.
 */
const isPlain = (value: unknown): value is object => isPlainObject(value) && !(Symbol.iterator in value) && !(Symbol.toPrimitive in value);

/** Adds the keys of an `onRequest` hook's object to the context (a key it has is refused). */
function addKeys(ctx: object, value: unknown, where: string): void {
  if (!isPlain(value)) throw hookError(where, "onRequest", value);
  for (const key of Object.keys(value)) {
    if (RESERVED.has(key)) throw new VersaTypeError(reservedContextKey(key, where), { code: "INVALID_HOOK_RESULT" });
    define(ctx, key, (value as Record<string, unknown>)[key]);
  }
}

/** Sets a key as an own property (`__proto__` too, which an assignment would read as the prototype). */
const define = (ctx: object, key: string, value: unknown): void => {
  if (key === "__proto__") Object.defineProperty(ctx, key, { value, writable: true, enumerable: true, configurable: true });
  else (ctx as Record<string, unknown>)[key] = value;
};

/** Copies what hooks added to `from` onto the handler's context `to` (a route with schemas gets a context of its own). */
export function copyKeys(from: object, to: object): void {
  for (const key of Object.keys(from)) if (!RESERVED.has(key)) define(to, key, (from as Record<string, unknown>)[key]);
}

/** Whether `await` would wait for `value` (a promise, or any object with a `then` method). */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === "object" || typeof value === "function") && value !== null && typeof (value as { then?: unknown }).then === "function";

/**
 * Runs `chain` around `inner` for one request; `fail` answers an error that no level answers.
 *
 * @example
 * ```ts
 * runChain(route.hooks, ctx, (r, ctx, fail) => run(r, ctx, fail), route, fail);
 * ```
 */
export function runChain<A>(chain: HookChain, ctx: object, inner: Inner<A>, arg: A, fail: Fail): Outgoing | Promise<Outgoing> {
  return chain.simple ? requests(chain.requests, 0, ctx, inner, arg, fail) : all(chain.levels, ctx, inner, arg, fail);
}

/** A chain of request hooks only: synchronous while each hook answers at once. */
function requests<A>(hooks: readonly Bound<(ctx: object) => unknown>[], from: number, ctx: object, inner: Inner<A>, arg: A, fail: Fail): Outgoing | Promise<Outgoing> {
  for (let i = from; i < hooks.length; i++) {
    const hook = hooks[i]!;
    try {
      const value = hook.run(ctx);
      if (value === undefined) continue;
      if (isThenable(value)) return resume(hooks, i, value, ctx, inner, arg, fail);
      if (value instanceof Response) return toOutgoing(value);
      addKeys(ctx, value, hook.where);
    } catch (error) {
      return fail(error, ctx);
    }
  }
  return inner(arg, ctx, fail);
}

/** {@link requests} after hook `i` returned a promise. */
async function resume<A>(hooks: readonly Bound<(ctx: object) => unknown>[], i: number, pending: PromiseLike<unknown>, ctx: object, inner: Inner<A>, arg: A, fail: Fail): Promise<Outgoing> {
  try {
    const value = await pending;
    if (value instanceof Response) return toOutgoing(value);
    if (value !== undefined) addKeys(ctx, value, hooks[i]!.where);
  } catch (error) {
    return fail(error, ctx);
  }
  return requests(hooks, i + 1, ctx, inner, arg, fail);
}

const reject: Fail = (error) => Promise.reject(error);

/** A chain with response or error hooks, level by level. */
async function all<A>(levels: readonly HookLevel[], ctx: object, inner: Inner<A>, arg: A, fail: Fail): Promise<Outgoing> {
  try {
    return toOutgoing(await level(levels, 0, ctx, inner, arg, fail));
  } catch (error) {
    // (what escapes the outermost level: an error of the app's own onError or response hooks, or
    // of levels that no app hook surrounds)
    return fail(error, ctx);
  }
}

/** The answer of level `i` and the levels inside it, through its hooks. */
async function level<A>(levels: readonly HookLevel[], i: number, ctx: object, inner: Inner<A>, arg: A, fail: Fail): Promise<Response> {
  const here = levels[i]!;
  let response: Response;
  try {
    response = (await enter(here, ctx)) ?? (i + 1 < levels.length ? await level(levels, i + 1, ctx, inner, arg, fail) : toResponse(await inner(arg, ctx, reject), false));
  } catch (error) {
    const answer = await recover(here.error, error, ctx);
    if (answer !== undefined) response = answer;
    else if (here.app) response = toResponse(await fail(error, ctx), false);
    else throw error;
  }
  return responded(here, ctx, response);
}

/** `response` through a level's response hooks (what one throws goes to the caller). */
async function responded(here: HookLevel, ctx: object, response: Response): Promise<Response> {
  for (const hook of here.response) {
    let value: unknown;
    try {
      value = await hook.run(ctx, response);
      if (value !== undefined && !(value instanceof Response)) throw hookError(hook.where, "onResponse", value);
    } catch (error) {
      // (the answer it had is dropped for the error's: nobody will read its body)
      discard(response);
      throw error;
    }
    if (value instanceof Response) {
      discard(response, value);
      response = value;
    }
  }
  return response;
}

/**
 * An answer given outside the chain (the 503 of a request past `handlerTimeout`) through the app
 * level's response hooks, as the plain 500 of an error no level answered goes; an error of theirs
 * goes to `fail`. The levels inside the app's are left out: none of them took the error.
 */
export async function throughApp(chain: HookChain | undefined, ctx: object, out: Promise<Outgoing>, fail: Fail): Promise<Outgoing> {
  const top = chain?.levels[0];
  if (top === undefined || !top.app || top.response.length === 0) return out;
  try {
    return toOutgoing(await responded(top, ctx, toResponse(await out, false)));
  } catch (error) {
    return fail(error, ctx);
  }
}

/** A level's request hooks: a `Response` that answers, or `undefined` to go on inwards. */
async function enter(here: HookLevel, ctx: object): Promise<Response | undefined> {
  for (const hook of here.request) {
    const value = await hook.run(ctx);
    if (value instanceof Response) return value;
    if (value !== undefined) addKeys(ctx, value, hook.where);
  }
  return undefined;
}

/** A level's error hooks: the first `Response` one returns, or `undefined` (an error one throws goes outwards). */
async function recover(hooks: readonly Bound<AnyErrorHook>[], error: unknown, ctx: object): Promise<Response | undefined> {
  for (const hook of hooks) {
    const value = await hook.run(error, ctx);
    if (value instanceof Response) return value;
    if (value !== undefined) throw hookError(hook.where, "onError", value, error);
  }
  return undefined;
}
