/**
 * JSON bodies beyond their size (src/server/json-rules.ts, body.ts): a nesting limit checked before
 * parsing, and `__proto__` / `constructor.prototype` keys refused, removed or kept as `app()` says.
 */
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { app } from "versa";
import { nestsDeeper } from "../../src/server/json-rules.js";

const post = (body: string, path = "/echo") =>
  new Request(`http://x${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
const echo = (options?: Parameters<typeof app>[0]) => app(options).post("/echo", { schema: { body: z.any() } }, ({ body }) => ({ body, own: Object.keys(body ?? {}) }));

/** A body refused before its schema runs: the 400 every route with schemas gives, its one issue in the body. */
const bodyIssue = (error: string) => ({ error, issues: [{ in: "body", path: [], message: error }] });

describe("nesting", () => {
  test("half a million [ under the 1 MiB limit: a 400 found before parsing, and quickly", async () => {
    const api = echo();
    const t0 = performance.now();
    const r = await api.fetch(post("[".repeat(520_000)));
    const ms = performance.now() - t0;
    expect([r.status, await r.json()]).toEqual([400, bodyIssue("JSON body nested deeper than 64 levels")]);
    expect(ms).toBeLessThan(300);
  });

  test("eight at once do not hold the event loop", async () => {
    const api = echo();
    const t0 = performance.now();
    const rs = await Promise.all(Array.from({ length: 8 }, () => api.fetch(post(`${"[".repeat(520_000)}${"]".repeat(520_000)}`))));
    expect(rs.map((r) => r.status)).toEqual(Array(8).fill(400));
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  test("jsonDepth sets the limit: at it taken, past it refused; brackets inside strings do not count", async () => {
    const api = echo({ jsonDepth: 3 });
    expect((await api.fetch(post('[[["a"]]]'))).status).toBe(200);
    expect((await api.fetch(post('{"a":[{"b":1}]}'))).status).toBe(200);
    expect((await api.fetch(post('[[[["a"]]]]'))).status).toBe(400);
    expect((await api.fetch(post('["[[[[[", "\\"[[[["]'))).status).toBe(200);
  });

  test("nestsDeeper counts outside strings, escapes included", () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(nestsDeeper(bytes('[[["a]]]"]]]'), 2)).toBe(true);
    expect(nestsDeeper(bytes('[["\\"[[[["]]'), 2)).toBe(false);
    expect(nestsDeeper(bytes('{"a":{"b":{"c":1}}}'), 3)).toBe(false);
    expect(nestsDeeper(bytes('{"a":{"b":{"c":{}}}}'), 3)).toBe(true);
  });
});

describe("prototype keys", () => {
  const bodies = [
    ["__proto__", '{"a":1,"__proto__":{"admin":true}}'],
    ["__proto__ deep", '{"a":[{"b":{"__proto__":{"admin":true}}}]}'],
    ["__proto__ written with escapes", '{"\\u005f_proto__":{"admin":true}}'],
    ["constructor.prototype", '{"constructor":{"prototype":{"admin":true}}}'],
  ] as const;

  test.each(bodies)("%s: refused by default (400)", async (_, body) => {
    const r = await echo().fetch(post(body));
    expect([r.status, await r.json()]).toEqual([400, bodyIssue("JSON body has a __proto__ key, or a constructor key holding a prototype key")]);
  });

  test.each(bodies)("%s: removed under protoKeys: 'remove'", async (_, body) => {
    const r = await echo({ protoKeys: "remove" }).fetch(post(body));
    expect(r.status).toBe(200);
    expect(JSON.stringify(await r.json())).not.toMatch(/__proto__|prototype/);
  });

  test("kept as an own key under protoKeys: 'keep' (Object.prototype untouched)", async () => {
    const r = await echo({ protoKeys: "keep" }).fetch(post('{"__proto__":{"admin":true}}'));
    expect(await r.json()).toEqual({ body: JSON.parse('{"__proto__":{"admin":true}}'), own: ["__proto__"] });
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  test("a raised jsonDepth: 200,000 levels with an escape inside are walked without recursion", async () => {
    const n = 200_000;
    const deep = (inner: string) => `${"[".repeat(n)}${inner}${"]".repeat(n)}`;
    const ok = app({ jsonDepth: 1_000_000 }).post("/b", { schema: { body: z.any() } }, () => "ok");
    const r = await ok.fetch(post(deep('{"\\u0061":1}'), "/b"));
    expect([r.status, await r.text()]).toEqual([200, "ok"]);
    const refused = await ok.fetch(post(deep('{"\\u005f_proto__":{}}'), "/b"));
    expect(refused.status).toBe(400);
    const removed = app({ jsonDepth: 1_000_000, protoKeys: "remove" }).post("/b", { schema: { body: z.any() } }, ({ body }) => {
      let v: unknown = body;
      for (let i = 0; i < n; i++) v = (v as unknown[])[0];
      return Object.keys(v as object);
    });
    const kept = await removed.fetch(post(deep('{"\\u005f_proto__":{},"a":1}'), "/b"));
    expect([kept.status, await kept.json()]).toEqual([200, ["a"]]);
  });

  test("a constructor key without prototype, and the words inside values, are fine", async () => {
    const r = await echo().fetch(post('{"constructor":"Ada","note":"__proto__ and prototype"}'));
    expect(r.status).toBe(200);
  });
});

describe("options are checked", () => {
  test.each([
    [{ jsonDepth: 0 }, "jsonDepth: expected a positive integer, got 0"],
    [{ jsonDepth: 1.5 }, "jsonDepth: expected a positive integer, got 1.5"],
    [{ protoKeys: "drop" }, 'protoKeys: expected "refuse", "remove" or "keep", got "drop"'],
    [{ handlerTimeout: -1 }, "handlerTimeout: expected an integer number of milliseconds, 0 for no limit, got -1"],
  ])("%o: a TypeError naming it", (options, detail) => {
    expect(() => app(options as never)).toThrow(new TypeError(`Invalid options at app: ${detail}`));
  });
});
