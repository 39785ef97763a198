/**
 * Params schemas against the parameters of their path: every key the schema takes names a
 * parameter, and every parameter of the route's own path has a key. The message for a route
 * `GET <path>` with that params schema, `null` where it is accepted. The keys are those the schema
 * takes (its input side): an index signature (a loose object's) names none, and what a transform
 * gives back (an object: test/cases/shape-inputs.ts) names none either. The runtime test (test/builder/schema-keys.test.ts) builds
 * each route; the type test (types-test/inputs.test-d.ts) reads the same rows through the route's
 * own check.
 */
import { z } from "zod";
import { givesNoObject } from "./shape-inputs.js";

const unknownKey = <K extends string, P extends string>(key: K, path: P) => `Params schema key '${key}' is not a parameter of '${path}'` as const;
const missing = <K extends string, P extends string>(key: K, path: P) => `Parameter '${key}' of '${path}' has no key in the params schema` as const;

export const paramKeyCases = [
  { path: "/x/<id:int>", params: z.object({ id: z.number(), x: z.string() }), message: unknownKey("x", "/x/<id:int>") },
  { path: "/x/<id:int>/<n>", params: z.object({ id: z.number() }), message: missing("n", "/x/<id:int>/<n>") },
  { path: "/x/<id:int>", params: z.looseObject({}), message: missing("id", "/x/<id:int>") },
  { path: "/x/<id:int>", params: z.object({}).catchall(z.number()), message: missing("id", "/x/<id:int>") },
  { path: "/x/<id:int>", params: z.looseObject({ id: z.number(), x: z.string() }), message: unknownKey("x", "/x/<id:int>") },
  { path: "/x/<id:int>", params: z.object({ id: z.number() }), message: null },
  { path: "/x/<id:int>", params: z.strictObject({ id: z.number() }), message: null },
  { path: "/x/<id:int>", params: z.looseObject({ id: z.coerce.number() }), message: null },
  { path: "/x/<id:int>", params: z.object({ id: z.number() }).catchall(z.unknown()), message: null },
  { path: "/x/<id:int>/<n>", params: z.object({ id: z.number(), n: z.string().optional() }), message: null },
  { path: "/x/<id:int>", params: z.object({ id: z.number() }).optional(), message: null },
  { path: "/x/<id:int>", params: z.object({ id: z.number(), x: z.string() }).nullable(), message: unknownKey("x", "/x/<id:int>") },
  // (a pipe's keys are those of its input side, never those of what the transform gives back)
  { path: "/x/<id:int>", params: z.object({ id: z.coerce.number() }).transform((o) => ({ n: o.id })), message: null },
  { path: "/x/<id:int>", params: z.object({ id: z.number(), x: z.string() }).transform((o) => ({ id: o.id })), message: unknownKey("x", "/x/<id:int>") },
  { path: "/x/<id:int>/<n>", params: z.object({ id: z.number() }).transform((o) => ({ ...o, n: "" })), message: missing("n", "/x/<id:int>/<n>") },
] as const;

/** Schemas whose verdict only the types see: a record shows no keys to the build, and a
 * `.transform()` shows it no output, which must be an object, told before the keys
 * (test/cases/shape-inputs.ts). */
export const pipedParamKeyCases = [
  { path: "/x/<id:int>", params: z.object({ id: z.coerce.number() }).transform((o) => o.id), message: givesNoObject("/x/<id:int>") },
  { path: "/x/<id:int>", params: z.object({ id: z.number() }).transform(String), message: givesNoObject("/x/<id:int>") },
  { path: "/x/<id:int>", params: z.record(z.string(), z.number()), message: missing("id", "/x/<id:int>") },
] as const;
