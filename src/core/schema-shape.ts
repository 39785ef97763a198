/**
 * What a schema shows of itself beyond the Standard Schema interface. A Standard Schema only
 * validates; a zod object also shows its fields (`shape`), and each field its definition
 * (`_zod.def`). versa reads them in four places: which query keys are arrays, whether a query,
 * headers or params schema takes an object and each of its fields what it is handed
 * ({@link takes}), which keys a params schema names, and whether a response schema's value leaves
 * as a `Date` (sent as JSON, though its JSON Schema is a string's). Other libraries' schemas show
 * nothing here, and every reader then lets them through.
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
  readonly entries?: Readonly<Record<string, unknown>>;
  /** A lazy schema's (`z.lazy(() => s)`): `s`. */
  readonly getter?: () => unknown;
}
interface ZodLike {
  readonly _zod?: { readonly def?: ZodDef };
}

/** Kinds that only wrap another schema (`.optional()`, `.default(1)`, ...): the inner one decides. */
const WRAPPERS: ReadonlySet<string> = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** The definition of a zod schema, `undefined` for any other value. */
export const defOf = (schema: unknown): ZodDef | undefined => (schema as ZodLike | null | undefined)?._zod?.def;

/**
 * A definition with its wrappers peeled off (`z.array(x).optional()` -> the array's) and a lazy
 * schema followed to the one it gives (`z.lazy(() => z.array(x))` -> the array's). A lazy schema
 * that only ever gives lazy schemas or wrappers back to itself shows nothing: `undefined`.
 *
 * @example
 * ```ts
 * unwrap(defOf(z.string().optional()))?.type; // "string"
 * ```
 */
export function unwrap(def: ZodDef | undefined): ZodDef | undefined {
  let d = def;
  const seen = new Set<ZodDef>();
  for (; d?.type !== undefined && (WRAPPERS.has(d.type) || d.type === "lazy"); d = d.type === "lazy" ? given(d) : defOf(d.innerType)) {
    if (seen.has(d)) return undefined;
    seen.add(d);
  }
  return d;
}

/** What each lazy schema gave, kept: its getter builds a new schema on each call (as zod keeps
 * its own), and a reader that meets it again within itself must know it for the same. */
const gave = new WeakMap<ZodDef, ZodDef | undefined>();
function given(lazy: ZodDef): ZodDef | undefined {
  if (!gave.has(lazy)) gave.set(lazy, defOf(lazy.getter?.()));
  return gave.get(lazy);
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
 * none), or `undefined` when the schema shows no fields. A piped schema's are those of its input
 * side, the object the request is checked against.
 *
 * @example
 * ```ts
 * fieldsOf(z.object({ page: z.number() })); // [["page", { type: "number", ... }]]
 * fieldsOf(z.string());                     // undefined
 * ```
 */
export function fieldsOf(schema: unknown): [string, ZodDef | undefined][] | undefined {
  // (an object under wrappers, a lazy schema or a pipe's input side, `z.object({ ... }).transform(f)`,
  // shows its fields in its definition: the request is checked against what it must send)
  const def = inputDef(defOf(schema));
  const shape = def?.type === "object" ? (def as { shape?: unknown }).shape : (schema as { shape?: unknown } | null | undefined)?.shape;
  if (typeof shape !== "object" || shape === null) return undefined;
  return Object.entries(shape).map(([k, v]) => [k, defOf(v)]);
}

/** What the server hands a schema, or one of its fields: a text, a parameter's cast number or
 * `Date`, or a plain object (the query, the headers, the params). */
export type Handed = "string" | "number" | "Date" | "object";

/** What each zod kind takes of {@link Handed}, for the kinds that do not take all of it: the one
 * table both the object check and the fields' checks read. Unions, literals, enums, arrays and
 * tuples are read from their parts ({@link takes}); a plain object is no `Date`, `Map` or `Set`. */
