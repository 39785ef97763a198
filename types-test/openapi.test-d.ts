/** Documentation options: accepted on routes and containers, typed, and invisible to the paths. */
import { app, blueprint, group, openapi, type PathsOf } from "versa";
import type { Equal, Expect } from "../test/cases/type-eq.js";

const items = blueprint("items", { urlPrefix: "/items", tags: ["stock"] })
  .tags(["items"])
  .get("/<id:int>", { summary: "One item", description: "By id.", tags: ["items"], operationId: "getItem" }, ({ params }) => ({ id: params.id }))
  .get("/secret", { hidden: true, version: 2 }, () => "s");
const api = app()
  .get("/health", { tags: ["ops"] }, () => "ok")
  .blueprint(group({ tags: ["g"] }, items).tags(["g2"]), { tags: ["r"] });

export type SamePaths = Expect<Equal<PathsOf<typeof api>, "/health" | "/items/<id:int>" | "/v2/items/secret">>;

// @ts-expect-error tags are a list
app().get("/x", { tags: "items" }, () => "");
// @ts-expect-error a summary is text
app().get("/x", { summary: 1 }, () => "");
// @ts-expect-error hidden is a boolean
blueprint("b").get("/x", { hidden: "yes" }, () => "");
// @ts-expect-error a blueprint's tags are a list
blueprint("b").tags("b");

// What a plugin adds to documents: its keys stay typed for the handlers after it.
blueprint("acct")
  .use({ onRequest: () => ({ user: "ada" }), openapi: { security: [{ bearer: [] }], responses: { 401: { description: "No token", contentType: "application/problem+json" } } } })
  .get("/me", ({ user }) => {
    const name: string = user;
    return name;
  });
// @ts-expect-error an answer has a description
app().use({ openapi: { responses: { 401: { contentType: "text/plain" } } } });
// @ts-expect-error scopes are a list of names
app().use({ openapi: { security: [{ bearer: "admin" }] } });

// an option given as undefined is not given (exactOptionalPropertyTypes), as at run time
declare const maybeVersion: number | undefined;
openapi(app(), { version: maybeVersion, info: { title: "t", version: "1" }, servers: undefined, tags: undefined, security: undefined, securitySchemes: undefined });
// openapi()'s info is an OpenAPI 3.1 Info Object: its fields, and extensions (x-...)
openapi(app(), { info: { title: "t", version: "1", termsOfService: "https://x", contact: { email: "a@b.c" }, license: { name: "MIT", identifier: "MIT" }, "x-logo": "l" } });
// @ts-expect-error an unknown key of info (licence for license)
openapi(app(), { info: { title: "t", version: "1", licence: { name: "MIT" } } });
// @ts-expect-error a license is an object { name, identifier? | url? }
openapi(app(), { info: { title: "t", version: "1", license: "MIT" } });
// @ts-expect-error a contact's email is a string
openapi(app(), { info: { title: "t", version: "1", contact: { email: 7 } } });
// @ts-expect-error a license has an SPDX identifier or a URL, not both
openapi(app(), { info: { title: "t", version: "1", license: { name: "MIT", identifier: "MIT", url: "https://x" } } });
