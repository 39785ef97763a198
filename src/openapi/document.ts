/**
 * `openapi(api, options)`: an OpenAPI 3.1 document for the routes of one version of an app.
 */
import type { HasRoutes, RouteRecord } from "../builder/route-record.js";
import { selectVersion } from "../core/route.js";
import { Components } from "./components.js";
import { checkApp, checkOptions } from "./options.js";
import { buildOperation, operationResponses, pathParameters, type DocumentContext } from "./operation.js";
import { convertPath, renamePath, withoutTrailingSlash } from "./paths.js";
import { BUILT_INS, joinAnswer, unknownVersion } from "./responses.js";
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOptions,
  OpenApiSecurityRequirement,
  OpenApiSecurityScheme,
  OpenApiTag,
  OperationKey,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ResponseObject,
} from "./types.js";

/** `users.GET /<id:int>` -> `users_GET_id_int`: letters, digits and `_` only. */
const safeId = (name: string) => name.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");

/** The document's tags: those of the options, then the others operations use, by first use. */
function documentTags(given: readonly OpenApiTag[], items: Iterable<PathItemObject>): OpenApiTag[] {
  const tags = given.map((t) => ({ ...t }));
  const known = new Set(tags.map((t) => t.name));
  for (const item of items) {
    for (const op of Object.values(item) as OperationObject[]) {
      for (const name of op.tags ?? []) if (!known.has(name)) (known.add(name), tags.push({ name }));
    }
  }
  return tags;
}

/** The schemes (copied) that some requirement names, in the order given. */
function usedSchemes(given: Readonly<Record<string, OpenApiSecurityScheme>>, requirements: readonly OpenApiSecurityRequirement[]): Record<string, OpenApiSecurityScheme> {
  const named = new Set(requirements.flatMap((r) => Object.keys(r)));
  return structuredClone(Object.fromEntries(Object.entries(given).filter(([name]) => named.has(name))));
}

/**
 * The operationIds routes give themselves (made safe), of the routes that are an operation of
 * their own (the first of a shape and method; a later one is merged into it).
 */
