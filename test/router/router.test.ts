/**
 * The matcher (docs/parameter-types.md): one table row per rule, then a seeded randomized
 * cross-check against `paramsOf`, the single-template reference matcher.
 */
import { describe, expect, test } from "vitest";
import { app } from "../../src/index.js";
import { paramsOf } from "../../src/path/params.js";
import { compileRouter } from "../../src/router/index.js";
import type { Match, RouterOptions } from "../../src/router/index.js";
import type { RouteRecord } from "../../src/builder/route-record.js";

/** Every test runs on the walker and on the generated matcher: their answers must be the same. */
const MODES: readonly RouterOptions[] = [{ codegen: false }, { codegen: true }];

type M = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
/** `[method, path]` or `[method, path, strictSlashes]` */
type Def = readonly [M, string] | readonly [M, string, boolean];

/** Builds the routes with the real builder; each handler returns its index in `defs`. */
function matcher(defs: readonly Def[], options: RouterOptions) {
  let a = app() as unknown as { routes: readonly RouteRecord[]; route: (p: string, o: object, h: () => number) => typeof a };
  defs.forEach(([method, path, strict], i) => {
    a = a.route(path, strict === undefined ? { methods: [method] } : { methods: [method], strictSlashes: strict }, () => i);
  });
  const match = compileRouter(a.routes, options);
  /** The answer as plain data: `{ status, route: index, params }`. */
  return (method: string, path: string) => {
    const m: Match<RouteRecord> = match(method, path);
    if (m.status === 405) return { status: 405, allow: m.allow }; // (its candidate: see "the candidate of a 405")
    if (m.status !== 200) return m;
    return { status: 200, route: (m.route.handler as () => number)(), params: { ...m.params } };
  };
}

const ok = (route: number, params: Record<string, unknown> = {}) => ({ status: 200, route, params });
const notFound = { status: 404 };
const allow = (...methods: string[]) => ({ status: 405, allow: methods });

const TYPES: readonly Def[] = [
  ["GET", "/t/<a:uuid>"],
  ["GET", "/t/<b:ymd>"],
  ["GET", "/t/<c:int>"],
  ["GET", "/t/<d:float>"],
  ["GET", "/t/<e:alpha>"],
  ["GET", "/t/<f:slug>"],
  ["GET", "/t/<g:ext>"],
  ["GET", "/t/<h:[0-9_]+>"],
  ["GET", "/t/<i:str>"],
  ["GET", "/t/<j:strorempty>"],
  ["GET", "/t/<k:path>"],
];
const UUID = "123E4567-e89b-12d3-a456-426614174000";

