/**
 * What a handler may answer under its route's response schema, in the types (the server checks
 * the same at run time, whatever the handler returns):
 *
 * | response schema | a plain value | `json(body, status)`, `text()`, `html()` | `new Response()` |
 * |---|---|---|---|
 * | none | anything | anything | yes |
 * | one schema | its input (sent as 200, `undefined` as 204) | a 2xx with its input; any other status with any body | yes |
 * | a map by status | the 200 entry's input (`undefined`: the 204 entry's) | a status of the map with its entry's input | yes |
 *
 * A status that is not a literal (`json(body, code)`) cannot be checked here: such a helper returns
 * a plain `Response`, allowed and checked by the server, as is a `Response` built by hand.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { FailureStatus, SuccessStatus, TypedResponse, UntypedResponse } from "../core/response.js";
import type { Schema } from "../core/schema.js";

/** A schema's input type (what a handler hands it). */
type In<X> = X extends Schema ? StandardSchemaV1.InferInput<X> : never;
/** One typed response per status of `S` (each stands alone: the status is invariant). */
type Each<B, S> = S extends number ? TypedResponse<B, S> : never;

/**
 * What a handler of a route with schemas `Sch` may return (or resolve to): `unknown` without a
 * response schema.
 *
 * @example
 * ```ts
 * type A = AnswerOf<{ response: { 200: typeof User; 404: typeof NotFound } }>;
 * // User's input | TypedResponse<User's input, 200> | TypedResponse<NotFound's input, 404> | ...
 * ```
 */
export type AnswerOf<Sch> = Sch extends { readonly response: infer X }
  ? X extends Schema
    ? In<X> | Each<In<X>, SuccessStatus> | Each<unknown, FailureStatus> | UntypedResponse
    : AnswerOfMap<X>
  : unknown;

/** {@link AnswerOf} for a map by status. */
type AnswerOfMap<M> =
  | (200 extends keyof M ? In<M[200]> : never)
  | (204 extends keyof M ? undefined : never)
  | { [S in keyof M & number]: TypedResponse<In<M[S]>, S> }[keyof M & number]
  | UntypedResponse;
