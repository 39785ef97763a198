/**
 * Hooks in a level's type state: the keys each `onRequest` hook's result adds to the context, and
 * how they pile up over a level's hooks, which its handlers and later hooks see. The result's own
 * type is kept where it can be: a type built from it costs the compiler at every route that reads it.
 */
import type { IsAny } from "../core/types.js";

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
