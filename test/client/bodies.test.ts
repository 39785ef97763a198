/** The client's request and response bodies: JSON and text read, anything else passed through. */
import nodeFetch, { FormData as NodeFormData } from "node-fetch";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { app, text } from "versa";
import { serve, type Server } from "versa/node";
import { createClient, type FetchLike } from "versa/client";

const BYTES = [0xff, 0x00, 0xd8, 0x41];
const bodyApp = app()
  .post("/echo", async ({ request }) => ({ type: request.headers.get("content-type"), bytes: [...new Uint8Array(await request.arrayBuffer())] }))
  .get("/bin", () => new Response(new Uint8Array(BYTES), { headers: { "content-type": "application/octet-stream" } }))
  .get("/untyped", () => new Response(new Uint8Array(BYTES)))
  .get("/csv", () => text("a,b\n1,2", { headers: { "content-type": "text/csv" } }))
  .get("/vendor", () => new Response('{"a":1}', { headers: { "content-type": "application/vnd.x+json; charset=utf-8" } }))
  .get("/bad-bin", () => new Response(new Uint8Array(BYTES), { status: 503, headers: { "content-type": "image/png" } }));

let server: Server;
beforeAll(async () => {
  server = await serve(bodyApp, { port: 0, hostname: "127.0.0.1" });
});
afterAll(() => server.close());

const utf8 = (s: string) => [...new TextEncoder().encode(s)];

describe.each([
  ["global fetch", undefined, FormData],
  ["node-fetch", nodeFetch, NodeFormData as unknown as typeof FormData],
])("bodies with %s", (_, fetch, Form) => {
  const client = (headers?: Record<string, string>) => createClient<typeof bodyApp>({ baseUrl: server.url, ...(fetch && { fetch }), ...(headers && { headers }) });
  const echo = async (body: unknown, headers?: Record<string, string>, defaults?: Record<string, string>) => {
    const r = await client(defaults).post("/echo", { body, ...(headers && { headers }) });
    if (!r.ok) throw new Error(`status ${r.status}`);
    return { type: r.data.type, text: new TextDecoder().decode(new Uint8Array(r.data.bytes)), bytes: r.data.bytes };
  };

  test("a binary response is left unread: data undefined, response readable", async () => {
    for (const path of ["/bin", "/untyped"] as const) {
      const r = await client().get(path);
      expect(r.ok && r.data).toBeUndefined();
      expect([...new Uint8Array(await r.response.arrayBuffer())]).toEqual(BYTES);
    }
    const bad = await client().get("/bad-bin");
    expect(bad).toMatchObject({ ok: false, status: 503, error: undefined });
    expect([...new Uint8Array(await bad.response.arrayBuffer())]).toEqual(BYTES);
  });
  test("text/* is read as text, +json as JSON", async () => {
    expect(await client().get("/csv")).toMatchObject({ ok: true, data: "a,b\n1,2" });
    expect(await client().get("/vendor")).toMatchObject({ ok: true, data: { a: 1 } });
  });
  test("FormData, URLSearchParams, Blob and bytes pass through with fetch's own content type", async () => {
    for (const form of [new FormData(), new Form()]) {
      form.set("a", "1");
      const f = await echo(form);
      expect(f.type).toMatch(/^multipart\/form-data; boundary=/);
      expect(f.text).toContain('name="a"\r\n\r\n1\r\n');
    }
    expect(await echo(new URLSearchParams("a=1&b=2"))).toMatchObject({ type: expect.stringMatching(/^application\/x-www-form-urlencoded/), text: "a=1&b=2" });
    expect(await echo(new Blob(["hi"], { type: "text/x-hi" }))).toMatchObject({ type: "text/x-hi", text: "hi" });
    expect(await echo(new Uint8Array(BYTES))).toMatchObject({ type: null, bytes: BYTES });
    expect(await echo(new Uint8Array(BYTES).buffer)).toMatchObject({ type: null, bytes: BYTES });
    expect(await echo(new Uint8Array(BYTES), { "content-type": "application/octet-stream" })).toMatchObject({ type: "application/octet-stream", bytes: BYTES });
  });
  test("a string goes as-is under a non-JSON content type, a call's or a default's", async () => {
    expect(await echo("raw", { "content-type": "text/plain" })).toMatchObject({ type: "text/plain", text: "raw" });
    expect(await echo("<a/>", undefined, { "Content-Type": "application/xml" })).toMatchObject({ type: "application/xml", text: "<a/>" });
  });
  test("anything else is JSON: a string without a content type or under a JSON one, null, objects", async () => {
    expect(await echo("raw")).toMatchObject({ type: "application/json", text: '"raw"' });
    expect(await echo("raw", { "content-type": "application/merge-patch+json" })).toMatchObject({ type: "application/merge-patch+json", text: '"raw"' });
    expect(await echo(null)).toMatchObject({ type: "application/json", text: "null" });
    expect(await echo({ a: [1, "x"] })).toMatchObject({ type: "application/json", bytes: utf8('{"a":[1,"x"]}') });
  });
});

