import { app, cors } from "versa";
import { account } from "./hooks-auth.js";

/** Pages of app.example.com may call the API with the user's cookies; others may not read it. */
export const api = app()
  .use(cors({ origin: ["https://app.example.com"], credentials: true, maxAge: 600 }))
  .blueprint(account);
// composed paths: /v1/account/me, /v1/account/greeting
