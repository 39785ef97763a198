/**
 * node:http on one side, the pipeline's `Request`, `Response` and {@link Outgoing} on the other:
 * request bodies stream in, response bodies stream out, whatever fails midway drops the connection.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { VersaTypeError } from "../core/errors.js";
import { ANSWER_FAILED, BODY_FAILED, bodyUsed } from "../core/messages.js";
import { TEXT, toResponse, type Outgoing } from "../server/respond.js";

/**
 * Targets the WHATWG URL parser (so `request.url`) reads as another path than the one routed as
 * sent: a fragment, or in the path a `\` or a dot segment (`.`, `..`, `%2e` forms). Clients that
 * follow RFC 3986 never send them.
 */
export const REWRITTEN = /#|^[^?]*?(?:\\|\/(?:\.|%2e){1,2}(?:[/?]|$))/i;

/**
 * A node request as a `Request`, its body streamed. Its URL is the server's own origin plus the
 * target (never `new URL(target, base)`, which reads `//host/x` as another host).
 */
export function toRequest(req: IncomingMessage, base: string, target: string): Request {
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

/** Writes a web stream to a node response, waiting when the socket is full. A response closed
 * early (the client left, `close()` ran out of time) cancels the stream, even mid-wait. */
async function pipeBody(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  const stop = (): void => void reader.cancel().catch(() => {});
  res.once("close", stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) await drained(res);
    }
  } catch (error) {
    // a body that fails midway must not look complete: drop the connection instead of ending it
    console.error(BODY_FAILED, error);
    res.destroy();
  } finally {
    res.off("close", stop);
    if (res.destroyed) stop();
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
  // (checked before the headers go: a body that cannot be read is a whole 500, not a cut answer)
  if (r.bodyUsed || r.body?.locked) throw new VersaTypeError(bodyUsed(r.status), { code: "BODY_USED" });
  const headers: Record<string, string | string[]> = {};
  r.headers.forEach((v, k) => {
    if (k !== "set-cookie") headers[k] = v;
  });
  const cookies = r.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  if (r.statusText) res.writeHead(r.status, r.statusText, headers);
  else res.writeHead(r.status, headers);
  if (r.body) return pipeBody(r.body, res);
  res.end();
}

/** A 500 for an answer that could not be written (a half-sent one must not look whole). */
export function failed(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { "content-type": TEXT });
  res.end();
}

/** A 500 for an answer that failed on the way, its error logged (nothing is lost). */
const lost = (res: ServerResponse) => (error: unknown): void => {
  console.error(ANSWER_FAILED, error);
  failed(res);
};

/** Writes `out` once it is there; whatever fails on the way is a 500 (see {@link failed}). */
export function answer(out: Outgoing | Promise<Outgoing>, req: IncomingMessage, res: ServerResponse): void {
  if (out instanceof Promise) {
    out.then((o) => write(o, req, res)).catch(lost(res));
    return;
  }
  try {
    write(out, req, res)?.catch(lost(res));
  } catch (error) {
    lost(res)(error);
  }
}