test("a ReadableStream body is streamed (global fetch; node-fetch 3 takes Node streams only)", async () => {
  const c = createClient<typeof bodyApp>({ baseUrl: server.url });
  const stream = new ReadableStream<Uint8Array>({
    start(ctl) {
      ctl.enqueue(new Uint8Array([1, 2]));
      ctl.enqueue(new Uint8Array([3]));
      ctl.close();
    },
  });
  const r = await c.post("/echo", { body: stream });
  expect(r.ok && r.data).toEqual({ type: null, bytes: [1, 2, 3] });
});

test("fetch sees the body as given, with duplex for a stream", async () => {
  const seen: Parameters<FetchLike>[1][] = [];
  const fake: FetchLike = async (_, init) => (seen.push(init), new Response(null, { status: 204 }));
  const c = createClient<typeof bodyApp>({ baseUrl: "http://h", fetch: fake });
  const form = new FormData();
  const bytes = new Uint8Array(BYTES);
  const stream = new ReadableStream<Uint8Array>();
  for (const body of [form, bytes, stream]) await c.post("/echo", { body });
  expect(seen.map((i) => [i.body, i.duplex, i.headers["content-type"]])).toEqual([
    [form, undefined, undefined],
    [bytes, undefined, undefined],
    [stream, "half", undefined],
  ]);
});

describe("a body JSON cannot write", () => {
  const sent: unknown[] = [];
  const client = createClient<never>({ baseUrl: "http://h", fetch: async (url, init) => (sent.push(init.body), new Response(null, { status: 204 })) });
  const post = (client as unknown as { post: (path: string, options: object) => Promise<unknown> }).post;
  const cycle: Record<string, unknown> = { a: { list: [1] } };
  (cycle["a"] as Record<string, unknown>)["back"] = cycle;

  test.each([
    [{ n: 1n }, `client.post('/n'): the body holds a BigInt at "n", which JSON cannot write: convert it with String() or Number()`],
    [{ items: [{ id: 2n }] }, `client.post('/n'): the body holds a BigInt at "items[0].id", which JSON cannot write: convert it with String() or Number()`],
    [cycle, `client.post('/n'): the body holds a cycle (a reference back to the top) at "a.back", which JSON cannot write: send a copy without the cycle`],
    [() => 1, `client.post('/n'): the body is a function, which JSON cannot write: pass an object, array, string, number, boolean or null`],
    [{ toJSON: () => undefined }, `client.post('/n'): the body is an object whose toJSON() gives undefined, which JSON cannot write: pass an object, array, string, number, boolean or null`],
  ])("%o rejects with NOT_JSON before any request", async (body, message) => {
    sent.length = 0;
    const error = await post("/n", { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ code: "NOT_JSON", message });
    expect(sent).toEqual([]);
  });
});

test("a Date in a body reaches z.coerce.date() as its ISO text; z.date() answers 400", async () => {
  const day = new Date(Date.UTC(2024, 1, 29, 12));
  const api = app()
    .post("/coerced", { schema: { body: z.object({ at: z.coerce.date() }) } }, ({ body }) => body.at.getTime())
    .post("/date", { schema: { body: z.object({ at: z.date() }) } }, ({ body }) => body.at.getTime());
  const client = createClient<typeof api>({ baseUrl: "http://h", fetch: (url, init) => api.fetch(new Request(url, init)) });
  const r = await client.post("/coerced", { body: { at: day } });
  expect(r.ok && r.data).toBe(day.getTime());
  // the types refuse this call (types-test/client-body.test-d.ts); untyped, it is the server's 400
  const refused = await (client.post as (path: string, options: object) => Promise<{ status: number }>)("/date", { body: { at: day } });
  expect(refused.status).toBe(400);
});
