/**
 * What an answer says about its route's deprecation, read from its headers: `Deprecation`
 * (RFC 9745, `@` and Unix seconds), `Sunset` (RFC 8594, an HTTP date) and the `Link` whose
 * relation is `deprecation`.
 */
import type { Deprecation } from "./call-result.js";
import type { ResponseLike } from "./fetch-like.js";

/** The target of the first link-value of a `Link` header with `rel="deprecation"` (RFC 8288). */
const linkTo = (header: string | null, rel: string): string | undefined => {
  if (header === null) return undefined;
  for (const m of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const rels = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(m[2] ?? "");
    if ((rels?.[1] ?? rels?.[2] ?? "").toLowerCase().split(/\s+/).includes(rel)) return m[1];
  }
  return undefined;
};

/**
 * The deprecation an answer carries, or `undefined` when it has no `Deprecation` header of the
 * RFC's form (a `Sunset` alone does not say the route is deprecated).
 *
 * @example
 * ```ts
 * deprecationOf(new Headers({ deprecation: "@1767225600", sunset: "Fri, 01 Jan 2027 00:00:00 GMT" }));
 * // { date: 2026-01-01T00:00:00.000Z, sunset: 2027-01-01T00:00:00.000Z }
 * ```
 */
export function deprecationOf(headers: ResponseLike["headers"]): Deprecation | undefined {
  const seconds = /^@(-?\d{1,15})$/.exec(headers.get("deprecation")?.trim() ?? "")?.[1];
  if (seconds === undefined) return undefined;
  const sunset = Date.parse(headers.get("sunset") ?? "");
  const link = linkTo(headers.get("link"), "deprecation");
  return {
    date: new Date(Number(seconds) * 1000),
    ...(Number.isNaN(sunset) ? {} : { sunset: new Date(sunset) }),
    ...(link === undefined ? {} : { link }),
  };
}
