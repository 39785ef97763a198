/**
 * The API served by the runtime samples beside this file (worker.ts, bun.ts, deno.ts), and the
 * app that test/runtimes/ sends its request cases to on each runtime: versions and a version
 * prefix, every parameter type, a validated body, a streamed response. It uses only what every
 * fetch runtime has (no `node:` module), so one module serves them all. The samples import it as
 * "./app.ts": Deno takes a specifier as written, and Bun and bundlers accept it too.
 */
import { z } from "zod";
import { app, blueprint, group, json, type AppOptions } from "versa";

/** Version 1: ints for ids, and a POST whose JSON body zod checks (a 400 listing the issues otherwise). */
const usersV1 = blueprint("users", { urlPrefix: "/users" })
  .get("/<id:int>", ({ params }) => ({ id: params.id, version: 1 }))
  .post("/", { schema: { body: z.object({ name: z.string().min(1) }) } }, ({ body }) => json({ id: 3, name: body.name }, 201));

/** Version 2 names users by uuid. */
const usersV2 = blueprint("users-v2", { urlPrefix: "/users", version: 2 }).get("/<id:uuid>", ({ params }) => ({ id: params.id, version: 2 }));

/** Under the version prefix /api/v: /api/v3/search?q=...&page=2, the query coerced by its schema. */
const search = blueprint("search", { versionPrefix: "/api/v", version: 3 }).get(
  "/search",
  { schema: { query: z.object({ q: z.string(), page: z.coerce.number().int().min(1).default(1) }) } },
  ({ query }) => ({ q: query.q, page: query.page }),
);

/** One route per parameter type; each answers the params it was given, as JSON. */
const params = blueprint("params", { urlPrefix: "/params" })
  .get("/str/<v:str>", ({ params }) => params)
  .get("/strorempty/<v:strorempty>", ({ params }) => params)
  .get("/int/<v:int>", ({ params }) => params)
  .get("/float/<v:float>", ({ params }) => params)
  .get("/alpha/<v:alpha>", ({ params }) => params)
  .get("/slug/<v:slug>", ({ params }) => params)
  .get("/path/<v:path>", ({ params }) => params)
  .get("/ymd/<v:ymd>", ({ params }) => params) // a Date, sent as its ISO text
  .get("/uuid/<v:uuid>", ({ params }) => params)
  .get("/ext/<v:ext>", ({ params }) => params)
  .get("/image/<v:ext=jpg|png>", ({ params }) => params)
  .get("/code/<v:[A-Z]{2}-\\d{3}>", ({ params }) => params);

/** A body written as it is read: three chunks, each after a turn of the event loop. */
const chunks = () => {
  const parts = ["one\n", "two\n", "three\n"];
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const part = parts.shift();
      if (part === undefined) controller.close();
      else controller.enqueue(encoder.encode(part));
    },
  });
};

/** The API, built with the given options (the default ones for the samples). */
export function createApi(options: AppOptions = {}) {
  return app(options)
    .get("/health", () => "ok")
    .get("/stream", () => new Response(chunks(), { headers: { "content-type": "text/plain; charset=utf-8" } }))
    .blueprint(group({ version: 1 }, usersV1, usersV2))
    .blueprint(search)
    .blueprint(params);
}
