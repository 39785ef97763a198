/**
 * `handlerTimeout` (src/server/timeout.ts): a route that gives no answer in time is a 503, its error
 * (a TimeoutError) logged or given to onError, its late stream cancelled; under serve() the
 * request's signal aborts so the handler can stop, and the connection is free again.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { app, text } from "versa";
import { serve } from "versa/node";
import { get, raw } from "../fuzz/raw.js";

afterEach(() => vi.restoreAllMocks());
const never = () => new Promise<never>(() => {});

describe("handlerTimeout", () => {
  test("a handler that never settles: a plain 503 after the limit, the error logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app({ handlerTimeout: 100 }).get("/hang", never);
    const t0 = performance.now();
    const r = await api.fetch(new Request("http://x/hang"));
    expect([r.status, await r.text()]).toEqual([503, "Service Unavailable"]);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(error).toHaveBeenCalledWith(
      "GET '/hang' failed and was answered with a plain 503 (pass app({ onError }) to handle errors yourself):",
      expect.objectContaining({ name: "TimeoutError", message: expect.stringContaining("gave no answer within 100 ms") }),
    );
  });

  test("onError sees the TimeoutError and may answer", async () => {
    const seen = vi.fn(() => text("busy", 504));
    const api = app({ handlerTimeout: 50, onError: seen }).get("/hang", never);
    const r = await api.fetch(new Request("http://x/hang"));
    expect([r.status, await r.text()]).toEqual([504, "busy"]);
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ name: "TimeoutError" }), expect.objectContaining({ route: expect.objectContaining({ path: "/hang" }) }));
  });

  test("a stream answered too late is cancelled; an answer in time and one given at once are untouched", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let cancelled = false;
    const late = new ReadableStream({ cancel: () => void (cancelled = true) });
    const api = app({ handlerTimeout: 50 })
      .get("/late", () => new Promise<Response>((ok) => setTimeout(() => ok(new Response(late)), 120)))
      .get("/soon", () => new Promise<string>((ok) => setTimeout(() => ok("soon"), 5)))
      .get("/now", () => "now");
    expect((await api.fetch(new Request("http://x/late"))).status).toBe(503);
    await vi.waitFor(() => expect(cancelled).toBe(true));
    expect(await (await api.fetch(new Request("http://x/soon"))).text()).toBe("soon");
    expect(await (await api.fetch(new Request("http://x/now"))).text()).toBe("now");
  });

  test("0 is no limit", async () => {
    const api = app({ handlerTimeout: 0 }).get("/slow", () => new Promise<string>((ok) => setTimeout(() => ok("done"), 60)));
    expect(await (await api.fetch(new Request("http://x/slow"))).text()).toBe("done");
  });

  test("under serve(): the request's signal aborts with the TimeoutError, and the connection serves the next request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let reason: unknown;
    const api = app({ handlerTimeout: 100 })
      .get("/hang", ({ request }) => {
        request.signal.addEventListener("abort", () => (reason = request.signal.reason));
        return never();
      })
      .get("/ok", () => "ok");
    const s = await serve(api, { port: 0 });
    try {
      const pipelined = "GET /hang HTTP/1.1\r\nHost: x\r\n\r\n" + get("/ok").toString("latin1");
      const a = await raw(s.port, pipelined, 3000);
      expect([...a.text.matchAll(/HTTP\/1\.1 (\d{3})/gu)].map((m) => m[1])).toEqual(["503", "200"]);
      expect((reason as DOMException).name).toBe("TimeoutError");
    } finally {
      await s.close();
    }
  });
});
