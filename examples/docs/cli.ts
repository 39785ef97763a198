import { app, blueprint } from "versa";

const items = blueprint("items", { urlPrefix: "/items" })
  .get("/<id:int>", ({ params }) => ({ id: params.id }))
  .get("/<id:int>/legacy", { version: 1 }, ({ params }) => ({ id: params.id }))
  .delete("/<id:int>", { name: "items.remove" }, () => new Response(null, { status: 204 }));

export const api = app()
  .get("/health", () => "ok")
  .blueprint(items, { version: 2 })
  .blueprint(items, { urlPrefix: "/t/<tenant:slug>", version: 3, versionPrefix: "/api/v" });
