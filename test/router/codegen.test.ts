/**
 * The generated matcher (`codegen: true`) against the walker on trees large enough to be split
 * into many functions, and on static texts that would break generated code if they were pasted
 * into it. (test/router/router.test.ts, test/router/random-trees.test.ts and test/server/hostile.test.ts run their own
 * cases on both matchers.)
 */
import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { app } from "../../src/index.js";
import { compileRouter } from "../../src/router/index.js";
import type { Match } from "../../src/router/index.js";
import { encodeCharAt } from "../fuzz/requests.js";

type Loose = { routes: Parameters<typeof compileRouter>[0]; route: (p: string, o: object, h: () => number) => Loose };

/** Both matchers over `paths`: the same status, route and params (compared as plain data). */
function same(routes: Parameters<typeof compileRouter>[0], requests: readonly (readonly [string, string])[]) {
  const walk = compileRouter(routes, { codegen: false });
  const gen = compileRouter(routes, { codegen: true });
  const plain = (m: Match) => (m.status === 200 ? { status: 200, route: m.route.path, method: m.route.method, params: { ...m.params } } : m);
  for (const [method, path] of requests) expect(plain(gen(method, path)), `${method} ${path}`).toEqual(plain(walk(method, path)));
}

const METHODS = ["GET", "POST", "PUT", "DELETE", "HEAD"] as const;
const RESOURCES = ["users", "orders", "items", "invoices", "lines", "user", "us", "u", "reports", "runs"];
const TYPES = ["int", "str", "slug", "uuid", "ymd", "ext=json|xml", "[a-c]{2}", "path"];

describe("generated matcher: large trees", () => {
  test("a tree of 1,300 routes (many generated functions) answers like the walker", () => {
    let a = app() as unknown as Loose;
    let n = 0;
    for (let v = 1; v <= 10; v++)
      for (const r of RESOURCES)
        for (const [i, t] of TYPES.entries()) {
          const m = METHODS[(v + i) % METHODS.length]!;
          const tail = t === "path" ? `<rest:${t}>` : `<id:${t}>/${RESOURCES[i]}/<sub:int>`;
          a = a.route(`/v${v}/${r}/${tail}`, { methods: [m] }, () => n++);
          if (i < METHODS.length) a = a.route(`/v${v}/${r}${i % 2 ? "/" : ""}`, { methods: [METHODS[i]!] }, () => n++);
        }
    const routes = a.routes;
    expect(routes.length).toBeGreaterThan(1_000);
    const values = ["42", "-7", "abc", "a-b", "123e4567-e89b-12d3-a456-426614174000", "2024-02-29", "x.json", "ab", "%41", "a%2Fb", "", "%zz"];
    const requests: [string, string][] = [];
    for (let v = 0; v <= 11; v++)
      for (const r of RESOURCES)
        for (const [i, x] of values.entries()) {
          const m = METHODS[(v + i) % METHODS.length]!;
          requests.push([m, `/v${v}/${r}/${x}/${RESOURCES[i % RESOURCES.length]}/${values[(i + v) % values.length]}`]);
          requests.push([m, `/v${v}/${r}/${x}`], [m, `/v${v}/${r}/`], [m, `/v${v}/${r}`], ["OPTIONS", `/v${v}/${r}`]);
        }
    same(routes, requests);
  });

  test("a node with thousands of static children", () => {
    let a = app() as unknown as Loose;
    for (let i = 0; i < 3_000; i++) a = a.route(`/k/${i.toString(36)}x${"y".repeat(i % 20)}/<id:int>`, { methods: ["GET"] }, () => i);
    const requests = Array.from({ length: 3_000 }, (_, i) => ["GET", `/k/${i.toString(36)}x${"y".repeat(i % 20)}/${i}`] as const);
    same(a.routes, [...requests, ["GET", "/k/zzz/1"], ["GET", "/k/1x/1"], ["GET", "/k/"]]);
  });
});

