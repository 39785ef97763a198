/**
 * The `Request` serve() builds (src/node/exchange.ts) and how failures are told apart: its signal
 * aborts when the client leaves, as on Bun, Deno and workerd, and only that counts as "the client
 * left"; a handler's own network failure (an upstream reset) is a 500 that is logged.
 */
import { createServer, type Server as NetServer } from "node:net";
import { afterEach, describe, expect, test, vi } from "vitest";
import { app, cors } from "versa";
import { serve } from "versa/node";
import { get, hold, raw } from "../fuzz/raw.js";

afterEach(() => vi.restoreAllMocks());

/** A TCP server on 127.0.0.1 that resets every connection once it has read from it. */
async function resetting(): Promise<NetServer & { url: string }> {
  const up = createServer((s) => s.once("data", () => s.resetAndDestroy()));
  await new Promise<void>((ok) => up.listen(0, "127.0.0.1", ok));
  const { port } = up.address() as { port: number };
  return Object.assign(up, { url: `http://127.0.0.1:${port}/` });
}

describe("the request's signal", () => {
  test("aborts when the client leaves (an AbortError), and the handler's failure after is not logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let reason: unknown;
    const api = app().get("/wait", ({ request }) => {
      const { signal } = request;
      return new Promise<string>((_, fail) => {
        signal.addEventListener("abort", () => {
          reason = signal.reason;
          fail(signal.reason);
        });
      });
    });
    const s = await serve(api, { port: 0 });
    try {
      const h = hold(s.port, "GET /wait HTTP/1.1\r\nHost: x\r\n\r\n");
      await new Promise((ok) => setTimeout(ok, 50));
      h.socket.destroy();
      await vi.waitFor(() => expect(reason).toBeInstanceOf(DOMException), { timeout: 2000 });
      expect((reason as DOMException).name).toBe("AbortError");
      await new Promise((ok) => setTimeout(ok, 20));
      expect(error).not.toHaveBeenCalled();
    } finally {
      await s.close();
    }
  });

  test("is not aborted for a client that stays, and a pipelined request's aborts with its connection", async () => {
    const seen: AbortSignal[] = [];
    const api = app().get("/s", async ({ request }) => {
      seen.push(request.signal);
      // (the first answers at once; the pipelined ones wait, until their client leaves)
      await new Promise((ok) => setTimeout(ok, seen.length === 1 ? 0 : 1000));
      return "s";
    });
    const s = await serve(api, { port: 0 });
    try {
      expect((await raw(s.port, get("/s"))).status).toBe(200);
      expect(seen[0]?.aborted).toBe(false);
      const h = hold(s.port, "GET /s HTTP/1.1\r\nHost: x\r\n\r\n".repeat(3), false);
      await vi.waitFor(() => expect(seen.length).toBe(4));
      h.socket.destroy();
      await vi.waitFor(() => expect(seen.slice(1).map((x) => x.aborted)).toEqual([true, true, true]));
    } finally {
      await s.close();
    }
  });
});

describe("failures are classified by where they happened", () => {
  test("a handler whose upstream fetch is reset: a 500, and the error is logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const up = await resetting();
    const s = await serve(app().get("/proxy", async () => (await fetch(up.url)).text()), { port: 0 });
    try {
      expect((await raw(s.port, get("/proxy"))).status).toBe(500);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("GET '/proxy' failed"), expect.objectContaining({ message: "fetch failed" }));
    } finally {
      await s.close();
      up.close();
    }
  });
});

describe("a TRACE request (a method the fetch standard builds no Request for)", () => {
  test("is the 405 with Allow it is without hooks, through hooks that read the request: they see TRACE", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const seen: string[] = [];
    const api = app()
      .use(cors())
      .onResponse(({ request }, r) => void seen.push(`${request.method} ${new URL(request.url).pathname} ${r.status}`))
      .get("/x", () => "ok");
    const s = await serve(api, { port: 0 });
    try {
      const out = await raw(s.port, `TRACE /x HTTP/1.1\r\nHost: a\r\nOrigin: https://a.example\r\nConnection: close\r\n\r\n`);
      expect(out.status).toBe(405);
      expect(out.text).toMatch(/^allow: GET, HEAD\r$/imu);
      expect(out.text).toMatch(/^access-control-allow-origin: \*\r$/imu);
      const none = await raw(s.port, get("/none", "TRACE"));
      expect(none.status).toBe(404);
      expect(seen).toEqual(["TRACE /x 405", "TRACE /none 404"]);
      expect(error).not.toHaveBeenCalled();
    } finally {
      await s.close();
    }
  });

  test("the hooks' Request reads TRACE, while fetch(), clone() and new Request() read it as a GET: what the docs warn of", async () => {
    let methods: string[] = [];
    const api = app()
      .onRequest(({ request }) => void (methods = [request.method, request.clone().method, new Request(request).method]))
      .get("/x", () => "ok");
    const s = await serve(api, { port: 0 });
    try {
      expect((await raw(s.port, get("/x", "TRACE"))).status).toBe(405);
      expect(methods).toEqual(["TRACE", "GET", "GET"]);
    } finally {
      await s.close();
    }
  });
});
