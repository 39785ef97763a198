/**
 * The runtime half of the builders: containers hold route definitions and settings; composing a
 * tree resolves each route against its levels (innermost first) into a plain {@link RouteRecord}
 * that everything downstream reads.
 */
import { RouteDefinitionError, RouteExistsError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { compose } from "../path/compose.js";
import { join } from "../path/join.js";
import { parse, type Segment } from "../path/parse.js";
import type { RouteSchema } from "../core/schema.js";
import { joinTrust, type Settings } from "./options.js";
import { checkParamsSchema } from "./schema-keys.js";
import { checkInputs } from "./schema-input.js";
import type { AnyHandler, RouteDocs } from "./route-context.js";
import type { Method, Origin } from "../core/route.js";
import { chainOf, hookLevel, type HookChain, type HookLevel, type StoredHook } from "./hooks.js";
import { addedDocs, type AddedDocs } from "./plugin-docs.js";
import { servedVersions } from "./versions.js";
import type { RouteLifecycle } from "./lifecycle.js";
import type { VersionSetting } from "../path/version.js";

export type { Origin };

/** A persistent list, newest first: adding is O(1) and never touches other holders of the list. */
export type List<T> = { readonly head: T; readonly tail: List<T> } | undefined;
export const push = <T>(list: List<T>, head: T): List<T> => ({ head, tail: list });
export const toArray = <T>(list: List<T>): T[] => {
  const out: T[] = [];
  for (let l = list; l; l = l.tail) out.push(l.head);
  return out.reverse();
};

/** Anything with the routes of an app (an `App`, or `{ routes }` built by hand). */
export interface HasRoutes {
  readonly routes: readonly RouteRecord[];
}

/** A container's settings and how messages name it. */
export interface Level extends Settings {
  readonly kind: "blueprint" | "group" | "registration" | "app";
  /** `blueprint 'a'`, `group 'g'`, `group`, `registration`, `app` */
  readonly label: string;
  /** the level's hooks, newest first (they apply to every route of the level, those added before them too) */
  readonly hooks?: List<StoredHook>;
}

/** A level with one more hook (or plugin). */
export const withHook = (level: Level, hook: StoredHook): Level => ({ ...level, hooks: push(level.hooks, hook) });

const hookLevels = new WeakMap<Level, HookLevel | undefined>();
/** A level's hooks as a chain runs them (computed once per level, shared by its routes). */
export function hooksOf(level: Level): HookLevel | undefined {
  if (level.hooks === undefined) return undefined;
  if (!hookLevels.has(level)) hookLevels.set(level, hookLevel(toArray(level.hooks), level.label, level.kind === "app"));
  return hookLevels.get(level);
}

/** What a level's plugins say they add to documents (none when it has no hooks). */
const pluginDocsOf = (level: Level): AddedDocs[] => (level.hooks === undefined ? [] : addedDocs(toArray(level.hooks), level.label));

/** What documents say of a route: its own docs (tags resolved), and what the plugins of its levels add. */
export interface RecordDocs extends RouteDocs {
  /** the `openapi` of the plugins of the levels the route is composed under, outermost first */
  readonly plugins?: readonly AddedDocs[];
}

/** A route as declared, before composition. */
export interface RouteDef extends Settings {
  readonly method: Method;
  /** the path as written */
  readonly path: string;
  /** the path in normal form */
  readonly rel: string;
  readonly handler: AnyHandler;
  /** `route GET '/x' of blueprint 'a'` */
  readonly where: string;
}

/**
 * A composed route: what `api.routes` lists and what the router compiles.
 *
 * @example
 * ```ts
 * app().get("/health", () => "ok").routes[0]; // { method: "GET", path: "/health", version: undefined, ... }
 * ```
 */
export interface RouteRecord {
  readonly method: Method;
  /** the composed template, e.g. `/v2/g/b/users/<id:int>` */
  readonly path: string;
  readonly name: string;
  /** the version text, `undefined` when no version applies */
  readonly version: string | undefined;
  /**
   * Every version the route's definition is served at, in order (a list or range gives one
   * record per version, all sharing this array); empty when no version applies.
   */
  readonly versions: readonly string[];
  /** the version setting that applied, as its level gave it (normal form): a version, a list, a range */
  readonly versionSetting: VersionSetting | undefined;
  /** the version prefix used, `undefined` when no version applies */
  readonly versionPrefix: string | undefined;
  readonly strictSlashes: boolean;
  /** where each setting came from */
  readonly origin: { readonly version: Origin | undefined; readonly versionPrefix: Origin | undefined; readonly strictSlashes: Origin };
  /** the blueprint and groups (outermost first) the route was declared in */
  readonly blueprint: string | undefined;
  readonly groups: readonly string[];
  readonly segments: readonly Segment[];
  /** the template with parameters reduced to their types: equal keys collide */
  readonly key: string;
  readonly handler: AnyHandler;
  /** the route's schemas, checked at the edge */
  readonly schema: RouteSchema | undefined;
  /** the most specific lifecycle that applies: the route's, its blueprint's, its groups' (innermost
   * first), else the app's for this version */
  readonly lifecycle: RouteLifecycle | undefined;
  /** how messages name the route */
  readonly where: string;
  /**
   * What OpenAPI documents say of the route beyond its path and schemas: its options' summary,
   * description, operationId and `hidden`, the tags of the innermost level that sets any, and
   * what the plugins of its levels add (security requirements, answers).
   */
  readonly openapi: RecordDocs;
  /** the hooks of the levels it is composed under, outermost first; absent when none has any */
  readonly hooks?: HookChain;
}

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
  checkInputs(def.schema, def.path, def.where);
  const bp = levels.find((l) => l.kind === "blueprint");
  const bpName = bp?.name;
  const trusted = trustedAt(def, levels);
  const openapi = docsOf(def, levels);
  // (the app's own hooks join in `api.routes`: an app may get hooks after its routes)
  const hooks = chainOf(levels.filter((l) => l.kind !== "app").map(hooksOf).reverse());
  return (version ? versions : [undefined]).map((v) => {
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

/** Whether two records answer the same requests: same method and key, a trailing `/` aside unless both are strict. */
const collide = (a: RouteRecord, b: RouteRecord): boolean =>
  a.method === b.method && (a.key === b.key || (!(a.strictSlashes && b.strictSlashes) && a.key.replace(/(.)\/$/, "$1") === b.key.replace(/(.)\/$/, "$1")));

/**
 * Refuses two records with the same method and key. A non-strict route answers with and without
 * one trailing `/`, so keys are compared without it, unless both routes are strict. Two routes
 * served at several versions (lists, ranges) are named with every version at which they collide.
 */
export function checkDuplicates(records: readonly RouteRecord[]): void {
  const seen = new Map<string, RouteRecord[]>();
  records.forEach((r, at) => {
    const k = `${r.method} ${r.key.length > 1 ? r.key.replace(/\/$/, "") : r.key}`;
    const same = seen.get(k) ?? [];
    const first = same.find((f) => !(f.strictSlashes && r.strictSlashes && f.key !== r.key));
    if (first) throw new RouteExistsError(msg.routeExistsAt(r.method, r.path, first.where, records.indexOf(first), r.where, at) + sharedVersions(records, first, r));
    seen.set(k, [...same, r]);
  });
}

/** `; both serve versions 2, 3` for two definitions served at more than one version (the records
 * of one definition share their `versions` array), else nothing. */
function sharedVersions(records: readonly RouteRecord[], a: RouteRecord, b: RouteRecord): string {
  if (a.versions.length < 2 && b.versions.length < 2) return "";
  const ofB = records.filter((x) => x.versions === b.versions);
  const shared = records.filter((x) => x.versions === a.versions && ofB.some((y) => collide(x, y))).map((x) => x.version ?? "none");
  return msg.bothServe(shared);
}
