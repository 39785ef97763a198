/**
 * Route schemas: any Standard Schema (zod 4 is one) for a route's params, query, body, headers
 * and response. The types read their input and output types; the server validates with them.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";

/** Any Standard Schema. */
export type Schema = StandardSchemaV1;

/**
 * The schemas of one route, each optional.
 *
 * @example
 * ```ts
 * app().post("/users", { schema: { body: z.object({ name: z.string() }) } }, ({ body }) => body.name);
 * ```
 */
export interface RouteSchema {
  /** Refines the path parameters (it receives them typed: `int` as a number). */
  readonly params?: Schema;
  /** The query string, as an object: one value per key, or an array where a key repeats. */
  readonly query?: Schema;
  /** The JSON body. */
  readonly body?: Schema;
  /** The request headers, as an object of lower-case names. */
  readonly headers?: Schema;
  /**
   * What the handler answers, checked on the way out (a mismatch is a 500 reported to `onError`):
   * one schema for every 2xx answer, or a map by status, `{ 200: User, 404: NotFound }`, which
   * also closes the statuses the route answers with.
   */
  readonly response?: Schema | ResponseSchemas;
}

/** Response schemas by status: `{ 200: User, 404: NotFound }`. */
export interface ResponseSchemas {
  readonly [status: number]: Schema;
}

/** The output type of `S[K]` when it is a schema, else `Else`. */
export type OutputOf<S, K extends keyof RouteSchema, Else> = S extends { readonly [P in K]: infer X extends Schema }
  ? StandardSchemaV1.InferOutput<X>
  : Else;

/** The input type of `S[K]` when it is a schema, else `Else`. */
export type InputOf<S, K extends keyof RouteSchema, Else> = S extends { readonly [P in K]: infer X extends Schema }
  ? StandardSchemaV1.InferInput<X>
  : Else;

/** Where an input issue was found. */
export type IssueSource = "params" | "query" | "body" | "headers";

/** One issue of a 400 answer: where, the path inside it, and what is wrong. */
export interface InputIssue {
  readonly in: IssueSource;
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** The body of versa's 400 answer to input that a route's schemas refuse: every issue found. */
export interface InvalidInput {
  readonly error: string;
  readonly issues: readonly InputIssue[];
}

const key = (k: PropertyKey | StandardSchemaV1.PathSegment): string | number => {
  const v = typeof k === "object" ? k.key : k;
  return typeof v === "number" ? v : String(v);
};

/**
 * Validates `value` with `schema`; the issues say where they were found.
 *
 * @example
 * ```ts
 * await check(z.object({ page: z.coerce.number() }), { page: "2" }, "query"); // { ok: true, value: { page: 2 } }
 * ```
 */
export async function check(
  schema: Schema,
  value: unknown,
  source: IssueSource,
): Promise<{ ok: true; value: unknown } | { ok: false; issues: InputIssue[] }> {
  const result = await schema["~standard"].validate(value);
  if (!result.issues) return { ok: true, value: result.value };
  return { ok: false, issues: result.issues.map((i) => ({ in: source, path: (i.path ?? []).map(key), message: i.message })) };
}

/** Whether a value is a Standard Schema. */
export const isSchema = (value: unknown): value is Schema =>
  (typeof value === "object" || typeof value === "function") && value !== null && "~standard" in value;
