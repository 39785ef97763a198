/**
 * What an answer tells the types about itself: HTTP statuses by class, and the `Response` that
 * `json()`, `text()` and `html()` return, which carries its body's type and its status. The
 * builders read it to check a handler against its response schema; the client reads it to type a
 * result per status. Type-only but for the list of statuses without a body.
 */

/** The 2xx statuses: a client's `ok` is true for them. */
export type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226;
/** The 3xx statuses (fetch follows most redirects itself). */
export type RedirectStatus = 300 | 301 | 302 | 303 | 304 | 305 | 307 | 308;
/** The 4xx statuses. */
export type ClientErrorStatus =
  | 400 | 401 | 402 | 403 | 404 | 405 | 406 | 407 | 408 | 409 | 410 | 411 | 412 | 413 | 414 | 415 | 416 | 417 | 418
  | 421 | 422 | 423 | 424 | 425 | 426 | 428 | 429 | 431 | 451;
/** The 5xx statuses. */
export type ServerErrorStatus = 500 | 501 | 502 | 503 | 504 | 505 | 506 | 507 | 508 | 510 | 511;
/** Every status that is not a success: a client's `ok` is false for them. */
export type FailureStatus = RedirectStatus | ClientErrorStatus | ServerErrorStatus;
/** The HTTP statuses a response can carry (the registered ones from 200 to 599). */
export type StatusCode = SuccessStatus | FailureStatus;
/** The 2xx statuses but `Declared` (a name of its own, so that a hover shows it as written). */
export type SuccessStatusExcept<Declared extends number> = Exclude<SuccessStatus, Declared>;
/** The failure statuses but `Declared` (a name of its own, so that a hover shows it as written). */
export type FailureStatusExcept<Declared extends number> = Exclude<FailureStatus, Declared>;

/** Every status but `Declared` (a name of its own, so that a compile error shows it as written). */
export type StatusExcept<Declared extends number> = Exclude<StatusCode, Declared>;

/** Statuses answered without a body (a `Response` with one throws). */
export type NullBodyStatus = 204 | 205 | 304;
export const NULL_BODY: ReadonlySet<number> = new Set([204, 205, 304]);

/** The media type of RFC 9457 problem details, which versa's own 404, 410 and 401 answers use. */
export const PROBLEM = "application/problem+json";

/**
 * Type-only keys of what a typed response knows (no such properties exist at run time). Two flat
 * keys rather than one record, so that a body its schema refuses is reported on `[body]`.
 */
declare const body: unique symbol;
declare const heldStatus: unique symbol;

/**
 * A `Response` whose body and status the types know: what `json(body, status)`, `text()` and
 * `html()` return. The status is invariant here, so `TypedResponse<B, 404>` is neither a
 * `TypedResponse<B, number>` nor one of `200 | 404`, and a handler's answer can be held to the
 * statuses its response schema declares.
 *
 * @example
 * ```ts
 * const created = json({ id: 2 }, 201); // TypedResponse<{ id: number }, 201>
 * ```
 */
export interface TypedResponse<Body, Status extends number> extends Response {
  readonly status: Status;
  /** Type-only: the body as the handler passed it. */
  readonly [body]: Body;
  /** Type-only: the status, held invariant. */
  readonly [heldStatus]: (status: Status) => Status;
}

/** A `Response` built by hand (`new Response(...)`): its body and status are unknown to the types. */
export type UntypedResponse = Response & { readonly [body]?: never; readonly [heldStatus]?: never };
