/**
 * What a schema shows of itself beyond the Standard Schema interface. A Standard Schema only
 * validates; a zod object also shows its fields (`shape`), and each field its definition
 * (`_zod.def`). versa reads them in four places: which query keys are arrays, whether query and
 * header fields take text, which keys a params schema names, and whether a response schema's
 * value leaves as a `Date` (sent as JSON, though its JSON Schema is a string's). Other libraries'
 * schemas show nothing here, and every reader then lets them through.
 */

/** A zod definition, as far as versa reads it. */
export interface ZodDef {
  readonly type?: string;
  readonly coerce?: boolean;
  readonly innerType?: ZodLike;
  readonly in?: ZodLike;
  readonly out?: ZodLike;
  readonly options?: readonly ZodLike[];
  readonly values?: readonly unknown[];
  readonly element?: ZodLike;
  readonly items?: readonly ZodLike[];
}
interface ZodLike {
  readonly _zod?: { readonly def?: ZodDef };
}

/** Kinds that only wrap another schema (`.optional()`, `.default(1)`, ...): the inner one decides. */
const WRAPPERS: ReadonlySet<string> = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** The definition of a zod schema, `undefined` for any other value. */
export const defOf = (schema: unknown): ZodDef | undefined => (schema as ZodLike | null | undefined)?._zod?.def;

/**
 * A definition with its wrappers peeled off (`z.array(x).optional()` -> the array's).
 *
 * @example
 * ```ts
 * unwrap(defOf(z.string().optional()))?.type; // "string"
 * ```
 */
export function unwrap(def: ZodDef | undefined): ZodDef | undefined {
  let d = def;
  while (d?.type !== undefined && WRAPPERS.has(d.type)) d = defOf(d.innerType);
  return d;
}

/**
 * The definition a value meets first: wrappers peeled, and a pipe followed to its input side
 * (`.transform(f)` and `.pipe(s)` make pipes), so what the request must send decides.
 *
 * @example
 * ```ts
 * inputDef(defOf(z.array(z.string()).transform((a) => a.join())))?.type; // "array"
 * ```
 */
export function inputDef(def: ZodDef | undefined): ZodDef | undefined {
  let d = unwrap(def);
  while (d?.type === "pipe") d = unwrap(defOf(d.in));
  return d;
}

/**
 * The definition a value leaves a schema as: wrappers peeled, and a pipe followed to its output
 * side (`z.codec(z.iso.datetime(), z.date())` ends as a date).
 *
 * @example
 * ```ts
 * outputDef(defOf(z.string().pipe(z.coerce.date())))?.type; // "date"
 * ```
 */
export function outputDef(def: ZodDef | undefined): ZodDef | undefined {
  let d = unwrap(def);
  while (d?.type === "pipe") d = unwrap(defOf(d.out));
  return d;
}

/**
 * The fields of an object schema with their definitions (`undefined` for a field that shows
 * none), or `undefined` when the schema shows no fields.
 *
 * @example
 * ```ts
 * fieldsOf(z.object({ page: z.number() })); // [["page", { type: "number", ... }]]
 * fieldsOf(z.string());                     // undefined
 * ```
 */
export function fieldsOf(schema: unknown): [string, ZodDef | undefined][] | undefined {
  const shape = (schema as { shape?: unknown } | null | undefined)?.shape;
  if (typeof shape !== "object" || shape === null) return undefined;
  return Object.entries(shape).map(([k, v]) => [k, defOf(v)]);
}
