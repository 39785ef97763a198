/**
 * The media types of a route's declared answers are those the server sends: a string as
 * text/plain, another value as JSON, both where the schema admits both. The one schema and each
 * status of a map follow the same rule.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { app, json, openapi, text } from "versa";

const info = { title: "Answers", version: "1.0.0" };

describe("the media types of a declared answer", () => {
  const api = app()
    .get("/string", { schema: { response: z.string() } }, () => "hello")
    .get("/enum", { schema: { response: z.enum(["a", "b"]) } }, () => "a" as const)
    .get("/object", { schema: { response: z.object({ id: z.number() }) } }, () => ({ id: 1 }))
    .get("/nullable/<n:int>", { schema: { response: z.string().nullable() } }, ({ params }) => (params.n ? "hello" : null))
    .get("/union/<n:int>", { schema: { response: z.union([z.string(), z.number()]) } }, ({ params }) => (params.n ? "hello" : 7))
    .get("/unknown/<n:int>", { schema: { response: z.unknown() } }, ({ params }) => (params.n ? "hello" : [1]))
    .get("/map/<n:int>", { schema: { response: { 200: z.string(), 201: z.object({ id: z.number() }) } } }, ({ params }) => (params.n ? "hello" : json({ id: 1 }, 201)))
    .get("/map-nullable/<n:int>", { schema: { response: { 200: z.string().nullable() } } }, ({ params }) => (params.n ? "hello" : null))
    .get("/date", { schema: { response: z.date() } }, () => new Date(0))
    .get("/codec", { schema: { response: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) } }, () => new Date(0).toISOString())
    .get("/datetime", { schema: { response: z.iso.datetime() } }, () => new Date(0).toISOString())
    .get("/map-date/<n:int>", { schema: { response: { 200: z.date(), 201: z.iso.datetime() } } }, ({ params }) => (params.n ? new Date(0) : text(new Date(0).toISOString(), 201)));
  const doc = openapi(api, { info });
  const types = (path: string, status: string) => Object.keys(doc.paths[path]?.get?.responses[status]?.content ?? {});

  it("are those the server sends, for one schema and for each status of a map", async () => {
    const cases: [url: string, path: string][] = [
      ["/string", "/string"],
      ["/enum", "/enum"],
      ["/object", "/object"],
      ["/date", "/date"],
      ["/codec", "/codec"],
      ["/datetime", "/datetime"],
      ...["nullable", "union", "unknown", "map", "map-nullable", "map-date"].flatMap((p): [string, string][] => [[`/${p}/1`, `/${p}/{n}`], [`/${p}/0`, `/${p}/{n}`]]),
    ];
    for (const [url, path] of cases) {
      const res = await api.fetch(new Request(`http://h${url}`));
      const type = res.headers.get("content-type")?.split(";")[0] ?? "";
      expect(types(path, String(res.status)), `${url}: ${res.status} ${type}`).toContain(type);
    }
  });

  it("list text/plain alone for a schema that admits strings only, JSON alone for one that admits none", () => {
    expect(doc.paths["/string"]?.get?.responses["200"]?.content).toEqual({ "text/plain": { schema: { type: "string" } } });
    expect(types("/enum", "200")).toEqual(["text/plain"]);
    expect(types("/map/{n}", "200")).toEqual(["text/plain"]);
    expect(types("/object", "200")).toEqual(["application/json"]);
    expect(types("/map/{n}", "201")).toEqual(["application/json"]);
  });

  it("tell a Date, sent as JSON text, from a date-time string, sent as text, though both are date-time strings in JSON Schema", () => {
    expect(doc.paths["/date"]?.get?.responses["200"]?.content).toEqual({ "application/json": { schema: { type: "string", format: "date-time" } } });
    expect(types("/codec", "200")).toEqual(["application/json"]);
    expect(types("/datetime", "200")).toEqual(["text/plain"]);
    expect([types("/map-date/{n}", "200"), types("/map-date/{n}", "201")]).toEqual([["application/json"], ["text/plain"]]);
  });

  it("list both for a schema that admits a string and other values, text/plain with its string part", () => {
    for (const path of ["/nullable/{n}", "/union/{n}", "/unknown/{n}"]) expect(types(path, "200"), path).toEqual(["application/json", "text/plain"]);
    expect(types("/map-nullable/{n}", "200")).toEqual(["application/json", "text/plain"]);
    const nullable = doc.paths["/nullable/{n}"]?.get?.responses["200"]?.content;
    expect(nullable?.["application/json"]?.schema).toEqual({ type: ["string", "null"] });
    expect(nullable?.["text/plain"]?.schema).toEqual({ type: "string" });
    expect(doc.paths["/union/{n}"]?.get?.responses["200"]?.content?.["text/plain"]?.schema).toEqual({ type: "string" });
    expect(doc.paths["/unknown/{n}"]?.get?.responses["200"]?.content?.["text/plain"]?.schema).toEqual({ type: "string" });
  });
});
