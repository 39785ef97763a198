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
 * A status that a map lacks is a compile error naming `UndeclaredStatus` and `StatusExcept<...>`
 * of the declared ones (TypeScript reports the union member of the same generic type that the
 * answer's status fits, and the last member below is the only one an undeclared status fits).
 * A status that is not a literal (`json(body, code)`) cannot be checked here: such a helper returns
 * a plain `Response`, allowed and checked by the server, as is a `Response` built by hand.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { UndeclaredStatus } from "../core/messages.js";
import type { FailureStatus, StatusExcept, SuccessStatus, TypedResponse, UntypedResponse } from "../core/response.js";
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
    : // a map, written out here rather than named, so that a compile error shows its members
        | (200 extends keyof X ? In<X[200]> : never)
        | (204 extends keyof X ? undefined : never)
        | { [S in keyof X & number]: TypedResponse<In<X[S]>, S> }[keyof X & number]
        | UntypedResponse
        // takes nothing: the member that a compile error about an undeclared status picks and names
        | TypedResponse<UndeclaredStatus, StatusExcept<keyof X & number>>
  : unknown;
