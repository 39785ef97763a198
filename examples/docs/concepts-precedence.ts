import { app, blueprint, group } from "versa";

const h = () => "ok";
const b = blueprint("b", { version: 2 })
  .get("/route", { version: 3 }, h) // route 3 beats blueprint 2
  .get("/blueprint", h); // blueprint 2 beats the group's 1
const c = blueprint("c").get("/group", h); // the group's 1

export const api = app()
  .blueprint(group({ version: 1 }, b, c))
  .blueprint(blueprint("d").get("/registration", h), { version: 9 }); // registration: last resort
// composed paths: /v3/route, /v2/blueprint, /v1/group, /v9/registration
