/**
 * `trustRegex()` and the `trustRegex` option: trust reaches the templates written where it is
 * given (a route, a blueprint or group and its routes, a registration's prefix) and nowhere else;
 * the length bound stays; values of the wrong kind are named.
 */
import { describe, expect, test } from "vitest";
import { app, blueprint, group, RouteDefinitionError, trustRegex } from "versa";
import { MAX_REGEX_INPUT } from "../../src/path/regex-safety.js";

const BAD = "(?:b+)+";
const status = async (api: { fetch(r: Request): Promise<Response> }, path: string) => (await api.fetch(new Request(`http://x${path}`))).status;

describe("trustRegex()", () => {
  const call = (...patterns: unknown[]) => () => trustRegex(...(patterns as string[]));
  test.each([
    [[/(c+)+/], `trustRegex(): expected pattern strings, got a RegExp: pass its source, trustRegex("(c+)+")`],
    [[["(c+)+"]], "trustRegex(): expected pattern strings, got an array: spread it, trustRegex(...patterns)"],
    [["(c+)+", 42], "trustRegex(): expected pattern strings, got 42"],
    [[undefined], "trustRegex(): expected pattern strings, got undefined"],
  ])("%o is a TypeError, and trusts nothing", (patterns, message) => {
    expect(call(...patterns)).toThrow(new TypeError(message));
    expect(() => app().get("/r/<v:(c+)+>" as string, () => "").routes).toThrow(RouteDefinitionError);
  });
  test("returns the patterns, frozen, and trusts nothing by itself", () => {
    const list = trustRegex(BAD);
    expect(list).toEqual([BAD]);
    expect(Object.isFrozen(list)).toBe(true);
    expect(() => app().get(`/t/<v:${BAD}>` as string, () => "").routes).toThrow(RouteDefinitionError);
  });
});

describe("the trustRegex option", () => {
  test("on a route: that route's template only; the length bound stays", async () => {
    const t = app().get(`/t/<v:${BAD}>` as string, { trustRegex: trustRegex(BAD) }, () => "ok");
    expect(await status(t, "/t/bbb")).toBe(200);
    expect(await status(t, `/t/${"b".repeat(MAX_REGEX_INPUT + 1)}`)).toBe(404);
    expect(() => t.get(`/u/<v:${BAD}>` as string, () => "").routes).toThrow(RouteDefinitionError);
    expect(() => app().get(`/t/<v:${BAD}>` as string, () => "").routes).toThrow(RouteDefinitionError);
  });
  test("on a blueprint: its prefix and routes, in every app it is registered in; another blueprint stays checked", async () => {
    const bp = blueprint("b", { urlPrefix: `/<p:${BAD}>`, trustRegex: [BAD] }).get(`/<v:${BAD}>` as string, () => "ok");
    expect(await status(app().blueprint(bp), "/bb/bbb")).toBe(200);
    expect(() => blueprint("c").get(`/<v:${BAD}>` as string, () => "")).toThrow(RouteDefinitionError);
    expect(() => blueprint("d", { trustRegex: [BAD] }).prefix(`/<p:${BAD}>`)).not.toThrow();
    expect(() => blueprint("e").prefix(`/<p:${BAD}>`)).toThrow(RouteDefinitionError);
  });
  test("on a group and a registration: their own prefixes", async () => {
    const bp = blueprint("b").get("/x", () => "ok");
    expect(await status(app().blueprint(group({ urlPrefix: `/<g:${BAD}>`, trustRegex: [BAD] }, bp)), "/bb/x")).toBe(200);
    expect(await status(app().blueprint(bp, { urlPrefix: `/<r:${BAD}>`, trustRegex: [BAD] }), "/bb/x")).toBe(200);
    expect(() => app().blueprint(bp, { urlPrefix: `/<r:${BAD}>` })).toThrow(RouteDefinitionError);
  });
  test("a value that is not a list of strings is refused where it is given", () => {
    expect(() => app().get("/x", { trustRegex: BAD as never }, () => "")).toThrow(
      new TypeError(`Invalid options at route GET '/x' of app: trustRegex: expected an array of pattern strings, such as trustRegex("(a+)+"), got "${BAD}"`),
    );
  });
});

describe("trust on a version prefix", () => {
  const vp = `/<p:${BAD}>/v`;
  const T = { trustRegex: [BAD] };
  const bp = () => blueprint("b").get("/x", () => "ok");
  test.each([
    ["a route", () => app({ versions: [1] }).get("/x", { version: 1, versionPrefix: vp, ...T }, () => "ok")],
    ["a blueprint", () => app().blueprint(blueprint("b", { version: 1, versionPrefix: vp, ...T }).get("/x", () => "ok"))],
    ["a blueprint's .versionPrefix()", () => app().blueprint(blueprint("b", T).versionPrefix(vp).version(1).get("/x", () => "ok"))],
    ["a group", () => app().blueprint(group({ version: 1, versionPrefix: vp, ...T }, bp()))],
    ["a group's .versionPrefix()", () => app().blueprint(group(T, bp()).versionPrefix(vp).version(1))],
    ["a registration", () => app().blueprint(bp(), { version: 1, versionPrefix: vp, ...T })],
  ])("on %s: the prefix written there is trusted, where the route is built and where it answers", async (_, make) => {
    const api = make();
    expect(api.routes.map((r) => r.path)).toEqual([`/<p:${BAD}>/v1/x`]);
    expect(await status(api, "/bb/v1/x")).toBe(200);
    // (the unknown-version answer reads the prefix too)
    const missing = await api.fetch(new Request("http://h/bb/v9/x"));
    expect([missing.status, missing.headers.get("content-type")]).toEqual([404, "application/problem+json"]);
  });
  test("the same prefix without trust stays refused", () => {
    expect(() => app().get("/x", { version: 1, versionPrefix: vp }, () => "").routes).toThrow(RouteDefinitionError);
    expect(() => blueprint("b").versionPrefix(vp)).toThrow(RouteDefinitionError);
    expect(() => app().blueprint(bp(), { version: 1, versionPrefix: vp })).toThrow(RouteDefinitionError);
  });
});
