/**
 * `versa/docs`: an API reference page for an app, one OpenAPI document per version with a switch
 * between them, drawn by Swagger UI from the `swagger-ui-dist` package (installed beside versa;
 * nothing is fetched from elsewhere). Its own entry, so the runtime-neutral core never carries it:
 * it reads the package's files with `node:fs` (Node, Bun and Deno).
 *
 * @example
 * ```ts
 * import { docs } from "versa/docs";
 * serve(docs(api, { info: { title: "Library" } })); // GET /docs
 * ```
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { HasRoutes } from "../builder/route-record.js";
import { declaredVersions } from "../builder/versions.js";
import { VersaError, VersaTypeError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { checkOptions, is } from "../core/options.js";
import { openapi } from "../openapi/document.js";
import type { OpenApiDocument, OpenApiInfo, OpenApiOptions } from "../openapi/types.js";
import { versionText } from "../path/version.js";
import { pageHtml, startScript, type PageDocument } from "./page.js";

const WHERE = "docs()";
const TITLE = "API";

/** Options of {@link docs}. */
export interface DocsOptions extends Omit<OpenApiOptions, "version" | "info"> {
  /** Where the page is served (default `"/docs"`); its files and documents are below it. */
  readonly path?: string;
  /** Each document's `info` (default title `"API"`; default `version`: the routes' version). */
  readonly info?: Partial<OpenApiInfo>;
  /**
   * The versions offered, first shown first (`null`: the routes without a version); default
   * every version of the app, newest first (the last of `app({ versions })`, else the highest),
   * then the routes without one.
   */
  readonly versions?: readonly (string | number | null)[];
}

const RULE = is.object(
  {
    path: is.custom(`a path such as "/docs"`, (v) => typeof v === "string" && /^\/[^?#<>]*[^/?#<>]$/.test(v)),
    info: is.object({ title: is.string(), version: is.string() }, "an object { title?, version?, ... }", { extra: { test: () => true } }),
    versions: is.array(is.custom("a version or null", (v) => v === null || typeof v === "string" || typeof v === "number"), "an array of versions"),
  },
  "an options object { path?, info?, versions?, servers?, tags?, security?, securitySchemes? }",
  // the document options are openapi()'s, checked there
  { extra: { test: (k) => ["servers", "tags", "security", "securitySchemes"].includes(k), shown: "servers, tags, security, securitySchemes" } },
);

/** Swagger UI's files the page loads, with their content types. */
const ASSETS: Readonly<Record<string, string>> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "text/javascript; charset=utf-8",
};

/** The folder of `swagger-ui-dist`, or a `CANNOT_LOAD` error saying how to install it. */
function assetFolder(): string {
  try {
    return dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  } catch (cause) {
    throw new VersaError(`${WHERE}: cannot find the package swagger-ui-dist, which draws the page: install it beside versa (npm install swagger-ui-dist)`, { code: "CANNOT_LOAD", cause });
  }
}

/** Dotted versions, newest first (`2` before `1.25` before `1`). */
const newestFirst = (a: string, b: string): number => {
  const [x, y] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
  return y.length - x.length;
};

/**
 * The versions the page offers by default: the app's (documented routes only), newest first, then
 * none. An app that declares its versions orders them (`app({ versions: [1, 3, 2] })`: 2 is the
 * newest), as its 404 and `api-supported-versions` do; one that declares none is read numerically.
 */
function defaultVersions(api: HasRoutes & { readonly settings?: { readonly versions?: readonly unknown[] } }): (string | null)[] {
  const shown = api.routes.filter((r) => !r.openapi.hidden);
  const had = new Set(shown.flatMap((r) => (r.version === undefined ? [] : [r.version])));
  const declared = api.settings?.versions ? declaredVersions(api.settings.versions).filter((v) => had.has(v)).reverse() : [];
  const versions = [...declared, ...[...had].filter((v) => !declared.includes(v)).sort(newestFirst)];
  return shown.some((r) => r.version === undefined) ? [...versions, null] : versions;
}

/** What a route of the app needs from it: add a route, as every versa app does. */
interface Extensible extends HasRoutes {
  get(path: string, options: { readonly hidden: true }, handler: () => Response | Promise<Response>): Extensible;
}

/**
 * `api` with an API reference page at `path` (default `/docs`): one OpenAPI document per version
 * (at `<path>/v2.json`, `<path>/unversioned.json`), switched in the page's top bar. The page's
 * routes are `hidden`: listed in `api.routes`, left out of the documents. The documents are built
 * now, so a mistake in the options throws here. The returned app's type is `api`'s: its route
 * types do not list the page.
 *
 * @example
 * ```ts
 * const withDocs = docs(api, { info: { title: "Library" }, security: [] });
 * await withDocs.fetch(new Request("http://h/docs/v2.json")); // the version 2 document
 * ```
 */
export function docs<A extends HasRoutes>(api: A, options: DocsOptions = {}): A {
  if (typeof (api as Partial<Extensible> | null)?.get !== "function" || !Array.isArray(api.routes)) throw new VersaTypeError(`${WHERE}: expected an app, got ${msg.kindOf(api)}`);
  const { path: base = "/docs", info = {}, versions, ...rest } = checkOptions<DocsOptions>(WHERE, RULE, options);
  const folder = assetFolder();
  const documents = (versions ?? defaultVersions(api)).map((version) => {
    const doc: OpenApiDocument = openapi(api, { ...rest, version, info: { title: TITLE, version: version === null ? "unversioned" : String(version), ...info } });
    const name = version === null ? "unversioned" : `v${versionText(version, WHERE)}`;
    return { name, url: `${base}/${name}.json`, text: JSON.stringify(doc) };
  });
  const listed: PageDocument[] = documents.map(({ name, url }) => ({ name, url }));
  const answer = (body: string, type: string) => () => new Response(body, { headers: { "content-type": type } });
  const cache = new Map<string, Promise<string>>();
  const asset = (file: string, type: string) => async () => {
    // read once; a failed read is tried again by the next request
    if (!cache.has(file)) cache.set(file, readFile(join(folder, file), "utf8").catch((e: unknown) => (cache.delete(file), Promise.reject(e))));
    return new Response(await (cache.get(file) as Promise<string>), { headers: { "content-type": type, "cache-control": "public, max-age=3600" } });
  };
  let out = (api as unknown as Extensible)
    .get(base, { hidden: true }, answer(pageHtml(info.title ?? TITLE, base), "text/html; charset=utf-8"))
    .get(`${base}/start.js`, { hidden: true }, answer(startScript(listed), "text/javascript; charset=utf-8"));
  for (const [file, type] of Object.entries(ASSETS)) out = out.get(`${base}/${file}`, { hidden: true }, asset(file, type));
  for (const d of documents) out = out.get(d.url, { hidden: true }, answer(d.text, "application/json"));
  return out as unknown as A;
}
