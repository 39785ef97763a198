/**
 * Properties over random route trees (test/fuzz/tree.ts): every route is reached by the URLs
 * `api.url` builds for it, and every request gets what the reference matcher (written from the
 * matching rules with `paramsOf` alone) says: the same route and params, 404, 405 with the same `Allow`,
 * or 400. Trees whose routes collide are skipped. `FUZZ_RUNS=2000 npm run fuzz` runs longer.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compileRouter } from "../../src/router/index.js";
import { expected } from "../fuzz/reference.js";
import { requests, send } from "../fuzz/requests.js";
import { build, echoValue, treeSpec } from "../fuzz/tree.js";
import { paramsFor, RUNS, settings, TIMEOUT } from "../fuzz/values.js";

const sorted = (entries: Iterable<readonly [string, unknown]>) =>
  JSON.stringify([...entries].map(([k, v]) => [k, echoValue(v)]).sort(([a], [b]) => String(a).localeCompare(String(b))));

const stats = { trees: 0, collided: 0, routes: 0, exact: 0, requests: 0, statuses: {} as Record<number, number> };

// in each property, half the trees match with the walker, half with generated code
describe("random route trees", () => {
  test("api.url then api.fetch reaches the route, with the params given", { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(treeSpec, fc.gen(), fc.boolean(), async (spec, g, codegen) => {
        const api = build(spec, codegen);
        stats.trees++;
        if (api === null) return void stats.collided++;
        for (const r of api.routes) {
          const params = g(paramsFor, r.segments);
          let url: string;
          try {
            url = api.url(r.path, params);
          } catch (e) {
            // `a.tar` + `gz` reads back as `a` + `tar.gz`: the only values url may refuse
            expect(e).toBeInstanceOf(TypeError);
            expect(r.path).toMatch(/ext=gz\|tar\.gz/u);
            continue;
          }
          stats.routes++;
          const { seen, response, echo } = await send(api, r.method, url);
          expect(seen).toBe(url);
          const want = expected(api.routes, r.method, url);
          expect(response.status).toBe(200);
          if (want.status !== 200) throw new Error(`reference: ${want.status}`);
          expect(echo?.path).toBe(want.route.path);
          expect(echo?.method).toBe(want.route.method);
          expect(echo?.protoFree).toBe(true);
          expect(sorted(echo?.params ?? [])).toBe(sorted(Object.entries(want.params)));
          if (want.route === r) {
            stats.exact++;
            expect(sorted(echo?.params ?? [])).toBe(sorted(Object.entries(params)));
          }
        }
      }),
      settings,
    );
    // most routes are reached by their own URLs (the others are shadowed by a more specific route)
    expect(stats.exact).toBeGreaterThan(stats.routes * 0.5);
  });

  test("random requests get what the reference matcher says: route and params, 404, 405 + Allow, or 400", { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(treeSpec, fc.gen(), fc.boolean(), async (spec, g, codegen) => {
        const api = build(spec, codegen);
        if (api === null) return;
        const match = compileRouter(api.routes, { codegen });
        for (const [method, path] of g(requests, api)) {
          const { seen, response, echo } = await send(api, method, path);
          const want = expected(api.routes, method, seen);
          stats.requests++;
          stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1;
          expect({ path: seen, method, status: response.status }).toEqual({ path: seen, method, status: want.status });
          if (want.status === 200) {
            expect([echo?.method, echo?.path]).toEqual([want.route.method, want.route.path]);
            expect(sorted(echo?.params ?? [])).toBe(sorted(Object.entries(want.params)));
          }
          if (want.status === 405) {
            expect(response.headers.get("allow")?.split(", ")).toEqual(want.allow);
            const m = match(method, seen);
            expect(m.status === 405 && m.route).toBe(want.route);
          }
        }
      }),
      settings,
    );
    if (process.env["FUZZ_REPORT"]) console.log("properties", JSON.stringify(stats));
  });
});
