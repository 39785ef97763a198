/**
 * The client's types, read from an app's type state: per route, the inputs a call takes and the
 * data it returns. Type-only imports: nothing of the server ships with the client.
 */
import type { AnyApp, EntryAt, PathsOf } from "../builder/infer.js";
import type { ParamsObject } from "../builder/route.js";
import type { AnyRouteEntry, FinalParams, Method, RouteIo } from "../builder/state.js";
import type { InputOf, OutputOf } from "../core/schema.js";

/** The methods a client calls. */
export type ClientMethod = Exclude<Method, "HEAD" | "OPTIONS">;

/** A query value as the client writes it (`null` and `undefined` are left out). */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
/** One query value: a `Date` is sent as its ISO text, the rest as `String()` writes them. */
type QueryScalar = string | number | boolean | bigint | Date;

/** What JSON.stringify leaves out of an object, and writes as `null` in an array. */
type Dropped = undefined | ((...a: never[]) => unknown) | symbol;

/**
 * A value as it arrives after a JSON round trip, as JSON.stringify writes it: `toJSON()` first (a
 * `Date` or `URL` becomes a string), a `Map` or `Set` an empty object, functions and `undefined`
 * left out of objects (a field that may be `undefined` is optional) and `null` in arrays.
 *
 * @example
 * ```ts
 * type T = Jsonify<{ at: Date; tags: Map<string, number>; list: (number | undefined)[]; note: string | undefined }>;
 * // { at: string; tags: {}; list: (number | null)[]; note?: string }
 * ```
 */
export type Jsonify<T> = T extends string | number | boolean | null
  ? T
  : T extends Dropped
    ? never
    : T extends { toJSON(...a: never[]): infer J }
      ? Jsonify<J>
      : T extends ReadonlyMap<unknown, unknown> | ReadonlySet<unknown>
        ? {}
        : T extends readonly unknown[]
          ? { [K in keyof T]: JsonItem<T[K]> }
          : T extends object
            ? JsonObject<T>
            : unknown;

/** An object after a JSON round trip: a field that may be `undefined` (or a function) may be left
 * out, so it is optional; one that always is, and symbol keys, are gone. */
type JsonObject<T> = {
  [K in keyof T as K extends symbol ? never : [Extract<T[K], Dropped>] extends [never] ? K : never]: Jsonify<T[K]>;
} & {
  [K in keyof T as K extends symbol ? never : [Extract<T[K], Dropped>] extends [never] ? never : [Exclude<T[K], Dropped>] extends [never] ? never : K]?: Jsonify<Exclude<T[K], Dropped>>;
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/** An array item after a JSON round trip: what objects leave out is `null`. */
type JsonItem<T> = T extends Dropped ? null : Jsonify<T>;

/** A handler's value as a call's `data`: `undefined` (a 204) stays `undefined`, the rest is JSON. */
type DataJson<T> = T extends void ? undefined : Jsonify<T>;

/** An entry's handler result and schemas (`unknown` and none for an `any` member's). */
type IoOf<E extends AnyRouteEntry> = E["io"] extends RouteIo<infer R, infer S> ? RouteIo<R, S> : RouteIo<unknown, {}>;

/** Parameter values a call takes: as the handler gets them, but a `ymd` may be its text. */
type ParamsIn<E extends AnyRouteEntry> = ParamsObject<FinalParams<E>> extends infer O
  ? { [K in keyof O]: O[K] extends Date ? Date | string : O[K] }
  : never;

/**
 * What a successful call's `data` holds: the response schema's output, else the handler's value
 * as JSON; `unknown` for a handler that only returns a `Response` (JSON, text, or `undefined`).
 */
export type DataOf<E extends AnyRouteEntry> = IoOf<E>["schemas"] extends { readonly response: unknown }
  ? Jsonify<OutputOf<IoOf<E>["schemas"], "response", unknown>>
  : [Exclude<IoOf<E>["returns"], Response>] extends [never]
    ? unknown
    : DataJson<Exclude<IoOf<E>["returns"], Response>>;

type Needs<K extends string, T> = {} extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

/** A call's body: none for GET/HEAD (fetch refuses one), else as the body schema says, else any. */
type BodyIn<E extends AnyRouteEntry, M extends Method> = [M] extends ["GET" | "HEAD"]
  ? { readonly body?: never }
  : IoOf<E>["schemas"] extends { readonly body: unknown }
    ? Needs<"body", InputOf<IoOf<E>["schemas"], "body", unknown>>
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
export type CallOptions<E extends AnyRouteEntry, M extends Method = E["method"]> = ({} extends ParamsIn<E> ? { readonly params?: {} } : { readonly params: ParamsIn<E> }) &
  Needs<"query", InputOf<IoOf<E>["schemas"], "query", Readonly<Record<string, QueryValue>>>> &
  BodyIn<E, M> &
  Needs<"headers", InputOf<IoOf<E>["schemas"], "headers", {}> & ExtraHeaders> & { readonly signal?: AbortSignal };

/** Headers a call may add to those its schema names (an `undefined` value is not sent). */
type ExtraHeaders = Readonly<Record<string, string | undefined>>;

/** A response as the client reads it (global fetch's and node-fetch's both fit). */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/**
 * A request body as the client hands it to fetch: JSON text, or a body the caller passed on. Typed
 * as the bodies every fetch's types take (global fetch, node-fetch), so that one `FetchLike` fits
 * them all and types an inline test double; bytes (`ArrayBuffer`, typed arrays) and streams are
 * handed over as given too.
 */
export type FetchBody = string | FormData | URLSearchParams | Blob;

/**
 * A fetch function: `globalThis.fetch`, node-fetch 3 (which sends a web `ReadableStream` body as
 * text: stream with global fetch), or a test double. `duplex: "half"` comes with a stream body, as
 * undici requires.
 *
 * @example
 * ```ts
 * const fake: FetchLike = async (url, init) => new Response(JSON.stringify({ url, method: init.method }));
 * createClient<typeof api>({ baseUrl, fetch: nodeFetch }); // no cast
 * ```
 */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: FetchBody; signal?: AbortSignal; duplex?: "half" },
) => Promise<ResponseLike>;

