import { app } from "versa";
import { account } from "./hooks-auth.js";

/** One line per answer, 404s and 500s included: method, path, status and time taken. */
export const api = app()
  .onRequest(() => ({ startedAt: performance.now() }))
  .onResponse(({ request, startedAt }, response) => {
    const ms = startedAt === undefined ? "-" : (performance.now() - startedAt).toFixed(1);
    console.log(`${request.method} ${new URL(request.url).pathname} ${response.status} ${ms} ms`);
  })
  .get("/health", () => "ok")
  .blueprint(account);
// composed paths: /health, /v1/account/me, /v1/account/greeting
