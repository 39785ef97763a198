/** What an OpenAPI document says of versions: deprecated operations, sunsets, every version a route is served at, and the version error it shares with the CLI. */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, test } from "vitest";
import { app, blueprint, openapi, VersionError } from "versa";

const h = () => "ok";
const api = app({ versions: [1, 2, 3], lifecycle: { 1: { deprecated: "2026-01-01", sunset: "2027-01-01", link: "https://example.com/v1-to-v2", sunsetLink: "/docs/v1-sunset" } } })
  .blueprint(blueprint("users", { urlPrefix: "/users", version: { since: 1 } }).get("/<id:int>", h))
  .get("/old", { version: [2, 3], lifecycle: { deprecated: new Date("2026-05-01T12:00:00Z") } }, h)
  .get("/new", { version: 3 }, h);
const info = { title: "API", version: "1.0.0" };

describe("OpenAPI per version", () => {
  test("marks deprecated operations, with the date, the sunset and the links as extensions", async () => {
    const doc = openapi(api, { version: 1, info });
    expect(doc.paths["/v1/users/{id}"]?.get).toMatchObject({
      deprecated: true,
      "x-deprecated": "2026-01-01",
      "x-sunset": "2027-01-01",
      "x-deprecation-link": "https://example.com/v1-to-v2",
      "x-sunset-link": "/docs/v1-sunset",
      "x-versa-versions": ["1", "2", "3"],
    });
    expect((await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>)).valid).toBe(true);
  });
  test("the other versions' operations are not deprecated; a Date keeps its time; a route served at one version lists none", () => {
    const doc = openapi(api, { version: 3, info });
    expect(doc.paths["/v3/users/{id}"]?.get?.deprecated).toBeUndefined();
    expect(doc.paths["/v3/old"]?.get).toMatchObject({ deprecated: true, "x-deprecated": "2026-05-01T12:00:00.000Z", "x-versa-versions": ["2", "3"] });
    expect(doc.paths["/v3/new"]?.get?.["x-versa-versions"]).toBeUndefined();
  });
  test("a version the app does not have is a VersionError, as in versa routes --version", () => {
    expect(() => openapi(api, { version: 4, info })).toThrow(new VersionError(`openapi(): no route has version "4" (the app's versions: "1", "2", "3")`));
  });
});
