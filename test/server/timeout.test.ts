/**
 * `handlerTimeout` (src/server/timeout.ts): a route that gives no answer in time is a 503, its error
 * (a TimeoutError) logged or given to onError, its late stream cancelled; under serve() the
 * request's signal aborts so the handler can stop, and the connection is free again.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { app, blueprint, cors, text } from "versa";
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

  test("a deprecated route's 503 carries its lifecycle headers, as its other answers do", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app({ handlerTimeout: 50, versions: [1], lifecycle: { 1: { deprecated: "2026-01-01", link: "/m" } } }).get("/hang", { version: 1 }, never);
    const r = await api.fetch(new Request("http://x/v1/hang"));
    expect([r.status, r.headers.get("deprecation"), r.headers.get("link")]).toEqual([503, "@1767225600", '</m>; rel="deprecation"']);
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

  test("versa's own answers go through hooks that are timed too: a hung hook on a 404, 414, 400 or 405 is a 503", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app({ handlerTimeout: 100 })
      .onRequest(({ request }) => (request.headers.has("x-hang") ? never() : undefined))
      .onResponse(({ request }) => (request.headers.has("x-hang-response") ? never() : undefined))
      .get("/a", () => "a");
    const hang = { "x-hang": "1" };
    for (const [path, headers] of [["/nope", hang], ["/nope", { "x-hang-response": "1" }], ["/" + "a".repeat(9000), hang], ["/a?x=%zz", hang]] as const) {
      const t0 = performance.now();
      const r = await api.fetch(new Request(`http://x${path}`, { headers }));
      expect([path.slice(0, 9), r.status, await r.text()]).toEqual([path.slice(0, 9), 503, "Service Unavailable"]);
      expect(performance.now() - t0).toBeLessThan(1000);
    }
    expect(error).toHaveBeenCalledWith(
      "GET '/nope' (no route) failed and was answered with a plain 503 (pass app({ onError }) to handle errors yourself):",
      expect.objectContaining({ name: "TimeoutError", message: expect.stringContaining("GET '/nope' (no route) gave no answer within 100 ms") }),
    );
    // a 405 runs the chain of its first candidate, a blueprint's here
    const b = blueprint("b").onRequest(() => never()).get("/b", () => "b");
    const r = await app({ handlerTimeout: 100 }).blueprint(b).fetch(new Request("http://x/b", { method: "POST" }));
    expect(r.status).toBe(503);
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining("GET '/b' failed"), expect.objectContaining({ name: "TimeoutError" }));
  });

  test("the 503 passes through the app's response hooks, as the plain 500 does: CORS headers, a log line with the request hooks' keys", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const seen: unknown[] = [];
    const inner = vi.fn();
    const page = { origin: "https://a.example" };
    const api = app({ handlerTimeout: 100 })
      .use(cors({ origin: [page.origin] }))
      .onRequest(() => ({ startedAt: 1 }))
      .onResponse(({ route, startedAt }, response) => void seen.push([route?.path, startedAt, response.status]))
      .onRequest(({ request }) => (request.headers.has("x-hang") ? never() : undefined))
      .get("/hang", never)
      .blueprint(blueprint("b").onResponse(inner).get("/b", never));
    for (const [path, headers] of [["/hang", page], ["/b", page], ["/nope", { ...page, "x-hang": "1" }]] as const) {
      const r = await api.fetch(new Request(`http://x${path}`, { headers }));
      expect([path, r.status, await r.text(), r.headers.get("access-control-allow-origin"), r.headers.get("vary")]).toEqual([path, 503, "Service Unavailable", page.origin, "Origin"]);
    }
    expect(seen).toEqual([["/hang", 1, 503], ["/b", 1, 503], [undefined, 1, 503]]);
    // (a level inside the app's does not answer the 503: no level took the timeout, as none answered a 500 it passed on)
    expect(inner).not.toHaveBeenCalled();
  });

  test("a response hook that hangs on the 503 has handlerTimeout again: then the plain 503, logged; one that throws goes to onError", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app({ handlerTimeout: 100 })
      .onResponse(({ request }, response) => (request.headers.has("x-hang") && response.status === 503 ? never() : undefined))
      .get("/hang", never);
    const t0 = performance.now();
    const r = await api.fetch(new Request("http://x/hang", { headers: { "x-hang": "1" } }));
    expect([r.status, await r.text()]).toEqual([503, "Service Unavailable"]);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(error).toHaveBeenLastCalledWith("GET '/hang' gave no answer within 100 ms (app({ handlerTimeout })), and app({ onError }) and the app's response hooks gave none on its 503 within 100 ms more, so the plain 503 was sent");
    const errors: unknown[] = [];
    const throwing = app({ handlerTimeout: 50, onError: (e) => void errors.push(e) })
      .onResponse((_, response) => {
        if (response.status === 503) throw new Error("hook");
      })
      .get("/hang", never);
    expect((await throwing.fetch(new Request("http://x/hang"))).status).toBe(503);
    expect(errors.map((e) => (e as Error).name + ": " + (e as Error).message.slice(0, 4))).toEqual(["TimeoutError: GET ", "Error: hook"]);
  });

  test("under serve(), a hung app hook on a path no route has is a 503 too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app({ handlerTimeout: 100 }).onRequest(() => never()).get("/a", () => "a");
    const s = await serve(api, { port: 0, requestTimeout: 2000 });
    try {
      const a = await raw(s.port, get("/nope").toString("latin1"), 3000);
      expect(a.text).toMatch(/^HTTP\/1\.1 503 /u);
    } finally {
      await s.close();
    }
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
