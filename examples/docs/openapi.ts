import { z } from "zod";
import { app, blueprint, group, openapi, type OpenApiOptions } from "versa";

const User = z.object({ id: z.number(), name: z.string() });

const users = blueprint("users", { urlPrefix: "/users", tags: ["users"] })
  .get("/<id:int>", { summary: "One user", operationId: "getUser", schema: { response: User } }, ({ params }) => ({ id: params.id, name: "Ada" }))
  .get("/", { summary: "List users", schema: { query: z.object({ page: z.coerce.number().int().min(1).default(1) }) } }, ({ query }) => [{ page: query.page }])
  .post("/", { summary: "Add a user", description: "Answers the user with its new id.", schema: { body: User.omit({ id: true }), response: User } }, ({ body }) => ({ id: 1, name: body.name }));

const files = blueprint("files", { urlPrefix: "/files" })
  .get("/<name:ext=jpg|png>", ({ params }) => `${params.name}.${params.ext}`)
  .get("/raw/<rest:path>", ({ params }) => params.rest);

export const api = app()
  .get("/health", { summary: "Liveness", tags: ["ops"] }, () => "ok")
  .blueprint(group({ version: 1 }, users, files))
  .blueprint(users, { version: 2 });

// what the document says beyond the routes: tags with their descriptions, no authentication
export const options = {
  info: { title: "Users API", version: "1.0.0", license: { name: "MIT", identifier: "MIT" } },
  tags: [{ name: "users", description: "People who use the service" }],
  security: [],
} satisfies OpenApiOptions;

// one document per version, and one for every route
export const v1 = openapi(api, { ...options, version: 1 });
export const everything = openapi(api, { ...options, info: { ...options.info, title: "Users API (all versions)" } });

// serve a document beside the routes it describes
export const apiWithDocs = api.get("/openapi/v1.json", { hidden: true }, () => v1);
