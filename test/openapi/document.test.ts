/**
 * OpenAPI 3.1 documents: built for the client app (each version and all) and for an app that uses
 * every parameter type, each validated against the OpenAPI 3.1 schema
 * (@seriousme/openapi-schema-validator) and checked for what that schema cannot see: path
 * templates and path parameters agree, operationIds are unique, every `$ref` resolves.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { app, blueprint, VersaError } from "versa";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { openapi, type OpenApiDocument, type OperationObject, type ParameterObject } from "../../src/openapi/index.js";
import { clientApp } from "../cases/client-app.js";
import * as sample from "../../examples/docs/openapi.js";

const info = { title: "Test API", version: "1.0.0" };
const INT = { type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"] as const;

const operations = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) => METHODS.flatMap((m) => (item[m] ? [{ path, method: m, op: item[m] as OperationObject }] : [])));

const op = (doc: OpenApiDocument, path: string, method: (typeof METHODS)[number]): OperationObject => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in ${Object.keys(doc.paths).join(", ")}`);
  return found;
};
const param = (o: OperationObject, name: string, where = "path"): ParameterObject => {
  const found = o.parameters?.find((p) => p.name === name && p.in === where);
  if (!found) throw new Error(`no ${where} parameter ${name}`);
  return found;
};

/** Follows a local `$ref` (`#/components/schemas/X`). */
function resolveRef(doc: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .map((k) => decodeURIComponent(k).replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((v, k) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), doc);
}

function refsOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => refsOf(x, out));
  else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) k === "$ref" && typeof x === "string" ? out.push(x) : refsOf(x, out);
  return out;
}

/** Valid for the OpenAPI 3.1 schema, plus the rules it leaves to tools. */
async function expectValid(doc: OpenApiDocument): Promise<void> {
  const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
  expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
  expect(result.valid).toBe(true);
  const ops = operations(doc);
  for (const { path, method, op: o } of ops) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const pathParams = (o.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
    expect(pathParams, `${method} ${path}`).toEqual(names);
    expect(Object.keys(o.responses), `${method} ${path}`).toContain("404");
    expect(Object.keys(o.responses), `${method} ${path}`).toContain("default");
    expect(path === "/" || !path.endsWith("/"), path).toBe(true);
  }
  const ids = ops.map((o) => o.op.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_]+$/);
  for (const ref of refsOf(doc)) expect(resolveRef(doc, ref), ref).toBeDefined();
  const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]*\}/g, "{}"));
  expect(new Set(shapes).size, "two paths of one shape").toBe(shapes.length);
}

