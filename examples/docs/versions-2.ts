import { app } from "versa";
import { orders, users, usersV2 } from "./versions-resources.js";

export const api = app({ versions: [1, 2] })
  .blueprint(users.version({ since: 1, until: 2 })) // version 1's users stop at 2
  .blueprint(usersV2)
  .blueprint(orders); // no edit: carried into 2
// composed paths: /v1/users/<id:int>, /v2/users/<id:int>, /v1/orders/<id:int>, /v2/orders/<id:int>
