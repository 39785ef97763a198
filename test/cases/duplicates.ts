/**
 * Duplicates, each a tree of one or two routes added with `.route` to an app or to a blueprint
 * registered into an app. `message` is what the runtime throws first (a `RouteExistsError` adds both
 * definitions, a `RouteDefinitionError` where the route is); `types` tells whether the compiler
 * refuses the same tree with the same text (`true`) or leaves it to the runtime (`false`).
 * `message: null`: a tree both accept.
 */

export const duplicates = [
  { name: "/x and /x/, non-strict", in: "app", routes: [{ methods: ["GET"], path: "/x" }, { methods: ["GET"], path: "/x/" }], error: "RouteExistsError", message: "Route GET '/x/' is defined twice", types: false },
  { name: "/x and /x/, non-strict, in a blueprint", in: "blueprint", routes: [{ methods: ["GET"], path: "/x" }, { methods: ["GET"], path: "/x/" }], error: "RouteExistsError", message: "Route GET '/x/' is defined twice", types: false },
  { name: "/x and /x/, one strict", in: "app", routes: [{ methods: ["GET"], path: "/x", strictSlashes: true }, { methods: ["GET"], path: "/x/" }], error: "RouteExistsError", message: "Route GET '/x/' is defined twice", types: false },
  { name: "/x and /x/, both strict", in: "app", routes: [{ methods: ["GET"], path: "/x", strictSlashes: true }, { methods: ["GET"], path: "/x/", strictSlashes: true }], error: null, message: null, types: true },
  { name: "'' and '/' with no prefix", in: "blueprint", routes: [{ methods: ["GET"], path: "" }, { methods: ["GET"], path: "/" }], error: "RouteExistsError", message: "Route GET '/' is defined twice", types: true },
  { name: "a method twice in one call", in: "app", routes: [{ methods: ["GET", "GET"], path: "/x" }], error: "RouteExistsError", message: "Route GET '/x' is defined twice", types: true },
  { name: "a method twice in one call, in a blueprint", in: "blueprint", routes: [{ methods: ["POST", "GET", "POST"], path: "/x" }], error: "RouteExistsError", message: "Route POST '/x' is defined twice", types: true },
  { name: "versionPrefix '/v' and the default", in: "app", routes: [{ methods: ["GET"], path: "/x", version: 1, versionPrefix: "/v" }, { methods: ["GET"], path: "/x", version: 1 }], error: "RouteExistsError", message: "Route GET '/v1/x' is defined twice", types: true },
  { name: "versionPrefix '/v' and the default, in a blueprint", in: "blueprint", routes: [{ methods: ["GET"], path: "/x", version: 1, versionPrefix: "/v" }, { methods: ["GET"], path: "/x", version: 1 }], error: "RouteExistsError", message: "Route GET '/v1/x' is defined twice", types: true },
  { name: "/v1/x and /x with version 1", in: "app", routes: [{ methods: ["GET"], path: "/v1/x" }, { methods: ["GET"], path: "/x", version: 1 }], error: "RouteExistsError", message: "Route GET '/v1/x' is defined twice", types: true },
  { name: "/v1/x and /x with version 1, in a blueprint", in: "blueprint", routes: [{ methods: ["GET"], path: "/v1/x" }, { methods: ["GET"], path: "/x", version: 1 }], error: "RouteExistsError", message: "Route GET '/v1/x' is defined twice", types: true },
  { name: "/v2/x and /x with version 1", in: "blueprint", routes: [{ methods: ["GET"], path: "/v2/x" }, { methods: ["GET"], path: "/x", version: 1 }], error: null, message: null, types: true },
  { name: "a parameter in the path and its own version prefix", in: "app", routes: [{ methods: ["GET"], path: "/<id>", version: 1, versionPrefix: "/<id>/v" }], error: "RouteDefinitionError", message: "Parameter 'id' is declared twice in '/<id>/v1/<id>'", types: true },
  { name: "a parameter in the path and its own version prefix, in a blueprint", in: "blueprint", routes: [{ methods: ["GET"], path: "/<id>", version: 1, versionPrefix: "/<id>/v" }], error: "RouteDefinitionError", message: "Parameter 'id' is declared twice in '/<id>/v1/<id>'", types: true },
  { name: "a parameter in a version prefix left unused", in: "app", routes: [{ methods: ["GET"], path: "/<id>", versionPrefix: "/<id>/v" }], error: null, message: null, types: true },
] as const;
