import { z } from "zod";
import { app, blueprint } from "versa";
import { serve } from "versa/node";
import { createClient } from "versa/client";

const users = blueprint("users", { urlPrefix: "/users", version: 1 })
  .get("/", { schema: { query: z.object({ page: z.coerce.number().int().min(1) }) } }, ({ query }) => ({ page: query.page }))
  .post(
    "/",
    {
      schema: {
        body: z.object({ name: z.string().min(1) }),
        response: z.object({ id: z.number(), name: z.string() }),
      },
    },
    ({ body }) => ({ id: 1, name: body.name }),
  )
  .put("/<id:int>", { schema: { params: z.object({ id: z.number().max(1000) }) } }, ({ params }) => ({ id: params.id }));

export const api = app().blueprint(users);

export async function main() {
  const server = await serve(api, { port: 0 });
  const client = createClient<typeof api>({ baseUrl: server.url });
  const created = await client.post("/v1/users/", { body: { name: "Ada" } });
  if (created.ok) console.log(created.data.id); // data: { id: number; name: string }
  const bad = await client.get("/v1/users/", { query: { page: 0 } });
  if (!bad.ok) console.log(bad.status, bad.error); // 400 { error: "Invalid input", issues: [{ in: "query", path: ["page"], ... }] }
  await server.close();
}
