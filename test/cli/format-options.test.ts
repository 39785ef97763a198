/** `formatRoutes()` misused: values of the wrong kind are named, an app is taken as its routes. */
import { describe, expect, test } from "vitest";
import { app, formatRoutes } from "versa";

describe("formatRoutes()", () => {
  const api = app().get("/health", () => "ok");
  test("takes the app as its routes", () => {
    expect(formatRoutes(api)).toBe(formatRoutes(api.routes));
    expect(formatRoutes(api, { json: true })).toBe(formatRoutes(api.routes, { json: true }));
  });
  test.each([[null, "null"], ["x", `"x"`], [42, "42"], [{}, "an object"], [[{}], "an array"], [{ routes: "x" }, "an object"]])("%j is a TypeError", (value, got) => {
    expect(() => formatRoutes(value as never)).toThrow(new TypeError(`formatRoutes(): expected an app or its routes (api.routes), got ${got}`));
  });
  test.each([
    [{ json: "yes" }, `json: expected a boolean, got "yes"`],
    [{ jsno: true }, "jsno: unknown option (accepted: json)"],
    [null, "options: expected an options object { json? }, got null"],
  ])("options %j are a TypeError naming the key", (options, detail) => {
    expect(() => formatRoutes(api, options as never)).toThrow(new TypeError(`Invalid options at formatRoutes(): ${detail}`));
  });
  test("types: an app or its routes, known options only", () => {
    formatRoutes(api);
    formatRoutes({ routes: api.routes }, {});
    // @ts-expect-error not routes
    expect(() => formatRoutes("x")).toThrow(TypeError);
    // @ts-expect-error an unknown option
    expect(() => formatRoutes(api, { jsno: true })).toThrow(TypeError);
  });
});