const TAKES: Readonly<Record<string, readonly Handed[]>> = {
  string: ["string"], template_literal: ["string"], number: ["number"], nan: ["number"], date: ["Date"], object: ["object"], record: ["object"],
  bigint: [], boolean: [], map: [], set: [], null: [], undefined: [], void: [], symbol: [], function: [], never: [],
};
/** Whether a literal's or an enum's value is one of what `value` names: those are primitives, so
 * never a `Date` nor an object (`null`'s `typeof` notwithstanding). */
const isA = (v: unknown, value: Handed): boolean => v !== null && typeof v === value;

/**
 * Whether a zod schema takes some value of what `value` names (`arrays`: or an array of such, the
 * query's repeated keys); a coercing schema takes anything, and kinds it does not know count as
 * yes: the types decide those.
 *
 * @example
 * ```ts
 * takes(defOf(z.enum(["a"])), "string", false);     // true
 * takes(defOf(z.array(z.string())), "object", false); // false
 * ```
 */
export function takes(given: ZodDef | undefined, value: Handed, arrays: boolean, within = new Set<ZodDef>()): boolean {
  const def = inputDef(given);
  if (def?.type === undefined || def.coerce === true) return true;
  if (def.type === "union") return acrossOptions(def, within, false, (o) => takes(o, value, arrays, within));
  return kindTakes(def, value, arrays, within);
}

/**
 * Whether a zod schema may give back some value of what `value` names, by the same table: each
 * kind gives what it takes (a coercing one too, whatever it was handed), and kinds it does not
 * know, a `.transform()`'s among them, count as yes: the types decide those.
 *
 * @example
 * ```ts
 * gives(defOf(z.object({ id: z.string() }).pipe(z.string())), "object"); // false
 * gives(defOf(z.object({ id: z.string() }).transform((o) => o.id)), "object"); // true: not shown
 * ```
 */
export function gives(given: ZodDef | undefined, value: Handed, within = new Set<ZodDef>()): boolean {
  const def = outputDef(given);
  if (def?.type === undefined) return true;
  if (def.type === "union") return acrossOptions(def, within, false, (o) => gives(o, value, within));
  return kindTakes(def, value, false, within);
}

const LISTS: ReadonlySet<string> = new Set(["array", "tuple"]);
/**
 * Whether a zod schema takes only lists: an array, a tuple (a transformed or piped one too: its
 * input side decides; a lazy one: what it gives), or a union whose every option is one. The query
 * hands such a field an array however many values its key has.
 *
 * @example
 * ```ts
 * takesOnlyLists(defOf(z.union([z.array(z.string()), z.tuple([z.number()])]))); // true
 * ```
 */
export function takesOnlyLists(given: ZodDef | undefined, within = new Set<ZodDef>()): boolean {
  const def = inputDef(given);
  if (def?.type === "union") return acrossOptions(def, within, true, (o) => takesOnlyLists(o, within));
  return LISTS.has(def?.type ?? "");
}

/**
 * Whether some option of a union passes `test` (`all`: every option, and there is one). A union
 * met again inside itself (a lazy schema that gives it back) adds no option of its own: it gives
 * the neutral verdict there (false for some, true for every), and its other options decide.
 * `within` holds the unions being read, so such a schema is read once instead of without end.
 */
function acrossOptions(union: ZodDef, within: Set<ZodDef>, all: boolean, test: (option: ZodDef | undefined) => boolean): boolean {
  if (within.has(union)) return all;
  within.add(union);
  const options = (union.options ?? []).map(defOf);
  const verdict = all ? options.length > 0 && options.every(test) : options.some(test);
  within.delete(union);
  return verdict;
}

/** {@link takes} for one definition, past its wrappers and pipes, that is no union. */
function kindTakes(def: ZodDef, value: Handed, arrays: boolean, within: Set<ZodDef>): boolean {
  if (def.type === "literal") return (def.values ?? []).some((v) => isA(v, value));
  if (def.type === "enum") return def.entries === undefined || Object.values(def.entries).some((v) => isA(v, value));
  if (def.type === "array") return arrays && takes(defOf(def.element), value, false, within);
  if (def.type === "tuple") return arrays && (def.items ?? []).some((i) => takes(defOf(i), value, false, within));
  return TAKES[def.type ?? ""]?.includes(value) ?? true;
}
