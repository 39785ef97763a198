/**
 * What a plugin declares it adds (`Plugin.openapi`): security requirements and answers, on every
 * operation of the routes under the level where it is used (app, group, blueprint), kept on the
 * route record; the schemes it names checked against the document's.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { app, blueprint, group, openapi, VersaError, type Plugin } from "versa";

const info = { title: "Auth", version: "1.0.0" };
const securitySchemes = { bearer: { type: "http", scheme: "bearer" }, key: { type: "apiKey", in: "header", name: "x-key" } } as const;
const Problem = z.object({ type: z.string(), title: z.string(), status: z.number().int(), detail: z.string() }).meta({ id: "Problem" });

const auth: Plugin = {
  name: "auth",
  onRequest: ({ request }) => (request.headers.get("authorization") === "Bearer t" ? undefined : new Response(null, { status: 401 })),
  openapi: { security: [{ bearer: [] }], responses: { 401: { description: "Missing or invalid token", schema: Problem, contentType: "application/problem+json" } } },
};
const admin: Plugin = { name: "admin", openapi: { security: [{ key: ["admin"] }, { bearer: ["admin"] }], responses: { 403: { description: "Not an admin" } } } };

const account = blueprint("account", { urlPrefix: "/account" })
  .get("/me", () => ({ id: 1 }))
  .use(auth) // covers the routes added before it too
  .get("/settings", { schema: { response: { 200: z.object({ theme: z.string() }), 401: z.object({ reason: z.string() }) } } }, () => ({ theme: "dark" }));
const ops = blueprint("ops", { urlPrefix: "/ops" }).use(admin).get("/stats", () => ({ n: 1 }));

const api = app()
  .get("/health", () => "ok")
  .blueprint(account)
  .blueprint(group({ urlPrefix: "/admin" }, ops).use(auth));

const op = (doc: ReturnType<typeof openapi>, path: string) => doc.paths[path]?.get;

describe("a plugin's openapi", () => {
  it("is kept on the records of the routes under its level, with where it was set, outermost first", () => {
    const plugins = (path: string) => api.routes.find((r) => r.path === path)?.openapi.plugins?.map((p) => p.where);
    expect(plugins("/account/me")).toEqual(["plugin 'auth' of blueprint 'account'"]);
    expect(plugins("/admin/ops/stats")).toEqual(["plugin 'auth' of group", "plugin 'admin' of blueprint 'ops'"]);
    expect(plugins("/health")).toBeUndefined();
  });

  it("gives the operations under it their security and answers, and no other operation", () => {
    const doc = openapi(api, { info, security: [], securitySchemes });
    expect(op(doc, "/account/me")?.security).toEqual([{ bearer: [] }]);
    expect(op(doc, "/account/me")?.responses["401"]).toEqual({ description: "Missing or invalid token", content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } });
    expect(doc.components.schemas["Problem"]).toMatchObject({ type: "object", required: ["type", "title", "status", "detail"] });
    expect(op(doc, "/health")).not.toHaveProperty("security");
    expect(op(doc, "/health")?.responses).not.toHaveProperty("401");
  });

  it("joins an answer of the same status the route declares (anyOf both schemas)", () => {
    const settings = op(openapi(api, { info, securitySchemes }), "/account/settings");
    expect(settings?.responses["401"]?.content?.["application/problem+json"]).toEqual({ schema: { $ref: "#/components/schemas/Problem" } });
    expect(settings?.responses["401"]?.content?.["application/json"]?.schema).toMatchObject({ type: "object", required: ["reason"] });
    expect(settings?.responses["401"]?.description).toBe("Status 401. Missing or invalid token");
  });

  it("combines the requirements of several plugins: each must be met", () => {
    const stats = op(openapi(api, { info, securitySchemes }), "/admin/ops/stats");
    // the group's auth ({ bearer }), then either of the blueprint's admin requirements
    expect(stats?.security).toEqual([{ bearer: [], key: ["admin"] }, { bearer: ["admin"] }]);
    expect(Object.keys(stats?.responses ?? {})).toEqual(["401", "403", "404", "default"]);
    expect(stats?.responses["403"]).toEqual({ description: "Not an admin" });
  });

  it("writes an operation's security only where it differs from the document's", () => {
    const doc = openapi(api, { info, security: [{ bearer: [] }], securitySchemes });
    expect(op(doc, "/account/me")).not.toHaveProperty("security");
    expect(op(doc, "/admin/ops/stats")).toHaveProperty("security");
    // a document that says nothing of security: every requirement is the operation's
    expect(op(openapi(api, { info, securitySchemes }), "/account/me")?.security).toEqual([{ bearer: [] }]);
  });

  it("covers the routes an app level had before the plugin, and a security-less plugin adds answers only", () => {
    const later = app().get("/a", () => "a").use({ openapi: { responses: { 429: { description: "Too many requests" } } } });
    const doc = openapi(later, { info });
    expect(op(doc, "/a")?.responses["429"]).toEqual({ description: "Too many requests" });
    expect(op(doc, "/a")).not.toHaveProperty("security");
    expect(later.routes[0]?.openapi.plugins?.[0]?.where).toBe("a plugin of app");
  });

  it("lists the schemes some requirement of the document names, and no other", () => {
    expect(Object.keys(openapi(api, { info, securitySchemes }).components.securitySchemes ?? {})).toEqual(["bearer", "key"]);
    const onlyAuth = app().blueprint(account);
    expect(openapi(onlyAuth, { info, securitySchemes }).components.securitySchemes).toEqual({ bearer: securitySchemes.bearer });
    expect(openapi(app().get("/a", () => "a"), { info, security: [], securitySchemes }).components).not.toHaveProperty("securitySchemes");
    expect(openapi(app().get("/a", () => "a"), { info, security: [{ key: [] }], securitySchemes }).components.securitySchemes).toEqual({ key: securitySchemes.key });
  });

  it("refuses a scheme securitySchemes lacks, naming the plugin, its level and the route", () => {
    const call = () => openapi(api, { info, securitySchemes: { bearer: securitySchemes.bearer } });
    expect(call).toThrow(VersaError);
    expect(call).toThrow(
      "openapi(): the security requirement of plugin 'admin' of blueprint 'ops' (route GET '/admin/ops/stats') names the scheme 'key', which securitySchemes does not define (defined: bearer): add it to openapi()'s securitySchemes",
    );
    expect((() => { try { call(); } catch (e) { return (e as VersaError).code; } })()).toBe("UNKNOWN_SECURITY_SCHEME");
    expect(() => openapi(api, { info, security: [{ oauth: [] }], securitySchemes })).toThrow("the security requirement of the option security names the scheme 'oauth'");
  });

  it("leaves hidden routes alone, and a plugin without openapi adds nothing", () => {
    const quiet = app().use({ onRequest: () => undefined }).get("/x", { hidden: true }, () => "x").use({ openapi: { security: [{ nope: [] }] } });
    expect(Object.keys(openapi(quiet, { info }).paths)).toEqual([]);
    expect(app().use({ onRequest: () => undefined }).get("/y", () => "y").routes[0]?.openapi).toEqual({});
  });
});
