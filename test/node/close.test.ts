/**
 * `close()` under load (src/node/serve.ts, connection.ts): busy keep-alive clients lose nothing the
 * server took, every answer written once closing carries `Connection: close`, no handler starts
 * after `close()`, and it resolves once the answers in flight are written, without closing
 * connections at the end of its grace. No step waits on a clock: `close()` is called once every
 * client has been answered (so every connection was accepted) and half of them have a handler in
 * flight, so a loaded machine changes how fast the test runs, not what it sees. And a request that
 * reached an idle connection before its 250 ms were up is answered, however late it is read.
 */
import { once } from "node:events";
import { Agent, request } from "node:http";
import { expect, test } from "vitest";
import { app } from "versa";
import { serve } from "versa/node";
import { hold, statuses } from "../fuzz/raw.js";

const CLIENTS = 20;

interface Got {
  readonly status: number;
  readonly close: boolean;
  /** the handler returned after close() was called */
  readonly late: boolean;
}

interface Failed {
  readonly code: string;
  readonly message: string;
  /** sent on a keep-alive connection that had carried an answer before */
  readonly reused: boolean;
}

/** A promise and the function that settles it. */
function signal(): { readonly promise: Promise<void>; readonly fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((ok) => (fire = ok));
  return { promise, fire };
}

test("close() with 20 busy keep-alive connections: nothing taken is lost, late answers carry Connection: close, no handler starts after", async () => {
  let closing = false;
  let seen = 0;
  let startedAfter = 0;
  let holding = false;
  let waiting = 0;
  const held = signal(); // half the clients have a handler waiting for close()
  const closeCalled = signal();
  const api = app().get("/work", async () => {
    seen++;
    if (closing) startedAfter++;
    if (holding) {
      if (++waiting === CLIENTS / 2) held.fire();
      await closeCalled.promise;
    } else await new Promise(setImmediate);
    return new Response("ok", { headers: { "x-late": String(closing) } });
  });
  const s = await serve(api, { port: 0 });
  let forced = 0;
  const closeAll = s.httpServer.closeAllConnections.bind(s.httpServer);
  s.httpServer.closeAllConnections = () => {
    forced++;
    closeAll();
  };
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const got: Got[] = [];
  const errors: Failed[] = [];
  const answeredClients = new Set<number>();
  const allAnswered = signal();
  let failedEarly!: (e: Error) => void;
  const early = new Promise<never>((_, no) => (failedEarly = no));
  const ask = (client: number) =>
    new Promise<boolean>((ok) => {
      const req = request(`${s.url}/work`, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          got.push({ status: res.statusCode ?? 0, close: res.headers.connection === "close", late: res.headers["x-late"] === "true" });
          answeredClients.add(client);
          if (answeredClients.size === CLIENTS) allAnswered.fire();
          ok(true);
        });
      });
      req.on("error", (e: NodeJS.ErrnoException) => {
        errors.push({ code: e.code ?? "", message: e.message, reused: req.reusedSocket });
        if (!closing) failedEarly(e);
        ok(false);
      });
      req.end();
    });
  // each client: requests back to back until one fails (after close(), a new connection is refused)
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let i = 0; i < 10_000 && (await ask(client)); i++);
  });
  // the agent opens one connection per client (all 20 ask at once) and never more: once every
  // client has an answer, every connection is accepted and busy
  await Promise.race([allAnswered.promise, early]);
  holding = true;
  await Promise.race([held.promise, early]);
  closing = true;
  const closed = s.close();
  closeCalled.fire();
  await closed;
  await Promise.all(clients);
  agent.destroy();
  const ok = got.filter((g) => g.status === 200);
  expect(forced, "close() closed connections at the end of its grace").toBe(0);
  expect(startedAfter, "handlers started after close()").toBe(0);
  expect(ok.length, "answers received for the requests handlers took").toBe(seen);
  expect(ok.filter((g) => g.late).length, "late answers (handlers in flight at close())").toBeGreaterThanOrEqual(CLIENTS / 2);
  expect(ok.filter((g) => g.late && !g.close).length, "late answers without Connection: close").toBe(0);
  expect(got.filter((g) => g.status === 503 && !g.close)).toEqual([]);
  expect(got.filter((g) => g.status !== 200 && g.status !== 503)).toEqual([]);
  // A request sent after an answer that closed its connection finds no server (ECONNREFUSED). One
  // sent on an idle connection as close() ends it is not read, and its client sees the connection
  // close without an answer ('socket hang up' on a reused socket, which a client may send again):
  // on a loaded machine a client can be too slow to send its next request within the 250 ms.
  const unexpected = errors.filter((e) => e.code !== "ECONNREFUSED" && !(e.code === "ECONNRESET" && e.reused && e.message === "socket hang up"));
  expect(unexpected, `late: ${ok.filter((g) => g.late).length}, 503: ${got.length - ok.length}`).toEqual([]);
});

test("a request that reaches an idle connection within its 250 ms is answered 503 with Connection: close, even when the event loop is busy past them", async () => {
  const get = "GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  const s = await serve(app().get("/x", () => "ok"), { port: 0 });
  const h = hold(s.port, get);
  while (!h.text().endsWith("\r\n0\r\n\r\n")) await once(h.socket, "data"); // the first answer, whole
  const closed = s.close();
  h.socket.write(get); // in the server's socket buffer at once (loopback)
  // busy past the 250 ms: the timer that ends the connection is due before the request is read
  const t0 = Date.now();
  while (Date.now() - t0 < 400);
  await closed;
  await h.closed;
  expect(statuses(h.text())).toEqual([200, 503]);
  expect(h.text().split("HTTP/1.1 503")[1]?.toLowerCase()).toContain("connection: close");
});
