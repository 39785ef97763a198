/**
 * The shapes of an OpenAPI 3.1 document, as far as versa writes them, and the options of
 * {@link openapi}. Schemas are JSON Schema 2020-12 (the dialect of OpenAPI 3.1).
 */
import type { RouteRecord } from "../builder/tree.js";

/** A JSON Schema (2020-12): an object, or `true`/`false`. */
export type JsonSchema = { [key: string]: unknown } | boolean;

/** The document's `info`: `title` and `version` are required by OpenAPI. */
export interface OpenApiInfo {
  readonly title: string;
  /** The version of the document (free text), not a route version. */
  readonly version: string;
  readonly summary?: string;
  readonly description?: string;
  readonly [extra: string]: unknown;
}

/** A server the API is reachable at; `variables` fill the `{name}`s of a templated `url`. */
export interface OpenApiServer {
  readonly url: string;
  readonly description?: string;
  readonly variables?: Readonly<Record<string, OpenApiServerVariable>>;
  /** extensions (`x-...`) */
  readonly [extension: `x-${string}`]: unknown;
}

/** One variable of a templated server `url`. */
export interface OpenApiServerVariable {
  readonly default: string;
  readonly enum?: readonly string[];
  readonly description?: string;
}

/**
 * Options of {@link openapi}.
 *
 * @example
 * ```ts
 * const options: OpenApiOptions = { version: 2, info: { title: "Users", version: "1.0.0" } };
 * ```
 */
export interface OpenApiOptions {
  /**
   * Only the routes of this version (`2`, `"2"` and `"v2"` all select `RouteRecord.version === "2"`);
   * `null` selects the routes without a version; omitted, every route.
   */
  readonly version?: string | number | null;
  readonly info: OpenApiInfo;
  readonly servers?: readonly OpenApiServer[];
}

export interface ParameterObject {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: JsonSchema;
  description?: string;
  style?: string;
  explode?: boolean;
  [extension: `x-${string}`]: unknown;
}

export interface MediaTypeObject {
  schema: JsonSchema;
}

export interface RequestBodyObject {
  required: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  /** the route's lifecycle sets a deprecation (its date is `x-deprecated`, a sunset `x-sunset`) */
  deprecated?: boolean;
  [extension: `x-${string}`]: unknown;
}

/** Lower-case HTTP methods, the keys of a path item. */
export type OperationKey = "get" | "put" | "post" | "delete" | "options" | "head" | "patch";

export type PathItemObject = { [K in OperationKey]?: OperationObject } & { parameters?: ParameterObject[] };

/**
 * An OpenAPI 3.1 document.
 *
 * @example
 * ```ts
 * const doc: OpenApiDocument = openapi(api, { info: { title: "API", version: "1" } });
 * doc.paths["/v1/users/{id}"]?.get?.operationId; // "users_GET_id_int"
 * ```
 */
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: OpenApiInfo;
  servers?: OpenApiServer[];
  paths: Record<string, PathItemObject>;
  components: { schemas: Record<string, JsonSchema> };
}
