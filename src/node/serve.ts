/**
 * `serve(api, options)`: the app on node:http, with no framework under it. Requests become
 * `Request`s only when a handler asks for one; bodies stream both ways (see `io.ts`); each
 * connection's answers in flight are counted and stopped with it (see `connection.ts`).
 */
import { createServer, type Server as NodeServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { AnyApp } from "../builder/infer.js";
import { plain, targetOf, type FetchHandler } from "../server/fetch.js";
import { Connection, IGNORED_LIMIT, type ServerState } from "./connection.js";
import { Exchange } from "./exchange.js";
import { answer, failed, refuse, REWRITTEN } from "./io.js";
import { checkServeOptions, CLOSE_TIMEOUT, dispatchOf, listen, PIPELINE_LIMIT, SEND_TIMEOUT } from "./options.js";

/** Where to listen; other keys and values of another kind are refused with a TypeError. */
export interface ServeOptions {
  /** an integer from 0 to 65535, default 3000; 0 picks a free port */
  readonly port?: number | undefined;
  /** a host name or IP address, default `127.0.0.1`; `0.0.0.0` listens on every interface */
  readonly hostname?: string | undefined;
  /**
   * Milliseconds a client has to send a whole request, headers and body (default 30,000): a
   * client that stalls is answered 408 and disconnected, so it holds nothing for long. Raise it
   * for long uploads, or pass 0 for no limit (headers must still come within 60 s).
   */
  readonly requestTimeout?: number | undefined;
  /**
   * The most answers one connection may have in flight (default 32): a client that pipelines
   * (sends requests before the answers to earlier ones) past it gets a 503 with
   * `Connection: close`, and nothing it sent after reaches a handler, so a flood of pipelined
   * requests costs a bounded amount of work and memory. Browsers never pipeline.
   */
  readonly pipelineLimit?: number | undefined;
  /**
   * Milliseconds a client has to take what was written for it (default 30,000; 0 for no limit):
   * the rest of an answer the socket could not take at once, or the next part of a streamed
   * one. A client that stops reading is disconnected after it, its streams cancelled, so slow
   * readers hold no memory for long. Raise it for very large answers to slow clients.
   */
  readonly sendTimeout?: number | undefined;
  /**
   * Milliseconds an idle keep-alive connection is kept for the client's next request (Node's
   * default, 5,000, unless given; 0 for no limit). Behind a load balancer that reuses its
   * connections, make it longer than the balancer's idle timeout (65,000 behind the 60 s of an
   * AWS ALB): else the server may close a connection as the balancer sends on it, a 502.
   */
  readonly keepAliveTimeout?: number | undefined;
}

/** How long `close()` waits. */
export interface CloseOptions {
  /**
   * Milliseconds to wait for requests in flight (default 10,000, within the 30 s a process
   * manager such as Kubernetes gives before it kills); then their connections are closed.
   * `Infinity` waits for every request.
   */
  readonly timeout?: number | undefined;
}

/** A running server. */
export interface Server {
  readonly port: number;
  readonly hostname: string;
  /** `http://<hostname>:<port>` */
  readonly url: string;
  /**
   * The node:http server under it, for what versa does not do: an `upgrade` listener (WebSocket),
   * Node's own settings. Stop it with {@link close} (its own `close()` skips versa's).
   */
  readonly httpServer: NodeServer;
  /**
   * Stops accepting connections and resolves once in-flight requests have finished, or once
   * `timeout` has passed (default 10 s): then the connections still open (a handler that never
   * settles, an endless event stream) are closed and their streams cancelled. Meanwhile idle
   * keep-alive connections are closed, each connection's last answer carries `Connection: close`,
   * and a request that comes on a busy connection is answered 503 with `Connection: close`.
   * Calling it again returns the same promise (a `timeout` given then still applies).
   *
   * @example
   * ```ts
   * process.once("SIGTERM", () => void server.close({ timeout: 5000 }));
   * ```
   */
  close(options?: CloseOptions): Promise<void>;
}

/** The largest delay `setTimeout` takes (longer ones would fire at once). */
const MAX_DELAY = 2 ** 31 - 1;

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
export async function serve(api: AnyApp & { readonly fetch: FetchHandler }, options: ServeOptions = {}): Promise<Server> {
  // (everything is checked before the server exists, so a mistake leaves nothing open)
  const dispatch = dispatchOf(api);
  const checked = checkServeOptions<ServeOptions>("serve()", options);
  const hostname = checked.hostname ?? "127.0.0.1";
  let base = "";
  let closed: Promise<void> | undefined; // set once close() is called
  const timers: NodeJS.Timeout[] = [];
  const state: ServerState = {
    closing: false,
    connections: new Set(),
    pipelineLimit: checked.pipelineLimit ?? PIPELINE_LIMIT,
    sendTimeout: checked.sendTimeout ?? SEND_TIMEOUT,
  };
  const requestTimeout = checked.requestTimeout ?? 30_000;
  // node checks these timeouts every connectionsCheckingInterval (30 s unless told)
  const timing =
    requestTimeout === 0
      ? { requestTimeout, headersTimeout: 60_000, connectionsCheckingInterval: 1000 }
      : { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.max(50, Math.min(1000, requestTimeout / 4)) };
  const server = createServer(timing, (req, res) => {
    const conn = Connection.of(req.socket);
    if (conn.closeSent) {
      // (read after an answer that closes the connection: HTTP/1.1 clients send it again
      // elsewhere; pausing the socket does not stop node's parser, a bound does)
      if (++conn.ignored > IGNORED_LIMIT) conn.socket.destroy();
      return;
    }
    const refused = state.closing || conn.inFlight >= state.pipelineLimit;
    conn.inFlight++;
    // (one listener for every response of a connection: 'close' comes once per response)
    res.on("close", conn.done);
    if (refused) return refuse(res, conn);
    const raw = req.url ?? "/";
    // origin-form, or absolute-form reduced to it; anything else (`OPTIONS *`) is a 400, and so is
    // a target whose `request.url` would name another path than the one routed
    const target = raw.startsWith("/") ? raw : /^https?:\/\//i.test(raw) ? targetOf(raw) : null;
    const ex = new Exchange(req, res, conn, target ?? raw, base);
    if (target === null || REWRITTEN.test(target)) return answer(plain(400), ex);
    try {
      answer(dispatch(ex), ex);
    } catch {
      failed(res);
    }
  });
  if (checked.keepAliveTimeout !== undefined) server.keepAliveTimeout = checked.keepAliveTimeout;
  server.on("connection", (socket: Socket) => Connection.open(socket, state));
  await listen(server, checked.port ?? 3000, hostname);
  const { port } = server.address() as AddressInfo;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  base = `http://${host}:${port}`;
  let done = false;
  /** After `ms`, closes the connections still open (their responses close, their streams cancel);
   * the timer holds the process no longer than those connections do. */
  const deadline = (ms: number): void => {
    if (!done && ms <= MAX_DELAY) timers.push(setTimeout(() => server.closeAllConnections(), ms).unref());
  };
  const close = (options?: CloseOptions): Promise<void> => {
    let timeout: number | undefined;
    try {
      timeout = checkServeOptions<CloseOptions>("server.close()", options).timeout;
    } catch (e) {
      return Promise.reject(e);
    }
    if (closed) {
      if (timeout !== undefined) deadline(timeout);
      return closed;
    }
    state.closing = true;
    // (versa ends idle connections itself, gently and after a request already on its way: node's
    // own close() would reset them at once)
    server.closeIdleConnections = () => {};
    closed = new Promise<void>((ok, fail) =>
      server.close((e) => {
        done = true;
        for (const t of timers) clearTimeout(t);
        if (e) fail(e);
        else ok();
      }),
    );
    for (const c of state.connections) c.closeWhenIdle();
    deadline(timeout ?? CLOSE_TIMEOUT);
    return closed;
  };
  return { port, hostname, url: base, httpServer: server, close };
}
