/**
 * The rich app the interop suite documents, generates clients for and calls: every parameter
 * type, a version prefix with a parameter, nested, named, recursive and union schemas, query and
 * header schemas, text and JSON answers, a 204, declared and undeclared answers, metadata, a
 * static segment holding `%`, a non-strict route written with a trailing `/`, routes behind the
 * bearer-auth plugin of docs/openapi.md (security and a 401 problem+json), and a route past its
 * sunset that the app answers 410.
 */
import { z } from "zod";
import { app, blueprint, group, json } from "versa";
import { bearerAuth } from "../../examples/docs/openapi-auth.js";

const Address = z.object({ city: z.string(), zip: z.string().regex(/^\d{5}$/) }).meta({ id: "Address" });
const Person = z.object({ id: z.number().int(), name: z.string().min(1), address: Address, tags: z.array(z.string()) }).meta({ id: "Person" });
export type Tree = { name: string; children: Tree[] };
const TreeSchema: z.ZodType<Tree> = z.object({ name: z.string(), get children() { return z.array(TreeSchema); } }).meta({ id: "Tree" });
const Shape = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("circle"), r: z.number() }),
  z.object({ kind: z.literal("square"), side: z.number() }),
]).meta({ id: "Shape" });
const Search = z.union([
  z.object({ id: z.string(), verbose: z.enum(["yes", "no"]).optional() }),
  z.object({ q: z.string(), limit: z.coerce.number().int().min(1).max(50).optional() }),
]);
const Page = z.object({ page: z.coerce.number().int().min(1).default(1), tag: z.array(z.string()).optional() });
const people: z.infer<typeof Person>[] = [{ id: 1, name: "Ada", address: { city: "London", zip: "10001" }, tags: ["math"] }];

/** Every parameter type, each echoed back as JSON. */
const params = blueprint("params", { urlPrefix: "/params", tags: ["parameters"] })
  .get("/str/<v>", { summary: "A string" }, ({ params }) => ({ v: params.v }))
  .get("/empty/<v:strorempty>/end", ({ params }) => ({ v: params.v }))
  .get("/int/<v:int>", ({ params }) => ({ v: params.v }))
  .get("/float/<v:float>", ({ params }) => ({ v: params.v }))
  .get("/alpha/<v:alpha>", ({ params }) => ({ v: params.v }))
  .get("/slug/<v:slug>", ({ params }) => ({ v: params.v }))
  .get("/ymd/<v:ymd>", ({ params }) => ({ v: params.v.toISOString().slice(0, 10) }))
  .get("/uuid/<v:uuid>", ({ params }) => ({ v: params.v }))
  .get("/ext/<f:ext>", ({ params }) => ({ f: params.f, ext: params.ext }))
  .get("/only/<f:ext=jpg|tar.gz>", ({ params }) => ({ f: params.f, ext: params.ext }))
  .get("/code/<v:[A-Z]{2}-\\d{3}>", ({ params }) => ({ v: params.v }))
  .get("/rest/<v:path>", ({ params }) => ({ v: params.v }))
  .get("/edge/100%", { summary: "A static segment holding %" }, () => ({ edge: "100%" }));

/** Schemas: bodies, answers, query and headers. */
const people1 = blueprint("people", { urlPrefix: "/people", tags: ["people"] })
  .get("/", { summary: "List people", schema: { query: Page, response: z.array(Person) } }, () => people)
  .get("/<id:int>", { summary: "One person", description: "By id; 404 with an error when there is none.", operationId: "getPerson", schema: { response: Person } }, ({ params }) =>
    people.find((p) => p.id === params.id) ?? json({ error: "no such person" }, 404))
  .post("/", { summary: "Add a person", schema: { body: Person.omit({ id: true }), response: Person } }, ({ body }) => ({ id: 2, ...body }))
  .put("/<id:int>", { summary: "Replace a person", schema: { params: z.object({ id: z.number().max(1000) }), body: Person.omit({ id: true }), response: Person } }, ({ params, body }) => ({ id: params.id, ...body }))
  .delete("/<id:int>", { summary: "Remove a person", schema: { response: z.undefined().optional() } }, () => undefined)
  .get("/search", { summary: "Find by id or by text", schema: { query: Search, response: z.object({ by: z.enum(["id", "q"]), value: z.string() }) } }, ({ query }) =>
    "id" in query ? { by: "id" as const, value: query.id } : { by: "q" as const, value: query.q })
  .get("/me", { summary: "Who calls", schema: { headers: z.object({ "x-user": z.string().min(1), "x-trace": z.string().optional() }), response: z.object({ user: z.string() }) } }, ({ headers }) => ({ user: headers["x-user"] }));

