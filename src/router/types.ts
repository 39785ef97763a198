/**
 * The matcher's contract: compiled once from routes, asked `(method, path)` per request. It knows
 * nothing of HTTP beyond method names and status codes, and nothing of the builders: it reads the
 * few fields of {@link Routed} and hands back the caller's own route value when one answers.
 */
import type { Method } from "../core/route.js";
import type { Segment } from "../path/parse.js";

/** What the router reads of a route. */
export interface Routed {
  readonly method: Method;
  /** the composed template, as written (static text with `%` is matched by walking) */
  readonly path: string;
  readonly segments: readonly Segment[];
  /** whether only the exact form answers (else also one trailing `/` more or less) */
  readonly strictSlashes: boolean;
}

/** A route that answers, with its parameters (a prototype-free object, typed values). */
export interface Found<R extends Routed = Routed> {
  readonly status: 200;
  readonly route: R;
  readonly params: Record<string, unknown>;
}

/**
 * The answer for one request: found (200), no route (404), routes for the path but not the method
 * (405, with the methods that would answer, HEAD included where GET is, and the first candidate in
 * priority order: the first route declared at the first leaf the path reaches), malformed encoding (400).
 */
export type Match<R extends Routed = Routed> =
  | Found<R>
  | { readonly status: 404 }
  | NotAllowed<R>
  | { readonly status: 400 };

/** A 405: the methods the path answers, and the route that would have answered first with its own method. */
export interface NotAllowed<R extends Routed = Routed> {
  readonly status: 405;
  readonly allow: readonly string[];
  readonly route: R;
}

/** `method` is upper-case; `path` is the raw (percent-encoded) pathname, without query string. */
export type Matcher<R extends Routed = Routed> = (method: string, path: string) => Match<R>;
