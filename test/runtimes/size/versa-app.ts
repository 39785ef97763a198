/** The bundle-size app, with versa: three routes, no schemas (hono-app.ts is the same with Hono). */
import { app, json } from "versa";

const api = app()
  .get("/", () => "Hello")
  .get("/users/<id:int>", ({ params }) => ({ id: params.id }))
  .post("/users", async ({ request }) => json(await request.json(), 201));

export default { fetch: api.fetch };
