/**
 * How a function's options are checked and their mistakes worded, in one place: a zod schema whose
 * messages name the value given (`expected ..., got "abc"`) and the accepted keys, and its issues
 * as `key: problem; ...` after `Invalid options at <where>: `. `openapi()` and `formatRoutes()`
 * use it. `serve()` words its issues alike in `src/server/serve-options.ts` with plain string
 * messages: its `z.custom` checks given `expected()` cost 70k more type instantiations in the
 * type-budget test (measured). The builders word theirs as `RouteDefinitionError`s (see
 * `src/builder/options.ts`).
 */
import type { z } from "zod";
import { invalidOptions, kindOf } from "./messages.js";

/**
 * zod's message for a value of the wrong shape (naming it), or for unknown keys (naming the known).
 *
 * @example
 * ```ts
 * z.strictObject({ json: z.boolean(expected("a boolean")) }, expected("an options object { json? }", "json"));
 * ```
 */
export const expected = (what: string, keys?: string) => ({
  error: (iss: { code?: string; input?: unknown }) =>
    iss.code === "unrecognized_keys" ? `unknown option (accepted: ${keys})` : `expected ${what}, got ${kindOf(iss.input)}`,
});

/**
 * zod's issues as `key: problem; ...`, each unknown key named by its path.
 *
 * @example
 * ```ts
 * issuesText(schema.safeParse({ versoin: 1 }).error!.issues); // "versoin: unknown option (accepted: ...)"
 * ```
 */
export const issuesText = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .flatMap((i): [readonly PropertyKey[], string][] => (i.code === "unrecognized_keys" ? i.keys.map((k) => [[...i.path, k], i.message]) : [[i.path, i.message]]))
    .map(([path, message]) => `${path.map(String).join(".") || "options"}: ${message}`)
    .join("; ");

/**
 * `options` parsed by `schema`, else a `TypeError`: `Invalid options at <where>: <issues>`.
 *
 * @example
 * ```ts
 * const { json } = parseOptions(schema, options, "formatRoutes()");
 * ```
 */
export function parseOptions<S extends z.ZodType>(schema: S, options: unknown, where: string): z.infer<S> {
  const parsed = schema.safeParse(options);
  if (!parsed.success) throw new TypeError(invalidOptions(where, issuesText(parsed.error.issues)));
  return parsed.data;
}
