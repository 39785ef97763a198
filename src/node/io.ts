/**
 * Writing the pipeline's answers to node:http: string bodies at once, `Response` bodies streamed;
 * whatever fails midway drops the connection, and a client that does not take what was queued for
 * it within `sendTimeout` is disconnected (its streams cancelled, see `connection.ts`).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { ANSWER_FAILED, BODY_FAILED } from "../core/messages.js";
import { logError } from "../server/log.js";
import { pathOf } from "../server/target.js";
import { discard, TEXT, unread, type Outgoing } from "../server/respond.js";
import type { Connection } from "./connection.js";
import type { Exchange } from "./exchange.js";
import { framing, Length } from "./framing.js";

/**
 * Targets the WHATWG URL parser (so `request.url`) reads as another path than the one routed as
 * sent: a fragment, or in the path a `\` or a dot segment (`.`, `..`, `%2e` forms). Clients that
 * follow RFC 3986 never send them.
 */
export const REWRITTEN = /#|^[^?]*?(?:\\|\/(?:\.|%2e){1,2}(?:[/?]|$))/i;

/**
 * Disconnects the client unless `res` is finished within `ms` (its bytes taken by the client). An
 * answer queued behind others on its connection waits for them first: their own waits are timed.
 */
function sendWithin(res: ServerResponse, conn: Connection, ms: number): () => void {
  const timer = setTimeout(() => {
    if (res.socket === null && !conn.gone) timer.refresh();
    else conn.socket.destroy();
  }, ms).unref();
  return () => clearTimeout(timer);
}

/** Times the rest of an ended answer when the socket could not take it all at once (the common
 * small answer is on its way already, and costs no timer). */
function timeEnd(res: ServerResponse, conn: Connection): void {
  const ms = conn.server.sendTimeout;
  if (ms === 0 || res.writableFinished || (res.socket !== null && res.socket.writableLength === 0)) return;
  const clear = sendWithin(res, conn, ms);
  res.once("finish", clear).once("close", clear);
}

/** Resolves once the socket drains, the response closes or the connection dies; after
 * `sendTimeout` without any of these, the client is disconnected. */
const drained = (res: ServerResponse, conn: Connection): Promise<void> =>
  new Promise((ok) => {
    const ms = conn.server.sendTimeout;
    const clear = ms === 0 ? undefined : sendWithin(res, conn, ms);
    const done = (): void => {
      clear?.();
      res.off("drain", done).off("close", done);
      conn.forget(done);
      ok();
    };
    res.on("drain", done).on("close", done);
    conn.watch(done);
  });

/** Writes a web stream to a node response, waiting when the socket is full. A dead connection
 * (the client left, a send timeout, `close()` ran out of time) cancels the stream, even for an
 * answer still queued behind others, even mid-wait. A body that breaks its `Content-Length`
 * (`length`) drops the connection: what follows on it is never read as another answer. */
async function pipeBody(body: ReadableStream<Uint8Array>, res: ServerResponse, conn: Connection, length?: Length): Promise<void> {
  const reader = body.getReader();
  const stop = (): void => void reader.cancel().catch(() => {});
  const dead = (): boolean => res.destroyed || conn.gone;
  conn.watch(stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || dead()) break;
      const chunk = length ? length.take(value) : value;
      if (length?.failed()) break;
      if (chunk !== undefined && !res.write(chunk)) await drained(res, conn);
    }
  } catch (error) {
    // a body that fails midway must not look complete: drop the connection instead of ending it
    logError(BODY_FAILED, error);
    res.destroy();
  } finally {
    conn.forget(stop);
    finish(res, conn, length, stop);
  }
}

/** Ends a body written whole, or drops its connection (its stream cancelled) when it broke its
 * length or the connection died meanwhile. */
function finish(res: ServerResponse, conn: Connection, length: Length | undefined, stop: () => void): void {
  const rest = !res.destroyed && !conn.gone ? length?.end() : undefined;
  if (length?.failed()) res.destroy();
  if (res.destroyed || conn.gone) return stop();
  res.end(rest);
  timeEnd(res, conn);
}

/** Whether a request carries a body (HTTP/1.1: a `Transfer-Encoding`, or a length other than 0). */
const hasBody = (req: IncomingMessage): boolean =>
  req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0";

/** Writes an answer; a `Response`'s body streams, so only that case returns a promise. */
function write(out: Outgoing, ex: Exchange): Promise<void> | undefined {
  const { req, res, conn } = ex;
  if (conn.gone) {
    discard(out);
    return undefined;
  }
  // A body left unread (413, 415, a handler that ignores it) ends the connection with the answer,
  // and so does the last answer on a connection of a closing server. (Not `!req.complete` alone:
  // an answer written at once, inside the request event, comes before node marks even a bodiless
  // request complete.)
  const close = (!req.complete && hasBody(req)) || conn.closesAfter();
  if (close) conn.closeSent = true;
  if (!(out.body instanceof Response)) {
    // (no Content-Length: node frames the body as one chunk; setting the length measured 6 to 9%
    // fewer requests per second in two alternating runs of bench/serve.mjs's request)
    res.writeHead(out.status, close ? { ...out.headers, connection: "close" } : out.headers);
    res.end(out.body ?? undefined);
    timeEnd(res, conn);
    return undefined;
  }
  return writeResponse(out.body, ex, close);
}

/**
 * Writes a handler's `Response`: its headers (see `framing.ts`), then its body streamed. A HEAD
 * answer gets the headers its GET would (framed from the handler's own `Response`: a copy without
 * the body is no longer a `fetch()` answer, whose decoded coding and length are dropped), and its
 * body is cancelled: node writes nothing of it, so piping it would only wait for its end, forever
 * for an event stream.
 */
async function writeResponse(r: Response, ex: Exchange, close: boolean): Promise<void> {
  const { req, res, conn } = ex;
  // (checked before the headers go: a body that cannot be read is a whole 500, not a cut answer)
  unread(r);
  const { headers, length } = framing(r);
  if (close) headers["connection"] = "close";
  if (r.statusText) res.writeHead(r.status, r.statusText, headers);
  else res.writeHead(r.status, headers);
  const head = req.method === "HEAD";
  if (head) discard(r);
  // (a HEAD answer's length is its GET's; 204 and 304 carry none, whatever they declare)
  const held = length === undefined || head || r.status === 204 || r.status === 304 ? undefined : new Length(length, `${ex.method} '${pathOf(ex.target)}'`);
  if (r.body && !head) return pipeBody(r.body, res, conn, held);
  finish(res, conn, held, () => {});
}

/** A 500 for an answer that could not be written (a half-sent one must not look whole). */
export function failed(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { "content-type": TEXT });
  res.end();
}

/** A 503 with `Connection: close`, written at once: a request the server does not take (it is
 * closing, or the connection has too many in flight). */
export function refuse(res: ServerResponse, conn: Connection): void {
  conn.closeSent = true;
  res.writeHead(503, { "content-type": TEXT, connection: "close" });
  res.end("Service Unavailable");
}

/** A 500 for an answer that failed on the way, its error logged (nothing is lost). */
const lost = (res: ServerResponse) => (error: unknown): void => {
  logError(ANSWER_FAILED, error);
  failed(res);
};

/** Writes `out` once it is there; whatever fails on the way is a 500 (see {@link failed}). */
export function answer(out: Outgoing | Promise<Outgoing>, ex: Exchange): void {
  if (out instanceof Promise) {
    out.then((o) => write(o, ex)).catch(lost(ex.res));
    return;
  }
  try {
    write(out, ex)?.catch(lost(ex.res));
  } catch (error) {
    lost(ex.res)(error);
  }
}
