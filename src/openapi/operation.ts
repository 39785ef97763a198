/**
 * One route to one OpenAPI operation: path parameters (refined by a `params` schema), query and
 * header parameters from the properties of their schemas, the JSON body, and the answers the
 * server gives: 200, 400 (input schemas), 404, and 413/415 (body schema).
 */
import type { RouteRecord } from "../builder/tree.js";
import type { RouteSchema, Schema } from "../schema.js";
import { Components, isObj, toJsonSchema } from "./json-schema.js";
import type { JsonSchema, OperationObject, ParameterObject, ResponseObject } from "./types.js";

/** Whether a schema accepts a missing body, when that can be told without waiting. */
function acceptsUndefined(schema: Schema): boolean {
  try {
    const r = schema["~standard"].validate(undefined);
    if (r instanceof Promise) return (r.catch(() => {}), false);
    return !r.issues;
  } catch {
    return false;
  }
}

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

const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const isAnything = (s: unknown) => s === true || (isObj(s) && Object.keys(s).length === 0);
/** Headers OpenAPI says to describe elsewhere (a parameter with these names is ignored). */
const RESERVED_HEADERS = new Set(["accept", "content-type", "authorization"]);

/** Query or header parameters from an object schema's properties. */
function fromObject(schema: JsonSchema, where: "query" | "header"): ParameterObject[] {
  const props = isObj(schema) && isObj(schema["properties"]) ? schema["properties"] : undefined;
  if (!props) {
    // not an object schema with properties: one free-form query parameter (headers: none)
    return where === "query" ? [{ name: "query", in: "query", required: false, style: "form", explode: true, schema: { type: "object", ...(isObj(schema) ? schema : {}) } }] : [];
  }
  const required = isObj(schema) && Array.isArray(schema["required"]) ? (schema["required"] as unknown[]) : [];
  return Object.entries(props)
    .filter(([name]) => where === "query" || !RESERVED_HEADERS.has(name.toLowerCase()))
    .map(([name, s]) => ({ name, in: where, required: required.includes(name), schema: s as JsonSchema }));
}

/** Path parameters refined by the route's `params` schema: `allOf` the type's schema and the property's. */
function refine(params: readonly ParameterObject[], schema: Schema | undefined, components: Components, id: string): ParameterObject[] {
  if (!schema) return [...params];
  const json = components.embed(toJsonSchema(schema, "params"), `${id}_params`);
  const props = isObj(json) && isObj(json["properties"]) ? json["properties"] : {};
  return params.map((p) => {
    const extra = props[p.name] ?? props[typeof p["x-versa-name"] === "string" ? p["x-versa-name"] : ""];
    return extra === undefined || isAnything(extra) ? p : { ...p, schema: { allOf: [p.schema, extra] } };
  });
}

/**
 * The operation of one route.
 *
 * @example
 * ```ts
 * buildOperation(route, "users_GET_id_int", convertPath(route.segments).params, new Components());
 * // { operationId: "users_GET_id_int", summary: "GET /v1/users/<id:int>", responses: { 200: ..., 404: ... }, ... }
 * ```
 */
export function buildOperation(route: RouteRecord, id: string, pathParams: readonly ParameterObject[], components: Components): OperationObject {
  const s: RouteSchema = route.schema ?? {};
  const embed = (schema: Schema, side: "input" | "output", suffix: string) => components.embed(toJsonSchema(schema, side), `${id}_${suffix}`);
  const parameters = [
    ...refine(pathParams, s.params, components, id),
    ...(s.query ? fromObject(embed(s.query, "input", "query"), "query") : []),
    ...(s.headers ? fromObject(embed(s.headers, "input", "headers"), "header") : []),
  ];
  const responses: Record<string, ResponseObject> = {
    "200": s.response ? { description: "OK", content: json(embed(s.response, "output", "response")) } : { description: "OK" },
  };
  if (s.params || s.query || s.body || s.headers) {
    const issues = { $ref: components.define("VersaInputError", INPUT_ERROR) };
    // a body that is not valid JSON is a 400 without issues
    const schema = s.body ? { anyOf: [issues, { $ref: components.define("VersaError", ERROR) }] } : issues;
    responses["400"] = { description: "Invalid input: every issue found, with where it was found.", content: json(schema) };
  }
  responses["404"] = { description: "No route matches (a path parameter does not match its type).", content: { "text/plain": { schema: { type: "string" } } } };
  if (s.body) {
    const error = { $ref: components.define("VersaError", ERROR) };
    responses["413"] = { description: "The body is larger than the app's body limit.", content: json(error) };
    responses["415"] = { description: "The body is not JSON.", content: json(error) };
  }
  return {
    operationId: id,
    summary: `${route.method} ${route.path}`,
    ...(route.blueprint === undefined ? {} : { tags: [route.blueprint] }),
    ...(parameters.length ? { parameters } : {}),
    ...(s.body ? { requestBody: { required: !acceptsUndefined(s.body), content: json(embed(s.body, "input", "body")) } } : {}),
    responses,
    "x-versa-name": route.name,
    ...(route.version === undefined ? {} : { "x-versa-version": route.version }),
  };
}
