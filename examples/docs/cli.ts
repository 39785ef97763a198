import { app, blueprint, formatRoutes } from "versa";

const items = blueprint("items", { urlPrefix: "/items" })
  .get("/<id:int>", ({ params }) => ({ id: params.id }))
  .get("/<id:int>/legacy", { version: 1 }, ({ params }) => ({ id: params.id }))
  .delete("/<id:int>", { name: "items.remove" }, () => new Response(null, { status: 204 }));

export const api = app()
  .get("/health", () => "ok")
  .blueprint(items, { version: 2 })
  .blueprint(items, { urlPrefix: "/t/<tenant:slug>", version: 3, versionPrefix: "/api/v" });

export const paths = [
  "/health",
  "/v2/items/<id:int>",
  "/v1/items/<id:int>/legacy",
  "/v2/items/<id:int>",
  "/api/v3/t/<tenant:slug>/items/<id:int>",
  "/api/v1/t/<tenant:slug>/items/<id:int>/legacy",
  "/api/v3/t/<tenant:slug>/items/<id:int>",
];

// the table `versa routes` prints, in code: aligned columns, or JSON rows
export const table = formatRoutes(api.routes);
export const rows: unknown = JSON.parse(formatRoutes(api.routes, { json: true }));
