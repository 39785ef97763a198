/** The client's options: undefined headers left out, baseUrl checked, abort signals. */
import { describe, expect, test } from "vitest";
import { FETCHES, served } from "../cases/fetches.js";
import { app } from "versa";
import { createClient, type FetchLike } from "versa/client";

const echoApp = app()
  .get("/h", ({ request }) => Object.fromEntries(request.headers))
  .get("/slow", () => new Promise<string>((r) => setTimeout(() => r("late"), 2000)));

const server = served(echoApp);

describe.each(FETCHES)("options with %s", (_, fetch) => {
  test("an undefined header, default or a call's, is not sent", async () => {
    const c = createClient<typeof echoApp>({ baseUrl: server().url, ...(fetch && { fetch }), headers: { "X-Default": undefined, "X-Keep": "1" } });
    const r = await c.get("/h", { headers: { "x-key": undefined, "x-call": "2" } });
    expect(r.ok).toBe(true);
    const sent = r.ok ? r.data : {};
    expect(sent).toMatchObject({ "x-keep": "1", "x-call": "2" });
    expect(Object.keys(sent)).not.toContain("x-key");
    expect(Object.keys(sent)).not.toContain("x-default");
  });
  test("a call's undefined header does not remove a default of the same name", async () => {
    const c = createClient<typeof echoApp>({ baseUrl: server().url, ...(fetch && { fetch }), headers: { Authorization: "Bearer d" } });
    const r = await c.get("/h", { headers: { authorization: undefined } });
    expect(r.ok && r.data).toMatchObject({ authorization: "Bearer d" });
  });
  test("signal aborts a call", async () => {
    const c = createClient<typeof echoApp>({ baseUrl: server().url, ...(fetch && { fetch }) });
    await expect(c.get("/slow", { signal: AbortSignal.timeout(50) })).rejects.toThrow(/abort/i);
  });
});

describe("baseUrl", () => {
  const seen: string[] = [];
  const fake: FetchLike = async (url) => (seen.push(url), new Response(null, { status: 204 }));
  test.each(["http://h/api?key=1", "http://h/api#top", "http://h/api?", new URL("http://h/api?key=1")])("%s is refused when the client is created", (baseUrl) => {
    expect(() => createClient<typeof echoApp>({ baseUrl, fetch: fake })).toThrow(TypeError);
    expect(() => createClient<typeof echoApp>({ baseUrl, fetch: fake })).toThrow(
      `Invalid baseUrl "${String(baseUrl)}": expected an origin and an optional base path, such as "https://example.com/api", without a query string or fragment`,
    );
  });
  test.each([
    ["http://h/api/", "http://h/api/h"],
    ["http://h/api", "http://h/api/h"],
    [new URL("http://h/api/"), "http://h/api/h"],
    ["/api", "/api/h"],
    ["", "/h"],
  ])("%s is a base for the paths", async (baseUrl, expected) => {
    await createClient<typeof echoApp>({ baseUrl, fetch: fake }).get("/h");
    expect(seen.at(-1)).toBe(expected);
  });
});
