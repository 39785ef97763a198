import { z } from "zod";
import { app, blueprint, group, openapi } from "versa";

const User = z.object({ id: z.number(), name: z.string() });

const users = blueprint("users", { urlPrefix: "/users" })
  .get("/<id:int>", { schema: { response: User } }, ({ params }) => ({ id: params.id, name: "Ada" }))
  .get("/", { schema: { query: z.object({ page: z.coerce.number().int().min(1).default(1) }) } }, ({ query }) => [{ page: query.page }])
  .post("/", { schema: { body: User.omit({ id: true }), response: User } }, ({ body }) => ({ id: 1, name: body.name }));

const files = blueprint("files", { urlPrefix: "/files" })
  .get("/<name:ext=jpg|png>", ({ params }) => `${params.name}.${params.ext}`)
  .get("/raw/<rest:path>", ({ params }) => params.rest);

export const api = app()
  .get("/health", () => "ok")
  .blueprint(group({ version: 1 }, users, files))
  .blueprint(users, { version: 2 });

// one document per version, and one for every route
export const v1 = openapi(api, { version: 1, info: { title: "Users API", version: "1.0.0" } });
export const everything = openapi(api, { info: { title: "Users API (all versions)", version: "1.0.0" } });

// serve a document beside the routes it describes
export const apiWithDocs = api.get("/openapi/v1.json", () => v1);
