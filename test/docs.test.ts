/**
 * Every code sample in README.md and docs/ is a file under examples/ (compiled by `npm run
 * typecheck`): each ```ts block follows a `<!-- file: path -->` line naming a file whose content
 * is exactly the block. Samples that export `api` are run: their composed paths must be the ones
 * listed below, and a sample's `// composed paths:` comment, where it has one, lists the same.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test, vi } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const docs = ["README.md", ...readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

const blocks = docs.flatMap((doc) => {
  const text = readFileSync(join(root, doc), "utf8");
  return [...text.matchAll(/(?:<!-- file: (\S+) -->\n)?```(ts|typescript)\n([\s\S]*?)```/g)].map((m) => ({ doc, file: m[1], code: m[3] as string }));
});

describe("docs samples are files the suite compiles", () => {
  test("there are samples", () => expect(blocks.length).toBeGreaterThan(5));
  test.each(blocks.map((b, i) => ({ ...b, i })))("$doc sample $i ($file)", ({ file, code }) => {
    expect(file, "a ts block without <!-- file: ... --> before it").toBeDefined();
    expect(readFileSync(join(root, file as string), "utf8")).toBe(code);
  });
});

const runnable = [...new Set(blocks.map((b) => b.file).filter((f): f is string => f !== undefined && f.startsWith("examples/docs/")))];

/** The paths each sample's `api.routes` composes, in order. */
const composed: Record<string, readonly string[]> = {
  "examples/docs/readme.ts": ["/health", "/api/v1/users/<id:int>", "/api/v1/users/", "/api/v2/users/<id:uuid>"],
  "examples/docs/concepts-compose.ts": ["/plain", "/v1.25/G/A/r", "/v2/G/B/r", "/v1/G/B/r1"],
  "examples/docs/concepts-precedence.ts": ["/v3/route", "/v2/blueprint", "/v1/group", "/v9/registration"],
  "examples/docs/concepts-prefix.ts": ["/api/v1/a", "/api/version2/b", "/3/c", "/<tenant:str>/v4/users/<id:int>", "/api/v5/x", "/v6/y", "/unused"],
  "examples/docs/concepts-join.ts": ["/g/b", "/g/b/", "/g/b/x/", "/v1/mount/g/x"],
  "examples/docs/concepts-fluent.ts": ["/api/v1/users/<id:int>", "/api/v2/people/<id:int>", "/api/v2/people/", "/legacy/<id:int>"],
  "examples/docs/params.ts": ["/users/<id:int>/posts/<slug:slug>", "/days/<day:ymd>", "/files/<name:ext=jpg|png>", "/codes/<code:[A-Z]{2}-\\d{3}>", "/static/<rest:path>"],
  "examples/docs/client.ts": ["/v1/users/", "/v1/users/", "/v1/users/<id:int>"],
  "examples/docs/statuses.ts": ["/users", "/users/<id:int>"],
  "examples/docs/cli.ts": [
    "/health",
    "/v2/items/<id:int>",
    "/v1/items/<id:int>/legacy",
    "/v2/items/<id:int>",
    "/api/v3/t/<tenant:slug>/items/<id:int>",
    "/api/v1/t/<tenant:slug>/items/<id:int>/legacy",
    "/api/v3/t/<tenant:slug>/items/<id:int>",
  ],
  "examples/docs/hooks-auth.ts": ["/v1/account/me", "/v1/account/greeting"],
  "examples/docs/hooks-logging.ts": ["/health", "/v1/account/me", "/v1/account/greeting"],
  "examples/docs/hooks-cors.ts": ["/v1/account/me", "/v1/account/greeting"],
  "examples/docs/hooks-errors.ts": ["/orders/<id:int>", "/orders/", "/orders/broken"],
  "examples/docs/versions-1.ts": ["/v1/users/<id:int>", "/v1/orders/<id:int>"],
  "examples/docs/versions-2.ts": ["/v1/users/<id:int>", "/v2/users/<id:int>", "/v1/orders/<id:int>", "/v2/orders/<id:int>"],
  "examples/docs/versions-3.ts": ["/v1/users/<id:int>", "/v2/users/<id:int>", "/v1/orders/<id:int>", "/v2/orders/<id:int>"],
  "examples/docs/versions-4.ts": ["/v1/users/<id:int>", "/v2/users/<id:int>", "/v3/users/<id:int>", "/v1/orders/<id:int>", "/v2/orders/<id:int>", "/v3/orders/<id:int>", "/v3/reports/"],
  "examples/docs/versions-5.ts": ["/v1/users/<id:int>", "/v2/users/<id:int>", "/v3/users/<id:int>", "/v1/orders/<id:int>", "/v2/orders/<id:int>", "/v3/orders/<id:int>", "/v3/reports/"],
  "examples/docs/openapi.ts": ["/health", "/v1/users/<id:int>", "/v1/users/", "/v1/users/", "/v1/files/<name:ext=jpg|png>", "/v1/files/raw/<rest:path>", "/v2/users/<id:int>", "/v2/users/", "/v2/users/"],
  "examples/docs/openapi-auth.ts": ["/health", "/v1/account/me"],
};

