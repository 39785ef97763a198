/**
 * Params schemas against what the path hands them (each parameter's value as its type casts it:
 * a number for `int`, a Date for `ymd`, a string for the rest): the message for a route
 * `GET <path>` with that params schema, `null` where it is accepted. The runtime test
 * (test/builder/schema-input.test.ts) builds each route; the type test
 * (types-test/inputs.test-d.ts) defines the same routes.
 */
import { z } from "zod";

/** The zod function named in a message, by the value's type. */
const fn = { number: "number", Date: "date", string: "string" } as const;
const no = <K extends string, V extends keyof typeof fn, P extends string>(key: K, value: V, path: P) =>
  `Params schema key '${key}' of '${path}' accepts no ${value}: the path hands it the parameter's value as a ${value}, so use a schema that takes one, such as z.${fn[value]}()` as const;

export const paramInputCases = [
  { path: "/x/<id:int>", params: z.object({ id: z.string() }), message: no("id", "number", "/x/<id:int>") },
  { path: "/y/<d:ymd>", params: z.object({ d: z.iso.date() }), message: no("d", "Date", "/y/<d:ymd>") },
  { path: "/f/<x:float>", params: z.object({ x: z.string().transform(Number) }), message: no("x", "number", "/f/<x:float>") },
  { path: "/x/<id:int>", params: z.object({ id: z.bigint() }), message: no("id", "number", "/x/<id:int>") },
  { path: "/x/<id:int>", params: z.object({ id: z.literal("1") }), message: no("id", "number", "/x/<id:int>") },
  { path: "/x/<id:int>", params: z.object({ id: z.date() }), message: no("id", "number", "/x/<id:int>") },
  { path: "/s/<s:slug>", params: z.object({ s: z.number() }), message: no("s", "string", "/s/<s:slug>") },
  { path: "/s/<s>", params: z.object({ s: z.boolean().optional() }), message: no("s", "string", "/s/<s>") },
  { path: "/r/<code:[a-z]{2}>", params: z.object({ code: z.number() }), message: no("code", "string", "/r/<code:[a-z]{2}>") },
  { path: "/e/<name:ext>", params: z.object({ name: z.string(), ext: z.number() }), message: no("ext", "string", "/e/<name:ext>") },
  { path: "/u/<id:uuid>/<d:ymd>", params: z.object({ id: z.uuid(), d: z.string() }), message: no("d", "Date", "/u/<id:uuid>/<d:ymd>") },
  { path: "/y/<id:int>", params: z.object({ id: z.string() }).transform((o) => o), message: no("id", "number", "/y/<id:int>") },
  { path: "/x/<id:int>", params: z.object({ id: z.number().int().min(1) }), message: null },
  { path: "/x/<id:int>", params: z.object({ id: z.coerce.number().optional() }), message: null },
  { path: "/x/<id:int>", params: z.object({ id: z.union([z.string(), z.number()]) }), message: null },
  { path: "/x/<id:int>", params: z.object({ id: z.literal([1, 2]) }), message: null },
  { path: "/x/<id:int>", params: z.object({ id: z.number().transform(String) }), message: null },
  { path: "/y/<d:ymd>", params: z.object({ d: z.date().min(new Date(0)) }), message: null },
  { path: "/y/<d:ymd>", params: z.object({ d: z.coerce.date() }), message: null },
  { path: "/z/<n>", params: z.object({ n: z.coerce.number() }), message: null },
  { path: "/s/<s>", params: z.object({ s: z.enum(["a", "b"]) }), message: null },
  { path: "/s/<s:slug>", params: z.object({ s: z.string().nullable().default("x") }), message: null },
  { path: "/e/<name:ext=jpg|png>", params: z.object({ name: z.string(), ext: z.enum(["jpg"]) }), message: null },
  { path: "/p/<rest:path>", params: z.object({ rest: z.unknown() }), message: null },
  { path: "/p/<a:alpha>/<b:float>", params: z.object({ a: z.any(), b: z.nan().or(z.number()) }), message: null },
] as const;
