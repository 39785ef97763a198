/**
 * What a route method's arguments are held to: the path (it parses, adds no duplicate, names no
 * method twice), the options object and the schema option. Each check is the argument's type when
 * it passes and the message when not, so that the message shows where the argument stands.
 */
import { RouteDefinitionError } from "../core/errors.js";
import { bodyOnBodyless, type BodyOnBodyless, type MissingSchemaKey, type RouteExists, type UnknownSchemaKey } from "../core/messages.js";
import type { InputOf } from "../core/schema.js";
import type { IsAnyOrUnknown, IsNonLiteral } from "../core/types.js";
import type { Compose } from "../path/compose.js";
import type { Rel } from "../path/join.js";
import type { Param, Parse } from "../path/parse.js";
import type { CheckVersionPrefix } from "../path/version.js";
import type { RouteDocs } from "./route-context.js";
import type { AnyVersions, CheckVersionIn } from "./version-state.js";
import type { CheckLifecycle } from "./lifecycle.js";
import type { CheckShape } from "./input-shape.js";
import type { CheckInputs, CheckParamInputs } from "./schema-input.js";
import type { AnyRouteEntry } from "./state-entries.js";
import type { ContainerKey, FinalKey, FinalKeyOf, KeyOf, PathAt, PathOf, Unset } from "./state-keys.js";
import type { Method } from "../core/route.js";
import type { PrefixClash } from "./state-clash.js";

/** The schema option: itself when its params, query and headers schemas take an object, its params
 * keys fit the path, its params fields take their parameters' values and its query and headers
 * take text (see `schema-input.ts`), else the message. */
export type CheckSchema<Sch, Known, Own extends string, S extends string> = Sch extends { readonly params: unknown }
  ? CheckShape<Sch, "params", S, string extends S ? Sch // (a path known only as a string: its parameters are not known to check)
  : ParamKeys<Sch, Known> extends infer K extends PropertyKey
    ? [Exclude<K, keyof Known>] extends [never]
      ? [Exclude<Own, K>] extends [never] ? CheckParamInputs<Sch, Known, S> : { readonly params: MissingSchemaKey<Exclude<Own, K>, S> }
      : { readonly params: UnknownSchemaKey<Exclude<K, keyof Known> & string, S> }
    : Sch>
  : CheckInputs<Sch, S>;

/** The keys a params schema takes, which must name parameters (`Known`'s): a zod object's
 * `shape`'s (read without the input type, which zod computes from every field), else the literal
 * keys of its input type, every parameter for an input of `unknown` or `any`. An index signature
 * (a loose object's, a record's) names no parameter, and what a transform gives back is never a
 * key the path must have. */
type ParamKeys<Sch, Known> = Sch extends { readonly params: { readonly shape: object } }
  ? keyof Sch["params"]["shape"]
  : InputOf<Sch, "params", {}> extends infer In
    ? IsAnyOrUnknown<In> extends true ? keyof Known : { [K in keyof NonNullable<In>]-?: IsNonLiteral<K> extends true ? never : K }[keyof NonNullable<In>]
    : never;

/** The options argument, each literal checked where it stands (a version against the app's
 * versions `Vs` too, in an app). */
export type CheckedRouteOptions<V, VP, W extends string, Vs extends AnyVersions | Unset = Unset, L = undefined> = RouteDocs & {
  readonly version?: CheckVersionIn<V, W, Vs>;
  readonly versionPrefix?: CheckVersionPrefix<VP, W>;
  readonly strictSlashes?: boolean | undefined;
  /** Regex patterns written here that may skip the backtracking check: `trustRegex("(a+)+")`. */
  readonly trustRegex?: readonly string[] | undefined;
  readonly name?: string | undefined;
  readonly lifecycle?: CheckLifecycle<L, W> | undefined;
} & NoBodyOn<W>;

/** The methods whose requests carry no body: a body schema there could only refuse them. */
const BODYLESS = ["GET", "HEAD"] as const;

/** The schema option of a GET or HEAD route (`W`: `route GET '/x' of app`): its `body` is the
 * message. (`.route()` types no schema option; its methods are checked at run time.) */
type NoBodyOn<W extends string> = [W] extends [`route ${infer M extends (typeof BODYLESS)[number]} '${string}`]
  ? { readonly schema?: { readonly body?: BodyOnBodyless<M, W> } }
  : unknown;