test("the README's server answers", async () => {
  const { start } = (await import(join(root, "examples/docs/readme-serve.ts"))) as { start: (port: number) => Promise<{ url: string; close(): Promise<void> }> };
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const server = await start(0);
  try {
    expect(await (await fetch(`${server.url}/api/v1/users/7`)).json()).toEqual({ id: 7, name: "Ada" });
  } finally {
    log.mockRestore();
    await server.close();
  }
});

test("the hooks samples answer as docs/hooks.md says", async () => {
  const load = async (name: string) => ((await import(join(root, `examples/docs/${name}.ts`))) as { api: { fetch: (r: Request) => Promise<Response> } }).api;
  const get = async (api: { fetch: (r: Request) => Promise<Response> }, path: string, headers: Record<string, string> = {}) => {
    const r = await api.fetch(new Request(`http://h${path}`, { headers }));
    return [r.status, await r.text()];
  };
  const auth = await load("hooks-auth");
  expect(await get(auth, "/v1/account/me", { authorization: "Bearer secret-token" })).toEqual([200, '{"id":1,"name":"Ada"}']);
  expect(await get(auth, "/v1/account/greeting")).toEqual([401, '{"error":"sign in first"}']);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    await get(await load("hooks-logging"), "/nowhere");
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^GET \/nowhere 404 \d+\.\d ms$/));
    const errors = await load("hooks-errors");
    expect([await get(errors, "/orders/7"), await get(errors, "/orders/broken")]).toEqual([[404, '{"error":"no order 7"}'], [500, "Internal Server Error"]]);
    expect(error).toHaveBeenCalledWith("unhandled", expect.any(Error));
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  const r = await (await load("hooks-cors")).fetch(new Request("http://h/v1/account/me", { method: "OPTIONS", headers: { origin: "https://app.example.com", "access-control-request-method": "GET" } }));
  expect([r.status, r.headers.get("access-control-allow-methods"), r.headers.get("access-control-allow-credentials")]).toEqual([204, "GET, HEAD", "true"]);
});

describe("runnable samples compose the paths they show", () => {
  test.each(runnable)("%s", async (file) => {
    const mod = (await import(join(root, file))) as { api?: { routes: readonly { path: string }[] } };
    if (!mod.api) return;
    expect(composed[file], "a sample exporting `api` without its paths in `composed`").toBeDefined();
    expect(mod.api.routes.map((r) => r.path)).toEqual(composed[file]);
    const comment = /^\/\/ composed paths: (.*)$/m.exec(readFileSync(join(root, file), "utf8"))?.[1];
    if (comment !== undefined) expect(comment.split(", ")).toEqual(composed[file]);
  });
  test("every sample listed runs", () => expect(Object.keys(composed).filter((f) => !runnable.includes(f))).toEqual([]));
});