const shapes = blueprint("shapes", { urlPrefix: "/shapes", tags: ["shapes"] })
  .post("/area", { summary: "The area of a shape", schema: { body: Shape, response: z.object({ area: z.number() }) } }, ({ body }) => ({ area: body.kind === "circle" ? Math.PI * body.r ** 2 : body.side ** 2 }))
  .post("/tree", { summary: "Count a tree's nodes", schema: { body: TreeSchema, response: z.object({ nodes: z.number().int() }) } }, ({ body }) => {
    const count = (t: Tree): number => 1 + t.children.reduce((n, c) => n + count(c), 0);
    return { nodes: count(body) };
  })
  .get("/name", { summary: "A text answer", schema: { response: z.string() } }, () => "square")
  .get("/any/", { summary: "An undeclared answer (JSON or text)" }, ({ query }) => (query.get("text") === "1" ? "plain" : { json: true }))
  .get("/old", { summary: "Past its sunset (410)", lifecycle: { deprecated: "2020-01-01", sunset: "2021-01-01" }, schema: { response: z.string() } }, () => "never sent");

/** Behind the bearer-auth plugin: every route needs a token (401 problem+json without one). */
const account = blueprint("account", { urlPrefix: "/account", tags: ["account"] })
  .use(bearerAuth((token) => (token === "secret-token" ? { id: 1, name: "Ada" } : undefined)))
  .get("/me", { summary: "Who I am", schema: { response: z.object({ id: z.number(), name: z.string() }) } }, ({ user }) => user)
  .put("/name", { summary: "Rename me", schema: { body: z.object({ name: z.string().min(1) }), response: z.object({ id: z.number(), name: z.string() }) } }, ({ user, body }) => ({ id: user.id, name: body.name }));

/** Version 2 of people: another answer for one path. */
const people2 = blueprint("people-v2", { urlPrefix: "/people", version: 2, tags: ["people"] })
  .get("/<id:int>", { summary: "One person (v2)", schema: { response: z.object({ id: z.string(), name: z.string() }) } }, ({ params }) => ({ id: String(params.id), name: "Ada" }));

/** A version prefix with a parameter: /<tenant>/v1/... */
const tenants = blueprint("tenants", { versionPrefix: "/<tenant:str>/v", tags: ["tenants"] })
  .get("/days/<d:ymd>", { summary: "A tenant's day", schema: { response: z.object({ tenant: z.string(), day: z.string() }) } }, ({ params }) => ({
    tenant: params.tenant ?? "",
    day: params.d.toISOString().slice(0, 10),
  }));

export const fixture = app({ afterSunset: "gone" })
  .get("/health", { summary: "Liveness", tags: ["ops"], schema: { response: z.string() } }, () => "ok")
  .blueprint(group({ version: 1 }, params, people1, shapes, tenants, account))
  .blueprint(people2);

/** The options every fixture document is built with: what the linters ask of a document. */
export const fixtureOptions = {
  info: { title: "Fixture API", version: "1.0.0", description: "Every feature versa documents.", contact: { name: "versa" }, license: { name: "MIT", identifier: "MIT" } },
  servers: [{ url: "http://127.0.0.1:8080", description: "a local server" }],
  tags: [
    { name: "parameters", description: "Every parameter type" },
    { name: "people", description: "Schemas: bodies, answers, query and headers" },
    { name: "shapes", description: "Unions, recursion, text and undeclared answers" },
    { name: "tenants", description: "A version prefix with a parameter" },
    { name: "ops", description: "Operations" },
    { name: "account", description: "Behind bearer-token auth" },
  ],
  security: [],
  securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "A token from the sign-in service" } },
} as const;
