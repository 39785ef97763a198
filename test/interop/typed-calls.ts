/**
 * Compiled by generate.interop.ts against the clients it generates, never run: what a user of
 * each client writes for the routes versa documents in its own way (a float with an exponent,
 * the `{static-N}` parameter of a segment holding `%`, a union query, an `ext` pair).
 */
import createClient from "openapi-fetch";
import type { paths } from "./generated/openapi-typescript/fixture-v1.js";
import { createClient as createHeyClient } from "./generated/hey-api/fixture-v1/client/index.js";
import { getPerson, paramsGetEdge100, peopleGetSearch } from "./generated/hey-api/fixture-v1/sdk.gen.js";

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
  return [float, edge, byId, byText, file, text].length + (name?.length ?? 0);
}

export async function heyApi(baseUrl: string): Promise<string | undefined> {
  const client = createHeyClient({ baseUrl });
  await paramsGetEdge100({ client, path: { "static-4": "100%" } });
  await peopleGetSearch({ client, query: { q: "ada" } });
  const { data } = await getPerson({ client, path: { id: 1 } });
  return data?.address.city;
}
