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
] as const;
