/**
 * Versions over a route's life (docs/versions.md): lists, ranges over the app's declared versions,
 * carrying routes into a version added later. Each case lists the composed paths `api.routes` must
 * have, in order; the runtime test compares them, the type test compares `PathsOf` with them.
 */
import { app, blueprint, group } from "versa";

const h = () => "ok";
const users = blueprint("users", { urlPrefix: "/users" }).get("/<id:int>", h).get("/me", { version: 3 }, h);

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
  { rule: "routes of different versions on one path do not collide", api: app().get("/x", { version: [1, 2] }, h).get("/x", { version: 3 }, h), paths: ["/v1/x", "/v2/x", "/v3/x"] },
] as const;
