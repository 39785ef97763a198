/**
 * The pipeline's edges: schemas that throw, bodies that fail, HEAD on a streamed answer, a slow
 * reader of a large one, statuses without a body, values JSON cannot write, a second close().
 */
import { ServerResponse } from "node:http";
import { connect } from "node:net";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { app, json, text } from "versa";
import { serve } from "versa/node";
import { bodyOf, get, raw } from "../fuzz/raw.js";

/** A Standard Schema whose validation throws (a zod transform that throws does the same). */
const throwing: StandardSchemaV1<unknown, unknown> = {
  "~standard": {
    version: 1,
    vendor: "test",
    validate: () => {
      throw new Error("secret detail");
    },
  },
};

const jsonPost = (path: string, body: BodyInit) =>
  new Request(`http://x${path}`, { method: "POST", headers: { "content-type": "application/json" }, body, duplex: "half" } as RequestInit);

describe("input that cannot be checked", () => {
  const seen = vi.fn();
  const api = app({ onError: seen })
    .get("/q", { schema: { query: throwing } }, () => "ok")
    .post("/b", { schema: { body: throwing } }, () => "ok")
    .post("/json", { schema: { body: throwing } }, () => "ok");

  test("a schema that throws is the route's 500, seen by onError, leaking nothing", async () => {
    for (const req of [new Request("http://x/q?a=1"), jsonPost("/b", "{}")]) {
      const r = await api.fetch(req);
      expect([r.status, await r.text()]).toEqual([500, "Internal Server Error"]);
    }
    expect(seen).toHaveBeenCalledTimes(2);
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ message: "secret detail" }), expect.objectContaining({ route: expect.objectContaining({ path: "/q" }) }));
    const s = await serve(api, { port: 0 });
    try {
      const a = await raw(s.port, get("/q?a=1"));
      expect([a.status, bodyOf(a.text)]).toEqual([500, "Internal Server Error"]);
    } finally {
      await s.close();
    }
  });

  test("a body stream that fails midway is a 400", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"a":'));
        c.error(new Error("client gone"));
      },
    });
    const r = await api.fetch(jsonPost("/json", body));
    expect([r.status, await r.json()]).toEqual([400, { error: "Body could not be read", issues: [{ in: "body", path: [], message: "Body could not be read" }] }]);
  });

  test("a query schema's null output reaches the handler as null", async () => {
    const nulling: StandardSchemaV1<unknown, null> = { "~standard": { version: 1, vendor: "test", validate: () => ({ value: null }) } };
    const a = app().get("/n", { schema: { query: nulling } }, ({ query }) => ({ query }));
    expect(await (await a.fetch(new Request("http://x/n?a=1"))).json()).toEqual({ query: null });
  });
});

describe("answers", () => {
  const seen = vi.fn();
  const api = app({ onError: seen })
    .get("/fn", () => (() => 1) as unknown as string)
    .get("/json-fn", () => json(Symbol("s")))
    .get("/status/<code:int>", ({ params }) => (params.code === 1 ? json(null, 205) : params.code === 2 ? text("", 304) : text("", 204)));

  test("json, text and html build 204, 205 and 304 without a body", async () => {
    for (const [path, status] of [["/status/0", 204], ["/status/1", 205], ["/status/2", 304]] as const) {
      const r = await api.fetch(new Request(`http://x${path}`));
      expect([r.status, r.body, r.headers.get("content-type")]).toEqual([status, null, null]);
    }
  });

  test("a value JSON cannot write (a function, a symbol, also through json()) is a 500 that onError sees, not an empty 200", async () => {
    const r = await api.fetch(new Request("http://x/fn"));
    expect(r.status).toBe(500);
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining("A handler returned a function") }), expect.anything());
    expect((await api.fetch(new Request("http://x/json-fn"))).status).toBe(500);
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ message: expect.stringContaining("json(): the body is a symbol") }), expect.anything());
    expect(await json(undefined).text()).toBe("null");
  });

  test.each([
    ["a Blob", () => new Blob(["x"]), "a Blob", "answer with new Response(value)"],
    ["bytes", () => new Uint8Array([1, 2]), "bytes (a Uint8Array)", "answer with new Response(value)"],
    ["an ArrayBuffer", () => new ArrayBuffer(2), "bytes (an ArrayBuffer)", "answer with new Response(value)"],
    ["a stream", () => new Blob(["x"]).stream(), "a ReadableStream", "answer with new Response(value)"],
    ["a FormData", () => new FormData(), "a FormData", "answer with new Response(value)"],
    ["a Map", () => new Map([["a", 1]]), "a Map", "convert it to an object or array"],
    ["a Set", () => new Set([1]), "a Set", "convert it to an object or array"],
  ] as const)("%s, which JSON would write as {} or indices, is a NOT_JSON 500 naming it, returned or through json()", async (_, make, what, fix) => {
    for (const h of [make as () => unknown, () => json(make())]) {
      seen.mockClear();
      const r = await app({ onError: seen }).get("/v", h).fetch(new Request("http://x/v"));
      expect(r.status).toBe(500);
      const error = seen.mock.calls[0]?.[0] as { code: string; message: string };
      expect([error.code, error.message]).toEqual(["NOT_JSON", expect.stringContaining(`is ${what}, which JSON cannot write: ${fix}`)]);
    }
  });

  test("Response.error() is ERROR_RESPONSE, a 500 that onError sees (not a status-0 answer)", async () => {
    seen.mockClear();
    const r = await app({ onError: seen }).get("/e", () => Response.error()).fetch(new Request("http://x/e"));
    expect(r.status).toBe(500);
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ code: "ERROR_RESPONSE", message: expect.stringContaining("Response.error()") }), expect.anything());
  });

  test("a class instance with fields is still JSON", async () => {
    class Point {
      constructor(readonly x: number) {}
    }
    const r = await app().get("/p", () => new Point(1)).fetch(new Request("http://x/p"));
    expect([r.status, await r.json()]).toEqual([200, { x: 1 }]);
  });

  test("a Response whose body was read already is BODY_USED, a 500 that onError sees, with or without a response schema", async () => {
    const kept = json({ a: 1 });
    const a = app({ onError: seen })
      .get("/kept", () => kept)
      .get("/checked", { schema: { response: z.object({ a: z.number() }) } }, () => kept);
    expect(await (await a.fetch(new Request("http://x/kept"))).text()).toBe('{"a":1}');
    for (const path of ["/kept", "/checked"]) {
      seen.mockClear();
      const r = await a.fetch(new Request(`http://x${path}`));
      expect([r.status, await r.text()]).toEqual([500, "Internal Server Error"]);
      expect(seen).toHaveBeenCalledWith(expect.objectContaining({ code: "BODY_USED", message: expect.stringContaining("whose body was already read") }), expect.anything());
    }
  });
});

