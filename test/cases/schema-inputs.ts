/**
 * Query and headers schemas against what the server hands them (text; header names in lower case):
 * the message for a route `GET /x` with that schema, `null` where it is accepted (a piped schema's
 * fields are those of its input side, as its input type's are). The runtime test
 * builds each route; the type test reads the same rows through `CheckInputs`.
 */
import { z } from "zod";

export const inputSchemaErrors = [
  { part: "query", schema: z.object({ page: z.number() }), message: "Query schema key 'page' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "query", schema: z.object({ on: z.boolean().optional() }), message: "Query schema key 'on' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "query", schema: z.object({ at: z.date() }), message: "Query schema key 'at' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "query", schema: z.object({ n: z.literal(1) }), message: "Query schema key 'n' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "query", schema: z.object({ ids: z.array(z.number()) }), message: "Query schema key 'ids' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "query", schema: z.object({ n: z.lazy(() => z.array(z.number())) }), message: "Query schema key 'n' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "query", schema: z.object({ n: z.number() }).transform((o) => o.n), message: "Query schema key 'n' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "headers", schema: z.object({ "x-n": z.number() }).pipe(z.object({ "x-n": z.number() })), message: "Headers schema key 'x-n' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "headers", schema: z.object({ "x-n": z.number() }), message: "Headers schema key 'x-n' of '/x' accepts no string: its values arrive as text, so use a coercing schema such as z.coerce.number()" },
  { part: "headers", schema: z.object({ "X-Key": z.string() }), message: "Headers schema key 'X-Key' of '/x' has capitals: header names arrive in lower case, so write 'x-key'" },
  { part: "query", schema: z.object({ page: z.coerce.number(), sort: z.enum(["a", "b"]), tags: z.array(z.string()), q: z.string().optional(), on: z.stringbool(), mode: z.union([z.literal("x"), z.number()]) }), message: null },
  { part: "headers", schema: z.object({ "x-n": z.coerce.number(), "x-key": z.string().default("k") }), message: null },
  { part: "query", schema: z.object({ ids: z.array(z.coerce.number()), any: z.array(z.unknown()), mix: z.array(z.string().or(z.number())), range: z.tuple([z.string(), z.string()]) }), message: null },
  { part: "query", schema: z.object({ l: z.lazy(() => z.array(z.string())), u: z.union([z.array(z.literal("x")), z.array(z.literal("y"))]) }), message: null },
  { part: "query", schema: z.object({ tags: z.array(z.string()), q: z.coerce.number() }).transform((o) => o.tags), message: null },
  { part: "headers", schema: z.record(z.string(), z.string()), message: null },
  { part: "headers", schema: z.looseObject({ "x-api-key": z.string() }), message: null },
] as const;
