/**
 * What a route's params schema's keys are held to at definition (src/builder/schema-keys.ts):
 * each key the schema takes names a parameter of the composed path, and each parameter of the
 * route's own path has a key (test/cases/param-keys.ts, the same rows as the type test).
 */
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { app, RouteDefinitionError } from "versa";
import { thrown } from "../cases/thrown.js";
import { paramKeyCases, pipedParamKeyCases } from "../cases/param-keys.js";

const h = () => "ok";
// (the union of every row's schema is no one route's: the type test checks each row)
const build = (path: string, params: unknown) => () => app().get(path, { schema: { params } } as never, h).routes;

describe("a params schema's keys are the path's parameters", () => {
  test.each(paramKeyCases)("$path, $message", ({ path, params, message }) => {
    if (message === null) return void expect(build(path, params)).not.toThrow();
    const e = thrown(build(path, params));
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect([e.message, e.code]).toEqual([`${message} (at route GET '${path}' of app)`, "INVALID_SCHEMA"]);
  });

  test.each(pipedParamKeyCases)("a schema whose keys or output the build cannot see is taken as it is: $path, $message", ({ path, params }) => {
    expect(build(path, params)).not.toThrow();
  });

  test("a loose object's parameter is validated and the rest passes through", async () => {
    const api = app().get("/x/<id:int>", { schema: { params: z.looseObject({ id: z.coerce.number().max(9) }) } }, ({ params }) => params);
    const [ok, big] = await Promise.all([api.fetch(new Request("http://h/x/5")), api.fetch(new Request("http://h/x/12"))]);
    expect([ok.status, await ok.json(), big.status]).toEqual([200, { id: 5 }, 400]);
  });
});
