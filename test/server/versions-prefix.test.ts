/**
 * The unknown-version 404 (docs/versions.md) reads a version prefix's parameters as the router
 * does: each segment tested by its parameter's own type, so a pattern's anchors or groups, an int
 * beyond the safe range and a date that does not exist mean what they mean to the router.
 */
import { describe, expect, test } from "vitest";
import { app, blueprint, group } from "versa";

const h = () => "ok";
const PROBLEM = "application/problem+json";
const PLAIN = "text/plain; charset=utf-8";
/** An app with `GET /x` at version 1 under `prefix`. */
const under = (prefix: string) => app().get("/x", { version: 1, versionPrefix: prefix }, h);
const answer = async (api: ReturnType<typeof under>, path: string) => {
  const res = await api.fetch(new Request(`http://x${path}`));
  return [path, res.status, res.headers.get("content-type")?.startsWith("text/plain") ? PLAIN : res.headers.get("content-type")];
};

/** Each prefix, a path its version 1 route answers, then paths and the 404 each gets. */
const rows = [
  { prefix: "/<t:^[a-z]+$>/v", served: "/acme/v1/x", paths: [["/acme/v9/x", PROBLEM], ["/ACME/v9/x", PLAIN]] },
  { prefix: "/<t:(?:^ab|cd$)>/v", served: "/ab/v1/x", paths: [["/cd/v9/x", PROBLEM], ["/abcd/v9/x", PLAIN]] },
  { prefix: "/<t:[a-z]+>/api/v", served: "/acme/api/v1/x", paths: [["/acme/api/v9/x", PROBLEM], ["/acme/apix/v9/x", PLAIN], ["/acme/v9/x", PLAIN]] },
  { prefix: "/<n:int>/v", served: "/42/v1/x", paths: [["/-7/v9/x", PROBLEM], ["/99999999999999999999/v9/x", PLAIN], ["/4.2/v9/x", PLAIN]] },
  { prefix: "/<d:ymd>/v", served: "/2028-02-29/v1/x", paths: [["/2028-02-29/v9/x", PROBLEM], ["/2026-02-30/v9/x", PLAIN], ["/2026-13-01/v9/x", PLAIN]] },
  { prefix: "/<s:str>/v", served: "/a%2Fb/v1/x", paths: [["/a%2Fb/v9/x", PROBLEM], ["/a/b/v9/x", PLAIN]] },
] as const;

describe("a version prefix's parameters, for the unknown-version 404", () => {
  test.each(rows)("$prefix", async ({ prefix, served, paths }) => {
    const api = under(prefix);
    expect(await answer(api, served)).toEqual([served, 200, PLAIN]);
    for (const [path, type] of paths) expect(await answer(api, path)).toEqual([path, 404, type]);
  });
});

test("a group's version prefix parameter reaches the handler at runtime (its params type lacks it: docs/concepts.md)", async () => {
  const b = blueprint("b").get("/y", ({ params }) => JSON.stringify(params));
  const api = app().blueprint(group({ versionPrefix: "/<org:str>/v", version: 2 }, b));
  expect(await (await api.fetch(new Request("http://x/acme/v2/y"))).text()).toBe('{"org":"acme"}');
});
