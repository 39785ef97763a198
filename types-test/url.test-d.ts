/** `api.url`: templates checked entry by entry, params by their types. */
import { app, blueprint } from "versa";

const h = () => "x";
// A route without a version beside versioned ones, and two versions: each template as listed.
const api = app()
  .get("/a/<id:int>", h)
  .get("/b/<id:int>", { version: 2 }, h)
  .blueprint(blueprint("c", { version: 1 }).get("/c/<d:ymd>", h).get("/plain", h));

export const urls = [
  api.url("/a/<id:int>", { id: 1 }),
  api.url("/v2/b/<id:int>", { id: 2 }),
  api.url("/v1/c/<d:ymd>", { d: "2024-01-31" }),
  api.url("/v1/c/<d:ymd>", { d: new Date() }),
  api.url("/v1/plain"),
  // @ts-expect-error a template mixing one route's version with another's path
  api.url("/v2/a/<id:int>", { id: 1 }),
  // @ts-expect-error no route has this template
  api.url("/v1/b/<id:int>", { id: 1 }),
  // @ts-expect-error an int takes a number
  api.url("/a/<id:int>", { id: "1" }),
  // @ts-expect-error a template with params needs them
  api.url("/a/<id:int>"),
];

// A path that is not a literal: any of the app's templates is accepted, values still typed.
declare const some: "/a/<id:int>" | "/v2/b/<id:int>";
export const union = api.url(some, { id: 3 });

// '.' and '..' segments, which clients resolve away before sending, are refused where written
// @ts-expect-error a '..' segment in a route's path
app().get("/d/../b", h);
// @ts-expect-error a '.' segment in a url prefix
blueprint("d", { urlPrefix: "/." });
// @ts-expect-error a '..' segment after a parameter
app().get("/<id:int>/..", h);
// segments holding dots among other text are kept
app().get("/.well-known/a./..b/...", h);
