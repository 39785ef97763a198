import { app, blueprint, group } from "versa";

const h = () => "ok";
export const api = app()
  .get("/a", { version: 1, versionPrefix: "/api/v" }, h)
  .get("/b", { version: 2, versionPrefix: "/api/version" }, h)
  .get("/c", { version: 3, versionPrefix: "/" }, h)
  .blueprint(blueprint("t", { versionPrefix: "/<tenant:str>/v", version: 4 }).get("/users/<id:int>", ({ params }) => `${params.tenant} ${params.id}`))
  .blueprint(group({ versionPrefix: "/api/v" }, blueprint("x", { version: 5 }).get("/x", h), blueprint("y", { version: 6, versionPrefix: "/v" }).get("/y", h)))
  .get("/unused", { versionPrefix: "/api/v" }, h); // a prefix without a version adds nothing
// composed paths: /api/v1/a, /api/version2/b, /3/c, /<tenant:str>/v4/users/<id:int>, /api/v5/x, /v6/y, /unused
