import { describe, expect, test } from "vitest";
import { app, blueprint, group, RouteDefinitionError, RouteExistsError, VersionError } from "versa";
import { thrown } from "../cases/thrown.js";
import { pathErrors, setterErrors, versionErrors, versionPrefixErrors } from "../cases/errors.js";
import { inputSchemaErrors } from "../cases/schema-inputs.js";

const h = () => "";

describe("malformed paths throw the compile-time message", () => {
  test.each(pathErrors)("$path", ({ path, message }) => {
    const e = thrown(() => app().get(path as string, h));
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect(e.message).toBe(message);
  });
});

describe("invalid versions throw the compile-time message", () => {
  test.each(versionErrors)("$version", ({ version, message }) => {
    const e = thrown(() => app().get("/x", { version: version as number }, h));
    expect(e).toBeInstanceOf(VersionError);
    expect(e.message).toBe(message);
  });
  test.each([null, true, {}, Number.NaN, Number.POSITIVE_INFINITY, -0.5])("%s is refused", (v) => {
    expect(() => blueprint("b", { version: v as number })).toThrow(VersionError);
  });
  test("each level names itself", () => {
    expect(() => blueprint("a", { version: -1 as number })).toThrow("at blueprint 'a'");
    expect(() => blueprint("a").version("x" as string)).toThrow("at blueprint 'a'");
    expect(() => group({ version: -1 as number })).toThrow("at group");
    expect(() => group().version(-1 as number)).toThrow("at group");
    expect(() => app().blueprint(blueprint("a"), { version: -1 as number })).toThrow("at registration");
  });
  test(".route names its methods as the compiler does", () => {
    expect(() => app().route("/r", { methods: ["GET", "POST"], version: "x" as string }, h)).toThrow(`Invalid version "x" at route GET|POST '/r' of app: expected`);
  });
  test("an invalid version is refused even where a more specific level overrides it", () => {
    expect(() => group({ version: "bad" as string }, blueprint("a", { version: 1 }))).toThrow(VersionError);
  });
});

describe("a setter after routes keeps the parameters their handlers were typed with", () => {
  test.each(setterErrors)("$setter('$before') then $setter('$after')", ({ setter, before, after, message }) => {
    // (one blueprint per setter: the two differ in the version their handlers see)
    const set = () =>
      setter === "prefix"
        ? blueprint("b").prefix(before as string).get("/x", h).prefix(after as string)
        : blueprint("b", { version: 1 }).versionPrefix(before as string).get("/x", h).versionPrefix(after as string);
    if (message === null) {
      expect(app().blueprint(set()).routes[0]?.path).toContain(after.slice(1));
      return;
    }
    const e = thrown(set);
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect(e.message).toBe(message);
  });
  test("before any route, or where every route sets its own version prefix, anything goes", () => {
    expect(() => blueprint("b").prefix("/<org>").prefix("/static").get("/x", h)).not.toThrow();
    const own = blueprint("b", { version: 1, versionPrefix: "/<t>/v" }).get("/x", { versionPrefix: "/w" }, h);
    expect(app().blueprint(own.versionPrefix("/api/v")).routes[0]?.path).toBe("/w1/x");
  });
  test("the handler then gets what it was typed with", async () => {
    const bp = blueprint("b").prefix("/<org>").get("/x", ({ params }) => params.org).prefix("/<org>/s");
    expect(await (await app().blueprint(bp).fetch(new Request("http://h/acme/s/x"))).text()).toBe("acme");
  });
});

describe("query and headers schemas take text", () => {
  test.each(inputSchemaErrors)("$part schema, $message", ({ part, schema, message }) => {
    const build = () => app().get("/x", { schema: { [part]: schema } }, h).routes;
    if (message === null) return void expect(build).not.toThrow();
    const e = thrown(build);
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect(e.message).toBe(`${message} (at route GET '/x' of app)`);
  });
});

