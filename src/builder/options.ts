/**
 * Checks the configuration a user passes in: zod checks each options object's shape (unknown keys
 * included, so a typo such as `versoin` is caught), then the path grammar checks the values.
 */
import { z } from "zod";
import { RouteDefinitionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { parse } from "../path/parse.js";
import { rel } from "../path/join.js";
import { versionPrefixText, versionText } from "../path/version.js";
import { isSchema, type RouteSchema, type Schema } from "../core/schema.js";

const settings = {
  version: z.unknown().optional(),
  versionPrefix: z.unknown().optional(),
  strictSlashes: z.boolean().optional(),
};

const standard = z.custom<Schema>(isSchema, "expected a Standard Schema (such as a zod schema)").optional();
const routeSchema = z.strictObject({ params: standard, query: standard, body: standard, headers: standard, response: standard });

const schemas = {
  route: z.strictObject({ ...settings, name: z.string().optional(), schema: routeSchema.optional() }),
  blueprint: z.strictObject({ ...settings, urlPrefix: z.string().optional() }),
  group: z.strictObject({ ...settings, urlPrefix: z.string().optional() }),
  registration: z.strictObject({ ...settings, urlPrefix: z.string().optional() }),
  app: z.strictObject({
    strictSlashes: z.boolean().optional(),
    codegen: z.boolean().optional(),
    bodyLimit: z.number().int().positive().optional(),
    jsonDepth: z.number().int().positive().optional(),
    protoKeys: z.enum(["refuse", "remove", "keep"]).optional(),
    handlerTimeout: z.number().int().min(0).max(2 ** 31 - 1).optional(),
    onError: z.custom<(e: unknown) => unknown>((v) => typeof v === "function", "expected a function").optional(),
  }),
} as const;

/** The settings of one level, checked and in normal form. */
export interface Settings {
  readonly prefix?: string;
  readonly version?: string;
  readonly versionPrefix?: string;
  readonly strictSlashes?: boolean;
  readonly name?: string;
  readonly schema?: RouteSchema;
}

/**
 * Checks an options object of the given kind and returns its settings in normal form, throwing a
 * `VersionError` or `RouteDefinitionError` that names `where`.
 */
export function checkOptions(kind: keyof typeof schemas, options: unknown, where: string): Settings {
  if (options === undefined) return {};
  if (kind === "route" && isSchema((options as { schema?: unknown } | null)?.schema)) throw new RouteDefinitionError(msg.schemaNotWrapped(where));
  const parsed = schemas[kind].safeParse(options);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".") || "options"}: ${i.message}`).join("; ");
    throw new RouteDefinitionError(msg.invalidOptions(where, detail));
  }
  const o = parsed.data as Record<string, unknown>;
  return {
    ...(o["urlPrefix"] !== undefined && { prefix: checkPrefix(o["urlPrefix"] as string) }),
    ...(o["version"] !== undefined && { version: versionText(o["version"] as string, where) }),
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
    throw new RouteDefinitionError(where === undefined ? msg.malformedPath(String(prefix), msg.why.notString) : msg.invalidSetterValue("prefix", prefix, where, `a string such as "/users"`));
  return parse(rel(prefix)).template;
};

/** A slash rule set by `.strictSlashes()`: a boolean (a call without one would change nothing). */
export const checkStrictSlashes = (strict: unknown, where: string): boolean => {
  if (typeof strict !== "boolean") throw new RouteDefinitionError(msg.invalidSetterValue("strictSlashes", strict, where, "true or false"));
  return strict;
};

/** A version prefix: starts with `/`, collapsed, and a valid template. */
export const checkVersionPrefix = (value: unknown, where: string): string =>
  parse(versionPrefixText(value as string, where)).template;

/** A version set by a fluent setter. */
export const checkVersion = (value: unknown, where: string): string => versionText(value as string, where);
