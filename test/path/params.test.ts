import { describe, expect, test } from "vitest";
import { app } from "versa";
import { paramsOf } from "../../src/path/params.js";
import { paramCases, paramMisses } from "../cases/params.js";

describe("paramsOf: each parameter type", () => {
  test.each(paramCases)("$type: $template <- $path", ({ template, path, params }) => {
    expect({ ...paramsOf(template, path) }).toEqual(params);
  });
  test.each(paramMisses)("$template refuses $path", ({ template, path }) => {
    expect(paramsOf(template, path)).toBeUndefined();
  });
});

describe("the matcher hands handlers exactly these params", () => {
  test.each(paramCases)("$type", async ({ template, path, params }) => {
    let seen: unknown;
    const api = app().get(template as string, ({ params: p }) => {
      seen = p;
      return "ok";
    });
    const res = await api.fetch(new Request(`http://x${path}`));
    expect(res.status).toBe(200);
    expect({ ...(seen as object) }).toEqual(params);
    // nothing inherited: no Object.prototype members, `__proto__` and `constructor` would be own keys
    for (const k of ["toString", "hasOwnProperty", "constructor", "__proto__"]) expect(k in (seen as object)).toBe(false);
  });
  test.each(paramMisses)("$template refuses $path with 404", async ({ template, path }) => {
    const api = app().get(template as string, () => "ok");
    expect((await api.fetch(new Request(`http://x${path}`))).status).toBe(404);
  });
});
