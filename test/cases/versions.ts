/**
 * Versions over a route's life (docs/versions.md): lists, ranges over the app's declared versions,
 * carrying routes into a version added later. Each case lists the composed paths `api.routes` must
 * have, in order; the runtime test compares them, the type test compares `PathsOf` with them.
 */
import { app, blueprint, group } from "versa";

const h = () => "ok";
const users = blueprint("users", { urlPrefix: "/users" }).get("/<id:int>", h).get("/me", { version: 3 }, h);
/** Open-ended from version 2, with one route kept for version 1 only. */
const items = blueprint("items", { urlPrefix: "/items", version: { since: 2 } }).get("/<id:int>", h).get("/legacy", { version: { since: 1, until: 2 } }, h);

export const versionCases = [
  // lists
  { rule: "a list on a route serves it at each version", api: app().get("/x", { version: [1, 2] }, h), paths: ["/v1/x", "/v2/x"] },
  { rule: "a list keeps its order", api: app().get("/x", { version: ["v2", 1.5] }, h), paths: ["/v2/x", "/v1.5/x"] },
  { rule: "a list on a blueprint", api: app().blueprint(users.version([1, 2])), paths: ["/v1/users/<id:int>", "/v2/users/<id:int>", "/v3/users/me"] },
  { rule: "a list on a group", api: app().blueprint(group({ version: [1, 2] }, users)), paths: ["/v1/users/<id:int>", "/v2/users/<id:int>", "/v3/users/me"] },
  { rule: "a list at registration", api: app().blueprint(users, { version: [1, 2] }), paths: ["/v1/users/<id:int>", "/v2/users/<id:int>", "/v3/users/me"] },
  { rule: "a route's list beats its blueprint's version", api: app().blueprint(blueprint("b", { version: 1 }).get("/x", { version: [2, 3] }, h).get("/y", h)), paths: ["/v2/x", "/v3/x", "/v1/y"] },
  { rule: "a blueprint's version beats a group's list", api: app().blueprint(group({ version: [1, 2] }, blueprint("b", { version: 3 }).get("/x", h), blueprint("c").get("/y", h))), paths: ["/v3/x", "/v1/y", "/v2/y"] },
  { rule: "a list under a version prefix with a parameter", api: app().blueprint(blueprint("t", { versionPrefix: "/<tenant:str>/v", version: [1, 2] }).get("/x", h)), paths: ["/<tenant:str>/v1/x", "/<tenant:str>/v2/x"] },
  { rule: "one handler for several methods, at a list of versions", api: app().route("/x", { methods: ["GET", "POST"], version: [1, 2] }, h), paths: ["/v1/x", "/v2/x", "/v1/x", "/v2/x"] },
  { rule: "routes of different versions on one path do not collide", api: app().get("/x", { version: [1, 2] }, h).get("/x", { version: 3 }, h), paths: ["/v1/x", "/v2/x", "/v3/x"] },
  // ranges over the app's versions, oldest first as declared
  { rule: "a range on a route: since included, until excluded", api: app({ versions: [1, 2, 3, 4] }).get("/x", { version: { since: 2, until: 4 } }, h), paths: ["/v2/x", "/v3/x"] },
  { rule: "an open range reaches the last version", api: app({ versions: [1, 2, 3] }).get("/x", { version: { since: "v2" } }, h), paths: ["/v2/x", "/v3/x"] },
  { rule: "ranges follow the declared order, not the numbers", api: app({ versions: [1, "1.5", 3, 2] }).get("/x", { version: { since: 1.5, until: 2 } }, h), paths: ["/v1.5/x", "/v3/x"] },
  { rule: "a range on a blueprint, with a route's own range", api: app({ versions: [1, 2] }).blueprint(items), paths: ["/v2/items/<id:int>", "/v1/items/legacy"] },
  { rule: "adding a version carries every open-ended route into it", api: app({ versions: [1, 2, 3] }).blueprint(items), paths: ["/v2/items/<id:int>", "/v3/items/<id:int>", "/v1/items/legacy"] },
  { rule: "a range on a group", api: app({ versions: [1, 2, 3] }).blueprint(group({ version: { since: 2 } }, users)), paths: ["/v2/users/<id:int>", "/v3/users/<id:int>", "/v3/users/me"] },
  { rule: "a range set by a group's setter", api: app({ versions: [1, 2, 3] }).blueprint(group().version({ since: 3 }).blueprint(users)), paths: ["/v3/users/<id:int>", "/v3/users/me"] },
  { rule: "a range at registration", api: app({ versions: [1, 2, 3] }).blueprint(users, { version: { since: 1, until: 3 } }), paths: ["/v1/users/<id:int>", "/v2/users/<id:int>", "/v3/users/me"] },
  { rule: "a range under a version prefix", api: app({ versions: [1, 2] }).get("/x", { version: { since: 1 }, versionPrefix: "/api/v" }, h), paths: ["/api/v1/x", "/api/v2/x"] },
  { rule: "a route may replace an open range's route from a later version", api: app({ versions: [1, 2, 3] }).get("/x", { version: { since: 1, until: 3 } }, h).get("/x", { version: 3 }, h), paths: ["/v1/x", "/v2/x", "/v3/x"] },
  { rule: "single versions in an app with versions", api: app({ versions: [1, 2] }).get("/x", { version: 2 }, h).get("/health", h), paths: ["/v2/x", "/health"] },
  // a registration's version is checked only where a route uses it: one every route overrides is unused
  { rule: "a registration's version that every route overrides is not checked", api: app({ versions: [1, 2] }).blueprint(blueprint("b", { version: 1 }).get("/x", h), { version: 9 }), paths: ["/v1/x"] },
  { rule: "... nor its range", api: app({ versions: [1, 2] }).blueprint(blueprint("b").get("/x", { version: 1 }, h), { version: { since: 9 } }), paths: ["/v1/x"] },
  { rule: "... nor through a group", api: app({ versions: [1, 2] }).blueprint(group({}, blueprint("b", { version: 2 }).get("/x", h)), { version: 9 }), paths: ["/v2/x"] },
] as const;