/**
 * The result of a call: success and failure told apart by `ok`, never thrown for HTTP errors.
 * `data` / `error` hold the body read as JSON or `text/*`; for any other content type they are
 * `undefined` and the body is left unread in `response`.
 *
 * @example
 * ```ts
 * const r = await client.get("/files/<name:str>", { params: { name: "a.png" } });
 * if (r.ok) new Uint8Array(await r.response.arrayBuffer()); // image/png: data is undefined
 * ```
 */
export type Result<D> =
  | { readonly ok: true; readonly status: number; readonly data: D; readonly headers: ResponseLike["headers"]; readonly response: Response; readonly deprecation?: Deprecation }
  | { readonly ok: false; readonly status: number; readonly error: unknown; readonly headers: ResponseLike["headers"]; readonly response: Response; readonly deprecation?: Deprecation };

/**
 * What an answer said about its route's deprecation: its `Deprecation` date (RFC 9745), its
 * `Sunset` (RFC 8594) and its `Link` with `rel="deprecation"`, when sent. A result has it only
 * when the answer carried a `Deprecation` header.
 *
 * @example
 * ```ts
 * const r = await client.get("/v1/users/<id:int>", { params: { id: 7 } });
 * if (r.deprecation) console.warn(`deprecated since ${r.deprecation.date.toISOString()}, see ${r.deprecation.link}`);
 * ```
 */
export interface Deprecation {
  readonly date: Date;
  readonly sunset?: Date;
  readonly link?: string;
}

/** What `onDeprecation` is told, once per path template and version. */
export interface DeprecationNotice {
  readonly method: ClientMethod;
  /** the path template called, such as `/v1/users/<id:int>` */
  readonly path: string;
  /** the URL of the call that saw it */
  readonly url: string;
  readonly deprecation: Deprecation;
}

/** One method of a {@link Client}: `client.get(path, options?)`. */
export type ClientCall<A extends AnyApp, M extends ClientMethod> = <const P extends PathsOf<A, M>>(
  path: P,
  ...options: {} extends CallOptions<EntryAt<A, M, P>, M> ? [options?: CallOptions<EntryAt<A, M, P>, M>] : [options: CallOptions<EntryAt<A, M, P>, M>]
) => Promise<Result<DataOf<EntryAt<A, M, P>>>>;

/** A typed client: one call per method, keyed by the composed path template. */
export type Client<A extends AnyApp> = { readonly [M in ClientMethod as Lowercase<M>]: ClientCall<A, M> };