/**
 * Refuses a body schema on a route that answers GET or HEAD, as {@link NoBodyOn} does in the types;
 * `where` names the route in the message.
 *
 * @example
 * ```ts
 * checkBodyMethod({ body: z.object({}) }, ["GET"], "route GET '/x' of app"); // throws INVALID_SCHEMA
 * ```
 */
export function checkBodyMethod(schema: { readonly body?: unknown } | undefined, methods: readonly Method[], where: string): void {
  if (schema?.body === undefined) return;
  const method = BODYLESS.find((m) => methods.includes(m));
  if (method !== undefined) throw new RouteDefinitionError(bodyOnBodyless(method, where), { code: "INVALID_SCHEMA" });
}

/**
 * A route path argument: the path when it parses and adds no duplicate, else the message. At the
 * top (`Final`), the route's own version prefix is known too: a parameter both declare is refused.
 */
export type CheckRoute<S extends string, E extends AnyRouteEntry, K extends string, Final extends boolean> = string extends S
  ? S
  : NoInfer<Parse<Rel<S>> extends infer R
    ? R extends string ? R
    : [Extract<Final extends true ? FinalKeyOf<E> : KeyOf<E>, K>] extends [never]
      ? Final extends true ? (PrefixClash<E> extends infer D ? ([D] extends [never] ? S : D) : never) : S
      : RouteExists<E["method"], Final extends true ? PathAt<E, K, true> : S>
    : never>;

/**
 * {@link CheckRoute} for a route without options: no version, so its key follows from the parse
 * alone (`/x GET ? ?` in a container, `GET /x` at the top: {@link PlainKey}), with no entry built.
 */
export type CheckPlainRoute<S extends string, M extends Method, K extends string, Final extends boolean> = string extends S
  ? S
  : NoInfer<Parse<Rel<S>> extends infer R
    ? R extends [Param, infer Key extends string]
      ? PlainKey<M, Key, Final> extends K
        ? RouteExists<M, Final extends true ? Compose<"/v", undefined, Rel<S>> : S>
        : S
      : R
    : never>;

/** The key of a route without options whose path's key is `Key` (no version: none to read from an entry). */
export type PlainKey<M extends Method, Key extends string, Final extends boolean> = Final extends true ? FinalKey<M, Compose<"/v", undefined, Key>> : ContainerKey<M, Unset, Unset, Key>;

/** The `where` of a route in messages: `route GET '/x' of blueprint 'a'`. */
export type RouteWhere<M extends string, S extends string, In extends string> = `route ${M} '${S}' of ${In}`;
export const routeWhere = <M extends string, S extends string, In extends string>(
  method: M,
  path: S,
  container: In,
): RouteWhere<M, S, In> => `route ${method} '${path}' of ${container}`;

/** A method that a literal list names twice (`["GET", "GET"]`); `never` for a list of unknown length. */
type Repeated<Ms extends readonly Method[]> = number extends Ms["length"] ? never : FirstRepeat<{ [I in keyof Ms]: Lone<Ms[I]> }>;
/** `A` when it is one method, `never` for a union of several (which may or may not repeat another). */
type Lone<A> = (A extends unknown ? (a: A) => void : never) extends (a: infer I) => void ? ([A] extends [I] ? A : never) : never;
/** The first element that a later one repeats (`never` elements skipped). */
type FirstRepeat<Ms extends readonly unknown[]> = Ms extends readonly [infer A, ...infer R] ? ([A] extends [R[number]] ? ([A] extends [never] ? FirstRepeat<R> : A) : FirstRepeat<R>) : never;

/** {@link CheckRoute} for `.route`: a method listed twice is the route defined twice. */
export type CheckMultiRoute<S extends string, Ms extends readonly Method[], E extends AnyRouteEntry, K extends string, Final extends boolean> =
  Repeated<Ms> extends infer M extends Method ? ([M] extends [never] ? CheckRoute<S, E, K, Final> : RouteExists<M, Final extends true ? PathOf<E> : S>) : never;

/** A literal list of methods as messages name it (`GET|POST`), as the runtime joins it. */
export type JoinMethods<Ms extends readonly string[]> = Ms extends readonly [infer A extends string, ...infer R extends readonly string[]]
  ? R extends readonly [] ? A : `${A}|${JoinMethods<R>}`
  : string;
