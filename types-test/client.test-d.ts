/** The client's compile-time guarantees, under tsd's TypeScript and the project's. */
import { expectAssignable, expectNotAssignable } from "tsd";
import { z } from "zod";
import { app } from "versa";
import { createClient } from "versa/client";
import type { clientApp } from "../test/cases/client-app.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

const client = createClient<typeof clientApp>({ baseUrl: "http://127.0.0.1:1" });

export async function calls() {
  // Data typed from the handler (a Date arrives as a string).
  const a = await client.get("/v1/users/<id:int>", { params: { id: 7 } });
  if (a.ok) {
    type _ = Expect<Equal<typeof a.data, { id: number; name: string; born: string }>>;
    // @ts-expect-error a field the response does not have
    a.data.email;
  }
  // Data typed from the response schema.
  const b = await client.post("/v1/users/", { body: { name: "ada", age: 36 } });
  if (b.ok) {
    type _ = Expect<Equal<typeof b.data, { id: number; name: string }>>;
  }
  // Another version of the same path has its own types.
  const c = await client.get("/v2/users/<id:int>", { params: { id: 1 } });
  if (c.ok) {
    type _ = Expect<Equal<typeof c.data, { id: string; v: 2 }>>;
  }
  // A query schema types the query (its input side).
  await client.get("/v1/users/", { query: { page: "2", tag: ["x"] } });
  // Text routes are strings; a path without params takes no options.
  const t = await client.get("/health");
  if (t.ok) {
    type _ = Expect<Equal<typeof t.data, string>>;
  }
  // ymd params take a Date or its text; version prefix params are required.
  await client.get("/<tenant:str>/v1/days/<d:ymd>", { params: { tenant: "t", d: new Date() }, headers: { "x-key": "k" } });

  // @ts-expect-error a wrong path
  await client.get("/v1/user/<id:int>", { params: { id: 7 } });
  // @ts-expect-error a path of another method
  await client.post("/v1/users/<id:int>", { params: { id: 7 } });
  // @ts-expect-error a missing param
  await client.get("/v1/users/<id:int>", { params: {} });
  // @ts-expect-error missing options where params are needed
  await client.get("/v1/users/<id:int>");
  // @ts-expect-error a mistyped param
  await client.get("/v1/users/<id:int>", { params: { id: "7" } });
  // @ts-expect-error a wrong body shape
  await client.post("/v1/users/", { body: { name: "ada", age: "36" } });
  // @ts-expect-error a missing body
  await client.post("/v1/users/", {});
  // @ts-expect-error a missing header the schema requires
  await client.get("/<tenant:str>/v1/days/<d:ymd>", { params: { tenant: "t", d: "2024-01-01" }, headers: {} });

  // A GET carries no body (fetch throws for one); other methods without a body schema take any.
  // @ts-expect-error a body on a GET without params
  await client.get("/health", { body: { a: 1 } });
  // @ts-expect-error a body on a GET with params
  await client.get("/v1/users/<id:int>", { params: { id: 7 }, body: "x" });
  // (an explicit undefined is no body, under exactOptionalPropertyTypes too)
  await client.get("/health", { body: undefined });
  // @ts-expect-error a body on a GET with a query schema
  await client.get("/v1/users/", { query: { page: 1 }, body: {} });
  await client.delete("/v1/users/<id:int>", { params: { id: 1 }, body: { any: "thing" } });
  type GetOptions = NonNullable<Parameters<typeof client.get<"/health">>[1]>;
  expectNotAssignable<GetOptions>({ body: "x" });
  expectNotAssignable<GetOptions>({ body: null });
  expectAssignable<GetOptions>({});
  type PostOptions = Parameters<typeof client.post<"/v1/users/">>[1];
  expectAssignable<PostOptions>({ body: { name: "ada", age: 36 } });
}

// A handler that may answer undefined (a 204) gives `data` that may be undefined; one that never
// answers anything but undefined gives `undefined`.
declare const maybe: boolean;
const sometimes = app()
  .get("/maybe", () => (maybe ? { a: 1 } : undefined))
  .get("/never", () => {});
