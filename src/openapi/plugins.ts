/**
 * What the plugins of a route's levels add to its operation (`Plugin.openapi`, kept on the record
 * as `RouteRecord.openapi.plugins`, outermost first): their answers by status, and their security
 * requirements. Every plugin's hooks run, so each plugin's requirement must be met: the
 * alternatives of one plugin are combined with those of the next (`[{ a }, { b }]` then `[{ c }]`
 * is `[{ a, c }, { b, c }]`). The schemes they name are the document's (`securitySchemes`).
 */
import type { RouteRecord } from "../builder/route-record.js";
import { VersaError } from "../core/errors.js";
import { unknownSecurityScheme } from "../core/messages.js";
import type { Components } from "./components.js";
import { toJsonSchema } from "./json-schema.js";
import { joinAnswer } from "./responses.js";
import type { OpenApiSecurityRequirement, ResponseObject } from "./types.js";

/** Two requirements as one: every scheme of both, with the scopes either needs. */
function both(a: OpenApiSecurityRequirement, b: OpenApiSecurityRequirement): OpenApiSecurityRequirement {
  const out: Record<string, string[]> = Object.fromEntries(Object.entries(a).map(([k, v]) => [k, [...v]]));
  for (const [name, scopes] of Object.entries(b)) out[name] = [...new Set([...(out[name] ?? []), ...scopes])];
  return out;
}

/**
 * The security requirements of a route's operation from its plugins (`undefined` when none sets
 * any), each scheme checked against `schemes`: a name it lacks is a `VersaError`
 * (`UNKNOWN_SECURITY_SCHEME`) naming the plugin, its level and the route.
 *
 * @example
 * ```ts
 * pluginSecurity(route, new Set(["bearer"])); // [{ bearer: [] }]
 * ```
 */
export function pluginSecurity(route: RouteRecord, schemes: ReadonlySet<string>): OpenApiSecurityRequirement[] | undefined {
  let out: OpenApiSecurityRequirement[] | undefined;
  for (const { openapi, where } of route.openapi.plugins ?? []) {
    const security = openapi.security;
    if (security === undefined || security.length === 0) continue;
    const unknown = security.flatMap((r) => Object.keys(r)).find((name) => !schemes.has(name));
    if (unknown !== undefined) throw new VersaError(unknownSecurityScheme(`${where} (route ${route.method} '${route.path}')`, unknown, [...schemes]), { code: "UNKNOWN_SECURITY_SCHEME" });
    out = out === undefined ? security.map((r) => both({}, r)) : out.flatMap((had) => security.map((r) => both(had, r)));
  }
  return out;
}

/**
 * Adds the answers of a route's plugins to its operation's `responses` (joined to an answer of the
 * same status, see `joinAnswer`), each schema described on its output side and embedded as
 * `<id>_<status>`.
 *
 * @example
 * ```ts
 * addPluginAnswers(op.responses, route, "getMe", components); // op.responses["401"]: { description: "Missing or invalid token", content: ... }
 * ```
 */
export function addPluginAnswers(out: Record<string, ResponseObject>, route: RouteRecord, id: string, components: Components): void {
  for (const { openapi, where } of route.openapi.plugins ?? []) {
    for (const [status, answer] of Object.entries(openapi.responses ?? {})) {
      const schema = answer.schema && components.embed(toJsonSchema(answer.schema, "output", `the ${status} response schema of ${where}`), `${id}_${status}`);
      joinAnswer(out, status, { description: answer.description, ...(schema !== undefined && { content: { [answer.contentType ?? "application/json"]: { schema } } }) });
    }
  }
}
