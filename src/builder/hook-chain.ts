/**
 * Hooks at runtime, as far as the builders need them: checking a hook or plugin where it is given,
 * its stored form on its level, and the chain of a route (its levels' hooks, outermost first),
 * composed once when the route is composed. Running a chain is the server's (`server/chain.ts`).
 */
import { VersaTypeError } from "../core/errors.js";
import { checkOptions, is } from "../core/options.js";
import { hookNotAFunction } from "../core/messages.js";
import { PLUGIN_OPENAPI, type PluginOpenApi } from "./plugin-docs.js";

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
