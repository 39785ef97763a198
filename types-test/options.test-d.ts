/**
 * Options given a value that may be `undefined` (versa's tsconfig has `exactOptionalPropertyTypes`):
 * every option takes it as not given, as the runtime does; a version or version prefix that may be
 * unset is checked for the value it may be, and its route typed by that value.
 */
import { expectType } from "tsd";
import { z } from "zod";
import { app, blueprint, group, type AppOptions, type PathsOf, type RouteOptions } from "versa";
import { createClient, type ClientOptions } from "versa/client";
import type { CloseOptions, ServeOptions } from "versa/node";

declare const flag: boolean;
declare const ms: number | undefined;
declare const text: string | undefined;
declare const headers: Record<string, string> | undefined;
declare const query: { page?: number } | undefined;

export const serveOptions: ServeOptions = { port: ms, hostname: text, requestTimeout: ms, pipelineLimit: ms, sendTimeout: ms, keepAliveTimeout: ms };
export const closeOptions: CloseOptions = { timeout: ms };
export const clientOptions: ClientOptions = { baseUrl: "/", fetch: undefined, headers, onDeprecation: undefined, credentials: undefined };
export const appOptions: AppOptions = { handlerTimeout: ms, bodyLimit: ms, jsonDepth: ms, codegen: undefined, onError: undefined, protoKeys: undefined, strictSlashes: undefined, reportVersions: undefined, afterSunset: undefined };
export const routeOptions: RouteOptions = { version: undefined, versionPrefix: text, name: text, summary: text, description: text, tags: undefined, operationId: text, hidden: undefined, lifecycle: undefined, strictSlashes: undefined, trustRegex: undefined };

const maybe = blueprint("maybe", { urlPrefix: "/m", version: flag ? 2 : undefined, versionPrefix: flag ? "/api/v" : undefined, strictSlashes: undefined, tags: undefined, trustRegex: undefined, lifecycle: undefined })
  .get("/x", () => 1);
const api = app({ handlerTimeout: ms, codegen: flag ? true : undefined, versions: undefined })
  .get("/q", { schema: { query: z.object({ page: z.coerce.number().optional() }) } }, () => 1)
  .get("/v", { version: flag ? 1 : undefined, versionPrefix: undefined, name: text, summary: text }, () => 2)
  .blueprint(group({ version: undefined, urlPrefix: undefined, versionPrefix: undefined }, maybe), { version: undefined, urlPrefix: undefined });
// (a version that may be unset types its route by the value it may be)
expectType<"/q" | "/v1/v" | "/api/v2/m/x">({} as PathsOf<typeof api>);

const client = createClient<typeof api>({ baseUrl: "/", headers });
export const call = () => client.get("/q", { query, headers, signal: undefined });

// the value it may be is checked as a written one is
// @ts-expect-error a version is a number >= 0
app().get("/a", { version: flag ? -1 : undefined }, () => 1);
// @ts-expect-error not one of the app's versions
app({ versions: [1, 2] }).get("/a", { version: flag ? 3 : undefined }, () => 1);
// @ts-expect-error a version prefix starts with '/'
blueprint("b", { versionPrefix: flag ? "api" : undefined });
// @ts-expect-error an empty list of versions
group({ version: flag ? [] : undefined });
