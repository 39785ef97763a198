/** The bundle-size app, with Hono as a worker imports it: the same three routes as versa-app.ts. */
import { Hono } from "hono";

const app = new Hono()
  .get("/", (c) => c.text("Hello"))
  .get("/users/:id{-?[0-9]+}", (c) => c.json({ id: Number(c.req.param("id")) }))
  .post("/users", async (c) => c.json(await c.req.json(), 201));

export default app;
