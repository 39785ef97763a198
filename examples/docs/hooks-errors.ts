import { app, blueprint, json } from "versa";

export class NotFound extends Error {}
export class Conflict extends Error {}

/** The orders store's errors as answers; anything else goes on to the levels outside. */
const orders = blueprint("orders", { urlPrefix: "/orders" })
  .onError((error) => {
    if (error instanceof NotFound) return json({ error: error.message }, 404);
    if (error instanceof Conflict) return json({ error: error.message }, 409);
    return undefined;
  })
  .get("/<id:int>", ({ params }) => {
    throw new NotFound(`no order ${params.id}`);
  })
  .post("/", () => {
    throw new Conflict("an order with this key is being placed");
  })
  .get("/broken", () => {
    throw new Error("the database said something private");
  });

/** What no level answered: logged, and a plain 500 that shows nothing of it. */
export const api = app({ onError: (error) => void console.error("unhandled", error) }).blueprint(orders);
// composed paths: /orders/<id:int>, /orders/, /orders/broken
