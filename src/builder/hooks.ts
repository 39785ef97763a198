/**
 * Hooks on a level (app, group, blueprint): what a hook sees and may return, in the types, and
 * the runtime half that the builders need: checking a hook where it is given, keeping it on its
 * level, and composing the chain of a route (its levels' hooks, outermost first) once, when the
 * route is composed. Running a chain is the server's (`server/chain.ts`).
 */
import { VersaTypeError } from "../core/errors.js";
import { checkOptions, is } from "../core/options.js";
import { hookNotAFunction, type ContextKey, type ReservedContextKey } from "../core/messages.js";
import type { IsAny } from "../core/types.js";
import type { RouteInfo } from "./route-context.js";
import type { ParamsObject } from "./route.js";
import { PLUGIN_OPENAPI, type PluginOpenApi } from "./plugin-docs.js";
import type { AnyLevelSettings } from "./state.js";

/** Parameters as a hook sees them where the level does not know them: any name, any value. */
export interface AnyParams {
  readonly [name: string]: unknown;
}

/**
 * What a hook sees. `params` are the path's parameters as its template types them (a params
 * schema refines them for the handler only); `query` and `headers` are the request's, as sent.
 *
 * @example
 * ```ts
 * blueprint("admin").onRequest(({ request, route }) => console.log(request.method, route.path));
 * ```
 */
export interface HookContext<Params = AnyParams, Route extends RouteInfo | undefined = RouteInfo> {
  readonly request: Request;
  readonly params: Params;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  /**
   * The route matched. For a 405 and a CORS preflight without an OPTIONS route, the first candidate
   * in priority order (whose hooks run); at the app level `undefined` when no route has the path.
   */
  readonly route: Route;
  /** The methods the request's path answers, as `Allow` lists them (HEAD wherever GET is); empty when no route has it. */
  readonly allow: readonly string[];
}

/** The context of a hook on the app: it also runs for requests that match no route. */
export type AppHookContext = HookContext<AnyParams, RouteInfo | undefined>;
/** The context of a hook on a group or blueprint with settings `C`: its url prefix's parameters are known. */
export type LevelHookContext<C extends AnyLevelSettings> = HookContext<[C["prefix"]["params"]] extends [never] ? AnyParams : ParamsObject<C["prefix"]["params"]> & AnyParams>;

/**
 * What an `onRequest` hook may return: nothing (go on), a `Response` (answer now), or an object
 * whose keys are added to the context (none of the context's own keys; no promise, which would be
 * awaited first). `W` names the hook in the message for a key the context has.
 */
export type HookResult<W extends string> =
  | void
  | undefined
  | Response
  | (object & { readonly then?: never } & { readonly [K in ContextKey]?: ReservedContextKey<K, W> });

/** What an `onResponse` or `onError` hook may return: nothing, or a `Response` to send instead. */
export type ResponseResult = Response | void | undefined;

export type RequestHook<Ctx, R> = (ctx: Ctx) => R | Promise<R>;
export type ResponseHook<Ctx> = (ctx: Ctx, response: Response) => ResponseResult | Promise<ResponseResult>;
export type ErrorHook<Ctx> = (error: unknown, ctx: Ctx) => ResponseResult | Promise<ResponseResult>;

/**
 * A plugin: any of the three hooks, in one value (`cors()` is one). Its hooks are added together,
 * where `.use(plugin)` is called; they see a context that fits every level.
 *
 * @example
 * ```ts
 * const timing: Plugin = { onResponse: (ctx, response) => void response.headers.set("x-served-by", "versa") };
 * app().use(timing);
 * ```
 */
export interface Plugin<W extends string = "a plugin's onRequest hook"> {
  /** How messages name the plugin's hooks: `plugin 'cors'`. */
  readonly name?: string;
  readonly onRequest?: RequestHook<AppHookContext, HookResult<W>>;
  readonly onResponse?: ResponseHook<AppHookContext>;
  readonly onError?: ErrorHook<AppHookContext>;
  /** What the hooks add to every operation of the routes under the level, as `openapi()` documents it. */
  readonly openapi?: PluginOpenApi;
}

/** A literal string key (an index signature names no key a handler can rely on). */
type LiteralKey<K> = K extends string ? (string extends K ? never : K) : never;
/** Every key of any member of a union. */
type AnyKey<O> = O extends unknown ? keyof O : never;
/** The value at `K` in the members that have it. */
type ValueAt<O, K> = O extends unknown ? (K extends keyof O ? O[K] : never) : never;

/**
 * The keys an `onRequest` hook's result `R` adds to the context: the object's own type, as the
 * hook returns it (kept as it is: a type built from it would cost the compiler at every route that
 * reads it); all optional where the hook may also return nothing; literal keys only where it has an
 * index signature, and no keys for `any` (the types promise no key the runtime may not set).
 */
export type AddedKeys<R> = IsAny<R> extends true ? {} : KeysOf<Exclude<R, Response | void | undefined | null>, [Extract<R, void | undefined | null>] extends [never] ? false : true>;
type KeysOf<O, Maybe extends boolean> = [O] extends [never]
  ? {}
  : [O] extends [readonly unknown[] | ((...args: never) => unknown)]
    ? {}
    : Maybe extends true
      ? { readonly [K in LiteralKey<AnyKey<O>>]?: ValueAt<O, K> }
      : string extends AnyKey<O>
        ? { readonly [K in LiteralKey<AnyKey<O>>]: ValueAt<O, K> }
        : O;

