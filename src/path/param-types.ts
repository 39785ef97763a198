/**
 * The parameter type table: one row per named type holds all that versa knows of
 * it, and every other place derives from the rows: the types (`ParamTypeMap`), the grammar (the
 * names, the one type that spans the rest of the path), the matcher (priority, how a segment is
 * tested, the cast), `url` (how a value is written), OpenAPI (the schema) and the messages (the
 * names, what a value should be). docs/design.md, "Adding a parameter type", shows a row.
 */
import * as msg from "../core/messages.js";
import { writeDate, writeNumber, writeString } from "./url-text.js";

/** The value of a cast that refuses its input: the segment does not match this parameter. */
export const NO_MATCH: unique symbol = Symbol("versa.noMatch");
export type NoMatch = typeof NO_MATCH;

/** The JavaScript type of a parameter's value, by the name a row gives it. */
export interface ValueTypes {
  string: string;
  number: number;
  Date: Date;
}
export type ValueName = keyof ValueTypes;

/**
 * How the matcher tests a segment: `nonEmpty` and `any` take it as written (without calling the
 * cast), `rest` takes the rest of the path, `cast` calls the cast, `ext` reads a name and an
 * extension.
 */
export type SegmentTest = "nonEmpty" | "any" | "rest" | "cast" | "ext";

/** A parameter's JSON Schema (data, for OpenAPI). */
export type ValueSchema = {
  readonly type: "string" | "number" | "integer";
  readonly minLength?: number;
  readonly format?: string;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
};

/** What every kind of parameter has, a regex label included. */
export interface ParamKind<V extends ValueName = ValueName> {
  /** The JavaScript type of a value: the handler's TypeScript type, compared when a prefix changes. */
  readonly value: V;
  /** Order among dynamic candidates at one position: lower tries first (ties: declaration order). */
  readonly priority: number;
  readonly test: SegmentTest;
  /** The value's schema, given the parameter's pattern. */
  readonly schema: (pattern: string) => ValueSchema;
  /** The OpenAPI description of the parameter, if the schema does not say it all. */
  readonly description?: string;
  /** The URL text of a value, or `undefined` when the value's JavaScript type is not taken. */
  readonly write: (value: unknown) => string | undefined;
  /** What `url` expects of a value, for the messages when it does not fit or its JavaScript type
   * is another, given the segment's pattern and label (`ext=jpg|png` names the extensions). */
  readonly expected: (pattern: string, label: string) => string;
}

/** A named type: a {@link ParamKind} with its name, its pattern and its cast. */
export interface ParamTypeRow<V extends ValueName = ValueName> extends ParamKind<V> {
  readonly name: string;
  /** The regex (source, unanchored) a decoded segment must match, as documented. */
  readonly pattern: string;
  /** Checks a decoded segment and returns its value, or {@link NO_MATCH}. */
  readonly cast: (segment: string) => ValueTypes[V] | NoMatch;
}
/** A row whose cast returns what its `value` names. */
type AnyRow = { [V in ValueName]: ParamTypeRow<V> }[ValueName];

const anchored = (source: string): RegExp => new RegExp(`^(?:${source})$`, "u");

/** The pattern and cast of a type whose value is the segment as written, when it matches. */
const byPattern = (pattern: string) => {
  const re = anchored(pattern);
  return { pattern, cast: (s: string): string | NoMatch => (re.test(s) ? s : NO_MATCH) };
};
const INT = anchored("-?\\d+");
/** A decimal with an optional exponent: `2.5`, `.5`, `1e-7`, `-2.5E+3` (how JSON and `String(n)` write numbers). */
const FLOAT_SOURCE = "-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?";
const FLOAT = anchored(FLOAT_SOURCE);
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A finite number in the float pattern (`1e309` is `Infinity`: no match). */
const castFloat = (s: string): number | NoMatch => {
  if (!FLOAT.test(s)) return NO_MATCH;
  const n = Number(s);
  return Number.isFinite(n) ? n : NO_MATCH;
};

/** An integer within the safe range (beyond it, a number stands for several). */
const castInt = (s: string): number | NoMatch => {
  if (!INT.test(s)) return NO_MATCH;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : NO_MATCH;
};

/** `YYYY-MM-DD` naming a real calendar date, as a `Date` at UTC midnight (a lifecycle's dates are read so too). */
export const castYmd = (s: string): Date | NoMatch => {
  const m = YMD.exec(s);
  if (!m) return NO_MATCH;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // not Date.UTC: it shifts years 0000-0099 to 19xx
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? date
    : NO_MATCH;
};

/** A string schema holding the pattern, anchored as the matcher reads it. */
const patterned = (pattern: string): ValueSchema => ({ type: "string", pattern: `^(?:${pattern})$` });
const aString = (pattern: string) => `a string (${pattern})`;

/**
 * The rows, in the order messages list the names. `str` and `strorempty` test the decoded segment
 * only for emptiness, since a decoded `%2F` stays inside its value; `path` spans
 * the rest of the path; `ext` reads two values (`label.ts`), so its cast is not used.
 */
