/**
 * The client's types, read from an app's type state: per route, the inputs a call takes and the
 * data it returns. Type-only imports: nothing of the server ships with the client.
 */
import type { AnyApp, EntryOf, PathsOf } from "../builder/infer.js";
import type { Io, ParamsObject } from "../builder/route.js";
import type { FinalParams, Method, Pending } from "../builder/state.js";
import type { InputOf, OutputOf } from "../schema.js";

/** The methods a client calls. */
export type ClientMethod = Exclude<Method, "HEAD" | "OPTIONS">;

/** A query value as the client writes it. */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | undefined;

/** A value as it arrives after a JSON round trip (a `Date` becomes a string, functions vanish). */
export type Jsonify<T> = T extends Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends undefined | ((...a: never[]) => unknown) | symbol
      ? never
      : T extends readonly unknown[]
        ? { [K in keyof T]: Jsonify<T[K]> }
        : T extends object
          ? { [K in keyof T as T[K] extends undefined | ((...a: never[]) => unknown) | symbol ? never : K]: Jsonify<T[K]> }
          : unknown;

/** A handler's value as a call's `data`: `undefined` (a 204) stays `undefined`, the rest is JSON. */
type DataJson<T> = T extends void ? undefined : Jsonify<T>;

type IoOf<E extends Pending> = E["o"] extends Io<infer R, infer S> ? { r: R; s: S } : { r: unknown; s: {} };

/** Parameter values a call takes: as the handler gets them, but a `ymd` may be its text. */
type ParamsIn<E extends Pending> = ParamsObject<FinalParams<E>> extends infer O
  ? { [K in keyof O]: O[K] extends Date ? Date | string : O[K] }
  : never;

/** What a successful call's `data` holds. */
export type DataOf<E extends Pending> = IoOf<E>["s"] extends { readonly response: unknown }
  ? Jsonify<OutputOf<IoOf<E>["s"], "response", unknown>>
  : [Exclude<IoOf<E>["r"], Response>] extends [never]
    ? unknown
    : DataJson<Exclude<IoOf<E>["r"], Response>>;

type Needs<K extends string, T> = {} extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

/** A call's body: none for GET/HEAD (fetch refuses one), else as the body schema says, else any. */
type BodyIn<E extends Pending, M extends Method> = [M] extends ["GET" | "HEAD"]
  ? { readonly body?: never }
  : IoOf<E>["s"] extends { readonly body: unknown }
    ? Needs<"body", InputOf<IoOf<E>["s"], "body", unknown>>
    : { readonly body?: unknown };

/**
 * The options of one call with method `M` (default: the route's): params (when the path has any),
 * query, body (never for GET/HEAD), headers.
 *
 * @example
 * ```ts
 * await client.post("/v1/users/", { body: { name: "ada" } }); // typed by the body schema
 * // @ts-expect-error a GET carries no body
 * await client.get("/v1/users/<id:int>", { params: { id: 7 }, body: {} });
 * ```
 */
export type CallOptions<E extends Pending, M extends Method = E["m"]> = ({} extends ParamsIn<E> ? { readonly params?: {} } : { readonly params: ParamsIn<E> }) &
  Needs<"query", InputOf<IoOf<E>["s"], "query", Readonly<Record<string, QueryValue>>>> &
  BodyIn<E, M> &
  Needs<"headers", InputOf<IoOf<E>["s"], "headers", Readonly<Record<string, string>>>> & { readonly signal?: AbortSignal };

/** A response as the client reads it (global fetch's and node-fetch's both fit). */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** A fetch function: `globalThis.fetch`, node-fetch, or a test double. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<ResponseLike>;

/** The result of a call: success and failure told apart by `ok`, never thrown for HTTP errors. */
export type Result<D> =
  | { readonly ok: true; readonly status: number; readonly data: D; readonly headers: ResponseLike["headers"]; readonly response: Response }
  | { readonly ok: false; readonly status: number; readonly error: unknown; readonly headers: ResponseLike["headers"]; readonly response: Response };

type Call<A extends AnyApp, M extends ClientMethod> = <const P extends PathsOf<A, M>>(
  path: P,
  ...options: {} extends CallOptions<EntryOf<A, M, P>, M> ? [options?: CallOptions<EntryOf<A, M, P>, M>] : [options: CallOptions<EntryOf<A, M, P>, M>]
) => Promise<Result<DataOf<EntryOf<A, M, P>>>>;

/** A typed client: one call per method, keyed by the composed path template. */
export type Client<A extends AnyApp> = { readonly [M in ClientMethod as Lowercase<M>]: Call<A, M> };
