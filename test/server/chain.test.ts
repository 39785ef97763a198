/**
 * Hooks at run time (src/server/chain.ts): the order of every level's hooks, answers from hooks,
 * keys added to the context, errors through the levels' onError hooks, and the synchronous answer
 * kept where the hooks allow it. The tables are test/cases/hooks.ts (the types read them too).
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { app, blueprint, group, json } from "versa";
import { serve } from "versa/node";
import { DISPATCH, type Dispatch } from "../../src/server/fetch.js";
import { keyCases, orderCases, resultCases, takeLog } from "../cases/hooks.js";

afterEach(() => void vi.restoreAllMocks());

const send = (api: { fetch: (r: Request) => Promise<Response> }, path: string, init?: RequestInit) => api.fetch(new Request(`http://h${path}`, init));
const answer = async (r: Response) => [r.status, await r.text()] as const;

describe("keys an onRequest hook adds reach the handlers below it", () => {
  test.each(keyCases)("$level", async (c) => {
    const r = await send(c.api, "path" in c ? c.path : "/k");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")?.startsWith("text/plain") ? await r.text() : await r.json()).toEqual(c.value);
  });
  test("a group's keys reach its later hooks, and the routes added before a hook run it too", async () => {
    const seen: unknown[] = [];
    const g = group(blueprint("b").get("/k", (ctx) => String((ctx as unknown as { started: number }).started)))
      .onRequest(() => ({ started: 5 }))
      .onResponse(({ started }) => void seen.push(started));
    expect(await answer(await send(app().blueprint(g), "/k"))).toEqual([200, "5"]);
    expect(seen).toEqual([5]);
  });
  test("hooks see the matched route, its params as the template types them, and the path's methods", async () => {
    const seen: unknown[] = [];
    const api = app()
      .onRequest(({ route, params, allow }) => void seen.push(route?.path, { ...params }, allow))
      .blueprint(blueprint("b", { urlPrefix: "/t/<tenant:int>", version: 2 }).onRequest(({ route, params }) => void seen.push(route.version, params.tenant)).get("/x", () => "x").post("/x", () => "y"));
    await send(api, "/v2/t/7/x");
    expect(seen).toEqual(["/v2/t/<tenant:int>/x", { tenant: 7 }, ["GET", "HEAD", "POST"], "2", 7]);
  });
  test("a key the context has, or a result that is no object of keys, is an error of the hook (INVALID_HOOK_RESULT)", async () => {
    const errors: unknown[] = [];
    const onError = (e: unknown) => void errors.push(e);
    const bad = [() => ({ params: 1 }), () => ({ allow: [] }), () => "yes", () => [1], () => 0, () => () => 1];
    for (const hook of bad) await send(app({ onError }).onRequest(hook as unknown as () => undefined).get("/x", () => "x"), "/x");
    expect(errors.map((e) => [(e as { code: string }).code, (e as Error).message])).toEqual([
      ["INVALID_HOOK_RESULT", "onRequest hook of app returns 'params', a key the context already has (request, params, query, body, headers, route, allow): give it another name"],
      ["INVALID_HOOK_RESULT", "onRequest hook of app returns 'allow', a key the context already has (request, params, query, body, headers, route, allow): give it another name"],
      ["INVALID_HOOK_RESULT", `onRequest hook of app returned "yes": expected nothing, a Response to answer with, or a plain object of keys to add to the context`],
      ["INVALID_HOOK_RESULT", "onRequest hook of app returned an array: expected nothing, a Response to answer with, or a plain object of keys to add to the context"],
      ["INVALID_HOOK_RESULT", "onRequest hook of app returned 0: expected nothing, a Response to answer with, or a plain object of keys to add to the context"],
      // (an array's and a function's are the compile errors' texts too: types-test/hooks.test-d.ts)
      ["INVALID_HOOK_RESULT", "onRequest hook of app returned a function: expected nothing, a Response to answer with, or a plain object of keys to add to the context"],
    ]);
  });
  test.each(resultCases)("$rule is no plain object of keys: INVALID_HOOK_RESULT, its members never reach the context", async (c) => {
    const errors: unknown[] = [];
    const api = app({ onError: (e) => void errors.push(e) }).onRequest(() => c.value as never).get("/x", (ctx) => Object.keys(ctx).join());
    expect((await send(api, "/x")).status).toBe(500);
    expect(errors.map((e) => [(e as { code: string }).code, (e as Error).message])).toEqual([["INVALID_HOOK_RESULT", c.message]]);
  });
  test("a plain object's keys are added, whatever they are named (size, get) and whatever its prototype (null too)", async () => {
    const bare = Object.assign(Object.create(null) as object, { bare: true });
    const api = app().onRequest(() => ({ size: 1, get: 2 })).onRequest(() => bare).get("/x", ({ size, get, bare }) => [size, get, bare]);
    expect(await (await send(api, "/x")).json()).toEqual([1, 2, true]);
  });
  test("a key named __proto__ is a plain key, not the context's prototype", async () => {
    const api = app().onRequest(() => JSON.parse('{"__proto__": 5}') as object).get("/x", (ctx) => [(ctx as unknown as Record<string, unknown>)["__proto__"], typeof ctx.query.get]);
    expect(await (await send(api, "/x")).json()).toEqual([5, "function"]);
  });
});

describe("the order of hooks, and who answers", () => {
  test.each(orderCases)("$rule", async (c) => {
    takeLog();
    const r = await send(c.api, c.path, { method: c.method, ...("headers" in c && { headers: c.headers }) });
    expect(await answer(r)).toEqual([c.status, c.body]);
    expect(takeLog()).toEqual(c.log);
  });
  test("a response hook may replace the answer; the levels outside see the replacement", async () => {
    const api = app()
      .onResponse((_ctx, r) => new Response(`${r.status} seen by the app`))
      .blueprint(blueprint("b").onResponse(() => json({ replaced: true }, 202)).get("/x", () => "x"));
    expect(await answer(await send(api, "/x"))).toEqual([200, "202 seen by the app"]);
  });
  test("a response hook that returns something else fails the request", async () => {
    const errors: unknown[] = [];
    const api = app({ onError: (e) => void errors.push((e as { code: string }).code) }).blueprint(blueprint("b").onResponse(() => "no" as never).get("/x", () => "x"));
    expect((await send(api, "/x")).status).toBe(500);
    expect(errors).toEqual(["INVALID_HOOK_RESULT"]);
  });
});

describe("errors go to the nearest onError outwards, then app({ onError }), then a plain 500", () => {
  const boom = new Error("secret detail");
  const failing = blueprint("b")
    .onRequest(({ request }) => {
      if (request.headers.has("x-hook")) throw boom;
    })
    .get("/x", () => {
      throw boom;
    })
    .get("/ok", () => "ok");
  test("a handler's error: the blueprint's onError answers, and the response hooks outside it see the answer", async () => {
    const seen: number[] = [];
    const api = app().onResponse((_c, r) => void seen.push(r.status)).blueprint(failing.onError((e) => json({ error: (e as Error).message }, 503)));
    expect(await answer(await send(api, "/x"))).toEqual([503, '{"error":"secret detail"}']);
    expect(seen).toEqual([503]);
  });
  test("a hook's error goes the same way; an onError that returns nothing passes it on, the last added first", async () => {
    const tried: string[] = [];
    const inner = failing.onError(() => void tried.push("bp 1")).onError(() => void tried.push("bp 2"));
    const api = app()
      .onError(() => {
        tried.push("app");
        return json({ mapped: true }, 502);
      })
      .blueprint(group(inner).onError(() => void tried.push("group")));
    expect(await answer(await send(api, "/x", { headers: { "x-hook": "1" } }))).toEqual([502, '{"mapped":true}']);
    expect(tried).toEqual(["bp 2", "bp 1", "group", "app"]);
  });
  test("an onError that throws passes its own error outwards", async () => {
    const second = new Error("second");
    const seen: unknown[] = [];
    const api = app({ onError: (e) => void seen.push(e) }).blueprint(
      failing.onError(() => {
        throw second;
      }),
    );
    expect(await answer(await send(api, "/x"))).toEqual([500, "Internal Server Error"]);
    expect(seen).toEqual([second]);
  });
  test("no onError answers: app({ onError }) answers, through the app's response hooks", async () => {
    const api = app({ onError: () => json({ oops: true }, 500) }).onResponse((_c, r) => {
      r.headers.set("x-app", "seen");
    }).blueprint(failing);
    const r = await send(api, "/x", { headers: { "x-hook": "1" } });
    expect([r.status, r.headers.get("x-app"), await r.text()]).toEqual([500, "seen", '{"oops":true}']);
  });
  test("nothing answers: a plain 500 that leaks nothing, and the error is logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app().onResponse(() => undefined).blueprint(failing);
    const r = await send(api, "/x");
    expect(await answer(r)).toEqual([500, "Internal Server Error"]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("GET '/x' failed"), boom);
  });
  test("an app hook that fails on a request no route has: onError sees no route", async () => {
    const seen: unknown[] = [];
    const api = app({ onError: (_e, { route }) => void seen.push(route) }).onRequest(() => {
      throw boom;
    });
    expect((await send(api, "/nowhere")).status).toBe(500);
    expect(seen).toEqual([undefined]);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await send(app().onRequest(() => { throw boom; }), "/nowhere?q=1");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("GET '/nowhere' (no route) failed"), boom);
  });
});

describe("an answer a response hook drops has its stream cancelled (an event stream, a proxied upstream)", () => {
  /** A route whose answer streams until cancelled, and what happened to that stream. */
  const streaming = () => {
    const events: string[] = [];
    const answer = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull: (c) => c.enqueue(new TextEncoder().encode("tick\n")),
          cancel: () => void events.push("cancelled"),
        }),
        { headers: { "content-type": "text/event-stream" } },
      );
    return { events, answer };
  };
  test.each([
    { how: "replaced", hook: () => new Response("replaced"), status: 200, body: "replaced" },
    { how: "a throw the app answers", hook: () => { throw new Error("no"); }, status: 500, body: "mapped" },
    { how: "a result that is no Response", hook: () => 42 as unknown as Response, status: 500, body: "mapped" },
  ])("$how: cancelled", async ({ hook, status, body }) => {
    const { events, answer } = streaming();
    const api = app({ onError: () => new Response("mapped", { status: 500 }) }).onResponse(hook).get("/s", answer);
    const r = await send(api, "/s");
    expect([r.status, await r.text()]).toEqual([status, body]);
    await vi.waitFor(() => expect(events).toEqual(["cancelled"]));
  });
  test("handed on (new Response(r.body, r), a clone): not cancelled, the client reads it", async () => {
    const { events, answer } = streaming();
    const api = app()
      .onResponse((_, r) => new Response(r.body, { status: 201, headers: r.headers }))
      .onResponse((_, r) => r.clone())
      .get("/s", answer);
    const r = await send(api, "/s");
    expect(r.status).toBe(201);
    const reader = r.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("tick\n");
    expect(events).toEqual([]);
    await reader.cancel();
    await vi.waitFor(() => expect(events).toEqual(["cancelled"]));
  });
});

