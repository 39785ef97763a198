/**
 * A slow reference matcher written from the matching rules (docs/parameter-types.md) with `paramsOf` alone: every
 * route is tried against the path; candidates are ordered statics first, then parameters by type
 * priority (ties: declaration order); the exact path first, then the path without one trailing
 * `/` (non-strict routes not written with one), then the path with one more `/` (non-strict routes
 * written with one): a non-strict route answers its template with and without one trailing `/`.
 */
import type { RouteRecord } from "versa";
import { paramKind } from "../../src/path/param-types.js";
import { paramsOf } from "../../src/path/params.js";
import { MALFORMED, splitPath } from "../../src/path/segments.js";

export type Expected =
  | { readonly status: 200; readonly route: RouteRecord; readonly params: Record<string, unknown> }
  | { readonly status: 404 | 400 }
  | { readonly status: 405; readonly allow: readonly string[]; readonly route: RouteRecord };

const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const memo = new WeakMap<readonly RouteRecord[], Map<RouteRecord, number[]>>();

/** Each route's sort key: per segment `[0, 0]` (static) or `[1 + priority, first declaration]`. */
function orderKeys(routes: readonly RouteRecord[]): Map<RouteRecord, number[]> {
  const known = memo.get(routes);
  if (known) return known;
  const first = new Map<string, number>();
  const keys = new Map<RouteRecord, number[]>();
  routes.forEach((r, index) => {
    let prefix = "";
    const key: number[] = [];
    for (const s of r.segments) {
      prefix += `\u0001${s.kind === "static" ? `s${s.text}` : `p${s.name}:${s.key}`}`;
      if (!first.has(prefix)) first.set(prefix, index);
      key.push(...(s.kind === "static" ? [0, 0] : [1 + paramKind(s.type).priority, first.get(prefix) as number]));
    }
    keys.set(r, key);
  });
  memo.set(routes, keys);
  return keys;
}

const compare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return a.length - b.length;
};

/** The routes a path reaches, in the order the matching rules try them, with their params. */
export function candidates(routes: readonly RouteRecord[], path: string): { route: RouteRecord; params: Record<string, unknown> }[] {
  const keys = orderKeys(routes);
  const pass = (p: string, ok: (r: RouteRecord) => boolean) =>
    routes
      .filter(ok)
      .map((route) => ({ route, params: paramsOf(route.path, p) as Record<string, unknown> | undefined }))
      .filter((c): c is { route: RouteRecord; params: Record<string, unknown> } => c.params !== undefined)
      .sort((a, b) => compare(keys.get(a.route)!, keys.get(b.route)!));
  const loose = path.length > 1 && path.endsWith("/") ? pass(path.slice(0, -1), (r) => !r.strictSlashes && !r.path.endsWith("/")) : [];
  const alias = pass(`${path}/`, (r) => !r.strictSlashes && r.segments.length > 1 && r.path.endsWith("/"));
  return [...pass(path, () => true), ...loose, ...alias];
}

/** What the matching rules say `(method, path)` gets. */
export function expected(routes: readonly RouteRecord[], method: string, path: string): Expected {
  if (splitPath(path) === MALFORMED) return { status: 400 };
  const all = candidates(routes, path);
  const hit = all.find((c) => c.route.method === method) ?? (method === "HEAD" ? all.find((c) => c.route.method === "GET") : undefined);
  if (hit) return { status: 200, ...hit };
  if (all.length === 0) return { status: 404 };
  const methods = new Set(all.map((c) => c.route.method as string));
  if (methods.has("GET")) methods.add("HEAD");
  // (the first candidate: the first route declared at the first template tried)
  return { status: 405, allow: METHOD_ORDER.filter((m) => methods.has(m)), route: all[0]!.route };
}