describe("generated matcher: texts are data, not code", () => {
  const texts = ['a"b', "a'b", "a\\b", "a`${x}`b", "*\\ }) ; throw 1 \\\\", "\u2028\u2029é😀", "quote\"-and-long-enough-to-be-a-literal\\", "x".repeat(40)];
  test.each(texts)("%j", (text) => {
    const path = `/s/${text}/<id:int>`;
    const routes = app().get(path, () => 0).get(`/s/${text}`, () => 1).routes;
    const enc = Array.from(text).map((c) => (/[A-Za-z0-9\-._~!$&'()*+,;=:@]/u.test(c) ? c : encodeURIComponent(c))).join("");
    same(routes, [["GET", `/s/${text}/5`], ["GET", `/s/${text}`], ["GET", `/s/${enc}/5`], ["GET", `/s/${text}x/5`]]);
    const m = compileRouter(routes, { codegen: true })("GET", `/s/${text}/5`);
    expect(m.status === 200 && m.params).toEqual({ id: 5 });
  });
});

describe("generated matcher: a `%` where the tree reads", () => {
  // The tree reads raw paths and asks the walker wherever a `%` could change its answer: in a char
  // a fork skipped or read, in a static text, in a value a test refused or a leaf would take.
  const routes = app()
    .get("/v1/users", () => 0)
    .get("/v2/users/<id:int>", () => 1)
    .get("/v1/<x>/b", () => 2)
    .get("/v1/<y:int>/c", () => 3)
    .get("/event/<id>/comments", () => 4)
    .post("/event/<id>/comment", () => 5)
    .get("/files/<f:ext=json>", () => 6)
    .get("/abcx/<n:int>", () => 7)
    .get("/abdy/<n:[a-c]+>", () => 8)
    .get("/static/<rest:path>", () => 9).routes;
  const paths = ["/v1/users", "/v2/users/42", "/v1/q/b", "/v1/7/c", "/event/ab/comments", "/event/ab/comment", "/files/a.json", "/abcx/5", "/abdy/ab", "/static/a/b"];
  // every path with each of its chars but `/` encoded in turn (`/v1/7/c` -> `/%761/7/c`, `/v1/%37/c`, ...)
  const encoded = paths.flatMap((p) => Array.from({ length: p.length }, (_, i) => i).flatMap((i) => (p[i] === "/" ? [] : [encodeCharAt(p, i)])));
  test.each(["GET", "POST", "HEAD"])("%s: each path, and each with one char encoded", (method) => {
    same(routes, [...paths, ...encoded].map((p) => [method, p] as const));
    const gen = compileRouter(routes, { codegen: true });
    expect(gen("GET", "/%761/%37/c")).toMatchObject({ status: 200, params: { y: 7 } });
    expect(gen("GET", "/ab%63x/5")).toMatchObject({ status: 200, params: { n: 5 } });
  });
});

describe("generated matcher: static texts compared where it answers", () => {
  // The tree takes a static child by the chars its forks read and where the segment ends, and
  // compares the text only before a leaf answers, a parameter is read or a subtree's function is
  // called: a path with the right forks and lengths but another text must reach none of them.
  const routes = app()
    .get("/user/lookup/username/<name>", () => 0)
    .get("/user/lookup/email", () => 1)
    .post("/user/lookup/phone", () => 2)
    .get("/user/<id>/lookup", () => 3)
    .get("/<a>/<b>/email", () => 4).routes;
  const requests = [
    ["GET", "/user/lookup/email"],
    ["GET", "/uxer/lookup/email"], // "user" picked by its first char: `/<a>/<b>/email` answers
    ["GET", "/user/lookuq/email"],
    ["GET", "/user/lookup/emaix"],
    ["GET", "/user/lxxxxx/lookup"], // `/user/<id>/lookup`
    ["GET", "/user/lookup/usernamx/7"],
    ["GET", "/user/lookup/phone"], // 405
    ["GET", "/user/lookup/phonx"], // 404, not 405
  ] as const;
  test("each path answers like the walker", () => {
    same(routes, requests);
    const gen = compileRouter(routes, { codegen: true });
    expect(gen("GET", "/uxer/lookup/email")).toMatchObject({ status: 200, params: { a: "uxer", b: "lookup" } });
    expect(gen("GET", "/user/lookup/phonx").status).toBe(404);
  });
});

describe("which matcher a router gets", () => {
  const routes = app().get("/u/<id:int>", () => 0).routes;
  const walker = (m: unknown) => String(m).includes("router.match(");
  test("unset: generated code where the runtime allows it; false: the walker", () => {
    expect(walker(compileRouter(routes))).toBe(false);
    expect(walker(compileRouter(routes, { codegen: false }))).toBe(true);
  });
  test("where the runtime refuses code generation: unset walks and answers, true is CODEGEN_REFUSED when built", () => {
    const script = `
      import { app } from "./dist/index.js";
      const build = (codegen) => app(codegen === undefined ? {} : { codegen }).get("/u/<id:int>", ({ params }) => params);
      const r = await build(undefined).fetch(new Request("http://h/u/7"));
      console.log(r.status, JSON.stringify(await r.json()));
      try { build(true).fetch; } catch (e) { console.log(e.name, e.code); }`;
    const out = execFileSync(process.execPath, ["--disallow-code-generation-from-strings", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(out.trim().split("\n")).toEqual(['200 {"id":7}', "VersaError CODEGEN_REFUSED"]);
  });
});
