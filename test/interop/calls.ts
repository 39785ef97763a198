/**
 * The calls the live test makes through versa's client and through openapi-fetch: at least one
 * per route of the fixture (the test checks it), and the input mistakes versa answers 400.
 */
export interface Call {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** the route's composed template */
  readonly path: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | readonly string[]>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

const person = { name: "Grace", address: { city: "Arlington", zip: "22201" }, tags: ["navy", "cobol"] };
const get = (path: string, params?: Call["params"]): Call => ({ method: "GET", path, ...(params && { params }) });

export const calls: readonly Call[] = [
  get("/health"),
  get("/v1/params/str/<v>", { v: "a b/c" }),
  get("/v1/params/empty/<v:strorempty>/end", { v: "x y" }),
  get("/v1/params/int/<v:int>", { v: -42 }),
  get("/v1/params/int/<v:int>", { v: Number.MAX_SAFE_INTEGER }),
  get("/v1/params/float/<v:float>", { v: 1e-7 }),
  get("/v1/params/float/<v:float>", { v: -2.5e21 }),
  get("/v1/params/float/<v:float>", { v: 0.5 }),
  get("/v1/params/alpha/<v:alpha>", { v: "Hello" }),
  get("/v1/params/slug/<v:slug>", { v: "my-post-2" }),
  get("/v1/params/ymd/<v:ymd>", { v: "2024-02-29" }),
  get("/v1/params/uuid/<v:uuid>", { v: "123E4567-e89b-12d3-a456-426614174000" }),
  get("/v1/params/ext/<f:ext>", { f: "archive.tar", ext: "gz" }),
  get("/v1/params/only/<f:ext=jpg|tar.gz>", { f: "a", ext: "tar.gz" }),
  get("/v1/params/code/<v:[A-Z]{2}-\\d{3}>", { v: "AB-123" }),
  get("/v1/params/rest/<v:path>", { v: "a/b c.txt" }),
  get("/v1/params/edge/100%"),
  { method: "GET", path: "/v1/people/", query: { page: 2, tag: ["a", "b"] } },
  { method: "GET", path: "/v1/people/", query: { page: 0 } },
  get("/v1/people/<id:int>", { id: 1 }),
  get("/v1/people/<id:int>", { id: 9 }),
  { method: "POST", path: "/v1/people/", body: person },
  { method: "POST", path: "/v1/people/", body: { ...person, address: { city: "x", zip: "abc" } } },
  { method: "PUT", path: "/v1/people/<id:int>", params: { id: 7 }, body: person },
  { method: "PUT", path: "/v1/people/<id:int>", params: { id: 1001 }, body: person },
  { method: "DELETE", path: "/v1/people/<id:int>", params: { id: 1 } },
  { method: "GET", path: "/v1/people/search", query: { id: "7", verbose: "yes" } },
  { method: "GET", path: "/v1/people/search", query: { q: "ada", limit: 5 } },
  { method: "GET", path: "/v1/people/search", query: { verbose: "no" } },
  { method: "GET", path: "/v1/people/me", headers: { "x-user": "ada", "x-trace": "t1" } },
  { method: "POST", path: "/v1/shapes/area", body: { kind: "square", side: 3 } },
  { method: "POST", path: "/v1/shapes/area", body: { kind: "triangle" } },
  { method: "POST", path: "/v1/shapes/tree", body: { name: "a", children: [{ name: "b", children: [] }, { name: "c", children: [{ name: "d", children: [] }] }] } },
  get("/v1/shapes/name"),
  get("/v1/shapes/any/"),
  { method: "GET", path: "/v1/shapes/any/", query: { text: "1" } },
  get("/v1/shapes/old"),
  { method: "GET", path: "/v1/account/me", headers: { authorization: "Bearer secret-token" } },
  get("/v1/account/me"),
  { method: "GET", path: "/v1/account/me", headers: { authorization: "Bearer wrong" } },
  { method: "PUT", path: "/v1/account/name", headers: { authorization: "Bearer secret-token" }, body: { name: "Grace" } },
  { method: "PUT", path: "/v1/account/name", body: { name: "Grace" } },
  { method: "PUT", path: "/v1/account/name", headers: { authorization: "Bearer secret-token" }, body: { name: "" } },
  get("/v2/people/<id:int>", { id: 3 }),
  get("/<tenant:str>/v1/days/<d:ymd>", { tenant: "acme corp", d: "2024-03-01" }),
];
