/**
 * The checks of `openapi(api, options)`: the app, the options' shape (unknown keys included)
 * and the version, which must be one that some route has.
 */
import { VersaTypeError, VersionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { checkOptions as checkShape, is } from "../core/options.js";
import { versionText } from "../path/version.js";
import { checkVersionInApp } from "../core/route.js";
import type { HasRoutes } from "../builder/tree.js";
import type { OpenApiInfo, OpenApiOptions, OpenApiServer } from "./types.js";

const WHERE = "openapi()";

const text = is.string();
const info = is.object(
  { title: text, version: is.string("a string (the document's own version, free text)"), summary: text, description: text },
  "an object { title, version } of strings",
  { required: ["title", "version"], extra: { test: () => true } },
);
const variable = is.object({ default: text, enum: is.array(text, "an array of strings"), description: text }, "an object { default, enum?, description? }", { required: ["default"] });
/** A Server Object: its fields, and extensions (`x-...`); another key is a mistake. */
const server = is.object(
  { url: text, description: text, variables: is.record(variable, "an object of { default, enum?, description? }") },
  "an object { url, description?, variables? }",
  { required: ["url"], extra: { test: (k) => k.startsWith("x-"), shown: "x-..." } },
);
const RULE = is.object(
  { info, version: is.custom("a version", () => true), servers: is.array(server, "an array of { url, description? }") },
  "an options object { info, version?, servers? }",
  { required: ["info"] },
);

/** Options in normal form: `version` is its text, `null` (no version) or absent (every route). */
export interface CheckedOptions {
  readonly version?: string | null;
  readonly info: OpenApiInfo;
  readonly servers?: readonly OpenApiServer[];
}

/** Checks the first argument of `openapi()`: an app, or anything with an array of `routes`. */
export function checkApp(api: unknown): HasRoutes {
  const ok = typeof api === "object" && api !== null && !Array.isArray(api) && Array.isArray((api as HasRoutes).routes);
  if (!ok) throw new VersaTypeError(msg.notAnApp(WHERE, api));
  return api as HasRoutes;
}

/**
 * Checks `openapi()`'s options: a `TypeError` for a wrong shape, a `VersionError` for an invalid
 * version or one that no route of `routes` has.
 */
export function checkOptions(options: unknown, routes: HasRoutes["routes"]): CheckedOptions {
  const o = checkShape<OpenApiOptions>(WHERE, RULE, options);
  if (o.version === undefined) return { info: o.info, ...(o.servers && { servers: o.servers }) };
  let version: string | null = null;
  if (o.version !== null) {
    try {
      version = versionText(o.version as string, `${WHERE} option 'version'`);
    } catch (e) {
      if (!(e instanceof VersionError)) throw e;
      throw new VersionError(`${e.message}, or null for the routes without a version`, { cause: e });
    }
  }
  checkVersionInApp(routes, version, WHERE);
  return { version, info: o.info, ...(o.servers && { servers: o.servers }) };
}
