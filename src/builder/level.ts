/**
 * A level of a route tree at runtime (a blueprint, group, registration or the app): its settings,
 * how messages name it, and its hooks, turned into the form a chain runs once per level and shared
 * by all of the level's routes.
 */
import type { Settings } from "./options.js";
import { hookLevel, type HookLevel, type StoredHook } from "./hook-chain.js";
import { addedDocs, type AddedDocs } from "./plugin-docs.js";
import { push, toArray, type List } from "./list.js";

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
export const pluginDocsOf = (level: Level): AddedDocs[] => (level.hooks === undefined ? [] : addedDocs(toArray(level.hooks), level.label));
