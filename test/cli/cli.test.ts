/**
 * `versa routes`: the CLI's main function run on TypeScript fixtures (loaded through tsx, no build
 * step), its argument parser, the formatter, and the built bin when dist/ holds the CLI.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { app, blueprint } from "versa";
import { formatRoutes, main, parseArgs, UsageError, type RouteRow } from "../../src/cli/index.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: root });
  return { code, stdout, stderr };
}

const TABLE = `METHOD  PATH                    VERSION  VERSION FROM  PREFIX FROM  NAME
GET     /health                 -        -             -            GET /health
GET     /api/v2/users/<id:int>  2        group         group        users.GET /<id:int>
POST    /api/v2/users/          2        group         group        users.POST /
GET     /v1/items               1        blueprint     default      legacy.GET /items
GET     /v2/files/<rest:path>   2        registration  default      files.GET /files/<rest:path>
GET     /v3/x                   3        route         default      x-route
`;

describe("versa routes <module>", () => {
  it("prints the demo's table, given its folder", async () => {
    const { code, stdout } = await run("routes", "examples/demo");
    expect(code).toBe(0);
    expect(stdout.split("\n")[0]).toMatch(/^METHOD\s+PATH\s+VERSION\s+VERSION FROM\s+PREFIX FROM\s+NAME$/);
    expect(stdout).toMatch(/GET\s+\/api\/v1\/library\/books\/<id:int>\s+1\s+route\s+group\s+books\.GET \/<id:int>/);
    expect(stdout).toMatch(/GET\s+\/<tenant:str>\/v3\/users\/<id:uuid>\s+3\s+blueprint\s+blueprint/);
    expect(stdout.trimEnd().split("\n")).toHaveLength(1 + 9);
  });

  it("prints the aligned route table of a TypeScript module's default export", async () => {
    expect(await run("routes", "test/fixtures/cli-app.ts")).toEqual({ code: 0, stdout: TABLE, stderr: "" });
  });

  it("--json prints one object per route, with the export's name", async () => {
    const { code, stdout } = await run("routes", "test/fixtures/cli-app.ts", "--json");
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as (RouteRow & { app: string })[];
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ app: "default", method: "GET", path: "/health", version: null, versionOrigin: null, prefixOrigin: null, name: "GET /health", versions: [], versionSetting: null, deprecated: null, sunset: null });
    expect(rows[4]).toEqual({
      app: "default",
      method: "GET",
      path: "/v2/files/<rest:path>",
      version: "2",
      versionOrigin: "registration",
      prefixOrigin: "default",
      name: "files.GET /files/<rest:path>",
      versions: ["2"],
      versionSetting: "2",
      deprecated: null,
      sunset: null,
    });
  });

  it("--version keeps one version's routes (2, v2 and --version=2 alike); none keeps the unversioned", async () => {
    for (const args of [["--version", "2"], ["--version", "v2"], ["--version=2"]]) {
      const { stdout } = await run("routes", "test/fixtures/cli-app.ts", "--json", ...args);
      expect((JSON.parse(stdout) as RouteRow[]).map((r) => r.path)).toEqual(["/api/v2/users/<id:int>", "/api/v2/users/", "/v2/files/<rest:path>"]);
    }
    const none = await run("routes", "test/fixtures/cli-app.ts", "--version", "none");
    expect(none.stdout.trimEnd().split("\n")).toHaveLength(2);
    expect(none.stdout).toContain("GET     /health  -");
    const table = await run("routes", "test/fixtures/cli-app.ts", "--version", "1");
    expect(table.stdout).toBe("METHOD  PATH       VERSION  VERSION FROM  PREFIX FROM  NAME\nGET     /v1/items  1        blueprint     default      legacy.GET /items\n");
    // a version no route has is the VersionError openapi() throws too, and exits 1
    const absent = await run("routes", "test/fixtures/cli-app.ts", "--version", "9", "--json");
    expect(absent).toEqual({ code: 1, stdout: "", stderr: 'versa: versa routes --version: no route has version "9" (the app\'s versions: "1", "2", "3", none)\n' });
  });

  it("lists every app a module exports, each once, and skips other exports", async () => {
    const { code, stdout } = await run("routes", "test/fixtures/cli-apps.ts");
    expect(code).toBe(0);
    expect(stdout).toBe(`default:
METHOD  PATH     VERSION  VERSION FROM  PREFIX FROM  NAME
GET     /health  -        -             -            GET /health
GET     /v1/p    1        blueprint     default      p.GET /p

adminApi:
METHOD  PATH             VERSION  VERSION FROM  PREFIX FROM  NAME
GET     /v2/admin/stats  2        blueprint     default      admin.GET /stats
`);
    const json = JSON.parse((await run("routes", "test/fixtures/cli-apps.ts", "--json", "--version", "2")).stdout) as { app: string }[];
    expect(json.map((r) => r.app)).toEqual(["adminApi"]);
  });

  it("fails with 1 and a message for a missing module, a module without apps, and colliding routes", async () => {
    const missing = await run("routes", "test/fixtures/nope.ts");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot load 'test\/fixtures\/nope\.ts': VersaError: no such file: .*nope\.ts/);
    const none = await run("routes", "test/fixtures/cli-no-app.ts");
    expect(none).toMatchObject({ code: 1, stdout: "" });
    expect(none.stderr).toContain("exports no app");
    const dup = await run("routes", "test/fixtures/cli-duplicate.ts");
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain("RouteExistsError: Route GET '/a/<y:int>' is defined twice");
  });

  it("answers a wrong command line with 2 and the usage; --help with the usage", async () => {
    for (const argv of [["list"], ["routes"], ["routes", "a.ts", "--yaml"], ["routes", "a.ts", "--version"], ["routes", "a.ts", "b.ts"]]) {
      const r = await run(...argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.stderr).toContain("Usage: versa routes <module>");
    }
    const help = await run("--help");
    expect(help).toMatchObject({ code: 0, stderr: "" });
    expect(help.stdout).toContain("--version <v>");
    expect(await run("-h")).toMatchObject({ code: 0, stderr: "" });
  });

  it("answers no arguments with 2 and the usage on stderr", async () => {
    const r = await run();
    expect(r).toMatchObject({ code: 2, stdout: "" });
    expect(r.stderr).toMatch(/^versa: Missing command: expected routes or diff\n\nUsage: versa routes <module>/);
  });

  it("answers a --version the library refuses with 2, naming the value and what is accepted", async () => {
    for (const v of ["1/2", "-1", "V2", "vv2", "2.", "none2", "1e3"]) {
      for (const args of [["--version", v], [`--version=${v}`]]) {
        const r = await run("routes", "examples/docs/cli.ts", ...args);
        expect(r, args.join(" ")).toMatchObject({ code: 2, stdout: "" });
        expect(r.stderr).toContain(`versa: Invalid version "${v}" at --version: expected a number >= 0 without an exponent (1, 2.25) or a string such as "1", "v1", "v1.1", or none\n`);
        expect(r.stderr).toContain("Usage: versa routes <module>");
      }
    }
    for (const v of ["2", "v2", "3", "none"]) expect((await run("routes", "examples/docs/cli.ts", "--version", v)).code, v).toBe(0);
    for (const v of ["0", "1.25", "v1.1"]) expect((await run("routes", "examples/docs/cli.ts", "--version", v)).code, v).toBe(1);
  });
});

describe("docs/cli.md", () => {
  it("shows what `versa routes examples/docs/cli.ts` prints", async () => {
    const doc = readFileSync(new URL("../../docs/cli.md", import.meta.url), "utf8");
    const shown = /`npx versa routes examples\/docs\/cli\.ts` prints:\n\n```text\n([\s\S]*?)```/.exec(doc)?.[1];
    const { code, stdout } = await run("routes", "examples/docs/cli.ts");
    expect(code).toBe(0);
    expect(shown).toBe(stdout);
    const { api } = await import("../../examples/docs/cli.js");
    expect(`${formatRoutes(api)}\n`).toBe(stdout); // the same table in code
  });
});

describe("parseArgs", () => {
  it("reads the module, --json and --version in any order", () => {
    expect(parseArgs(["routes", "--json", "m.ts", "--version", "v2"])).toEqual({ kind: "routes", module: "m.ts", json: true, version: "2" });
    expect(parseArgs(["routes", "m.ts"])).toEqual({ kind: "routes", module: "m.ts", json: false, version: undefined });
    expect(parseArgs(["routes", "m.ts", "--version=none"])).toMatchObject({ version: null });
    expect(() => parseArgs(["routes", "m.ts", "--version="])).toThrow(UsageError);
    expect(() => parseArgs(["routes", "m.ts", "--version", "1/2"])).toThrow(UsageError);
    expect(() => parseArgs([])).toThrow(UsageError);
  });
  it.each([
    [["routes", "m.ts", "--version"], "--version needs a value"],
    [["routes", "m.ts", "--json=false"], "--json takes no value: write --json alone, or leave it out"],
    [["routes", "m.ts", "--help=yes"], "--help takes no value: write --help alone, or leave it out"],
  ])("%j: %s", (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new UsageError(message));
  });
});

describe("formatRoutes", () => {
  const api = app()
    .get("/health", () => "ok")
    .blueprint(blueprint("b", { versionPrefix: "/api/v" }).get("/items/<id:int>", () => "x"), { version: 2 });

  it("formats routes as columns without trailing spaces", () => {
    const text = formatRoutes(api.routes);
    expect(text).toBe(
      [
        "METHOD  PATH                    VERSION  VERSION FROM  PREFIX FROM  NAME",
        "GET     /health                 -        -             -            GET /health",
        "GET     /api/v2/items/<id:int>  2        registration  blueprint    b.GET /items/<id:int>",
      ].join("\n"),
    );
    expect(text.split("\n").every((l) => l === l.trimEnd())).toBe(true);
  });

  it("formats routes as JSON rows", () => {
    expect(JSON.parse(formatRoutes(api.routes, { json: true }))).toEqual([
      { method: "GET", path: "/health", version: null, versionOrigin: null, prefixOrigin: null, name: "GET /health", versions: [], versionSetting: null, deprecated: null, sunset: null },
      { method: "GET", path: "/api/v2/items/<id:int>", version: "2", versionOrigin: "registration", prefixOrigin: "blueprint", name: "b.GET /items/<id:int>", versions: ["2"], versionSetting: "2", deprecated: null, sunset: null },
    ]);
    expect(formatRoutes([], { json: true })).toBe("[]");
  });
});

const built = existsSync(new URL("../../dist/cli/index.js", import.meta.url));

describe.skipIf(!built)("bin/versa.mjs (after npm run build)", () => {
  it("runs the built CLI on a TypeScript module", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["bin/versa.mjs", "routes", "test/fixtures/cli-app.ts"], { cwd: root });
    expect(stdout).toBe(TABLE);
  });

  it("exits after printing, even when the module has started a server", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["bin/versa.mjs", "routes", "test/fixtures/cli-serving-app.ts"], { cwd: root, timeout: 10_000 });
    expect(stdout).toContain("GET     /health");
  });

  it("exits with 2 on a wrong command line", async () => {
    const result = await promisify(execFile)(process.execPath, ["bin/versa.mjs", "nope"], { cwd: root }).catch((e: { code: number; stderr: string }) => e);
    expect(result).toMatchObject({ code: 2 });
  });
});

describe("without tsx (an optional peer dependency)", () => {
  it("loads JavaScript modules natively and says what a TypeScript one needs", async () => {
    vi.resetModules();
    vi.doMock("tsx/esm/api", () => {
      throw new Error("Cannot find package 'tsx'");
    });
    try {
      const { importModule } = await import("../../src/cli/load.js");
      expect(await importModule("test/fixtures/cli-plain.mjs", root)).toMatchObject({ api: { routes: [] } });
      await expect(importModule("test/fixtures/cli-app.ts", root)).rejects.toThrow("loading a TypeScript module needs tsx, an optional peer dependency of versa: npm i -D tsx");
    } finally {
      vi.doUnmock("tsx/esm/api");
      vi.resetModules();
    }
  });
});