export async function emptyAnswers() {
  const c = createClient<typeof sometimes>({ baseUrl: "http://127.0.0.1:1" });
  const m = await c.get("/maybe");
  if (m.ok) {
    type _ = Expect<Equal<typeof m.data, { a: number } | undefined>>;
    // @ts-expect-error data may be undefined
    m.data.a;
  }
  const n = await c.get("/never");
  if (n.ok) {
    type _ = Expect<Equal<typeof n.data, undefined>>;
  }
}

// The client offers the methods the app has routes of, and no other.
const getsOnly = app().get("/a", () => "a").post("/b", () => "b");
export function methods() {
  const c = createClient<typeof getsOnly>({ baseUrl: "http://127.0.0.1:1" });
  type _ = Expect<Equal<keyof typeof c, "get" | "post">>;
  // @ts-expect-error no PUT route
  void c.put;
}

// The options are optional exactly when nothing in them is required.
const needs = app()
  .get("/none", () => "")
  .get("/p/<id:int>", () => "")
  .get("/q-opt", { schema: { query: z.object({ a: z.string().optional() }) } }, () => "")
  .get("/q-req", { schema: { query: z.object({ a: z.string() }) } }, () => "")
  .post("/b-opt", { schema: { body: z.object({ a: z.string() }).optional() } }, () => "")
  .post("/b-req", { schema: { body: z.object({ a: z.string() }) } }, () => "")
  .post("/free", () => "")
  .get("/h-req", { schema: { headers: z.object({ "x-a": z.string() }) } }, () => "")
  .get("/h-opt", { schema: { headers: z.object({ "x-a": z.string().optional() }) } }, () => "");
export async function optionality() {
  const c = createClient<typeof needs>({ baseUrl: "http://127.0.0.1:1" });
  await c.get("/none");
  await c.get("/q-opt");
  await c.post("/b-opt");
  await c.post("/free");
  await c.get("/h-opt");
  // @ts-expect-error params are required
  await c.get("/p/<id:int>");
  // @ts-expect-error a required query field
  await c.get("/q-req");
  // @ts-expect-error a required body
  await c.post("/b-req");
  // @ts-expect-error a required header
  await c.get("/h-req");
}

// A call takes what fetch takes: Headers or pairs where no schema names headers, a signal that
// may be undefined (under exactOptionalPropertyTypes); the client takes fetch's credentials.
export async function fetchOptions(signal: AbortSignal | undefined) {
  const c = createClient<typeof needs>({ baseUrl: "http://127.0.0.1:1", credentials: "include" });
  await c.get("/none", { headers: new Headers({ a: "1" }), signal });
  await c.post("/free", { headers: [["a", "1"]] });
  await c.get("/h-req", { headers: { "x-a": "1", other: "2" } });
  // @ts-expect-error a headers schema's names are checked in an object only
  await c.get("/h-req", { headers: new Headers({ "x-a": "1" }) });
  // @ts-expect-error fetch's credentials are "omit", "same-origin" or "include"
  createClient<typeof needs>({ baseUrl: "http://127.0.0.1:1", credentials: "always" });
}

// The messages, as types (test/client-errors.test.ts reads them as each compiler prints them).
type Calls<P extends string> = typeof client.get<P> extends { (path: infer Lone): unknown; (path: infer Given, options: never): unknown } ? [lone: Lone, given: Given] : never;
export type Messages = [
  Expect<Equal<Calls<"/v1/user/<id:int>">[1], "No GET route has the path '/v1/user/<id:int>'; the nearest: '/v1/users/<id:int>', '/v1/users/'">>,
  Expect<Equal<Calls<"/v1/users">[1], "No GET route has the path '/v1/users'; the nearest: '/v1/users/', '/v1/users/<id:int>'">>,
  Expect<Equal<Calls<"/v1/users/<id:int>">[0], "Missing options for GET '/v1/users/<id:int>': pass { params } as the second argument">>,
  Expect<Equal<Calls<"/<tenant:str>/v1/days/<d:ymd>">[0], "Missing options for GET '/<tenant:str>/v1/days/<d:ymd>': pass { params, headers } as the second argument">>,
  Expect<Equal<Calls<"/health">, ["/health", "/health"]>>,
  Expect<Equal<Calls<"/v1/us">[1], "/v1/users/<id:int>" | "/v1/users/">>,
];
