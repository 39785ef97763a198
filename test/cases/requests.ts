/**
 * One app and a table of requests covering the matching rules (static and typed segments, slashes, methods,
 * decoding). The same table runs through `api.fetch` and over real HTTP through `serve()`.
 */
import { app, blueprint, group } from "versa";

/** Each handler answers with its route name and params, so a row can say who answered. */
const who = ({ route, params }: { route: { name: string }; params: object }) => ({ route: route.name, params: { ...params } });

export const requestApp = app()
  .get("/static/user", { name: "static" }, who)
  .get("/static/<x>", { name: "dyn" }, who)
  .get("/t/<u:uuid>", { name: "uuid" }, who)
  .get("/t/<d:ymd>", { name: "ymd" }, who)
  .get("/t/<i:int>", { name: "int" }, who)
  .get("/t/<f:float>", { name: "float" }, who)
  .get("/t/<a:alpha>", { name: "alpha" }, who)
  .get("/t/<s:slug>", { name: "slug" }, who)
  .get("/t/<e:ext=txt>", { name: "ext" }, who)
  .get("/t/<r:[A-Z]{2}_\\d>", { name: "regex" }, who)
  .get("/t/<s:str>", { name: "str" }, who)
  .get("/fall/<i:int>/a", { name: "int-a" }, who)
  .get("/fall/<s>/b", { name: "str-b" }, who)
  .get("/files/<rest:path>", { name: "path" }, who)
  .get("/loose", { name: "loose" }, who)
  .get("/strict", { strictSlashes: true, name: "strict" }, who)
  .get("/strict-slash/", { strictSlashes: true, name: "strict-slash" }, who)
  .get("/empty/<s:strorempty>", { name: "strorempty" }, who)
  .get("/m", { name: "m-get" }, who)
  .post("/m", { name: "m-post" }, who)
  .get("/h", { name: "h-get" }, who)
  .head("/h", { name: "h-head" }, () => new Response(null, { headers: { "x-head": "explicit" } }))
  .get("/café/<n:int>", { name: "cafe" }, who)
  .blueprint(group({ version: 2, versionPrefix: "/api/v" }, blueprint("b", { urlPrefix: "/b" }).get("/<id:int>", { name: "versioned" }, who)));

type Row = {
  readonly name: string;
  readonly method?: string;
  readonly path: string;
  readonly status: number;
  /** the route that answers and its params */
  readonly route?: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly allow?: string;
};

export const requestCases: readonly Row[] = [
  { name: "static wins over dynamic", path: "/static/user", status: 200, route: "static", params: {} },
  { name: "dynamic when static misses", path: "/static/other", status: 200, route: "dyn", params: { x: "other" } },
  { name: "uuid first", path: "/t/123e4567-e89b-12d3-a456-426614174000", status: 200, route: "uuid", params: { u: "123e4567-e89b-12d3-a456-426614174000" } },
  { name: "ymd before int", path: "/t/2024-01-02", status: 200, route: "ymd", params: { d: "2024-01-02T00:00:00.000Z" } },
  { name: "a false date falls to slug", path: "/t/2024-02-30", status: 200, route: "slug", params: { s: "2024-02-30" } },
  { name: "int before float", path: "/t/42", status: 200, route: "int", params: { i: 42 } },
  { name: "an unsafe integer falls to float", path: "/t/9007199254740993", status: 200, route: "float", params: { f: 9007199254740992 } },
  { name: "float", path: "/t/4.5", status: 200, route: "float", params: { f: 4.5 } },
  { name: "alpha before slug", path: "/t/abc", status: 200, route: "alpha", params: { a: "abc" } },
  { name: "slug before ext", path: "/t/a-b", status: 200, route: "slug", params: { s: "a-b" } },
  { name: "ext before regex", path: "/t/notes.txt", status: 200, route: "ext", params: { e: "notes", ext: "txt" } },
  { name: "regex before str", path: "/t/AB_1", status: 200, route: "regex", params: { r: "AB_1" } },
  { name: "str last", path: "/t/A.b%20c", status: 200, route: "str", params: { s: "A.b c" } },
  { name: "percent-decoded before the cast", path: "/t/%34%32", status: 200, route: "int", params: { i: 42 } },
  { name: "%2F stays inside its value", path: "/t/a%2Fb", status: 200, route: "str", params: { s: "a/b" } },
  { name: "a candidate whose rest fails falls through", path: "/fall/1/b", status: 200, route: "str-b", params: { s: "1" } },
  { name: "and the first that fits answers", path: "/fall/1/a", status: 200, route: "int-a", params: { i: 1 } },
  { name: "path takes the rest", path: "/files/a/b%20c/d", status: 200, route: "path", params: { rest: "a/b c/d" } },
  { name: "path may be empty", path: "/files/", status: 200, route: "path", params: { rest: "" } },
  { name: "non-strict without slash", path: "/loose", status: 200, route: "loose", params: {} },
  { name: "non-strict with one slash", path: "/loose/", status: 200, route: "loose", params: {} },
  { name: "non-strict, two slashes is another path", path: "/loose//", status: 404 },
  { name: "strict exact", path: "/strict", status: 200, route: "strict" },
  { name: "strict refuses the slash", path: "/strict/", status: 404 },
  { name: "strict with slash exact", path: "/strict-slash/", status: 200, route: "strict-slash" },
  { name: "strict with slash refuses without", path: "/strict-slash", status: 404 },
  { name: "exact path first: an empty last segment", path: "/empty/", status: 200, route: "strorempty", params: { s: "" } },
  { name: "no route: 404", path: "/nowhere", status: 404 },
  { name: "405 lists the methods, HEAD with GET", method: "DELETE", path: "/m", status: 405, allow: "GET, HEAD, POST" },
  { name: "the method picks the route", method: "POST", path: "/m", status: 200, route: "m-post", params: {} },
  { name: "HEAD answered by GET", method: "HEAD", path: "/m", status: 200 },
  { name: "explicit HEAD wins", method: "HEAD", path: "/h", status: 200 },
  { name: "non-ASCII static segment", path: "/caf%C3%A9/3", status: 200, route: "cafe", params: { n: 3 } },
  { name: "malformed encoding: 400", path: "/t/%E0%A4%A", status: 400 },
  { name: "malformed encoding in the query: 400, as in the path", path: "/loose?a=%FF", status: 400 },
  { name: "a lone % in the query: 400", path: "/loose?a=100%", status: 400 },
  { name: "%ZZ in the query: 400", path: "/loose?a=%ZZ&b=1", status: 400 },
  { name: "an overlong encoding in the query: 400", path: "/loose?a=%C0%AF", status: 400 },
  { name: "a malformed query is a 400 before a 404", path: "/nowhere?a=%E0%A4%A", status: 400 },
  { name: "a well-encoded query", path: "/loose?a=%E2%82%AC&b=+&c=%25", status: 200, route: "loose", params: {} },
  { name: "versioned route", path: "/api/v2/b/7", status: 200, route: "versioned", params: { id: 7 } },
  { name: "a version that is not there", path: "/api/v3/b/7", status: 404 },
];
