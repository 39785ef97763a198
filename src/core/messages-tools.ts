/** The messages of the tools outside the server: `openapi()`, the client and the CLI's formatting. */
import { invalidOptions, kindOf, type Where } from "./messages-common.js";

/** A route schema that `openapi()` cannot describe: its library gives no JSON Schema, or failed to. */
export const noJsonSchema = (where: Where, vendor: string, failure?: string): string =>
  failure === undefined
    ? `openapi() cannot describe ${where}: its library (${vendor}) gives no JSON Schema (schema["~standard"].jsonSchema, the Standard JSON Schema interface, which zod has from 4.2): upgrade the library, or document the routes without it, openapi({ routes: api.routes.filter(...) }, options)`
    : `openapi() cannot describe ${where}: its library (${vendor}) failed to write its JSON Schema: ${failure}`;

/** A client call's path that is none of its method's templates (`Near`: the nearest, quoted; a
 * client knows the templates only as types, so this one is a compile error only). */
export type NotAPath<M extends string, P extends string, Near extends string> = `No ${M} route has the path '${P}'; the nearest: ${Near}`;

/** A client call without the options its route requires (`Keys`: `params`, `body`, ...). */
export type MissingOptions<M extends string, P extends string, Keys extends string> =
  `Missing options for ${M} '${P}': pass { ${Keys} } as the second argument`;

/**
 * A value in a client call's body that JSON carries as something else (a `Date` as its text), which
 * the body schema does not take (`At`: where in the body, `""` for the body itself). A compile
 * error only: the client knows the schemas only as types (the server would answer 400).
 */
export type BodyNotCarried<At extends string, What extends string, Arrives extends string> =
  `the body ${At extends "" ? `is ${What}` : `holds ${What} at "${At}"`}, which JSON carries as ${Arrives}, and the body schema does not take that: ${What extends "a Date"
    ? "let the schema take the text (z.coerce.date(), z.iso.datetime()) or send the text yourself"
    : "let the schema take what JSON carries, or send that yourself"}`;

/** A client call that gives a GET or HEAD request a body (fetch would refuse it). */
export const bodyOnGet = (method: string, template: string): string =>
  `Cannot send a body with ${method} '${template}': GET/HEAD requests cannot carry a body`;

/** A client's `baseUrl` with a query string or fragment, which the paths would be appended to. */
export const badBaseUrl = (value: string): string =>
  `Invalid baseUrl "${value}": expected an origin and an optional base path, such as "https://example.com/api", without a query string or fragment`;

/** `openapi(api.routes)` and the like: a first argument that is not an app. */
export const notAnApp = (fn: string, value: unknown): string =>
  `${fn}: expected an app (or an object with routes), got ${kindOf(value)}` +
  (Array.isArray(value) ? `: pass the app itself, ${fn.replace("()", "(api, ...)")}, not api.routes` : "");

/** `formatRoutes(x)` with something that is neither an app nor an array of routes. */
export const notRoutes = (fn: string, value: unknown): string =>
  `${fn}: expected an app or its routes (api.routes), got ${kindOf(value)}`;

/** A version an `openapi()` option selects that no route of the app has. */
export const versionNotInApp = (where: string, version: string | null, versions: readonly (string | undefined)[]): string => {
  const named = [...new Set(versions)].filter((v) => v !== undefined).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const has = [...named.map((v) => `"${v}"`), ...(versions.includes(undefined) ? ["none"] : [])];
  return `${where}: ${version === null ? "no route is without a version" : `no route has version "${version}"`} (${
    has.length ? `the app's versions: ${has.join(", ")}` : "the app has no routes"
  })`;
};

/** A client's `baseUrl` that is neither an absolute http(s) URL nor a path. */
export const BASE_URL = `an absolute http(s) URL such as "https://example.com/api" or a path such as "/api" (one leading '/')`;
export const baseUrlNotHttp = (value: unknown): string =>
  invalidOptions("createClient()", `baseUrl: expected ${BASE_URL}, got ${kindOf(value)}`) +
  (typeof value === "string" && /^[\w.-]+(:\d+)?(\/|$)/.test(value) ? ` (did you mean "http://${value}"?)` : "");

/** A client call's query, or one of its values, that has no query string form. */
export const badQuery = (where: Where, key: string | undefined, value: unknown): string =>
  invalidOptions(where, key === undefined
    ? `query: expected an object such as { page: 2 }, got ${kindOf(value)}`
    : `query.${key}: expected a string, number, boolean, bigint or Date, an array of them, null or undefined, got ${kindOf(value)}`);

/** A security requirement (the options' or a plugin's) naming a scheme that `openapi()`'s `securitySchemes` lacks. */
export const unknownSecurityScheme = (where: string, name: string, defined: readonly string[]): string =>
  `openapi(): the security requirement of ${where} names the scheme '${name}', which securitySchemes does not define (defined: ${defined.join(", ") || "none"}): add it to openapi()'s securitySchemes`;
