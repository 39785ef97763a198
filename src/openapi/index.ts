/**
 * OpenAPI 3.1 documents for versa apps, one version at a time.
 *
 * @example
 * ```ts
 * import { openapi } from "versa";
 * const doc = openapi(api, { version: 1, info: { title: "API", version: "1.0.0" } });
 * ```
 */
export { openapi } from "./document.js";
export { convertPath, type ConvertedPath } from "./paths.js";
export type {
  JsonSchema,
  OpenApiDocument,
  OpenApiContact,
  OpenApiInfo,
  OpenApiLicense,
  OpenApiOptions,
  OpenApiSecurityRequirement,
  OpenApiSecurityScheme,
  OpenApiServer,
  OpenApiTag,
  OperationObject,
  ParameterObject,
  PathItemObject,
} from "./types.js";
