/**
 * How a builder's type grows by one route: what a builder carries for its route methods to read
 * through `this` ({@link RouteHolder}, with its {@link Grows}), and the next builder they return
 * ({@link Next}, through {@link Builders}). Lookups only, no conditional over the builder.
 */
import type { AnyVersions, DeclaredVersions, Expand } from "./version-state.js";
import type { AnyRouteEntry } from "./state-entries.js";
import type { FinalKeyOf, KeyOf, Unset } from "./state-keys.js";
import type { AnyLevelSettings } from "./state-settings.js";
import type { AnyHooks } from "./hook-keys.js";

/**
 * A builder's fixed parts, as its route methods read them: its kind (which {@link Builders} member
 * makes the next one), whether keys are composed at the top (`final`, an app) or relative to a
 * container (a blueprint), the app's declared versions at the top, how messages name it, and its
 * name, settings, hooks and declared versions (what the next builder keeps).
 *
 * A route method reads them from the builder called (`this`), so that one instantiation of each
 * method serves every builder: a method typed with a builder's own parts is instantiated again for
 * each builder and method (at N = 500, 250 blueprint-method pairs of about 140 instantiations each).
 * A conditional type that reads the state back from the builder called costs a walk over every
 * route it holds on every call (its check and `infer` instantiate the builder again); these are
 * only looked up.
 */
export interface Grows {
  /** the builder's kind: the key of {@link Builders} that gives its next value */
  readonly kind: keyof Builders<Grows, never, never>;
  readonly final: boolean;
  readonly versions: AnyVersions | Unset;
  /** how messages name the builder: `app`, `blueprint 'a'` */
  readonly where: string;
  readonly name: string;
  readonly settings: AnyLevelSettings;
  readonly hooks: AnyHooks;
  readonly declared: DeclaredVersions;
}
/**
 * Each builder kind with its routes `E` and keys `K`, the rest from its {@link Grows} `G` (each
 * builder's module adds its own: `blueprint.ts`, the app in `src/app.ts`). An interface indexed by
 * the kind, not an intersection with `this`-typed slots: a `this` type is instantiated with the
 * intersection, which walks every route `E` holds (each handler's result) on every call. Its
 * routes and keys are constrained here, so that a member takes them as they are: a member that
 * converted them (`[E] extends [infer X extends AnyRouteEntry]`) walked them on every call.
 */
export interface Builders<G extends Grows, E extends AnyRouteEntry, K extends string> {}
/** `T`'s next builder with `E` added (placed over the app's versions at the top, `X`), whose key
 * is `K` (a route without options passes the key its check computed, no entry read). */
export type Next<
  T extends RouteHolder,
  E extends AnyRouteEntry,
  X extends AnyRouteEntry = Expand<E, T["~types"]["grows"]["versions"]>,
  K extends string = T["~types"]["grows"]["final"] extends true ? FinalKeyOf<X> : KeyOf<X>,
> = Builders<T["~types"]["grows"], T["~types"]["entries"] | X, T["~types"]["keys"] | K>[T["~types"]["grows"]["kind"]];

/** What `app.blueprint` reads through `this` (so its signature need not mention the routes). */
export interface Holder {
  readonly "~types": { readonly keys: string; readonly entries: AnyRouteEntry };
}
/** What a builder carries for its route methods: its routes and keys, how it grows, its settings
 * and hooks (read through `this`: one instantiation of each route method serves every builder). */
export interface RouteHolder {
  readonly "~types": { readonly keys: string; readonly entries: AnyRouteEntry; readonly grows: Grows; readonly settings: AnyLevelSettings; readonly hooks: AnyHooks };
}
