/**
 * What a call gives back: the answers its route may give, as results told apart by `ok` and
 * `status` (one member per status the route declares), the data of a success, and what an answer
 * said about its route's deprecation. Type-only.
 */
import type { AnyRouteEntry } from "../builder/state-entries.js";
import type { FailureStatus, FailureStatusExcept, SuccessStatus, SuccessStatusExcept } from "../core/response.js";
import type { Answer, AnswersOf, OtherFailures, OtherSuccesses } from "./result.js";
import type { IoOf } from "./call-options.js";
import type { ResponseHeaders } from "./fetch-like.js";

/** Every answer a call of route `E` may get (see `result.ts`). */
export type AnswersOfEntry<E extends AnyRouteEntry> = AnswersOf<IoOf<E>["returns"], IoOf<E>["schemas"]>;

/**
 * What a successful call's `data` holds, whatever its status: the response schema's output, else
 * the handler's value as JSON; `unknown` where the handler may return a `Response` built by hand.
 */
export type DataOf<E extends AnyRouteEntry> = Extract<AnswersOfEntry<E>, Answer<SuccessStatus, unknown> | OtherSuccesses<number, unknown>>["data"];

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
