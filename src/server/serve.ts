/**
 * `serve(api, options)`: the app on node:http, with no framework under it. Requests become
 * `Request`s only when a handler asks for one; bodies stream both ways.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { DISPATCH, plain, targetOf, type Dispatch, type FetchHandler } from "./fetch.js";
import { portInUse } from "../messages.js";
import { TEXT, toResponse, type Outgoing } from "./respond.js";

/** Where to listen. */
export interface ServeOptions {
  /** default 3000; 0 picks a free port */
  readonly port?: number;
  /** default `127.0.0.1` */
  readonly hostname?: string;
  /**
   * Milliseconds a client has to send a whole request, headers and body (default 30,000): a
   * client that stalls is answered 408 and disconnected, so it holds nothing for long.
   */
  readonly requestTimeout?: number;
}

/** A running server. */
export interface Server {
  readonly port: number;
  readonly hostname: string;
  /** `http://<hostname>:<port>` */
  readonly url: string;
  /** Stops accepting connections and resolves once in-flight requests have finished; calling it
   * again returns the same promise. */
  close(): Promise<void>;
}

type Servable = { readonly fetch: FetchHandler } & { readonly [DISPATCH]?: Dispatch };

/**
 * Targets the WHATWG URL parser (so `request.url`) reads as another path than the one routed as
 * sent: a fragment, or in the path a `\` or a dot segment (`.`, `..`, `%2e` forms). Clients that
 * follow RFC 3986 never send them.
 */
const REWRITTEN = /#|^[^?]*?(?:\\|\/(?:\.|%2e){1,2}(?:[/?]|$))/i;

/**
 * A node request as a `Request`, its body streamed. Its URL is the server's own origin plus the
 * target (never `new URL(target, base)`, which reads `//host/x` as another host).
 */
function toRequest(req: IncomingMessage, base: string, target: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(base + target, {
    method,
    headers,
    ...(hasBody && { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" }),
  } as RequestInit);
}

/** Resolves once a full socket drains or the response closes (both listeners go either way). */
const drained = (res: ServerResponse): Promise<void> =>
  new Promise((ok) => {
    const done = (): void => {
      res.off("drain", done).off("close", done);
      ok();
    };
    res.on("drain", done).on("close", done);
  });

/** Writes a web stream to a node response, waiting when the socket is full. */
async function pipeBody(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) await drained(res);
    }
  } catch {
    // a body that fails midway must not look complete: drop the connection instead of ending it
    res.destroy();
  } finally {
    if (res.destroyed) void reader.cancel().catch(() => {});
    else res.end();
  }
}

/** Whether a request carries a body (HTTP/1.1: a `Transfer-Encoding`, or a length other than 0). */
const hasBody = (req: IncomingMessage): boolean =>
  req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0";

/** Writes an answer; a `Response`'s body streams, so only that case returns a promise. */
function write(out: Outgoing, req: IncomingMessage, res: ServerResponse): Promise<void> | undefined {
  // A body left unread (413, 415, a handler that ignores it) ends the connection with the answer.
  // (Not `!req.complete` alone: an answer written at once, inside the request event, comes before
  // node marks even a bodiless request complete.)
  if (!req.complete && hasBody(req)) res.setHeader("connection", "close");
  if (!(out.body instanceof Response)) {
    // (no Content-Length: node frames the body as one chunk; setting the length measured 6 to 9%
    // fewer requests per second in two alternating runs of bench/serve.mjs's request)
    res.writeHead(out.status, out.headers);
    res.end(out.body ?? undefined);
    return undefined;
  }
  // (for HEAD, `toResponse` cancels the body: node writes nothing of it, so piping it would only
  // wait for its end, forever for an event stream)
  return writeResponse(toResponse(out, req.method === "HEAD"), res);
}

/** Writes a handler's `Response`: its headers, then its body streamed. */
async function writeResponse(r: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  r.headers.forEach((v, k) => {
    if (k !== "set-cookie") headers[k] = v;
  });
  const cookies = r.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(r.status, headers);
  if (r.body) return pipeBody(r.body, res);
  res.end();
}

/** A 500 for an answer that could not be written (a half-sent one must not look whole). */
function failed(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { "content-type": TEXT });
  res.end();
}

/** Writes `out` once it is there; whatever fails on the way is a 500 (see {@link failed}). */
function answer(out: Outgoing | Promise<Outgoing>, req: IncomingMessage, res: ServerResponse): void {
  if (out instanceof Promise) {
    out.then((o) => write(o, req, res)).catch(() => failed(res));
    return;
  }
  try {
    write(out, req, res)?.catch(() => failed(res));
  } catch {
    failed(res);
  }
}

/**
 * Serves an app over node:http.
 *
 * @example
 * ```ts
 * const server = await serve(api, { port: 0 });  // a free port
 * await fetch(`${server.url}/health`);
 * await server.close();
 * ```
 */
export async function serve(api: Servable, options: ServeOptions = {}): Promise<Server> {
  const hostname = options.hostname ?? "127.0.0.1";
  const dispatch: Dispatch =
    api[DISPATCH] ??
    (async (req) => ({ status: 0, headers: {}, body: await api.fetch(req.request()) }));
  let base = "";
  let active = 0;
  let closing = false;
  let closed: Promise<void> | undefined;
  const requestTimeout = options.requestTimeout ?? 30_000;
  // node checks these timeouts every connectionsCheckingInterval (30 s unless told)
  const timing = { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.max(50, Math.min(1000, requestTimeout / 4)) };
  // one listener for every response ('close' comes once per response)
  const onClose = (): void => {
    // once closing, a connection is dropped as soon as it has no request in flight
    if (--active === 0 && closing) server.closeAllConnections();
  };
  const server = createServer(timing, (req, res) => {
    active++;
    res.on("close", onClose);
    const raw = req.url ?? "/";
    // origin-form, or absolute-form reduced to it; anything else (`OPTIONS *`) is a 400, and so is
    // a target whose `request.url` would name another path than the one routed
    const target = raw.startsWith("/") ? raw : /^https?:\/\//i.test(raw) ? targetOf(raw) : null;
    if (target === null || REWRITTEN.test(target)) return answer(plain(400), req, res);
    let request: Request | undefined; // built once: its body is the one stream of this request
    try {
      answer(dispatch({ method: req.method ?? "GET", target, request: () => (request ??= toRequest(req, base, target)) }), req, res);
    } catch {
      failed(res);
    }
  });
  const wanted = options.port ?? 3000;
  await new Promise<void>((ok, fail) => {
    server.once("error", (e: NodeJS.ErrnoException) => fail(e.code === "EADDRINUSE" ? new Error(portInUse(wanted, hostname), { cause: e }) : e));
    server.listen(wanted, hostname, () => ok());
  });
  const { port } = server.address() as AddressInfo;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  base = `http://${host}:${port}`;
  return {
    port,
    hostname,
    url: base,
    // (a second call gets the first one's promise)
    close: () =>
      (closed ??= new Promise<void>((ok, fail) => {
        closing = true;
        server.close((e) => (e ? fail(e) : ok()));
        if (active === 0) server.closeAllConnections();
        else server.closeIdleConnections();
      })),
  };
}
