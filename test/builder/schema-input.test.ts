/**
 * What a route's params schema is held to at definition (src/builder/schema-input.ts): each field
 * must take its parameter's value as the path casts it (test/cases/param-inputs.ts); schemas
 * that do not show their fields are taken as they are. Before that, a query, headers or params
 * schema must take an object (src/builder/input-shape.ts, test/cases/shape-inputs.ts).
 */
import { describe, expect, test } from "vitest";
import { z } from "zod";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { app, blueprint, RouteDefinitionError } from "versa";
import { thrown } from "../cases/thrown.js";
import { paramInputCases } from "../cases/param-inputs.js";
import { paramOutputCases, shapeInputCases } from "../cases/shape-inputs.js";

const h = () => "ok";

describe("a params schema takes its parameters' values", () => {
  test.each(paramInputCases)("$path, $message", ({ path, params, message }) => {
    // (the union of every row's schema is no one route's: the type test checks each row)
    const build = () => app().get(path as string, { schema: { params } } as never, h).routes;
    if (message === null) return void expect(build).not.toThrow();
    const e = thrown(build);
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect([e.message, e.code]).toEqual([`${message} (at route GET '${path}' of app)`, "INVALID_SCHEMA"]);
  });

  test("a container's parameter is checked against its own type", () => {
    // @ts-expect-error the types refuse it too (types-test/inputs.test-d.ts)
    const bp = blueprint("b", { urlPrefix: "/<org:int>" }).get("/x/<id>", { schema: { params: z.object({ org: z.string(), id: z.string() }) } }, h);
    const e = thrown(() => app().blueprint(bp).routes);
    expect([e.message, e.code]).toEqual([
      "Params schema key 'org' of '/x/<id>' accepts no number: the path hands it the parameter's value as a number, so use a schema that takes one, such as z.number() (at route GET '/x/<id>' of blueprint 'b')",
      "INVALID_SCHEMA",
    ]);
  });

  test("with a query mistake too, the params one is told first, as the compile error tells it", () => {
    const schema = { params: z.object({ id: z.string() }), query: z.object({ n: z.number() }) };
    // @ts-expect-error the params field
    const e = thrown(() => app().get("/x/<id:int>", { schema }, h).routes);
    expect(e.message).toMatch(/^Params schema key 'id' of '\/x\/<id:int>' accepts no number/);
  });

  test("an accepted schema gets the cast values", async () => {
    const api = app().get("/x/<id:int>/<d:ymd>", { schema: { params: z.object({ id: z.number().min(1), d: z.date() }) } }, ({ params }) => [params.id + 1, params.d.getUTCDate()]);
    const r = await api.fetch(new Request("http://h/x/5/2024-02-29"));
    expect([r.status, await r.json()]).toEqual([200, [6, 29]]);
  });

  test("a schema that shows no fields is taken as it is (its input type is checked at compile time only)", async () => {
    const opaque: StandardSchemaV1<unknown, { id: number }> = {
      "~standard": { version: 1, vendor: "test", validate: (v) => ({ value: v as { id: number } }) },
    };
    const api = app().get("/x/<id:int>", { schema: { params: opaque } }, ({ params }) => params.id);
    expect(() => api.routes).not.toThrow();
    expect((await api.fetch(new Request("http://h/x/7"))).status).toBe(200);
  });
});

describe("a query, headers or params schema takes an object", () => {
  test.each(shapeInputCases)("$part, $message", ({ part, schema, message }) => {
    // (the union of every row's schema is no one route's: the type test checks each row)
    const build = () => app().get("/x/<id>", { schema: { [part]: schema } } as never, h).routes;
    if (message === null) return void expect(build).not.toThrow();
    const e = thrown(build);
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect([e.message, e.code]).toEqual([`${message} (at route GET '/x/<id>' of app)`, "INVALID_SCHEMA"]);
  });

  test.each(paramOutputCases.map((c) => ({ ...c, gives: "gave" in c ? c.gave : JSON.stringify(c.gets) })))("a params schema whose output the build cannot see is taken as it is: $gives", ({ schema }) => {
    expect(() => app().get("/x/<id>", { schema: { params: schema } } as never, h).routes).not.toThrow();
  });

  test("the params part is told first, as the compile error tells it; then the query, then the headers", () => {
    const e = (schema: object) => thrown(() => app().get("/x/<id>", { schema } as never, h).routes).message;
    expect(e({ params: z.string(), query: z.string(), headers: z.number() })).toMatch(/^Params schema of '\/x\/<id>' must take an object/);
    expect(e({ query: z.string(), headers: z.number() })).toMatch(/^Query schema of/);
    expect(e({ query: z.object({ n: z.number() }), headers: z.number() })).toMatch(/^Query schema key 'n'/);
    expect(e({ query: z.object({ n: z.coerce.number() }), headers: z.number() })).toMatch(/^Headers schema of/);
  });

  test("a blueprint's route is told where it stands", () => {
    // @ts-expect-error the types refuse it too (types-test/inputs.test-d.ts)
    const bp = blueprint("b", { urlPrefix: "/<org>" }).get("/q", { schema: { query: z.array(z.string()) } }, h);
    const e = thrown(() => app().blueprint(bp).routes);
    expect([e.message, e.code]).toEqual([
      "Query schema of '/q' must take an object, such as z.object({ ... }): the server hands it the query as an object of strings by key (an array of strings for a key that repeats) (at route GET '/q' of blueprint 'b')",
      "INVALID_SCHEMA",
    ]);
  });

  test("an accepted schema gets the object: a loose object, a union of objects", async () => {
    const api = app()
      .get("/l", { schema: { headers: z.looseObject({ "x-a": z.string() }) } }, ({ headers }) => headers["x-a"])
      .get("/u", { schema: { query: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]) } }, ({ query }) => ("a" in query ? `a${query.a}` : `b${query.b}`));
    const l = await api.fetch(new Request("http://h/l", { headers: { "x-a": "1", "x-b": "2" } }));
    const u = await api.fetch(new Request("http://h/u?b=2"));
    expect([l.status, await l.text(), u.status, await u.text()]).toEqual([200, "1", 200, "b2"]);
  });

  test("another library's schema is taken as it is (its input type is checked at compile time only)", () => {
    const text: StandardSchemaV1<string> = {
      "~standard": { version: 1, vendor: "test", validate: (v) => (typeof v === "string" ? { value: v } : { issues: [{ message: "expected a string" }] }) },
    };
    // @ts-expect-error the types see its input, a string
    const api = app().get("/x", { schema: { query: text } }, h);
    expect(() => api.routes).not.toThrow();
  });
});
