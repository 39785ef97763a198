/**
 * The shapes of an OpenAPI 3.1 document, as far as versa writes them, and the options of
 * {@link openapi}. Schemas are JSON Schema 2020-12 (the dialect of OpenAPI 3.1).
 */

/** A JSON Schema (2020-12): an object, or `true`/`false`. */
export type JsonSchema = { [key: string]: unknown } | boolean;

/** The document's `info` (an OpenAPI 3.1 Info Object): `title` and `version` are required by OpenAPI. */
export interface OpenApiInfo {
  readonly title: string;
  /** The version of the document (free text), not a route version. */
  readonly version: string;
  readonly summary?: string;
  /** Markdown */
  readonly description?: string;
  /** a URL */
  readonly termsOfService?: string;
  readonly contact?: OpenApiContact;
  readonly license?: OpenApiLicense;
  /** extensions (`x-...`) */
  readonly [extension: `x-${string}`]: unknown;
}

/** Who to contact about the API. */
export interface OpenApiContact {
  readonly name?: string;
  /** a URL */
  readonly url?: string;
  readonly email?: string;
  readonly [extension: `x-${string}`]: unknown;
}

/** The API's license: its name, with an SPDX `identifier` (`"MIT"`) or a `url`, not both. */
export type OpenApiLicense = { readonly name: string; readonly [extension: `x-${string}`]: unknown } & (
  | { readonly identifier?: string; readonly url?: never }
  | { readonly identifier?: never; readonly url?: string }
);

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

/** A tag of the document: its name, and what the tag groups (tools show it). */
export interface OpenApiTag {
  readonly name: string;
  readonly description?: string;
  readonly externalDocs?: { readonly url: string; readonly description?: string };
  readonly [extension: `x-${string}`]: unknown;
}

/**
 * A security scheme (`components.securitySchemes`): `type` is `apiKey`, `http`, `mutualTLS`,
 * `oauth2` or `openIdConnect`, with that type's fields (`scheme: "bearer"`, `in`, `name`, ...).
 */
export interface OpenApiSecurityScheme {
  readonly type: "apiKey" | "http" | "mutualTLS" | "oauth2" | "openIdConnect";
  readonly [field: string]: unknown;
}

/** One way to be authorized: scheme names (of `securitySchemes`) to the scopes needed. */
export type OpenApiSecurityRequirement = Readonly<Record<string, readonly string[]>>;

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
  readonly version?: string | number | null | undefined;
  readonly info: OpenApiInfo;
  /** Where the API is reached; default `[{ url: "/" }]`, what a document without servers means. */
  readonly servers?: readonly OpenApiServer[] | undefined;
  /** Tags with their descriptions, in the order tools list them; tags routes use but these do not name follow, by name alone. */
  readonly tags?: readonly OpenApiTag[] | undefined;
  /** The document's security requirements: `[]` for an API that asks for none. Omitted, the document says nothing of it. */
  readonly security?: readonly OpenApiSecurityRequirement[] | undefined;
  /** The schemes `security` names, by name. */
  readonly securitySchemes?: Readonly<Record<string, OpenApiSecurityScheme>> | undefined;
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
  description: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  /** the requirements of the route's plugins, where they differ from the document's */
  security?: OpenApiSecurityRequirement[];
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
  servers: OpenApiServer[];
  tags?: OpenApiTag[];
  security?: OpenApiSecurityRequirement[];
  paths: Record<string, PathItemObject>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, OpenApiSecurityScheme> };
  /** versa's answer to a path under a version prefix whose version no route serves (no operation's): see docs/openapi.md */
  "x-versa-unknown-version"?: { status: 404; description: string; content: Record<string, MediaTypeObject> };
}
