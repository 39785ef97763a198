/**
 * OpenAPI edges: what the document says must be what the server does (dates in
 * requests, 204, 400 on bad encoding), named schemas keep their parameters and their names, and
 * static path text is written as a client sends it.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { app, json } from "versa";
import { openapi, type JsonSchema, type OpenApiDocument, type OperationObject, type ParameterObject } from "../../src/openapi/index.js";

const info = { title: "Edges", version: "1.0.0" };
type Method = "get" | "post" | "put" | "delete";
type Json = Record<string, unknown>;

const op = (doc: OpenApiDocument, path: string, method: Method): OperationObject => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in ${Object.keys(doc.paths).join(", ")}`);
  return found;
};
const params = (o: OperationObject, where: ParameterObject["in"]) => (o.parameters ?? []).filter((p) => p.in === where);
const bodyOf = (o: OperationObject) => o.requestBody?.content["application/json"]?.schema as Json;
const okOf = (o: OperationObject) => o.responses["200"]?.content?.["application/json"]?.schema as Json;
const refs = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(refs) : v !== null && typeof v === "object" ? Object.entries(v).flatMap(([k, x]) => (k === "$ref" ? [x as string] : refs(x))) : [];
const component = (doc: OpenApiDocument, ref: string): JsonSchema | undefined => doc.components.schemas[ref.replace("#/components/schemas/", "")];

/** Valid OpenAPI 3.1, and every `$ref` names a component. */
async function expectValid(doc: OpenApiDocument): Promise<void> {
  const result = await new Validator().validate(structuredClone(doc) as unknown as Json);
  expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
  for (const ref of refs(doc)) expect(component(doc, ref), ref).toBeDefined();
}