const cases = [
  // static wins over dynamic, at every position
  { rule: "static before dynamic", defs: [["GET", "/users/<id>"], ["GET", "/users/me"]], req: ["GET", "/users/me"], want: ok(1) },
  { rule: "dynamic when static differs", defs: [["GET", "/users/<id>"], ["GET", "/users/me"]], req: ["GET", "/users/mex"], want: ok(0, { id: "mex" }) },
  { rule: "static prefix shared by longer static", defs: [["GET", "/user"], ["GET", "/users"], ["GET", "/<x>"]], req: ["GET", "/users"], want: ok(1) },
  // priority among dynamic candidates
  { rule: "uuid first (as written)", defs: TYPES, req: ["GET", `/t/${UUID}`], want: ok(0, { a: UUID }) },
  { rule: "ymd", defs: TYPES, req: ["GET", "/t/2024-02-29"], want: ok(1, { b: new Date(Date.UTC(2024, 1, 29)) }) },
  { rule: "bad date falls to slug", defs: TYPES, req: ["GET", "/t/2023-02-29"], want: ok(5, { f: "2023-02-29" }) },
  { rule: "int", defs: TYPES, req: ["GET", "/t/-42"], want: ok(2, { c: -42 }) },
  { rule: "unsafe int falls to float", defs: TYPES, req: ["GET", "/t/90071992547409930"], want: ok(3, { d: 90071992547409930 }) },
  { rule: "float", defs: TYPES, req: ["GET", "/t/1.5"], want: ok(3, { d: 1.5 }) },
  { rule: "alpha", defs: TYPES, req: ["GET", "/t/Abc"], want: ok(4, { e: "Abc" }) },
  { rule: "slug", defs: TYPES, req: ["GET", "/t/a-b-1"], want: ok(5, { f: "a-b-1" }) },
  { rule: "ext", defs: TYPES, req: ["GET", "/t/Doc.PDF"], want: ok(6, { g: "Doc", ext: "PDF" }) },
  { rule: "regex", defs: TYPES, req: ["GET", "/t/1_000"], want: ok(7, { h: "1_000" }) },
  { rule: "str", defs: TYPES, req: ["GET", "/t/a b"], want: ok(8, { i: "a b" }) },
  { rule: "strorempty", defs: TYPES, req: ["GET", "/t/"], want: ok(9, { j: "" }) },
  { rule: "path", defs: TYPES, req: ["GET", "/t/a/b"], want: ok(10, { k: "a/b" }) },
  { rule: "ext with an allow-list, longest first", defs: [["GET", "/f/<n:ext=gz|tar.gz>"]], req: ["GET", "/f/a.tar.gz"], want: ok(0, { n: "a", ext: "tar.gz" }) },
  { rule: "ext not in the list", defs: [["GET", "/f/<n:ext=jpg>"]], req: ["GET", "/f/a.png"], want: notFound },
  { rule: "regex is whole-segment", defs: [["GET", "/r/<x:[a-z]{2}>"]], req: ["GET", "/r/abc"], want: notFound },
  // backtracking
  { rule: "dynamic subtree fails, next dynamic", defs: [["GET", "/a/<x:int>/b"], ["GET", "/a/<y>/c"]], req: ["GET", "/a/5/c"], want: ok(1, { y: "5" }) },
  { rule: "static subtree fails, dynamic", defs: [["GET", "/a/b/c"], ["GET", "/a/<x>/d"]], req: ["GET", "/a/b/d"], want: ok(1, { x: "b" }) },
  { rule: "path catches what the rest refuses", defs: [["GET", "/a/<x:int>/b"], ["GET", "/a/<p:path>"]], req: ["GET", "/a/5/c"], want: ok(1, { p: "5/c" }) },
  { rule: "same type, other names", defs: [["GET", "/a/<x:int>"], ["POST", "/a/<y:int>"]], req: ["POST", "/a/5"], want: ok(1, { y: 5 }) },
  // a static text that shares no char with the segment, under a parameter chain that takes it
  { rule: "a static text not in the path, its length up to a later /", defs: [["GET", "/a/users/x"], ["GET", "/a/<p>/<q>/<r>"]], req: ["GET", "/a/y/379/4"], want: ok(1, { p: "y", q: "379", r: "4" }) },
  // first segments that differ from the routes' in one char: none of them, or one once decoded
  { rule: "a first segment no route has", defs: [["GET", "/v1/users"], ["GET", "/v2/users"]], req: ["GET", "/v9/users"], want: notFound },
  { rule: "a first segment no route has, until decoded", defs: [["GET", "/v1/users"], ["GET", "/v2/users"]], req: ["GET", "/v%31/users"], want: ok(0) },
  { rule: "a first segment no route has, malformed later: 400", defs: [["GET", "/v1/users"], ["GET", "/v2/users"]], req: ["GET", "/v9/%zz"], want: { status: 400 } },
  { rule: "a first segment no route has, HEAD", defs: [["GET", "/v1/users"], ["GET", "/v2/users"]], req: ["HEAD", "/v9/users"], want: notFound },
  { rule: "a fork's char past the path's end", defs: [["GET", "/a/"], ["GET", "/ab"]], req: ["GET", "/a"], want: ok(0) },
  { rule: "a fork's char past the path's end: 405", defs: [["GET", "/a"], ["GET", "/ab"]], req: ["POST", "/a"], want: allow("GET", "HEAD") },
  // trailing slashes (6.5)
  { rule: "non-strict answers with one more /", defs: [["GET", "/a"]], req: ["GET", "/a/"], want: ok(0) },
  { rule: "non-strict: not two more", defs: [["GET", "/a"]], req: ["GET", "/a//"], want: notFound },
  { rule: "strict: only the exact form", defs: [["GET", "/a", true]], req: ["GET", "/a/"], want: notFound },
  { rule: "non-strict written with / answers without", defs: [["GET", "/a/"]], req: ["GET", "/a"], want: ok(0) },
  { rule: "strict written with /: not without", defs: [["GET", "/a/", true]], req: ["GET", "/a"], want: notFound },
  { rule: "non-strict written with /: not with one more", defs: [["GET", "/a/"]], req: ["GET", "/a//"], want: notFound },
  { rule: "non-strict written with /, parameter before: not with one more", defs: [["GET", "/a/<x>/"]], req: ["GET", "/a/b//"], want: notFound },
  { rule: "non-strict written with /: 405 not for one more", defs: [["POST", "/a/"]], req: ["GET", "/a//"], want: notFound },
  { rule: "non-strict root: not //", defs: [["GET", "/"]], req: ["GET", "//"], want: notFound },
  { rule: "strict pair: two routes", defs: [["GET", "/a", true], ["GET", "/a/", true]], req: ["GET", "/a/"], want: ok(1) },
  { rule: "exact first: empty strorempty", defs: [["GET", "/a"], ["GET", "/a/<x:strorempty>"]], req: ["GET", "/a/"], want: ok(1, { x: "" }) },
  { rule: "exact first: static trailing / beats strorempty", defs: [["GET", "/a/<x:strorempty>"], ["GET", "/a/"]], req: ["GET", "/a/"], want: ok(1) },
  { rule: "stripped form after the exact one", defs: [["GET", "/a/<x>"]], req: ["GET", "/a/b/"], want: ok(0, { x: "b" }) },
  { rule: "root", defs: [["GET", "/"]], req: ["GET", "/"], want: ok(0) },
  { rule: "root is not the empty segment's str", defs: [["GET", "/<x>"]], req: ["GET", "/"], want: notFound },
  // path parameters
  { rule: "path may be empty", defs: [["GET", "/files/<p:path>"]], req: ["GET", "/files/"], want: ok(0, { p: "" }) },
  { rule: "path needs its /", defs: [["GET", "/files/<p:path>"]], req: ["GET", "/files"], want: notFound },
  { rule: "path keeps / and a trailing /", defs: [["GET", "/files/<p:path>"]], req: ["GET", "/files/a/b/"], want: ok(0, { p: "a/b/" }) },
  { rule: "path decoded per segment", defs: [["GET", "/files/<p:path>"]], req: ["GET", "/files/a%2Fb/c%20d"], want: ok(0, { p: "a/b/c d" }) },
  // decoding (6.5)
  { rule: "static compared decoded", defs: [["GET", "/café"]], req: ["GET", "/caf%C3%A9"], want: ok(0) },
  { rule: "static compared decoded, any case", defs: [["GET", "/a b/x"]], req: ["GET", "/a%20b/x"], want: ok(0) },
  { rule: "%2F stays in its value", defs: [["GET", "/u/<x>/v"]], req: ["GET", "/u/a%2Fb/v"], want: ok(0, { x: "a/b" }) },
  { rule: "%2F is not a separator", defs: [["GET", "/u/a/b"]], req: ["GET", "/u/a%2Fb"], want: notFound },
  { rule: "%2F in a regex value", defs: [["GET", "/u/<x:[a-z/]+>"]], req: ["GET", "/u/a%2Fb"], want: ok(0, { x: "a/b" }) },
  { rule: "decoded once", defs: [["GET", "/u/<x>"]], req: ["GET", "/u/%2541"], want: ok(0, { x: "%41" }) },
  { rule: "typed after decoding", defs: [["GET", "/n/<x:int>"]], req: ["GET", "/n/%34%32"], want: ok(0, { x: 42 }) },
  { rule: "% in a template: compared decoded", defs: [["GET", "/x/%41"]], req: ["GET", "/x/%2541"], want: ok(0) },
  { rule: "% in a template: not the raw path", defs: [["GET", "/x/%41"]], req: ["GET", "/x/%41"], want: notFound },
  { rule: "% met late in a raw walk", defs: [["GET", "/a/<x>/b"], ["GET", "/a/<y:path>"]], req: ["GET", "/a/q/%62"], want: ok(0, { x: "q" }) },
  { rule: "% in a path value", defs: [["GET", "/a/<y:path>"]], req: ["GET", "/a/q/%62"], want: ok(0, { y: "q/b" }) },
  { rule: "malformed: 400", defs: [["GET", "/u/<x>"]], req: ["GET", "/u/%E0%A4%A"], want: { status: 400 } },
  { rule: "malformed anywhere: 400", defs: [["GET", "/u"]], req: ["GET", "/zz/%zz"], want: { status: 400 } },
  // methods (6.6)
  { rule: "no route: 404", defs: [["GET", "/a"]], req: ["GET", "/b"], want: notFound },
  { rule: "405 lists HEAD with GET", defs: [["GET", "/a"], ["POST", "/a"]], req: ["PUT", "/a"], want: allow("GET", "HEAD", "POST") },
  { rule: "405 for an unknown method", defs: [["DELETE", "/a"]], req: ["BREW", "/a"], want: allow("DELETE") },
  { rule: "405 lists every candidate", defs: [["GET", "/a/<x:int>"], ["POST", "/a/<y>"], ["PUT", "/a/b"]], req: ["DELETE", "/a/5"], want: allow("GET", "HEAD", "POST") },
  { rule: "405 counts the stripped form", defs: [["PUT", "/a"], ["POST", "/b"]], req: ["GET", "/a/"], want: allow("PUT") },
  { rule: "405 not for strict routes of the other form", defs: [["PUT", "/a", true]], req: ["GET", "/a/"], want: notFound },
  { rule: "first candidate with the method answers", defs: [["GET", "/a/<x:int>"], ["POST", "/a/<y>"]], req: ["POST", "/a/5"], want: ok(1, { y: "5" }) },
  { rule: "HEAD by GET", defs: [["GET", "/a"]], req: ["HEAD", "/a"], want: ok(0) },
  { rule: "explicit HEAD wins", defs: [["GET", "/a"], ["HEAD", "/a"]], req: ["HEAD", "/a"], want: ok(1) },
  { rule: "explicit HEAD wins over an earlier GET candidate", defs: [["GET", "/a/<x:int>"], ["HEAD", "/a/<y>"]], req: ["HEAD", "/a/5"], want: ok(1, { y: "5" }) },
  { rule: "OPTIONS is a method like any other", defs: [["OPTIONS", "/a"]], req: ["OPTIONS", "/a/"], want: ok(0) },
  // params objects
  { rule: "names of Object.prototype are plain keys", defs: [["GET", "/<__proto__>/<constructor>"]], req: ["GET", "/x/y"], want: ok(0, JSON.parse('{"__proto__":"x","constructor":"y"}') as Record<string, unknown>) },
] as const;

