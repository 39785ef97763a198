/**
 * Route tables: `api.routes` as aligned text columns or as JSON rows.
 */
import { dayText } from "../builder/lifecycle.js";
import type { Origin } from "../core/route.js";
import type { HasRoutes, RouteRecord } from "../builder/route-record.js";
import { notRoutes, rangeText } from "../core/messages.js";
import { VersaTypeError } from "../core/errors.js";
import { checkOptions, is } from "../core/options.js";
import type { VersionSetting } from "../path/version.js";

/** One row of a route table (what `--json` prints). */
export interface RouteRow {
  readonly method: string;
  /** the composed template, `/v2/users/<id:int>` */
  readonly path: string;
  /** `null` when no version applies */
  readonly version: string | null;
  /** where the version was set, `null` when no version applies */
  readonly versionOrigin: Origin | null;
  /** where the version prefix was set, `null` when no version applies */
  readonly prefixOrigin: Origin | null;
  readonly name: string;
  /** every version the route's definition is served at (one row each) */
  readonly versions: readonly string[];
  /** the version setting that applied: a version, a list, or a range `{ since, until? }`; `null` when none */
  readonly versionSetting: VersionSetting | null;
  /** the lifecycle's dates that apply (`YYYY-MM-DD`, or ISO text for a time of day), `null` when unset */
  readonly deprecated: string | null;
  readonly sunset: string | null;
}

/** Options of {@link formatRoutes}. */
export interface FormatOptions {
  /** JSON (an array of {@link RouteRow}, indented) instead of aligned columns. */
  readonly json?: boolean;
}

/**
 * The rows of a route table.
 *
 * @example
 * ```ts
 * routeRows(app().get("/health", () => "ok").routes);
 * // [{ method: "GET", path: "/health", version: null, versionOrigin: null, prefixOrigin: null, name: "GET /health" }]
 * ```
 */
export const routeRows = (routes: readonly RouteRecord[]): RouteRow[] =>
  routes.map((r) => ({
    method: r.method,
    path: r.path,
    version: r.version ?? null,
    versionOrigin: r.origin.version ?? null,
    prefixOrigin: r.origin.versionPrefix ?? null,
    name: r.name,
    versions: r.versions,
    versionSetting: r.versionSetting ?? null,
    deprecated: r.lifecycle?.deprecated ? dayText(r.lifecycle.deprecated) : null,
    sunset: r.lifecycle?.sunset ? dayText(r.lifecycle.sunset) : null,
  }));

/** A list or range as the VERSIONS column shows it (`1, 2`, `from 2`, `from 1 until 3`); a single version is the VERSION column's. */
const settingText = (s: VersionSetting | null): string | null =>
  s === null || typeof s === "string" ? null : Array.isArray(s) ? s.join(", ") : rangeText((s as { since: string }).since, (s as { until: string | undefined }).until);

/** The LIFECYCLE column: `deprecated 2026-01-01, sunset 2027-01-01`. */
const lifecycleText = (r: RouteRow): string | null =>
  r.deprecated === null && r.sunset === null ? null : [r.deprecated && `deprecated ${r.deprecated}`, r.sunset && `sunset ${r.sunset}`].filter(Boolean).join(", ");

/**
 * Aligned columns, one line per row after a header; an empty cell shows `-`. The last column is
 * not padded, so lines carry no trailing spaces.
 *
 * @example
 * ```ts
 * table([["A", "bb"], ["ccc", "d"]]); // "A    bb\nccc  d"
 * ```
 */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join("  ")).join("\n");
}

const OPTIONS_WHERE = "formatRoutes()";
const OPTIONS = is.object({ json: is.boolean() }, "an options object { json? }");

/** The routes of an app or the routes themselves; a `TypeError` for anything else. */
const routesOf = (value: unknown): readonly RouteRecord[] => {
  const routes = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as HasRoutes).routes : value;
  if (!Array.isArray(routes) || !routes.every((r) => typeof r === "object" && r !== null && typeof r.path === "string"))
    throw new VersaTypeError(notRoutes("formatRoutes()", value));
  return routes as readonly RouteRecord[];
};

/**
 * A route table: METHOD, composed PATH, VERSION, where the version was set (VERSION FROM),
 * where the version prefix was set (PREFIX FROM) and NAME, or the same rows as JSON. Takes the
 * app or its routes; a `TypeError` for anything else and for options it does not take.
 *
 * @example
 * ```ts
 * console.log(formatRoutes(api.routes));
 * // METHOD  PATH                VERSION  VERSION FROM  PREFIX FROM  NAME
 * // GET     /health             -        -             -            GET /health
 * // GET     /v2/users/<id:int>  2        blueprint     default      users.GET /<id:int>
 * formatRoutes(api.routes, { json: true }); // '[\n  {\n    "method": "GET", ...'
 * formatRoutes(api); // the same table as formatRoutes(api.routes)
 * ```
 */
export function formatRoutes(routes: readonly RouteRecord[] | HasRoutes, options: FormatOptions = {}): string {
  checkOptions(OPTIONS_WHERE, OPTIONS, options);
  const rows = routeRows(routesOf(routes));
  if (options.json) return JSON.stringify(rows, null, 2);
  const cell = (v: string | null) => v ?? "-";
  // (the VERSIONS and LIFECYCLE columns appear when some route has a list or range, or a lifecycle)
  type Column = readonly [string, (r: RouteRow) => string | null];
  const versions: Column = ["VERSIONS", (r) => settingText(r.versionSetting)];
  const lifecycle: Column = ["LIFECYCLE", lifecycleText];
  const columns: readonly Column[] = [
    ["METHOD", (r) => r.method],
    ["PATH", (r) => r.path],
    ["VERSION", (r) => r.version],
    ...(rows.some((r) => versions[1](r) !== null) ? [versions] : []),
    ["VERSION FROM", (r) => r.versionOrigin],
    ["PREFIX FROM", (r) => r.prefixOrigin],
    ...(rows.some((r) => lifecycle[1](r) !== null) ? [lifecycle] : []),
    ["NAME", (r) => r.name],
  ];
  return table([columns.map(([head]) => head), ...rows.map((r) => columns.map(([, value]) => cell(value(r))))]);
}
