/**
 * The `versa` program: parses the arguments, loads the module, prints the route tables.
 */
import { checkVersionInApp, selectVersion } from "../core/route.js";
import { VersionError } from "../core/errors.js";
import { parseArgs, PROGRAM_VERSION, UsageError, USAGE } from "./args.js";
import { diffVersions, formatDiff } from "./diff.js";
import { formatRoutes, routeRows } from "./format.js";
import { appsOf, importModule } from "./load.js";

/** Where the program writes and where it resolves relative module paths. */
export interface CliIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
}

const processIO = (): CliIO => ({
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
  cwd: process.cwd(),
});

const messageOf = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

/** The apps that have each of `versions` (`null`: routes without one); a `VersionError` (the one
 * `openapi()` throws) when no app has them all. */
function withVersions<A extends { readonly routes: Parameters<typeof checkVersionInApp>[0] }>(apps: readonly A[], versions: readonly (string | null)[], where: string): A[] {
  const having = apps.filter((a) => versions.every((v) => a.routes.some((r) => r.version === (v ?? undefined))));
  if (having.length > 0) return having;
  for (const v of versions) for (const a of apps) checkVersionInApp(a.routes, v, where);
  return [];
}

/**
 * Runs the program with the arguments after its name; resolves to the exit code: 0, 1 when the
 * module cannot be loaded, exports no app or no app has a version asked for, 2 for a wrong
 * command line.
 *
 * With one app the table (or JSON array) is printed as it is; with several, each table follows a
 * line `<export name>:` and the JSON rows carry an `app` field (always present with `--json`).
 *
 * @example
 * ```ts
 * let out = "";
 * await main(["routes", "test/fixtures/cli-app.ts", "--json"], { stdout: (t) => (out += t), stderr: () => {}, cwd: process.cwd() });
 * ```
 */
export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  let command;
  try {
    command = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr(`versa: ${e.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (command.kind === "help") {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (command.kind === "version") {
    io.stdout(`${PROGRAM_VERSION}\n`);
    return 0;
  }
  let apps;
  try {
    apps = appsOf(await importModule(command.module, io.cwd));
  } catch (e) {
    io.stderr(`versa: cannot load '${command.module}': ${messageOf(e)}\n`);
    return 1;
  }
  if (apps.length === 0) {
    io.stderr(`versa: '${command.module}' exports no app (no default or named export has \`routes\`)\n`);
    return 1;
  }
  try {
    if (command.kind === "diff") {
      const diffs = withVersions(apps, [command.from, command.to], "versa diff").map((a) => ({ app: a.name, ...diffVersions(a.routes, command.from, command.to) }));
      if (command.json) io.stdout(`${JSON.stringify(diffs, null, 2)}\n`);
      else io.stdout(`${diffs.map((d) => (diffs.length > 1 ? `${d.app}:\n` : "") + formatDiff(d)).join("\n\n")}\n`);
      return 0;
    }
    if (command.version !== undefined) withVersions(apps, [command.version], "versa routes --version");
  } catch (e) {
    if (!(e instanceof VersionError)) throw e;
    io.stderr(`versa: ${e.message}\n`);
    return 1;
  }
  const selected = apps.map((a) => ({ name: a.name, routes: selectVersion(a.routes, command.version) }));
  if (command.json) {
    const rows = selected.flatMap((a) => routeRows(a.routes).map((r) => ({ app: a.name, ...r })));
    io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
  } else if (selected.length === 1) {
    io.stdout(`${formatRoutes(selected[0]?.routes ?? [])}\n`);
  } else {
    io.stdout(`${selected.map((a) => `${a.name}:\n${formatRoutes(a.routes)}\n`).join("\n")}`);
  }
  return 0;
}