describe("streamed answers through serve()", () => {
  test("HEAD on a GET route that streams forever: headers at once, the stream cancelled", async () => {
    let cancelled = 0;
    const endless = () =>
      new Response(new ReadableStream({ pull: (c) => c.enqueue(new TextEncoder().encode("data: tick\n\n")), cancel: () => void cancelled++ }), {
        headers: { "content-type": "text/event-stream" },
      });
    const api = app().get("/events", endless);
    const f = await api.fetch(new Request("http://x/events", { method: "HEAD" }));
    expect([f.status, f.headers.get("content-type"), f.body]).toEqual([200, "text/event-stream", null]);
    const s = await serve(api, { port: 0 });
    try {
      const a = await raw(s.port, get("/events", "HEAD"), 2000);
      expect([a.status, a.closed, a.ms < 1000]).toEqual([200, true, true]);
      expect(cancelled).toBe(2);
    } finally {
      await s.close();
    }
  });

  test("a slow reader of a large body: each wait for the socket removes its listeners", async () => {
    const chunk = new Uint8Array(64 * 1024);
    let n = 0;
    const api = app().get("/big", () => new Response(new ReadableStream({ pull: (c) => (n++ < 160 ? c.enqueue(chunk) : c.close()) })));
    const end = ServerResponse.prototype.end;
    let most = 0;
    const spy = vi.spyOn(ServerResponse.prototype, "end").mockImplementation(function (this: ServerResponse, ...a: unknown[]) {
      most = Math.max(most, this.listenerCount("close"), this.listenerCount("drain"));
      return end.apply(this, a as never);
    });
    const s = await serve(api, { port: 0 });
    try {
      const bytes = await new Promise<number>((ok) => {
        const socket = connect(s.port, "127.0.0.1");
        let got = 0;
        socket.on("data", (d) => {
          got += d.length;
          socket.pause();
          setTimeout(() => socket.resume(), 1);
        });
        socket.on("close", () => ok(got));
        socket.write(get("/big"));
      });
      expect(bytes).toBeGreaterThan(160 * 64 * 1024);
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
      await s.close();
    }
  });

  test("a port in use is an error that names it and says what to do", async () => {
    const s = await serve(app().get("/", () => "ok"), { port: 0 });
    try {
      await expect(serve(app(), { port: s.port })).rejects.toThrow(`Port ${s.port} on 127.0.0.1 is in use: stop the server that holds it, pass another port, or 0 for a free one`);
    } finally {
      await s.close();
    }
  });

  test("close() twice: the second call gets the first one's promise", async () => {
    const s = await serve(app().get("/", () => "ok"), { port: 0 });
    const first = s.close();
    expect(s.close()).toBe(first);
    await first;
  });
});

describe("failures are classified by where they happened (api.fetch)", () => {
  test("a handler that aborts its own AbortController: an AbortError that is logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const api = app().get("/own", async () => {
        const mine = new AbortController();
        mine.abort();
        return (await fetch("http://127.0.0.1:9/", { signal: mine.signal })).text();
      });
      expect((await api.fetch(new Request("http://x/own"))).status).toBe(500);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("GET '/own' failed"), expect.objectContaining({ name: "AbortError" }));
    } finally {
      error.mockRestore();
    }
  });

  test("a request whose own signal aborted (its client left): the failure is not logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const client = new AbortController();
      const api = app().get("/gone", () => {
        client.abort();
        throw new Error("the handler noticed too late");
      });
      expect((await api.fetch(new Request("http://x/gone", { signal: client.signal }))).status).toBe(500);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