const post = (path: string, body: unknown) => new Request(`http://h${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("dates", () => {
  const api = app()
    .post("/plain", { schema: { body: z.object({ when: z.date() }) } }, () => "x")
    .post("/coerced", { schema: { body: z.object({ when: z.coerce.date() }), response: z.object({ at: z.date() }) } }, ({ body }) => ({ at: body.when }));
  const doc = openapi(api, { info });

  it("a request's z.date() claims no string (the server refuses every one)", async () => {
    const when = (bodyOf(op(doc, "/plain", "post"))["properties"] as Json)["when"] as Json;
    expect(when["type"]).toBeUndefined();
    expect(when["not"]).toEqual({});
    expect((await api.fetch(post("/plain", { when: new Date(0) }))).status).toBe(400);
    await expectValid(doc);
  });

  it("z.coerce.date() in a request and z.date() in a response are date-time strings", async () => {
    const o = op(doc, "/coerced", "post");
    expect((bodyOf(o)["properties"] as Json)["when"]).toEqual({ type: "string", format: "date-time" });
    expect((okOf(o)["properties"] as Json)["at"]).toEqual({ type: "string", format: "date-time" });
    const r = await api.fetch(post("/coerced", { when: "2024-02-29T00:00:00.000Z" }));
    expect(await r.json()).toEqual({ at: "2024-02-29T00:00:00.000Z" });
  });
});

describe("named schemas", () => {
  it("a named query, headers or params schema still gives its parameters", async () => {
    const Page = z.object({ page: z.coerce.number(), tag: z.string().optional() }).meta({ id: "Page" });
    const Tenant = z.object({ "x-tenant": z.string() }).meta({ id: "Tenant" });
    const Id = z.object({ id: z.number().max(10) }).meta({ id: "IdParams" });
    const doc = openapi(app().get("/u/<id:int>", { schema: { query: Page, headers: Tenant, params: Id } }, () => "x"), { info });
    const o = op(doc, "/u/{id}", "get");
    expect(params(o, "query").map((p) => [p.name, p.required, p.schema])).toEqual([
      ["page", true, { type: "number" }],
      ["tag", false, { type: "string" }],
    ]);
    expect(params(o, "header").map((p) => [p.name, p.required])).toEqual([["x-tenant", true]]);
    expect(params(o, "path")[0]?.schema).toEqual({ allOf: [{ type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, { type: "number", maximum: 10 }] });
    await expectValid(doc);
  });

  it("one schema on both sides gets one name per distinct content", async () => {
    const User = z.object({ id: z.number() }).meta({ id: "User" });
    const api = app()
      .post("/q", { schema: { body: z.object({ u: User.optional() }) } }, () => "x")
      .get("/a", { schema: { response: User } }, () => ({ id: 1 }))
      .get("/b", { schema: { response: User } }, () => ({ id: 1 }))
      .post("/c", { schema: { body: User, response: User } }, ({ body }) => body);
    const doc = openapi(api, { info });
    expect(Object.keys(doc.components.schemas).filter((n) => n.startsWith("User"))).toEqual(["User", "User_2"]);
    expect(okOf(op(doc, "/a", "get"))).toEqual(okOf(op(doc, "/b", "get")));
    expect(bodyOf(op(doc, "/c", "post"))).toEqual({ $ref: "#/components/schemas/User" });
    await expectValid(doc);
  });

  it("VersaError and VersaInputError are versa's own, whatever the route order", async () => {
    const Mine = z.object({ code: z.number() }).meta({ id: "VersaError" });
    const Input = z.object({ why: z.string() }).meta({ id: "VersaInputError" });
    const mine = app().get("/a", { schema: { response: Mine } }, () => ({ code: 1 }));
    const body = { schema: { body: z.object({ x: z.string() }), response: Input } };
    for (const api of [mine.post("/b", body, () => ({ why: "" })), app().post("/b", body, () => ({ why: "" })).get("/a", { schema: { response: Mine } }, () => ({ code: 1 }))]) {
      const doc = openapi(api, { info });
      const s = doc.components.schemas;
      expect(s["VersaError"]).toMatchObject({ required: ["error"] });
      expect(s["VersaInputError"]).toMatchObject({ required: ["error", "issues"] });
      expect(component(doc, (okOf(op(doc, "/a", "get")) as { $ref: string }).$ref)).toMatchObject({ required: ["code"] });
      expect(component(doc, (okOf(op(doc, "/b", "post")) as { $ref: string }).$ref)).toMatchObject({ required: ["why"] });
      await expectValid(doc);
    }
  });
});

describe("unions and intersections", () => {
  it("a union query schema gives each member's keys, required where every member requires them", async () => {
    const ById = z.object({ id: z.string(), verbose: z.enum(["1"]).optional() });
    const ByName = z.object({ name: z.string(), verbose: z.enum(["1"]).optional() }).meta({ id: "ByName" });
    const Paged = z.intersection(z.object({ page: z.string() }), z.object({ size: z.string().optional() }));
    const Kind = z.discriminatedUnion("kind", [z.object({ kind: z.literal("a"), a: z.string() }), z.object({ kind: z.literal("b") })]);
    const api = app()
      .get("/u", { schema: { query: z.union([ById, ByName]) } }, () => "x")
      .get("/p", { schema: { query: Paged } }, () => "x")
      .get("/k", { schema: { query: Kind } }, () => "x");
    const doc = openapi(api, { info });
    const row = (path: string) => params(op(doc, path, "get"), "query").map((p) => [p.name, p.required, p.schema]);
    expect(row("/u")).toEqual([
      ["id", false, { type: "string" }],
      ["verbose", false, { type: "string", enum: ["1"] }],
      ["name", false, { type: "string" }],
    ]);
    expect(row("/p").map(([n, r]) => [n, r])).toEqual([["page", true], ["size", false]]);
    expect(row("/k")).toEqual([
      ["kind", true, { anyOf: [{ type: "string", const: "a" }, { type: "string", const: "b" }] }],
      ["a", false, { type: "string" }],
    ]);
    for (const [q, status] of [["id=1", 200], ["name=a&verbose=1", 200], ["verbose=1", 400]] as const) expect((await api.fetch(new Request(`http://h/u?${q}`))).status, q).toBe(status);
    await expectValid(doc);
  });
});

