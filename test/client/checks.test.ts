/** `createClient()` and its calls misused: options checked when the client is created, calls before any request. */
import { describe, expect, test } from "vitest";
import { app } from "versa";
import { createClient, type FetchLike } from "versa/client";

const api = app().get("/x", () => "x");
const seen: string[] = [];
const fetch: FetchLike = async (url) => (seen.push(url), new Response(null, { status: 204 }));
const create = (options: unknown) => () => createClient<typeof api>(options as never);
const at = (detail: string) => `Invalid options at createClient(): ${detail}`;
const notHttp = (got: string) => at(`baseUrl: expected an absolute http(s) URL such as "https://example.com/api" or a path such as "/api" (one leading '/'), got ${got}`);

describe("createClient() options", () => {
  test.each([
    [undefined, at("options: expected an object { baseUrl, fetch?, headers?, onDeprecation?, credentials? }, got undefined")],
    ["http://x", at(`options: expected an object { baseUrl, fetch?, headers?, onDeprecation?, credentials? }, got "http://x"`)],
    [{}, notHttp("undefined")],
    [{ baseURL: "http://x" }, at("baseURL: unknown option (accepted: baseUrl, fetch, headers, onDeprecation, credentials)")],
    [{ baseUrl: "localhost:3000" }, `${notHttp(`"localhost:3000"`)} (did you mean "http://localhost:3000"?)`],
    [{ baseUrl: "ftp://x" }, notHttp(`"ftp://x"`)],
    [{ baseUrl: "//x" }, notHttp(`"//x"`)],
    [{ baseUrl: 3000 }, notHttp("3000")],
    [{ baseUrl: "http://x", fetch: "x" }, at(`fetch: expected a function such as globalThis.fetch, got "x"`)],
    [{ baseUrl: "http://x", headers: "a: 1" }, at(`headers: expected an object of strings, Headers or [name, value] pairs, got "a: 1"`)],
    [{ baseUrl: "http://x", headers: { a: { b: 1 } } }, at("headers.a: expected a string or undefined, got an object")],
    [{ baseUrl: "http://x", headers: { "bad name": "1" } }, /^Invalid options at createClient\(\): headers: .*bad name/],
    [{ baseUrl: "http://x", credentials: true }, at(`credentials: expected "omit", "same-origin" or "include", got true`)],
  ])("%j is a TypeError when the client is created", (options, message) => {
    expect(create(options)).toThrow(TypeError);
    expect(create(options)).toThrow(message);
  });

  test.each(["http://h/api", "HTTPS://h", new URL("http://h/"), "/api", "/", ""])("%s is accepted", async (baseUrl) => {
    await createClient<typeof api>({ baseUrl, fetch }).get("/x");
    expect(seen.at(-1)).toMatch(/\/x$/);
  });

  test("credentials go to every call's fetch, and only when set", async () => {
    const inits: Parameters<FetchLike>[1][] = [];
    const spy: FetchLike = async (_, init) => (inits.push(init), new Response(null, { status: 204 }));
    await createClient<typeof api>({ baseUrl: "/", fetch: spy, credentials: "include" }).get("/x");
    await createClient<typeof api>({ baseUrl: "/", fetch: spy }).get("/x");
    expect(inits.map((i) => i.credentials)).toEqual(["include", undefined]);
    expect("credentials" in inits[1]!).toBe(false);
  });

  test("headers may be Headers or pairs", async () => {
    await createClient<typeof api>({ baseUrl: "/", fetch, headers: new Headers({ a: "1" }) as never }).get("/x");
    await createClient<typeof api>({ baseUrl: "/", fetch, headers: [["a", "1"]] as never }).get("/x");
  });
});

describe("a call's options", () => {
  const client = createClient<typeof api>({ baseUrl: "http://h", fetch });
  const get = (options: unknown) => client.get("/x", options as never);
  const inCall = (detail: string) => `Invalid options at client.get('/x'): ${detail}`;
  const values = "expected a string, number, boolean, bigint or Date, an array of them, null or undefined";

  test.each([
    [{ qeury: { a: 1 } }, inCall("qeury: unknown option (accepted: params, query, body, headers, signal)")],
    [null, inCall("options: expected an object { params, query, body, headers, signal }, got null")],
    [{ query: "a=1" }, inCall(`query: expected an object such as { page: 2 }, got "a=1"`)],
    [{ query: { a: { b: 1 } } }, inCall(`query.a: ${values}, got an object`)],
    [{ query: { a: () => 1 } }, inCall(`query.a: ${values}, got a function`)],
    [{ query: { a: [1, null] } }, inCall(`query.a: ${values}, got null`)],
  ])("%j rejects with a TypeError before any request", async (options, message) => {
    const before = seen.length;
    await expect(get(options)).rejects.toThrow(new TypeError(message));
    expect(seen.length).toBe(before);
  });

  test("query values of every accepted kind", async () => {
    await get({ query: { a: [1, "b", true], b: undefined, c: 0 } });
    expect(seen.at(-1)).toBe("http://h/x?a=1&a=b&a=true&c=0");
  });
});
