/**
 * One route to one OpenAPI operation: path parameters (refined by a `params` schema), query and
 * header parameters from the properties of their schemas, the JSON body, and the answers the
 * server gives (see `responses.ts`).
 */
import { dayText } from "../builder/lifecycle.js";
import type { RouteRecord } from "../builder/route-record.js";
import { isSchema, type RouteSchema, type Schema } from "../core/schema.js";
import type { Components } from "./components.js";
import { acceptsUndefined, isObj, toJsonSchema } from "./json-schema.js";
import { addPluginAnswers, pluginSecurity } from "./plugins.js";
import { json } from "./media-types.js";
import { responses, type DescribedResponse } from "./responses.js";
import type { JsonSchema, OpenApiSecurityRequirement, OperationObject, ParameterObject, ResponseObject } from "./types.js";

const isAnything = (s: unknown) => s === true || (isObj(s) && Object.keys(s).length === 0);
/** Headers OpenAPI says to describe elsewhere (a parameter with these names is ignored). */
const RESERVED_HEADERS = new Set(["accept", "content-type", "authorization"]);

/** An object schema's properties, and the names it requires. */
type Properties = { readonly props: Record<string, JsonSchema>; readonly required: ReadonlySet<string> };

const UNIONS = [["anyOf", true], ["oneOf", true], ["allOf", false]] as const;

/**
 * The properties of an object schema (a named one through its `$ref`), or of the members of a
 * union (`anyOf`, `oneOf`: a name is required where every member requires it) or of the parts of
 * an intersection (`allOf`: required where one part requires it). A name several members describe
 * differently is `anyOf` (`allOf`) their schemas. `undefined` when a member is no such schema.
 */
function propertiesOf(schema: JsonSchema, components: Components, depth = 0): Properties | undefined {
  const s = components.resolve(schema);
  if (!isObj(s) || depth > 16) return undefined;
  if (isObj(s["properties"])) return { props: s["properties"] as Record<string, JsonSchema>, required: new Set(Array.isArray(s["required"]) ? s["required"] : []) };
  for (const [key, union] of UNIONS) {
    const members = s[key];
    if (!Array.isArray(members) || members.length === 0) continue;
    const each = members.map((m: JsonSchema) => propertiesOf(m, components, depth + 1));
    return each.every((e) => e !== undefined) ? combine(each, union) : undefined;
  }
  return undefined;
}

/** The properties of several object schemas as one (see {@link propertiesOf}). */
function combine(parts: readonly Properties[], union: boolean): Properties {
  const schemas = new Map<string, JsonSchema[]>();
  for (const { props } of parts) {
    for (const [name, schema] of Object.entries(props)) {
      const list = schemas.get(name) ?? [];
      if (!list.some((x) => JSON.stringify(x) === JSON.stringify(schema))) list.push(schema);
      schemas.set(name, list);
    }
  }
  const required = [...schemas.keys()].filter((name) => (union ? parts.every((p) => p.required.has(name)) : parts.some((p) => p.required.has(name))));
  const props = Object.fromEntries([...schemas].map(([name, list]) => [name, list.length === 1 ? (list[0] as JsonSchema) : { [union ? "anyOf" : "allOf"]: list }]));
  return { props, required: new Set(required) };
}

/** Query or header parameters from an object schema's properties. */
function fromObject(schema: JsonSchema, where: "query" | "header", components: Components): ParameterObject[] {
  const object = propertiesOf(schema, components);
  if (!object) {
    // not an object schema with properties: one free-form query parameter (headers: none)
    return where === "query" ? [{ name: "query", in: "query", required: false, style: "form", explode: true, schema: { type: "object", ...(isObj(schema) ? schema : {}) } }] : [];
  }
  return Object.entries(object.props)
    .filter(([name]) => where === "query" || !RESERVED_HEADERS.has(name.toLowerCase()))
    .map(([name, s]) => ({ name, in: where, required: object.required.has(name), schema: s }));
}

/**
 * Path parameters refined by the route's `params` schema: `allOf` the type's schema and the
 * property of the parameter's own name (`x-versa-name` where the document renamed it).
 *
 * @example
 * ```ts
 * pathParameters(convertPath(parse("/u/<id:int>").segments).params, z.object({ id: z.number().max(9) }), components, "u", "the params schema of route GET '/u/<id:int>'");
 * // [{ name: "id", in: "path", required: true, schema: { allOf: [{ type: "integer" }, { type: "number", maximum: 9 }] }, ... }]
 * ```
 */
export function pathParameters(params: readonly ParameterObject[], schema: Schema | undefined, components: Components, id: string, where: string): ParameterObject[] {
  if (!schema) return [...params];
  const props = propertiesOf(components.embed(toJsonSchema(schema, "params", where), `${id}_params`), components)?.props ?? {};
  return params.map((p) => {
    const own = typeof p["x-versa-name"] === "string" ? p["x-versa-name"] : p.name;
    const extra = Object.hasOwn(props, own) ? props[own] : undefined;
    return extra === undefined || isAnything(extra) ? p : { ...p, schema: { allOf: [p.schema, extra as JsonSchema] } };
  });
}

/** What an operation needs to know of its document and app. */
export interface DocumentContext {
  /** the names of the document's `securitySchemes` */
  readonly schemes: ReadonlySet<string>;
  /** the document's `security` (operations write their own only where it differs) */
  readonly security: readonly OpenApiSecurityRequirement[] | undefined;
  /** whether the app answers 410 after a route's sunset (`afterSunset: "gone"`) */
  readonly gone: boolean;
}

