/** The client's result per status, from the table of test/cases/statuses.ts, and what a handler may answer under its response schemas. */
import { expectNotAssignable } from "tsd";
import { z } from "zod";
import { app, html, json, text, type StatusExcept, type TypedResponse } from "versa";
import type { StatusCheck } from "../src/server/respond.js";
import { createClient, type FailureStatusExcept, type InvalidInput, type ResultOf } from "versa/client";
import type { EntryAt } from "../src/builder/infer.js";
import type { AnswerOf } from "../src/builder/handler-answer.js";
import { NotFound, User, type statusApp, type statusCases } from "../test/cases/statuses.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

type Api = ReturnType<typeof statusApp>;
type Case = (typeof statusCases)[number];
/** The result member whose statuses hold a case's status. */
type MemberOf<C extends Case, R = ResultOf<EntryAt<Api, Uppercase<C["method"]>, C["template"]>>> = R extends { readonly status: infer S } ? (C["status"] extends S ? R : never) : never;
/** Whether a case's status is one its result names, and its body fits that member. */
type Fits<C extends Case> = C extends unknown
  ? [MemberOf<C>] extends [never] ? C["name"]
  : C["body"] extends (MemberOf<C> extends { readonly ok: true; readonly data: infer D } ? D : MemberOf<C> extends { readonly error: infer E } ? E : never) ? never
  : C["name"]
  : never;
/** The names of the cases that do not fit: none. */
export type EveryCaseFits = Expect<Equal<Fits<Case>, never>>;

const client = createClient<Api>({ baseUrl: "http://127.0.0.1:1" });

export async function narrowing() {
  const created = await client.post("/users");
  if (created.ok) {
    type _ = Expect<Equal<[typeof created.status, typeof created.data], [201, { id: number }]>>;
  } else {
    type _ = Expect<Equal<typeof created.status, FailureStatusExcept<never> extends infer S ? S : never>>;
  }
  const one = await client.get("/users/<id:int>", { params: { id: 1 } });
  if (one.status === 200) {
    type _ = Expect<Equal<typeof one.data, { id: number; name: string }>>;
  } else if (one.status === 404) {
    type _ = Expect<Equal<typeof one.error, { error: string }>>;
  } else {
    type _ = Expect<Equal<typeof one.error, unknown>>;
    // @ts-expect-error a status the route declares is not among the others
    one.status === 200;
  }
  // one response schema: every 2xx answer holds its output; a failure status keeps its own body
  const o = await client.get("/one/<n:int>", { params: { n: 2 } });
  if (o.ok) {
    type _ = Expect<Equal<typeof o.data, { id: number; name: string }>>;
  }
  if (o.status === 418) {
    type _ = Expect<Equal<typeof o.error, { error: string }>>;
  }
  // a Response built by hand: any 2xx, data unknown (here closed by a map: only its statuses)
  const h = await client.get("/hand/<n:int>", { params: { n: 1 } });
  if (h.ok) {
    type _ = Expect<Equal<[typeof h.status, typeof h.data], [200, { id: number; name: string }]>>;
  }
  // versa's own 400, typed, where the route has input schemas
  const p = await client.get("/page", { query: { page: 2 } });
  if (p.status === 400) {
    type _ = Expect<Equal<typeof p.error, InvalidInput>>;
  }
  if (p.status === 416) {
    type _ = Expect<Equal<typeof p.error, string>>;
  }
  const g = await client.get("/gone");
  if (g.ok) {
    type _ = Expect<Equal<[typeof g.status, typeof g.data], [204, undefined]>>;
  }
}

// The helpers carry body and status; a status that is not a literal is a plain Response.
declare const code: number;
export type Helpers = [
  Expect<Equal<ReturnType<typeof json<{ id: number }, 201>>, TypedResponse<{ id: number }, 201>>>,
  Expect<Equal<typeof created, TypedResponse<{ id: number }, 201>>>,
  Expect<Equal<typeof plain, TypedResponse<string, 200>>>,
  Expect<Equal<typeof anyCode, Response>>,
];
const created = json({ id: 2 }, 201);
const plain = text("x");
const anyCode = json({}, code);
expectNotAssignable<TypedResponse<{ id: number }, number>>(created);

