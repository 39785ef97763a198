/**
 * Response helpers, and how a handler's return value becomes a response: a `Response` passes
 * through, a string is text/plain, anything else is JSON.
 */
import { VersaTypeError } from "../core/errors.js";
import { bodyUsed, errorResponse, notJson, notJsonAt, notStringBody, type ExpectedGot, type InvalidOptions, type Show } from "../core/messages.js";
import { checkOptions, is, optionError } from "../core/options.js";
import { NULL_BODY, type TypedResponse } from "../core/response.js";
import { jsonText, opaque, stringify, whatOf } from "../core/json.js";
import type { Digit } from "../path/chars.js";

/** Status and headers for the helpers (headers as `new Headers()` takes them: `HeadersInit` is a
 * DOM name that Node's own types do not declare). */
export interface ResponseOptions<S extends number = number> {
  /** an integer from 200 to 599 (204, 205 and 304 are sent without a body) */
  readonly status?: S;
  /** the reason phrase (HTTP/1.1 sends it; default: the status's standard one): tabs, spaces,
   * visible ASCII and U+0080 to U+00FF */
  readonly statusText?: string;
  readonly headers?: ConstructorParameters<typeof Headers>[0];
}

export const TEXT = "text/plain; charset=utf-8";
export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * What each response made by {@link json}, {@link text} or {@link html} was made from: a route's
 * response schema checks that value (a `Response`'s body can be read only once, and its JSON text
 * would lose what `toJSON()` wrote).
 */
const made = new WeakMap<Response, { readonly value: unknown; readonly json: boolean }>();

/** The value a response was made from by `json()`, `text()` or `html()` (`json`: whether as JSON). */
export const madeFrom = (response: Response): { readonly value: unknown; readonly json: boolean } | undefined => made.get(response);

type StatusRange = "an integer from 200 to 599";
const STATUS = is.integer(200, 599, "an integer from 200 to 599" satisfies StatusRange);
/** RFC 9110's reason-phrase (HTAB, SP, VCHAR, obs-text), which `new Response()` and node's
 * `writeHead()` check: a line break there would end the status line. */
const REASON = is.custom("a reason phrase: tabs, spaces, visible ASCII and U+0080 to U+00FF (no line breaks)", (v) => typeof v === "string" && /^[\t\x20-\x7e\x80-\xff]*$/u.test(v));
/** The second argument of `json`/`text`/`html` as an object (a number is its status). */
const INIT = is.object(
  { status: STATUS, statusText: REASON, headers: is.custom("Headers, pairs or an object of strings", (h) => typeof h === "object") },
  "a status such as 404 or { status, headers } after the body",
);

/** The status and headers of `init`, checked: unknown keys and other kinds of value are refused. */
const initOf = (helper: string, init: unknown): { status: number; statusText?: string; headers: Headers } => {
  const where = `${helper}()`;
  // (a number is the status: checked, and worded, as `{ status }` is)
  const { status = 200, statusText, headers } = checkOptions<ResponseOptions>(where, INIT, typeof init === "number" ? { status: init } : init);
  return { status, ...(statusText !== undefined && { statusText }), headers: headersOf(helper, headers) };
};

/** `new Headers(headers)`, its TypeError (a bad name or value) prefixed with the helper. */
const headersOf = (helper: string, headers: ResponseOptions["headers"]): Headers => {
  try {
    return new Headers(headers);
  } catch (e) {
    throw optionError(`${helper}()`, `headers: ${(e as Error).message}`, e);
  }
};

/** The members of a literal status that are not integers from 200 to 599 (`never`: none). */
type OutOfRange<S extends number> = S extends number
  ? `${S}` extends `${"2" | "3" | "4" | "5"}${infer A}${infer B}` ? (A extends Digit ? (B extends Digit ? never : S) : S) : S
  : never;
/**
 * `unknown` for a status the helpers take: a literal from 200 to 599, or a plain `number` (checked
 * at run time); else the message they throw for it, which the argument is then not assignable to.
 */
export type StatusCheck<S extends number, Helper extends string> = number extends S
  ? unknown
  : [OutOfRange<S>] extends [never]
    ? unknown
    : InvalidOptions<`${Helper}()`, ExpectedGot<"status", StatusRange, Show<OutOfRange<S>>>>;
/** The second argument of a helper: a status or options, the status checked by {@link StatusCheck}. */
type StatusOrOptions<S extends number, Helper extends string> = (S | ResponseOptions<S>) & NoInfer<StatusCheck<S, Helper>>;

/** What a helper returns: typed by body and status, or a plain `Response` when the status is not a
 * literal (neither the types nor the client can tell which status it is). */
export type Typed<B, S extends number> = number extends S ? Response : TypedResponse<B, S>;

const make = <B, S extends number>(helper: string, value: B, body: string, type: string, init: unknown): Typed<B, S> => {
  const options = initOf(helper, init);
  let response: Response;
  if (NULL_BODY.has(options.status)) response = new Response(null, options);
  else {
    if (!options.headers.has("content-type")) options.headers.set("content-type", type);
    response = new Response(body, options);
  }
  made.set(response, { value, json: helper === "json" });
  return response as Typed<B, S>;
};

