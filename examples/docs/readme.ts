import { z } from "zod";
import { app, blueprint, group } from "versa";
import { createClient } from "versa/client";

const users = blueprint("users", { urlPrefix: "/users" })
  .get("/<id:int>", ({ params }) => ({ id: params.id, name: "Ada" })) // params: { id: number }
  .post("/", { schema: { body: z.object({ name: z.string() }) } }, ({ body }) => ({ id: 2, name: body.name }));

const usersV2 = blueprint("users-v2", { urlPrefix: "/users", version: 2 })
  .get("/<id:uuid>", ({ params }) => ({ id: params.id }));

export const api = app()
  .get("/health", () => "ok")
  .blueprint(group({ version: 1, versionPrefix: "/api/v" }, users, usersV2));
// composed paths: /health, /api/v1/users/<id:int>, /api/v1/users/, /api/v2/users/<id:uuid>

// The client reads the same tree: paths, params, bodies and results are all checked.
const client = createClient<typeof api>({ baseUrl: "http://127.0.0.1:3000" });
export async function demo() {
  const r = await client.get("/api/v1/users/<id:int>", { params: { id: 7 } });
  if (r.ok) console.log(r.data.name); // string
  // client.get("/api/v1/users/<id:uuid>", ...)  -> compile error: no such path
  // client.post("/api/v1/users/", { body: { name: 1 } })  -> compile error: name is a string
}
