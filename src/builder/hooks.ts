/**
 * Hooks on a level (app, group, blueprint): what a hook sees and may return, and a plugin. The
 * keys hooks add in the type state are in `hook-keys.ts`, the runtime half (checking, storing and
 * chaining hooks) in `hook-chain.ts`.
 */
import type { ContextKey, InvalidHookResult, NOT_PLAIN, ReservedContextKey } from "../core/messages.js";
import type { RouteInfo } from "./route-context.js";
import type { ParamsObject } from "./route.js";
import type { PluginOpenApi } from "./plugin-docs.js";
import type { AnyLevelSettings } from "./state-settings.js";

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
  /** The request. A route's body schema reads its body after the hooks: read `request.clone()` here. */
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
 * What an `onRequest` hook may return: nothing (go on), a `Response` (answer now), or a plain
 * object whose keys are added to the context (none of the context's own keys; no promise, which
 * would be awaited first; no array, function, iterable such as a `Map` or `Headers`, or `Date`,
 * whose members the runtime would not add). `W` names the hook in the messages, which are the
 * runtime's. An instance of a class is told from a plain object at run time only.
 *
 * The plain object is two members, each refusing a function at one of two keys ({@link Uncalled}).
 * TypeScript 5.9 explains a refused result by the member that shares most of its keys: for a `Map`
 * or `Set` the one with `forEach` (two keys, where `Promise<…>` shares one, `Symbol.toStringTag`),
 * so the error ends with the runtime's message at `Symbol.iterator`, not with a missing `then`.
 */
export type HookResult<W extends string> =
  | void
  | undefined
  | Response
  | (Plain<W> & Uncalled<"append", W>)
  | (Plain<W> & Uncalled<"forEach", W>)
  | FunctionRefused<W>;

/** A plain object of keys, none of them the context's. */
type Plain<W extends string> = object & PlainKeys<W> & { readonly [K in ContextKey]?: ReservedContextKey<K, W> };

/** The message for a refused result named `G` (a key of `NOT_PLAIN`). */
type Refused<W extends string, G extends keyof typeof NOT_PLAIN> = InvalidHookResult<W, "onRequest", (typeof NOT_PLAIN)[G]>;

/**
 * Takes no value (its one key is the message, typed `never`): a function result is compared with
 * it, the one member that can be called, so the compiler's error names it with the runtime's message.
 */
type FunctionRefused<W extends string> = ((...args: never) => unknown) & { readonly [M in Refused<W, "function">]: never };

/**
 * An object that is no promise, array, function, iterable or Date, told apart by members only they
 * have: the well-known symbols arrays (`Symbol.unscopables`), functions (`Symbol.hasInstance`),
 * iterables (`Symbol.iterator`) and Dates (`Symbol.toPrimitive`) carry, so that no key a hook may
 * add is refused, and no conditional type costs the compiler per hook. The runtime tests the same
 * members (`resultKind()` names them in the same words).
 */
interface PlainKeys<W extends string> {
  readonly then?: never;
  readonly [Symbol.unscopables]?: Refused<W, "array">;
  readonly [Symbol.hasInstance]?: Refused<W, "function">;
  readonly [Symbol.iterator]?: Refused<W, "iterable">;
  readonly [Symbol.toPrimitive]?: Refused<W, "primitive">;
}

/**
 * No function at `M`. Headers, URLSearchParams and FormData have `Symbol.iterator` only where the
 * lib has DOM.Iterable (TypeScript 5.9's DOM alone has not), so the types tell them by the two
 * methods they have in every lib, `append` and `forEach`: a result is refused where both are
 * functions (with the message of their `Symbol.iterator`), which no other plain object is told by.
 */
type Uncalled<M extends string, W extends string> = {
  readonly [K in M]?: string | number | boolean | bigint | symbol | null | undefined | (object & { readonly [Symbol.hasInstance]?: Refused<W, "iterable"> });
};

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
