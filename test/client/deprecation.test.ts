/** The client's reading of a deprecation (src/client/deprecation.ts) and its `onDeprecation` option. */
import { describe, expect, test } from "vitest";
import { app } from "versa";
import { createClient } from "versa/client";
import { deprecationOf } from "../../src/client/deprecation.js";

describe("deprecationOf", () => {
  test.each([
    [{ deprecation: "@1767225600" }, { date: new Date("2026-01-01T00:00:00Z") }],
    [{ deprecation: "@1767225600", sunset: "Fri, 01 Jan 2027 00:00:00 GMT" }, { date: new Date("2026-01-01T00:00:00Z"), sunset: new Date("2027-01-01T00:00:00Z") }],
    [{ deprecation: "@0", link: '<https://a/next>; rel="next", <https://a/m>; rel="deprecation"' }, { date: new Date(0), link: "https://a/m" }],
    [{ deprecation: "@0", link: "</m>; title=\"x\"; rel=deprecation" }, { date: new Date(0), link: "/m" }],
    [{ deprecation: "@0", link: '<https://a/s>; rel="sunset"' }, { date: new Date(0) }],
    [{ deprecation: "true" }, undefined],
    [{ sunset: "Fri, 01 Jan 2027 00:00:00 GMT" }, undefined],
    [{}, undefined],
  ])("%j", (headers, expected) => {
    expect(deprecationOf(new Headers(headers))).toEqual(expected);
  });
});

describe("onDeprecation", () => {
  const api = app().get("/old", { lifecycle: { deprecated: "2026-01-01" } }, () => "x").post("/old", { lifecycle: { deprecated: "2026-01-01" } }, () => "y");
  const viaApp = (url: string, init: { method: string }) => api.fetch(new Request(url, init));
  test("is told once per path template, whatever the method", async () => {
    const told: string[] = [];
    const client = createClient<typeof api>({ baseUrl: "http://h", fetch: viaApp, onDeprecation: ({ method, path }) => void told.push(`${method} ${path}`) });
    await client.get("/old");
    await client.post("/old");
    await client.get("/old");
    expect(told).toEqual(["GET /old"]);
  });
  test("is a function, or the options are refused", () => {
    expect(() => createClient<typeof api>({ baseUrl: "http://h", onDeprecation: "warn" as never })).toThrow(
      "Invalid options at createClient(): onDeprecation: expected a function ({ method, path, url, deprecation }) => void, got \"warn\"",
    );
  });
  test("an error it throws rejects the call", async () => {
    const client = createClient<typeof api>({ baseUrl: "http://h", fetch: viaApp, onDeprecation: () => { throw new Error("stop"); } });
    await expect(client.get("/old")).rejects.toThrow("stop");
  });
});