describe.each(MODES)("compileRouter (codegen: $codegen)", (options) => {
  test.each(cases)("$rule", ({ defs, req, want }) => {
    const got = matcher(defs, options)(req[0], req[1]);
    expect(got).toEqual(want);
  });

  test("params inherit nothing and are separate per call", () => {
    /** No inherited property: `in` finds only own keys (`__proto__`, `constructor` as own keys). */
    const inheritsNothing = (o: object) =>
      ["toString", "hasOwnProperty", "constructor", "__proto__", "valueOf"].every((k) => !(k in o) || Object.hasOwn(o, k));
    const match = compileRouter(app().get("/<__proto__>/<constructor>", () => 0).get("/s", () => 1).routes, options);
    const a = match("GET", "/x/y");
    const b = match("GET", "/p/q");
    if (a.status !== 200 || b.status !== 200) throw new Error("no match");
    expect(inheritsNothing(a.params)).toBe(true);
    expect(Object.keys(a.params)).toEqual(["__proto__", "constructor"]);
    expect(a.params["__proto__"]).toBe("x");
    expect(b.params["__proto__"]).toBe("p");
    const s = match("GET", "/s");
    expect(s.status === 200 && inheritsNothing(s.params) && !("toString" in s.params)).toBe(true);
  });

  test("a segment that differs from a static text in any one char is not that text", () => {
    // texts of every length the compare treats differently (forks, char by char, slice), some
    // sharing a prefix; a parameter after each keeps them out of the whole-path table
    const texts = ["a", "bc", "def", "ghij", "user", "users", "uses", "lookup", "categories"];
    const match = matcher(texts.map((t) => ["GET", `/${t}/<id>`] as const), options);
    texts.forEach((t, route) => {
      expect(match("GET", `/${t}/7`)).toEqual({ status: 200, route, params: { id: "7" } });
      for (let i = 0; i < t.length; i++) {
        const near = `${t.slice(0, i)}${t[i] === "z" ? "y" : "z"}${t.slice(i + 1)}`;
        expect(match("GET", `/${near}/7`), near).toEqual({ status: 404 });
      }
    });
  });

  test("a static text differing from the path's segment in any one char is no match, wherever the walk goes on", () => {
    // each text has a static child and no parameter beside it; the route ends after it (`/t/x`),
    // goes on to a parameter (`/t/x/7`), or two levels on (`/t/x/y/z`)
    const texts = ["a", "bc", "def", "ghij", "user", "users", "uses", "lookup", "categories"];
    const defs = texts.flatMap((t) => [["GET", `/${t}/x`], ["GET", `/${t}/x/<id>`], ["GET", `/${t}/x/y/z`]] as const);
    const match = matcher(defs, options);
    texts.forEach((t, i) => {
      expect(match("GET", `/${t}/x`)).toEqual(ok(3 * i));
      expect(match("GET", `/${t}/x/7`)).toEqual(ok(3 * i + 1, { id: "7" }));
      expect(match("GET", `/${t}/x/y/z`)).toEqual(ok(3 * i + 2));
      for (let j = 0; j < t.length; j++) {
        const near = `${t.slice(0, j)}${t[j] === "z" ? "y" : "z"}${t.slice(j + 1)}`;
        for (const rest of ["x", "x/7", "x/y/z"]) expect(match("GET", `/${near}/${rest}`), `${near}/${rest}`).toEqual(notFound);
      }
    });
  });

  test.each([
    { rule: "the first route declared at the leaf", defs: [["POST", "/a"], ["GET", "/a"]], req: ["PUT", "/a"], want: 0 },
    { rule: "the leaf tried first: static before a parameter", defs: [["POST", "/a/<x>"], ["GET", "/a/b"]], req: ["PUT", "/a/b"], want: 1 },
    { rule: "the leaf tried first: parameters by priority", defs: [["POST", "/a/<x:str>"], ["GET", "/a/<n:int>"]], req: ["PUT", "/a/5"], want: 1 },
    { rule: "the written form before the one without its trailing /", defs: [["POST", "/a"], ["GET", "/a/", true]], req: ["PUT", "/a/"], want: 1 },
    { rule: "a strict route is no candidate of the other form", defs: [["GET", "/a", true], ["POST", "/a"]], req: ["PUT", "/a/"], want: 1 },
  ] as const)("the candidate of a 405: $rule", ({ defs, req, want }) => {
    let a = app() as unknown as { routes: readonly RouteRecord[]; route: (p: string, o: object, h: () => number) => typeof a };
    defs.forEach(([method, path, strict], i) => {
      a = a.route(path, strict === undefined ? { methods: [method] } : { methods: [method], strictSlashes: strict }, () => i);
    });
    const m = compileRouter(a.routes, options)(req[0], req[1]);
    expect(m.status === 405 && (m.route.handler as () => number)()).toBe(want);
  });

  test("versioned routes from blueprints and groups", () => {
    const api = app().get("/health", () => "ok").get("/v1/<id:int>", { version: 2 }, () => "x");
    const match = compileRouter(api.routes, options);
    expect(match("GET", "/v2/v1/7")).toMatchObject({ status: 200, params: { id: 7 } });
    expect(match("GET", "/health")).toMatchObject({ status: 200 });
  });

  test("never throws", () => {
    const match = compileRouter(app().get("/<a:ymd>/<b:[a-z]+>", () => 0).routes, options);
    for (const p of ["", "/", "//", "%", "/%", "/%%", "/a%2", "?", "/\u0000", "/2024-01-01/%C0%AF", "x"]) {
      expect(() => match("GET", p)).not.toThrow();
    }
  });
});

