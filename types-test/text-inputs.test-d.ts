/** Query and header fields on the client: what their schema accepts as text, never `unknown` (test/cases/text-inputs.ts). */
import type { z } from "zod";
import type { RouteEntryOf } from "versa";
import type { CallOptions } from "versa/client";
import type { textInputCases } from "../test/cases/text-inputs.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

type Case = (typeof textInputCases)[number];
/** The route `GET /` with `{ v: S }` as its query (or headers) schema, and what a call passes for `v`. */
type Sent<S extends z.ZodType, Part extends "query" | "headers", K extends string> = NonNullable<CallOptions<RouteEntryOf<"GET", "/", undefined, undefined, unknown, { readonly [P in Part]: z.ZodObject<{ [Q in K]: S }> }>>[Part]> extends infer O
  ? K extends keyof O ? O[K] : never
  : never;

/** The names of the cases a value of whose lists the types take wrongly: none. */
type Wrong<C extends Case, Part extends "query" | "headers", K extends string> = C extends unknown
  ? unknown extends Sent<C["schema"], Part, K> ? C["name"]
  : [C["sends"][number][0]] extends [Sent<C["schema"], Part, K>] ? Refused<C, Part, K>
  : C["name"]
  : never;
/** `C`'s name when one of the values it refuses is taken. */
type Refused<C extends Case, Part extends "query" | "headers", K extends string> = true extends (C["refuses"][number] extends infer R ? (R extends Sent<C["schema"], Part, K> ? true : false) : never) ? C["name"] : never;

export type Checks = [
  Expect<Equal<Wrong<Case, "query", "v">, never>>,
  Expect<Equal<Wrong<Exclude<Case, { query: true }>, "headers", "x-v">, never>>,
  // the type itself, for some of them
  Expect<Equal<Sent<z.ZodCoercedNumber, "query", "v">, number | `${number}`>>,
  Expect<Equal<Sent<z.ZodArray<z.ZodCoercedNumber>, "query", "v">, number | `${number}` | readonly (number | `${number}`)[]>>,
  Expect<Equal<Sent<z.ZodCodec<z.ZodString, z.ZodBoolean>, "headers", "x-v">, string | boolean>>,
  Expect<Equal<Sent<z.ZodOptional<z.ZodArray<z.ZodString>>, "query", "v">, string | readonly string[] | undefined>>,
];
