/**
 * The one path grammar: `<name>`, `<name:type>`, `<name:ext=a|b>`, `<name:regex>`, each filling a
 * whole segment. `Parse` (types) and `parse` (runtime) walk a template the same way: find the next
 * `<`, check the static text before it, read the label up to the next `>`, check what follows.
 */
import * as msg from "../core/messages.js";
import { declaredNames, fail, label, takesRest, type Label, type Param, type ParamSegment, type Segment } from "./label.js";
import type { HasControl } from "./chars.js";
import type { RestTypeName } from "./param-types.js";

export { declaredNames, paramNames, takesRest, type Param, type ParamSegment, type Segment, type StaticSegment } from "./label.js";

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/**
 * Reads a template. Result: `[params, key]` where `params` is a union of {@link Param} and `key` the
 * template with every parameter reduced to its type (two routes with equal keys collide), or an
 * error message naming the mistake. A control character is looked for once, in the whole template,
 * where a walk ends without another mistake (as `parse` does: one test per template, which
 * {@link HasControl} keeps to one instantiation).
 */
export type Parse<
  S extends string,
  Full extends string = S,
  Acc extends Param = never,
  Key extends string = "",
> = S extends `${infer Before}<${infer L}>${infer After}`
  ? Before extends `${string}>${string}` ? msg.MalformedPath<Full, typeof msg.why.stray>
  : L extends `${string}<${string}` ? msg.MalformedPath<Full, typeof msg.why.unclosed>
  : [Before, Key] extends ["", ""] | [`${string}/`, string]
    ? After extends "" | `/${string}`
      ? HasDotSegment<Before> extends true ? msg.MalformedPath<Full, typeof msg.why.dotSegment>
      : Label<L, Full> extends infer Q
        ? Q extends [infer Ps extends Param, infer K extends string]
          ? [Ps["name"] & Acc["name"]] extends [never]
            ? K extends RestTypeName
              ? After extends "" ? ({ t: Full } extends HasControl ? msg.MalformedPath<Full, typeof msg.why.control> : [Acc | Ps, `${Key}${Before}<${K}>`]) : msg.MalformedPath<Full, typeof msg.why.pathNotLast>
              : Parse<After, Full, Acc | Ps, `${Key}${Before}<${K}>`>
            : msg.DuplicateParamName<Ps["name"] & Acc["name"], Full>
          : Q
        : never
      : msg.MalformedPath<Full, typeof msg.why.wholeSegment>
    : msg.MalformedPath<Full, typeof msg.why.wholeSegment>
  : S extends `${string}<${string}` ? msg.MalformedPath<Full, typeof msg.why.unclosed>
  : S extends `${string}>${string}` ? msg.MalformedPath<Full, typeof msg.why.stray>
  : HasDotSegment<S> extends true ? msg.MalformedPath<Full, typeof msg.why.dotSegment>
  : { t: Full } extends HasControl ? msg.MalformedPath<Full, typeof msg.why.control>
  : [Acc, `${Key}${S}`];

/**
 * Whether static text between parameters (or at either end) has a `.` or `..` segment, which
 * clients resolve away before a request is sent. Checked on the text, not the key: a regex label
 * may hold `/./`.
 */
type HasDotSegment<Text extends string> = `/${Text}/` extends `${string}/${"." | ".."}/${string}` ? true : false;

/** The template itself when it parses, else the error message (for argument positions). */
export type CheckPath<T extends string> = string extends T ? T : Parse<T> extends infer R extends string ? R : T;

/**
 * {@link CheckPath} for an optional option (`urlPrefix?: CheckPrefix<U, W>`, which holds the
 * `undefined` an unset or declared prefix may be), at `W`. A prefix written as a value that may be
 * `undefined` (`flag ? "/m" : undefined`) is the message: its routes' paths would be typed under
 * it, and served without it. `[U] extends [string]` rather than `undefined extends U`, which holds
 * for any `U` without strictNullChecks; a declared `string | undefined` is not typed by value, so
 * it passes. `NonNullable<U>` (`U & {}`) rather than `U & string`: inference drops an intersection
 * member identical to the argument's type, so a plain `string` argument would leave `U` uninferred.
 */
export type CheckPrefix<U extends string | undefined, W extends string> = [U] extends [undefined] ? string | undefined
  : [U] extends [string] ? CheckPath<NonNullable<U>>
  : string extends U ? CheckPath<NonNullable<U>> | undefined
  : msg.MaybeUnset<"urlPrefix", W>;

// ---------------------------------------------------------------------------------------------
// Runtime
// ---------------------------------------------------------------------------------------------

/** A parsed template: its segments (after the leading `/`) and its collision key. */
export interface Parsed {
  readonly template: string;
  readonly segments: readonly Segment[];
  readonly key: string;
}

/** {@link HasDotSegment}, on the text before a parameter or after the last one. */
const hasDotSegment = (text: string): boolean => /\/\.\.?\//u.test(`/${text}/`);

/**
 * Parses a template, throwing a `RouteDefinitionError` with the same message the types give; regex
 * parameters whose pattern `trusted` holds skip the backtracking check.
 *
 * @example
 * ```ts
 * parse("/users/<id:int>").key;       // "/users/<int>"
 * parse("/users/<id:itn>");           // throws: Unknown parameter type 'itn' in '/users/<id:itn>' ...
 * ```
 */
export function parse(template: string, trusted?: ReadonlySet<string>): Parsed {
  if (typeof template !== "string") fail(msg.malformedPath(String(template), msg.why.notString));
  const params: ParamSegment[] = [];
  const names = new Set<string>();
  let skeleton = "";
  let key = "";
  let rest = template;
  for (;;) {
    const lt = rest.indexOf("<");
    const before = lt < 0 ? rest : rest.slice(0, lt);
    if (before.includes(">")) fail(msg.malformedPath(template, msg.why.stray));
    if (lt < 0) break;
    const gt = rest.indexOf(">", lt);
    const text = gt < 0 ? "" : rest.slice(lt + 1, gt);
    if (gt < 0 || text.includes("<")) fail(msg.malformedPath(template, msg.why.unclosed));
    const after = rest.slice(gt + 1);
    const atStart = before === "" && key === "";
    if (!(atStart || before.endsWith("/")) || !(after === "" || after.startsWith("/")))
      fail(msg.malformedPath(template, msg.why.wholeSegment));
    if (hasDotSegment(before)) fail(msg.malformedPath(template, msg.why.dotSegment));
    const p = label(text, template, trusted);
    for (const n of declaredNames(p)) {
      if (names.has(n)) fail(msg.duplicateParamName(n, template));
      names.add(n);
    }
    if (takesRest(p) && after !== "") fail(msg.malformedPath(template, msg.why.pathNotLast));
    params.push(p);
    skeleton += `${before}\u0000`;
    key += `${before}<${p.key}>`;
    rest = after;
  }
  if (rest.includes("<")) fail(msg.malformedPath(template, msg.why.unclosed));
  if (hasDotSegment(rest)) fail(msg.malformedPath(template, msg.why.dotSegment));
  if (/[\u0000-\u001f\u007f]/u.test(template)) fail(msg.malformedPath(template, msg.why.control));
  skeleton += rest;
  key += rest;
  let i = 0;
  const segments = skeleton
    .split("/")
    .slice(skeleton.startsWith("/") ? 1 : 0)
    .map((s): Segment => (s === "\u0000" ? (params[i++] as ParamSegment) : { kind: "static", text: s }));
  return { template, segments, key };
}
