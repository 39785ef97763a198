/**
 * How every public entry point checks what it is given, in one wording and one error class:
 *
 *     Invalid options at serve(): prot: unknown option (accepted: port, hostname, requestTimeout)
 *     Invalid options at serve(): port: expected an integer from 0 to 65535 (0 = a free port), got "abc"
 *
 * Rules are plain data checked by a few lines of code rather than a schema library, so a worker
 * bundle of versa carries no schema library and the checks cost the compiler nothing.
 */
import { VersaTypeError } from "./errors.js";
import { expectedGot, invalidOptions, kindOf } from "./messages.js";

/** What a value must be. A key whose value is `undefined` counts as not given. */
export interface Rule {
  /** what is accepted, as the message says it: `"an integer from 0 to 65535"` */
  readonly expected: string;
  /** whether a given value is accepted (before its keys or items are looked at) */
  readonly test: (value: unknown) => boolean;
  /** an object's known keys; any other key is refused unless `extra` accepts it */
  readonly keys?: Readonly<Record<string, Rule>>;
  readonly required?: readonly string[];
  /** other keys an object takes (`x-...` extensions), and how the list of accepted keys names them */
  readonly extra?: { readonly test: (key: string) => boolean; readonly shown?: string };
  /** every item of an array, or every value of a record */
  readonly each?: Rule;
}

/** An object of data: its prototype is `Object.prototype` or `null` (no array, no instance of a class). */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** The building blocks of rules. */
export const is = {
  custom: (expected: string, test: (value: unknown) => boolean): Rule => ({ expected, test }),
  string: (expected = "a string"): Rule => ({ expected, test: (v) => typeof v === "string" }),
  boolean: (): Rule => ({ expected: "a boolean", test: (v) => typeof v === "boolean" }),
  function: (expected = "a function"): Rule => ({ expected, test: (v) => typeof v === "function" }),
  /** an integer in `[min, max]` */
  integer: (min: number, max: number, expected: string): Rule => ({
    expected,
    test: (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max,
  }),
  /** a plain object with these keys (`required` must be given; `extra` lets other keys through) */
  object: (keys: Readonly<Record<string, Rule>>, expected: string, more: Pick<Rule, "required" | "extra"> = {}): Rule => ({ expected, test: isPlainObject, keys, ...more }),
  /** a plain object whose every value follows `each` */
  record: (each: Rule, expected: string): Rule => ({ expected, test: isPlainObject, each }),
  array: (each: Rule, expected: string): Rule => ({ expected, test: Array.isArray, each }),
};

/**
 * Every mistake in `value` against `rule`, as `path: problem` (`options` for the value itself).
 *
 * @example
 * ```ts
 * optionIssues(is.object({ port: PORT }, "an options object"), { prot: 1 }); // ["prot: unknown option (accepted: port)"]
 * ```
 */
export function optionIssues(rule: Rule, value: unknown, path = "options"): string[] {
  if (!rule.test(value)) return [expectedGot(path, rule.expected, kindOf(value))];
  const at = (key: string) => (path === "options" ? key : `${path}.${key}`);
  const out: string[] = [];
  const { keys, each } = rule;
  if (keys) {
    const accepted = Object.keys(keys);
    for (const k of Object.keys(value as object)) {
      // (own keys only: `toString` or `constructor` in the options is a key like any other)
      if (!Object.hasOwn(keys, k) && !rule.extra?.test(k)) out.push(`${at(k)}: unknown option (accepted: ${[...accepted, ...(rule.extra?.shown ? [rule.extra.shown] : [])].join(", ")})`);
    }
    for (const [k, r] of Object.entries(keys)) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) out.push(...optionIssues(r, v, at(k)));
      else if (rule.required?.includes(k)) out.push(expectedGot(at(k), r.expected, "undefined"));
    }
  }
  if (each) for (const [k, v] of Object.entries(value as object)) out.push(...optionIssues(each, v, at(k)));
  return out;
}

/**
 * `value` when `rule` accepts it, else a {@link VersaTypeError} (`INVALID_OPTIONS`):
 * `Invalid options at <where>: <each mistake, "; " between>`. `undefined` is taken as `{}` unless
 * the rule requires keys.
 *
 * @example
 * ```ts
 * const { port = 3000 } = checkOptions<ServeOptions>("serve()", SERVE_OPTIONS, options);
 * ```
 */
export function checkOptions<T>(where: string, rule: Rule, value: unknown): T {
  const given = value === undefined && !rule.required?.length ? {} : value;
  const issues = optionIssues(rule, given);
  if (issues.length > 0) throw new VersaTypeError(invalidOptions(where, issues.join("; ")));
  return given as T;
}

/** A {@link VersaTypeError} (`INVALID_OPTIONS`) for one mistake found by hand. */
export const optionError = (where: string, detail: string, cause?: unknown): VersaTypeError =>
  new VersaTypeError(invalidOptions(where, detail), cause === undefined ? {} : { cause });
