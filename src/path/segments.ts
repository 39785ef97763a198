/**
 * A request path as the matcher reads it: split the raw path on `/`, then
 * percent-decode each segment once, so that `%2F` stays inside its value.
 */

/** Thrown-free marker for a malformed percent-encoding (answered 400). */
export const MALFORMED: unique symbol = Symbol("versa.malformed");

const decode = (s: string): string | typeof MALFORMED => {
  if (!s.includes("%")) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return MALFORMED;
  }
};

/**
 * The decoded segments after the leading `/`, or `MALFORMED`.
 *
 * @example
 * ```ts
 * splitPath("/a/b%2Fc"); // ["a", "b/c"]
 * splitPath("/a/%E0");   // MALFORMED
 * ```
 */
export function splitPath(path: string): string[] | typeof MALFORMED {
  const raw = path.split("/");
  const out: string[] = [];
  for (let i = path.startsWith("/") ? 1 : 0; i < raw.length; i++) {
    const d = decode(raw[i] as string);
    if (d === MALFORMED) return MALFORMED;
    out.push(d);
  }
  return out;
}