describe("openapi(clientApp)", () => {
  const all = openapi(clientApp, { info });
  const v1 = openapi(clientApp, { version: 1, info });
  const v2 = openapi(clientApp, { version: "v2", info });

  it("is valid OpenAPI 3.1, per version and for all routes", async () => {
    for (const doc of [all, v1, v2, openapi(clientApp, { version: null, info })]) await expectValid(doc);
    expect(all.openapi).toBe("3.1.0");
    expect(all.info).toEqual(info);
  });

  it("keeps the routes of the version asked for, paths in {name} form", () => {
    expect(Object.keys(all.paths)).toEqual(["/health", "/v1/users/{id}", "/v1/users", "/v2/users/{id}", "/{tenant}/v1/days/{d}"]);
    expect(Object.keys(v1.paths)).toEqual(["/v1/users/{id}", "/v1/users", "/{tenant}/v1/days/{d}"]);
    expect(Object.keys(v2.paths)).toEqual(["/v2/users/{id}"]);
    expect(openapi(clientApp, { version: "2", info })).toEqual(v2);
    expect(Object.keys(openapi(clientApp, { version: null, info }).paths)).toEqual(["/health"]);
    expect(() => openapi(clientApp, { version: 7, info })).toThrow('openapi(): no route has version "7"');
  });

  it("lists GET without an implied HEAD, and each declared method once", () => {
    expect(Object.keys(all.paths["/v1/users/{id}"] ?? {})).toEqual(["get", "put", "delete"]);
    expect(Object.keys(all.paths["/v1/users"] ?? {})).toEqual(["get", "post"]);
    expect(operations(all).some((o) => o.method === "head")).toBe(false);
  });

  it("gives path parameters the schemas of their types, refined by a params schema", () => {
    expect(param(op(v1, "/v1/users/{id}", "get"), "id")).toEqual({ name: "id", in: "path", required: true, schema: INT, "x-versa-type": "int" });
    expect(param(op(v1, "/v1/users/{id}", "put"), "id").schema).toEqual({ allOf: [INT, { type: "number", maximum: 1000 }] });
    const days = op(v1, "/{tenant}/v1/days/{d}", "get");
    expect(param(days, "tenant").schema).toEqual({ type: "string", minLength: 1 });
    expect(param(days, "d").schema).toEqual({ type: "string", format: "date", pattern: "^(?:\\d{4}-\\d{2}-\\d{2})$" });
    expect(param(days, "x-key", "header")).toEqual({ name: "x-key", in: "header", required: true, schema: { type: "string" } });
  });

  it("turns a query schema into query parameters", () => {
    const list = op(v1, "/v1/users", "get");
    expect(param(list, "page", "query")).toMatchObject({ required: true, schema: { type: "integer", minimum: 1 } });
    expect(param(list, "tag", "query")).toMatchObject({ required: false, schema: { type: "array", items: { type: "string" } } });
  });

  it("describes the body, the response and the answers the server gives", () => {
    const post = op(v1, "/v1/users", "post");
    expect(post.operationId).toBe("users_POST");
    expect(post.summary).toBe("POST /v1/users/");
    expect(post.tags).toEqual(["users"]);
    expect(post.requestBody).toEqual({
      required: true,
      content: {
        "application/json": {
          schema: { type: "object", properties: { name: { type: "string", minLength: 1 }, age: { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER } }, required: ["name", "age"] },
        },
      },
    });
    expect(post.responses["200"]?.content?.["application/json"]?.schema).toMatchObject({ type: "object", required: ["id", "name"] });
    expect(Object.keys(post.responses)).toEqual(["200", "400", "404", "413", "415", "default"]);
    const issues = resolveRef(v1, "#/components/schemas/VersaInputError") as { properties: object; required: string[] };
    expect(Object.keys(issues.properties)).toEqual(["error", "issues"]);
    // no response schema: nothing declared, so no 200 nor 204 (default); path parameters: a malformed one is a 400
    expect(Object.keys(op(all, "/health", "get").responses)).toEqual(["404", "default"]);
    expect(Object.keys(op(v1, "/v1/users", "get").responses)).toEqual(["400", "404", "default"]);
    expect(Object.keys(op(all, "/health", "get").responses["default"]?.content ?? {})).toEqual(["application/json", "text/plain"]);
    expect(op(v1, "/v1/users/{id}", "get").responses["400"]?.content).toEqual({ "text/plain": { schema: { type: "string" } } });
    expect(op(all, "/health", "get").operationId).toBe("GET_health");
    expect(op(v2, "/v2/users/{id}", "get")["x-versa-version"]).toBe("2");
  });
});

const anything: StandardSchemaV1<unknown, unknown> = { "~standard": { version: 1, vendor: "hand-made", validate: (value) => ({ value }) } };
/** A Standard Schema of another library that also implements Standard JSON Schema. */
const described: StandardSchemaV1<unknown, unknown> & StandardJSONSchemaV1<unknown, unknown> = {
  "~standard": {
    version: 1,
    vendor: "hand-made",
    validate: (value) => ({ value }),
    jsonSchema: { input: () => ({ type: "object", properties: { q: { type: "string" } }, required: ["q"] }), output: () => ({ type: "string" }) },
  },
};
const Tree: z.ZodType<{ name: string; children: unknown[] }> = z.object({ name: z.string(), get children() { return z.array(Tree); } });
const User = z.object({ id: z.number(), born: z.date() }).meta({ id: "User" });

const kinds = blueprint("k", { urlPrefix: "/k", version: 3 })
  .get("/f/<x:float>", () => "")
  .get("/u/<u:uuid>", () => "")
  .get("/a/<a:alpha>/<s:slug>/<c:[a-z]{2}>", () => "")
  .get("/e/<f:ext>", () => "")
  .get("/l/<f:ext=jpg|tar.gz>", () => "")
  .get("/o/<o:strorempty>", () => "")
  .get("/p/<rest:path>", () => "")
  .get("/{x}", () => "")
  .head("/h", () => new Response(null))
  .get("/h", () => "")
  .get("/n/<id:int>", { name: "same" }, () => "")
  .get("/n/<name:alpha>", { name: "same" }, () => "")
  .post("/n/<other:str>", { name: "same" }, () => "")
  .post("/tree", { schema: { body: Tree, response: z.object({ a: User, b: User }) } }, () => ({ a: { id: 1, born: new Date(0) }, b: { id: 2, born: new Date(0) } }))
  .get("/described", { schema: { query: described, response: described } }, () => "")
  .put("/tree", { schema: { body: Tree.optional() } }, () => "");

const kindsApi = app().blueprint(kinds);

