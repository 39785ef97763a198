/**
 * Misuse of the builders and of `api.url`: each mistake is named with its value,
 * where it was set and what is accepted, never a raw TypeError from inside versa.
 */
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { app, blueprint, group, RouteDefinitionError, VersaError, VersionError } from "versa";
import { show, type Show } from "../../src/core/messages.js";

const h = () => "ok";
/** What `f` throws: its name and message. */
const thrown = (f: () => unknown): [string, string] => {
  try {
    f();
  } catch (e) {
    return [(e as Error).name, (e as Error).message];
  }
  throw new Error("did not throw");
};

describe("a route path that is not a string", () => {
  const where = (m: string, c = "app") => `route ${m} of ${c}`;
  test.each([
    ["app().get(42, h)", () => app().get(42 as never, h), `Invalid path 42 at ${where("GET")}: expected a string such as "/users/<id:int>"`],
    ["blueprint('users').get(null, h)", () => blueprint("users").get(null as never, h), `Invalid path null at ${where("GET", "blueprint 'users'")}: expected a string such as "/users/<id:int>"`],
    ["app().post(undefined, {}, h)", () => app().post(undefined as never, {}, h), `Invalid path undefined at ${where("POST")}: expected a string such as "/users/<id:int>"`],
    ["app().get(['/a', '/b'], h)", () => app().get(["/a", "/b"] as never, h), `Invalid path an array at ${where("GET")}: expected a string such as "/users/<id:int>"; declare one route per path`],
    ["app().route(42, { methods: ['GET'] }, h)", () => app().route(42 as never, { methods: ["GET"] }, h), `Invalid path 42 at ${where("GET")}: expected a string such as "/users/<id:int>"`],
    ["app().route(42, {}, h)", () => app().route(42 as never, {} as never, h), `Invalid path 42 at route of app: expected a string such as "/users/<id:int>"`],
    ["app().get(h) (path forgotten)", () => (app().get as (...a: unknown[]) => unknown)(h), `Missing path at ${where("GET")}: got a function where the path goes; write .get("/path", handler)`],
    ["blueprint('b').delete(h, h)", () => (blueprint("b").delete as (...a: unknown[]) => unknown)(h, h), `Missing path at ${where("DELETE", "blueprint 'b'")}: got a function where the path goes; write .delete("/path", handler)`],
  ])("%s is a RouteDefinitionError naming the value and the route", (_, f, message) => {
    expect(thrown(f)).toEqual(["RouteDefinitionError", message]);
  });
});

describe("show() of a string", () => {
  test("escapes quotes, backslashes and line breaks as JSON does, at runtime and in the types", () => {
    const text = 'say "hi"\n\tto C:\\';
    expect(show(text)).toBe(JSON.stringify(text));
    const typed: '"say \\"hi\\"\\n\\tto C:\\\\"' = show('say "hi"\n\tto C:\\' as const);
    expect(typed).toBe(show(text));
    const plain: '"v1"' = show("v1" as const);
    expect(plain).toBe('"v1"');
  });
  test("a version with a line break reads on one line", () => {
    const [, message] = thrown(() => blueprint("b", { version: "v1\n" as never }));
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain('"v1\\n"');
  });
});

describe("show() of a BigInt", () => {
  test("is not read as a number, at runtime and in the types", () => {
    expect(show(1n)).toBe("1n (a BigInt)");
    const typed: "1n (a BigInt)" = show(1n as const);
    expect(typed).toBe("1n (a BigInt)");
    const n: Show<1> = "1";
    expect(n).toBe(show(1));
  });
  test("a BigInt version names the BigInt", () => {
    expect(thrown(() => blueprint("a", { version: 1n as never }))).toEqual([
      "VersionError",
      `Invalid version 1n (a BigInt) at blueprint 'a': expected a number >= 0 without an exponent (1, 2.25) or a string such as "1", "v1", "v1.1"`,
    ]);
  });
});

