import { describe, expect, expectTypeOf, test } from "vitest";
import { app, blueprint, group } from "versa";

const h = () => "ok";

describe("immutability", () => {
  test("a blueprint reused in two places is the same in both", () => {
    const base = blueprint("b").get("/x", h);
    const v1 = base.version(1);
    const more = base.get("/y", h);
    expect(app().blueprint(base).routes.map((r) => r.path)).toEqual(["/x"]);
    expect(app().blueprint(v1).routes.map((r) => r.path)).toEqual(["/v1/x"]);
    expect(app().blueprint(more).routes.map((r) => r.path)).toEqual(["/x", "/y"]);
  });
  test("a group is reused unchanged", () => {
    const g = group({ urlPrefix: "/g" }, blueprint("a").get("/x", h));
    const g2 = g.version(2).blueprint(blueprint("b").get("/y", h));
    expect(app().blueprint(g).routes.map((r) => r.path)).toEqual(["/g/x"]);
    expect(app().blueprint(g2).routes.map((r) => r.path)).toEqual(["/v2/g/x", "/v2/g/y"]);
  });
  test("an app extended twice keeps both branches apart", () => {
    const base = app().get("/a", h);
    const one = base.get("/b", h);
    const two = base.get("/c", h);
    expect(base.routes.map((r) => r.path)).toEqual(["/a"]);
    expect(one.routes.map((r) => r.path)).toEqual(["/a", "/b"]);
    expect(two.routes.map((r) => r.path)).toEqual(["/a", "/c"]);
  });
  test("routes are frozen", () => {
    expect(Object.isFrozen(app().get("/a", h).routes)).toBe(true);
  });
});

describe("api.routes records cannot change the running app", () => {
  test("a record and its segments are frozen: assigning to them throws, and the app answers as before", async () => {
    const api = app().get("/a", h).get("/b/<id:int>", ({ params }) => ({ id: params.id }));
    const [a, b] = api.routes as unknown as [{ path: string }, { segments: { cast?: unknown }[] }];
    expect(() => (a.path = "/zzz")).toThrow(TypeError);
    expect(() => (b.segments[1]!.cast = () => 42)).toThrow(TypeError);
    expect(() => (b.segments as unknown[]).push({})).toThrow(TypeError);
    const listed = app({ versions: [1, 2] }).get("/c", { version: [1, 2], summary: "c" }, h).routes[0] as unknown as { versions: string[]; openapi: { summary?: string } };
    expect(() => listed.versions.push("3")).toThrow(TypeError);
    expect(() => (listed.openapi.summary = "changed")).toThrow(TypeError);
    expect(await (await api.fetch(new Request("http://h/b/7"))).json()).toEqual({ id: 7 });
    expect((await api.fetch(new Request("http://h/a"))).status).toBe(200);
  });
});

describe("api.routes records (one per declared method, in declaration order)", () => {
  const api = app({ strictSlashes: true })
    .get("/health", h)
    .blueprint(
      group({ urlPrefix: "/g", version: "v2", versionPrefix: "/api/v" }, blueprint("a", { version: 1.25 }).get("/x", { name: "a.x" }, h), blueprint("b", { strictSlashes: false }).get("/y", h).get("/z", { version: 1, versionPrefix: "/r/v" }, h)),
      { urlPrefix: "/m" },
    )
    .route("/multi", { methods: ["GET", "POST"] }, h);
  test("one entry per method, in declaration order, HEAD not listed", () => {
    expect(api.routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /health",
      "GET /api/v1.25/m/g/x",
      "GET /api/v2/m/g/y",
      "GET /r/v1/m/g/z",
      "GET /multi",
      "POST /multi",
    ]);
  });
  test("version, prefix, slashes and where each came from", () => {
    const pick = ({ name, version, versionPrefix, strictSlashes, origin, blueprint: bp, groups }: (typeof api.routes)[number]) => ({ name, version, versionPrefix, strictSlashes, origin, bp, groups });
    expect(api.routes.slice(0, 4).map(pick)).toEqual([
      { name: "GET /health", version: undefined, versionPrefix: undefined, strictSlashes: true, origin: { version: undefined, versionPrefix: undefined, strictSlashes: "app" }, bp: undefined, groups: [] },
      { name: "a.x", version: "1.25", versionPrefix: "/api/v", strictSlashes: true, origin: { version: "blueprint", versionPrefix: "group", strictSlashes: "app" }, bp: "a", groups: ["group"] },
      { name: "b.GET /y", version: "2", versionPrefix: "/api/v", strictSlashes: false, origin: { version: "group", versionPrefix: "group", strictSlashes: "blueprint" }, bp: "b", groups: ["group"] },
      { name: "b.GET /z", version: "1", versionPrefix: "/r/v", strictSlashes: false, origin: { version: "route", versionPrefix: "route", strictSlashes: "blueprint" }, bp: "b", groups: ["group"] },
    ]);
  });
  test("registration options are the origin of last resort", () => {
    const r = app().blueprint(blueprint("b").get("/x", h), { version: 3, versionPrefix: "/reg/v", strictSlashes: true }).routes[0];
    expect(r?.origin).toEqual({ version: "registration", versionPrefix: "registration", strictSlashes: "registration" });
  });
  test("default names are unique within a blueprint", () => {
    expect(app().blueprint(blueprint("b").get("/x", h).post("/x", h)).routes.map((r) => r.name)).toEqual(["b.GET /x", "b.POST /x"]);
  });
});

describe("handler params are typed from the whole known path", () => {
  test("route, blueprint prefix and version prefix parameters", () => {
    blueprint("b", { urlPrefix: "/<org:slug>", versionPrefix: "/<tenant:str>/v", version: 1 }).get("/users/<id:int>/<day:ymd>", ({ params }) => {
      expectTypeOf(params).toEqualTypeOf<{ org: string; tenant: string; id: number; day: Date }>();
      return "";
    });
    app().get("/f/<name:ext=jpg|png>", { version: 2, versionPrefix: "/<t>/v" }, ({ params }) => {
      expectTypeOf(params).toEqualTypeOf<{ t: string; name: string; ext: "jpg" | "png" }>();
      return "";
    });
  });
  test("a version prefix without a known version gives optional params (a group may or may not version it)", () => {
    blueprint("b", { versionPrefix: "/<tenant:str>/v" }).get("/users/<id:int>", ({ params }) => {
      expectTypeOf(params).toEqualTypeOf<{ id: number; tenant?: string }>();
      return "";
    });
  });
  test("a non-literal path gives a record", () => {
    app().get("/x" as string, ({ params }) => {
      expectTypeOf(params).toEqualTypeOf<Record<string, string | number | Date>>();
      return "";
    });
  });
});
