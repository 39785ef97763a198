/**
 * `any` where a literal is expected: an `any` path or option counts as a non-literal one
 * (`string`), an `any` member as routes at non-literal paths; the rest of the app stays typed.
 */
import { expectType } from "tsd";
import { app, blueprint, group, type AnyApp, type PathsOf, type RoutesOf } from "versa";
import { createClient } from "versa/client";
import type { Equal, Expect } from "../test/cases/type-eq.js";

declare const anything: any;
declare const text: string;
const h = () => "";

/** The params of the route at `P`. */
type ParamsAt<A extends AnyApp, P extends string> = Extract<RoutesOf<A>, { path: P }>["params"];

// An `any` path is a `string` path: `/${string}`, colliding with nothing; the other routes keep
// their templates and params, in `RoutesOf`, the client and `api.url`.
const anyPath = app().get("/a/<id:int>", h).get(anything, h).get(anything, h);
const textPath = app().get("/a/<id:int>", h).get(text, h).get(text, h);
export type AnyPath = [
  Expect<Equal<PathsOf<typeof anyPath>, PathsOf<typeof textPath>>>,
  Expect<Equal<PathsOf<typeof anyPath>, `/${string}`>>,
  Expect<Equal<ParamsAt<typeof anyPath, "/a/<id:int>">, { id: number }>>,
];
const client = createClient<typeof anyPath>({ baseUrl: "http://127.0.0.1:1" });
// @ts-expect-error the known route's params stay checked
void client.get("/a/<id:int>", { params: { id: "7" } });
// @ts-expect-error ... and api.url refuses a path that no route has (a template starts with '/')
anyPath.url("a", {});
// An `any` path in a blueprint under a parameterised url prefix declares no parameter twice.
app().blueprint(blueprint("b", { urlPrefix: "/<org>" }).get(anything, h));

// An `any` member counts as routes of any method at non-literal paths under the levels around it
// (each may set its own version, or none): it collides with nothing, and the others stay typed.
const anyMember = app().get("/a/<id:int>", h).blueprint(anything).blueprint(group(anything, blueprint("b").get("/b/<n:int>", h)), { version: 1 });
const anyInGroup = app().blueprint(group().blueprint(anything).blueprint(blueprint("b").get("/b/<n:int>", h)).prefix("/g"), { urlPrefix: "/m" });
export type AnyMember = [
  Expect<Equal<PathsOf<typeof anyMember>, `${string}/${string}`>>,
  Expect<Equal<ParamsAt<typeof anyMember, "/a/<id:int>">, { id: number }>>,
  Expect<Equal<ParamsAt<typeof anyMember, "/v1/b/<n:int>">, { n: number }>>,
  Expect<Equal<RoutesOf<typeof anyInGroup>["path"], `${string}/m/g/${string}` | "/m/g/b/<n:int>">>,
];
const memberClient = createClient<typeof anyMember>({ baseUrl: "http://127.0.0.1:1" });
// @ts-expect-error the known routes' params stay checked
void memberClient.get("/v1/b/<n:int>", { params: { n: "7" } });

// An `any` option counts as a non-literal value (`string`), as a `string` or `number` one does:
// the version segment and the version prefix's parameters stay.
const versions = app()
  .get("/r", { version: anything }, h)
  .get("/p", { version: 1, versionPrefix: anything }, h)
  .blueprint(blueprint("b", { version: anything }).get("/b", h))
  .blueprint(blueprint("s").version(anything).get("/s", h))
  .blueprint(group({ version: anything }, blueprint("g").get("/g", h)))
  .blueprint(blueprint("m").get("/m", h), { version: anything });
export type Versions = Expect<Equal<PathsOf<typeof versions>, `/v${string}/r` | `${string}1/p` | `/v${string}/b` | `/v${string}/s` | `/v${string}/g` | `/v${string}/m`>>;
const prefixes = app()
  .blueprint(blueprint("b", { urlPrefix: anything }).get("/b", h))
  .blueprint(group({ urlPrefix: anything }, blueprint("g").get("/g", h)))
  .blueprint(blueprint("m").get("/m", h), { urlPrefix: anything });
export type Prefixes = Expect<Equal<PathsOf<typeof prefixes>, `/${string}/b` | `/${string}/g` | `/${string}/m`>>;
const tenants = blueprint("t", { versionPrefix: "/<tenant:str>/v", version: anything }).get("/x", ({ params }) => {
  expectType<string>(params.tenant); // certain, as under a `number` version
  return h();
});
const tenantsApp = app().blueprint(tenants);
export type Tenants = Expect<Equal<RoutesOf<typeof tenantsApp>["path"], `/<tenant:str>/v${string}/x`>>;
