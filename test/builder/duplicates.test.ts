/**
 * The duplicates table at runtime: each tree, built with non-literal values (so the compiler leaves
 * it alone), throws its message when the app's routes are first used, or is accepted.
 */
import { describe, expect, test } from "vitest";
import { app, blueprint, RouteDefinitionError, RouteExistsError, type Method } from "versa";
import { duplicates } from "../cases/duplicates.js";

const h = () => "";
const errors = { RouteExistsError, RouteDefinitionError } as const;

type Row = (typeof duplicates)[number];
/** A builder as this test drives it: the compile-time checks are the type test's business. */
interface Loose {
  route(path: string, options: { methods: readonly [Method, ...Method[]] }, handler: () => string): Loose;
}

/** The app of a row, its routes composed (the runtime checks duplicates on first use). */
function build(row: Row): unknown {
  const add = (b: Loose) => row.routes.reduce((acc: Loose, { path, ...options }) => acc.route(path, options, h), b);
  const api = row.in === "app" ? add(app() as unknown as Loose) : app().blueprint(add(blueprint("b") as unknown as Loose) as never);
  return (api as { routes: unknown }).routes;
}

describe("duplicates throw the compile-time message, whether the types see them or not", () => {
  test.each(duplicates)("$name", (row) => {
    if (row.error === null) {
      expect(build(row)).toHaveLength(row.routes.reduce((n, r) => n + r.methods.length, 0));
      return;
    }
    let thrown: unknown;
    try {
      build(row);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(errors[row.error]);
    const message = (thrown as Error).message;
    // the runtime adds where: ": first at ..., then at ..." or " (at ...)"
    expect(message.slice(0, row.message.length)).toBe(row.message);
    expect(message.slice(row.message.length)).toMatch(/^(: first at .+, then at .+| \(at .+\))$/);
  });
});
