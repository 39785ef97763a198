/**
 * Misuse of `serve()` and `close()`: what is not an app, options of the wrong shape, a hostname
 * that cannot be listened on; each refused before anything listens, nothing left open. And a
 * `close()` that never waits forever.
 */
import { Server as NodeServer } from "node:http";
import { connect } from "node:net";
import type { Duplex } from "node:stream";
import { describe, expect, test, vi } from "vitest";
import { app, blueprint } from "versa";
import { serve } from "versa/node";

const api = app().get("/x", () => "ok");
const serveAny = serve as (api: unknown, options?: unknown) => ReturnType<typeof serve>;
/** Servers open in this process (a refused serve() must leave none). */
const servers = (): number =>
  (process as unknown as { _getActiveHandles(): object[] })._getActiveHandles().filter((h) => h.constructor.name === "Server").length;

describe("serve() with something that is not an app", () => {
  test.each([
    ["api.fetch", api.fetch, "a function: pass the app itself, serve(api), not api.fetch"],
    ["{}", {}, "an object: register blueprints and groups on an app first, serve(app().blueprint(bp))"],
    ["a blueprint", blueprint("b").get("/x", () => "ok"), "a blueprint: register blueprints and groups on an app first, serve(app().blueprint(bp))"],
    ["nothing", undefined, "undefined: build one with app() and pass it, serve(api)"],
  ])("%s: a TypeError, and nothing listens", async (_, value, got) => {
    const before = servers();
    await expect(serveAny(value, { port: 0 })).rejects.toThrow(new TypeError(`serve() expects an app (from app()), got ${got}`));
    expect(servers()).toBe(before);
  });
});

describe("serve() options", () => {
  const ACCEPTED = "unknown option (accepted: port, hostname, requestTimeout, pipelineLimit, sendTimeout, keepAliveTimeout)";
  const PORT = "port: expected an integer from 0 to 65535 (0 = a free port), got";
  const HOST = `hostname: expected a host name or an IP address, such as "127.0.0.1", "::1" or "0.0.0.0" (every interface), got`;
  test.each([
    ["a number", 8080, "options: expected an options object such as { port: 3000 }, got 8080"],
    ["a typo", { prot: 8080 }, `prot: ${ACCEPTED}`],
    ["host for hostname", { port: 0, host: "0.0.0.0" }, `host: ${ACCEPTED}`],
    ["a string port (would be a Unix socket path)", { port: "abc" }, `${PORT} "abc"`],
    ["port -1", { port: -1 }, `${PORT} -1`],
    ["port 70000", { port: 70000 }, `${PORT} 70000`],
    ["port 1.5", { port: 1.5 }, `${PORT} 1.5`],
    ["hostname 42", { port: 0, hostname: 42 }, `${HOST} 42`],
    ["hostname '' (every interface, a broken url)", { port: 0, hostname: "" }, `${HOST} ""`],
    ["requestTimeout as text", { port: 0, requestTimeout: "30s" }, `requestTimeout: expected an integer number of milliseconds, 0 for no limit, got "30s"`],
    ["keepAliveTimeout in seconds, as text", { port: 0, keepAliveTimeout: "65s" }, `keepAliveTimeout: expected an integer number of milliseconds an idle connection is kept, 0 for no limit, got "65s"`],
    ["keepAliveTimeout -1", { port: 0, keepAliveTimeout: -1 }, `keepAliveTimeout: expected an integer number of milliseconds an idle connection is kept, 0 for no limit, got -1`],
    ["keepAliveTimeout 1.5", { port: 0, keepAliveTimeout: 1.5 }, `keepAliveTimeout: expected an integer number of milliseconds an idle connection is kept, 0 for no limit, got 1.5`],
  ])("%s: a TypeError naming the value, and nothing listens", async (_, options, detail) => {
    const before = servers();
    await expect(serveAny(api, options)).rejects.toThrow(new TypeError(`Invalid options at serve(): ${detail}`));
    expect(servers()).toBe(before);
  });

  test("a hostname that resolves to nothing: an error naming it, and nothing left open", async () => {
    const before = servers();
    await expect(serve(api, { port: 0, hostname: "nope.invalid" })).rejects.toThrow(/^Cannot listen on hostname "nope.invalid" \((ENOTFOUND|EAI_AGAIN|EAI_FAIL)\): it resolves to no address of this machine/);
    expect(servers()).toBe(before);
  });
});