export const paramTypeRows = [
  { name: "str", value: "string", pattern: "[^/]+", cast: (s) => (s === "" ? NO_MATCH : s),
    priority: 8, test: "nonEmpty", schema: () => ({ type: "string", minLength: 1 }),
    write: writeString, expected: aString },
  { name: "strorempty", value: "string", pattern: "[^/]*", cast: (s) => s,
    priority: 9, test: "any", schema: () => ({ type: "string" }), description: "May be empty.",
    write: writeString, expected: aString },
  { name: "int", value: "number", pattern: "-?\\d+", cast: castInt,
    priority: 2, test: "cast", schema: () => ({ type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }),
    write: writeNumber, expected: (p) => `a number (a safe integer, ${p})` },
  { name: "float", value: "number", pattern: FLOAT_SOURCE, cast: castFloat,
    priority: 3, test: "cast", schema: () => ({ type: "number" }),
    write: writeNumber, expected: (p) => `a number (${p})` },
  { name: "alpha", value: "string", ...byPattern("[A-Za-z]+"),
    priority: 4, test: "cast", schema: patterned,
    write: writeString, expected: aString },
  { name: "slug", value: "string", ...byPattern("[a-z0-9]+(?:-[a-z0-9]+)*"),
    priority: 5, test: "cast", schema: patterned,
    write: writeString, expected: aString },
  { name: "path", value: "string", pattern: ".*", cast: (s) => s,
    priority: 10, test: "rest", schema: () => ({ type: "string" }), description: "The rest of the path: may be empty and may hold `/`.",
    write: writeString, expected: aString },
  { name: "ymd", value: "Date", pattern: "\\d{4}-\\d{2}-\\d{2}", cast: castYmd,
    priority: 1, test: "cast", schema: (p) => ({ type: "string", format: "date", pattern: `^(?:${p})$` }), description: "A calendar date, `YYYY-MM-DD`.",
    write: writeDate, expected: () => `a valid Date or a "YYYY-MM-DD" string` },
  { name: "uuid", value: "string", ...byPattern("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"),
    priority: 0, test: "cast", schema: (p) => ({ type: "string", format: "uuid", pattern: `^(?:${p})$` }),
    write: writeString, expected: aString },
  { name: "ext", value: "string", pattern: "[^/]+\\.[A-Za-z0-9]+", cast: (s) => s,
    priority: 6, test: "ext", schema: () => ({ type: "string", minLength: 1 }), description: "The file name before the extension.",
    write: writeString, expected: (p, label) => msg.extExpected(label.startsWith("ext=") ? label.slice(4) : undefined, p) },
] as const satisfies readonly AnyRow[];

/** A regex label (`<code:[a-z]{2}>`): its pattern and cast are the label's own. */
const REGEX: ParamKind<"string"> = { value: "string", priority: 7, test: "cast", schema: patterned, write: writeString, expected: aString };

type Row = (typeof paramTypeRows)[number];

/** What a handler receives for each named parameter type. */
export interface ParamTypeMap extends ValuesByName {}
type ValuesByName = { [R in Row as R["name"]]: ValueTypes[R["value"]] };

/** The named parameter types: `<id:int>`, `<name>` (= `str`), ... */
export type ParamTypeName = keyof ParamTypeMap;

/** The named types that take the rest of the path (so must be last). An intersection, not
 * `Extract`: a row whose `test` is another reduces to `never`, at a tenth of the instantiations. */
export type RestTypeName = (Row & { test: "rest" })["name"];

const byName: Record<string, ParamTypeRow> = {};
// (a loop: `Object.fromEntries(paramTypeRows.map(...))` costs 300 more type instantiations in a
// program that checks this source, as the type budget test's does)
for (const r of paramTypeRows) byName[r.name] = r;
/** The rows by name. @example `paramTypes.int.cast("42")` is 42, `paramTypes.int.cast("4x")` is NO_MATCH */
export const paramTypes = byName as { readonly [K in ParamTypeName]: ParamTypeRow };

/** Whether `name` is one of the named parameter types. */
export const isParamTypeName = (name: string): name is ParamTypeName =>
  Object.prototype.hasOwnProperty.call(paramTypes, name);

/** The row of a named type, or what a regex label has of one. */
export const paramKind = (type: ParamTypeName | "regex"): ParamKind => (type === "regex" ? REGEX : paramTypes[type]);

/** The names as messages list them: `str, strorempty, int, ...`. */
export type ParamTypeList = Listed<1, Row0["name"]>;
type Row0 = (typeof paramTypeRows)[0];
// (walked by index: a walk that takes the tuple apart, `[infer R, ...infer More]`, costs twice the
// type instantiations, and every program that checks versa computes this once)
type Listed<I extends number, Acc extends string> = I extends (typeof paramTypeRows)["length"]
  ? Acc
  : Listed<Next[I], `${Acc}, ${(typeof paramTypeRows)[I]["name"]}`>;
/** `Next[i]` is `i + 1`, for as many rows as there may be (a 33rd row fails to compile here). */
type Next = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32];
export const paramTypeList = Object.keys(paramTypes).join(", ") as ParamTypeList;
