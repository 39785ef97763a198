/** serve() at its edges: reason phrases, a reused Response, a second
 * close(), no request time limit, a client that leaves mid-upload. */
import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, test, vi } from "vitest";
import { app, json } from "versa";
import { serve } from "versa/node";
import { raw } from "../fuzz/raw.js";

afterEach(() => vi.restoreAllMocks());

/** GET `path` on `url` with node:http: the status and reason phrase. */
const get = (url: string, path: string) =>
  new Promise<{ status: number; reason: string }>((ok, fail) => {
    httpRequest(`${url}${path}`, (res) => {
      res.resume();
      res.on("end", () => ok({ status: res.statusCode ?? 0, reason: res.statusMessage ?? "" }));
    })
      .on("error", fail)
      .end();
  });

describe("serve() at its edges", () => {
  test("sends a handler's statusText as the reason phrase", async () => {
    const server = await serve(app().get("/x", () => json({ gone: true }, { status: 410, statusText: "Long Gone" })), { port: 0 });
    expect(await get(server.url, "/x")).toEqual({ status: 410, reason: "Long Gone" });
    await server.close();
  });

  test("a Response whose body was read already is the route's 500 (BODY_USED), and the error is logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const cached = json({ a: 1 });
    const server = await serve(app().get("/c", () => cached), { port: 0 });
    expect((await get(server.url, "/c")).status).toBe(200);
    expect((await get(server.url, "/c")).status).toBe(500);
    expect(error).toHaveBeenCalledWith(
      "GET '/c' failed and was answered with a plain 500 (pass app({ onError }) to handle errors yourself):",
      expect.objectContaining({ code: "BODY_USED", message: expect.stringContaining("already read") }),
    );
    await server.close();
  });

  test("a second close() after the first has ended leaves no timer behind", async () => {
    const server = await serve(app().get("/x", () => "x"), { port: 0 });
    await server.close();
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
    const before = timers();
    await server.close({ timeout: 60_000 });
    expect(timers()).toBe(before);
  });

  test("requestTimeout: 0 is no limit", async () => {
    const server = await serve(app().get("/x", () => "x"), { port: 0, requestTimeout: 0 });
    expect((await get(server.url, "/x")).status).toBe(200);
    await server.close();
  });

  test("a client that leaves mid-upload is not logged as a route failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let settled!: () => void;
    const done = new Promise<void>((ok) => (settled = ok));
    const api = app().post("/up", async ({ request }) => {
      try {
        return (await request.arrayBuffer()).byteLength;
      } finally {
        settled();
      }
    });
    const server = await serve(api, { port: 0 });
    const req = httpRequest(`${server.url}/up`, { method: "POST", headers: { "content-length": "1000000" } });
    req.on("error", () => {});
    req.write("x".repeat(1000));
    setTimeout(() => req.destroy(), 50);
    await done;
    await new Promise((ok) => setTimeout(ok, 20));
    expect(error).not.toHaveBeenCalled();
    await server.close();
  });
});

describe("serve()'s own 400s, before the pipeline", () => {
  test("a target request.url would rewrite, or one that is not a path, is a plain 400 that no hook sees (the documented exception)", async () => {
    const seen: string[] = [];
    const api = app()
      .onRequest(({ request }) => void seen.push(`request ${request.method}`))
      .onResponse((_, r) => void seen.push(`response ${r.status}`))
      .get("/x", () => "ok");
    const server = await serve(api, { port: 0 });
    try {
      for (const sent of ["GET /a/%2e%2e/x", "GET /a/../x", "GET /x#f", "GET /a\\x", "OPTIONS *"]) {
        const out = await raw(server.port, `${sent} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`);
        expect([sent, out.status]).toEqual([sent, 400]);
      }
      expect(seen).toEqual([]);
      // (the pipeline's own 400, a malformed query, goes through them)
      expect((await raw(server.port, "GET /x?% HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")).status).toBe(400);
      expect(seen).toEqual(["request GET", "response 400"]);
    } finally {
      await server.close();
    }
  });
});
