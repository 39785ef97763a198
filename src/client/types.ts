/**
 * The client's types, read from an app's type state: per route, the inputs a call takes and the
 * data it returns. Type-only imports: nothing of the server ships with the client.
 */
import type { AnyApp, ByPath, EntryAt } from "../builder/infer.js";
import type { ParamsObject } from "../builder/route.js";
import type { AnyRouteEntry, FinalParams, Method, RouteIo } from "../builder/state.js";
import type { FailureStatus, FailureStatusExcept, SuccessStatus, SuccessStatusExcept } from "../core/response.js";
import type { InputOf, OutputOf } from "../core/schema.js";
import type { IsAnyOrUnknown } from "../core/types.js";
import type { PathArg, WithoutOptions } from "./path-check.js";
import type { QueryScalar, TextFields } from "./text-inputs.js";
import type { Answer, AnswersOf, OtherFailures, OtherSuccesses } from "./result.js";

/** The methods a client calls. */
export type ClientMethod = Exclude<Method, "HEAD" | "OPTIONS">;

/** A query value as the client writes it (`null` and `undefined` are left out). */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

/** An entry's handler result and schemas (`unknown` and none for an `any` member's). */
type IoOf<E extends AnyRouteEntry> = E["io"] extends RouteIo<infer R, infer S> ? RouteIo<R, S> : RouteIo<unknown, {}>;

/** Parameter values a call takes: as the handler gets them, but a `ymd` may be its text. */
type ParamsIn<E extends AnyRouteEntry> = ParamsObject<FinalParams<E>> extends infer O
  ? { [K in keyof O]: O[K] extends Date ? Date | string : O[K] }
  : never;

/** Every answer a call of route `E` may get (see `result.ts`). */
export type AnswersOfEntry<E extends AnyRouteEntry> = AnswersOf<IoOf<E>["returns"], IoOf<E>["schemas"]>;

/**
 * What a successful call's `data` holds, whatever its status: the response schema's output, else
 * the handler's value as JSON; `unknown` where the handler may return a `Response` built by hand.
 */
export type DataOf<E extends AnyRouteEntry> = Extract<AnswersOfEntry<E>, Answer<SuccessStatus, unknown> | OtherSuccesses<number, unknown>>["data"];

type Needs<K extends string, T> = {} extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

/** A call's body: none for GET/HEAD (fetch refuses one), else as the body schema says, else any. */
type BodyIn<E extends AnyRouteEntry, M extends Method> = [M] extends ["GET" | "HEAD"]
  ? { readonly body?: never }
  : IoOf<E>["schemas"] extends { readonly body: unknown }
    ? InputOf<IoOf<E>["schemas"], "body", unknown> extends infer B
      ? undefined extends B ? { readonly body?: B } : { readonly body: B } // a missing body reaches the schema as undefined
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
export type CallOptions<E extends AnyRouteEntry, M extends Method = E["method"]> = ({} extends ParamsIn<E> ? { readonly params?: {} } : { readonly params: ParamsIn<E> }) &
  Needs<"query", QueryIn<IoOf<E>["schemas"]>> &
  BodyIn<E, M> &
  Needs<"headers", HeadersIn<IoOf<E>["schemas"]>> & { readonly signal?: AbortSignal };

/** A call's query: what its schema accepts as text (see `text-inputs.ts`), else any query values. */
type QueryIn<Sch> = Sch extends { readonly query: unknown }
  ? InputOf<Sch, "query", unknown> extends infer In
    ? IsAnyOrUnknown<In> extends true ? Readonly<Record<string, QueryValue>> : Readonly<TextFields<In, OutputOf<Sch, "query", unknown>, true>>
    : never
  : Readonly<Record<string, QueryValue>>;

/** A call's headers: those its schema names, as text it accepts, and any others as strings (an
 * `undefined` value is not sent). */
type HeadersIn<Sch> = Sch extends { readonly headers: unknown }
  ? InputOf<Sch, "headers", unknown> extends infer In
    ? IsAnyOrUnknown<In> extends true
      ? ExtraHeaders<never>
      : TextFields<In, OutputOf<Sch, "headers", unknown>, false> extends infer F ? Readonly<F> & ExtraHeaders<F[keyof F]> : never
    : never
  : ExtraHeaders<never>;
/** Headers a call may add to those its schema names, whose values (`Also`) the index must take too. */
type ExtraHeaders<Also> = Readonly<Record<string, string | undefined | Also>>;

/** A response as the client reads it (global fetch's and node-fetch's both fit). */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: ResponseHeaders;
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

/** What a result's `headers` offer (global fetch's and node-fetch's headers both fit). */
export interface ResponseHeaders {
  get(name: string): string | null;
}

/**
 * The result of a call, whatever its route: success and failure told apart by `ok`, never thrown
 * for HTTP errors. `data` / `error` hold the body read as JSON or `text/*`; for any other content
 * type they are `undefined` and the body is left unread in `response`. A call's own result is
 * narrower: one member per status its route answers with (see {@link ClientCall}).
 *
 * @example
 * ```ts
 * const r = await client.get("/files/<name:str>", { params: { name: "a.png" } });
 * if (r.ok) new Uint8Array(await r.response.arrayBuffer()); // image/png: data is undefined
 * ```
 */
export type Result<D> =
  | { readonly ok: true; readonly status: number; readonly data: D; readonly headers: ResponseHeaders; readonly response: Response; readonly deprecation?: Deprecation }
  | { readonly ok: false; readonly status: number; readonly error: unknown; readonly headers: ResponseHeaders; readonly response: Response; readonly deprecation?: Deprecation };

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

/**
 * The result of a call of route `E`: one member per answer the route may give (see `result.ts`),
 * told apart by `status`, and by `ok` (true for 2xx), so that narrowing on a status the route
 * declares gives exactly its body; `deprecation` when the answer said its route is deprecated.
 * Each member reads as a plain object type in a hover.
 */
export type ResultOf<E extends AnyRouteEntry> =
  AnswersOfEntry<E> extends infer X
    ? X extends Answer<number, unknown>
      ? [X["status"]] extends [SuccessStatus]
        ? { readonly ok: true; readonly status: X["status"]; readonly data: X["data"]; readonly headers: ResponseHeaders; readonly response: Response; readonly deprecation?: Deprecation }
        : { readonly ok: false; readonly status: X["status"]; readonly error: X["data"]; readonly headers: ResponseHeaders; readonly response: Response; readonly deprecation?: Deprecation }
      : X extends OtherSuccesses<number, unknown>
        ? {
            readonly ok: true;
            readonly status: [X["declared"]] extends [never] ? SuccessStatus : SuccessStatusExcept<X["declared"]>;
            readonly data: X["data"];
            readonly headers: ResponseHeaders;
            readonly response: Response;
            readonly deprecation?: Deprecation;
          }
        : X extends OtherFailures<number>
          ? {
              readonly ok: false;
              readonly status: [X["declared"]] extends [never] ? FailureStatus : FailureStatusExcept<X["declared"]>;
              readonly error: unknown;
              readonly headers: ResponseHeaders;
              readonly response: Response;
              readonly deprecation?: Deprecation;
            }
          : never
    : never;

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
