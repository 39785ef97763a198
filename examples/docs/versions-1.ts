import { app } from "versa";
import { orders, users } from "./versions-resources.js";

export const api = app({ versions: [1] }).blueprint(users).blueprint(orders);
// composed paths: /v1/users/<id:int>, /v1/orders/<id:int>
