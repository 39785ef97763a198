import { app, blueprint, group } from "versa";

const h = () => "ok";
const b = blueprint("b", { urlPrefix: "b/", strictSlashes: true }).get("", h).get("/", h).get("//x/", h);

export const api = app()
  .blueprint(group({ urlPrefix: "/g/" }, b)) // one "/" between parts, whatever is written
  .blueprint(group({ urlPrefix: "/g", version: 1 }, blueprint("m").get("/x", h)), { urlPrefix: "/mount" }); // a mount comes after the version
// composed paths: /g/b, /g/b/, /g/b/x/, /v1/mount/g/x