describe("a version number JavaScript writes with an exponent", () => {
  test.each([1e21, 1e-7])("%s is refused, and the message names the rule it breaks", (v) => {
    const [name, message] = thrown(() => blueprint("a", { version: v as never }));
    expect([name, message]).toEqual(["VersionError", expect.stringContaining("expected a number >= 0 without an exponent (1, 2.25)")]);
  });
});

describe("api.url", () => {
  const api = app().get("/u/<id:int>", h).get("/f/<x:float>", h).get("/d/<d:ymd>", h).get("/s/<s:slug>", h);
  const url = (path: string, params?: unknown): string => (api.url as (path: string, params?: unknown) => string).call(api, path, params);
  test.each([
    [
      "a string for an int",
      () => url("/u/<id:int>", { id: "7" }),
      `Invalid value "7" for parameter 'id' of '/u/<id:int>': expected a number (a safe integer, -?\\d+), got a string`,
    ],
    [
      "a BigInt for an int",
      () => url("/u/<id:int>", { id: 7n }),
      `Invalid value 7n (a BigInt) for parameter 'id' of '/u/<id:int>': expected a number (a safe integer, -?\\d+), got a BigInt`,
    ],
    ["a string for a float", () => url("/f/<x:float>", { x: "1.5" }), `got a string`],
    ["a number for a slug", () => url("/s/<s:slug>", { s: 7 }), `Invalid value 7 for parameter 's' of '/s/<s:slug>': expected a string (`],
    [
      "an invalid Date",
      () => url("/d/<d:ymd>", { d: new Date("nope") }),
      `Invalid value Invalid Date for parameter 'd' of '/d/<d:ymd>': expected a valid Date or a "YYYY-MM-DD" string, got an invalid Date`,
    ],
    ["params not an object", () => url("/u/<id:int>", 7), `Invalid parameters for '/u/<id:int>': expected an object such as { id: ... }, got 7`],
    ["params an array", () => url("/u/<id:int>", [7]), `Invalid parameters for '/u/<id:int>': expected an object such as { id: ... }, got an array`],
    ["params a string", () => url("/u/<id:int>", "7"), `Invalid parameters for '/u/<id:int>': expected an object such as { id: ... }, got "7"`],
  ])("%s is a TypeError saying what the value should be", (_, f, message) => {
    const [name, text] = thrown(f);
    expect(name).toBe("TypeError");
    expect(text).toContain(message);
  });
  test("good values still build, and a bad pattern still names it", () => {
    expect(url("/u/<id:int>", { id: 7 })).toBe("/u/7");
    expect(url("/d/<d:ymd>", { d: new Date(Date.UTC(2024, 0, 2)) })).toBe("/d/2024-01-02");
    expect(thrown(() => url("/u/<id:int>", { id: 1.5 }))[1]).toBe(`Invalid value 1.5 for parameter 'id' of '/u/<id:int>': expected a number (a safe integer, -?\\d+)`);
    // an integer past 2^53 is all digits, but stands for several numbers: the rule named is the one broken
    expect(thrown(() => url("/u/<id:int>", { id: 2 ** 60 }))[1]).toBe(`Invalid value 1152921504606847000 for parameter 'id' of '/u/<id:int>': expected a number (a safe integer, -?\\d+)`);
    expect(thrown(() => url("/u/<id:int>", {}))[1]).toBe(`Missing value for parameter 'id' of '/u/<id:int>'`);
  });
});

