/**
 * Compiled by generate.interop.ts against the clients it generates, never run: what a user of
 * each client writes for the routes versa documents in its own way (a float with an exponent,
 * the `{static-N}` parameter of a segment holding `%`, a union query, an `ext` pair, a route
 * behind the bearer-auth plugin: its token, and its 401 problem typed).
 */
import createClient from "openapi-fetch";
import type { paths } from "./generated/openapi-typescript/fixture-v1.js";
import { createClient as createHeyClient } from "./generated/hey-api/fixture-v1/client/index.js";
import type { AccountGetMeErrors } from "./generated/hey-api/fixture-v1/types.gen.js";
import { accountGetMe, getPerson, paramsGetEdge100, peopleGetSearch } from "./generated/hey-api/fixture-v1/sdk.gen.js";

export async function openapiFetch(baseUrl: string): Promise<number> {
  const client = createClient<paths>({ baseUrl });
  const float = await client.GET("/v1/params/float/{v}", { params: { path: { v: 1e-7 } } });
  const edge = await client.GET("/v1/params/edge/{static-4}", { params: { path: { "static-4": "100%" } } });
  const byId = await client.GET("/v1/people/search", { params: { query: { id: "7" } } });
  const byText = await client.GET("/v1/people/search", { params: { query: { q: "ada", limit: 5 } } });
  const file = await client.GET("/v1/params/only/{f}.{ext}", { params: { path: { f: "a", ext: "tar.gz" } } });
  const person = await client.GET("/v1/people/{id}", { params: { path: { id: 1 } } });
  const name: string | undefined = person.data?.name;
  const text = await client.GET("/v1/shapes/name", { parseAs: "text" });
  const me = await client.GET("/v1/account/me", { headers: { Authorization: "Bearer secret-token" } });
  const myName: string | undefined = me.data?.name;
  // the plugin's 401 is typed (the error union also holds the `default`, so it is read by status)
  type Unauthorized = paths["/v1/account/me"]["get"]["responses"][401]["content"]["application/problem+json"];
  const why = me.response.status === 401 ? (me.error as Unauthorized).detail : undefined;
  return [float, edge, byId, byText, file, text].length + (name?.length ?? 0) + (why ?? myName ?? "").length;
}

export async function heyApi(baseUrl: string): Promise<string | undefined> {
  // the token goes where the operation's security says (Authorization: Bearer ...)
  const client = createHeyClient({ baseUrl, auth: () => "secret-token" });
  const me = await accountGetMe({ client });
  if (me.response?.status === 401) return (me.error as AccountGetMeErrors[401]).detail;
  await paramsGetEdge100({ client, path: { "static-4": "100%" } });
  await peopleGetSearch({ client, query: { q: "ada" } });
  const { data } = await getPerson({ client, path: { id: 1 } });
  return data?.address.city;
}
