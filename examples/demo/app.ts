/**
 * The demo API: every versioning rule in one tree. Route, blueprint and group versions with their
 * precedence, the version prefixes `/api/v` and `/<tenant:str>/v`, typed params of several types,
 * and a zod-validated body.
 */
import { z } from "zod";
import { app, blueprint, group, json } from "versa";

const books = [
  { id: 1, title: "Dune", published: "1965-08-01" },
  { id: 2, title: "Solaris", published: "1961-06-01" },
];

/** Blueprint version 1.25: its routes are /api/v1.25/library/books/... unless a route says otherwise. */
const booksV1 = blueprint("books", { urlPrefix: "/books", version: 1.25 })
  .get("/", () => books)
  .get("/<id:int>", ({ params }) => books.find((b) => b.id === params.id) ?? json({ error: "no such book" }, 404))
  .get("/<id:int>", { version: 1 }, ({ params }) => ({ id: params.id, note: "route version 1 beats blueprint 1.25" }));

/** No version of its own: it takes the group's "v2". */
const booksV2 = blueprint("books-v2", { urlPrefix: "/books" })
  .get("/by-date/<day:ymd>", ({ params }) => books.filter((b) => b.published <= params.day.toISOString().slice(0, 10)))
  .get("/<slug:slug>", ({ params }) => ({ slug: params.slug, version: 2 }))
  .post("/", { schema: { body: z.object({ title: z.string().min(1), published: z.iso.date() }) } }, ({ body }) =>
    json({ id: books.length + 1, ...body }, 201),
  );

/** A group: version "v2" for members without one, url prefix /library, version prefix /api/v. */
const library = group({ urlPrefix: "/library", version: "v2", versionPrefix: "/api/v" }, booksV1, booksV2);

/** A version prefix with a parameter: every route here gets `tenant`. */
const tenants = blueprint("tenants", { versionPrefix: "/<tenant:str>/v", version: 3 })
  .get("/files/<name:ext=json|txt>", ({ params }) => ({ tenant: params.tenant, file: params.name, ext: params.ext }))
  .get("/users/<id:uuid>", ({ params }) => ({ tenant: params.tenant, user: params.id }));

export const api = app()
  .get("/health", { summary: "Liveness", tags: ["health"] }, () => "ok")
  .blueprint(library)
  .blueprint(tenants);

export default api;
