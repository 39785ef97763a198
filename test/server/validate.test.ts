/**
 * Input checks at the edge (src/server/validate.ts): a body schema whose request body a hook
 * already read is the hook's mistake, named (BODY_USED), not a stream error; an empty body is no
 * body, whatever its content type says.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { app, RouteDefinitionError } from "versa";
import { serve } from "versa/node";
import { arrayKeys } from "../../src/server/validate.js";
import { givesNoObject, paramOutputCases } from "../cases/shape-inputs.js";
import { noParamInput, noTextInput, notAnObject } from "../../src/core/messages-routes.js";

afterEach(() => void vi.restoreAllMocks());

const post = (body: string) => ({ method: "POST", headers: { "content-type": "application/json" }, body });
const USED =
  "A hook read the request's body (or is reading it) before the body schema of POST '/j' could: read it from ctx.request.clone() in the hook, so that the schema gets the body";

describe("a body a hook read first", () => {
  test("is a named error of the route (BODY_USED), to onError or logged; a hook that reads a clone leaves the body to the schema", async () => {
    const errors: unknown[] = [];
    const route = (read: (r: Request) => Promise<unknown>) =>
      app({ onError: (e) => void errors.push(e) })
        .onRequest(async ({ request }) => void (await read(request)))
        .post("/j", { schema: { body: z.object({ a: z.number() }) } }, ({ body }) => body);
    const used = await route((r) => r.text()).fetch(new Request("http://h/j", post('{"a":1}')));
    expect(used.status).toBe(500);
    expect(errors.map((e) => [(e as Error).name, (e as { code?: string }).code, (e as Error).message])).toEqual([["TypeError", "BODY_USED", USED]]);
    // (a hook that is still reading when the schema's turn comes: the stream is locked)
    const locked = await route(async (r) => void r.body?.getReader()).fetch(new Request("http://h/j", post('{"a":1}')));
    expect([locked.status, (errors[1] as { code?: string }).code]).toEqual([500, "BODY_USED"]);
    const cloned = await route((r) => r.clone().text()).fetch(new Request("http://h/j", post('{"a":2}')));
    expect([cloned.status, await cloned.json()]).toEqual([200, { a: 2 }]);
  });

  test("under serve() too: a plain 500, and the log names it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app()
      .onRequest(async ({ request }) => void (await request.text()))
      .post("/j", { schema: { body: z.object({ a: z.number() }) } }, ({ body }) => body);
    const s = await serve(api, { port: 0 });
    try {
      const r = await fetch(`${s.url}/j`, post('{"a":1}'));
      expect([r.status, await r.text()]).toEqual([500, "Internal Server Error"]);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("POST '/j' failed"), expect.objectContaining({ code: "BODY_USED", message: USED }));
    } finally {
      await s.close();
    }
  });
});

describe("an empty body", () => {
  const api = app()
    .post("/opt", { schema: { body: z.object({ a: z.number() }).optional() } }, ({ body }) => ({ body: body ?? null }))
    .post("/req", { schema: { body: z.object({ a: z.number() }) } }, ({ body }) => body);
  test.each([
    ["with a JSON content type", { "content-type": "application/json" }],
    ["without a content type", {}],
  ])("%s is undefined for the schema: an optional body takes it, a required one is the schema's 400", async (_, headers) => {
    const opt = await api.fetch(new Request("http://h/opt", { method: "POST", headers }));
    expect([opt.status, await opt.json()]).toEqual([200, { body: null }]);
    const req = await api.fetch(new Request("http://h/req", { method: "POST", headers }));
    expect([req.status, ((await req.json()) as { issues: { in: string }[] }).issues[0]?.in]).toEqual([400, "body"]);
  });
});

describe("a query key whose field is a list", () => {
  test("is handed an array however many values it has, for a tuple as for an array (a zod object shows which)", async () => {
    const query = z.object({ one: z.tuple([z.string()]).optional(), pair: z.tuple([z.coerce.number(), z.string()]).optional(), tags: z.array(z.string()).optional(), q: z.string().optional() });
    const api = app().get("/t", { schema: { query } }, ({ query }) => query);
    const get = async (q: string) => {
      const r = await api.fetch(new Request(`http://h/t?${q}`));
      return [r.status, await r.json()];
    };
    expect(await get("one=x&tags=a&q=b")).toEqual([200, { one: ["x"], tags: ["a"], q: "b" }]);
    expect(await get("pair=1&pair=z")).toEqual([200, { pair: [1, "z"] }]);
    // (a list that is too short or too long is the schema's 400, named on its key)
    expect(await get("pair=1")).toMatchObject([400, { issues: [{ in: "query", path: ["pair"] }] }]);
    expect(await get("one=x&one=y")).toMatchObject([400, { issues: [{ in: "query", path: ["one"] }] }]);
  });

  test("behind a lazy schema or a union: a union is a list when every option is one, whatever wraps it", async () => {
    const list = z.array(z.string());
    const tree: z.ZodType = z.lazy(() => z.union([list, z.array(tree)]));
    const query = z.object({
      lazy: z.lazy(() => list).optional(),
      arrays: z.union([z.array(z.literal("x")), z.array(z.literal("y"))]).optional(),
      listed: z.union([list, z.tuple([z.string()])]).default([]),
      nested: z.lazy(() => z.union([list.nullable(), z.lazy(() => z.tuple([z.string()]))])).optional(),
      either: z.union([list, z.string()]).optional(),
      tree: tree.optional(),
    });
    const api = app().get("/l", { schema: { query } }, ({ query }) => query);
    const get = async (q: string) => {
      const r = await api.fetch(new Request(`http://h/l?${q}`));
      return [r.status, await r.json()];
    };
    expect(await get("lazy=x&arrays=y&listed=z&nested=n")).toEqual([200, { lazy: ["x"], arrays: ["y"], listed: ["z"], nested: ["n"] }]);
    // (a union with an option that is no list takes the single value as it comes)
    expect(await get("either=a&tree=b")).toEqual([200, { either: "a", tree: ["b"], listed: [] }]);
    expect(await get("either=a&either=b")).toEqual([200, { either: ["a", "b"], listed: [] }]);
  });

  test("behind a pipe: a transformed query object's keys are read from its input side", async () => {
    const query = z.object({ tags: z.array(z.string()), pair: z.tuple([z.string()]).optional() }).transform((o) => ({ ...o, n: o.tags.length }));
    const api = app().get("/t", { schema: { query } }, ({ query }) => query);
    const r = await api.fetch(new Request("http://h/t?tags=x&pair=y"));
    expect([r.status, await r.json()]).toEqual([200, { tags: ["x"], pair: ["y"], n: 1 }]);
    expect([...arrayKeys(query)]).toEqual(["tags", "pair"]);
  });

  test("a lazy schema that leads back to itself is read as far as it shows options, and never loops", () => {
    const list = z.array(z.string());
    const loop: z.ZodType = z.lazy(() => z.union([list, loop]));
    const self: z.ZodType = z.lazy(() => self.optional());
    const mixed: z.ZodType = z.lazy(() => z.union([z.string(), mixed]));
    expect([...arrayKeys(z.object({ loop, self, mixed, list }))]).toEqual(["loop", "list"]);
  });

  test("a union that gives itself back builds and answers in every part: met again, it adds no option of its own", async () => {
    const list = z.array(z.string());
    const loop: z.ZodType = z.lazy(() => z.union([list, loop]));
    const numbers: z.ZodType = z.lazy(() => z.union([numbers, z.number()]));
    const build = (path: string, schema: object) => {
      try {
        return app().get(path, { schema } as never, (c: { query: unknown; params: unknown }) => ({ query: c.query, params: c.params }) as never);
      } catch (e) {
        return [(e as RouteDefinitionError).code, (e as Error).message];
      }
    };
    // (lists of strings: a query key takes them, and a request's repeated key is one)
    const api = build("/q", { query: z.object({ loop }) });
    if (Array.isArray(api)) throw new Error(String(api[1]));
    const r = await api.fetch(new Request("http://h/q?loop=x"));
    expect([r.status, await r.json()]).toMatchObject([200, { query: { loop: ["x"] } }]);
    // (a header and a parameter are one text, and a whole query schema an object: none of them a list)
    const at = (m: string, path: string) => ["INVALID_SCHEMA", `${m} (at route GET '${path}' of app)`];
    expect(build("/h", { headers: z.object({ loop }) })).toEqual(at(noTextInput("Headers", "loop", "/h"), "/h"));
    expect(build("/p/<loop>", { params: z.object({ loop }) })).toEqual(at(noParamInput("loop", "string", "/p/<loop>"), "/p/<loop>"));
    expect(build("/q", { query: loop })).toEqual(at(notAnObject("Query", "/q"), "/q"));
    expect(build("/q", { query: z.object({ numbers }) })).toEqual(at(noTextInput("Query", "numbers", "/q"), "/q"));
    // (a number parameter is what such a loop of numbers takes; zod tries the number first, or it would loop itself)
    const ints: z.ZodType = z.lazy(() => z.union([z.number(), ints]));
    expect(build("/n/<n:int>", { params: z.object({ n: numbers }) })).not.toBeInstanceOf(Array);
    const p = build("/n/<n:int>", { params: z.object({ n: ints }) });
    if (Array.isArray(p)) throw new Error(String(p[1]));
    const n = await p.fetch(new Request("http://h/n/4"));
    expect([n.status, await n.json()]).toMatchObject([200, { params: { n: 4 } }]);
  });
});

describe("a params schema's output", () => {
  test.each(paramOutputCases.map((c) => ({ ...c, gives: "gave" in c ? c.gave : JSON.stringify(c.gets) })))("is the handler's params over the path's, or the route's 500 when it is no plain object: $gives", async (c) => {
    const errors: unknown[] = [];
    const api = app({ onError: (e) => void errors.push(e) }).get("/x/<id>", { schema: { params: c.schema } } as never, ({ params }) => params);
    const r = await api.fetch(new Request("http://h/x/ab"));
    if ("gets" in c) return void expect([r.status, await r.json(), errors]).toEqual([200, c.gets, []]);
    expect(r.status).toBe(500);
    const e = errors[0] as RouteDefinitionError;
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect([e.code, e.message]).toEqual(["INVALID_SCHEMA", `${givesNoObject("/x/<id>")}; it gave back ${c.gave} (at route GET '/x/<id>')`]);
  });

  test("an issue of the params schema is its 400, not a 500: the output is looked at only when the input passes", async () => {
    const api = app().get("/x/<id>", { schema: { params: z.object({ id: z.string().max(1) }).transform((o) => o.id) } } as never, () => "");
    expect((await api.fetch(new Request("http://h/x/ab"))).status).toBe(400);
  });
});