function explicitIds(routes: readonly RouteRecord[]): Set<string> {
  const operations = new Set<string>();
  const ids = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${withoutTrailingSlash(convertPath(route.segments), route.strictSlashes).shape}`;
    if (operations.has(key)) continue;
    operations.add(key);
    const id = route.openapi.operationId;
    if (id) ids.add(id);
  }
  return ids;
}

/**
 * Widens `op` to also stand for a route of the same shape and method: each path parameter takes
 * the values of either (what held for one route alone, a description and a static segment's
 * `x-versa-static`, is dropped), and the route's answers join those listed, each once.
 */
function merge(op: OperationObject, route: RouteRecord, params: readonly ParameterObject[], answers: Record<string, ResponseObject>): void {
  for (const p of op.parameters ?? []) {
    const other = p.in === "path" ? params.find((q) => q.name === p.name) : undefined;
    if (!other || JSON.stringify(other.schema) === JSON.stringify(p.schema)) continue;
    const had = typeof p.schema === "object" && Array.isArray(p.schema["anyOf"]) && p["x-versa-merged"] ? (p.schema["anyOf"] as JsonSchema[]) : [p.schema];
    p.schema = { anyOf: [...had, other.schema] };
    p["x-versa-merged"] = true;
    if (p.description !== other.description) delete p.description;
    delete p["x-versa-static"];
  }
  for (const [status, answer] of Object.entries(answers)) {
    if (JSON.stringify(op.responses[status]) !== JSON.stringify(answer)) joinAnswer(op.responses, status, answer);
  }
  const also = Array.isArray(op["x-versa-also"]) ? (op["x-versa-also"] as string[]) : [];
  op["x-versa-also"] = [...also, `${route.method} ${route.path} (${route.name})`];
}

/**
 * An OpenAPI 3.1 document for the routes of one version (all routes when `version` is omitted),
 * hidden routes left out. docs/openapi.md says what each part becomes; in short:
 *
 * - Paths: `<id:int>` becomes `{id}`, `<f:ext>` `{f}.{ext}` (see `paths.ts`); static text is
 *   percent-encoded as `api.url` sends it, a segment holding `%` is a one-value parameter, and a
 *   non-strict route's key has no trailing `/`.
 * - A GET operation also answers HEAD; HEAD is listed only where a route declares it.
 * - Operations: the route's summary, description, tags and operationId (defaults: method and
 *   template, the route's name, the blueprint's name, the name made safe), numbered (`_2`, ...)
 *   where an id repeats, a number never taking an id a route gives itself. Parameters and
 *   bodies come from the route's schemas (see `operation.ts`), responses from what the route
 *   declares and what versa answers (see `responses.ts`).
 * - Two routes whose paths differ only in parameter names (`/u/<id:int>`, `/u/<name:alpha>`) are one
 *   OpenAPI path, named as the first route names them (the others' names are kept in
 *   `x-versa-name`); with the same method they are one operation whose path parameter schemas
 *   are `anyOf` both, and whose responses are those of both (the later routes are listed in `x-versa-also`).
 * - The document: `servers` (default `[{ url: "/" }]`), the options' tags then those routes use,
 *   `security` as given, and the `securitySchemes` it or an operation names (a document per
 *   version lists those its operations need: linters flag a scheme no requirement names).
 * - A plugin's `openapi` (see `plugins.ts`) adds its security requirements and answers to the
 *   operations of the routes under its level.
 *
 * Throws a `TypeError` when `api` is not an app or the options are not of the accepted shape
 * (unknown keys included), a `VersionError` for an invalid `version` and for one
 * that no route has.
 *
 * @example
 * ```ts
 * const doc = openapi(api, { version: 2, info: { title: "Users API", version: "2.0.0" } });
 * Object.keys(doc.paths); // ["/v2/users/{id}", ...]
 * ```
 */
export function openapi(api: HasRoutes, options: OpenApiOptions): OpenApiDocument {
  const { routes, settings } = checkApp(api);
  const o = checkOptions(options, routes);
  const context: DocumentContext = { schemes: new Set(Object.keys(o.securitySchemes ?? {})), security: o.security, gone: settings?.afterSunset === "gone" };
  const components = new Components(BUILT_INS);
  const shapes = new Map<string, { path: string; names: string[]; item: PathItemObject }>();
  const documented = selectVersion(routes, o.version).filter((r) => !r.openapi.hidden);
  const ids = new Set<string>();
  const explicit = explicitIds(documented);
  const uniqueId = (route: RouteRecord) => {
    const own = route.openapi.operationId;
    // (an id the route sets is used as written: its characters were checked where it was set)
    const base = own || safeId(route.name) || safeId(route.method) || "operation";
    // a number never takes an id some route asks for itself (that route's own base is its to take)
    const taken = (id: string) => ids.has(id) || (explicit.has(id) && !(own !== undefined && id === base));
    let id = base;
    for (let i = 2; taken(id); i++) id = `${base}_${i}`;
    ids.add(id);
    return id;
  };
  for (const route of documented) {
    let converted = withoutTrailingSlash(convertPath(route.segments), route.strictSlashes);
    const entry = shapes.get(converted.shape) ?? { path: converted.path, names: converted.params.map((p) => p.name), item: {} };
    shapes.set(converted.shape, entry);
    converted = renamePath(converted, entry.names);
    const key = route.method.toLowerCase() as OperationKey;
    const had = entry.item[key];
    if (had) {
      const id = safeId(route.name) || "route";
      const params = pathParameters(converted.params, route.schema?.params, components, id, `the params schema of route ${route.method} '${route.path}'`);
      merge(had, route, params, operationResponses(route, id, converted.params, components, context));
    } else entry.item[key] = buildOperation(route, uniqueId(route), converted.params, components, context);
  }
  const paths: Record<string, PathItemObject> = {};
  for (const { path, item } of shapes.values()) paths[path] = item;
  const tags = documentTags(o.tags ?? [], Object.values(paths));
  // copies: a caller changing the document must not change the options it reuses
  const security = o.security && { security: o.security.map((r) => ({ ...r })) };
  const schemes = usedSchemes(o.securitySchemes ?? {}, [...(o.security ?? []), ...Object.values(paths).flatMap((item) => (Object.values(item) as OperationObject[]).flatMap((op) => op.security ?? []))]);
  const prefixes = [...new Set(routes.flatMap((r) => (r.version !== undefined && r.versionPrefix !== undefined ? [r.versionPrefix] : [])))];
  return {
    openapi: "3.1.0",
    info: { ...o.info },
    // what a document without servers means, written out: tools ask for it
    servers: (o.servers ?? [{ url: "/" }]).map((s) => ({ ...s })),
    ...(tags.length ? { tags } : {}),
    ...security,
    paths,
    components: { schemas: components.schemas, ...(Object.keys(schemes).length > 0 && { securitySchemes: schemes }) },
    ...(prefixes.length > 0 && { "x-versa-unknown-version": unknownVersion(prefixes) }),
  };
}
