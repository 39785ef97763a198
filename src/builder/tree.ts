/**
 * Composing a route tree at runtime: each route is resolved against its levels (innermost first)
 * into plain {@link RouteRecord}s, which everything downstream reads. The rest of the runtime half
 * of the builders is beside it: the records (`route-record.ts`), the levels and their hooks
 * (`level.ts`), the list containers hold things in (`list.ts`), the duplicate check
 * (`route-duplicates.ts`).
 */
import { RouteDefinitionError } from "../core/errors.js";
import { compose } from "../path/compose.js";
import { join } from "../path/join.js";
import { parse } from "../path/parse.js";
import { joinTrust, type Settings } from "./options.js";
import { checkParamsSchema } from "./schema-keys.js";
import { checkInputs } from "./schema-input.js";
import type { Origin } from "../core/route.js";
import { chainOf } from "./hook-chain.js";
import { servedVersions } from "./versions.js";
import { hooksOf, pluginDocsOf, type Level } from "./level.js";
import type { RecordDocs, RouteDef, RouteRecord } from "./route-record.js";

/** The first level (innermost first) that sets `key`, with its origin and how messages name it. */
function pick<K extends "version" | "versionPrefix" | "strictSlashes">(
  def: RouteDef,
  levels: readonly Level[],
  key: K,
): [NonNullable<Settings[K]>, Origin, string] | undefined {
  if (def[key] !== undefined) return [def[key], "route", def.where];
  const level = levels.find((l) => l[key] !== undefined);
  return level && [level[key] as NonNullable<Settings[K]>, level.kind, level.label]; // a level's kind is its origin
}

/** The patterns trusted anywhere on the way from the route out: each template was checked where it
 * was written, with its own level's trust, so the composed path trusts what any of them did. */
const trustedAt = (def: RouteDef, levels: readonly Level[]): ReadonlySet<string> | undefined => joinTrust(def.trusted, ...levels.map((l) => l.trusted));

/** A route's documentation: its own, with the tags of the innermost level that has some and
 * what the plugins of its levels (the app's aside, see `underApp`) add, outermost first. */
function docsOf(def: RouteDef, levels: readonly Level[]): RecordDocs {
  const tags = def.tags ?? levels.find((l) => l.tags !== undefined)?.tags;
  const { summary, description, operationId, hidden } = def;
  const plugins = levels.filter((l) => l.kind !== "app").reverse().flatMap(pluginDocsOf);
  return {
    ...(plugins.length > 0 && { plugins }),
    ...(summary !== undefined && { summary }),
    ...(description !== undefined && { description }),
    ...(tags !== undefined && { tags }),
    ...(operationId !== undefined && { operationId }),
    ...(hidden !== undefined && { hidden }),
  };
}

/**
 * Composes one route under its levels (innermost first: blueprint, groups, registration, app):
 * one record per version it is served at (one record when no version applies).
 *
 * @example
 * ```ts
 * resolve(def, [bpLevel, groupLevel]); // [a RouteRecord with path "/v1.25/g/a/users/<id:int>"]
 * ```
 */
export function resolve(def: RouteDef, levels: readonly Level[]): RouteRecord[] {
  const version = pick(def, levels, "version");
  const prefix = version && (pick(def, levels, "versionPrefix") ?? ["/v", "default" as const]);
  const strict = pick(def, levels, "strictSlashes") ?? [false, "default" as const];
  const joined = levels.reduce<string>((p, l) => join(l.prefix ?? "", p), def.rel);
  const chain = levels.filter((l) => l.kind === "blueprint" || l.kind === "group").map((l) => l.label);
  const where = chain.length > 1 ? `${def.where} in ${chain.slice(1).join(" in ")}` : def.where;
  const app = levels.find((l) => l.kind === "app");
  const declared = app?.versions;
  const lifecycle = def.lifecycle ?? levels.find((l) => l.lifecycle !== undefined)?.lifecycle;
  const versions = version ? Object.freeze([...servedVersions(version[0], declared, version[1] === "route" ? where : version[2], where)]) : [];
  const bp = levels.find((l) => l.kind === "blueprint");
  const bpName = bp?.name;
  const trusted = trustedAt(def, levels);
  const openapi = docsOf(def, levels);
  // (the app's own hooks join in `api.routes`: an app may get hooks after its routes)
  const hooks = chainOf(levels.filter((l) => l.kind !== "app").map(hooksOf).reverse());
  // (the params schema is checked first, per composed path, then the query and headers: the
  // order of the compile-time checks, so a route with both mistakes is told the same one first)
  const records = (version ? versions : [undefined]).map((v) => {
    const path = compose(prefix?.[0] ?? "", v, joined);
    let parsed;
    try {
      parsed = parse(path, trusted);
    } catch (e) {
      throw e instanceof RouteDefinitionError ? new RouteDefinitionError(`${e.message} (at ${where})`, { code: e.code, cause: e }) : e;
    }
    checkParamsSchema(def, parsed);
    return {
      method: def.method,
      path,
      name: def.name ?? `${bpName ? `${bpName}.` : ""}${def.method} ${def.path}`,
      version: v,
      versions,
      versionSetting: version?.[0],
      versionPrefix: prefix?.[0],
      strictSlashes: strict[0] as boolean,
      origin: { version: version?.[1], versionPrefix: prefix?.[1], strictSlashes: strict[1] },
      blueprint: bpName,
      groups: levels.filter((l) => l.kind === "group").map((l) => l.label).reverse(),
      segments: parsed.segments,
      key: parsed.key,
      handler: def.handler,
      schema: def.schema,
      lifecycle: lifecycle ?? (v === undefined ? undefined : app?.lifecycles?.[v]),
      where,
      openapi,
      ...(hooks && { hooks }),
    };
  });
  checkInputs(def.schema, def.path, def.where);
  return records;
}

/** A record under the app's own hooks (outermost in every chain), and what its plugins add to documents. */
export function underApp(record: RouteRecord, app: Level): RouteRecord {
  const level = hooksOf(app);
  if (level === undefined) return record;
  const hooks = chainOf([level, ...(record.hooks?.levels ?? [])]);
  const added = pluginDocsOf(app);
  const openapi = added.length === 0 ? record.openapi : { ...record.openapi, plugins: [...added, ...(record.openapi.plugins ?? [])] };
  return { ...record, ...(hooks && { hooks }), openapi };
}
