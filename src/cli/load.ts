/**
 * Loading the apps a module exports. TypeScript modules load as they are, through tsx (an
 * optional peer dependency: only the CLI needs it, so a server's install does not carry it).
 */
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { VersaError } from "../core/errors.js";
import type { RouteRecord } from "../builder/route-record.js";

/** An app found in a module: the export's name (`default` for the default export) and its routes. */
export interface LoadedApp {
  readonly name: string;
  readonly routes: readonly RouteRecord[];
}

type Obj = { [key: string]: unknown };
const isObj = (v: unknown): v is Obj => (typeof v === "object" || typeof v === "function") && v !== null;

/** Whether a value looks like an app: an object with a `routes` member. */
const hasRoutes = (v: unknown): v is { readonly routes: unknown } => isObj(v) && "routes" in v;

/**
 * The apps among a module's exports: the default export and every named export that has
 * `routes`, each once (an app exported twice is listed under its first name, `default` first).
 * Reading `routes` may throw (a `RouteExistsError`): that error is passed on.
 *
 * @example
 * ```ts
 * appsOf({ default: api, v1: apiV1, helper: () => 1 }).map((a) => a.name); // ["default", "v1"]
 * ```
 */
export function appsOf(mod: Obj): LoadedApp[] {
  // a module that tsx loaded as CommonJS arrives as { default: { default, ...named }, ...named }
  const inner = mod["default"];
  const defaultExport = !hasRoutes(inner) && isObj(inner) && hasRoutes(inner["default"]) ? inner["default"] : inner;
  const seen = new Set<unknown>();
  const out: LoadedApp[] = [];
  const entries: [string, unknown][] = [["default", defaultExport], ...Object.entries(mod).filter(([k]) => k !== "default" && k !== "module.exports")];
  for (const [name, value] of entries) {
    if (!hasRoutes(value) || seen.has(value)) continue;
    seen.add(value);
    const routes = value.routes;
    if (Array.isArray(routes)) out.push({ name, routes: routes as readonly RouteRecord[] });
  }
  return out;
}

const ENTRIES = ["index.ts", "app.ts", "index.js", "app.js", "index.mjs"];

/** A folder stands for its entry module (`index.ts`, `app.ts`, ...); anything else for itself. */
const inFolder = (path: string): string => {
  if (!existsSync(path) || !statSync(path).isDirectory()) return path;
  const entry = ENTRIES.map((e) => resolve(path, e)).find((f) => existsSync(f));
  return entry ?? path;
};

/**
 * Imports a module by path (a folder: its `index.ts` or `app.ts`) (relative to `cwd`) or by package name, TypeScript included. A
 * specifier that names no file but looks like a path (`./x`, `x.ts`) is refused as missing.
 *
 * @example
 * ```ts
 * const mod = await importModule("src/app.ts", process.cwd());
 * ```
 */
export async function importModule(specifier: string, cwd: string): Promise<Obj> {
  const file = inFolder(resolve(cwd, specifier));
  const parentURL = pathToFileURL(resolve(cwd, "__versa_cli__.js")).href;
  const exists = existsSync(file);
  if (!exists && /^\.{0,2}[\\/]|\.[cm]?[jt]sx?$/.test(specifier)) throw new VersaError(`no such file: ${file}`, { code: "CANNOT_LOAD" });
  const target = exists ? pathToFileURL(file).href : specifier;
  const tsx = await import("tsx/esm/api").catch(() => null);
  let mod: unknown;
  if (tsx) mod = await tsx.tsImport(target, { parentURL });
  else if (/\.[cm]?tsx?$/.test(file)) throw new VersaError(`loading a TypeScript module needs tsx, an optional peer dependency of versa: npm i -D tsx`, { code: "CANNOT_LOAD" });
  else mod = await import(exists ? target : pathToFileURL(createRequire(parentURL).resolve(specifier)).href);
  return isObj(mod) ? mod : {};
}
