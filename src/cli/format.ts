/**
 * Route tables: `api.routes` as aligned text columns or as JSON rows.
 */
import type { Origin, RouteRecord } from "../builder/tree.js";
import { notRoutes } from "../core/messages.js";
import { VersaTypeError } from "../core/errors.js";
import { checkOptions, is } from "../core/options.js";
import type { HasRoutes } from "../builder/tree.js";

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
  }));

const HEADER = ["METHOD", "PATH", "VERSION", "VERSION FROM", "PREFIX FROM", "NAME"] as const;

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
  return table([HEADER, ...rows.map((r) => [r.method, r.path, cell(r.version), cell(r.versionOrigin), cell(r.prefixOrigin), r.name])]);
}
