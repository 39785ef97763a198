/**
 * The parameter type table (docs/parameter-types.md): for each type, the pattern one segment must match, the
 * cast to the value a handler receives, and the TypeScript type of that value, side by side.
 */

/** The value of a cast that refuses its input: the segment does not match this parameter. */
export const NO_MATCH: unique symbol = Symbol("versa.noMatch");
export type NoMatch = typeof NO_MATCH;

/** What a handler receives for each named parameter type. */
export interface ParamTypeMap {
  str: string;
  strorempty: string;
  int: number;
  float: number;
  alpha: string;
  slug: string;
  path: string;
  ymd: Date;
  uuid: string;
  ext: string;
}

/** The named parameter types: `<id:int>`, `<name>` (= `str`), ... */
export type ParamTypeName = keyof ParamTypeMap;

/** One row of the runtime table. */
export interface ParamType<T> {
  /** The regex (source, unanchored) a decoded segment must match, as documented. */
  readonly pattern: string;
  /** Checks a decoded segment and returns its value, or {@link NO_MATCH}. */
  readonly cast: (segment: string) => T | NoMatch;
}

const anchored = (source: string): RegExp => new RegExp(`^(?:${source})$`, "u");

/** A row whose cast is its pattern's test, the value passed on as written. */
const byPattern = (pattern: string): ParamType<string> => {
  const re = anchored(pattern);
  return { pattern, cast: (s) => (re.test(s) ? s : NO_MATCH) };
};

const INT = anchored("-?\\d+");
const FLOAT_SOURCE = "-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)";
const FLOAT = anchored(FLOAT_SOURCE);
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real calendar date, as a `Date` at UTC midnight. */
const castYmd = (s: string): Date | NoMatch => {
  const m = YMD.exec(s);
  if (!m) return NO_MATCH;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // not Date.UTC: it shifts years 0000-0099 to 19xx
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? date
    : NO_MATCH;
};

/**
 * The runtime table. `str` and `strorempty` test the decoded segment only for emptiness, since a
 * decoded `%2F` stays inside its value; `path` spans the rest of the path.
 *
 * @example
 * ```ts
 * paramTypes.int.cast("42");  // 42
 * paramTypes.int.cast("4x");  // NO_MATCH
 * ```
 */
export const paramTypes: { readonly [K in ParamTypeName]: ParamType<ParamTypeMap[K]> } = {
  str: { pattern: "[^/]+", cast: (s) => (s === "" ? NO_MATCH : s) },
  strorempty: { pattern: "[^/]*", cast: (s) => s },
  int: {
    pattern: "-?\\d+",
    cast: (s) => {
      if (!INT.test(s)) return NO_MATCH;
      const n = Number(s);
      return Number.isSafeInteger(n) ? n : NO_MATCH;
    },
  },
  float: { pattern: FLOAT_SOURCE, cast: (s) => (FLOAT.test(s) ? Number(s) : NO_MATCH) },
  alpha: byPattern("[A-Za-z]+"),
  slug: byPattern("[a-z0-9]+(?:-[a-z0-9]+)*"),
  path: { pattern: ".*", cast: (s) => s },
  ymd: { pattern: "\\d{4}-\\d{2}-\\d{2}", cast: castYmd },
  uuid: byPattern("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"),
  ext: { pattern: "[^/]+\\.[A-Za-z0-9]+", cast: (s) => s },
};

/** Whether `name` is one of the named parameter types. */
export const isParamTypeName = (name: string): name is ParamTypeName =>
  Object.prototype.hasOwnProperty.call(paramTypes, name);

/** Order among dynamic candidates at one position, after every static one: lower tries first. */
export const PRIORITY: Readonly<Record<ParamTypeName | "regex", number>> = {
  uuid: 0,
  ymd: 1,
  int: 2,
  float: 3,
  alpha: 4,
  slug: 5,
  ext: 6,
  regex: 7,
  str: 8,
  strorempty: 9,
  path: 10,
};
