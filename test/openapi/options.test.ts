/** `openapi()` misused: not an app, options of the wrong shape, a version the app does not have. */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, test } from "vitest";
import { app, blueprint, openapi, VersionError } from "versa";

const api = app().get("/h", () => "ok").blueprint(blueprint("u", { version: 1 }).get("/u/<id:int>", () => "u"));
const info = { title: "T", version: "1.0.0" };
const call = (options: unknown, on: unknown = api) => () => openapi(on as never, options as never);

describe("openapi() options", () => {
  test.each([
    [undefined, "options: expected an options object { info, version?, servers?, tags?, security?, securitySchemes? }, got undefined"],
    [{ version: 1 }, "info: expected an object { title, version } of strings, got undefined"],
    [{ info: { title: "T" } }, "info.version: expected a string (the document's own version, free text), got undefined"],
    [{ info, versoin: 1 }, `versoin: unknown option (accepted: info, version, servers, tags, security, securitySchemes)`],
    [{ info, servers: ["http://x"] }, `servers.0: expected an object { url, description?, variables? }, got "http://x"`],
    [{ info, servers: "http://x" }, `servers: expected an array of { url, description? }, got "http://x"`],
    [{ info, servers: [{ url: "http://x", vars: {} }] }, "servers.0.vars: unknown option (accepted: url, description, variables, x-...)"],
    [{ info, servers: [{ url: "http://{r}.x", variables: { r: {} } }] }, "servers.0.variables.r.default"],
    [{ info, tags: ["books"] }, `tags.0: expected an object { name, description?, externalDocs? }, got "books"`],
    [{ info, tags: [{ name: "b", descripton: "d" }] }, "tags.0.descripton: unknown option (accepted: name, description, externalDocs, x-...)"],
    [{ info, tags: [{ name: "" }] }, `tags.0.name: expected a non-empty string, got ""`],
    [{ info, securitySchemes: { key: { type: "apikey" } } }, "securitySchemes.key.type: expected one of apiKey, http, mutualTLS, oauth2, openIdConnect, got \"apikey\""],
    [{ info, security: { key: [] } }, "security: expected an array of security requirements ([] for none)"],
    [{ info: { ...info, licence: { name: "MIT" } } }, "info.licence: unknown option (accepted: title, version, summary, description, termsOfService, contact, license, x-...)"],
    [{ info: { ...info, license: "MIT" } }, `info.license: expected an object { name, identifier? } or { name, url? } (an SPDX identifier or a URL, not both), got "MIT"`],
    [{ info: { ...info, license: { identifier: "MIT" } } }, "info.license.name: expected a string, got undefined"],
    [{ info: { ...info, license: { name: "MIT", identifier: "MIT", url: "https://x" } } }, "info.license: expected an object { name, identifier? } or { name, url? } (an SPDX identifier or a URL, not both), got an object"],
    [{ info: { ...info, license: { name: "MIT", spdx: "MIT" } } }, "info.license.spdx: unknown option (accepted: name, identifier, url, x-...)"],
    [{ info: { ...info, contact: { email: 7 } } }, "info.contact.email: expected a string, got 7"],
    [{ info: { ...info, contact: "ada@example.com" } }, `info.contact: expected an object { name?, url?, email? }, got "ada@example.com"`],
    [{ info: { ...info, contact: { mail: "a@b.c" } } }, "info.contact.mail: unknown option (accepted: name, url, email, x-...)"],
    [{ info: { ...info, termsOfService: 1 } }, "info.termsOfService: expected a string (a URL), got 1"],
    [{ info: { ...info, summary: 1 } }, "info.summary: expected a string, got 1"],
  ])("%j is a TypeError naming the key", (options, detail) => {
    expect(call(options)).toThrow(TypeError);
    expect(call(options)).toThrow(`Invalid options at openapi(): ${detail}`);
  });

  test("servers keep their variables and extensions (OpenAPI 3.1 Server Objects)", async () => {
    const servers = [{ url: "https://{region}.example.com", variables: { region: { default: "eu", enum: ["eu", "us"] } }, "x-internal": true }];
    const doc = openapi(api, { info, servers });
    expect(doc.servers).toEqual(servers);
  });
  test("info keeps extra fields (license, x-*), servers are copied", () => {
    const doc = openapi(api, { info: { ...info, license: { name: "MIT" }, "x-logo": "l" }, servers: [{ url: "http://x", description: "d" }] });
    expect(doc.info).toEqual({ ...info, license: { name: "MIT" }, "x-logo": "l" });
    expect(doc.servers).toEqual([{ url: "http://x", description: "d" }]);
  });

  test("info takes every field of an OpenAPI 3.1 Info Object, and the document stays valid", async () => {
    const full = {
      ...info,
      summary: "S",
      description: "D",
      termsOfService: "https://example.com/terms",
      contact: { name: "Ada", url: "https://example.com", email: "ada@example.com", "x-team": "api" },
      license: { name: "Apache 2.0", url: "https://www.apache.org/licenses/LICENSE-2.0.html" },
      "x-audience": "public",
    };
    const doc = openapi(api, { info: full });
    expect(doc.info).toEqual(full);
    expect(openapi(api, { info: { ...info, license: { name: "MIT", identifier: "MIT" } } }).info.license).toEqual({ name: "MIT", identifier: "MIT" });
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  });

  test("tags, security and its schemes are copied; servers default to the one the spec implies", () => {
    const securitySchemes = { key: { type: "apiKey", in: "header", name: "x-key" } } as const;
    const doc = openapi(api, { info, tags: [{ name: "u", description: "Users" }], security: [{ key: [] }], securitySchemes });
    expect(doc.servers).toEqual([{ url: "/" }]);
    expect(doc.tags).toEqual([{ name: "u", description: "Users" }]);
    expect(doc.security).toEqual([{ key: [] }]);
    expect(doc.components.securitySchemes).toEqual(securitySchemes);
    expect(openapi(api, { info, security: [] }).security).toEqual([]);
    expect(openapi(api, { info })).not.toHaveProperty("security");
  });

  test("the first argument must be an app", () => {
    expect(call({ info }, api.routes)).toThrow(new TypeError("openapi(): expected an app (or an object with routes), got an array: pass the app itself, openapi(api, ...), not api.routes"));
    expect(call({ info }, null)).toThrow(new TypeError("openapi(): expected an app (or an object with routes), got null"));
    expect(Object.keys(openapi({ routes: api.routes }, { info }).paths)).toEqual(["/h", "/v1/u/{id}"]);
  });
});

