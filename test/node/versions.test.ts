/**
 * Versions over real HTTP (serve()): each lifecycle header as a client receives it, the
 * problem+json 404 for a version the app does not serve, the version report, and the typed
 * client's deprecation, with `onDeprecation` told once per path template.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { app, blueprint } from "versa";
import { createClient, type DeprecationNotice } from "versa/client";
import { serve, type Server } from "versa/node";

const users = blueprint("users", { urlPrefix: "/users", version: { since: 1 } }).get("/<id:int>", ({ params, route }) => ({ id: params.id, version: route.version }));
const api = app({
  versions: [1, 2],
  lifecycle: { 1: { deprecated: "2026-01-01", sunset: "2027-01-01", link: "https://example.com/v1-to-v2", sunsetLink: "https://example.com/v1-sunset" } },
  reportVersions: true,
}).blueprint(users);

let server: Server;
beforeAll(async () => {
  server = await serve(api, { port: 0 });
});
afterAll(() => server.close());

describe("versions over HTTP", () => {
  test("a deprecated version's answer carries Deprecation, Sunset, Link and the report", async () => {
    const res = await fetch(`${server.url}/v1/users/7`);
    expect(await res.json()).toEqual({ id: 7, version: "1" });
    expect(Object.fromEntries(["deprecation", "sunset", "link", "api-supported-versions", "api-deprecated-versions"].map((h) => [h, res.headers.get(h)]))).toEqual({
      deprecation: "@1767225600",
      sunset: "Fri, 01 Jan 2027 00:00:00 GMT",
      link: '<https://example.com/v1-to-v2>; rel="deprecation", <https://example.com/v1-sunset>; rel="sunset"',
      "api-supported-versions": "2",
      "api-deprecated-versions": "1",
    });
  });
  test("a current version's answer carries only the report", async () => {
    const res = await fetch(`${server.url}/v2/users/7`);
    expect([res.headers.get("deprecation"), res.headers.get("sunset"), res.headers.get("link"), res.headers.get("api-supported-versions")]).toEqual([null, null, null, "2"]);
  });
  test("a version the app does not serve is a problem+json 404", async () => {
    const res = await fetch(`${server.url}/v3/users/7`);
    expect([res.status, res.headers.get("content-type")]).toEqual([404, "application/problem+json"]);
    expect(await res.json()).toEqual({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: "Version 3 is not served here; the supported versions are 1, 2",
      version: "3",
      supportedVersions: ["1", "2"],
    });
  });
  test("the client's result carries the deprecation, and onDeprecation is told once per path template", async () => {
    const told: DeprecationNotice[] = [];
    const client = createClient<typeof api>({ baseUrl: server.url, onDeprecation: (n) => void told.push(n) });
    const first = await client.get("/v1/users/<id:int>", { params: { id: 1 } });
    await client.get("/v1/users/<id:int>", { params: { id: 2 } });
    const current = await client.get("/v2/users/<id:int>", { params: { id: 3 } });
    expect(first.deprecation).toEqual({ date: new Date("2026-01-01T00:00:00Z"), sunset: new Date("2027-01-01T00:00:00Z"), link: "https://example.com/v1-to-v2" });
    expect(current.deprecation).toBeUndefined();
    expect(told).toEqual([{ method: "GET", path: "/v1/users/<id:int>", url: `${server.url}/v1/users/1`, deprecation: first.deprecation }]);
  });
});
