/**
 * Checks the configuration a user passes in: the shared option rules check each options object's
 * shape (unknown keys included, so a typo such as `versoin` is caught), then the path grammar
 * checks the values.
 */
import { RouteDefinitionError, VersaTypeError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { checkOptions as check, is, type Rule } from "../core/options.js";
import { isSchema, type RouteSchema } from "../core/schema.js";
import { parse } from "../path/parse.js";
import { rel } from "../path/join.js";
import { versionPrefixText, versionSetting, type VersionSetting } from "../path/version.js";
import { declaredVersions } from "./versions.js";
import { lifecycleSetting, versionLifecycles, type Lifecycle, type RouteLifecycle } from "./lifecycle.js";

/** Version and version prefix are read by the grammar, which names what it accepts. */
const ANY = is.custom("a value", () => true);
const settings = { version: ANY, versionPrefix: ANY, strictSlashes: is.boolean() };
const standard = is.custom("a Standard Schema (such as a zod schema)", isSchema);
const routeSchema = is.object({ params: standard, query: standard, body: standard, headers: standard, response: standard }, "{ params?, query?, body?, headers?, response? }");
const date = is.custom(`a date "YYYY-MM-DD" or a Date`, (v) => typeof v === "string" || v instanceof Date);
const link = is.string("a URL");
const lifecycle = is.object({ deprecated: date, sunset: date, link, sunsetLink: link }, "a lifecycle { deprecated?, sunset?, link?, sunsetLink? }");
const container = { ...settings, urlPrefix: is.string() };

/** The rules of each level's options; `app` holds the builder's part (the facade adds the server's). */
export const LEVEL_RULES = {
  route: { ...settings, name: is.string(), schema: routeSchema, lifecycle },
  blueprint: { ...container, lifecycle },
  group: { ...container, lifecycle },
  registration: container,
  app: {
    strictSlashes: is.boolean(),
    versions: is.array(ANY, "a list of versions, oldest first, such as [1, 2, 3]"),
    lifecycle: is.record(lifecycle, "an object of lifecycles by version, such as { 1: { deprecated: \"2026-01-01\" } }"),
  },
} as const satisfies Record<string, Readonly<Record<string, Rule>>>;

/** The settings of one level, checked and in normal form. */
export interface Settings {
  readonly prefix?: string;
  /** a version, a list or a range (see `versionSetting`) */
  readonly version?: VersionSetting;
  readonly versionPrefix?: string;
  /** the app's declared versions, oldest first */
  readonly versions?: readonly string[];
  /** this level's lifecycle (a route, blueprint or group) */
  readonly lifecycle?: RouteLifecycle;
  /** the app's lifecycles, by version text */
  readonly lifecycles?: Readonly<Record<string, RouteLifecycle>>;
  readonly strictSlashes?: boolean;
  readonly name?: string;
  readonly schema?: RouteSchema;
}

/**
 * Checks an options object of the given kind (with `rules`, when the facade adds its own) and
 * returns its settings in normal form, throwing an error that names `where`.
 */
export function checkOptions(kind: keyof typeof LEVEL_RULES, options: unknown, where: string, rules: Readonly<Record<string, Rule>> = LEVEL_RULES[kind]): Settings {
  if (options === undefined) return {};
  if (kind === "route" && isSchema((options as { schema?: unknown } | null)?.schema)) throw new VersaTypeError(msg.schemaNotWrapped(where));
  const o = check<Record<string, unknown>>(where, is.object(rules, "an options object"), options);
  const versions = o["versions"] === undefined ? undefined : declaredVersions(o["versions"] as unknown[]);
  const lifecycle = o["lifecycle"] as Lifecycle | Readonly<Record<string, Lifecycle>> | undefined;
  return {
    ...(o["urlPrefix"] !== undefined && { prefix: checkPrefix(o["urlPrefix"] as string) }),
    ...(o["version"] !== undefined && { version: versionSetting(o["version"], where) }),
    ...(versions && { versions }),
    ...(lifecycle !== undefined &&
      (kind === "app" ? { lifecycles: versionLifecycles(lifecycle as Readonly<Record<string, Lifecycle>>, versions) } : { lifecycle: lifecycleSetting(lifecycle as Lifecycle, where) })),
    ...(o["versionPrefix"] !== undefined && { versionPrefix: checkVersionPrefix(o["versionPrefix"], where) }),
    ...(o["strictSlashes"] !== undefined && { strictSlashes: o["strictSlashes"] as boolean }),
    ...(o["name"] !== undefined && { name: o["name"] as string }),
    ...(o["schema"] !== undefined && { schema: o["schema"] as RouteSchema }),
  };
}

/** A url prefix: parsed (so its mistakes surface where it is set), in normal form; `where` names
 * the container whose `.prefix()` set it (options are checked by their schema first). */
export const checkPrefix = (prefix: unknown, where?: string): string => {
  if (typeof prefix !== "string")
    throw where === undefined ? new RouteDefinitionError(msg.malformedPath(String(prefix), msg.why.notString)) : new VersaTypeError(msg.invalidSetterValue("prefix", prefix, where, `a string such as "/users"`));
  return parse(rel(prefix)).template;
};

/** A slash rule set by `.strictSlashes()`: a boolean (a call without one would change nothing). */
export const checkStrictSlashes = (strict: unknown, where: string): boolean => {
  if (typeof strict !== "boolean") throw new VersaTypeError(msg.invalidSetterValue("strictSlashes", strict, where, "true or false"));
  return strict;
};

/** A version prefix: starts with `/`, collapsed, and a valid template. */
export const checkVersionPrefix = (value: unknown, where: string): string =>
  parse(versionPrefixText(value as string, where)).template;

/** A version, list or range set by a fluent setter. */
export const checkVersion = (value: unknown, where: string): VersionSetting => versionSetting(value, where);