/** A seeded generator (mulberry32): the same cases every run. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe.each(MODES)("cross-check against paramsOf (codegen: $codegen)", (options) => {
  const next = rng(20240229);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const STATIC = ["a", "b", "ab", "é"];
  const LABELS = ["str", "strorempty", "int", "float", "alpha", "slug", "ext", "[ab]+", "uuid", "ymd"];
  const VALUES = ["a", "b", "ab", "1", "-2", "1.5", "x.y", "", "%C3%A9", "a%2Fb", "2024-01-31", UUID, "%41", "a-b"];

  const template = (): string => {
    const n = 1 + Math.floor(next() * 3);
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(next() < 0.5 ? pick(STATIC) : `<p${i}:${pick(LABELS)}>`);
    if (next() < 0.2) return `/${parts.join("/")}/<rest:path>`;
    return `/${parts.join("/")}${next() < 0.15 ? "/" : ""}`;
  };
  const request = (): string => {
    const n = 1 + Math.floor(next() * 4);
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(next() < 0.4 ? encodeURIComponent(pick(STATIC)) : pick(VALUES));
    return `/${parts.join("/")}`;
  };

  test("one strict route: the same answer as paramsOf", () => {
    for (let i = 0; i < 400; i++) {
      const t = template();
      const match = compileRouter(app({ strictSlashes: true }).get(t, () => 0).routes, options);
      for (let j = 0; j < 20; j++) {
        const p = request();
        const want = paramsOf(t, p);
        const got = match("GET", p);
        if (want === undefined) expect([404, 400], `${t} ${p}`).toContain(got.status);
        else expect(got.status === 200 && { ...got.params }, `${t} ${p}`).toEqual({ ...want });
      }
    }
  });

  test("many strict routes: a match is some route's paramsOf, and a 404 means none matches", () => {
    for (let i = 0; i < 60; i++) {
      let a = app({ strictSlashes: true }) as unknown as { routes: readonly RouteRecord[]; get: (p: string, h: () => number) => typeof a };
      const keys = new Set<string>();
      for (let j = 0; j < 12; j++) {
        const t = template();
        const probe = app().get(t, () => 0).routes[0]!.key;
        if (keys.has(probe)) continue;
        keys.add(probe);
        a = a.get(t, () => j);
      }
      const match = compileRouter(a.routes, options);
      for (let j = 0; j < 40; j++) {
        const p = request();
        const got = match("GET", p);
        const any = a.routes.some((r) => paramsOf(r.path, p) !== undefined);
        if (got.status === 200) expect({ ...got.params }, `${got.route.path} ${p}`).toEqual({ ...paramsOf(got.route.path, p) });
        else expect(any, p).toBe(false);
      }
    }
  });
});