describe("a route without hooks pays nothing for them", () => {
  const dispatch = (api: object): Dispatch => (api as { [DISPATCH]: Dispatch })[DISPATCH];
  const incoming = (target: string) => ({ method: "GET", target, request: () => new Request(`http://h${target}`), left: () => false });
  test("its answer stays synchronous, next to routes with hooks; and so does a chain of synchronous request hooks", () => {
    const api = app()
      .blueprint(blueprint("hooked").onRequest(() => ({ user: "u" })).get("/h", ({ user }) => user))
      .blueprint(blueprint("asy").onRequest(async () => undefined).get("/a", () => "a"))
      .get("/plain", () => "plain");
    expect(dispatch(api)(incoming("/plain"))).toMatchObject({ status: 200, body: "plain" });
    expect(api.routes.find((r) => r.path === "/plain")?.hooks).toBeUndefined();
    expect(dispatch(api)(incoming("/h"))).toMatchObject({ status: 200, body: "u" });
    expect(dispatch(api)(incoming("/a"))).toBeInstanceOf(Promise);
  });
  test("each route's chain is composed once, outermost level first", () => {
    const api = app().onRequest(() => undefined).blueprint(group(blueprint("b").onError(() => undefined).get("/x", () => "x")).onResponse(() => undefined));
    const chain = api.routes[0]?.hooks;
    expect(chain?.levels.map((l) => [l.app, l.request.length, l.response.length, l.error.length])).toEqual([[true, 1, 0, 0], [false, 0, 1, 0], [false, 0, 0, 1]]);
    expect(chain?.simple).toBe(false);
  });
});

describe("through serve()", () => {
  test("hooks run the same on node:http", async () => {
    const api = app()
      .onResponse((_c, r) => {
        r.headers.set("x-served", "1");
      })
      .blueprint(blueprint("b").onRequest(() => ({ n: 2 })).get("/x", ({ n }) => ({ n })));
    const server = await serve(api, { port: 0, hostname: "127.0.0.1" });
    try {
      const r = await fetch(`${server.url}/x`);
      expect([r.status, r.headers.get("x-served"), await r.json()]).toEqual([200, "1", { n: 2 }]);
      const head = await fetch(`${server.url}/x`, { method: "HEAD" });
      expect([head.status, head.headers.get("x-served"), await head.text()]).toEqual([200, "1", ""]);
    } finally {
      await server.close();
    }
  });
});
