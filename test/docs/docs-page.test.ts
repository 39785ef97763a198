/**
 * `docs(api)` from `versa/docs`: the page, its script and Swagger UI's files, one document per
 * version; its routes are in `api.routes` and never in a document. (The page drawn in a browser is
 * tested by `npm run test:interop`.)
 */
import { describe, expect, it } from "vitest";
import { app, blueprint, openapi } from "versa";
import { docs } from "versa/docs";
import { api as demo } from "../../examples/demo/app.js";

const get = async (api: { fetch: (r: Request) => Response | Promise<Response> }, path: string) => {
  const res = await api.fetch(new Request(`http://h${path}`));
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
};

describe("docs(demo)", () => {
  const withDocs = docs(demo, { info: { title: "Library <API>" } });

  it("serves a page that loads Swagger UI from below its own path", async () => {
    const page = await get(withDocs, "/docs");
    expect([page.status, page.type]).toEqual([200, "text/html; charset=utf-8"]);
    expect(page.text).toContain("<title>Library &lt;API&gt;</title>");
    for (const file of ["swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "start.js"]) {
      expect(page.text).toContain(`/docs/${file}`);
      const asset = await get(withDocs, `/docs/${file}`);
      expect([asset.status, asset.text.length > 100], file).toEqual([200, true]);
    }
    expect(page.text).not.toMatch(/https?:\/\//);
  });

  it("offers each version, newest first, then the routes without one", async () => {
    const start = (await get(withDocs, "/docs/start.js")).text;
    const urls = [...start.matchAll(/"name":"([^"]+)","url":"([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(urls).toEqual([
      ["v3", "/docs/v3.json"],
      ["v2", "/docs/v2.json"],
      ["v1.25", "/docs/v1.25.json"],
      ["v1", "/docs/v1.json"],
      ["unversioned", "/docs/unversioned.json"],
    ]);
    expect(start).toContain(`"validatorUrl":null`);
    const v2 = JSON.parse((await get(withDocs, "/docs/v2.json")).text);
    expect(v2).toEqual(JSON.parse(JSON.stringify(openapi(demo, { version: 2, info: { title: "Library <API>", version: "2" } }))));
  });

  it("offers the declared versions in the app's order, newest (last declared) first", async () => {
    const api = app({ versions: [1, "1.5", 3, 2] })
      .get("/x", { version: { since: 1 } }, () => "x")
      .get("/h", () => "h");
    const start = (await get(docs(api), "/docs/start.js")).text;
    expect([...start.matchAll(/"name":"([^"]+)"/g)].map((m) => m[1])).toEqual(["v2", "v3", "v1.5", "v1", "unversioned"]);
  });

  it("lists its routes in api.routes, hidden from every document", () => {
    const added = withDocs.routes.slice(demo.routes.length);
    expect(added.map((r) => r.path)).toEqual([
      "/docs",
      "/docs/start.js",
      "/docs/swagger-ui.css",
      "/docs/swagger-ui-bundle.js",
      "/docs/swagger-ui-standalone-preset.js",
      ...["v3", "v2", "v1.25", "v1", "unversioned"].map((v) => `/docs/${v}.json`),
    ]);
    expect(added.every((r) => r.openapi.hidden)).toBe(true);
    expect(openapi(withDocs, { info: { title: "t", version: "1" } })).toEqual(openapi(demo, { info: { title: "t", version: "1" } }));
  });

  it("takes a path, the versions shown and the documents' options", async () => {
    const api = app().blueprint(blueprint("b", { version: 1 }).get("/b", () => "b")).get("/h", () => "h");
    const custom = docs(api, { path: "/api/reference", versions: [1], security: [], servers: [{ url: "/base" }] });
    const doc = JSON.parse((await get(custom, "/api/reference/v1.json")).text);
    expect([doc.info, doc.security, doc.servers, Object.keys(doc.paths)]).toEqual([{ title: "API", version: "1" }, [], [{ url: "/base" }], ["/v1/b"]]);
    expect((await get(custom, "/api/reference/unversioned.json")).status).toBe(404);
  });

  it.each([
    [{ path: "docs" }, `path: expected a path such as "/docs", got "docs"`],
    [{ path: "/docs/" }, `path: expected a path such as "/docs"`],
    [{ versions: 2 }, "versions: expected an array of versions, got 2"],
    [{ versoin: [] }, "versoin: unknown option (accepted: path, info, versions, servers, tags, security, securitySchemes)"],
    [{ versions: [7] }, `openapi(): no route has version "7"`],
    [{ tags: ["x"] }, "tags.0: expected an object { name, description?, externalDocs? }"],
  ])("%j is refused where docs() is called", (options, detail) => {
    expect(() => docs(demo, options as never)).toThrow(detail);
  });

  it("refuses what is not an app", () => {
    expect(() => docs(demo.routes as never)).toThrow(new TypeError("docs(): expected an app, got an array"));
  });
});
