import { describe, expect, test } from "vitest";
import { FETCHES, served } from "../cases/fetches.js";
import { app } from "versa";
import { createClient, type Result } from "versa/client";
import { clientApp } from "../cases/client-app.js";

const server = served(clientApp);

describe.each(FETCHES)("client over serve() with %s", (_, fetch) => {
  const client = () => createClient<typeof clientApp>({ baseUrl: server().url, ...(fetch && { fetch }) });

  test("text route", async () => {
    const r = await client().get("/health");
    expect(r).toMatchObject({ ok: true, status: 200, data: "ok" });
  });
  test("typed params, handler-inferred data", async () => {
    const r = await client().get("/v1/users/<id:int>", { params: { id: 7 } });
    expect(r.ok && r.data).toEqual({ id: 7, name: "user 7", born: "2000-01-01T00:00:00.000Z" });
  });
  test("another version of the same path", async () => {
    const r = await client().get("/v2/users/<id:int>", { params: { id: 7 } });
    expect(r.ok && r.data).toEqual({ id: "7", v: 2 });
  });
  test("query schema: coerced and repeated keys", async () => {
    const r = await client().get("/v1/users/", { query: { page: 2, tag: ["a", "b"] } });
    expect(r.ok && r.data).toEqual({ page: 2, tags: ["a", "b"] });
  });
  test("a single value for an array key is an array of one", async () => {
    const r = await client().get("/v1/users/", { query: { page: 1, tag: ["a"] } });
    expect(r.ok && r.data).toEqual({ page: 1, tags: ["a"] });
  });
  test("400 lists each issue", async () => {
    const r = await client().get("/v1/users/", { query: { page: 0 } });
    expect(r.ok).toBe(false);
    expect(r.status).toBe(400);
    expect(!r.ok && r.error).toMatchObject({ error: "Invalid input", issues: [{ in: "query", path: ["page"] }] });
  });
  test("body schema and response schema", async () => {
    const ok = await client().post("/v1/users/", { body: { name: "ada", age: 36 } });
    expect(ok.ok && ok.data).toEqual({ id: 1, name: "ada" });
    const bad = await client().post("/v1/users/", { body: { name: "", age: -1 } });
    expect(bad.status).toBe(400);
    expect(!bad.ok && (bad.error as { issues: { in: string; path: string[] }[] }).issues.map((i) => `${i.in}.${i.path.join(".")}`)).toEqual(["body.name", "body.age"]);
  });
  test("params schema refines the path's params", async () => {
    expect((await client().put("/v1/users/<id:int>", { params: { id: 5 }, body: { name: "x" } })).ok).toBe(true);
    const r = await client().put("/v1/users/<id:int>", { params: { id: 5000 }, body: { name: "x" } });
    expect(r.status).toBe(400);
    expect(!r.ok && r.error).toMatchObject({ issues: [{ in: "params", path: ["id"] }] });
  });
  test("headers schema, ymd param as text or Date, version prefix param", async () => {
    const r = await client().get("/<tenant:str>/v1/days/<d:ymd>", { params: { tenant: "acme", d: "2024-02-29" }, headers: { "x-key": "k" } });
    expect(r.ok && r.data).toEqual({ day: "2024-02-29", tenant: "acme", key: "k" });
    const r2 = await client().get("/<tenant:str>/v1/days/<d:ymd>", { params: { tenant: "acme", d: new Date(Date.UTC(2024, 0, 2)) }, headers: { "x-key": "k" } });
    expect(r2.ok && r2.data).toMatchObject({ day: "2024-01-02" });
    const missing = await client().get("/<tenant:str>/v1/days/<d:ymd>", { params: { tenant: "acme", d: "2024-02-29" }, headers: {} as { "x-key": string } });
    expect(missing.status).toBe(400);
  });
  test("a Response passes through", async () => {
    const r = await client().delete("/v1/users/<id:int>", { params: { id: 1 } });
    expect(r).toMatchObject({ ok: true, status: 204, data: undefined });
  });
  test("404 and 405", async () => {
    const c = createClient<typeof clientApp>({ baseUrl: `${server().url}/nowhere`, ...(fetch && { fetch }) });
    expect(await c.get("/health")).toMatchObject({ ok: false, status: 404, error: "Not Found" });
    const r = await client().delete("/v1/users/" as never);
    expect(r).toMatchObject({ ok: false, status: 405 });
    expect(r.headers.get("allow")).toBe("GET, HEAD, POST");
  });
  test("a param that does not fit its pattern throws before any request", async () => {
    await expect(client().get("/v1/users/<id:int>", { params: { id: 1.5 } })).rejects.toThrow("Invalid value 1.5 for parameter 'id'");
  });
});

describe.each(FETCHES)("default and call headers with %s", (_, fetch) => {
  const echoApp = app()
    .get("/h", ({ request }) => Object.fromEntries(request.headers))
    .post("/h", ({ request }) => Object.fromEntries(request.headers));
  const s = served(echoApp);
  const client = (headers?: Record<string, string>) => createClient<typeof echoApp>({ baseUrl: s().url, ...(fetch && { fetch }), ...(headers && { headers }) });
  const sent = async (p: Promise<Result<Record<string, string>>>) => {
    const r = await p;
    expect(r.ok).toBe(true);
    return r.ok ? r.data : {};
  };

  test("a call's header wins over a default of another case, never joined", async () => {
    const h = await sent(client({ Authorization: "Bearer default", Accept: "text/plain", "X-Keep": "1" }).get("/h", { headers: { authorization: "Bearer call", ACCEPT: "application/json" } }));
    expect(h).toMatchObject({ authorization: "Bearer call", accept: "application/json", "x-keep": "1" });
  });
  test("a call's Headers or pairs (untyped callers) merge the same way", async () => {
    const c = client({ Authorization: "Bearer default" });
    expect(await sent(c.get("/h", { headers: new Headers({ authorization: "Bearer h" }) as never }))).toMatchObject({ authorization: "Bearer h" });
    expect(await sent(c.get("/h", { headers: [["AUTHORIZATION", "Bearer p"]] as never }))).toMatchObject({ authorization: "Bearer p" });
  });
  test("a JSON body's content-type gives way to a default's or a call's", async () => {
    expect(await sent(client().post("/h", { body: { a: 1 } }))).toMatchObject({ "content-type": "application/json" });
    const d = client({ "Content-Type": "application/merge-patch+json" });
    expect(await sent(d.post("/h", { body: { a: 1 } }))).toMatchObject({ "content-type": "application/merge-patch+json" });
    expect(await sent(d.post("/h", { body: { a: 1 }, headers: { "content-type": "application/vnd.x+json" } }))).toMatchObject({ "content-type": "application/vnd.x+json" });
  });
  test("a GET with a body (untyped callers) throws a TypeError before any request", async () => {
    const r = client().get("/h", { body: { a: 1 } } as never);
    await expect(r).rejects.toThrow(TypeError);
    await expect(r).rejects.toThrow("Cannot send a body with GET '/h': GET/HEAD requests cannot carry a body");
  });
});

describe("bodies at the edge", () => {
  const post = (body: string, headers: Record<string, string>) => fetch(`${server().url}/v1/users/`, { method: "POST", body, headers });
  test("malformed JSON is a 400", async () => {
    expect((await post("{", { "content-type": "application/json" })).status).toBe(400);
  });
  test("another content type is a 415", async () => {
    expect((await post("name=x", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
  });
  test("a body over the limit is a 413", async () => {
    expect((await post(JSON.stringify({ name: "x".repeat(1024 * 1024), age: 1 }), { "content-type": "application/json" })).status).toBe(413);
  });
});