describe("builder messages", () => {
  const bp = blueprint("users").get("/a", h);
  const zschema = z.object({ a: z.string() });
  test.each([
    [
      ".route() with an unknown method names the route once",
      () => app().route("/x", { methods: ["FETCH"] } as never, h),
      `Invalid options at route '/x' of app: methods: unknown method 'FETCH', expected GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS`,
    ],
    [
      "blueprint .prefix(42)",
      () => bp.prefix(42 as never),
      `Invalid value 42 given to .prefix() of blueprint 'users': expected a string such as "/users"`,
    ],
    [
      "group .prefix({})",
      () => group().prefix({} as never),
      `Invalid value an object given to .prefix() of group: expected a string such as "/users"`,
    ],
    [
      "blueprint(42)",
      () => blueprint(42 as never),
      `Invalid options at blueprint(): name: expected a non-empty string such as "users", got 42`,
    ],
    [
      "a registration's version",
      () => app().blueprint(bp, { version: -1 as number }),
      `Invalid version -1 at registration: expected a number >= 0 without an exponent (1, 2.25) or a string such as "1", "v1", "v1.1" (registering blueprint 'users')`,
    ],
    [
      "a group registration's version",
      () => app().blueprint(group(bp), { version: "x" as string }),
      `Invalid version "x" at registration: expected`,
    ],
    [
      "group(bp, options): options last",
      () => (group as (...a: unknown[]) => unknown)(bp, { version: 1 }),
      `Invalid options at group: expected a blueprint or a group, got an object; options go first: group({ version: 1 }, a, b)`,
    ],
    [
      "group(app())",
      () => group(app() as never),
      `Invalid options at group: expected a blueprint or a group, got an app (from app()): an app holds blueprints and groups`,
    ],
    [
      "group().blueprint(app())",
      () => group().blueprint(app() as never),
      `Invalid options at group: expected a blueprint or a group, got an app (from app())`,
    ],
    [
      "app().blueprint(options)",
      () => app().blueprint({ version: 1 } as never),
      `Invalid options at app.blueprint: expected a blueprint or a group, got an object; options go second: app().blueprint(bp, { version: 1 })`,
    ],
    [
      "a schema not wrapped",
      () => (app().get as (...a: unknown[]) => unknown)("/x", { schema: zschema }, h),
      `Invalid options at route GET '/x' of app: schema: expected { params?, query?, body?, headers?, response? }, got a schema itself: write schema: { body: yourSchema }`,
    ],
    [
      "a response map with a key that is no status",
      () => app().get("/x", { schema: { response: { ok: zschema } as never } }, h as never),
      `Invalid options at route GET '/x' of app: schema.response: expected a Standard Schema, or an object of them by status such as { 200: User, 404: NotFound } (statuses from 200 to 599), got an object`,
    ],
    [
      "a response map with a value that is no schema",
      () => app().get("/x", { schema: { response: { 200: "User" } as never } }, h as never),
      `Invalid options at route GET '/x' of app: schema.response: expected a Standard Schema, or an object of them by status such as { 200: User, 404: NotFound } (statuses from 200 to 599), got an object`,
    ],
    [
      "blueprint .strictSlashes() without an argument",
      () => (bp.strictSlashes as () => unknown)(),
      `Invalid value undefined given to .strictSlashes() of blueprint 'users': expected true or false`,
    ],
    [
      "group .strictSlashes('yes')",
      () => group().strictSlashes("yes" as never),
      `Invalid value "yes" given to .strictSlashes() of group: expected true or false`,
    ],
  ])("%s", (_, f, message) => {
    const [name, text] = thrown(f);
    expect(["RouteDefinitionError", "VersionError", "TypeError"]).toContain(name);
    expect(text.startsWith(message)).toBe(true);
  });
  test("errors are the library's classes", () => {
    expect(() => bp.prefix(42 as never)).toThrow(TypeError);
    expect(() => bp.prefix(42 as never)).toThrow(VersaError);
    expect(() => bp.prefix("/<id:itn>" as string)).toThrow(RouteDefinitionError);
    expect(() => app().blueprint(bp, { version: -1 as number })).toThrow(VersionError);
  });
  test("good uses still work", () => {
    expect(app().blueprint(bp.strictSlashes(true).prefix("/u")).routes.map((r) => r.path)).toEqual(["/u/a"]);
    const api = app().blueprint(group({ version: 1 }, bp.strictSlashes(false)));
    expect(api.routes.map((r) => r.path)).toEqual(["/v1/a"]);
    expect(app().post("/x", { schema: { body: zschema } }, h).routes.length).toBe(1);
    expect(app().get("/x", { schema: { response: { 200: zschema, 404: zschema } } }, () => ({ a: "" })).routes.length).toBe(1);
    expect(app().route("/y", { methods: ["GET", "post"] } as never, h).routes.map((r) => r.method)).toEqual(["GET", "POST"]);
  });
});
