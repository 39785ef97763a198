/**
 * `PathsOf` by method mirrors what the app answers: a `GET` route answers `HEAD` too, so its path
 * is among the `HEAD` paths. `RoutesOf` mirrors `api.routes`, which lists no implied `HEAD`.
 */
import { app, type PathsOf, type RoutesOf } from "versa";
import type { Equal, Expect } from "../test/cases/type-eq.js";

const h = () => "";
const api = app()
  .get("/g", h)
  .post("/p", h)
  .head("/h", h)
  .options("/o", h)
  .route("/m", { methods: ["GET", "DELETE"] }, h)
  .get("/both", h)
  .head("/both", h);

export type Head = Expect<Equal<PathsOf<typeof api, "HEAD">, "/h" | "/g" | "/m" | "/both">>;
export type Get = Expect<Equal<PathsOf<typeof api, "GET">, "/g" | "/m" | "/both">>;
export type HeadOrPost = Expect<Equal<PathsOf<typeof api, "HEAD" | "POST">, "/h" | "/g" | "/m" | "/both" | "/p">>;
export type All = Expect<Equal<PathsOf<typeof api>, "/g" | "/p" | "/h" | "/o" | "/m" | "/both">>;
export type Options = Expect<Equal<PathsOf<typeof api, "OPTIONS">, "/o">>;
export type Routes = Expect<Equal<Extract<RoutesOf<typeof api>, { method: "HEAD" }>["path"], "/h" | "/both">>;