describe("keepAliveTimeout and the node server", () => {
  /** Two requests on one connection, `idle` ms apart: whether the second was answered on it. */
  const twoRequests = (port: number, idle: number): Promise<{ answers: number; closedIdle: boolean }> =>
    new Promise((ok, fail) => {
      const socket = connect(port, "127.0.0.1");
      let text = "";
      let closedIdle = false;
      socket.on("data", (d: Buffer) => (text += d.toString("latin1")));
      socket.on("error", fail);
      socket.on("close", () => ok({ answers: text.match(/^HTTP\/1\.1 200/gmu)?.length ?? 0, closedIdle }));
      socket.write("GET /x HTTP/1.1\r\nHost: a\r\n\r\n");
      setTimeout(() => {
        if (socket.destroyed || socket.readyState !== "open") return void (closedIdle = true);
        socket.write("GET /x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
      }, idle);
    });

  test("an idle connection is kept for keepAliveTimeout (longer than requestTimeout too), and closed after it", async () => {
    const server = await serve(api, { port: 0, keepAliveTimeout: 1500, requestTimeout: 300 });
    try {
      expect(server.httpServer.keepAliveTimeout).toBe(1500);
      expect(await twoRequests(server.port, 800)).toEqual({ answers: 2, closedIdle: false });
      const t0 = performance.now();
      const idle = await new Promise<number>((ok) => {
        const socket = connect(server.port, "127.0.0.1");
        socket.on("close", () => ok(performance.now() - t0));
        socket.write("GET /x HTTP/1.1\r\nHost: a\r\n\r\n");
        socket.resume();
      });
      expect(idle).toBeGreaterThan(1400);
      expect(idle).toBeLessThan(4000);
    } finally {
      await server.close();
    }
  });

  test("Node's 5 s by default; httpServer is the node:http server, for an upgrade listener", async () => {
    const server = await serve(api, { port: 0 });
    try {
      expect(server.httpServer).toBeInstanceOf(NodeServer);
      expect(server.httpServer.keepAliveTimeout).toBe(5000);
      expect(server.httpServer.listening).toBe(true);
      server.httpServer.on("upgrade", (_req, socket: Duplex) => socket.end("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\nhello"));
      const text = await new Promise<string>((ok) => {
        const socket = connect(server.port, "127.0.0.1");
        let got = "";
        socket.on("data", (d: Buffer) => (got += d.toString("latin1")));
        socket.on("close", () => ok(got));
        socket.write("GET /ws HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n");
      });
      expect(text.startsWith("HTTP/1.1 101")).toBe(true);
      expect(text.endsWith("hello")).toBe(true);
    } finally {
      await server.close();
    }
  });
  test("close() ends a connection an upgrade listener took and left open, gently, after 250 ms", async () => {
    const server = await serve(api, { port: 0 });
    server.httpServer.on("upgrade", (_req, socket: Duplex) => socket.write("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n"));
    const socket = connect(server.port, "127.0.0.1");
    const closed = new Promise<void>((ok) => socket.on("close", () => ok()));
    socket.resume();
    await new Promise<void>((ok) => socket.write("GET /ws HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n", () => setTimeout(ok, 100)));
    const t0 = performance.now();
    await server.close({ timeout: 5000 });
    await closed;
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe("close() with requests that never end", () => {
  const hanging = () => {
    let cancelled = false;
    const a = app()
      .get("/hang", () => new Promise<never>(() => {}))
      .get("/sse", () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("data: 1\n\n")), cancel: () => void (cancelled = true) }), { headers: { "content-type": "text/event-stream" } }))
      .get("/slow", () => new Promise<string>((ok) => setTimeout(() => ok("done"), 100)));
    return { a, cancelled: () => cancelled };
  };

  test("close({ timeout }) resolves after the grace: a pending handler's connection closes, an event stream is cancelled", async () => {
    const { a, cancelled } = hanging();
    const s = await serve(a, { port: 0 });
    const pending = fetch(`${s.url}/hang`).then(() => "answered", () => "dropped");
    const sse = await fetch(`${s.url}/sse`);
    await sse.body!.getReader().read();
    const slow = fetch(`${s.url}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 20));
    const t0 = Date.now();
    await s.close({ timeout: 300 });
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(await pending).toBe("dropped");
    expect(await slow).toBe("done"); // finished within the grace, answered normally
    await vi.waitFor(() => expect(cancelled()).toBe(true)); // (the cancel lands a few ticks later)
  });

  test("a second close() with a timeout shortens the first one's wait", async () => {
    const s = await serve(hanging().a, { port: 0 });
    void fetch(`${s.url}/hang`).catch(() => {});
    await new Promise((r) => setTimeout(r, 20));
    const first = s.close();
    const t0 = Date.now();
    expect(s.close({ timeout: 50 })).toBe(first);
    await first;
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  test("close() options are checked: a typo, a negative timeout, a signal name", async () => {
    const s = await serve(api, { port: 0 });
    const closeAny = s.close as (o?: unknown) => Promise<void>;
    await expect(closeAny({ tiemout: 1 })).rejects.toThrow(new TypeError("Invalid options at server.close(): tiemout: unknown option (accepted: timeout)"));
    await expect(closeAny({ timeout: -1 })).rejects.toThrow(
      new TypeError("Invalid options at server.close(): timeout: expected a number of milliseconds >= 0 (Infinity waits for every request), got -1"),
    );
    await expect(closeAny("SIGTERM")).rejects.toThrow(new TypeError(`Invalid options at server.close(): options: expected an options object such as { timeout: 5000 }, got "SIGTERM"`));
    await s.close();
  });
});
