/**
 * Path composition cases: each names the rule it pins (docs/concepts.md)
 * and lists the composed paths an app must have. The runtime test compares `api.routes`, the type
 * test compares `PathsOf` with the same list.
 */
import { app, blueprint, group } from "versa";

const h = () => "ok";
const bpA = blueprint("A", { urlPrefix: "/A", version: 1.25 }).get("/r", h);
const bpB = blueprint("B", { urlPrefix: "/B" }).get("/r", h).get("/r1", { version: 1 }, h);
const G = group({ urlPrefix: "/G", version: "v2" }, bpA, bpB);

export const compositionCases = [
  { rule: "no version anywhere adds no version segment", api: app().get("/x", h), paths: ["/x"] },
  { rule: "default prefix /v with version 1", api: app().get("/x", { version: 1 }, h), paths: ["/v1/x"] },
  { rule: "version 1.25 gives /v1.25", api: app().get("/x", { version: 1.25 }, h), paths: ["/v1.25/x"] },
  { rule: "\"v2\" gives /v2, no doubled v", api: app().get("/x", { version: "v2" }, h), paths: ["/v2/x"] },
  { rule: "\"2\" gives /v2", api: app().get("/x", { version: "2" }, h), paths: ["/v2/x"] },
  { rule: "prefix /api/v with version 1", api: app().get("/x", { version: 1, versionPrefix: "/api/v" }, h), paths: ["/api/v1/x"] },
  { rule: "prefix /api/version with version 2", api: app().get("/x", { version: 2, versionPrefix: "/api/version" }, h), paths: ["/api/version2/x"] },
  { rule: "version first, then group, blueprint, route", api: app().blueprint(group({ urlPrefix: "/G", version: 3 }, blueprint("b", { urlPrefix: "/B" }).get("/R", h))), paths: ["/v3/G/B/R"] },
  { rule: "group /G v2 with blueprints A (v1.25) and B (none; one route v1)", api: app().blueprint(G), paths: ["/v1.25/G/A/r", "/v2/G/B/r", "/v1/G/B/r1"] },
  { rule: "version on a blueprint route", api: app().blueprint(blueprint("b").get("/x", { version: 4 }, h)), paths: ["/v4/x"] },
  { rule: "version on a blueprint", api: app().blueprint(blueprint("b", { version: 4 }).get("/x", h).post("/y", h)), paths: ["/v4/x", "/v4/y"] },
  { rule: "version on a group", api: app().blueprint(group({ version: 5 }, blueprint("b").get("/x", h))), paths: ["/v5/x"] },
  { rule: "route beats blueprint beats group", api: app().blueprint(group({ version: 1 }, blueprint("b", { version: 2 }).get("/x", { version: 3 }, h).get("/y", h), blueprint("c").get("/z", h))), paths: ["/v3/x", "/v2/y", "/v1/z"] },
  { rule: "default prefix /v", api: app().blueprint(blueprint("b", { version: 1 }).get("/x", h)), paths: ["/v1/x"] },
  { rule: "route prefix beats blueprint beats group beats registration", api: app().blueprint(group({ versionPrefix: "/g/v", version: 1 }, blueprint("b", { versionPrefix: "/b/v" }).get("/x", { versionPrefix: "/r/v" }, h).get("/y", h), blueprint("c").get("/z", h)), { versionPrefix: "/reg/v" }).blueprint(blueprint("d", { version: 1 }).get("/w", h), { versionPrefix: "/reg/v" }), paths: ["/r/v1/x", "/b/v1/y", "/g/v1/z", "/reg/v1/w"] },
  { rule: "a version prefix with a parameter", api: app().blueprint(blueprint("b", { versionPrefix: "/<tenant:str>/v", version: 1 }).get("/users/<id:int>", h)), paths: ["/<tenant:str>/v1/users/<id:int>"] },
  { rule: "one api prefix for a whole group", api: app().blueprint(group({ versionPrefix: "/api/v" }, blueprint("a", { version: 1 }).get("/x", h), blueprint("b", { version: 2 }).get("/x", h))), paths: ["/api/v1/x", "/api/v2/x"] },
  { rule: "a version prefix alone adds nothing", api: app().get("/x", { versionPrefix: "/api/v" }, h), paths: ["/x"] },
  { rule: "join puts exactly one / between parts", api: app().blueprint(group({ urlPrefix: "/g/" }, blueprint("b", { urlPrefix: "b/" }).get("//x", h))), paths: ["/g/b/x"] },
  { rule: "route path \"\" gives the prefix, \"/\" the prefix plus /", api: app().blueprint(blueprint("b", { urlPrefix: "/b", strictSlashes: true }).get("", h).get("/", h)), paths: ["/b", "/b/"] },
  { rule: "\"\" and \"/\" at the top are both /", api: app().get("", h).post("/", h), paths: ["/", "/"] },
  { rule: "a versioned empty route is the version alone", api: app().get("", { version: 1 }, h).post("/", { version: 1 }, h), paths: ["/v1", "/v1/"] },
  { rule: "a registration prefix is prepended (a mount)", api: app().blueprint(blueprint("b", { urlPrefix: "/b" }).get("/x", h), { urlPrefix: "/m" }), paths: ["/m/b/x"] },
  { rule: "a group registered under a mount keeps its order", api: app().blueprint(group({ urlPrefix: "/g", version: 1 }, blueprint("b", { urlPrefix: "/b" }).get("/x", h)), { urlPrefix: "/m" }), paths: ["/v1/m/g/b/x"] },
  { rule: "nested groups, outer prefix first", api: app().blueprint(group({ urlPrefix: "/o" }, group({ urlPrefix: "/i", version: 1 }, blueprint("b", { urlPrefix: "/b" }).get("/x", h)))), paths: ["/v1/o/i/b/x"] },
  { rule: "3.0 is the number 3", api: app().get("/x", { version: 3.0 }, h).get("/y", { version: "3.0" }, h), paths: ["/v3/x", "/v3.0/y"] },
  { rule: "dotted version strings", api: app().get("/x", { version: "1.0.1" }, h).get("/y", { version: "v1.1" }, h), paths: ["/v1.0.1/x", "/v1.1/y"] },
  { rule: "inner group beats outer group", api: app().blueprint(group({ version: 1 }, group({ version: 2 }, blueprint("b").get("/x", h)))), paths: ["/v2/x"] },
  { rule: "a registration version is the last resort", api: app().blueprint(blueprint("b").get("/x", h).get("/y", { version: 7 }, h), { version: 6 }), paths: ["/v6/x", "/v7/y"] },
  { rule: "an explicit /v counts as set", api: app().blueprint(group({ versionPrefix: "/api/v" }, blueprint("b", { versionPrefix: "/v", version: 1 }).get("/x", h))), paths: ["/v1/x"] },
  { rule: "prefix \"/\" gives a bare number", api: app().get("/x", { version: 1, versionPrefix: "/" }, h), paths: ["/1/x"] },
  { rule: "a doubled leading / is collapsed", api: app().get("/x", { version: 1, versionPrefix: "//api/v" }, h), paths: ["/api/v1/x"] },
  { rule: "fluent setters equal options", api: app().blueprint(group().version("v2").prefix("/G").blueprint(blueprint("A").prefix("/A").version(1.25).get("/r", h)).blueprint(blueprint("B").prefix("/B").get("/r", h))), paths: ["/v1.25/G/A/r", "/v2/G/B/r"] },
  { rule: "fluent: settings made after the routes still apply", api: app().blueprint(blueprint("b").get("/x", h).prefix("/late").version(9).versionPrefix("/api/v")), paths: ["/api/v9/late/x"] },
] as const;
