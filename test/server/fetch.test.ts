import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { app, html, json, text } from "versa";
import { serve, type Server } from "versa/node";
import { requestApp, requestCases } from "../cases/requests.js";

/** A raw HTTP request (node:http keeps the path exactly as written, unlike fetch). */
const raw = (base: string, method: string, path: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((ok, fail) => {
    const req = httpRequest(`${base}${path}`, { method, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail);
    req.end();
  });

let server: Server;
beforeAll(async () => {
  server = await serve(requestApp, { port: 0 });
});
afterAll(() => server.close());

const check = (row: (typeof requestCases)[number], status: number, body: string, allow: string | null | undefined) => {
  expect(status).toBe(row.status);
  if (row.allow) expect(allow).toBe(row.allow);
  if (row.route && (row.method ?? "GET") !== "HEAD") {
    const got = JSON.parse(body) as { route: string; params: unknown };
    expect(got.route).toBe(row.route);
    if (row.params) expect(got.params).toEqual(row.params);
  }
  if (row.method === "HEAD") expect(body).toBe("");
};

describe("matching rules through api.fetch", () => {
  test.each(requestCases)("$name: $path", async (row) => {
    const res = await requestApp.fetch(new Request(`http://x${row.path}`, { method: row.method ?? "GET" }));
    check(row, res.status, await res.text(), res.headers.get("allow"));
  });
});

describe("matching rules over HTTP through serve()", () => {
  test.each(requestCases)("$name: $path", async (row) => {
    const res = await raw(server.url, row.method ?? "GET", row.path);
    check(row, res.status, res.body, res.headers["allow"] as string | undefined);
  });
  test("an explicit HEAD route's headers", async () => {
    expect((await raw(server.url, "HEAD", "/h")).headers["x-head"]).toBe("explicit");
  });
});

describe("handlers and responses", () => {
  const api = app({ onError: (e) => (String(e).includes("custom") ? text("handled", 503) : undefined) })
    .get("/text", () => "hello")
    .get("/json", () => ({ a: 1 }))
    .get("/async", async () => {
      await new Promise((r) => setTimeout(r, 5));
      return [1, 2];
    })
    .get("/none", () => undefined)
    // (the handler types want a Promise; any thenable is awaited the same at run time)
    .get("/thenable", () => ({ then: (ok: (v: string) => void) => ok("later") }) as unknown as Promise<string>)
    .get("/cyclic", () => {
      const o: Record<string, unknown> = {};
      o["self"] = o;
      return o;
    })
    .get("/response", () => new Response("raw", { status: 201, headers: { "x-a": "b" } }))
    .get("/helpers/<kind>", ({ params }) =>
      params.kind === "json" ? json({ ok: true }, { status: 202, headers: { "x-h": "1" } }) : params.kind === "html" ? html("<p>hi</p>") : text("t", 418),
    )
    .get("/throws", () => {
      throw new Error("secret detail");
    })
    .get("/custom", () => {
      throw new Error("custom");
    })
    .get("/info/<id:int>", { version: 3 }, ({ route, query }) => ({ ...route, q: query.get("q") }));
  const get = (path: string) => api.fetch(new Request(`http://x${path}`));

  test("a string is text/plain", async () => {
    const r = await get("/text");
    expect(r.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await r.text()).toBe("hello");
  });
  test("a value is JSON, async handlers included", async () => {
    expect(await (await get("/json")).json()).toEqual({ a: 1 });
    expect(await (await get("/async")).json()).toEqual([1, 2]);
  });
  test("a thenable is awaited like a promise; a value JSON cannot write is a 500", async () => {
    expect(await (await get("/thenable")).text()).toBe("later");
    expect((await get("/cyclic")).status).toBe(500);
  });
  test("undefined is 204", async () => {
    expect((await get("/none")).status).toBe(204);
  });
  test("a Response passes through", async () => {
    const r = await get("/response");
    expect([r.status, r.headers.get("x-a"), await r.text()]).toEqual([201, "b", "raw"]);
  });
  test("json, html and text take a status and headers", async () => {
    const j = await get("/helpers/json");
    expect([j.status, j.headers.get("x-h"), j.headers.get("content-type")]).toEqual([202, "1", "application/json; charset=utf-8"]);
    expect((await get("/helpers/html")).headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect((await get("/helpers/x")).status).toBe(418);
  });
  test("a throwing handler is a 500 that leaks nothing; onError sees it", async () => {
    const seen = vi.fn();
    const spied = app({ onError: seen }).get("/throws", () => {
      throw new Error("secret detail");
    });
    const r = await spied.fetch(new Request("http://x/throws"));
    expect(r.status).toBe(500);
    expect(await r.text()).toBe("Internal Server Error");
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ message: "secret detail" }), expect.objectContaining({ route: expect.objectContaining({ path: "/throws" }) }));
    expect(await (await get("/throws")).text()).not.toContain("secret");
  });
  test("onError may answer instead", async () => {
    const r = await get("/custom");
    expect([r.status, await r.text()]).toEqual([503, "handled"]);
  });
  test("the matched route and the query reach the handler", async () => {
    expect(await (await get("/v3/info/1?q=z")).json()).toEqual({ method: "GET", path: "/v3/info/<id:int>", version: "3", name: "GET /info/<id:int>", q: "z" });
  });
});

describe("serve()", () => {
  test("streams a request body in and a response body out", async () => {
    const api = app().post("/echo", ({ request }) => new Response(request.body, { headers: { "content-type": "application/octet-stream" } }));
    const s = await serve(api, { port: 0 });
    try {
      const chunks = ["a", "b", "c"].map((c) => new TextEncoder().encode(c.repeat(100_000)));
      const body = new ReadableStream({ pull: (ctl) => (chunks.length ? ctl.enqueue(chunks.shift()) : ctl.close()) });
      const r = await fetch(`${s.url}/echo`, { method: "POST", body, duplex: "half" } as RequestInit);
      expect((await r.text()).length).toBe(300_000);
    } finally {
      await s.close();
    }
  });
  test("close() lets in-flight requests finish", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = app().get("/slow", async () => {
      await gate;
      return "done";
    });
    const s = await serve(api, { port: 0 });
    const pending = fetch(`${s.url}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const closed = s.close();
    release();
    expect(await pending).toBe("done");
    await closed;
    await expect(fetch(`${s.url}/slow`)).rejects.toThrow();
  });
  test("reports its address", async () => {
    const s = await serve(app(), { port: 0, hostname: "127.0.0.1" });
    expect(s.url).toBe(`http://127.0.0.1:${s.port}`);
    await s.close();
  });
});
