/**
 * How a builder's type grows by one route: the slots a builder passes its route methods
 * ({@link Grows}), what a builder carries for them to read through `this` ({@link Holder}), and the
 * next builder they return. Slots and lookups only, no conditional over the builder: see {@link Grows}.
 */
import type { AnyVersions, Expand, VersionTexts } from "./version-state.js";
import type { AnyRouteEntry } from "./state-entries.js";
import type { FinalKeyOf, KeyOf, Unset } from "./state-keys.js";

/**
 * How a builder grows: `next` is the builder with one more route. `Next` fills the slots it reads:
 * `entries` and `keys` (its routes with the new one, and their keys). `final` tells whether keys
 * are composed at the top (an app) or relative to a container (a blueprint); `versions` are the
 * app's declared versions at the top.
 *
 * The slots are `unknown` here, so that `Next`'s intersection leaves what it puts in them as it is;
 * a builder reads them as they are. A conditional type that reads the state back from the builder
 * called costs a walk over every route the builder holds on every call (its check and `infer`
 * instantiate the builder again); the slots are only looked up.
 */
export interface Grows {
  readonly entries: unknown;
  readonly keys: unknown;
  readonly next: unknown;
  readonly final: boolean;
  readonly versions: AnyVersions | Unset;
}
/** `G`'s next builder after `T` with `E` added (placed over the app's versions at the top, `X`),
 * whose key is `K` (a route without options passes the key its check computed, no entry read). */
export type Next<
  G extends Grows,
  T extends Holder,
  E extends AnyRouteEntry,
  X extends AnyRouteEntry = Expand<E, G["versions"]>,
  K extends string = G["final"] extends true ? FinalKeyOf<X> : KeyOf<X>,
> = (G & {
  readonly entries: T["~types"]["entries"] | X;
  readonly keys: T["~types"]["keys"] | K;
})["next"];

/** What a builder carries for its route methods (read through `this`, so the methods need not). */
export interface Holder {
  readonly "~types": { readonly keys: string; readonly entries: AnyRouteEntry };
}
export type KeysOfHolder<T extends Holder> = T["~types"]["keys"];
/** The app's declared versions at the top (`Final`), {@link Unset} in a container. */
export type VersionsOfHolder<T extends Holder, Final extends boolean> = Final extends true
  ? T["~types"] extends { readonly versions: infer Vs } ? VersionTexts<Vs> : undefined
  : Unset;
/** The entry a {@link Grows} is given, as an {@link AnyRouteEntry} (the base declares it `unknown`). */
export type EntryIn<X> = [X] extends [infer E extends AnyRouteEntry] ? E : never;
