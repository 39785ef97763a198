/**
 * versa: versioned HTTP route trees whose composed paths and handler parameters are known at
 * compile time.
 *
 * @example
 * ```ts
 * import { app, blueprint, group, json } from "versa";
 * const users = blueprint("users", { urlPrefix: "/users" }).get("/<id:int>", ({ params }) => json({ id: params.id }));
 * const api = app().blueprint(group({ version: 2 }, users)); // GET /v2/users/<id:int>
 * ```
 */
export { app, type App } from "./app.js";
export type { RegistrationOptions } from "./builder/app.js";
export { blueprint, type Blueprint, type BlueprintOptions } from "./builder/blueprint.js";
export { group, type Group, type GroupOptions } from "./builder/group.js";
export type { Member } from "./builder/member.js";
export type { AnyApp, PathsOf, RoutesOf } from "./builder/infer.js";
export type { Context, Handler, RouteDocs, RouteInfo, RouteOptions } from "./builder/route-context.js";
export type { PlainEntry, RouteEntryOf } from "./builder/route-entry.js";
export type {
  AnyParams,
  AppHookContext,
  ErrorHook,
  HookContext,
  HookResult,
  LevelHookContext,
  Plugin,
  RequestHook,
  ResponseHook,
  ResponseResult,
} from "./builder/hooks.js";
export type { AddedKeys, AddHook, AnyHooks, Hooked, HookKeys, PluginKeys, WithKeys } from "./builder/hook-keys.js";
export type { AddedDocs, PluginOpenApi, PluginResponse } from "./builder/plugin-docs.js";
// The type state an app, blueprint or group carries: exported so that a user's exported value can
// be named in declaration files (`declaration: true`), and so that hovers name what they show.
export type {
  AnyLevelSettings,
  AnyParsedPrefix,
  LevelSettings,
  NoPrefix,
  NoSettings,
  ParsedPrefix,
  SetPrefix,
  SettingsOf,
  SetVersion,
  SetVersionPrefix,
} from "./builder/state-settings.js";
export type { AnyRouteEntry, AnySub, EntryOfAnyMember, RouteEntry, RouteIo, Sub } from "./builder/state-entries.js";
export type { Method, Origin } from "./core/route.js";
export type { RecordDocs, RouteRecord } from "./builder/route-record.js";
export { ERROR_CODES, RouteDefinitionError, RouteExistsError, VersaError, VersaTypeError, VersionError, type ErrorCode } from "./core/errors.js";
export type { Param } from "./path/label.js";
export type { ParamsOf } from "./path/params.js";
export { trustRegex } from "./path/regex-safety.js";
export type { UrlParams } from "./path/url.js";
export type { ParamTypeMap, ParamTypeName } from "./path/param-types.js";
export type { VersionInput, VersionOption, VersionRange, VersionSetting, VersionText } from "./path/version.js";
export type { Lifecycle, LifecycleDate, RouteLifecycle } from "./builder/lifecycle.js";
export type { AppOptions, FetchHandler } from "./server/fetch.js";
export { html, json, text, type ResponseOptions, type Typed } from "./server/respond.js";
export type {
  ClientErrorStatus,
  FailureStatus,
  FailureStatusExcept,
  NullBodyStatus,
  RedirectStatus,
  ServerErrorStatus,
  StatusCode,
  StatusExcept,
  SuccessStatus,
  SuccessStatusExcept,
  TypedResponse,
  UntypedResponse,
} from "./core/response.js";
export type { InputIssue, InvalidInput, ResponseSchemas, RouteSchema, Schema } from "./core/schema.js";
export { cors, type CorsOptions } from "./server/cors.js";
export {
  openapi,
  type OpenApiContact,
  type OpenApiDocument,
  type OpenApiInfo,
  type OpenApiLicense,
  type OpenApiOptions,
  type OpenApiSecurityRequirement,
  type OpenApiSecurityScheme,
  type OpenApiServer,
  type OpenApiTag,
} from "./openapi/index.js";
export { formatRoutes, type FormatOptions, type RouteRow } from "./cli/format.js";
