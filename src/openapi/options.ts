/**
 * The checks of `openapi(api, options)`: the app, the options' shape (unknown keys included)
 * and the version, which must be one that some route has.
 */
import { VersaError, VersaTypeError, VersionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { checkOptions as checkShape, is } from "../core/options.js";
import { versionText } from "../path/version.js";
import { checkVersionInApp } from "../core/route.js";
import type { HasRoutes } from "../builder/route-record.js";
import type { OpenApiOptions } from "./types.js";

const WHERE = "openapi()";

const text = is.string();
const url = is.string("a string (a URL)");
/** Extensions (`x-...`), which every object of the options takes besides its own fields. */
const extensions = { test: (k: string) => k.startsWith("x-"), shown: "x-..." };
const contact = is.object({ name: text, url, email: text }, "an object { name?, url?, email? }", { extra: extensions });
const LICENSE = is.object({ name: text, identifier: text, url }, "an object { name, identifier? } or { name, url? } (an SPDX identifier or a URL, not both)", {
  required: ["name"],
  extra: extensions,
});
/** A License Object: OpenAPI 3.1 makes `identifier` and `url` exclude each other. */
const license = { ...LICENSE, test: (v: unknown) => LICENSE.test(v) && !((v as { identifier?: unknown }).identifier !== undefined && (v as { url?: unknown }).url !== undefined) };
/** An Info Object (OpenAPI 3.1): its fields, and extensions. */
const info = is.object(
  { title: text, version: is.string("a string (the document's own version, free text)"), summary: text, description: text, termsOfService: url, contact, license },
  "an object { title, version } of strings",
  { required: ["title", "version"], extra: extensions },
);
const variable = is.object({ default: text, enum: is.array(text, "an array of strings"), description: text }, "an object { default, enum?, description? }", { required: ["default"] });
/** A Server Object: its fields, and extensions (`x-...`); another key is a mistake. */
const server = is.object(
  { url: text, description: text, variables: is.record(variable, "an object of { default, enum?, description? }") },
  "an object { url, description?, variables? }",
  { required: ["url"], extra: extensions },
);
const tag = is.object(
  { name: is.custom("a non-empty string", (v) => typeof v === "string" && v !== ""), description: text, externalDocs: is.object({ url: text, description: text }, "an object { url, description? }", { required: ["url"] }) },
  "an object { name, description?, externalDocs? }",
  { required: ["name"], extra: extensions },
);
const SCHEME_TYPES = ["apiKey", "http", "mutualTLS", "oauth2", "openIdConnect"];
/** A Security Scheme Object: its type is checked; its other fields are the type's (OpenAPI's validators read them). */
const scheme = is.object(
  { type: is.custom(`one of ${SCHEME_TYPES.join(", ")}`, (v) => SCHEME_TYPES.includes(v as string)), description: text },
  "an object { type, ... } (a Security Scheme Object)",
  { required: ["type"], extra: { test: () => true } },
);
const requirement = is.record(is.array(text, "an array of scope names"), "an object of scheme names to scope lists ({} for none)");
const RULE = is.object(
  {
    info,
    version: is.custom("a version", () => true),
    servers: is.array(server, "an array of { url, description? }"),
    tags: is.array(tag, "an array of { name, description? }"),
    security: is.array(requirement, "an array of security requirements ([] for none)"),
    securitySchemes: is.record(scheme, "an object of security schemes by name"),
  },
  "an options object { info, version?, servers?, tags?, security?, securitySchemes? }",
  { required: ["info"] },
);

/** Options in normal form: `version` is its text, `null` (no version) or absent (every route). */
export interface CheckedOptions extends Omit<OpenApiOptions, "version"> {
  readonly version?: string | null;
}

/**
 * What `openapi()` documents: the routes, and the app's options that change what they answer (an
 * app made by `app()` has them as `settings`; `{ routes }` built by hand has none).
 */
export interface Documented extends HasRoutes {
  readonly settings?: { readonly afterSunset?: string };
}

/** Checks the first argument of `openapi()`: an app, or anything with an array of `routes`. */
export function checkApp(api: unknown): Documented {
  const ok = typeof api === "object" && api !== null && !Array.isArray(api) && Array.isArray((api as HasRoutes).routes);
  if (!ok) throw new VersaTypeError(msg.notAnApp(WHERE, api));
  return api as Documented;
}

/**
 * Checks `openapi()`'s options: a `TypeError` for a wrong shape, a `VersionError` for an invalid
 * version or one that no route of `routes` has.
 */
export function checkOptions(options: unknown, routes: HasRoutes["routes"]): CheckedOptions {
  const o = checkShape<OpenApiOptions>(WHERE, RULE, options);
  const named = Object.keys(o.securitySchemes ?? {});
  const unknown = o.security?.flatMap((r) => Object.keys(r)).find((name) => !named.includes(name));
  if (unknown !== undefined) throw new VersaError(msg.unknownSecurityScheme("the option security", unknown, named), { code: "UNKNOWN_SECURITY_SCHEME" });
  const { version: given, ...rest } = o;
  if (given === undefined) return rest;
  let version: string | null = null;
  if (given !== null) {
    try {
      version = versionText(given as string, `${WHERE} option 'version'`);
    } catch (e) {
      if (!(e instanceof VersionError)) throw e;
      throw new VersionError(`${e.message}, or null for the routes without a version`, { cause: e });
    }
  }
  checkVersionInApp(routes, version, WHERE);
  return { ...rest, version };
}
