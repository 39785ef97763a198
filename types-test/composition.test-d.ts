/**
 * Routes under several levels, as the app composes them: a group holds its members' routes with
 * the settings of the levels between (`Sub`), and the app lifts each route once under all of them.
 */
import { app, blueprint, group, type PathsOf, type RoutesOf } from "versa";
import type { Equal, Expect } from "../test/cases/type-eq.js";

const h = () => "";

// Prefixes in order (the registration's, then each group's, then the blueprint's), the innermost
// version and version prefix set, and every prefix's parameters.
const tree = app().blueprint(
  group(
    { version: 1, versionPrefix: "/api/v" },
    group({ urlPrefix: "/<org:str>", version: 2 }, blueprint("b", { urlPrefix: "/b/" }).get("/x", h).get("/y", { version: 3 }, h)),
    blueprint("c", { urlPrefix: "c" }).get("/<id:int>", h),
    group({ versionPrefix: "/w" }, blueprint("d").get("/z", h)),
  ),
  { urlPrefix: "/m" },
);
export type Paths = Expect<Equal<PathsOf<typeof tree>, "/api/v2/m/<org:str>/b/x" | "/api/v3/m/<org:str>/b/y" | "/api/v1/m/c/<id:int>" | "/w1/m/z">>;
export type Params = Expect<Equal<Extract<RoutesOf<typeof tree>, { path: "/api/v3/m/<org:str>/b/y" }>["params"], { org: string }>>;

// A route of a versioned group against a route the app has (compared by their keys at the top).
// @ts-expect-error
app().get("/v1/x", h).blueprint(group({ version: 1 }, blueprint("a").get("/x", h)));
// ... against a route another registration added.
// @ts-expect-error
app().blueprint(group({ version: 1 }, blueprint("a", { urlPrefix: "/p" }).get("/x", h))).blueprint(group({ version: 1 }, blueprint("b").get("/p/x", h)));
// Members whose prefixes compose to one path, a level apart.
// @ts-expect-error
app().blueprint(group({ version: 1 }, group({ urlPrefix: "/a" }, blueprint("b", { urlPrefix: "/b" }).get("/x", h)), blueprint("c", { urlPrefix: "/a/b" }).get("/x", h)));
// A route that takes an inner group's version, and a sibling that set the same one, two levels down.
// @ts-expect-error
app().blueprint(group({ urlPrefix: "/o" }, group({ version: 2 }, group({ urlPrefix: "/i" }, blueprint("a").get("/x", h).get("/x", { version: 2 }, h)))));
// The same tree without the clash is accepted.
app().blueprint(group({ urlPrefix: "/o" }, group({ version: 2 }, group({ urlPrefix: "/i" }, blueprint("a").get("/x", h).get("/x", { version: 3 }, h)))));
