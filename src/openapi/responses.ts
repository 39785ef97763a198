/**
 * The answers an operation lists, as the server gives them; what a route does not declare is
 * `default` (never guessed):
 *
 * | status | when |
 * |---|---|
 * | 200 | the route has a `response` schema (its output side: `text/plain` for a string, else JSON) |
 * | 204 | the `response` schema accepts `undefined` (the handler may return nothing) |
 * | 400 | input schemas (`VersaInputError`; a body that is not JSON: `VersaError`); path parameters (`text/plain`: a value not well percent-encoded) |
 * | 404 | always (`text/plain`) |
 * | 413, 415 | a `body` schema (`VersaError`) |
 * | default | always: any other answer (a `Response` the handler builds, or its result without a `response` schema) |
 */
import type { RouteSchema } from "../core/schema.js";
import type { Components } from "./components.js";
import { acceptsUndefined } from "./json-schema.js";
import type { JsonSchema, MediaTypeObject, ResponseObject } from "./types.js";

const ERROR: JsonSchema = { type: "object", properties: { error: { type: "string" } }, required: ["error"] };
const INPUT_ERROR: JsonSchema = {
  type: "object",
  properties: {
    error: { type: "string" },
    issues: {
      type: "array",
      items: {
        type: "object",
        properties: {
          in: { type: "string", enum: ["params", "query", "body", "headers"] },
          path: { type: "array", items: { type: ["string", "integer"] } },
          message: { type: "string" },
        },
        required: ["in", "path", "message"],
      },
    },
  },
  required: ["error", "issues"],
};

/** The schemas of versa's own error answers, named in every document (see `Components`). */
export const BUILT_INS: Readonly<Record<"VersaError" | "VersaInputError", JsonSchema>> = { VersaError: ERROR, VersaInputError: INPUT_ERROR };

const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const text = (schema: JsonSchema = { type: "string" }): Record<string, MediaTypeObject> => ({ "text/plain": { schema } });

/** What a route does not declare: the server sends a string as text, anything else as JSON. */
const undeclared = (): ResponseObject => ({
  description: "Not declared by the route: the handler's answer (a string is text/plain, another value JSON, nothing 204), or a Response it builds.",
  content: { ...json({}), ...text() },
});

/**
 * The responses of a route's operation. `response` is its `response` schema as embedded;
 * `hasPathParams` says whether its path has parameters (whose values a client may send malformed).
 *
 * @example
 * ```ts
 * responses({}, undefined, true, components); // { 400 (text/plain), 404, default }
 * ```
 */
export function responses(s: RouteSchema, response: JsonSchema | undefined, hasPathParams: boolean, components: Components): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {};
  if (s.response && response !== undefined) {
    const resolved = components.resolve(response);
    // the server sends a returned string as text/plain
    const isText = typeof resolved === "object" && resolved["type"] === "string";
    out["200"] = { description: "OK", content: isText ? text(response) : json(response) };
    if (acceptsUndefined(s.response)) out["204"] = { description: "The handler returned nothing (`undefined`)." };
  }
  const bad: ResponseObject = { description: "", content: {} };
  if (s.params || s.query || s.body || s.headers) {
    const issues = { $ref: components.builtIn("VersaInputError") };
    // a body that is not valid JSON is a 400 without issues
    const schema = s.body ? { anyOf: [issues, { $ref: components.builtIn("VersaError") }] } : issues;
    Object.assign(bad, { description: "Invalid input: every issue found, with where it was found.", content: json(schema) });
  }
  if (hasPathParams) {
    bad.description = `${bad.description} A path that is not well percent-encoded (text/plain).`.trim();
    Object.assign(bad.content as object, text());
  }
  if (bad.description) out["400"] = bad;
  out["404"] = { description: "No route matches (a path parameter does not match its type).", content: text() };
  if (s.body) {
    const error = { $ref: components.builtIn("VersaError") };
    out["413"] = { description: "The body is larger than the app's body limit.", content: json(error) };
    out["415"] = { description: "The body is not JSON.", content: json(error) };
  }
  out["default"] = undeclared();
  return out;
}
