/**
 * The documents the interop suite hands to tools: for the demo app and the fixture app, one per
 * version, one for the routes without a version and one for every route, each written to a JSON
 * file under test-results/interop/<suite>/, with the tools' own programs and the environment that
 * keeps them offline.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openapi, type OpenApiDocument, type OpenApiOptions } from "versa";
import { api as demo } from "../../examples/demo/app.js";
import { fixture, fixtureOptions } from "./fixture-app.js";

export const here = fileURLToPath(new URL(".", import.meta.url));
export const root = join(here, "../..");
export const bin = (name: string) => join(here, "node_modules/.bin", name);

/** No telemetry, no update checks, no colours: the tools run offline and print plain text. */
export const TOOL_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  NO_UPDATE_NOTIFIER: "1",
  SCARF_ANALYTICS: "false",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
};

const demoOptions: Omit<OpenApiOptions, "version"> = {
  info: { title: "Library (demo)", version: "1.0.0", description: "The demo app.", contact: { name: "versa" }, license: { name: "MIT", identifier: "MIT" } },
  tags: [
    { name: "books", description: "Books of versions 1 and 1.25" },
    { name: "books-v2", description: "Books of version 2" },
    { name: "tenants", description: "Per-tenant routes" },
    { name: "health", description: "Liveness" },
  ],
  security: [],
};

export interface Written {
  /** `demo-v1.25`, `fixture-all`, ... */
  readonly name: string;
  readonly file: string;
  readonly doc: OpenApiDocument;
  readonly version: string | null | undefined;
}

/** The versions of an app's routes, then `null` (routes without one) and `undefined` (every route). */
const selections = (routes: readonly { version: string | undefined }[]): (string | null | undefined)[] => {
  const versions = [...new Set(routes.map((r) => r.version))];
  return [...versions.filter((v): v is string => v !== undefined), ...(versions.includes(undefined) ? [null] : []), undefined];
};

export const APPS = [
  { name: "demo", api: demo, options: demoOptions },
  { name: "fixture", api: fixture, options: fixtureOptions as Omit<OpenApiOptions, "version"> },
] as const;

/** Every document, written under test-results/interop/<suite>/ (emptied first). */
export function writeDocuments(suite: string): { dir: string; written: Written[] } {
  const dir = join(root, "test-results/interop", suite);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const written = APPS.flatMap(({ name, api, options }) =>
    selections(api.routes).map((version) => {
      const doc = openapi(api, { ...options, ...(version !== undefined && { version }) });
      const label = `${name}-${version === undefined ? "all" : version === null ? "unversioned" : `v${version}`}`;
      const file = join(dir, `${label}.json`);
      writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
      return { name: label, file, doc, version };
    }),
  );
  return { dir, written };
}

/** Runs a tool's program: its exit code, its standard output, and everything it printed. */
export function run(program: string, args: readonly string[], cwd = here): { code: number | null; stdout: string; out: string } {
  const r = spawnSync(program, args, { cwd, env: TOOL_ENV, encoding: "utf8", timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout ?? "", out: `${r.stdout ?? ""}${r.stderr ?? ""}${r.error ? String(r.error) : ""}` };
}
