/** The walker's store sites (src/router/store-sites.ts): every site stores, and sharing is safe. */
import { describe, expect, test } from "vitest";
import { app } from "../../src/index.js";
import { compileRouter } from "../../src/router/index.js";
import { SITES, siteOf, store } from "../../src/router/store-sites.js";
import { buildTree } from "../../src/router/trie.js";

describe("store sites", () => {
  test.each(Array.from({ length: SITES + 1 }, (_, site) => site))("site %i sets the named property", (site) => {
    const params: Record<string, unknown> = { before: 0 };
    store(site, params, "id", site);
    expect(params).toEqual({ before: 0, id: site });
  });

  test("a step keeps its site; a new step gets another until all are taken", () => {
    const a = siteOf(["sites-test-a", "b"], 1);
    expect(siteOf(["sites-test-a", "b", "c"], 1)).toBe(a);
    expect(siteOf(["sites-test-a", "c"], 1)).not.toBe(a);
  });

  test("built leaves: one site per step, shared where the names before agree", () => {
    const routes = app()
      .get("/a/<tree_x>/<tree_y>", () => 1)
      .get("/b/<tree_x>/<tree_z>", () => 2)
      .get("/c/<tree_y>/<tree_x>", () => 3).routes;
    const root = buildTree(routes);
    const sites = (first: string) => root.find([first])!.dyn[0]!.node.dyn[0]!.node.leaf!.sites;
    const [a, b, c] = [sites("a"), sites("b"), sites("c")];
    expect(a[0]).toBe(b[0]); // the step "tree_x"
    expect(new Set([a[0], a[1], b[1], c[0], c[1]]).size).toBe(5); // every other step its own
    expect(a).toEqual([siteOf(["tree_x", "tree_y"], 0), siteOf(["tree_x", "tree_y"], 1)]);
  });

  test("more steps than sites: leaves that share a site still get their own params", () => {
    const n = SITES * 2 + 3;
    let api = app() as unknown as { routes: Parameters<typeof compileRouter>[0]; get: (p: string, h: () => number) => typeof api };
    for (let i = 0; i < n; i++) api = api.get(`/r${i}/<first${i}:int>/<second${i}>`, () => i);
    const match = compileRouter(api.routes, { codegen: false });
    for (let i = 0; i < n; i++) {
      const m = match("GET", `/r${i}/${i}/x${i}`);
      expect(m.status === 200 && { ...m.params }).toEqual({ [`first${i}`]: i, [`second${i}`]: `x${i}` });
    }
  });
});