/**
 * Versions the app cannot serve: `at` says where the version is set (a route of the app, a
 * blueprint registered into it, a registration's options), `versions` what the app declares (null:
 * none). `message` is what the build throws (a `VersionError`); `types` the compile-time text,
 * which names the route by its method and path where a blueprint sets the version (the runtime
 * names the blueprint, then the route in parentheses).
 */
export const versionMistakes = [
  { name: "a version the app does not declare, on a route", at: "route", versions: [1, 2, 3], version: 4, message: "Version 4 at route GET '/x' of app is not one of the app's versions (1, 2, 3): add it to app({ versions }) or use one of those", types: "Version 4 at route GET '/x' of app is not one of the app's versions (1, 2, 3): add it to app({ versions }) or use one of those" },
  { name: "... in a list of a blueprint", at: "blueprint", versions: [1, 2, 3], version: [2, 4], message: "Version 4 at blueprint 'b' is not one of the app's versions (1, 2, 3): add it to app({ versions }) or use one of those (at route GET '/x' of blueprint 'b')", types: "Version 4 at route GET '/x' is not one of the app's versions (1, 2, 3): add it to app({ versions }) or use one of those" },
  { name: "... at registration", at: "registration", versions: [1, 2, 3], version: "v5", message: "Version 5 at registration is not one of the app's versions (1, 2, 3): add it to app({ versions }) or use one of those (at route GET '/x' of blueprint 'b')", types: "Version 5 at registration is not one of the app's versions (1, 2, 3): add it to app({ versions }) or use one of those" },
  { name: "a range's end the app does not declare", at: "route", versions: [1, 2, 3], version: { since: 2, until: 5 }, message: "Version 5 at route GET '/x' of app is not one of the app's versions (1, 2, 3): add it to app({ versions }) or use one of those", types: "Version 5 at route GET '/x' of app is not one of the app's versions (1, 2, 3): add it to app({ versions }) or use one of those" },
  { name: "a range whose until comes before its since", at: "route", versions: [1, 2, 3], version: { since: 3, until: 2 }, message: "Version range from 3 until 2 at route GET '/x' of app selects no version: until is exclusive, so it must come after since among the app's versions", types: "Version range from 3 until 2 at route GET '/x' of app selects no version: until is exclusive, so it must come after since among the app's versions" },
  { name: "a range in an app without versions", at: "route", versions: null, version: { since: 2 }, message: "Version range from 2 at route GET '/x' of app needs the app's versions, in order: declare them with app({ versions: [1, 2, 3] })", types: "Version range from 2 at route GET '/x' of app needs the app's versions, in order: declare them with app({ versions: [1, 2, 3] })" },
  { name: "... set by a blueprint", at: "blueprint", versions: null, version: { since: 2 }, message: "Version range from 2 at blueprint 'b' needs the app's versions, in order: declare them with app({ versions: [1, 2, 3] }) (at route GET '/x' of blueprint 'b')", types: "Version range from 2 at route GET '/x' needs the app's versions, in order: declare them with app({ versions: [1, 2, 3] })" },
] as const;

/**
 * Routes on one path whose versions meet (`GET /x`, the first on the app, the second on the app or
 * in a blueprint registered into it; `versions`: the app's): a `RouteExistsError` naming both and
 * the versions they share; `types: true` says that the compiler refuses it with the message's text
 * up to its first `:`, a list that it names each version they share (`message: null`: accepted).
 */
export const versionOverlaps = [
  { name: "two lists sharing a version", versions: null, first: [1, 2], then: { in: "app", version: [2, 3] }, message: "Route GET '/v2/x' is defined twice: first at route GET '/x' of app (#2), then at route GET '/x' of app (#3); both serve version 2", types: true },
  { name: "a list and an open range", versions: [1, 2, 3], first: [1, 2], then: { in: "app", version: { since: 2 } }, message: "Route GET '/v2/x' is defined twice: first at route GET '/x' of app (#2), then at route GET '/x' of app (#3); both serve version 2", types: true },
  { name: "two ranges sharing two versions, across a registration", versions: [1, 2, 3, 4], first: { since: 1, until: 4 }, then: { in: "blueprint", version: { since: 2 } }, message: "Route GET '/v2/x' is defined twice: first at route GET '/x' of app (#2), then at route GET '/x' of blueprint 'b' (#4); both serve versions 2, 3", types: ["Route GET '/v2/x' is defined twice", "Route GET '/v3/x' is defined twice"] },
  { name: "a single version inside a range", versions: [1, 2, 3], first: { since: 1 }, then: { in: "blueprint", version: 3 }, message: "Route GET '/v3/x' is defined twice: first at route GET '/x' of app (#3), then at route GET '/x' of blueprint 'b' (#4); both serve version 3", types: true },
  { name: "ranges that meet at until", versions: [1, 2, 3], first: { since: 1, until: 2 }, then: { in: "blueprint", version: { since: 2 } }, message: null, types: true },
] as const;
