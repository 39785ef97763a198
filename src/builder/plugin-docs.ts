/**
 * What a plugin adds to the OpenAPI documents of the routes under the level where it is used
 * (`Plugin.openapi`): its security requirements and its answers by status, checked where the
 * plugin is given and kept on each route's record for `openapi()`, which is the only reader.
 */
import { is } from "../core/options.js";
import { isSchema, type Schema } from "../core/schema.js";

/** An answer a plugin's hooks give, as documents describe it. */
export interface PluginResponse {
  readonly description: string;
  /** The body's schema (described on its output side); none: the answer's body is not described. */
  readonly schema?: Schema;
  /** The body's media type (default `application/json`; `application/problem+json` for RFC 9457). */
  readonly contentType?: string;
}

/**
 * What a plugin's hooks add to the operations of the routes under the level where it is used:
 * security requirements (alternatives, each naming schemes of `openapi()`'s `securitySchemes`,
 * with the scopes needed) and answers by status.
 *
 * @example
 * ```ts
 * const docs: PluginOpenApi = { security: [{ bearer: [] }], responses: { 401: { description: "Missing or invalid token" } } };
 * ```
 */
export interface PluginOpenApi {
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  readonly responses?: Readonly<Record<number, PluginResponse>>;
}

/** A plugin's `openapi`, with how messages name where it was set: `plugin 'auth' of blueprint 'account'`. */
export interface AddedDocs {
  readonly openapi: PluginOpenApi;
  readonly where: string;
}

const STATUS = /^[1-5]\d\d$/;
const RESPONSE = is.object(
  { description: is.string(), schema: is.custom("a Standard Schema (such as a zod schema)", isSchema), contentType: is.string("a media type such as \"application/problem+json\"") },
  "an object { description, schema?, contentType? }",
  { required: ["description"] },
);
const RESPONSE_MAP = is.record(RESPONSE, "an object of answers by status, such as { 401: { description } } (statuses from 100 to 599)");

/** The rule of a plugin's `openapi` (`core/options.ts`), part of the plugin's own rule. */
export const PLUGIN_OPENAPI = is.object(
  {
    security: is.array(is.record(is.array(is.string(), "an array of scope names"), "an object of scheme names to scope lists ({} for none)"), "an array of security requirements"),
    responses: { ...RESPONSE_MAP, test: (v: unknown) => RESPONSE_MAP.test(v) && Object.keys(v as object).every((k) => STATUS.test(k)) },
  },
  "an object { security?, responses? }",
);

/** The `openapi` of a level's plugins (in the order added), each with where it was set. */
export const addedDocs = (plugins: readonly { readonly name?: string | undefined; readonly openapi?: PluginOpenApi | undefined }[], label: string): AddedDocs[] =>
  plugins.flatMap((p) => (p.openapi === undefined ? [] : [{ openapi: p.openapi, where: `${p.name === undefined ? "a plugin" : `plugin '${p.name}'`} of ${label}` }]));
