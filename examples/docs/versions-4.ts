import { app } from "versa";
import { orders, reports, users, usersV2 } from "./versions-resources.js";

export const api = app({
  versions: [1, 2, 3], // 3 added: every open-ended route now serves it too
  lifecycle: { 1: { deprecated: "2026-01-01", sunset: "2027-01-01", link: "https://example.com/docs/v1-to-v2" } },
  reportVersions: true,
})
  .blueprint(users.version({ since: 1, until: 2 }))
  .blueprint(usersV2)
  .blueprint(orders)
  .blueprint(reports);
// composed paths: /v1/users/<id:int>, /v2/users/<id:int>, /v3/users/<id:int>, /v1/orders/<id:int>, /v2/orders/<id:int>, /v3/orders/<id:int>, /v3/reports/
