/** The client's data as JSON delivers it, its headers and its fetch, under tsd's TypeScript and the project's. */
import nodeFetch from "node-fetch";
import { expectAssignable } from "tsd";
import { z } from "zod";
import { app, type AnyRouteEntry } from "versa";
import { createClient, type DataOf, type FetchLike, type Jsonify, type QueryValue, type ResultOf } from "versa/client";
import type { Equal, Expect } from "../test/cases/type-eq.js";
import type { undefinedCases } from "../test/cases/undefined-bodies.js";

// toJSON first, as JSON.stringify: a Date or URL is a string; a Map or Set has no own fields.
type Custom = { toJSON(): { v: number } };
export type JsonCases = [
  Expect<Equal<Jsonify<Date>, string>>,
  Expect<Equal<Jsonify<URL>, string>>,
  Expect<Equal<Jsonify<Custom>, { v: number }>>,
  Expect<Equal<Jsonify<{ at: Date; m: Map<string, number>; s: Set<number>; f: () => void }>, { at: string; m: {}; s: {} }>>,
  // undefined (and what objects leave out) is null inside an array
  Expect<Equal<Jsonify<(number | undefined)[]>, (number | null)[]>>,
  Expect<Equal<Jsonify<{ a: string | undefined; b?: number; c: string; [Symbol.iterator]: number }>, { a?: string; b?: number; c: string }>>,
  Expect<Equal<Jsonify<[Date, undefined, () => void]>, [string, null, null]>>,
  Expect<Equal<Jsonify<readonly { d: Date }[]>, readonly { d: string }[]>>,
  // toJSON runs once per value: what it gives is written as it is, so a Date it gives has no
  // fields (JSON.stringify({ toJSON: () => new Date(0) }) is "{}"); its fields get their own toJSON
  Expect<Equal<Jsonify<{ toJSON(): Date }>, {}>>,
  Expect<Equal<Jsonify<{ a: { toJSON(): Date }; b: [{ toJSON(): Date }] }>, { a: {}; b: [{}] }>>,
  Expect<Equal<Jsonify<{ toJSON(): { at: Date } }>, { at: string }>>,
];

// undefined in an answer (the table test/client/undefined-bodies.test.ts sends): `data` is typed as
// what arrives, json(undefined)'s null included.
/** `true` where the data of a case's route has the case's type, else the case's rule. */
type Arrives<C> = C extends { rule: infer R; api: { readonly "~types": { readonly entries: infer E extends AnyRouteEntry } }; type: infer T }
  ? Equal<DataOf<E>, T> extends true ? true : R
  : never;
export type Undefined = Expect<Arrives<(typeof undefinedCases)[number]>>;
/** The 2xx statuses a row's result names: a 200 that always holds `undefined` is a 204, never a 200 with no data. */
type OkStatuses<C> = C extends { api: { readonly "~types": { readonly entries: infer E extends AnyRouteEntry } } } ? Extract<ResultOf<E>, { readonly ok: true }>["status"] : never;
type AlwaysUndefined = Extract<(typeof undefinedCases)[number], { rule: "a plain value that a response schema always turns into undefined: 204 only" }>;
type ToJsonUndefined = Extract<(typeof undefinedCases)[number], { rule: "an answer whose toJSON() gives undefined is no data: 500" }>;
export type NoImpossible200 = [Expect<Equal<OkStatuses<AlwaysUndefined>, 204>>, Expect<Equal<OkStatuses<ToJsonUndefined>, never>>];

declare const maybe: boolean;
const api = app()
  .get("/m", () => ({ tags: new Map([["a", 1]]), home: new URL("http://x"), seen: [new Date(), undefined] }))
  .get("/bin", () => new Response(new Uint8Array([1])))
  .get("/h", { schema: { headers: z.object({ "x-key": z.string(), "x-opt": z.string().optional() }) } }, () => "x")
  .get("/plain", () => (maybe ? "a" : "b"));
const client = createClient<typeof api>({ baseUrl: "http://127.0.0.1:1", headers: { Authorization: maybe ? "Bearer a" : undefined } });

export async function data() {
  const m = await client.get("/m");
  if (m.ok) {
    type _ = Expect<Equal<typeof m.data, { tags: {}; home: string; seen: (string | null)[] }>>;
    // @ts-expect-error a Map arrives without its size
    m.data.tags.size;
  }
  // A handler that only returns a Response: JSON, text or (another type, left unread) undefined.
  const b = await client.get("/bin");
  if (b.ok) {
    type _ = Expect<Equal<typeof b.data, unknown>>;
  }
}

export async function headers() {
  // The schema's headers are typed; others may be added; undefined is left out.
  await client.get("/h", { headers: { "x-key": "a", "x-request-id": "r1" } });
  await client.get("/h", { headers: { "x-key": "a", "x-opt": undefined, "x-trace": undefined } });
  await client.get("/plain", { headers: { "x-request-id": "r1", "x-none": undefined } });
  // @ts-expect-error the schema's header is still required
  await client.get("/h", { headers: { "x-request-id": "r1" } });
  // @ts-expect-error and still a string
  await client.get("/h", { headers: { "x-key": 1 } });
  // @ts-expect-error an added header is a string too
  await client.get("/plain", { headers: { "x-n": 1 } });
  await client.get("/plain", { signal: AbortSignal.timeout(1000) });
}

// Global fetch is a FetchLike; node-fetch, whose types list fewer bodies, is taken as it is.
expectAssignable<FetchLike>(globalThis.fetch);
createClient<typeof api>({ baseUrl: "http://127.0.0.1:1", fetch: nodeFetch });
createClient<typeof api>({ baseUrl: "http://127.0.0.1:1", fetch: globalThis.fetch });
export const passes: Parameters<FetchLike>[1]["body"][] = [new FormData(), new URLSearchParams(), new Blob([]), "{}"];
// An inline test double gets its parameters' types from FetchLike.
createClient<typeof api>({ baseUrl: "http://127.0.0.1:1", fetch: async (url, init) => new Response(`${url} ${init.method}`) });
// A query value may be a Date (sent as ISO text), a bigint or null (left out).
export type QueryCases = [Expect<Equal<Extract<QueryValue, Date | bigint | null>, Date | bigint | null>>];

// Default headers as an object, a Headers or pairs, as the runtime takes them.
createClient<typeof api>({ baseUrl: "http://127.0.0.1:1", headers: new Headers({ a: "1" }) });
createClient<typeof api>({ baseUrl: "http://127.0.0.1:1", headers: [["a", "1"]] });
