import { z } from "zod";
import { app, blueprint, openapi, type Plugin } from "versa";

/** An RFC 9457 problem, as the plugin's 401 sends it. */
export const Problem = z.object({ type: z.string(), title: z.string(), status: z.number().int(), detail: z.string() }).meta({ id: "Problem" });

export interface User {
  readonly id: number;
  readonly name: string;
}

/**
 * Bearer-token auth: a request without a token `verify` accepts is answered 401 problem+json; the
 * others reach the handlers with `user`. `openapi` says so to every document.
 */
export function bearerAuth(verify: (token: string) => User | undefined) {
  return {
    name: "bearer-auth",
    onRequest: ({ request }) => {
      const token = /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
      const user = token === undefined ? undefined : verify(token);
      if (user) return { user };
      const problem = { type: "about:blank", title: "Unauthorized", status: 401, detail: token === undefined ? "No bearer token" : "Invalid bearer token" };
      return new Response(JSON.stringify(problem), { status: 401, headers: { "content-type": "application/problem+json", "www-authenticate": "Bearer" } });
    },
    openapi: {
      security: [{ bearer: [] }],
      responses: { 401: { description: "Missing or invalid bearer token", schema: Problem, contentType: "application/problem+json" } },
    },
  } satisfies Plugin;
}

const account = blueprint("account", { urlPrefix: "/account", version: 1 })
  .use(bearerAuth((token) => (token === "secret-token" ? { id: 1, name: "Ada" } : undefined)))
  .get("/me", { summary: "Who I am", schema: { response: z.object({ id: z.number(), name: z.string() }) } }, ({ user }) => user);

export const api = app()
  .get("/health", { summary: "Liveness", tags: ["ops"] }, () => "ok")
  .blueprint(account);

// the scheme is the document's; the plugin's routes say they need it, /health inherits `security: []`
export const doc = openapi(api, { info: { title: "Accounts", version: "1.0.0" }, security: [], securitySchemes: { bearer: { type: "http", scheme: "bearer" } } });
// doc.paths["/v1/account/me"].get: security [{ bearer: [] }], responses 200, 401 (application/problem+json, Problem), 404, default
