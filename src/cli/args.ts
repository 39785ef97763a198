/**
 * The command line: `versa routes <module> [--json] [--version <v>]` and
 * `versa diff <module> <from> <to> [--json]`, read by `node:util`'s `parseArgs` (so `--` ends the
 * options, `--version=2` and `--version 2` are alike).
 */
import { createRequire } from "node:module";
import { parseArgs as readArgs } from "node:util";
import { VersaError, VersionError } from "../core/errors.js";
import { versionText } from "../path/version.js";

/** This package's version, for `versa --version`. */
export const PROGRAM_VERSION = (createRequire(import.meta.url)("../../package.json") as { version: string }).version;

export const USAGE = `Usage: versa routes <module> [--json] [--version <v>]
       versa diff <module> <from> <to> [--json]
       versa --version

routes: prints the route table of every app that <module> exports (its default
export and each named export that has \`routes\`).
diff:   lists the routes that version <to> adds, removes and changes (handler,
        schemas, version prefix) against version <from> (none: no version).
TypeScript modules load without a build step.

Options:
  --json           print a JSON array instead of aligned columns
  --version <v>    only routes of version <v> (2, "v2" and "2" are the same);
                   --version none: only routes without a version
  -h, --help       show this text
  --               ends the options: what follows is the module path`;

/** A parsed command line. */
export type Command =
  | { readonly kind: "help" }
  | { readonly kind: "version" }
  | { readonly kind: "routes"; readonly module: string; readonly json: boolean; readonly version: string | null | undefined }
  | { readonly kind: "diff"; readonly module: string; readonly json: boolean; readonly from: string | null; readonly to: string | null };

/** A command line that cannot be run: its message (the usage follows it). */
export class UsageError extends VersaError {
  static override readonly defaultCode = "USAGE";
}

Object.defineProperty(UsageError.prototype, "name", { value: "UsageError", writable: true, configurable: true });

/** A version argument (`--version`, or diff's `<from>` and `<to>`): `none` (null) or a version the library accepts, as its text. */
const versionArg = (value: string, where = "--version"): string | null => {
  if (value === "none") return null;
  try {
    return versionText(value, where);
  } catch (e) {
    if (e instanceof VersionError) throw new UsageError(`${e.message}, or none`, { cause: e });
    throw e;
  }
};

/** `parseArgs`'s own mistakes, in this program's words. */
const usageOf = (e: unknown): UsageError => {
  const { code, message } = e as { code?: string; message?: string };
  const option = /'(-[^' ]*)/.exec(message ?? "")?.[1] ?? "";
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return new UsageError(`Unknown option '${option}': expected --json, --version <v> or --help`, { cause: e });
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    // (the one option with a value is --version; the others are flags given a value, `--json=false`)
    if (option.startsWith("--version")) return new UsageError("--version needs a value", { cause: e });
    const flag = /--[\w-]+/.exec(message ?? "")?.[0] ?? option;
    return new UsageError(`${flag} takes no value: write ${flag} alone, or leave it out`, { cause: e });
  }
  return new UsageError(message ?? String(e), { cause: e });
};

/** `--version X` as `--version=X` (up to `--`), so that a value starting with `-` (`-1`) is read
 * as the value it was meant to be and refused with the version's own message. */
const joinVersionValues = (argv: readonly string[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--") return [...out, ...argv.slice(i)];
    out.push(a === "--version" && i + 1 < argv.length ? `--version=${argv[++i]}` : a);
  }
  return out;
};

/**
 * Parses the arguments after the program name; no arguments, a wrong command or option, or an
 * invalid `--version` throw a {@link UsageError}.
 *
 * @example
 * ```ts
 * parseArgs(["routes", "app.ts", "--version", "2"]); // { kind: "routes", module: "app.ts", json: false, version: "2" }
 * parseArgs(["--version"]);                          // { kind: "version" }
 * ```
 */
export function parseArgs(argv: readonly string[]): Command {
  if (argv[0] === "--version" || argv[0] === "-v") return { kind: "version" };
  let read;
  try {
    read = readArgs({
      args: joinVersionValues(argv),
      options: { json: { type: "boolean" }, version: { type: "string" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw usageOf(e);
  }
  const { values, positionals } = read;
  if (values.help) return { kind: "help" };
  const [command, module, ...more] = positionals;
  if (command === undefined) throw new UsageError("Missing command: expected routes or diff");
  if (command !== "routes" && command !== "diff") throw new UsageError(`Unknown command '${command}': expected routes or diff`);
  if (module === undefined) throw new UsageError("Missing <module>");
  if (command === "diff") {
    const [from, to, ...extra] = more;
    if (from === undefined || to === undefined) throw new UsageError(`Missing ${from === undefined ? "<from>" : "<to>"}: versa diff <module> <from> <to>`);
    if (extra.length > 0) throw new UsageError(`Unexpected argument '${extra[0]}': versa diff takes a module and two versions`);
    if (values.version !== undefined) throw new UsageError("--version is for versa routes: versa diff takes the two versions after the module");
    return { kind: "diff", module, json: values.json === true, from: versionArg(from, "<from>"), to: versionArg(to, "<to>") };
  }
  if (more.length > 0) throw new UsageError(`Unexpected argument '${more[0]}': one module path is expected`);
  if (values.version === "") throw new UsageError("--version needs a value");
  return { kind: "routes", module, json: values.json === true, version: values.version === undefined ? undefined : versionArg(values.version) };
}
