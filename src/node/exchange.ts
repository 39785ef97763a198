/**
 * One request and its response on node:http, as the pipeline sees it (an {@link Incoming}): the
 * `Request` is built only when a handler asks for it, with a signal that aborts when the client
 * leaves (as Bun, Deno and workerd do) or when the handler's time is up.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { Incoming } from "../server/fetch.js";
import { clientLeft, type Connection } from "./connection.js";

export class Exchange implements Incoming {
  readonly method: string;
  #request: Request | undefined;
  #controller: AbortController | undefined;
  /** why the handler was told to stop before its `Request` was built */
  #reason: unknown;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly conn: Connection,
    /** path and query, as sent */
    readonly target: string,
    /** the server's own origin */
    private readonly base: string,
  ) {
    this.method = req.method ?? "GET";
  }

  /** The request as a `Request` (one per request: its body is the one stream of this request). */
  request(): Request {
    if (this.#request !== undefined) return this.#request;
    const controller = (this.#controller = new AbortController());
    if (this.#reason !== undefined) controller.abort(this.#reason);
    const leave = (): void => controller.abort(clientLeft());
    this.conn.watch(leave);
    this.res.once("close", () => this.conn.forget(leave));
    return (this.#request = toRequest(this.req, this.base + this.target, controller.signal));
  }

  /** The client left: the connection closed before the answer was written. */
  left(): boolean {
    return this.conn.gone;
  }

  abort(reason: unknown): void {
    this.#reason ??= reason;
    this.#controller?.abort(reason);
  }
}

/** Methods the fetch standard builds no `Request` for (of these, node passes only TRACE on: CONNECT
 * goes to its `connect` event, TRACK is its parser's 400; all three are here should that change). */
const FORBIDDEN = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * The `Request` of a method {@link FORBIDDEN} for the hooks of its answer (no route has such a
 * method: the answer is versa's 404 or 405, through hooks as every other is): built as a GET, its
 * `method` reads the one sent. What reads the `Request` itself (`fetch()`, `clone()`,
 * `new Request()`) sees the GET, as docs/security.md says.
 */
class ForbiddenMethodRequest extends Request {
  readonly #method: string;
  constructor(url: string, init: RequestInit, method: string) {
    super(url, { ...init, method: "GET" });
    this.#method = method;
  }
  override get method(): string {
    return this.#method;
  }
}

/**
 * A node request as a `Request`, its body streamed. Its URL is the server's own origin plus the
 * target (never `new URL(target, base)`, which reads `//host/x` as another host).
 */
function toRequest(req: IncomingMessage, url: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
  }
  const method = req.method ?? "GET";
  if (FORBIDDEN.has(method)) return new ForbiddenMethodRequest(url, { headers, signal }, method);
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    signal,
    ...(hasBody && { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" }),
  } as RequestInit);
}
