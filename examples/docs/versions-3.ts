import { app } from "versa";
import { orders, users, usersV2 } from "./versions-resources.js";

export const api = app({
  versions: [1, 2],
  lifecycle: { 1: { deprecated: "2026-01-01", sunset: "2027-01-01", link: "https://example.com/docs/v1-to-v2" } },
  reportVersions: true,
})
  .blueprint(users.version({ since: 1, until: 2 }))
  .blueprint(usersV2)
  .blueprint(orders);
// composed paths: /v1/users/<id:int>, /v2/users/<id:int>, /v1/orders/<id:int>, /v2/orders/<id:int>
