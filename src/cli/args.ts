/**
 * The command line: `versa routes <module> [--json] [--version <v>]`.
 */
import { VersionError } from "../core/errors.js";
import { versionText } from "../path/version.js";

export const USAGE = `Usage: versa routes <module> [--json] [--version <v>]

Prints the route table of every app that <module> exports (its default export and
each named export that has \`routes\`). TypeScript modules load without a build step.

Options:
  --json           print a JSON array instead of aligned columns
  --version <v>    only routes of version <v> (2, "v2" and "2" are the same);
                   --version none: only routes without a version
  -h, --help       show this text`;

/** A parsed command line. */
export type Command =
  | { readonly kind: "help" }
  | { readonly kind: "routes"; readonly module: string; readonly json: boolean; readonly version: string | null | undefined };

/** A command line that cannot be run: its message (the usage follows it). */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** A `--version` value: `none` (null) or a version the library accepts, as its text. */
const versionArg = (value: string): string | null => {
  if (value === "none") return null;
  try {
    return versionText(value, "--version");
  } catch (e) {
    if (e instanceof VersionError) throw new UsageError(`${e.message}, or none`);
    throw e;
  }
};

/**
 * Parses the arguments after the program name; no arguments, a wrong command or option, or an
 * invalid `--version` throw a {@link UsageError}.
 *
 * @example
 * ```ts
 * parseArgs(["routes", "app.ts", "--version", "2"]); // { kind: "routes", module: "app.ts", json: false, version: "2" }
 * ```
 */
export function parseArgs(argv: readonly string[]): Command {
  if (argv.includes("-h") || argv.includes("--help")) return { kind: "help" };
  if (argv.length === 0) throw new UsageError("Missing command: expected routes");
  const [command, ...rest] = argv;
  if (command !== "routes") throw new UsageError(`Unknown command '${command}': expected routes`);
  let module: string | undefined;
  let json = false;
  let version: string | null | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === "--json") json = true;
    else if (arg === "--version" || arg.startsWith("--version=")) {
      const value = arg === "--version" ? rest[++i] : arg.slice("--version=".length);
      if (value === undefined || value === "") throw new UsageError("--version needs a value");
      version = versionArg(value);
    } else if (arg.startsWith("-") && arg !== "-") throw new UsageError(`Unknown option '${arg}': expected --json, --version <v> or --help`);
    else if (module === undefined) module = arg;
    else throw new UsageError(`Unexpected argument '${arg}': one module path is expected`);
  }
  if (module === undefined) throw new UsageError("Missing <module>");
  return { kind: "routes", module, json, version };
}
