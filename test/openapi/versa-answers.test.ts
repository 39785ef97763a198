/**
 * versa's own answers, as documents describe them and as the server sends them: the 410 after a
 * sunset (where the app answers it), the unknown-version 404 (no operation's: at the document's
 * top), the 400 of a failed input check. Each body the server sends fits the schema documented.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { app, openapi, type OpenApiDocument } from "versa";
import type { JsonSchema } from "../../src/openapi/index.js";

const info = { title: "Answers", version: "1.0.0" };

/** Whether `value` fits `schema` (the keywords these schemas use: $ref, type, const, enum, required, properties, items, anyOf). */
function fits(schema: JsonSchema, value: unknown, doc: OpenApiDocument): boolean {
  if (typeof schema === "boolean") return schema;
  const ref = schema["$ref"];
  if (typeof ref === "string") return fits(doc.components.schemas[ref.replace("#/components/schemas/", "")] ?? false, value, doc);
  if (Array.isArray(schema["anyOf"])) return (schema["anyOf"] as JsonSchema[]).some((s) => fits(s, value, doc));
  if ("const" in schema && schema["const"] !== value) return false;
  if (Array.isArray(schema["enum"]) && !schema["enum"].includes(value)) return false;
  const types = [schema["type"] ?? []].flat() as string[];
  const kind = Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : value === null ? "null" : typeof value;
  if (types.length > 0 && !types.includes(kind) && !(kind === "integer" && types.includes("number"))) return false;
  if (kind === "array") return (value as unknown[]).every((v) => schema["items"] === undefined || fits(schema["items"] as JsonSchema, v, doc));
  if (kind !== "object") return true;
  const o = value as Record<string, unknown>;
  const props = (schema["properties"] ?? {}) as Record<string, JsonSchema>;
  return ((schema["required"] ?? []) as string[]).every((k) => k in o) && Object.entries(props).every(([k, s]) => !(k in o) || fits(s, o[k], doc));
}

/** The body of `response` fits what `doc` says of `status` under its content type. */
async function answersAsDocumented(response: Response, documented: { content?: Record<string, { schema: JsonSchema }> } | undefined, doc: OpenApiDocument): Promise<void> {
  const type = response.headers.get("content-type")?.split(";")[0] ?? "";
  const schema = documented?.content?.[type]?.schema;
  expect(schema, `${response.status} ${type} is documented`).toBeDefined();
  expect(fits(schema as JsonSchema, await response.json(), doc)).toBe(true);
}

const lifecycle = { 1: { deprecated: "2019-01-01", sunset: "2020-01-01" } };
/** The same three routes on an app of versions 1 and 2 (their types do not matter here). */
const routes = (a: unknown) => (a as ReturnType<typeof app>).get("/x", { version: 1 }, () => "x").get("/y", { version: 2 }, () => "y").get("/plain", () => "p");

describe("the 410 after a sunset", () => {
  const gone = routes(app({ versions: [1, 2], lifecycle, afterSunset: "gone" }));
  const doc = openapi(gone, { info, version: 1 });

  it("is documented where the app answers it: a route with a sunset, afterSunset \"gone\"", async () => {
    const op = doc.paths["/v1/x"]?.get;
    expect(op?.responses["410"]).toEqual({
      description: "Gone: the route's sunset was 2020-01-01T00:00:00.000Z; from then on the app answers 410 in its place.",
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/VersaGone" } } },
    });
    const res = await gone.fetch(new Request("http://h/v1/x"));
    expect(res.status).toBe(410);
    await answersAsDocumented(res, op?.responses["410"], doc);
  });

  it("is not documented for a route without a sunset, nor where the app keeps serving", () => {
    expect(openapi(gone, { info, version: 2 }).paths["/v2/y"]?.get?.responses).not.toHaveProperty("410");
    const served = openapi(routes(app({ versions: [1, 2], lifecycle })), { info, version: 1 });
    expect(served.paths["/v1/x"]?.get?.responses).not.toHaveProperty("410");
    expect(served.components.schemas).not.toHaveProperty("VersaGone");
  });
});

describe("the unknown-version 404", () => {
  const api = routes(app({ versions: [1, 2] }));

  it("is described once, at the document's top, in every document of an app with versions", async () => {
    for (const version of [1, 2, null]) {
      const doc = openapi(api, { info, version });
      expect(doc["x-versa-unknown-version"]?.description).toMatch(/^A path under the version prefix \/v whose version no route serves/);
      expect(doc["x-versa-unknown-version"]?.status).toBe(404);
    }
    const doc = openapi(api, { info });
    const res = await api.fetch(new Request("http://h/v9/x"));
    expect(res.status).toBe(404);
    await answersAsDocumented(res, doc["x-versa-unknown-version"], doc);
  });

  it("is in no operation, and in no document of an app without versions", () => {
    const doc = openapi(api, { info });
    for (const item of Object.values(doc.paths)) expect(item.get?.responses["404"]?.content).toEqual({ "text/plain": { schema: { type: "string" } } });
    expect(openapi(app().get("/a", () => "a"), { info })).not.toHaveProperty("x-versa-unknown-version");
  });

  it("names every version prefix", () => {
    const two = api.get("/t", { version: 1, versionPrefix: "/<tenant:str>/api/v" }, () => "t");
    expect(openapi(two, { info })["x-versa-unknown-version"]?.description).toContain("the version prefix /v or /<tenant:str>/api/v whose");
  });
});

describe("the 400 of a failed input check", () => {
  it("sends the body its document describes (VersaInputError), for every kind of input", async () => {
    const api = app().post("/p/<id:int>", { schema: { params: z.object({ id: z.number().max(5) }), query: z.object({ q: z.string() }), body: z.object({ n: z.number() }) } }, () => "ok");
    const doc = openapi(api, { info });
    const res = await api.fetch(new Request("http://h/p/9", { method: "POST", headers: { "content-type": "application/json" }, body: '{"n":"x"}' }));
    expect(res.status).toBe(400);
    await answersAsDocumented(res, doc.paths["/p/{id}"]?.post?.responses["400"], doc);
    const notJson = await api.fetch(new Request("http://h/p/1?q=a", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }));
    expect(notJson.status).toBe(400);
    await answersAsDocumented(notJson, doc.paths["/p/{id}"]?.post?.responses["400"], doc);
  });
});