describe("openapi(app with every parameter type)", () => {
  const doc = openapi(kindsApi, { version: 3, info, servers: [{ url: "http://localhost:8000" }] });

  it("is valid OpenAPI 3.1", async () => {
    await expectValid(doc);
    expect(doc.servers).toEqual([{ url: "http://localhost:8000" }]);
  });

  it("converts each parameter type", () => {
    expect(param(op(doc, "/v3/k/f/{x}", "get"), "x").schema).toEqual({ type: "number" });
    expect(param(op(doc, "/v3/k/n/{id}", "post"), "id").schema).toEqual({ type: "string", minLength: 1 });
    expect(param(op(doc, "/v3/k/u/{u}", "get"), "u").schema).toMatchObject({ type: "string", format: "uuid" });
    const a = op(doc, "/v3/k/a/{a}/{s}/{c}", "get");
    expect(param(a, "a").schema).toEqual({ type: "string", pattern: "^(?:[A-Za-z]+)$" });
    expect(param(a, "s").schema).toEqual({ type: "string", pattern: "^(?:[a-z0-9]+(?:-[a-z0-9]+)*)$" });
    expect(param(a, "c")).toMatchObject({ schema: { type: "string", pattern: "^(?:[a-z]{2})$" }, "x-versa-type": "[a-z]{2}" });
    const e = op(doc, "/v3/k/e/{f}.{ext}", "get");
    expect(param(e, "f").schema).toEqual({ type: "string", minLength: 1 });
    expect(param(e, "ext").schema).toEqual({ type: "string", pattern: "^[A-Za-z0-9]+$" });
    expect(param(op(doc, "/v3/k/l/{f}.{ext}", "get"), "ext")).toMatchObject({ schema: { type: "string", enum: ["jpg", "tar.gz"] }, "x-versa-type": "ext=jpg|tar.gz" });
    expect(param(op(doc, "/v3/k/o/{o}", "get"), "o").schema).toEqual({ type: "string" });
    expect(param(op(doc, "/v3/k/p/{rest}", "get"), "rest")).toMatchObject({ schema: { type: "string" }, "x-versa-type": "path" });
    expect(doc.paths["/v3/k/%7Bx%7D"]?.get).toBeDefined();
  });

  it("lists a declared HEAD route beside GET", () => {
    expect(Object.keys(doc.paths["/v3/k/h"] ?? {})).toEqual(["head", "get"]);
  });

  it("makes operationIds unique and names one shape's parameters alike", () => {
    const item = doc.paths["/v3/k/n/{id}"] ?? {};
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/v3/k/n/"))).toEqual(["/v3/k/n/{id}"]);
    expect(item.get?.operationId).toBe("same");
    expect(item.post?.operationId).toBe("same_2");
    expect(item.post?.parameters?.[0]).toMatchObject({ name: "id", "x-versa-name": "other", schema: { type: "string", minLength: 1 } });
    // GET /n/<id:int> and GET /n/<name:alpha>: one operation whose parameter takes either
    expect(item.get?.parameters?.[0]?.schema).toEqual({ anyOf: [INT, { type: "string", pattern: "^(?:[A-Za-z]+)$" }] });
    expect(item.get?.["x-versa-also"]).toEqual(["GET /v3/k/n/<name:alpha> (same)"]);
  });

  it("moves recursive and shared schemas into components, dates as date-time strings", () => {
    const post = op(doc, "/v3/k/tree", "post");
    expect(post.requestBody?.content["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/k_POST_tree_body" });
    expect(doc.components.schemas["k_POST_tree_body"]).toMatchObject({ properties: { children: { items: { $ref: "#/components/schemas/k_POST_tree_body" } } } });
    expect(post.responses["200"]?.content?.["application/json"]?.schema).toMatchObject({ properties: { a: { $ref: "#/components/schemas/User" }, b: { $ref: "#/components/schemas/User" } } });
    expect(doc.components.schemas["User"]).toMatchObject({ properties: { born: { type: "string", format: "date-time" } } });
  });

  it("reads other libraries through Standard JSON Schema, knows an optional body", () => {
    const put = op(doc, "/v3/k/tree", "put");
    expect(put.requestBody?.required).toBe(false);
    const described = op(doc, "/v3/k/described", "get");
    expect(described.parameters).toEqual([{ name: "q", in: "query", required: true, schema: { type: "string" } }]);
    // a string is sent as text/plain
    expect(described.responses["200"]?.content).toEqual({ "text/plain": { schema: { type: "string" } } });
  });
});

