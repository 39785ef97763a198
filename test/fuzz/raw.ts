/** Raw HTTP/1.1 over node:net to 127.0.0.1, for targets `fetch` would normalise or refuse to send. */
import { connect, type Socket } from "node:net";

export interface RawAnswer {
  /** status of the first response, `null` when the server sent none */
  readonly status: number | null;
  /** everything received, as latin1 */
  readonly text: string;
  /** whether the server closed the connection (rather than our time limit) */
  readonly closed: boolean;
  readonly ms: number;
}

/**
 * Sends `data` and collects the answer until the server closes the connection or `limitMs` passes.
 *
 * @example
 * ```ts
 * await raw(port, "GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"); // { status: 200, ... }
 * ```
 */
export function raw(port: number, data: string | Buffer, limitMs = 3000): Promise<RawAnswer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      const m = /^HTTP\/1\.[01] (\d{3})/u.exec(text);
      resolve({ status: m ? Number(m[1]) : null, text, closed, ms: performance.now() - t0 });
    };
    const timer = setTimeout(() => finish(false), limitMs);
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
    socket.write(data);
  });
}

/** A GET request for `target` that asks the server to close the connection after answering. */
export const get = (target: string | Buffer, method = "GET"): Buffer =>
  Buffer.concat([Buffer.from(`${method} `), Buffer.from(target as string, typeof target === "string" ? "latin1" : undefined), Buffer.from(" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")]);

/** The body (UTF-8) of a response read by {@link raw}, chunked or not. */
export const bodyOf = (text: string): string => {
  const body = text.slice(text.indexOf("\r\n\r\n") + 4);
  const utf8 = (s: string) => Buffer.from(s, "latin1").toString("utf8");
  if (!/transfer-encoding: chunked/iu.test(text)) return utf8(body);
  let out = "";
  for (let at = 0; ; ) {
    const eol = body.indexOf("\r\n", at);
    const size = parseInt(body.slice(at, eol), 16);
    if (!(size > 0)) return utf8(out);
    out += body.slice(eol + 2, eol + 2 + size);
    at = eol + 4 + size;
  }
};

/** A connection that sent `data` and reads what comes back only when `reading` (a client that
 * stops reading fills the server's socket); `closed` settles when either side closes it. */
export interface Held {
  readonly socket: Socket;
  /** what came back so far, as latin1 */
  text(): string;
  readonly closed: Promise<void>;
}

/**
 * Opens a connection on 127.0.0.1, writes `data`, and holds it open until the server closes it
 * or the test destroys it.
 *
 * @example
 * ```ts
 * const h = hold(port, "GET /a HTTP/1.1\r\nHost: x\r\n\r\n".repeat(100), false); // 100 pipelined, never read
 * h.socket.destroy();
 * ```
 */
export function hold(port: number, data: string | Buffer, reading = true): Held {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (d: Buffer) => chunks.push(d));
  if (!reading) socket.pause();
  const closed = new Promise<void>((ok) => {
    socket.on("error", () => {});
    socket.on("close", () => ok());
  });
  socket.write(data);
  return { socket, text: () => Buffer.concat(chunks).toString("latin1"), closed };
}

/** The status of every response in `text` (pipelined answers, in order). */
export const statuses = (text: string): number[] => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /gu)].map((m) => Number(m[1]));
