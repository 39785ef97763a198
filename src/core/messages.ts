/**
 * Every message versa reports, once as a function (thrown at runtime) and once as a type (shown by
 * the compiler), side by side. Each function's return type is its twin, so the two cannot drift.
 * They are grouped by what they are about; each layer imports them from here, and a bundle keeps
 * only those its code reaches.
 */

import type { StrictNullChecks } from "./types.js";

export * from "./messages-common.js";
export * from "./messages-versions.js";
export * from "./messages-paths.js";
export * from "./messages-routes.js";
export * from "./messages-answers.js";
export * from "./messages-tools.js";

/** A program checked without `strictNullChecks` (`strict: false`): the types cannot work there. */
export type NeedsStrict =
  `versa's types need "strict": true in tsconfig.json (at least "strictNullChecks": true): without it undefined is assignable to every type, so an unset version cannot be told from a set one`;
export const NEEDS_STRICT: NeedsStrict =
  `versa's types need "strict": true in tsconfig.json (at least "strictNullChecks": true): without it undefined is assignable to every type, so an unset version cannot be told from a set one`;
/**
 * `T` in a program checked with `strictNullChecks`, else {@link NeedsStrict}: what `app()`,
 * `blueprint()`, `group()` and `createClient()` return there, so that the first use of their value
 * is the one error, and it names the setting (`Property 'get' does not exist on type '"versa's
 * types need ..."'`), instead of every route after the first refused as defined twice.
 */
export type OrNeedsStrict<T> = StrictNullChecks extends true ? T : NeedsStrict;
