/**
 * `cors()` (src/server/cors.ts) against the Fetch standard's CORS rules, with hand-made requests;
 * test/browser/cors.test.ts has a real browser make them.
 */
import { describe, expect, test } from "vitest";
import { app, blueprint, cors, json, type CorsOptions } from "versa";

const PAGE = "https://example.com";
const users = blueprint("users", { urlPrefix: "/users" })
  .get("/<id:int>", ({ params }) => ({ id: params.id }))
  .put("/<id:int>", () => ({ saved: true }))
  .get("/moved", () => Response.redirect("https://example.com/elsewhere", 302));
const served = (options?: CorsOptions) => app().use(cors(options)).blueprint(users).options("/own", () => "the app's own OPTIONS route");
const send = (api: { fetch: (r: Request) => Promise<Response> }, path: string, init: RequestInit = {}) => api.fetch(new Request(`http://api.test${path}`, init));
const preflight = (method: string, headers: Record<string, string> = {}) => ({ method: "OPTIONS", headers: { origin: PAGE, "access-control-request-method": method, ...headers } });
const cors_ = (r: Response) => Object.fromEntries([...r.headers].filter(([k]) => k.startsWith("access-control-") || k === "vary"));

describe("a preflight is answered from the router's methods for the path", () => {
  test("with no OPTIONS route: 204, the path's methods as Allow lists them, the headers asked for", async () => {
    const r = await send(served({ origin: [PAGE], maxAge: 600 }), "/users/7", preflight("PUT", { "access-control-request-headers": "x-custom, content-type" }));
    expect(r.status).toBe(204);
    expect(cors_(r)).toEqual({
      "access-control-allow-origin": PAGE,
      "access-control-allow-methods": "GET, HEAD, PUT",
      "access-control-allow-headers": "x-custom, content-type",
      "access-control-max-age": "600",
      vary: "Origin, Access-Control-Request-Headers",
    });
  });
  test("where an OPTIONS route exists, the preflight is still cors()'s; a plain OPTIONS is the route's", async () => {
    const api = served();
    const r = await send(api, "/own", preflight("OPTIONS"));
    expect([r.status, cors_(r)["access-control-allow-methods"]]).toEqual([204, "OPTIONS"]);
    expect(await (await send(api, "/own", { method: "OPTIONS" })).text()).toBe("the app's own OPTIONS route");
  });
  test("allowHeaders and credentials", async () => {
    const r = await send(served({ origin: (o) => o.endsWith("example.com"), credentials: true, allowHeaders: ["x-a"] }), "/users/7", preflight("PUT", { "access-control-request-headers": "x-b" }));
    expect(cors_(r)).toEqual({
      "access-control-allow-origin": PAGE,
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": "GET, HEAD, PUT",
      "access-control-allow-headers": "x-a",
      vary: "Origin",
    });
  });
  test("an origin not allowed gets no CORS headers (the browser refuses); a path no route has is a 404", async () => {
    const r = await send(served({ origin: [PAGE] }), "/users/7", { ...preflight("PUT"), headers: { origin: "https://evil.test", "access-control-request-method": "PUT" } });
    expect([r.status, cors_(r)]).toEqual([204, { vary: "Origin" }]);
    expect((await send(served(), "/nowhere", preflight("GET"))).status).toBe(404);
  });
  test("on a blueprint, its paths' preflights are answered through the 405's first candidate", async () => {
    const api = app().blueprint(blueprint("b").use(cors()).get("/b", () => "b"));
    const r = await send(api, "/b", preflight("GET"));
    expect([r.status, cors_(r)["access-control-allow-origin"]]).toEqual([204, "*"]);
  });
});

describe("every answer to an allowed origin carries the CORS headers", () => {
  test.each([
    ["a route's answer", "GET", "/users/7", 200],
    ["a 404", "GET", "/nowhere", 404],
    ["a 405", "DELETE", "/users/7", 405],
    ["a redirect, whose headers are immutable", "GET", "/users/moved", 302],
  ])("%s", async (_what, method, path, status) => {
    const r = await send(served({ origin: [PAGE], exposeHeaders: ["x-total"] }), path, { method, headers: { origin: PAGE } });
    expect([r.status, cors_(r)]).toEqual([
      status,
      {
        "access-control-allow-origin": PAGE,
        "access-control-expose-headers": "Deprecation, Sunset, Link, api-supported-versions, api-deprecated-versions, x-total",
        vary: "Origin",
      },
    ]);
  });
  test("a Response the handler keeps is answered with copies: each request's origin on its own answer", async () => {
    const kept = new Response(null, { status: 204, headers: { "x-kept": "1" } });
    const other = "https://other.example";
    const api = app().use(cors({ origin: [PAGE, other] })).get("/k", () => kept);
    const [a, b] = [await send(api, "/k", { headers: { origin: PAGE } }), await send(api, "/k", { headers: { origin: other } })];
    expect([a.headers.get("access-control-allow-origin"), b.headers.get("access-control-allow-origin")]).toEqual([PAGE, other]);
    expect([[...kept.headers], a.headers.get("x-kept")]).toEqual([[["x-kept", "1"]], "1"]);
  });
  test("an error answered by an onError hook too", async () => {
    const api = app({ onError: () => json({ error: "nope" }, 500) }).use(cors()).get("/x", () => {
      throw new Error("x");
    });
    const r = await send(api, "/x", { headers: { origin: PAGE } });
    expect([r.status, r.headers.get("access-control-allow-origin")]).toEqual([500, "*"]);
  });
  test("origin '*' answers '*' and adds no Vary; a request without Origin gets Vary only where the origin matters", async () => {
    expect(cors_(await send(served(), "/users/7", { headers: { origin: PAGE } }))["access-control-allow-origin"]).toBe("*");
    expect(cors_(await send(served(), "/users/7"))).toEqual({});
    expect(cors_(await send(served({ origin: [PAGE] }), "/users/7"))).toEqual({ vary: "Origin" });
  });
});
