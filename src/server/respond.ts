/**
 * Response helpers, and how a handler's return value becomes a response: a `Response` passes
 * through, a string is text/plain, anything else is JSON.
 */
import { notJson } from "../messages.js";

/** Status and headers for the helpers (headers as `new Headers()` takes them: `HeadersInit` is a
 * DOM name that Node's own types do not declare). */
export interface ResponseOptions {
  readonly status?: number;
  readonly headers?: ConstructorParameters<typeof Headers>[0];
}

export const TEXT = "text/plain; charset=utf-8";
export const JSON_TYPE = "application/json; charset=utf-8";

/** A value as JSON; a function or symbol (or a `toJSON` that gives undefined) is the handler's
 * error, never an empty body (`undefined` itself is `null`). */
const stringify = (value: unknown): string => {
  const body: string | undefined = JSON.stringify(value);
  if (body !== undefined) return body;
  if (value === undefined) return "null";
  throw new TypeError(notJson(typeof value === "object" ? "an object whose toJSON() gives undefined" : `a ${typeof value}`));
};

/** Statuses whose responses have no body (a `Response` with one throws). */
const NULL_BODY = new Set([204, 205, 304]);

const make = (body: string, type: string, init: ResponseOptions | number | undefined): Response => {
  const { status = 200, headers } = typeof init === "number" ? { status: init } : (init ?? {});
  const h = new Headers(headers);
  if (NULL_BODY.has(status)) return new Response(null, { status, headers: h });
  if (!h.has("content-type")) h.set("content-type", type);
  return new Response(body, { status, headers: h });
};

/**
 * A JSON response.
 *
 * @example
 * ```ts
 * json({ id: 7 });                       // 200 application/json
 * json({ error: "gone" }, { status: 410 });
 * ```
 */
export const json = (body: unknown, init?: ResponseOptions | number): Response =>
  make(stringify(body), JSON_TYPE, init);

/**
 * A text/plain response.
 *
 * @example
 * ```ts
 * text("ok", 201);
 * ```
 */
export const text = (body: string, init?: ResponseOptions | number): Response => make(body, TEXT, init);

/**
 * A text/html response.
 *
 * @example
 * ```ts
 * html("<h1>hi</h1>");
 * ```
 */
export const html = (body: string, init?: ResponseOptions | number): Response => make(body, "text/html; charset=utf-8", init);

/** A response before it is a `Response`: what `serve()` writes without building one. */
export interface Outgoing {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** a string body, no body, or a whole `Response` to pass through */
  readonly body: string | null | Response;
}

/** What a handler returned, as an {@link Outgoing}. */
export function toOutgoing(value: unknown): Outgoing {
  if (value instanceof Response) return { status: value.status, headers: {}, body: value };
  if (typeof value === "string") return { status: 200, headers: { "content-type": TEXT }, body: value };
  if (value === undefined) return { status: 204, headers: {}, body: null };
  return { status: 200, headers: { "content-type": JSON_TYPE }, body: stringify(value) };
}

/** An {@link Outgoing} as a `Response` (without a body for HEAD: a `Response`'s is cancelled). */
export function toResponse(out: Outgoing, head: boolean): Response {
  if (out.body instanceof Response) {
    const body = out.body.body;
    if (!head || body === null) return out.body;
    void body.cancel().catch(() => {});
    return new Response(null, out.body);
  }
  return new Response(head ? null : out.body, { status: out.status, headers: out.headers });
}
