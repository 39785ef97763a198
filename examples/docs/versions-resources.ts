import { blueprint } from "versa";

// Users as version 1 shaped them, open-ended until a version changes them.
export const users = blueprint("users", { urlPrefix: "/users", version: { since: 1 } })
  .get("/<id:int>", ({ params }) => ({ id: params.id, name: "Ada Lovelace" }));

// Users from version 2 on: the name is split in two.
export const usersV2 = blueprint("users.v2", { urlPrefix: "/users", version: { since: 2 } })
  .get("/<id:int>", ({ params }) => ({ id: params.id, first: "Ada", last: "Lovelace" }));

// Orders never changed: one definition serves every version.
export const orders = blueprint("orders", { urlPrefix: "/orders", version: { since: 1 } })
  .get("/<id:int>", ({ params, route }) => ({ id: params.id, total: 42, servedAs: route.version }));

// Reports arrive with version 3.
export const reports = blueprint("reports", { urlPrefix: "/reports", version: { since: 3 } })
  .get("/", () => [{ month: "2026-10", orders: 1200 }]);
