/**
 * The versions tables at runtime: composed paths, mistakes and overlaps, each tree built with
 * values the compiler does not check (the type test checks the same rows at compile time).
 */
import { describe, expect, test } from "vitest";
import { app, blueprint, RouteExistsError, VersionError } from "versa";
import { versionCases, versionMistakes, versionOverlaps } from "../cases/versions.js";

const h = () => "";
/** An app as these tests drive it. */
interface Loose {
  get(path: string, options: object, handler: () => string): Loose;
  blueprint(member: unknown, options?: object): Loose;
  readonly routes: readonly { readonly path: string }[];
}
const appOf = (versions: readonly unknown[] | null): Loose => app((versions === null ? {} : { versions }) as never) as unknown as Loose;
const bp = (options: object) => (blueprint("b", options as never) as unknown as Loose).get("/x", {}, h);

/** What `fn` threw (its routes read, so that duplicates are found), or `undefined`. */
const thrown = (fn: () => Loose): Error | undefined => {
  try {
    void fn().routes;
  } catch (e) {
    return e as Error;
  }
  return undefined;
};

describe("versions: lists, ranges, carry-forward (docs/versions.md)", () => {
  test.each(versionCases)("$rule", ({ api, paths }) => {
    expect(api.routes.map((r) => r.path)).toEqual(paths);
  });
  test("every record of a definition lists the versions it is served at", () => {
    const routes = versionCases.find((c) => c.rule === "a list at registration")?.api.routes ?? [];
    expect(routes.map((r) => [r.version, r.versions])).toEqual([["1", ["1", "2"]], ["2", ["1", "2"]], ["3", ["3"]]]);
    expect(app().get("/x", () => "").routes[0]?.versions).toEqual([]);
  });
});

describe("versions the app cannot serve are a VersionError when the tree is built", () => {
  test.each(versionMistakes)("$name", ({ at, versions, version, message }) => {
    const e = thrown(() =>
      at === "route" ? appOf(versions).get("/x", { version }, h)
      : at === "blueprint" ? appOf(versions).blueprint(bp({ version }))
      : appOf(versions).blueprint(bp({}), { version }),
    );
    expect(e).toBeInstanceOf(VersionError);
    expect(e?.message).toBe(message);
  });
});

describe("routes whose versions meet on one path are duplicates, named with the versions they share", () => {
  test.each(versionOverlaps)("$name", ({ versions, first, then, message }) => {
    const e = thrown(() => {
      const a = appOf(versions).get("/x", { version: first }, h);
      return then.in === "app" ? a.get("/x", { version: then.version }, h) : a.blueprint(bp({ version: then.version }));
    });
    if (message === null) return expect(e).toBeUndefined();
    expect(e).toBeInstanceOf(RouteExistsError);
    expect(e?.message).toBe(message);
  });
});
