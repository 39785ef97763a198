/**
 * The parameter type table (src/path/param-types.ts) against the parameter cases: each row has a
 * case, and what each place derives from a row agrees with what the matcher hands a handler.
 */
import { describe, expect, test } from "vitest";
import { convertPath } from "../../src/openapi/paths.js";
import { NO_MATCH, paramTypeList, paramTypeRows } from "../../src/path/param-types.js";
import { paramsOf } from "../../src/path/params.js";
import { parse } from "../../src/path/parse.js";
import { url } from "../../src/path/url.js";
import { paramCases } from "../cases/params.js";

/** The JavaScript type of a value, as a row's `value` names it. */
const valueName = (v: unknown) => (v instanceof Date ? "Date" : typeof v);
/** The JSON Schema types a value of each JavaScript type may be described by. */
const SCHEMA_TYPES: Readonly<Record<string, readonly string[]>> = { string: ["string"], number: ["integer", "number"], Date: ["string"] };

describe("the parameter type table", () => {
  test.each(paramTypeRows.map((r) => r.name))("%s has a row in test/cases/params.ts", (name) => {
    expect(paramCases.some((c) => parse(c.template).segments.some((s) => s.kind === "param" && s.type === name))).toBe(true);
  });

  test("messages list every name, in the table's order", () => {
    expect(paramTypeList).toBe(paramTypeRows.map((r) => r.name).join(", "));
    expect(() => parse("/<a:nosuch>")).toThrow(`expected ${paramTypeList}, ext=a|b or a regex`);
  });

  // the matcher takes these segments without calling the cast: the cast must agree
  test.each(paramTypeRows.filter((r) => r.test === "nonEmpty" || r.test === "any" || r.test === "rest"))("$name: its test agrees with its cast", (row) => {
    for (const s of ["a", "a b", "a/b", "%", "."]) expect(row.cast(s)).toBe(s);
    expect(row.cast("")).toBe(row.test === "nonEmpty" ? NO_MATCH : "");
  });
});

describe.each(paramCases)("$type: $template", ({ template, params }) => {
  test("its values have the types the rows name", () => {
    for (const s of parse(template).segments) {
      if (s.kind !== "param" || s.type === "regex") continue;
      const row = paramTypeRows.find((r) => r.name === s.type);
      expect(valueName((params as Record<string, unknown>)[s.name])).toBe(row?.value);
    }
  });

  test("url writes its values back into a path that gives the same values", () => {
    const built = url(template as string, params as never);
    expect({ ...paramsOf(template, built) }).toEqual(params);
  });

  test("OpenAPI describes each value with a schema of its type", () => {
    for (const p of convertPath(parse(template).segments).params) {
      const value = (params as Record<string, unknown>)[p.name];
      expect(SCHEMA_TYPES[valueName(value)]).toContain((p.schema as { type: string }).type);
    }
  });
});

describe("url's message for an ext parameter names its rule and its extensions", () => {
  const any = String.raw`[^/]+\.[A-Za-z0-9]+`;
  const list = String.raw`[^/]+\.(?:jpg|png)`;
  const tar = String.raw`[^/]+\.(?:tar\.gz|gz)`;
  test.each([
    ["/x/<f:ext=jpg|png>", { f: "a", ext: "gif" }, `"a" and "gif"`, `a non-empty name and an extension among jpg|png, strings that together match ${list}`],
    ["/x/<f:ext=jpg|png>", { f: "", ext: "png" }, `"" and "png"`, `a non-empty name and an extension among jpg|png, strings that together match ${list}`],
    ["/x/<f:ext=tar.gz|gz>", { f: "a.tar", ext: "gz" }, `"a.tar" and "gz"`,
      `a non-empty name and an extension among tar.gz|gz, strings that together match ${tar}; the longest extension among them that ends the file name is read as the extension`],
    ["/e/<f:ext>", { f: "", ext: "c" }, `"" and "c"`, `a non-empty name and an extension of letters and digits, strings that together match ${any}`],
    ["/e/<f:ext>", { f: "a", ext: "b.c" }, `"a" and "b.c"`, `a non-empty name and an extension of letters and digits, strings that together match ${any}`],
  ] as const)("%s %j", (template, params, shown, expected) => {
    const call = () => url(template as string, params as never);
    expect(call).toThrow(new TypeError(`Invalid value ${shown} for parameter 'f' and 'ext' of '${template}': expected ${expected}`));
    expect(call).toThrow(expect.objectContaining({ code: "INVALID_URL_PARAMS" }));
  });
  test("a value that is not a string names the rule and what it got", () => {
    expect(() => url("/x/<f:ext=jpg|png>" as string, { f: 7, ext: "png" } as never)).toThrow(
      new TypeError(`Invalid value 7 for parameter 'f' of '/x/<f:ext=jpg|png>': expected a non-empty name and an extension among jpg|png, strings that together match ${list}, got a number`),
    );
  });
});