/** `requirements` when they differ from the document's (compared as written), else nothing. */
const ownSecurity = (requirements: OpenApiSecurityRequirement[] | undefined, doc: DocumentContext) =>
  requirements === undefined || JSON.stringify(requirements) === JSON.stringify(doc.security) ? {} : { security: requirements };

/** The default description: the route's name, its version, and what it answers unless the name
 * already says it (a route without a name is named after its method and path). */
const describe = (route: RouteRecord): string => {
  const answers = `${route.method} ${route.path}`;
  const version = route.version === undefined ? "" : `, version ${route.version}`;
  return route.name === answers ? `Route \`${answers}\`${version}.` : `Route \`${route.name}\`${version}: \`${answers}\`.`;
};

/** How messages name a route's `part` schema: `the body schema of route POST '/users'`. */
const schemaOf = (route: RouteRecord, part: string): string => `the ${part} schema of route ${route.method} '${route.path}'`;

/** A route's schemas as JSON Schema of one side, each embedded in the components as `<id>_<suffix>`
 * (named in messages as its `part`, the suffix by default). */
const embedder = (route: RouteRecord, id: string, components: Components) => (schema: Schema, side: "input" | "output", suffix: string, part = suffix): JsonSchema =>
  components.embed(toJsonSchema(schema, side, schemaOf(route, part)), `${id}_${suffix}`);

/**
 * The operation of one route.
 *
 * @example
 * ```ts
 * buildOperation(route, "users_GET_id_int", convertPath(route.segments).params, new Components(BUILT_INS), { schemes: new Set(), security: undefined, gone: false });
 * // { operationId: "users_GET_id_int", summary: "GET /v1/users/<id:int>", responses: { 200: ..., 404: ... }, ... }
 * ```
 */
export function buildOperation(route: RouteRecord, id: string, pathParams: readonly ParameterObject[], components: Components, doc: DocumentContext): OperationObject {
  const s: RouteSchema = route.schema ?? {};
  const embed = embedder(route, id, components);
  const parameters = [
    ...pathParameters(pathParams, s.params, components, id, schemaOf(route, "params")),
    ...(s.query ? fromObject(embed(s.query, "input", "query"), "query", components) : []),
    ...(s.headers ? fromObject(embed(s.headers, "input", "headers"), "header", components) : []),
  ];
  const answers = operationResponses(route, id, pathParams, components, doc);
  const docs = route.openapi;
  const tags = docs.tags ?? (route.blueprint === undefined ? [] : [route.blueprint]);
  return {
    operationId: id,
    summary: docs.summary ?? `${route.method} ${route.path}`,
    description: docs.description ?? describe(route),
    ...(tags.length ? { tags: [...tags] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(s.body ? { requestBody: { required: !acceptsUndefined(s.body), content: json(embed(s.body, "input", "body")) } } : {}),
    ...ownSecurity(pluginSecurity(route, doc.schemes), doc),
    responses: answers,
    "x-versa-name": route.name,
    ...(route.version === undefined ? {} : { "x-versa-version": route.version }),
    ...lifecycleFields(route),
  };
}

/**
 * The responses of a route's operation: what its `response` option declares, what versa answers
 * for it (see `responses.ts`) and what its plugins add. `id` names its schemas in the components.
 *
 * @example
 * ```ts
 * operationResponses(route, "users_GET_id_int", convertPath(route.segments).params, components, doc); // { 200: ..., 400: ..., 404: ..., default: ... }
 * ```
 */
export function operationResponses(route: RouteRecord, id: string, pathParams: readonly ParameterObject[], components: Components, doc: DocumentContext): Record<string, ResponseObject> {
  const s: RouteSchema = route.schema ?? {};
  const embed = embedder(route, id, components);
  const r = s.response;
  const response: DescribedResponse =
    r === undefined ? undefined
    : isSchema(r) ? { one: embed(r, "output", "response") }
    : { byStatus: Object.entries(r).map(([status, schema]) => [status, embed(schema, "output", `response_${status}`, `${status} response`)] as const) };
  const sunset = doc.gone ? route.lifecycle?.sunset : undefined;
  const answers = responses(s, response, pathParams.some((p) => p["x-versa-static"] === undefined), components, sunset);
  addPluginAnswers(answers, route, id, components);
  return answers;
}

/**
 * What a document says of a route's versions and lifecycle: every version it is served at
 * (`x-versa-versions`, where a list or range serves it at several), `deprecated: true` with the
 * date (`x-deprecated`), the sunset (`x-sunset`) and the links (`x-deprecation-link`,
 * `x-sunset-link`).
 */
function lifecycleFields(route: RouteRecord): Record<string, unknown> {
  const l = route.lifecycle;
  return {
    ...(route.versions.length > 1 && { "x-versa-versions": [...route.versions] }),
    ...(l?.deprecated && { deprecated: true, "x-deprecated": dayText(l.deprecated) }),
    ...(l?.sunset && { "x-sunset": dayText(l.sunset) }),
    ...(l?.link !== undefined && { "x-deprecation-link": l.link }),
    ...(l?.sunsetLink !== undefined && { "x-sunset-link": l.sunsetLink }),
  };
}