/** The keys a plugin's `onRequest` adds. */
export type PluginKeys<P> = P extends { readonly onRequest: (...args: never) => infer R } ? AddedKeys<Awaited<R>> : {};

type OptionalKeys<A> = { [K in keyof A]-?: {} extends Pick<A, K> ? K : never }[keyof A];
/**
 * The keys of a level so far (`V`) with those of a new hook (`A`): the new hook's win, but where it
 * may leave a key out, the key keeps the earlier value too.
 */
export type WithKeys<V, A> = [keyof A] extends [never]
  ? V
  : [keyof V] extends [never]
    ? A
    : Omit<V, keyof A> & Omit<A, OptionalKeys<A> & keyof V> & { readonly [K in keyof Pick<V, OptionalKeys<A> & keyof V>]: V[K] | Exclude<ValueAt<A, K>, undefined> };

/** The runtime form of a hook on its level: one kind of hook, or a plugin's three. */
export interface StoredHook {
  readonly name?: string | undefined;
  readonly onRequest?: (ctx: never) => unknown;
  readonly onResponse?: (ctx: never, response: Response) => unknown;
  readonly onError?: (error: unknown, ctx: never) => unknown;
  readonly openapi?: PluginOpenApi;
}

export type HookKind = "onRequest" | "onResponse" | "onError";

const PLUGIN = is.object(
  { name: is.string(), onRequest: is.function(), onResponse: is.function(), onError: is.function(), openapi: PLUGIN_OPENAPI },
  "a plugin: an object with any of onRequest, onResponse and onError (and a name, and what it adds to OpenAPI documents: openapi)",
);

/** One hook, checked where it is given (`where`: `blueprint 'a'`). */
export function hookOf(kind: HookKind, hook: unknown, where: string): StoredHook {
  if (typeof hook !== "function") throw new VersaTypeError(hookNotAFunction(where, kind, hook), { code: "INVALID_OPTIONS" });
  return { [kind]: hook };
}

/** A plugin, checked where it is given: an object of hooks, nothing else. */
export const pluginOf = (plugin: unknown, where: string): StoredHook => ({ ...checkOptions<StoredHook>(`${where}.use()`, PLUGIN, plugin) });

/** A hook as a chain runs it: the function and how messages name it. */
export interface Bound<F> {
  readonly run: F;
  /** `onRequest hook of blueprint 'a'`, `plugin 'cors' onResponse hook of app` */
  readonly where: string;
}
export type AnyRequestHook = (ctx: object) => unknown;
export type AnyResponseHook = (ctx: object, response: Response) => unknown;
export type AnyErrorHook = (error: unknown, ctx: object) => unknown;

/** One level's hooks, in the order a chain runs them. */
export interface HookLevel {
  /** the app's level: its errors end at `app({ onError })` and the plain 500, which its response hooks see too */
  readonly app: boolean;
  /** in the order they were added */
  readonly request: readonly Bound<AnyRequestHook>[];
  /** the other way: the last added first */
  readonly response: readonly Bound<AnyResponseHook>[];
  /** the last added first, like the response hooks */
  readonly error: readonly Bound<AnyErrorHook>[];
}

/**
 * The hooks a route runs: its levels outermost first (app, registration's groups outer to inner,
 * blueprint), only those with hooks. `requests` is every `onRequest` in the order they run;
 * `simple` when no level has response or error hooks (the chain can then stay synchronous).
 */
export interface HookChain {
  readonly levels: readonly HookLevel[];
  readonly requests: readonly Bound<AnyRequestHook>[];
  readonly simple: boolean;
}

const whereOf = (hook: StoredHook, kind: HookKind, label: string): string => `${hook.name === undefined ? "" : `plugin '${hook.name}' `}${kind} hook of ${label}`;

function bound<F>(hooks: readonly StoredHook[], kind: HookKind, label: string): Bound<F>[] {
  return hooks.filter((h) => h[kind] !== undefined).map((h) => ({ run: h[kind] as F, where: whereOf(h, kind, label) }));
}

/** The hooks of a level (in the order added), as a chain runs them; `undefined` when it has none. */
export function hookLevel(hooks: readonly StoredHook[], label: string, app: boolean): HookLevel | undefined {
  if (hooks.length === 0) return undefined;
  return Object.freeze({
    app,
    request: bound<AnyRequestHook>(hooks, "onRequest", label),
    response: bound<AnyResponseHook>(hooks, "onResponse", label).reverse(),
    error: bound<AnyErrorHook>(hooks, "onError", label).reverse(),
  });
}

/** The chain of hook levels (outermost first), `undefined` when there are none. */
export function chainOf(levels: readonly (HookLevel | undefined)[]): HookChain | undefined {
  const used = levels.filter((l): l is HookLevel => l !== undefined);
  if (used.length === 0) return undefined;
  return Object.freeze({
    levels: used,
    requests: used.flatMap((l) => l.request),
    simple: used.every((l) => l.response.length === 0 && l.error.length === 0),
  });
}

/**
 * A level's hooks in its type state: the keys its `onRequest` hooks add, which its handlers and
 * hooks added after them see. A level without hooks holds `undefined` instead.
 */
export interface Hooked<Keys> {
  readonly keys: Keys;
}
export type AnyHooks = Hooked<unknown> | undefined;
/** The keys a level's hooks added so far (`{}` for none). */
export type HookKeys<H extends AnyHooks> = [H] extends [undefined] ? {} : NonNullable<H>["keys"];
/** The hook state after one more hook that adds `A`. */
export type AddHook<H extends AnyHooks, A> = Hooked<WithKeys<HookKeys<H>, A>>;
