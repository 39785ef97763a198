/**
 * Hostile input through `api.fetch`: every path gets a defined status (400, 404, 405, 414 or the
 * route the reference matcher names), never a thrown error, a 500 or a hang; limits hold at their edges;
 * parameter names such as `__proto__` stay plain keys; unsafe regex parameters are refused.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { app, RouteDefinitionError } from "versa";
import { MAX_REGEX_INPUT } from "../../src/path/regex-safety.js";
import { MAX_SEGMENTS, MAX_TARGET } from "../../src/server/fetch.js";
import { hostileApp, hostilePath } from "../fuzz/hostile.js";
import { expected } from "../fuzz/reference.js";
import { send } from "../fuzz/requests.js";
import { RUNS, settings, TIMEOUT } from "../fuzz/values.js";

const api = hostileApp();
const status = async (path: string, method = "GET") => (await send(api, method, path)).response.status;
/** The same routes, matched by generated code: it must answer every hostile path the same. */
const generated = hostileApp(true);

describe("api.fetch: hostile paths", () => {
  test("random hostile paths get what the reference matcher says, quickly", { timeout: TIMEOUT }, async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).join();
    const seen: Record<number, number> = {};
    let slowest = { ms: 0, path: "" };
    await fc.assert(
      fc.asyncProperty(hostilePath, fc.constantFrom("GET", "HEAD", "POST", "DELETE", "FOO"), fc.boolean(), async (path, method, codegen) => {
        const t0 = performance.now();
        const { seen: p, response, echo } = await send(codegen ? generated : api, method, path);
        const ms = performance.now() - t0;
        if (ms > slowest.ms) slowest = { ms, path: path.slice(0, 60) };
        seen[response.status] = (seen[response.status] ?? 0) + 1;
        const want = p.length > MAX_TARGET || p.split("/").length - 1 > MAX_SEGMENTS ? { status: 414 as const } : expected(api.routes, method, p);
        expect({ path, status: response.status }).toEqual({ path, status: want.status });
        if (want.status === 200 && echo) expect([echo.path, echo.protoFree]).toEqual([want.route.path, true]);
      }),
      { ...settings, numRuns: RUNS * 20 },
    );
    expect(Object.getOwnPropertyNames(Object.prototype).join()).toBe(before);
    expect(Object.keys(seen).every((s) => ["200", "400", "404", "405", "414"].includes(s))).toBe(true);
    if (process.env["FUZZ_REPORT"]) console.log("hostile fetch", JSON.stringify({ cases: RUNS * 20, statuses: seen, slowest }));
  });

  test.each([
    ["/u/%C3%28", 400], ["/u/%FF", 400], ["/u/%", 400], ["/u/%G1", 400], ["/u/%C0%AF", 400], ["/u/%ED%A0%80", 400],
    ["/u/%E0%A4%A", 400], ["/p/a/%FF/b", 400], ["/nowhere/%FF", 400],
    ["/n/9007199254740991", 200], ["/n/-9007199254740991", 200], ["/n/9007199254740992", 404], ["/n/99999999999999999999", 404],
    ["/n/1e3", 404], ["/n/0x10", 404], ["/f/1e309", 404], ["/f/Infinity", 404], ["/f/NaN", 404],
    ["/u/a%00b", 200], ["/u/%0D%0A", 200], ["/u/%2F", 200], ["//u/a", 404], ["/u//a", 404], ["/u/a//", 404],
    ["/x/.png", 404], ["/x/a..png", 200], ["/d/0004-02-29", 200], ["/d/0001-02-29", 404],
  ] as const)("%s -> %i", async (path, code) => {
    expect(await status(path)).toBe(code);
    expect((await send(generated, "GET", path)).response.status).toBe(code);
  });

  test("a method no route has: 405 where the path matches, else 404", async () => {
    const res = (await send(api, "FOO", "/u/a")).response;
    expect([res.status, res.headers.get("allow")]).toEqual([405, "GET, HEAD, POST"]);
    expect(await status("/nowhere", "FOO")).toBe(404);
  });

  test("parameters named __proto__, constructor, toString, valueOf are plain own keys; nothing is inherited", async () => {
    const { echo } = await send(api, "GET", "/o/polluted/7");
    expect(echo?.params).toEqual([["__proto__", "polluted"], ["constructor", 7]]);
    expect(echo?.protoFree).toBe(true);
    expect((await send(api, "GET", "/o//Abc/x")).echo?.params).toEqual([["toString", ""], ["valueOf", "Abc"]]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  test("dot segments: a WHATWG URL resolves them before api.fetch sees the path", async () => {
    expect((await send(api, "GET", "/p/a/../b/./c")).echo?.params).toEqual([["rest", "b/c"]]);
    expect((await send(api, "GET", "/p/a/%2e%2e/b")).echo?.params).toEqual([["rest", "b"]]);
    expect((await send(api, "GET", "/p/a/%2E%2E%2Fb")).echo?.params).toEqual([["rest", "a/../b"]]);
  });
});

describe("api.fetch: limits", () => {
  const under = (n: number) => `/u/${"a".repeat(n - 3)}`;
  test(`request targets up to ${MAX_TARGET} characters pass, longer ones are 414`, async () => {
    expect(await status(under(MAX_TARGET))).toBe(200);
    expect(await status(under(MAX_TARGET + 1))).toBe(414);
    expect(await status(`/u/a?q=${"x".repeat(MAX_TARGET)}`)).toBe(414);
    expect(await status(`/u/${"a".repeat(64 * 1024)}`)).toBe(414);
    expect(await status("/a".repeat(10_000))).toBe(414);
  });
  test(`paths of up to ${MAX_SEGMENTS} segments pass, more are 414`, async () => {
    expect(await status(`/p${"/a".repeat(MAX_SEGMENTS - 1)}`)).toBe(200);
    expect(await status(`/p${"/a".repeat(MAX_SEGMENTS)}`)).toBe(414);
    expect(await status("/".repeat(MAX_SEGMENTS + 1))).toBe(414);
  });
  test(`segments longer than ${MAX_REGEX_INPUT} characters never reach a regex parameter`, async () => {
    const r = app().get("/r/<x:[a-z]+>", () => "ok");
    expect((await r.fetch(new Request(`http://x/r/${"a".repeat(MAX_REGEX_INPUT)}`))).status).toBe(200);
    expect((await r.fetch(new Request(`http://x/r/${"a".repeat(MAX_REGEX_INPUT + 1)}`))).status).toBe(404);
  });
});

describe("regex parameters: catastrophic backtracking is refused when the tree is built", () => {
  test.each(["(a+)+", "(a|a)*", "(.*)*", "(a*)*", "(\\w|\\d)+", "(\\d+\\.?)+", "([a-z]+\\s?)*", "(?:a?[ab]\\w)*", "a*a*a*b", ".*a.*a.*b", "(a?){30}"])(
    "%s",
    (pattern) => {
      const build = () => app().get(`/r/<code:${pattern}>` as string, () => "").routes;
      expect(build).toThrow(RouteDefinitionError);
      expect(build).toThrow(`Parameter 'code' in '/r/<code:${pattern}>' has a regex that can backtrack catastrophically, ${pattern}: `);
    },
  );
  test.each(["[a-z]{2,5}", "\\d{4}-\\d{2}-\\d{2}", "[a-z]+(?:-[a-z]+)*", "(?:foo|bar)+", "v\\d+(?:\\.\\d+)*", "[^/]+\\.(?:jpg|png)", "(?:a|b)/?c", ".*.*x", "(?:a|ab)*"])(
    "%s is accepted",
    (pattern) => {
      expect(app().get(`/r/<code:${pattern}>` as string, () => "").routes).toHaveLength(1);
    },
  );
});

describe("dot segments and old dates", () => {
  // "." and ".." (and %2e forms) are dot segments any WHATWG URL resolves: api.url refuses them
  test("api.url refuses a value that is a dot segment", () => {
    expect(() => api.url("/u/<name>", { name: ".." })).toThrow(TypeError);
    expect(() => api.url("/p/<rest:path>", { rest: "a/../../u/x" })).toThrow("'.' and '..' segments");
    expect(api.url("/p/<rest:path>", { rest: "a/.b/c." })).toBe("/p/a/.b/c.");
  });
  test("ymd accepts 0000-02-29 (year 0 is a leap year)", async () => {
    expect(await status("/d/0000-02-29")).toBe(200);
    expect(await status("/d/0100-02-29")).toBe(404);
  });
});