describe("invalid version prefixes", () => {
  test.each(versionPrefixErrors)("'$versionPrefix'", ({ versionPrefix, message }) => {
    const e = thrown(() => app().get("/x", { versionPrefix: versionPrefix as string }, h));
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect(e.message).toBe(message);
  });
  test("a prefix parameter that the path declares again", () => {
    const bp = blueprint("b", { versionPrefix: "/<id>/v" as string, version: 1 }).get("/<id:int>", h);
    expect(() => app().blueprint(bp)).toThrow("Parameter 'id' is declared twice in '/<id>/v1/<id:int>' (at route GET '/<id:int>' of blueprint 'b')");
  });
  test("a prefix parameter unused without a version", () => {
    const bp = blueprint("b", { versionPrefix: "/<id>/v" }).get("/<id:int>", h);
    expect(app().blueprint(bp).routes[0]?.path).toBe("/<id:int>");
  });
});

describe("options are checked by shape", () => {
  test("unknown keys are named", () => {
    expect(() => blueprint("b", { versoin: 1 } as never)).toThrow("Invalid options at blueprint 'b': versoin: unknown option (accepted: version, versionPrefix, strictSlashes, trustRegex, urlPrefix, tags, lifecycle)");
  });
  test("wrong types are named", () => {
    expect(() => app().get("/x", { strictSlashes: "yes" } as never, h)).toThrow(/strictSlashes/);
    expect(() => app({ codegen: "yes" } as never)).toThrow(new TypeError('Invalid options at app: codegen: expected a boolean, got "yes"'));
  });
  test("a missing handler", () => {
    expect(() => app().get("/x", undefined as never)).toThrow("handler: expected a function");
  });
  test("a member that is not a blueprint or group", () => {
    expect(() => app().blueprint({} as never)).toThrow(TypeError);
    expect(() => group({}, "x" as never)).toThrow("expected a blueprint or a group");
  });
  test("an empty blueprint name", () => {
    expect(() => blueprint("" as string)).toThrow(TypeError);
  });
  test(".route needs methods", () => {
    expect(() => app().route("/x", { methods: [] as never }, h)).toThrow("methods");
    expect(() => app().route("/x", { methods: ["FETCH"] as never }, h)).toThrow("unknown method 'FETCH'");
  });
});

describe("duplicate routes", () => {
  const same = (bp: () => unknown) => thrown(() => (bp() as { routes: unknown }).routes);
  test("same method and path in one app", () => {
    const e = same(() => app().get("/a", h).get("/a" as string, h));
    expect(e).toBeInstanceOf(RouteExistsError);
    expect(e.message).toBe("Route GET '/a' is defined twice: first at route GET '/a' of app (#1), then at route GET '/a' of app (#2)");
  });
  test("parameters compare by position and type, not name", () => {
    expect(same(() => app().get("/u/<id:int>", h).get("/u/<n:int>" as string, h))).toBeInstanceOf(RouteExistsError);
    expect(app().get("/u/<id:int>", h).get("/u/<n:str>", h).routes).toHaveLength(2);
  });
  test("across blueprints, naming both with their groups", () => {
    const a = blueprint("a").get("/x", h);
    const b = blueprint("b").get("/x", h);
    const e = same(() => app().blueprint(group({ version: 1 }, a, b as never)));
    expect(e.message).toBe("Route GET '/v1/x' is defined twice: first at route GET '/x' of blueprint 'a' in group (#1), then at route GET '/x' of blueprint 'b' in group (#2)");
  });
  test("an explicit version equal to the inherited one", () => {
    expect(same(() => app().blueprint(blueprint("b", { version: 1 }).get("/x", h).get("/x", { version: 1 } as { version: number }, h)))).toBeInstanceOf(RouteExistsError);
  });
  test("'' and '/' under one prefix collide unless both are strict", () => {
    expect(same(() => app().blueprint(blueprint("b", { urlPrefix: "/b" }).get("", h).get("/", h)))).toBeInstanceOf(RouteExistsError);
    expect(app().blueprint(blueprint("b", { urlPrefix: "/b", strictSlashes: true }).get("", h).get("/", h)).routes).toHaveLength(2);
  });
  test("same path, other method is fine", () => {
    expect(app().get("/a", h).post("/a", h).routes).toHaveLength(2);
  });
});
