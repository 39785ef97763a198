/**
 * Query, headers and params schemas against the object the server hands each of them: the
 * message for a route `GET /x/<id>` with that part, `null` where it is accepted. The runtime test
 * (test/builder/schema-input.test.ts) builds each route; the type test (types-test/inputs.test-d.ts)
 * reads the same rows through the route's own check.
 */
import { z } from "zod";

const handed = {
  Query: "the query as an object of strings by key (an array of strings for a key that repeats)",
  Headers: "the headers as an object of strings by lower-case name",
  Params: "the path's parameters as an object of their values by name",
} as const;
const no = <Part extends keyof typeof handed>(part: Part) =>
  `${part} schema of '/x/<id>' must take an object, such as z.object({ ... }): the server hands it ${handed[part]}` as const;

/** What a params schema must give back: the handler's params are the path's with it over them. */
export const givesNoObject = <P extends string>(path: P) =>
  `Params schema of '${path}' must give back an object: the handler's params are the path's parameters with the schema's output over them, so have a .transform() return an object, such as (p) => ({ ...p, more: 1 })` as const;
const out = givesNoObject("/x/<id>");

export const shapeInputCases = [
  { part: "query", schema: z.string(), message: no("Query") },
  { part: "query", schema: z.array(z.string()), message: no("Query") },
  { part: "query", schema: z.tuple([z.string(), z.string()]), message: no("Query") },
  { part: "query", schema: z.string().optional(), message: no("Query") },
  { part: "query", schema: z.union([z.string(), z.number()]), message: no("Query") },
  { part: "query", schema: z.stringbool(), message: no("Query") },
  { part: "query", schema: z.literal("a"), message: no("Query") },
  { part: "query", schema: z.enum(["a", "b"]), message: no("Query") },
  { part: "query", schema: z.date(), message: no("Query") },
  { part: "query", schema: z.null(), message: no("Query") },
  { part: "headers", schema: z.number(), message: no("Headers") },
  { part: "headers", schema: z.boolean().nullable(), message: no("Headers") },
  { part: "headers", schema: z.array(z.string()), message: no("Headers") },
  { part: "headers", schema: z.map(z.string(), z.string()), message: no("Headers") },
  { part: "params", schema: z.string(), message: no("Params") },
  { part: "params", schema: z.bigint(), message: no("Params") },
  { part: "params", schema: z.array(z.string()).transform((a) => a.join()), message: no("Params") },
  { part: "params", schema: z.set(z.string()), message: no("Params") },
  { part: "params", schema: z.literal(null), message: no("Params") },
  { part: "query", schema: z.function(), message: no("Query") },
  { part: "headers", schema: z.union([z.null(), z.literal(["a", 1])]), message: no("Headers") },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => o.id).pipe(z.string()), message: out },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => [o.id]).pipe(z.array(z.string())).optional(), message: out },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => new Date(o.id)).pipe(z.lazy(() => z.date())), message: out },
  { part: "query", schema: z.object({ q: z.string() }), message: null },
  { part: "query", schema: z.looseObject({ q: z.string() }), message: null },
  { part: "query", schema: z.record(z.string(), z.string()), message: null },
  { part: "query", schema: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]), message: null },
  { part: "query", schema: z.union([z.string(), z.object({ q: z.string() })]), message: null },
  { part: "query", schema: z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() })), message: null },
  { part: "query", schema: z.object({ q: z.string() }).transform((o) => o.q), message: null },
  { part: "query", schema: z.unknown(), message: null },
  { part: "query", schema: z.any(), message: null },
  { part: "query", schema: z.coerce.string(), message: null },
  { part: "headers", schema: z.object({ "x-a": z.string() }).optional(), message: null },
  { part: "headers", schema: z.custom<Record<string, string>>(), message: null },
  { part: "params", schema: z.object({ id: z.string() }), message: null },
  { part: "params", schema: z.union([z.object({ id: z.uuid() }), z.object({ id: z.string().max(3) })]), message: null },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => ({ id: o.id.toUpperCase() })), message: null },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => o).pipe(z.object({ id: z.string() })), message: null },
] as const;

/**
 * Params schemas whose output only the types see (a `.transform()`'s), with the message the types
 * give (`null` where some output is an object) and what `GET /x/ab` then does: the handler's
 * params (`gets`), or the route's 500 naming what the schema gave back (`gave`, as the message
 * shows it). The type test reads them with {@link shapeInputCases}; the build takes each
 * (test/builder/schema-input.test.ts), and the server refuses what is no plain object
 * (test/server/validate.test.ts).
 */
export const paramOutputCases = [
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => o.id.length), message: out, gave: "2" },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => o.id), message: out, gave: '"ab"' },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => [o.id]), message: out, gave: "an array" },
  { part: "params", schema: z.object({ id: z.string() }).transform(() => new Map<string, string>()), message: out, gave: "a Map" },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => (o.id === "ab" ? null : o)), message: null, gave: "null" },
  { part: "params", schema: z.object({ id: z.string() }).transform((o) => ({ id: o.id.toUpperCase(), n: o.id.length })), message: null, gets: { id: "AB", n: 2 } },
  { part: "params", schema: z.object({ id: z.string() }).transform(() => ({ n: 1 })), message: null, gets: { id: "ab", n: 1 } },
] as const;