describe("paths", () => {
  it("a params schema refines each parameter by the route's own name", async () => {
    const api = app()
      .get("/u/<a:int>/<b:int>", () => "x")
      .post("/u/<b:int>/<a:int>", { schema: { params: z.object({ a: z.number().max(5), b: z.number().max(1000) }) } }, () => "x");
    const doc = openapi(api, { info });
    const ps = params(op(doc, "/u/{a}/{b}", "post"), "path");
    expect(ps.map((p) => [p.name, p["x-versa-name"], (p.schema as { allOf: Json[] }).allOf[1]?.["maximum"]])).toEqual([
      ["a", "b", 1000],
      ["b", "a", 5],
    ]);
    await expectValid(doc);
  });

  it("static text is percent-encoded as a client sends it, and each key reaches its route", async () => {
    const api = app()
      .get("/t/{x}/<id:int>", () => "p")
      .get("/a?b", () => "1")
      .get("/a#b", () => "2")
      .get("/sp ace/ü", () => "3")
      .get("/{x}", () => "4");
    const doc = openapi(api, { info });
    const keys = Object.keys(doc.paths);
    expect(keys).toEqual(["/t/%7Bx%7D/{id}", "/a%3Fb", "/a%23b", "/sp%20ace/%C3%BC", "/%7Bx%7D"]);
    expect(api.url("/t/{x}/<id:int>", { id: 7 })).toBe(keys[0]?.replace("{id}", "7"));
    for (const [i, r] of api.routes.slice(1).entries()) expect(api.url(r.path as "/a?b", {})).toBe(keys[i + 1]);
    for (const [i, key] of keys.slice(1).entries()) expect(await (await api.fetch(new Request(`http://h${key}`))).text(), key).toBe(String(i + 1));
    await expectValid(doc);
  });

  it("a static segment holding % is a parameter of that one value (a path key with %25 breaks tools)", async () => {
    const api = app()
      .get("/edge/100%", () => "0")
      .get("/%7Bx%7D/<id:int>", () => "1")
      .get("/s/", () => "2");
    const doc = openapi(api, { info });
    expect(Object.keys(doc.paths)).toEqual(["/edge/{static-2}", "/{static-1}/{id}", "/s"]);
    const edge = params(op(doc, "/edge/{static-2}", "get"), "path");
    expect(edge).toMatchObject([{ name: "static-2", required: true, schema: { type: "string", enum: ["100%"] }, "x-versa-static": "100%" }]);
    expect(params(op(doc, "/{static-1}/{id}", "get"), "path").map((p) => p.name)).toEqual(["static-1", "id"]);
    // its value cannot be malformed: no 400 for a bad encoding
    expect(Object.keys(op(doc, "/edge/{static-2}", "get").responses)).toEqual(["404", "default"]);
    // sent as any value is (encodeURIComponent), each reaches its route; a non-strict route's key has no trailing /
    const sent = ["/edge/{static-2}", "/{static-1}/{id}", "/s"].map((key, i) =>
      key.replace("{static-2}", encodeURIComponent("100%")).replace("{static-1}", encodeURIComponent("%7Bx%7D")).replace("{id}", String(i)));
    for (const [i, path] of sent.entries()) expect(await (await api.fetch(new Request(`http://h${path}`))).text(), path).toBe(String(i));
    await expectValid(doc);
  });
});

describe("answers", () => {
  it("lists 204 where the response schema accepts nothing, and what no schema declares as default", async () => {
    const api = app()
      .delete("/x", () => undefined)
      .get("/maybe", { schema: { response: z.object({ a: z.number() }).optional() } }, () => undefined)
      .get("/always", { schema: { response: z.object({ a: z.number() }) } }, () => ({ a: 1 }));
    expect((await api.fetch(new Request("http://h/x", { method: "DELETE" }))).status).toBe(204);
    expect((await api.fetch(new Request("http://h/maybe"))).status).toBe(204);
    const doc = openapi(api, { info });
    expect(Object.keys(op(doc, "/x", "delete").responses)).toEqual(["404", "default"]);
    expect(Object.keys(op(doc, "/maybe", "get").responses)).toEqual(["200", "204", "404", "default"]);
    expect(Object.keys(op(doc, "/always", "get").responses)).toEqual(["200", "404", "default"]);
    await expectValid(doc);
  });

  it("lists the text/plain 400 for a path value that is not well percent-encoded", async () => {
    const api = app()
      .get("/u/<id:int>", () => "x")
      .put("/u/<id:int>", { schema: { body: z.object({ a: z.number() }) } }, () => "x")
      .get("/static", () => "x");
    const r = await api.fetch(new Request("http://h/u/%zz"));
    expect([r.status, r.headers.get("content-type")]).toEqual([400, "text/plain; charset=utf-8"]);
    const doc = openapi(api, { info });
    expect(op(doc, "/u/{id}", "get").responses["400"]?.content).toEqual({ "text/plain": { schema: { type: "string" } } });
    expect(Object.keys(op(doc, "/u/{id}", "put").responses["400"]?.content ?? {})).toEqual(["application/json", "text/plain"]);
    expect(op(doc, "/static", "get").responses["400"]).toBeUndefined();
    await expectValid(doc);
  });

  it("lists the statuses of a map of response schemas, and joins versa's own answer of a status it declares", async () => {
    const api = app().post(
      "/m",
      { schema: { body: z.object({ a: z.number() }), response: { 201: z.object({ id: z.number() }), 204: z.undefined(), 400: z.object({ why: z.string() }) } } },
      () => json({ id: 1 }, 201),
    );
    const doc = openapi(api, { info });
    const o = op(doc, "/m", "post").responses;
    expect(Object.keys(o).sort()).toEqual(["201", "204", "400", "404", "413", "415"]);
    expect(o["201"]?.content?.["application/json"]?.schema).toMatchObject({ type: "object", properties: { id: { type: "number" } } });
    expect(o["204"]?.content).toBeUndefined();
    expect(o["400"]?.content?.["application/json"]?.schema).toMatchObject({ anyOf: [{ type: "object" }, { $ref: "#/components/schemas/VersaInputError" }] });
    await expectValid(doc);
  });
});
