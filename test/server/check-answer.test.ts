/**
 * Response schemas enforced on whatever a handler answers (src/server/check-answer.ts), and the
 * client's result for each answer: one table, test/cases/statuses.ts, which the type test reads too.
 */
import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { app, json } from "versa";
import { createClient } from "versa/client";
import { statusApp, statusCases } from "../cases/statuses.js";

const seen: unknown[] = [];
const api = statusApp({ onError: (e) => void seen.push(e) });
const client = createClient<typeof api>({ baseUrl: "http://h", fetch: (url, init) => api.fetch(new Request(url, init)) });

/** A case's body as the server sent it: JSON, text, or `undefined` for none. */
const bodyOf = async (r: Response): Promise<unknown> => {
  const t = await r.text();
  if (t === "") return undefined;
  return r.headers.get("content-type")?.includes("json") ? JSON.parse(t) : t;
};

describe.each(statusCases)("$name", (c) => {
  const url = () => `http://h${api.url(c.template as never, c.params as never)}${Object.keys(c.query).length ? `?${new URLSearchParams(c.query as never)}` : ""}`;

  test(`the server answers ${c.status}${"mismatch" in c ? ", and onError sees RESPONSE_MISMATCH" : ""}`, async () => {
    seen.length = 0;
    const r = await api.fetch(new Request(url(), { method: c.method.toUpperCase() }));
    expect([r.status, await bodyOf(r)]).toEqual([c.status, c.body]);
    if ("mismatch" in c) expect(seen).toMatchObject([{ code: "RESPONSE_MISMATCH", name: "TypeError" }]);
    else expect(seen).toEqual([]);
  });

  test("the client's result has its status, ok for 2xx, and the body as data or error", async () => {
    const call = client[c.method] as (template: string, options: object) => Promise<{ ok: boolean; status: number; data?: unknown; error?: unknown }>;
    const r = await call(c.template, { params: c.params, query: c.query });
    const ok = c.status >= 200 && c.status < 300;
    expect({ ok: r.ok, status: r.status, body: ok ? r.data : r.error }).toEqual({ ok, status: c.status, body: c.body });
  });
});

describe("what the mismatch says", () => {
  test("a body its schema refuses: the route and the issues", async () => {
    seen.length = 0;
    await api.fetch(new Request("http://h/one/3"));
    expect((seen[0] as Error).message).toMatch(/^The response of route GET '\/one\/<n:int>' of app does not match its schema: \[\{"in":"body","path":\["id"\],"message":"Invalid input: expected number, received string"\}\]$/);
  });

  test("a status the map lacks: the status and the ones it declares", async () => {
    seen.length = 0;
    await api.fetch(new Request("http://h/codes/410"));
    expect((seen[0] as Error).message).toBe(
      "The response of route GET '/codes/<code:int>' of app has status 410, which its response schemas do not declare (declared: 200, 404): add a schema for 410, or answer with a declared status",
    );
  });
});

describe("what is not checked, and what is kept", () => {
  test("a streamed body of another type passes unread", async () => {
    const a = app().get("/s", { schema: { response: z.string() } }, () => new Response(new Blob(["raw"]).stream(), { headers: { "content-type": "application/octet-stream" } }));
    const r = await a.fetch(new Request("http://h/s"));
    expect([r.status, await r.text()]).toEqual([200, "raw"]);
  });

  test("an answer sent as the schema's output keeps its status, reason and headers", async () => {
    const a = app().get("/k", { schema: { response: z.object({ id: z.number() }) } }, () => json({ id: 1, secret: "s" }, { status: 202, statusText: "Queued", headers: { "x-a": "1" } }));
    const r = await a.fetch(new Request("http://h/k"));
    expect([r.status, r.statusText, r.headers.get("x-a"), r.headers.get("content-type"), await r.json()]).toEqual([202, "Queued", "1", "application/json; charset=utf-8", { id: 1 }]);
  });

  test("headers that described the body as it came are dropped with it (a proxied answer's length, encoding, tag)", async () => {
    const upstream = { "content-length": "38", "content-encoding": "identity", etag: '"v1"', "x-kept": "1" };
    const a = app().get("/p", { schema: { response: z.object({ a: z.number() }) } }, () => new Response('{ "a": 1, "secret": "hidden" }', { headers: { ...upstream, "content-type": "application/json" } }));
    const r = await a.fetch(new Request("http://h/p"));
    const h = Object.fromEntries(r.headers);
    expect([h["content-length"], h["content-encoding"], h["etag"], h["x-kept"], await r.text()]).toEqual([undefined, undefined, undefined, "1", '{"a":1}']);
  });

  test("a HEAD request is checked like its GET, and sent without a body", async () => {
    const error = vi.fn();
    const a = app({ onError: error }).get("/h", { schema: { response: { 200: z.object({ id: z.number() }) } } }, () => json({ id: 1 }));
    const r = await a.fetch(new Request("http://h/h", { method: "HEAD" }));
    expect([r.status, await r.text(), error.mock.calls.length]).toEqual([200, "", 0]);
  });
});
