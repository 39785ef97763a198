/**
 * What the pipeline reads from a request target (path and query, as sent) before matching: its
 * limits, its query, and the target of an absolute URL, each without building a `URL`.
 */

/** Request targets (path and query, as sent) longer than this are answered 414 unmatched. */
export const MAX_TARGET = 8 * 1024;
/** Paths of more segments than this are answered 414 unmatched. */
export const MAX_SEGMENTS = 1024;

/** Whether a path has more than {@link MAX_SEGMENTS} segments (counts `/` up to the limit). */
export const tooManySegments = (path: string): boolean => {
  for (let n = 0, i = path.indexOf("/"); i >= 0; i = path.indexOf("/", i + 1)) if (++n > MAX_SEGMENTS) return true;
  return false;
};

/** Whether a query holds a malformed percent-encoding or one that is not UTF-8 (the path's rule:
 * a value a handler reads is never silently other than what was sent, as `%FF` read as U+FFFD
 * or `%ZZ` as itself would be). */
export const malformedQuery = (query: string): boolean => {
  try {
    decodeURIComponent(query);
    return false;
  } catch {
    return true;
  }
};

/** The path of a request target, without its query. */
export const pathOf = (target: string): string => {
  const q = target.indexOf("?");
  return q < 0 ? target : target.slice(0, q);
};

/** The query string of a request target. */
export const searchOf = (target: string): URLSearchParams => {
  const q = target.indexOf("?");
  return new URLSearchParams(q < 0 ? "" : target.slice(q + 1));
};

/** The origin-form target (`/path?query`) of an absolute URL, without building a `URL`. */
export function targetOf(url: string): string {
  const scheme = url.indexOf("://");
  const slash = scheme < 0 ? url.indexOf("/") : url.indexOf("/", scheme + 3);
  if (slash < 0) return "/";
  const hash = url.indexOf("#", slash);
  return hash < 0 ? url.slice(slash) : url.slice(slash, hash);
}
