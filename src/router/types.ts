/**
 * The matcher's contract: compiled once from route records, asked `(method, path)` per request.
 * It knows nothing of HTTP beyond method names and status codes.
 */
import type { RouteRecord } from "../builder/tree.js";

/** A route that answers, with its parameters (a prototype-free object, typed values). */
export interface Found {
  readonly status: 200;
  readonly route: RouteRecord;
  readonly params: Record<string, unknown>;
}

/**
 * The answer for one request: found (200), no route (404), routes for the path but not the method
 * (405, with the methods that would answer, HEAD included where GET is), malformed encoding (400).
 */
export type Match =
  | Found
  | { readonly status: 404 }
  | { readonly status: 405; readonly allow: readonly string[] }
  | { readonly status: 400 };

/** `method` is upper-case; `path` is the raw (percent-encoded) pathname, without query string. */
export type Matcher = (method: string, path: string) => Match;
