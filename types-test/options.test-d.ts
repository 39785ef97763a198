/**
 * Options given a value that may be `undefined` (versa's tsconfig has `exactOptionalPropertyTypes`):
 * every option takes it as not given, as the runtime does. A version or version prefix written as a
 * value that may be unset is refused: its route's paths would be typed with it or without it.
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

const plain = blueprint("plain", { urlPrefix: "/m", version: 2, versionPrefix: undefined, strictSlashes: undefined, tags: undefined, trustRegex: undefined, lifecycle: undefined })
  .get("/x", () => 1);
const api = app({ handlerTimeout: ms, codegen: flag ? true : undefined, versions: undefined })
  .get("/q", { schema: { query: z.object({ page: z.coerce.number().optional() }) } }, () => 1)
  .get("/v", { version: undefined, versionPrefix: undefined, name: text, summary: text }, () => 2)
  .blueprint(group({ version: undefined, urlPrefix: undefined, versionPrefix: undefined }, plain), { version: undefined, urlPrefix: undefined });
expectType<"/q" | "/v" | "/v2/m/x">({} as PathsOf<typeof api>);

const client = createClient<typeof api>({ baseUrl: "/", headers });
export const call = () => client.get("/q", { query, headers, signal: undefined });

// A version or version prefix written as a value that may be unset: the runtime takes either,
// but a route's paths are typed with it or without it, so the types ask for one of the two.
// @ts-expect-error The version at route GET '/a' of app may be undefined
app().get("/a", { version: flag ? 1 : undefined }, () => 1);
// @ts-expect-error The version at blueprint 'b' may be undefined
blueprint("b", { version: flag ? [1, 2] : undefined });
// @ts-expect-error The versionPrefix at blueprint 'b' may be undefined
blueprint("b", { versionPrefix: flag ? "/api/v" : undefined });
// @ts-expect-error The version at group may be undefined
group({ version: flag ? { since: 2 } : undefined });
// A url prefix likewise: its routes' paths would be typed under it, and served without it.
// @ts-expect-error The urlPrefix at blueprint 'b' may be undefined
blueprint("b", { urlPrefix: flag ? "/m" : undefined });
// @ts-expect-error The urlPrefix at group may be undefined
group({ urlPrefix: flag ? "/g" : undefined });
// @ts-expect-error The urlPrefix at registration may be undefined
app().blueprint(blueprint("b").get("/y", () => 1), { urlPrefix: flag ? "/n" : undefined });
// The app's versions: its ranges and lifecycles are typed against the list it declares.
// @ts-expect-error The versions at app({ versions }) may be undefined
app({ versions: flag ? [1, 2] : undefined });
// A declared type that may be unset (shared options) is unset there: its paths are not typed by value.
declare const shared: RouteOptions;
app().get("/a", shared, () => 1);
// A url prefix of a declared type that may be unset is accepted, as the runtime takes it.
const prefixText = blueprint("t", { urlPrefix: text }).get("/x", () => 1);
app().blueprint(prefixText).blueprint(blueprint("u").get("/y", () => 1), { urlPrefix: text });
group({ urlPrefix: text });
