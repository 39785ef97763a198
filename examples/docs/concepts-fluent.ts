import { app, blueprint, group } from "versa";

const h = () => "ok";
const base = blueprint("users").get("/<id:int>", h);
// Every call returns a new builder: `base` is not changed by what follows.
const v1 = base.prefix("/users").version(1);
const v2 = base.prefix("/people").version("v2").get("/", h);

export const api = app()
  .blueprint(group().versionPrefix("/api/v").blueprint(v1).blueprint(v2))
  .blueprint(base, { urlPrefix: "/legacy" });
// composed paths: /api/v1/users/<id:int>, /api/v2/people/<id:int>, /api/v2/people/, /legacy/<id:int>
