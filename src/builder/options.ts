/**
 * Checks the configuration a user passes in: the shared option rules check each options object's
 * shape (unknown keys included, so a typo such as `versoin` is caught), then the path grammar
 * checks the values.
 */
import { RouteDefinitionError, VersaTypeError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { checkOptions as check, is, optionIssues, type Rule } from "../core/options.js";
import { isSchema, type RouteSchema } from "../core/schema.js";
import { parse } from "../path/parse.js";
import { rel } from "../path/join.js";
import { versionPrefixText, versionSetting, type VersionSetting } from "../path/version.js";
import { declaredVersions } from "./versions.js";
import { lifecycleSetting, versionLifecycles, type Lifecycle, type RouteLifecycle } from "./lifecycle.js";

/** Version and version prefix are read by the grammar, which names what it accepts. */
const ANY = is.custom("a value", () => true);
/** Regex patterns the level's own templates may use without the backtracking check. */
const trustRegex = is.array(is.string(), "an array of pattern strings, such as trustRegex(\"(a+)+\")");
const settings = { version: ANY, versionPrefix: ANY, strictSlashes: is.boolean(), trustRegex };
const standard = is.custom("a Standard Schema (such as a zod schema)", isSchema);
/** A status a response can carry, as an object key (`"201"`). */
const isStatusKey = (k: string): boolean => /^[2-5]\d\d$/.test(k);
/** One response schema, or a map of them by status (a 204's schema checks `undefined`). */
const response = is.custom(
  "a Standard Schema, or an object of them by status such as { 200: User, 404: NotFound } (statuses from 200 to 599)",
  (v) => isSchema(v) || (typeof v === "object" && v !== null && !Array.isArray(v) && Object.entries(v).every(([k, s]) => isStatusKey(k) && isSchema(s))),
);
const routeSchema = is.object({ params: standard, query: standard, body: standard, headers: standard, response }, "{ params?, query?, body?, headers?, response? }");
/** Documentation (OpenAPI), read by `openapi()`: tags on every level, the rest on routes. */
const tags = { tags: is.array(is.custom("a non-empty string", (v) => typeof v === "string" && v !== ""), "an array of tag names") };
const OPERATION_ID = /^[A-Za-z0-9_.~-]+$/;
const docs = {
  ...tags,
  summary: is.string(),
  description: is.string(),
  operationId: is.custom("a string of letters, digits and _ . ~ - (it names the operation in URLs and generated code)", (v) => typeof v === "string" && OPERATION_ID.test(v)),
  hidden: is.boolean(),
};
const date = is.custom(`a date "YYYY-MM-DD" or a Date`, (v) => typeof v === "string" || v instanceof Date);
const link = is.string("a URL");
const lifecycle = is.object({ deprecated: date, sunset: date, link, sunsetLink: link }, "a lifecycle { deprecated?, sunset?, link?, sunsetLink? }");
const container = { ...settings, urlPrefix: is.string(), ...tags };

/** The rules of each level's options; `app` holds the builder's part (the facade adds the server's). */
export const LEVEL_RULES = {
  route: { ...settings, ...docs, name: is.string(), schema: routeSchema, lifecycle },
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
  /** the regex patterns trusted where this level's templates are written (see `trustRegex`) */
  readonly trusted?: ReadonlySet<string>;
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly operationId?: string;
  readonly hidden?: boolean;
}

const DOC_KEYS = ["tags", "summary", "description", "operationId", "hidden"] as const;

/**
 * Checks an options object of the given kind (with `rules`, when the facade adds its own) and
 * returns its settings in normal form, throwing an error that names `where`.
 */
export function checkOptions(kind: keyof typeof LEVEL_RULES, options: unknown, where: string, rules: Readonly<Record<string, Rule>> = LEVEL_RULES[kind]): Settings {
  if (options === undefined) return {};
  if (kind === "route" && isSchema((options as { schema?: unknown } | null)?.schema)) throw new VersaTypeError(msg.schemaNotWrapped(where));
  const o = check<Record<string, unknown>>(where, is.object(rules, "an options object"), options);
  const trusted = o["trustRegex"] === undefined ? undefined : new Set(o["trustRegex"] as readonly string[]);
  const versions = o["versions"] === undefined ? undefined : declaredVersions(o["versions"] as unknown[]);
  const lifecycle = o["lifecycle"] as Lifecycle | Readonly<Record<string, Lifecycle>> | undefined;
  return {
    ...(trusted && { trusted }),
    ...(o["urlPrefix"] !== undefined && { prefix: checkPrefix(o["urlPrefix"] as string, undefined, trusted) }),
    ...(o["version"] !== undefined && { version: versionSetting(o["version"], where) }),
    ...(versions && { versions }),
    ...(lifecycle !== undefined &&
      (kind === "app" ? { lifecycles: versionLifecycles(lifecycle as Readonly<Record<string, Lifecycle>>, versions) } : { lifecycle: lifecycleSetting(lifecycle as Lifecycle, where) })),
    ...(o["versionPrefix"] !== undefined && { versionPrefix: checkVersionPrefix(o["versionPrefix"], where, trusted) }),
    ...(o["strictSlashes"] !== undefined && { strictSlashes: o["strictSlashes"] as boolean }),
    ...(o["name"] !== undefined && { name: o["name"] as string }),
    ...(o["schema"] !== undefined && { schema: o["schema"] as RouteSchema }),
    ...Object.fromEntries(DOC_KEYS.filter((k) => o[k] !== undefined).map((k) => [k, k === "tags" ? [...(o[k] as string[])] : o[k]])),
  };
}

/** The patterns trusted by any of `sets` (`undefined` when none trusts any), one set for the parse. */
export const joinTrust = (...sets: readonly (ReadonlySet<string> | undefined)[]): ReadonlySet<string> | undefined => {
  const given = sets.filter((t) => t !== undefined);
  return given.length <= 1 ? given[0] : new Set(given.flatMap((t) => [...t]));
};

/** A url prefix: parsed (so its mistakes surface where it is set), in normal form; `where` names
 * the container whose `.prefix()` set it (options are checked by their schema first). */
export const checkPrefix = (prefix: unknown, where?: string, trusted?: ReadonlySet<string>): string => {
  if (typeof prefix !== "string")
    throw where === undefined ? new RouteDefinitionError(msg.malformedPath(String(prefix), msg.why.notString)) : new VersaTypeError(msg.invalidSetterValue("prefix", prefix, where, `a string such as "/users"`));
  return parse(rel(prefix), trusted).template;
};

/** A slash rule set by `.strictSlashes()`: a boolean (a call without one would change nothing). */
export const checkStrictSlashes = (strict: unknown, where: string): boolean => {
  if (typeof strict !== "boolean") throw new VersaTypeError(msg.invalidSetterValue("strictSlashes", strict, where, "true or false"));
  return strict;
};

/** A version prefix: starts with `/`, collapsed, and a valid template whose regexes are safe or
 * trusted where it is set. */
export const checkVersionPrefix = (value: unknown, where: string, trusted?: ReadonlySet<string>): string =>
  parse(versionPrefixText(value as string, where, trusted), trusted).template;

/** Tags set by a fluent setter (`.tags(["books"])`), checked as the options are. */
export const checkTags = (value: unknown, where: string): readonly string[] => {
  if (optionIssues(tags.tags, value).length > 0) throw new VersaTypeError(msg.invalidSetterValue("tags", value, where, `an array of non-empty strings such as ["books"]`));
  return [...(value as string[])];
};

/** A version, list or range set by a fluent setter. */
export const checkVersion = (value: unknown, where: string): VersionSetting => versionSetting(value, where);
