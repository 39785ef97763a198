/** The client's wire formats: event streams, empty text, query values, a
 * default content type with a form. */
import nodeFetch, { FormData as NodeFormData } from "node-fetch";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { app, text } from "versa";
import { serve, type Server } from "versa/node";
import { createClient } from "versa/client";

const events = () =>
  new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("data: 1\n\n")) }), {
    headers: { "content-type": "text/event-stream" },
  });
const wireApp = app()
  .get("/events", events)
  .get("/empty", () => text(""))
  .get("/q", ({ request }) => new URL(request.url).search)
  .post("/form", async ({ request }) => request.headers.get("content-type") ?? "none");

let server: Server;
beforeAll(async () => {
  server = await serve(wireApp, { port: 0, hostname: "127.0.0.1" });
});
afterAll(() => server.close({ timeout: 100 }));

describe("the client", () => {
  const client = createClient<typeof wireApp>({ baseUrl: "http://x", fetch: (u, i) => fetch(u.replace("http://x", server.url), i) });

  test("leaves an event stream unread: the call returns at once", async () => {
    const r = await client.get("/events", { signal: AbortSignal.timeout(2000) });
    expect(r).toMatchObject({ ok: true, data: undefined });
    const reader = r.response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: 1\n\n");
    await reader.cancel();
  });

  test("reads an empty text body as the empty string its type says", async () => {
    expect(await client.get("/empty")).toMatchObject({ ok: true, data: "" });
  });

  test("sends a Date as ISO text and a bigint as digits; leaves null out", async () => {
    const r = await client.get("/q", { query: { at: new Date(0), n: 12345678901234567890n, gone: null, x: "1" } });
    expect(r.ok && decodeURIComponent(r.data)).toBe("?at=1970-01-01T00:00:00.000Z&n=12345678901234567890&x=1");
    await expect(client.get("/q", { query: { at: new Date("nope") } })).rejects.toThrow("query.at");
  });

  test.each([
    ["global fetch", globalThis.fetch, FormData],
    ["node-fetch", nodeFetch, NodeFormData as unknown as typeof FormData],
  ] as const)("drops a default JSON content type for a form, keeps a call's own (%s)", async (_, f, Form) => {
    const json = createClient<typeof wireApp>({ baseUrl: server.url, fetch: f, headers: { "content-type": "application/json" } });
    const form = new Form();
    form.set("a", "1");
    expect(await json.post("/form", { body: form })).toMatchObject({ data: expect.stringMatching(/^multipart\/form-data; boundary=/) });
    expect(await json.post("/form", { body: new Blob(["x"]), headers: { "content-type": "application/x-mine" } })).toMatchObject({ data: "application/x-mine" });
    expect(await json.post("/form", { body: { a: 1 } })).toMatchObject({ data: "application/json" });
  });
});
