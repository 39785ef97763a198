/**
 * The `versa` command line tool and its route table formatter.
 *
 * @example
 * ```ts
 * import { main } from "./cli/index.js";
 * process.exitCode = await main(process.argv.slice(2)); // versa routes src/app.ts --json
 * ```
 */
export { main, type CliIO } from "./main.js";
export { parseArgs, USAGE, UsageError, type Command } from "./args.js";
export { formatRoutes, routeRows, type FormatOptions, type RouteRow } from "./format.js";
export { appsOf, importModule, type LoadedApp } from "./load.js";
