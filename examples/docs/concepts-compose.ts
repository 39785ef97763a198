import { app, blueprint, group } from "versa";

const h = () => "ok";
const a = blueprint("A", { urlPrefix: "/A", version: 1.25 }).get("/r", h);
const b = blueprint("B", { urlPrefix: "/B" }).get("/r", h).get("/r1", { version: 1 }, h);

export const api = app()
  .get("/plain", h) // no version anywhere: no version segment
  .blueprint(group({ urlPrefix: "/G", version: "v2" }, a, b));
// composed paths: /plain, /v1.25/G/A/r, /v2/G/B/r, /v1/G/B/r1
