/**
 * What a call's result holds, per status: a route's answers as the types know them (its handler's
 * values and typed responses, or its response schemas), versa's own 400 where the route has input
 * schemas, and one member for every other status.
 *
 * | the route answers | status | `data` / `error` |
 * |---|---|---|
 * | a plain value | 200 (`undefined`: 204) | the value as JSON delivers it (the response schema's output, if any; an output `undefined`: 204) |
 * | `json(undefined)` | 200 | `null` (JSON has no `undefined`: versa writes `null`) |
 * | `json(body, 201)`, `text(...)`, `html(...)` | 201 | the body as JSON delivers it (a 2xx under one response schema: its output) |
 * | a map of response schemas | each status of the map | that status's output; no other status comes from the handler |
 * | `new Response(...)`, or a status that is not a literal | any other 2xx | `unknown` (under one response schema: its output) |
 * | input schemas refuse the request | 400 | {@link InvalidInput} |
 * | anything else | every other status | `unknown` |
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { NullBodyStatus, SuccessStatus, TypedResponse } from "../core/response.js";
import type { InvalidInput, Schema } from "../core/schema.js";
import type { IsAnyOrUnknown } from "../core/types.js";
import type { Jsonify } from "./jsonify.js";

/** One answer of a route: a status and what its body holds. */
export interface Answer<S extends number, D> {
  readonly status: S;
  readonly data: D;
}

/** Stands for "no response schema" where a schema's output would go. */
interface NoSchema {
  readonly "~none": true;
}

type Out<X> = X extends Schema ? StandardSchemaV1.InferOutput<X> : never;
/** What a body of status `S` holds: nothing for 204, 205 and 304, else `B` as JSON delivers it. */
type BodyAt<S extends number, B> = [S] extends [NullBodyStatus] ? undefined : Jsonify<B>;

/** An answer of status `S` holding `D`, or none when no body ever arrives as `D` (`never`: a
 * schema whose output is always `undefined`, a value whose `toJSON()` gives `undefined`, which the
 * server answers otherwise). */
type Sent<S extends number, D> = [D] extends [never] ? never : Answer<S, D>;

/** The answers a handler's value `R` declares; `Out` is the one response schema's output (2xx). */
type FromValue<R, Out> = R extends TypedResponse<infer B, infer S>
  ? Sent<S, BodyAt<S, [Out] extends [NoSchema] ? B : [S] extends [SuccessStatus] ? Out : B>>
  : R extends Response
    ? never
    : R extends void
      ? Answer<204, undefined>
      : [Out] extends [NoSchema]
        ? Sent<200, Jsonify<R>>
        : PlainOut<Out>;
/** A plain value's answers through a response schema with output `Out`: what it outputs is sent as
 * the value would be, `undefined` as a 204 without a body (and only that, when it always is). */
type PlainOut<Out> = Sent<200, Jsonify<Exclude<Out, undefined>>> | (undefined extends Out ? Answer<204, undefined> : never);

/** Whether a handler's value may be an answer the types do not know: a `Response` built by hand. */
type IsOpen<R> = true extends (R extends TypedResponse<infer _B, infer _S> ? false : R extends Response ? true : false) ? true : false;

/**
 * The 2xx answers other than `Declared`, holding `D`: a route that may answer with a `Response`
 * built by hand may answer any of them.
 */
export interface OtherSuccesses<Declared extends number, D> {
  readonly declared: Declared;
  readonly data: D;
}
/** The failure answers other than `Declared` (a proxy's 502, versa's own 404 or 500, ...): untyped. */
export interface OtherFailures<Declared extends number> {
  readonly declared: Declared;
}

/** The answers of a route whose handler returns `R` (`unknown` when not known), with schemas `Sch`. */
type Declared<R, Sch> = Sch extends { readonly response: infer X }
  ? X extends Schema
    ? IsAnyOrUnknown<R> extends true ? OtherSuccesses<never, Jsonify<Out<X>>> : FromValue<R, Out<X>> | Opened<R, Jsonify<Out<X>>>
    : { [S in keyof X & number]: Answer<S, BodyAt<S, Out<X[S]>>> }[keyof X & number]
  : IsAnyOrUnknown<R> extends true ? OtherSuccesses<never, unknown> : FromValue<R, NoSchema> | Opened<R, unknown>;
/** The 2xx statuses that no answer declares, holding `D`, when the route may answer them. */
type Opened<R, D> = IsOpen<R> extends true ? OtherSuccesses<FromValue<R, NoSchema>["status"], D> : never;

/** Whether a route has input schemas (then versa may answer 400 with the issues). */
type HasInput<Sch> = Sch extends { readonly params: unknown } | { readonly query: unknown } | { readonly body: unknown } | { readonly headers: unknown } ? true : false;

/** Every answer a call may get, in the shape the client's result maps to its members. */
export type AnyAnswer = Answer<number, unknown> | OtherSuccesses<number, unknown> | OtherFailures<number>;

/**
 * Every answer a call may get: the route's, versa's 400 (where the route has input schemas), and
 * the other failure statuses.
 */
export type AnswersOf<R, Sch> =
  Declared<R, Sch> extends infer D extends Answer<number, unknown> | OtherSuccesses<number, unknown>
    ? HasInput<Sch> extends true
      ? D | Answer<400, InvalidInput> | OtherFailures<StatusOf<D> | 400>
      : D | OtherFailures<StatusOf<D>>
    : never;
/** The failure statuses an answer names. */
type StatusOf<D> = D extends Answer<number, unknown> ? ([D["status"]] extends [SuccessStatus] ? never : D["status"]) : never;
