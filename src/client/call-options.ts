/**
 * What one call of a route takes, read from the route's entry: its path's parameters (as the
 * handler gets them, a `ymd` as text too), and a query, body and headers as its schemas accept them
 * written as text, else anything. Type-only: nothing of the server ships with the client.
 */
import type { ParamsObject } from "../builder/route.js";
import type { AnyRouteEntry, RouteIo } from "../builder/state-entries.js";
import type { FinalParams } from "../builder/state-keys.js";
import type { Method } from "../core/route.js";
import type { InputOf, OutputOf } from "../core/schema.js";
import type { IsAnyOrUnknown } from "../core/types.js";
import type { JsonBody } from "./jsonify.js";
import type { QueryScalar, TextFields } from "./text-inputs.js";

/** A query value as the client writes it (`null` and `undefined` are left out). */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

/** An entry's handler result and schemas (`unknown` and none for an `any` member's). */
export type IoOf<E extends AnyRouteEntry> = E["io"] extends RouteIo<infer R, infer S> ? RouteIo<R, S> : RouteIo<unknown, {}>;

/** Parameter values a call takes: as the handler gets them, but a `ymd` may be its text. */
type ParamsIn<E extends AnyRouteEntry> = ParamsObject<FinalParams<E>> extends infer O
  ? { [K in keyof O]: O[K] extends Date ? Date | string : O[K] }
  : never;

/** An option that is optional exactly when `{}` fits it (`undefined` then counts as not given). */
type Needs<K extends string, T> = {} extends T ? { readonly [P in K]?: T | undefined } : { readonly [P in K]: T };

/** A call's body: none for GET/HEAD (fetch refuses one), else what the body schema takes that JSON
 * carries to it (see `jsonify.ts`), else any. */
type BodyIn<E extends AnyRouteEntry, M extends Method> = [M] extends ["GET" | "HEAD"]
  ? { readonly body?: undefined }
  : IoOf<E>["schemas"] extends { readonly body: unknown }
    ? InputOf<IoOf<E>["schemas"], "body", unknown> extends infer B
      ? undefined extends B ? { readonly body?: JsonBody<B> | undefined } : { readonly body: JsonBody<B> } // a missing body reaches the schema as undefined
      : never
    : { readonly body?: unknown };

/**
 * The options of one call with method `M` (default: the route's): params (when the path has any),
 * query, body (never for GET/HEAD), headers (the schema's, and any others), and an abort `signal`.
 *
 * @example
 * ```ts
 * await client.post("/v1/users/", { body: { name: "ada" } }); // typed by the body schema
 * await client.get("/health", { headers: { "x-request-id": "r1" }, signal: AbortSignal.timeout(5000) });
 * // @ts-expect-error a GET carries no body
 * await client.get("/v1/users/<id:int>", { params: { id: 7 }, body: {} });
 * ```
 */
export type CallOptions<E extends AnyRouteEntry, M extends Method = E["method"]> = ({} extends ParamsIn<E> ? { readonly params?: {} | undefined } : { readonly params: ParamsIn<E> }) &
  Needs<"query", QueryIn<IoOf<E>["schemas"]>> &
  BodyIn<E, M> &
  Needs<"headers", HeadersIn<IoOf<E>["schemas"]>> & { readonly signal?: AbortSignal | undefined };

/** A call's query: what its schema accepts as text (see `text-inputs.ts`), else any query values. */
type QueryIn<Sch> = Sch extends { readonly query: unknown }
  ? InputOf<Sch, "query", unknown> extends infer In
    ? IsAnyOrUnknown<In> extends true ? Readonly<Record<string, QueryValue>> : Readonly<TextFields<In, OutputOf<Sch, "query", unknown>, true>>
    : never
  : Readonly<Record<string, QueryValue>>;

/** A call's headers: those its schema names, as text it accepts, and any others as strings (an
 * `undefined` value is not sent); without a headers schema, `Headers` or pairs too, as
 * `createClient`'s `headers` takes (a schema's names are checked in an object only). */
type HeadersIn<Sch> = Sch extends { readonly headers: unknown }
  ? InputOf<Sch, "headers", unknown> extends infer In
    ? IsAnyOrUnknown<In> extends true
      ? ExtraHeaders<never>
      : TextFields<In, OutputOf<Sch, "headers", unknown>, false> extends infer F ? Readonly<F> & ExtraHeaders<F[keyof F]> : never
    : never
  : ExtraHeaders<never> | Headers | readonly (readonly [string, string])[];
/** Headers a call may add to those its schema names, whose values (`Also`) the index must take too. */
type ExtraHeaders<Also> = Readonly<Record<string, string | undefined | Also>>;