describe("routes of one shape and method: one operation", () => {
  const api = app()
    .get("/e/100%", () => "a")
    .get("/e/<x:int>", { schema: { response: z.object({ x: z.number() }) } }, ({ params }) => ({ x: params.x }))
    .get("/f/<id:int>", () => "f")
    .get("/f/<name:alpha>", () => "g")
    .get("/g/<id:int>", { schema: { response: z.number() } }, () => 1)
    .get("/g/<name:alpha>", { schema: { response: z.string() } }, () => "g");
  const doc = openapi(api, { info });

  it("describes the parameter as taking either, without what held for one route alone", async () => {
    const merged = op(doc, "/e/{static-2}", "get");
    expect(merged.parameters?.[0]).toEqual({
      name: "static-2",
      in: "path",
      required: true,
      schema: { anyOf: [{ type: "string", enum: ["100%"] }, INT] },
      "x-versa-type": "static",
      "x-versa-merged": true,
    });
    expect(merged["x-versa-also"]).toEqual(["GET /e/<x:int> (GET /e/<x:int>)"]);
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  });

  it("lists the answers of every route it stands for, each once", async () => {
    const responses = op(doc, "/e/{static-2}", "get").responses;
    expect(Object.keys(responses)).toEqual(["200", "400", "404", "default"]);
    expect(responses["200"]?.content).toEqual({ "application/json": { schema: expect.objectContaining({ type: "object" }) } });
    expect(responses["400"]).toEqual({ description: "A path that is not well percent-encoded (text/plain).", content: { "text/plain": { schema: { type: "string" } } } });
    expect(responses["404"]?.description).toBe("No route matches (a path parameter does not match its type).");
    // the server answers the param route 400 for a value not well percent-encoded, as documented
    const res = await api.fetch(new Request("http://h/e/%zz"));
    expect([res.status, res.headers.get("content-type")]).toEqual([400, "text/plain; charset=utf-8"]);
    expect(op(doc, "/g/{id}", "get").responses["200"]).toEqual({ description: "OK", content: { "application/json": { schema: { type: "number" } }, "text/plain": { schema: { type: "string" } } } });
    expect(op(doc, "/f/{id}", "get").responses).toEqual(openapi(app().get("/f/<id:int>", () => "f"), { info }).paths["/f/{id}"]?.get?.responses);
  });
});

describe("a schema that cannot be described", () => {
  it.each([
    ["query", { query: anything }, "the query schema"],
    ["headers", { headers: anything }, "the headers schema"],
    ["body", { body: anything }, "the body schema"],
    ["params", { params: anything }, "the params schema"],
    ["response", { response: anything }, "the response schema"],
    ["a response of a map", { response: { 404: anything } }, "the 404 response schema"],
  ] as const)("%s without Standard JSON Schema is NO_JSON_SCHEMA, naming it, never {}", (_, schema, part) => {
    const api = app().post("/x/<id:int>", { schema } as never, () => "");
    expect(() => openapi(api, { info })).toThrow(
      new VersaError(`openapi() cannot describe ${part} of route POST '/x/<id:int>': its library (hand-made) gives no JSON Schema (schema["~standard"].jsonSchema, the Standard JSON Schema interface, which zod has from 4.2): upgrade the library, or document the routes without it, openapi({ routes: api.routes.filter(...) }, options)`),
    );
    expect(() => openapi(api, { info })).toThrow(expect.objectContaining({ code: "NO_JSON_SCHEMA" }));
  });
  it("a library whose description throws: NO_JSON_SCHEMA with its reason and cause", () => {
    const cause = new Error("cannot represent a Map");
    const failing: StandardSchemaV1<unknown, unknown> & StandardJSONSchemaV1<unknown, unknown> = {
      "~standard": { ...described["~standard"], jsonSchema: { input: () => { throw cause; }, output: () => { throw cause; } } },
    };
    const api = app().post("/x", { schema: { body: failing } }, () => "");
    expect(() => openapi(api, { info })).toThrow(expect.objectContaining({ code: "NO_JSON_SCHEMA", cause, message: "openapi() cannot describe the body schema of route POST '/x': its library (hand-made) failed to write its JSON Schema: cannot represent a Map" }));
  });
});

describe("docs/openapi.md sample", () => {
  it("builds valid documents with the paths it shows, and serves one", async () => {
    await expectValid(sample.v1);
    await expectValid(sample.everything);
    expect(Object.keys(sample.v1.paths)).toEqual(["/v1/users/{id}", "/v1/users", "/v1/files/{name}.{ext}", "/v1/files/raw/{rest}"]);
    expect(openapi(sample.api, { ...sample.options, version: 1 })).toEqual(sample.v1);
    expect(sample.v1.paths["/v1/users/{id}"]?.get).toMatchObject({ operationId: "getUser", summary: "One user", tags: ["users"] });
    expect(sample.v1.tags).toEqual([{ name: "users", description: "People who use the service" }, { name: "files" }]);
    expect(sample.everything.tags?.map((t) => t.name)).toEqual(["users", "ops", "files"]);
    expect(Object.keys(sample.everything.paths)).toHaveLength(7);
    const page = param(op(sample.v1, "/v1/users", "get"), "page", "query");
    expect(page).toMatchObject({ required: false, schema: { type: "integer", default: 1 } });
    const res = await sample.apiWithDocs.fetch(new Request("http://localhost/openapi/v1.json"));
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(sample.v1)));
  });
});