describe("openapi() version", () => {
  test.each([2, "2", "v9", 1.5])("%j, which no route has, is a VersionError naming the app's versions", (version) => {
    const text = String(version).replace(/^v/, "");
    expect(call({ info, version })).toThrow(new VersionError(`openapi(): no route has version "${text}" (the app's versions: "1", none)`));
  });

  test.each(["V1", -1, {}, "none", "1/2"])("%j is a VersionError", (version) => {
    expect(call({ info, version })).toThrow(VersionError);
    expect(call({ info, version })).toThrow(/^Invalid version .* at openapi\(\) option 'version': expected .*, or null for the routes without a version$/);
  });

  test("null with no unversioned route, a version of an app without routes", () => {
    const versioned = app().blueprint(blueprint("u", { version: 1 }).get("/u", () => "u"));
    expect(call({ info, version: null }, versioned)).toThrow(new VersionError(`openapi(): no route is without a version (the app's versions: "1")`));
    expect(call({ info, version: 1 }, app())).toThrow(new VersionError(`openapi(): no route has version "1" (the app has no routes)`));
    expect(openapi(app(), { info }).paths).toEqual({});
  });

  test.each([[1, ["/v1/u/{id}"]], ["v1", ["/v1/u/{id}"]], [null, ["/h"]], [undefined, ["/h", "/v1/u/{id}"]]])("%j selects its routes", (version, paths) => {
    expect(Object.keys(openapi(api, { info, ...(version !== undefined && { version }) }).paths)).toEqual(paths);
  });
});
