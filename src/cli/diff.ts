/**
 * `versa diff <module> <from> <to>`: the routes a version adds, removes and changes against
 * another. A route of one version is the same route in another when its method and its path after
 * the version are the same (`GET /v1/users/<id:int>` and `GET /v2/users/<id:int>`), and its version
 * prefix too where a version serves that path under several prefixes (`/v1/...` and `/api/v1/...`
 * are two routes); it changed when its handler (by identity: the same function or not), one of its
 * schemas or its version prefix did.
 */
import type { RouteRecord } from "../builder/route-record.js";
import type { RouteSchema } from "../core/schema.js";
import { selectVersion } from "../core/route.js";
import { groupBy } from "../router/forks.js";
import { table } from "./format.js";

/** A route as a diff names it. */
export interface DiffRoute {
  readonly method: string;
  readonly path: string;
  readonly name: string;
}

/** A route that both versions have, and what differs. */
export interface ChangedRoute extends DiffRoute {
  /** its path in the `from` version */
  readonly was: string;
  /** `handler`, `schema.params`, `schema.query`, `schema.body`, `schema.headers`, `schema.response`, `version prefix` */
  readonly changes: readonly string[];
}

/** What `to` adds, removes and changes against `from` (`null`: the routes without a version). */
export interface VersionDiff {
  readonly from: string | null;
  readonly to: string | null;
  readonly added: readonly DiffRoute[];
  readonly removed: readonly DiffRoute[];
  readonly changed: readonly ChangedRoute[];
  /** how many routes both have unchanged */
  readonly unchanged: number;
}

const PARTS = ["params", "query", "body", "headers", "response"] as const satisfies readonly (keyof RouteSchema)[];

/** The path after the version (the whole path without one): what stays when a route moves on. */
const rest = (r: RouteRecord): string => (r.version === undefined ? r.path : r.path.slice((r.versionPrefix ?? "").length + r.version.length) || "/");
const keyOf = (r: RouteRecord): string => `${r.method} ${rest(r)}`;
const prefixedKeyOf = (r: RouteRecord): string => `${keyOf(r)} ${r.versionPrefix ?? ""}`;
const named = (r: RouteRecord): DiffRoute => ({ method: r.method, path: r.path, name: r.name });

/**
 * The difference between two versions of an app's routes (both given in normal form; each must be
 * one some route has, as `checkVersionInApp` says).
 *
 * @example
 * ```ts
 * diffVersions(api.routes, "1", "2"); // { from: "1", to: "2", added: [...], removed: [...], changed: [...], unchanged: 4 }
 * ```
 */
export function diffVersions(routes: readonly RouteRecord[], from: string | null, to: string | null): VersionDiff {
  const after = selectVersion(routes, to);
  const before = selectVersion(routes, from);
  // pairs by method, path after the version and prefix first, then the rest by method and path
  // (a route that moved to another prefix), each route of `from` paired once
  const left = new Set(before);
  const pairs = new Map<RouteRecord, RouteRecord>();
  for (const key of [prefixedKeyOf, keyOf]) {
    const byKey = groupBy(left, key);
    for (const r of after) {
      if (pairs.has(r)) continue;
      const old = byKey.get(key(r))?.find((o) => left.has(o));
      if (old === undefined) continue;
      pairs.set(r, old);
      left.delete(old);
    }
  }
  const added: DiffRoute[] = [];
  const changed: ChangedRoute[] = [];
  let unchanged = 0;
  for (const r of after) {
    const old = pairs.get(r);
    if (!old) {
      added.push(named(r));
      continue;
    }
    const changes = [
      ...(old.handler === r.handler ? [] : ["handler"]),
      ...PARTS.filter((p) => old.schema?.[p] !== r.schema?.[p]).map((p) => `schema.${p}`),
      ...(old.versionPrefix === r.versionPrefix ? [] : ["version prefix"]),
    ];
    if (changes.length === 0) unchanged++;
    else changed.push({ ...named(r), was: old.path, changes });
  }
  return { from, to, added, removed: [...left].map(named), changed, unchanged };
}

/**
 * A diff as text: a summary line, then one line per route, `+` added, `-` removed, `~` changed
 * (with what changed).
 *
 * @example
 * ```ts
 * formatDiff(diffVersions(api.routes, "1", "2"));
 * // 1 -> 2: 1 added, 1 removed, 1 changed, 4 unchanged
 * // +  GET     /v2/reports
 * // -  DELETE  /v1/items/<id:int>
 * // ~  GET     /v2/users/<id:int>  handler, schema.response
 * ```
 */
export function formatDiff(diff: VersionDiff): string {
  const v = (x: string | null) => x ?? "none";
  const head = `${v(diff.from)} -> ${v(diff.to)}: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed, ${diff.unchanged} unchanged`;
  const rows = [
    ...diff.added.map((r) => ["+", r.method, r.path]),
    ...diff.removed.map((r) => ["-", r.method, r.path]),
    ...diff.changed.map((r) => ["~", r.method, r.path, r.changes.join(", ")]),
  ];
  return rows.length ? `${head}\n${table(rows)}` : head;
}
