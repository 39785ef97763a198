/**
 * The checks of `openapi(api, options)`: the app, the options' shape (zod, unknown keys included)
 * and the version, which must be one that some route has.
 */
import { z } from "zod";
import { VersionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { versionText } from "../path/version.js";
import { expected, parseOptions } from "../core/options.js";
import type { HasRoutes } from "../builder/tree.js";
import type { OpenApiInfo, OpenApiOptions, OpenApiServer } from "./types.js";

const WHERE = "openapi()";

const text = (what = "a string") => z.string(expected(what));
const info = z.looseObject(
  { title: text(), version: text("a string (the document's own version, free text)"), summary: text().optional(), description: text().optional() },
  expected("an object { title, version } of strings"),
);
const variable = z.strictObject({ default: text(), enum: z.array(text()).optional(), description: text().optional() }, expected("an object { default, enum?, description? }"));
const SERVER_KEYS = "url, description, variables, x-...";
/** A Server Object: its fields, and extensions (`x-...`); another key is a mistake. */
const server = z
  .looseObject(
    { url: text(), description: text().optional(), variables: z.record(z.string(), variable, expected("an object of { default, enum?, description? }")).optional() },
    expected(`an object { url, description?, variables? }`),
  )
  .superRefine((s, ctx) => {
    for (const k of Object.keys(s))
      if (!["url", "description", "variables"].includes(k) && !k.startsWith("x-")) ctx.addIssue({ code: "custom", path: [k], message: `unknown option (accepted: ${SERVER_KEYS})` });
  });
const schema = z.strictObject(
  { version: z.unknown().optional(), info, servers: z.array(server, expected("an array of { url, description? }")).optional() },
  expected("an options object { info, version?, servers? }", "info, version, servers"),
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
  if (!ok) throw new TypeError(msg.notAnApp(WHERE, api));
  return api as HasRoutes;
}

/**
 * Checks `openapi()`'s options: a `TypeError` for a wrong shape, a `VersionError` for an invalid
 * version, a `RangeError` for a version no route of `routes` has.
 */
export function checkOptions(options: unknown, routes: HasRoutes["routes"]): CheckedOptions {
  const o = parseOptions(schema, options, WHERE) as OpenApiOptions;
  if (o.version === undefined) return { info: o.info, ...(o.servers && { servers: o.servers }) };
  let version: string | null = null;
  if (o.version !== null) {
    try {
      version = versionText(o.version as string, `${WHERE} option 'version'`);
    } catch (e) {
      if (!(e instanceof VersionError)) throw e;
      throw new VersionError(`${e.message}, or null for the routes without a version`);
    }
  }
  const want = version ?? undefined;
  if (!routes.some((r) => r.version === want)) throw new RangeError(msg.versionNotInApp(WHERE, version, routes.map((r) => r.version)));
  return { version, info: o.info, ...(o.servers && { servers: o.servers }) };
}