/** A string body for `text()` and `html()`, else a TypeError that says what to use. */
const textOf = (helper: string, body: unknown): string => {
  if (typeof body === "string") return body;
  throw new VersaTypeError(notStringBody(helper, body));
};

const JSON_BODY = "json(): the body";

/**
 * A JSON response, typed by its body and status (the client's result reads both). A status is an
 * integer from 200 to 599 (a literal outside it is a compile error); other values, unknown
 * options and a body JSON cannot write (a BigInt, a cycle, a function) throw a TypeError naming them.
 * `undefined`, which JSON has no text for, is sent as `null` (the client's `data` is typed so); a
 * handler returns `undefined` itself for a 204 without a body.
 *
 * @example
 * ```ts
 * json({ id: 7 });                       // 200 application/json: TypedResponse<{ id: number }, 200>
 * json({ error: "gone" }, { status: 410 });
 * ```
 */
export const json = <B, S extends number = 200>(body: B, init?: StatusOrOptions<S, "json">): Typed<B, S> => {
  refuseOpaque(body, JSON_BODY);
  return make("json", body, jsonText(body, JSON_BODY), JSON_TYPE, init);
};

/**
 * A text/plain response, typed by its status; the body must be a string (use `json()` for objects).
 *
 * @example
 * ```ts
 * text("ok", 201);
 * ```
 */
export const text = <S extends number = 200>(body: string, init?: StatusOrOptions<S, "text">): Typed<string, S> =>
  make("text", body, textOf("text", body), TEXT, init);

/**
 * A text/html response, typed by its status; the body must be a string.
 *
 * @example
 * ```ts
 * html("<h1>hi</h1>");
 * ```
 */
export const html = <S extends number = 200>(body: string, init?: StatusOrOptions<S, "html">): Typed<string, S> =>
  make("html", body, textOf("html", body), "text/html; charset=utf-8", init);

/** A response before it is a `Response`: what `serve()` writes without building one. */
export interface Outgoing {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** a string body, no body, or a whole `Response` to pass through */
  readonly body: string | null | Response;
}

/** Whether a body (a request's or a response's) was read, or is being read: it cannot be read again. */
export const consumed = (b: Request | Response): boolean => b.bodyUsed || b.body?.locked === true;

/**
 * A copy of `response` with `set` applied to its headers: its body stream, status and status text
 * kept, the response itself never changed (a handler may return one it keeps, which would carry
 * one request's headers into the next; and some have immutable headers, `Response.redirect()`'s,
 * a fetched one's).
 */
export function withHeadersSet(response: Response, set: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  set(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A handler's `Response`, or `BODY_USED` when its body was read or is being read (one kept and
 * returned again), `ERROR_RESPONSE` for `Response.error()`: a route failure, reported like a
 * throw, never an answer that fails on the way out. */
export function unread(r: Response): Response {
  if (consumed(r)) throw new VersaTypeError(bodyUsed(r.status), { code: "BODY_USED" });
  if (r.type === "error") throw new VersaTypeError(errorResponse, { code: "ERROR_RESPONSE" });
  return r;
}

/** Throws `NOT_JSON` for a value JSON would write as something else and lose ({@link opaque}),
 * named as `subject` names it (`json(): the body`). */
function refuseOpaque(value: unknown, subject: string): void {
  const lost = opaque(value);
  if (lost) throw new VersaTypeError(notJsonAt(subject, "", lost.what, lost.fix), { code: "NOT_JSON" });
}

const HANDLER_VALUE = "A handler's return value";

/** What a handler returned, as an {@link Outgoing}. */
export function toOutgoing(value: unknown): Outgoing {
  if (value instanceof Response) return { status: value.status, headers: {}, body: unread(value) };
  if (typeof value === "string") return { status: 200, headers: { "content-type": TEXT }, body: value };
  if (value === undefined) return { status: 204, headers: {}, body: null };
  refuseOpaque(value, HANDLER_VALUE);
  const body = stringify(value, HANDLER_VALUE);
  if (body === undefined) throw new VersaTypeError(notJson(whatOf(value)), { code: "NOT_JSON" });
  return { status: 200, headers: { "content-type": JSON_TYPE }, body };
}

/**
 * Cancels the body of an answer nobody will read: a dropped event stream would run forever, and
 * a `fetch()` answer would hold its upstream connection open. A body read or being read is left
 * alone, and so is one that `kept` sends on (`new Response(r.body, r)` hands the same stream on).
 */
export function discard(answer: Response | Outgoing, kept?: Response): void {
  const r = answer instanceof Response ? answer : answer.body;
  if (!(r instanceof Response) || r.body === null || consumed(r) || r.body === kept?.body) return;
  void r.body.cancel().catch(() => {});
}

/** An {@link Outgoing} as a `Response` (without a body for HEAD: a `Response`'s is cancelled). */
export function toResponse(out: Outgoing, head: boolean): Response {
  if (out.body instanceof Response) {
    if (!head || out.body.body === null) return out.body;
    discard(out.body);
    return new Response(null, out.body);
  }
  return new Response(head ? null : out.body, { status: out.status, headers: out.headers });
}
