/** A multi-version app with schemas, shared by the client's runtime tests and its type tests. */
import { z } from "zod";
import { app, blueprint, group, json } from "versa";

const users = blueprint("users", { urlPrefix: "/users" })
  .get("/<id:int>", ({ params }) => ({ id: params.id, name: `user ${params.id}`, born: new Date(Date.UTC(2000, 0, 1)) }))
  .get("/", { schema: { query: z.object({ page: z.coerce.number().int().min(1), tag: z.array(z.string()).optional() }) } }, ({ query }) => ({
    page: query.page,
    tags: query.tag ?? [],
  }))
  .post(
    "/",
    {
      schema: {
        body: z.object({ name: z.string().min(1), age: z.number().int().nonnegative() }),
        response: z.object({ id: z.number(), name: z.string() }),
      },
    },
    ({ body }) => ({ id: 1, name: body.name }),
  )
  .put("/<id:int>", { schema: { params: z.object({ id: z.number().max(1000) }), body: z.object({ name: z.string() }) } }, ({ params, body }) =>
    json({ id: params.id, name: body.name }),
  )
  .delete("/<id:int>", () => new Response(null, { status: 204 }));

const usersV2 = blueprint("users2", { urlPrefix: "/users", version: 2 }).get("/<id:int>", ({ params }) => ({ id: String(params.id), v: 2 as const }));

const days = blueprint("days", { versionPrefix: "/<tenant:str>/v" }).get("/days/<d:ymd>", { schema: { headers: z.object({ "x-key": z.string() }) } }, ({ params, headers }) => ({
  day: params.d.toISOString().slice(0, 10),
  tenant: params.tenant ?? "",
  key: headers["x-key"],
}));

export const clientApp = app()
  .get("/health", () => "ok")
  .blueprint(group({ version: 1 }, users, usersV2, days));
