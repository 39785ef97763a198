/** What a route's arguments are held to at definition (`src/builder/route-checks.ts`): here, a body
 * schema on a method whose requests carry no body. */
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { app, blueprint, RouteDefinitionError } from "versa";
import { thrown } from "../cases/thrown.js";

const h = () => "ok";
const body = z.object({ a: z.string() });
const why = (method: string, where: string) =>
  `Invalid schema.body at ${where}: a ${method} request has no body, so the route could only answer 400; ` +
  "take the input from the query or the params, or use a method with a body such as POST";


describe("a body schema on GET or HEAD is refused where the route is defined", () => {
  test("GET, as an INVALID_SCHEMA RouteDefinitionError naming the route", () => {
    const e = thrown(() => app().get("/x", { schema: { body } } as never, h));
    expect(e).toBeInstanceOf(RouteDefinitionError);
    expect(e.code).toBe("INVALID_SCHEMA");
    expect(e.message).toBe(why("GET", "route GET '/x' of app"));
  });
  test("HEAD, and in a blueprint", () => {
    expect(() => blueprint("b").head("/h", { schema: { body } } as never, h)).toThrow(why("HEAD", "route HEAD '/h' of blueprint 'b'"));
  });
  test(".route with GET among its methods", () => {
    expect(() => app().route("/r", { methods: ["POST", "GET"], schema: { body } } as never, h)).toThrow(why("GET", "route POST|GET '/r' of app"));
  });
  test("methods whose requests carry a body keep it; GET keeps its other schemas", async () => {
    const api = app()
      .post("/x", { schema: { body } }, ({ body: b }) => b.a)
      .put("/x", { schema: { body } }, h)
      .patch("/x", { schema: { body } }, h)
      .delete("/x", { schema: { body } }, h)
      .options("/x", { schema: { body } }, h)
      .route("/r", { methods: ["POST", "PUT"], schema: { body } } as never, h)
      .get("/x", { schema: { query: z.object({ a: z.string() }) } }, ({ query }) => query.a);
    expect(api.routes.length).toBe(8);
    expect(await (await api.fetch(new Request("http://h/x", { method: "POST", body: '{"a":"b"}', headers: { "content-type": "application/json" } }))).text()).toBe("b");
  });
});
