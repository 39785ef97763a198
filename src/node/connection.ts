/**
 * What `serve()` keeps per connection. node:http queues pipelined answers behind the one on the
 * wire and closes only that one when the socket dies; so versa counts the answers in flight on each
 * connection (a pipelining client gets a bounded number of handlers), knows whether an answer told
 * the client that the connection closes, and stops everything a dead connection was for: every
 * stream still being written and every request's signal, queued answers included.
 */
import type { Socket } from "node:net";

/** Settings and state shared by the connections of one server. */
export interface ServerState {
  /** set once `close()` is called */
  closing: boolean;
  /** the open connections */
  readonly connections: Set<Connection>;
  readonly pipelineLimit: number;
  readonly sendTimeout: number;
}

const CONNECTION: unique symbol = Symbol("versa.connection");

/** Requests a client may send after an answer that closes its connection before it is
 * disconnected: it does not read its answers, and each request read costs memory until the
 * connection ends (a pipelining client past the limit sends a few more before it knows). */
export const IGNORED_LIMIT = 1024;

/** Milliseconds a closing server keeps a connection without an answer in flight open, for a
 * request already on its way (it gets a 503 with `Connection: close`, not a reset). */
export const LINGER = 250;

/** The reason a request's signal aborts with when its client leaves. */
export const clientLeft = (): DOMException => new DOMException("The client closed the connection before the answer was sent", "AbortError");

export class Connection {
  /** answers begun (a handler called, or a refusal written) and not yet finished */
  inFlight = 0;
  /** an answer carrying `Connection: close` was written: requests read after it go unanswered
   * (HTTP/1.1 clients send them again on a new connection) */
  closeSent = false;
  /** requests read after {@link closeSent}, left unanswered */
  ignored = 0;
  /** the socket closed */
  gone = false;
  /** what stops when the socket closes (stream cancels, request aborts) */
  readonly #stops = new Set<() => void>();

  private constructor(
    readonly socket: Socket,
    readonly server: ServerState,
  ) {
    server.connections.add(this);
    socket.once("close", () => {
      this.gone = true;
      server.connections.delete(this);
      for (const stop of this.#stops) stop();
      this.#stops.clear();
    });
  }

  /** Keeps what versa needs of a new socket (its server's `connection` event). */
  static open(socket: Socket, server: ServerState): void {
    (socket as Socket & { [CONNECTION]?: Connection })[CONNECTION] = new Connection(socket, server);
  }

  /** The connection of a request's socket. */
  static of(socket: Socket): Connection {
    return (socket as Socket & { [CONNECTION]: Connection })[CONNECTION];
  }

  /** Runs `stop` when the socket closes (at once if it has), unless {@link forget} comes first. */
  watch(stop: () => void): void {
    if (this.gone) stop();
    else this.#stops.add(stop);
  }

  forget(stop: () => void): void {
    this.#stops.delete(stop);
  }

  /**
   * A response closed (its `close` event): one answer less. Once the server is closing, a
   * connection left without an answer in flight (its last answer's headers went before `close()`)
   * is closed like the idle ones (see {@link closeWhenIdle}).
   */
  readonly done = (): void => {
    if (--this.inFlight === 0 && this.server.closing) this.closeWhenIdle();
  };

  /**
   * For a closing server: a connection without an answer in flight is ended after {@link LINGER}
   * ms unless a request comes (it is answered 503 with `Connection: close`, which ends it). Ended
   * gently (`end()`, not `destroy()`): a reset would also throw away an answer the client has
   * not read yet. The end waits for the sockets to be read once more (`setImmediate`): after a
   * busy spell the event loop runs due timers before it reads, so a request that came in time
   * would be left unread.
   */
  closeWhenIdle(): void {
    if (this.inFlight > 0 || this.closeSent || this.gone) return;
    setTimeout(() => setImmediate(this.#endIfIdle), LINGER).unref();
  }

  readonly #endIfIdle = (): void => {
    if (this.inFlight > 0 || this.closeSent || this.gone) return;
    this.closeSent = true;
    this.socket.end();
  };

  /** Whether the answer being written must close the connection: the server is closing and no
   * other answer is in flight behind it. */
  closesAfter(): boolean {
    return this.server.closing && this.inFlight === 1;
  }
}
