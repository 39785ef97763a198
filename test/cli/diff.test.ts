/** `versa diff` and the version columns of `versa routes`, on an app over three versions (test/fixtures/cli-versions.ts). */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { app, blueprint } from "versa";
import { main } from "../../src/cli/index.js";
import { diffVersions } from "../../src/cli/diff.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURE = "test/fixtures/cli-versions.ts";

async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: root });
  return { code, stdout, stderr };
}

describe("versa routes shows lists, ranges and lifecycles", () => {
  it("in a VERSIONS and a LIFECYCLE column, there only when some route has them", async () => {
    const { code, stdout } = await run("routes", FIXTURE, "--version", "1");
    expect(code).toBe(0);
    expect(stdout).toBe(`METHOD  PATH                VERSION  VERSIONS        VERSION FROM  PREFIX FROM  LIFECYCLE                                 NAME
GET     /v1/users/<id:int>  1        from 1 until 3  blueprint     default      deprecated 2026-01-01, sunset 2027-01-01  users.GET /<id:int>
GET     /v1/users/          1        from 1 until 3  blueprint     default      deprecated 2026-01-01, sunset 2027-01-01  users.GET /
GET     /v1/legacy          1        1, 2            route         default      deprecated 2026-01-01, sunset 2027-01-01  GET /legacy
`);
  });
  it("in JSON: every version served, the setting as given, the lifecycle's dates", async () => {
    const rows = JSON.parse((await run("routes", FIXTURE, "--json", "--version", "3")).stdout) as Record<string, unknown>[];
    expect(rows.map(({ path, versions, versionSetting, deprecated }) => ({ path, versions, versionSetting, deprecated }))).toEqual([
      { path: "/v3/users/<id:int>", versions: ["3"], versionSetting: { since: "3" }, deprecated: null },
      { path: "/v3/users/", versions: ["3"], versionSetting: { since: "3" }, deprecated: null },
      { path: "/v3/reports", versions: ["2", "3"], versionSetting: { since: "2" }, deprecated: null },
    ]);
  });
});

describe("versa diff <module> <from> <to>", () => {
  it("lists what a version adds, removes and changes, as text", async () => {
    expect(await run("diff", FIXTURE, "1", "2")).toEqual({ code: 0, stderr: "", stdout: "1 -> 2: 1 added, 0 removed, 0 changed, 3 unchanged\n+  GET  /v2/reports\n" });
    expect(await run("diff", FIXTURE, "v2", "3")).toEqual({
      code: 0,
      stderr: "",
      stdout: `2 -> 3: 0 added, 1 removed, 2 changed, 1 unchanged
-  GET  /v2/legacy
~  GET  /v3/users/<id:int>  handler
~  GET  /v3/users/          handler, schema.query
`,
    });
  });
  it("and as JSON, one object per app", async () => {
    const [diff] = JSON.parse((await run("diff", FIXTURE, "2", "3", "--json")).stdout) as Record<string, unknown>[];
    expect(diff).toEqual({
      app: "default",
      from: "2",
      to: "3",
      added: [],
      removed: [{ method: "GET", path: "/v2/legacy", name: "GET /legacy" }],
      changed: [
        { method: "GET", path: "/v3/users/<id:int>", name: "users3.GET /<id:int>", was: "/v2/users/<id:int>", changes: ["handler"] },
        { method: "GET", path: "/v3/users/", name: "users3.GET /", was: "/v2/users/", changes: ["handler", "schema.query"] },
      ],
      unchanged: 1,
    });
  });
  it("a version the app does not have is the VersionError openapi() throws, and exits 1", async () => {
    expect(await run("diff", FIXTURE, "1", "4")).toEqual({ code: 1, stdout: "", stderr: 'versa: versa diff: no route has version "4" (the app\'s versions: "1", "2", "3")\n' });
  });
  it("answers a wrong command line with 2 and the usage", async () => {
    for (const [argv, message] of [
      [["diff", FIXTURE, "1"], "Missing <to>: versa diff <module> <from> <to>"],
      [["diff", FIXTURE, "1", "2", "3"], "Unexpected argument '3': versa diff takes a module and two versions"],
      [["diff", FIXTURE, "1", "x"], 'Invalid version "x" at <to>: expected'],
      [["diff", FIXTURE, "1", "2", "--version", "2"], "--version is for versa routes"],
    ] as const) {
      const r = await run(...argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.stderr).toContain(`versa: ${message}`);
      expect(r.stderr).toContain("versa diff <module> <from> <to> [--json]");
    }
  });
});

describe("diffVersions", () => {
  const h = () => "x";
  const items = blueprint("items", { urlPrefix: "/items" }).get("/", h).get("/<id:int>", h);
  const paths = (rs: readonly { path: string }[]) => rs.map((r) => r.path);
  it("keeps apart the routes a version serves under two prefixes", () => {
    const api = app().blueprint(items, { version: 1 }).blueprint(items, { version: 1, versionPrefix: "/api/v" }).blueprint(items, { version: 2 });
    const diff = diffVersions(api.routes, "1", "2");
    expect(diff.unchanged).toBe(2);
    expect(diff.changed).toEqual([]);
    expect(paths(diff.removed)).toEqual(["/api/v1/items/", "/api/v1/items/<id:int>"]);
    expect(paths(diff.added)).toEqual([]);
  });
  it("pairs a route that moved to another prefix, as changed", () => {
    const api = app().blueprint(items, { version: 1 }).blueprint(items, { version: 2, versionPrefix: "/api/v" });
    const diff = diffVersions(api.routes, "1", "2");
    expect(diff.changed.map((c) => [c.was, c.path, c.changes])).toEqual([
      ["/v1/items/", "/api/v2/items/", ["version prefix"]],
      ["/v1/items/<id:int>", "/api/v2/items/<id:int>", ["version prefix"]],
    ]);
    expect([diff.added, diff.removed, diff.unchanged]).toEqual([[], [], 0]);
  });
});
