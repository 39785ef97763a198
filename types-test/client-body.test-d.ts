/** A call's body as JSON carries it: the body schema's input where JSON keeps it, a message where it cannot (a Date, a BigInt, ...). */
import { expectNotAssignable } from "tsd";
import { z } from "zod";
import { app } from "versa";
import { createClient, type CallOptions } from "versa/client";
import type { RouteEntryOf } from "versa";
import type { Equal, Expect } from "../test/cases/type-eq.js";

const api = app()
  .post("/plain", { schema: { body: z.object({ name: z.string(), age: z.number().optional(), tags: z.array(z.string()), n: z.null() }) } }, () => "")
  .post("/date", { schema: { body: z.object({ at: z.date() }) } }, () => "")
  .post("/bigint", { schema: { body: z.object({ n: z.bigint() }) } }, () => "")
  .post("/coerced", { schema: { body: z.object({ at: z.coerce.date() }) } }, () => "")
  .post("/either", { schema: { body: z.object({ at: z.union([z.date(), z.string()]) }) } }, () => "")
  .post("/deep", { schema: { body: z.object({ items: z.array(z.object({ at: z.date().optional() })) }) } }, () => "")
  .post("/map", { schema: { body: z.object({ m: z.map(z.string(), z.number()) }) } }, () => "")
  .post("/top", { schema: { body: z.date() } }, () => "")
  .post("/record", { schema: { body: z.object({ seen: z.record(z.string(), z.date()) }) } }, () => "")
  .post("/holes", { schema: { body: z.object({ list: z.array(z.string().optional()), nulls: z.array(z.string().nullish()) }) } }, () => "")
  .post("/free", () => "");
const c = createClient<typeof api>({ baseUrl: "http://127.0.0.1:1" });

/** The body a call of `P` takes. */
type Body<P extends "/plain" | "/date" | "/bigint" | "/coerced" | "/either" | "/deep" | "/map" | "/top" | "/holes" | "/record"> = NonNullable<Parameters<typeof c.post<P>>[1]>["body"];

const DATE = 'the body holds a Date at "at", which JSON carries as its ISO text, and the body schema does not take that: let the schema take the text (z.coerce.date(), z.iso.datetime()) or send the text yourself';
export type Checks = [
  // a body JSON carries as it is: the schema's input, unchanged
  Expect<Equal<Body<"/plain">, { name: string; age?: number | undefined; tags: string[]; n: null }>>,
  // a Date arrives as text, which z.date() refuses: the field is the message
  Expect<Equal<Body<"/date">, { at: typeof DATE }>>,
  // a BigInt: JSON.stringify throws, with the message the client throws
  Expect<Equal<Body<"/bigint">, { n: 'the body holds a BigInt at "n", which JSON cannot write: convert it with String() or Number()' }>>,
  Expect<Equal<Body<"/deep">["items"][number]["at"], 'the body holds a Date at "items[].at", which JSON carries as its ISO text, and the body schema does not take that: let the schema take the text (z.coerce.date(), z.iso.datetime()) or send the text yourself' | undefined>>,
  Expect<Equal<Body<"/map">["m"], 'the body holds a Map at "m", which JSON carries as an empty object, and the body schema does not take that: let the schema take what JSON carries, or send that yourself'>>,
  Expect<Equal<Body<"/top">, 'the body is a Date, which JSON carries as its ISO text, and the body schema does not take that: let the schema take the text (z.coerce.date(), z.iso.datetime()) or send the text yourself'>>,
  // undefined in an array arrives as null: refused where the item takes no null
  Expect<Equal<Body<"/holes">, { list: (string | 'the body holds undefined at "list[]", which JSON carries as null in an array, and the body schema does not take that: let the schema take what JSON carries, or send that yourself')[]; nulls: (string | null | undefined)[] }>>,
  // any key of a record reads as `*`
  Expect<Equal<Body<"/record">["seen"][string], 'the body holds a Date at "seen.*", which JSON carries as its ISO text, and the body schema does not take that: let the schema take the text (z.coerce.date(), z.iso.datetime()) or send the text yourself'>>,
  // a union that takes the text too takes the Date
  Expect<Equal<Body<"/either">, { at: string | Date }>>,
];

export async function calls() {
  await c.post("/plain", { body: { name: "ada", tags: [], n: null } });
  // @ts-expect-error a Date arrives as text, which z.date() refuses
  await c.post("/date", { body: { at: new Date() } });
  // @ts-expect-error JSON cannot write a BigInt
  await c.post("/bigint", { body: { n: 1n } });
  // @ts-expect-error nor one in an array of objects
  await c.post("/deep", { body: { items: [{ at: new Date() }] } });
  await c.post("/deep", { body: { items: [{}] } });
  // @ts-expect-error a body that is a Date
  await c.post("/top", { body: new Date() });
  // z.coerce.date() takes the ISO text, and so the Date JSON sends as it
  await c.post("/coerced", { body: { at: new Date() } });
  await c.post("/coerced", { body: { at: "2024-02-29T12:00:00.000Z" } });
  await c.post("/either", { body: { at: new Date() } });
  // without a body schema, any body (the client throws NOT_JSON for what JSON cannot write)
  await c.post("/free", { body: { at: new Date(), n: 1 } });
}

// The same through CallOptions, for one entry written by hand.
type Opts = CallOptions<RouteEntryOf<"POST", "/", undefined, undefined, unknown, { readonly body: z.ZodObject<{ at: z.ZodDate }> }>>;
expectNotAssignable<Opts>({ body: { at: new Date() } });
export type ByHand = Expect<Equal<NonNullable<Opts["body"]>, { at: typeof DATE }>>;
