import { app, blueprint, json } from "versa";

interface User {
  readonly id: number;
  readonly name: string;
}

/** The user a bearer token stands for (a real app asks its session store). */
async function userOf(request: Request): Promise<User | undefined> {
  const token = request.headers.get("authorization")?.replace(/^Bearer /, "");
  return token === "secret-token" ? { id: 1, name: "Ada" } : undefined;
}

export const account = blueprint("account", { urlPrefix: "/account", version: 1 })
  .onRequest(async ({ request }) => {
    const user = await userOf(request);
    if (!user) return json({ error: "sign in first" }, { status: 401, headers: { "www-authenticate": "Bearer" } });
    return { user }; // every handler added below reads ctx.user, typed User
  })
  .get("/me", ({ user }) => ({ id: user.id, name: user.name }))
  .get("/greeting", ({ user }) => `Hello, ${user.name}`);

export const api = app().blueprint(account);
// composed paths: /v1/account/me, /v1/account/greeting
