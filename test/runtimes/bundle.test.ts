/**
 * The worker bundle of a small app (test/runtimes/size/versa-app.ts: three routes, no schemas),
 * as `npm run test:runtimes` makes it from dist/ (npm test builds it first): what the app does not
 * use stays out. The size against Hono's is measured there, with the runtimes.
 */
import { expect, test } from "vitest";
import { bundle, leftIn } from "./bundle.js";

test("a small app's worker bundle leaves out OpenAPI, the CLI, the client, node, docs and cors", async () => {
  const b = await bundle("test/runtimes/size/versa-app.ts");
  expect(b.ok ? leftIn(b.parts) : b.errors).toEqual([]);
  // (what it holds of versa: the facade, the builders, the grammar, the matcher and the pipeline)
  const layers = new Set(b.ok ? b.parts.filter((p) => p.path.startsWith("dist/")).map((p) => p.path.split("/")[1]) : []);
  expect([...layers].sort()).toEqual(["app.js", "builder", "core", "path", "router", "server"]);
});
