/**
 * Every route of the fixture, served by `serve()`, called through openapi-fetch (driven by the
 * documents alone: path keys, parameter names, the `{static-N}` value, the media type of the 200)
 * and through versa's own client: both get the same status and the same body.
 */
import createFetchClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openapi, type OpenApiDocument, type RouteRecord } from "versa";
import { createClient } from "versa/client";
import { serve, type Server } from "versa/node";
import type { OperationObject } from "../../src/openapi/index.js";
import { calls, type Call } from "./calls.js";
import { fixture, fixtureOptions } from "./fixture-app.js";

let server: Server;
beforeAll(async () => {
  server = await serve(fixture, { port: 0, hostname: "127.0.0.1" });
});
afterAll(() => server?.close());

const documents = new Map<string | undefined, OpenApiDocument>();
const documentOf = (version: string | undefined): OpenApiDocument => {
  if (!documents.has(version)) documents.set(version, openapi(fixture, { ...fixtureOptions, version: version ?? null }));
  return documents.get(version) as OpenApiDocument;
};

const routeOf = (call: Call): RouteRecord => {
  const route = fixture.routes.find((r) => r.method === call.method && r.path === call.path);
  if (!route) throw new Error(`no route ${call.method} ${call.path}`);
  return route;
};

/** The document's path key and operation for a route (found by the route's name). */
function operationOf(route: RouteRecord): { key: string; op: OperationObject } {
  const method = route.method.toLowerCase() as "get";
  for (const [key, item] of Object.entries(documentOf(route.version).paths)) {
    const op = item[method];
    if (op?.["x-versa-name"] === route.name) return { key, op };
  }
  throw new Error(`no operation for ${route.name}`);
}

/** What openapi-fetch is given: the path parameters by the document's names, the rest as is. */
function fetchInit(call: Call, op: OperationObject) {
  const path: Record<string, unknown> = {};
  for (const p of op.parameters ?? []) {
    if (p.in !== "path") continue;
    const own = (p["x-versa-name"] as string | undefined) ?? p.name;
    path[p.name] = p["x-versa-static"] ?? call.params?.[own];
  }
  const ok = op.responses["200"]?.content ?? {};
  // a declared JSON or text answer is read as declared; an undeclared one as its content type says
  const parseAs = "application/json" in ok ? "json" : "text";
  return { params: { path, query: call.query, header: call.headers }, body: call.body, parseAs } as const;
}

const asBody = (text: unknown, type: string | null) => (typeof text === "string" && type?.includes("json") && text !== "" ? JSON.parse(text) : text);

describe("openapi-fetch and versa's client answer alike", () => {
  it("calls every route of the fixture", () => {
    const called = new Set(calls.map((c) => `${c.method} ${c.path}`));
    expect(fixture.routes.map((r) => `${r.method} ${r.path}`).filter((r) => !called.has(r))).toEqual([]);
  });

  it.each(calls.map((c) => [`${c.method} ${c.path} ${JSON.stringify({ ...c.params, ...c.query })}`, c] as const))("%s", async (_, call) => {
    const route = routeOf(call);
    const { key, op } = operationOf(route);
    const versa = createClient<typeof fixture>({ baseUrl: server.url });
    const mine = await (versa as unknown as Record<string, (p: string, o: object) => Promise<{ ok: boolean; status: number; data?: unknown; error?: unknown }>>)[call.method.toLowerCase()]!(call.path, {
      ...(call.params && { params: call.params }),
      ...(call.query && { query: call.query }),
      ...(call.headers && { headers: call.headers }),
      ...(call.body !== undefined && { body: call.body }),
    });
    const theirs = await createFetchClient({ baseUrl: server.url }).request(call.method.toLowerCase() as "get", key as never, fetchInit(call, op) as never);
    const type = theirs.response.headers.get("content-type");
    const body = theirs.response.ok ? ("200" in op.responses ? theirs.data : asBody(theirs.data, type)) : theirs.error;
    expect({ status: theirs.response.status, body }).toEqual({ status: mine.status, body: mine.ok ? mine.data : mine.error });
    // the document declares the status answered (or says default)
    expect(Object.keys(op.responses)).toContain(String(theirs.response.status) in op.responses ? String(theirs.response.status) : "default");
  });
});
