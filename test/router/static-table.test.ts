/** The whole-path table (src/router/static-table.ts) answers exactly as a `Map` would, read as
 * data (`get`) and written out as code (`source`, for the generated matcher). */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { StaticTable } from "../../src/router/static-table.js";

/** The lookup `table.source` writes, compiled: `(path) => value | undefined`. */
function compiled<T>(table: StaticTable<T>): (path: string) => T | undefined {
  const values: (T | undefined)[] = [];
  const st = new Function("v", `${table.source("st", (x) => `v[${values.push(x) - 1}]`)}\nreturn st;`)(values) as (p: string, len: number) => T | undefined;
  return (path) => st(path, path.length);
}

const KEYS = ["/v1/users", "/v2/users", "/v1/items", "/v1/userz", "/a", "/b", "/", "/é/ü", "/😀", "/\u4e00x", "/v10/users"] as const;

describe("static table", () => {
  const table = new StaticTable(new Map(KEYS.map((k, i) => [k, i])));

  test.each(KEYS.map((k, i) => [k, i] as const))("%s -> %i", (key, value) => {
    expect(table.get(key)).toBe(value);
    // a fresh copy, as a server gets it, compares equal too
    expect(table.get([...key].join(""))).toBe(value);
    expect(compiled(table)(key)).toBe(value);
  });

  test.each(["/v3/users", "/v1/user", "/v1/usersx", "/c", "", "/ü/é", "/😁", "/\u4e01x", "v1/users/", "/v1/Users"])("%j misses", (path) => {
    expect(table.get(path)).toBeUndefined();
    expect(compiled(table)(path)).toBeUndefined();
  });

  test("an empty table misses everything", () => {
    expect(new StaticTable(new Map()).get("/")).toBeUndefined();
    expect(compiled(new StaticTable(new Map()))("/")).toBeUndefined();
  });

  test("random key sets answer like a Map", () => {
    // `a` and the chars 127, 128 and 129 past it: where forks stop indexing and go to `wide`
    const chars = ["a", "b", "\u00e0", "\u00e1", "\u00e2", "/", "\ud800", "\udc00", "\u4e00"];
    const path = fc.array(fc.constantFrom(...chars), { maxLength: 6 }).map((cs) => `/${cs.join("")}`);
    fc.assert(
      fc.property(fc.uniqueArray(path, { maxLength: 40 }), fc.array(path, { maxLength: 20 }), (keys, probes) => {
        const map = new Map(keys.map((k, i) => [k, i]));
        const t = new StaticTable(map);
        const c = compiled(t);
        for (const p of [...keys, ...probes]) {
          expect(t.get(p)).toBe(map.get(p));
          expect(c(p)).toBe(map.get(p));
        }
      }),
    );
  });
});
