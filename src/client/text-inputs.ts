/**
 * What a call may pass for the fields of a query or headers schema: what the schema accepts as
 * text, since the client sends each value as text (`String(value)`, a `Date` as its ISO text).
 *
 * | the field's schema | input, output | a call passes |
 * |---|---|---|
 * | `z.string()`, `z.enum(["a", "b"])` | the same | its input: `string`, `"a" \| "b"` |
 * | `z.stringbool()` | `string`, `boolean` | `string \| boolean` (`true` is sent as `"true"`) |
 * | `z.coerce.number()` | `unknown`, `number` | `number \| `${number}`` |
 * | `z.coerce.bigint()` | `unknown`, `bigint` | `bigint \| `${bigint}`` |
 * | `z.coerce.date()` | `unknown`, `Date` | `Date \| string` |
 * | `z.coerce.boolean()` | `unknown`, `boolean` | `string` (it reads `"false"` as true: no boolean) |
 * | `z.array(x)` (query) | arrays of the above | an item, or an array of them |
 * | `z.array(x).optional()`, `.default([])`, `.nullish()` (query) | | an item, an array of them, or none |
 * | a schema whose types say nothing (`unknown` both ways) | | any query value |
 */
import type { IsAnyOrUnknown } from "../core/types.js";

/** One query value: a `Date` is sent as its ISO text, the rest as `String()` writes them. */
export type QueryScalar = string | number | boolean | bigint | Date;

/** What a coercing field (input `unknown`) takes, from what it gives. */
type FromOutput<O> = O extends number
  ? number | `${number}`
  : O extends bigint
    ? bigint | `${bigint}`
    : O extends Date
      ? Date | string
      : O extends undefined | null
        ? O
        : string;

/** What a call passes for one value whose schema takes `I` and gives `O`. */
type Sendable<I, O> = IsAnyOrUnknown<I> extends true
  ? IsAnyOrUnknown<O> extends true
    ? QueryScalar
    : FromOutput<O>
  : [Extract<I, string>] extends [never]
    ? I
    : I | (boolean extends O ? boolean : never);

/** The `undefined` and `null` that `I` takes (`Extract` would make an `any` field's all `any`). */
type NoValue<I> = (undefined extends I ? undefined : never) | (null extends I ? null : never);

/**
 * {@link Sendable} for a field that may be an array (`Arrays`: the query): an item or an array of
 * them. The array is told apart from its `undefined` and `null` (an optional, default or nullish
 * field), which are kept as they are: the query leaves them out.
 */
type Field<I, O, Arrays extends boolean> = Arrays extends true
  ? [NonNullable<I>] extends [readonly unknown[]]
    ? number extends NonNullable<I>["length"]
      ? Sendable<NonNullable<I>[number], NonNullable<O> extends readonly unknown[] ? NonNullable<O>[number] : unknown> extends infer X ? X | readonly X[] | NoValue<I> : never
      : I
    : Sendable<I, O>
  : Sendable<I, O>;

/**
 * The fields of a query (`Arrays`) or headers schema as a call passes them: `In` and `Out` are the
 * schema's input and output types.
 *
 * @example
 * ```ts
 * type Q = TextFields<{ page: unknown }, { page: number }, true>; // { page: number | `${number}` }
 * ```
 */
export type TextFields<In, Out, Arrays extends boolean> = { [K in keyof In]: Field<In[K], K extends keyof Out ? Out[K] : unknown, Arrays> };
