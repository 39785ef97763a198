/**
 * How a parameter value is written into a URL, one writer per JavaScript type of value. Each
 * returns `undefined` for a value whose JavaScript type its parameter never takes, so `url` can
 * name the type as the mistake rather than the pattern.
 */

/**
 * `n` without an exponent, with the digits of `String(n)` (so `Number()` reads back `n`): the
 * decimal point of the mantissa is moved, never rounded as `toFixed` would.
 *
 * @example
 * ```ts
 * plainNumber(1e-7);   // "0.0000001"
 * plainNumber(1.5e21); // "1500000000000000000000"
 * ```
 */
export function plainNumber(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const sign = m[1] ?? "";
  const digits = `${m[2] ?? ""}${m[3] ?? ""}`;
  const point = 1 + Number(m[4]); // where the decimal point falls in `digits`
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + "0".repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");

/** A string, as given (the pattern is checked after). */
export const writeString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A number, without an exponent. */
export const writeNumber = (value: unknown): string | undefined => (typeof value === "number" ? plainNumber(value) : undefined);

/** A valid `Date` as its UTC date, `YYYY-MM-DD`; a string as given (how a caller names a local date). */
export const writeDate = (value: unknown): string | undefined =>
  value instanceof Date
    ? Number.isNaN(value.getTime()) ? undefined : `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1, 2)}-${pad(value.getUTCDate(), 2)}`
    : writeString(value);
