/**
 * Answers per status: an app whose routes answer with several statuses (typed responses, one
 * response schema, a map by status, versa's own 400), and what each request gets. The same rows
 * drive the server's answers and the client's results at run time (test/server/statuses.test.ts)
 * and the client's types (types-test/statuses.test-d.ts: each row's body fits the result member of
 * its status, and the status is one the result names).
 */
import { z } from "zod";
import { app, json, text, type AppOptions } from "versa";

export const User = z.object({ id: z.number(), name: z.string() });
export const NotFound = z.object({ error: z.string() });
/** What a cast lets through the types (the server still checks it). */
const notAUser: unknown = { id: "oops", name: "x" };

/** The app under test; `options` take the `onError` that sees the mismatches. */
export const statusApp = (options?: AppOptions) =>
  app(options)
    .post("/users", () => json({ id: 2 }, 201))
    .get("/users/<id:int>", { schema: { response: { 200: User, 404: NotFound } } }, ({ params }) =>
      params.id === 1 ? { id: 1, name: "Ada" } : json({ error: `no user ${params.id}` }, 404),
    )
    // a status that is not a literal: a plain Response in the types, checked by the server
    .get("/codes/<code:int>", { schema: { response: { 200: User, 404: NotFound } } }, ({ params }) => json({ error: "x" }, params.code))
    .get("/one/<n:int>", { schema: { response: User } }, ({ params }) =>
      params.n === 1 ? { id: 1, name: "a" }
      : params.n === 2 ? json({ id: 2, name: "b", extra: true }, 201)
      : params.n === 3 ? json(notAUser as z.input<typeof User>, 201)
      : json({ error: "teapot" }, 418),
    )
    .get("/hand/<n:int>", { schema: { response: { 200: User } } }, ({ params }) =>
      new Response(JSON.stringify(params.n === 1 ? { id: 1, name: "h" } : { id: "h" }), { headers: { "content-type": "application/json" } }),
    )
    .get("/text", { schema: { response: { 201: z.string().max(4) } } }, () => text("made", 201))
    .get("/gone", { schema: { response: { 204: z.undefined() } } }, () => undefined)
    .get("/page", { schema: { query: z.object({ page: z.coerce.number().min(1) }) } }, ({ query }) => (query.page > 9 ? text("too far", 416) : { page: query.page }));

/**
 * One request each: its template and its values, the status and JSON (or text) body it gets, and
 * `mismatch` where the answer is versa's 500 for a response its schemas refuse (`onError` sees a
 * `RESPONSE_MISMATCH`).
 */
export const statusCases = [
  { name: "json(body, 201)", method: "post", template: "/users", params: {}, query: {}, status: 201, body: { id: 2 } },
  { name: "a plain value under a map: its 200", method: "get", template: "/users/<id:int>", params: { id: 1 }, query: {}, status: 200, body: { id: 1, name: "Ada" } },
  { name: "json(body, 404) under a map", method: "get", template: "/users/<id:int>", params: { id: 2 }, query: {}, status: 404, body: { error: "no user 2" } },
  { name: "a declared status whose body its schema refuses", method: "get", template: "/codes/<code:int>", params: { code: 200 }, query: {}, status: 500, body: "Internal Server Error", mismatch: true },
  { name: "a status the map lacks", method: "get", template: "/codes/<code:int>", params: { code: 410 }, query: {}, status: 500, body: "Internal Server Error", mismatch: true },
  { name: "a declared status with its body", method: "get", template: "/codes/<code:int>", params: { code: 404 }, query: {}, status: 404, body: { error: "x" } },
  { name: "one schema: a plain value", method: "get", template: "/one/<n:int>", params: { n: 1 }, query: {}, status: 200, body: { id: 1, name: "a" } },
  { name: "one schema: a 2xx from json(), sent as the schema's output", method: "get", template: "/one/<n:int>", params: { n: 2 }, query: {}, status: 201, body: { id: 2, name: "b" } },
  { name: "one schema: json() with a body it refuses", method: "get", template: "/one/<n:int>", params: { n: 3 }, query: {}, status: 500, body: "Internal Server Error", mismatch: true },
  { name: "one schema: a failure status is not its to check", method: "get", template: "/one/<n:int>", params: { n: 4 }, query: {}, status: 418, body: { error: "teapot" } },
  { name: "a Response built by hand, read and checked", method: "get", template: "/hand/<n:int>", params: { n: 1 }, query: {}, status: 200, body: { id: 1, name: "h" } },
  { name: "a Response built by hand that its schema refuses", method: "get", template: "/hand/<n:int>", params: { n: 2 }, query: {}, status: 500, body: "Internal Server Error", mismatch: true },
  { name: "text(body, 201) under a map", method: "get", template: "/text", params: {}, query: {}, status: 201, body: "made" },
  { name: "undefined: the 204 of a map", method: "get", template: "/gone", params: {}, query: {}, status: 204, body: undefined },
  { name: "a query schema's route: its value", method: "get", template: "/page", params: {}, query: { page: 2 }, status: 200, body: { page: 2 } },
  { name: "a query schema's route: text(body, 416)", method: "get", template: "/page", params: {}, query: { page: 10 }, status: 416, body: "too far" },
  {
    name: "versa's own 400, with the issues",
    method: "get",
    template: "/page",
    params: {},
    query: { page: 0 },
    status: 400,
    body: { error: "Invalid input", issues: [{ in: "query", path: ["page"], message: "Too small: expected number to be >=1" }] },
  },
] as const;
