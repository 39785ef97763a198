/**
 * The client's types, read from an app's type state: the methods a client calls and the signature
 * of each call. What a call takes is in `call-options.ts`, what it gives back in `call-result.ts`,
 * what it needs of fetch in `fetch-like.ts`. Type-only imports: nothing of the server ships with
 * the client.
 */
import type { AnyApp, ByPath, EntryAt } from "../builder/infer.js";
import type { Method } from "../core/route.js";
import type { PathArg, WithoutOptions } from "./path-check.js";
import type { CallOptions } from "./call-options.js";
import type { Deprecation, ResultOf } from "./call-result.js";

/** The methods a client calls. */
export type ClientMethod = Exclude<Method, "HEAD" | "OPTIONS">;

/** What `onDeprecation` is told, once per path template and version. */
export interface DeprecationNotice {
  readonly method: ClientMethod;
  /** the path template called, such as `/v1/users/<id:int>` */
  readonly path: string;
  /** the URL of the call that saw it */
  readonly url: string;
  readonly deprecation: Deprecation;
}

/**
 * One method of a {@link Client}: `client.get(path, options?)`, its result a {@link ResultOf}. Two
 * signatures, so that a mistake reads as a message (see `path-check.ts`): the path alone, which
 * names the options its route requires, if any; and the path with options. Costs are kept to the
 * call: `Ts`, the method's templates, is computed once per client; `P` is inferred from the path
 * alone (the options are `NoInfer`, and so is the options check of the path alone, which also
 * keeps an editor from walking it while it completes a path); and that check is written in the
 * signature, where an editor completing `client.get("` pays half of what it does through an alias
 * (TypeScript 5.9, 500 routes: 44,000 instantiations against 94,000). The options of the second
 * signature are `never` while the path is not known (`string`, which an editor tries while it
 * completes one): else they would be worked out for every route at once (500 routes: 5,800
 * instantiations of each completion).
 */
export interface ClientCall<A extends AnyApp, M extends ClientMethod, Ts extends string = keyof ByPath<A, M> & string> {
  <const P extends string>(
    path: string extends P ? Ts : [P] extends [Ts] ? NoInfer<WithoutOptions<M, P, OptionsAt<A, M, P>>> : PathArg<M, P, Ts>,
  ): Promise<ResultOf<EntryAt<A, M, P>>>;
  <const P extends string>(
    path: PathArg<M, P, Ts>,
    options: NoInfer<string extends P ? never : {} extends OptionsAt<A, M, P> ? OptionsAt<A, M, P> | undefined : OptionsAt<A, M, P>>,
  ): Promise<ResultOf<EntryAt<A, M, P>>>;
}

/** The options of a call of template `P` of method `M`, worked out only once `P` is known: while
 * it is a type parameter (an editor instantiates the signature so while it completes a path),
 * `CallOptions` of it would compose a deferred type for every route. */
type OptionsAt<A extends AnyApp, M extends ClientMethod, P extends string> = [P] extends [unknown] ? CallOptions<EntryAt<A, M, P>, M> : never;

/** A typed client: one call per method that the app has routes of, keyed by the composed path template. */
export type Client<A extends AnyApp> = { readonly [M in ClientMethod & A["~types"]["entries"]["method"] as Lowercase<M>]: ClientCall<A, M> };
