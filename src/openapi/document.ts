/**
 * `openapi(api, options)`: an OpenAPI 3.1 document for the routes of one version of an app.
 */
import type { HasRoutes, RouteRecord } from "../builder/tree.js";
import { selectVersion } from "../core/route.js";
import { Components } from "./components.js";
import { checkApp, checkOptions } from "./options.js";
import { buildOperation, pathParameters } from "./operation.js";
import { convertPath, renamePath } from "./paths.js";
import { BUILT_INS } from "./responses.js";
import type { JsonSchema, OpenApiDocument, OpenApiOptions, OperationKey, OperationObject, PathItemObject } from "./types.js";

/** `users.GET /<id:int>` -> `users_GET_id_int`: letters, digits and `_` only. */
const safeId = (name: string) => name.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");


/** Widens the path parameters of `op` to also accept those of a route of the same shape and method. */
function merge(op: OperationObject, route: RouteRecord, params: readonly { name: string; schema: JsonSchema }[]): void {
  for (const p of op.parameters ?? []) {
    const other = p.in === "path" ? params.find((q) => q.name === p.name) : undefined;
    if (!other || JSON.stringify(other.schema) === JSON.stringify(p.schema)) continue;
    const had = typeof p.schema === "object" && Array.isArray(p.schema["anyOf"]) && p["x-versa-merged"] ? (p.schema["anyOf"] as JsonSchema[]) : [p.schema];
    p.schema = { anyOf: [...had, other.schema] };
    p["x-versa-merged"] = true;
  }
  const also = Array.isArray(op["x-versa-also"]) ? (op["x-versa-also"] as string[]) : [];
  op["x-versa-also"] = [...also, `${route.method} ${route.path} (${route.name})`];
}

/**
 * An OpenAPI 3.1 document for the routes of one version (all routes when `version` is omitted).
 *
 * - Paths: `<id:int>` becomes `{id}`, `<f:ext>` becomes `{f}.{ext}`, `<rest:path>` becomes `{rest}`
 *   (see `paths.ts` for every type's schema). Static text is percent-encoded as `api.url` sends it.
 * - A GET operation also answers HEAD; HEAD is listed only where a route declares it.
 * - Query and header parameters come from the properties of the route's `query`/`headers`
 *   schemas, the request body from `body`, the 200 answer from `response` (zod 4 through
 *   `z.toJSONSchema`; other Standard Schemas through their JSON Schema converter, else `{}`).
 * - Responses (see `responses.ts`): 200; 204 when the handler may return nothing; 400 when a
 *   schema validates input or the path has parameters; 404; 413 and 415 when there is a body.
 * - operationId: the route name with anything but letters, digits and `_` replaced by `_`,
 *   numbered (`_2`, ...) where that repeats.
 * - Two routes whose paths differ only in parameter names (`/u/<id:int>`, `/u/<name:alpha>`) are one
 *   OpenAPI path, named as the first route names them (the others' names are kept in
 *   `x-versa-name`); with the same method they are one operation whose path parameter schemas
 *   are `anyOf` both (the later routes are listed in `x-versa-also`).
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
  const { routes } = checkApp(api);
  const o = checkOptions(options, routes);
  const components = new Components(BUILT_INS);
  const shapes = new Map<string, { path: string; names: string[]; item: PathItemObject }>();
  const ids = new Set<string>();
  const uniqueId = (name: string, method: string) => {
    const base = safeId(name) || safeId(method) || "operation";
    let id = base;
    for (let i = 2; ids.has(id); i++) id = `${base}_${i}`;
    ids.add(id);
    return id;
  };
  for (const route of selectVersion(routes, o.version)) {
    let converted = convertPath(route.segments);
    const entry = shapes.get(converted.shape) ?? { path: converted.path, names: converted.params.map((p) => p.name), item: {} };
    shapes.set(converted.shape, entry);
    converted = renamePath(converted, entry.names);
    const key = route.method.toLowerCase() as OperationKey;
    const had = entry.item[key];
    if (had) merge(had, route, pathParameters(converted.params, route.schema?.params, components, safeId(route.name) || "route"));
    else entry.item[key] = buildOperation(route, uniqueId(route.name, route.method), converted.params, components);
  }
  const paths: Record<string, PathItemObject> = {};
  for (const { path, item } of shapes.values()) paths[path] = item;
  return {
    openapi: "3.1.0",
    info: { ...o.info },
    ...(o.servers ? { servers: o.servers.map((s) => ({ ...s })) } : {}),
    paths,
    components: { schemas: components.schemas },
  };
}