// What a handler may answer under its response schemas: checked where the status is a literal.
app()
  .get("/a", { schema: { response: { 200: User, 404: NotFound } } }, () => json({ error: "x" }, 404))
  .get("/b", { schema: { response: { 200: User, 404: NotFound } } }, () => ({ id: 1, name: "a" }))
  .get("/c", { schema: { response: User } }, () => json({ id: 1, name: "a" }, 201))
  .get("/d", { schema: { response: User } }, () => json({ anything: true }, 503))
  .get("/e", { schema: { response: { 200: User } } }, () => json({ error: "x" }, code))
  .get("/f", { schema: { response: { 200: User } } }, () => new Response("checked at run time"))
  .get("/g", { schema: { response: { 204: z.undefined() } } }, async () => undefined);
app()
  // @ts-expect-error a status the map does not declare
  .get("/a", { schema: { response: { 200: User } } }, () => json({ error: "x" }, 404))
  // @ts-expect-error a body the status's schema refuses
  .get("/b", { schema: { response: { 200: User, 404: NotFound } } }, () => json({ error: 1 }, 404))
  // @ts-expect-error a plain value is a 200, which the map lacks
  .get("/c", { schema: { response: { 201: User } } }, () => ({ id: 1, name: "a" }))
  // @ts-expect-error a 2xx body that the one schema refuses
  .get("/d", { schema: { response: User } }, () => json({ id: "1", name: "a" }, 201))
  // @ts-expect-error an undeclared status, whatever its body
  .get("/e", { schema: { response: { 200: User } } }, () => json(anyValue, 404));

// What the error about an undeclared status names: the member that takes nothing, whose status is
// every status but the declared ones (test/client-errors.test.ts reads the compilers' text).
type MapAnswer = AnswerOf<{ response: { 200: typeof User; 404: typeof NotFound } }>;
export type Undeclared = Expect<
  Equal<Extract<MapAnswer, TypedResponse<string, StatusExcept<200 | 404>>>, TypedResponse<"undeclared status: add a schema for it, or answer with a declared status", StatusExcept<200 | 404>>>
>;

// `any`, `never` and plain `string` where a status or a body goes.
declare const anyValue: any;
declare const anyStatus: any;
declare const noStatus: never;
declare const someText: string;
export type Loose = [
  Expect<Equal<typeof anyBody, TypedResponse<any, 201>>>,
  Expect<Equal<typeof anyCode2, Response>>,
  Expect<Equal<typeof textBody, TypedResponse<string, 200>>>,
];
const anyBody = json(anyValue, 201);
const anyCode2 = json({}, anyStatus);
const textBody = text(someText);
// @ts-expect-error a status is a number
json({}, "201");
json({}, noStatus);

// A literal status outside 200 to 599 is refused at compile time as it is at run time; a status
// that is a plain `number` is checked at run time only.
export function helperStatuses(n: number, either: boolean) {
  // @ts-expect-error below 200
  json({}, 100);
  // @ts-expect-error above 599
  text("x", 600);
  // @ts-expect-error in the options too
  html("x", { status: 199 });
  // @ts-expect-error not an integer
  json({}, 201.5);
  // @ts-expect-error negative
  text("x", -404);
  // @ts-expect-error one member of a union out of range
  json({}, either ? 200 : 100);
  return [json({}, 200), text("x", 599), json({}, 299), html("x", { status: 404 }), json({}, n), text("x", { status: n }), json({}, either ? 201 : 404)] as const;
}
type Accepted = ReturnType<typeof helperStatuses>;
export type InRange = [
  Expect<Equal<Accepted[0], TypedResponse<{}, 200>>>,
  Expect<Equal<Accepted[2], TypedResponse<{}, 299>>>,
  Expect<Equal<Accepted[4], Response>>,
  Expect<Equal<Accepted[6], TypedResponse<{}, 201 | 404>>>,
];
// the compile-time message is the thrown one (respond.test.ts checks that text at run time)
export type StatusMessage = Expect<Equal<StatusCheck<100, "json">, "Invalid options at json(): status: expected an integer from 200 to 599, got 100">>;
// An `any` answer is taken under any schema; a handler typed `any` leaves every 2xx open on the client.
const loose = app()
  .get("/any", { schema: { response: { 200: User } } }, () => anyValue)
  .get("/untyped", (): any => anyValue);
export async function looseResults() {
  const c = createClient<typeof loose>({ baseUrl: "http://127.0.0.1:1" });
  const r = await c.get("/untyped");
  if (r.ok) {
    type _ = Expect<Equal<typeof r.data, unknown>>;
  }
  const a = await c.get("/any");
  if (a.ok) {
    type _ = Expect<Equal<[typeof a.status, typeof a.data], [200, { id: number; name: string }]>>;
  }
}
