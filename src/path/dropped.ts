/**
 * `DroppedParams` / `droppedParams`: the parameters of one template that another no longer
 * declares with the same value type. A blueprint setter called after routes uses it: those routes'
 * handlers were typed with the parameters of the prefix it replaces.
 */
import type { IsNonLiteral } from "../core/types.js";
import type { Param, Parse, Segment } from "./parse.js";
import { parse } from "./parse.js";
import { paramKind } from "./param-types.js";

type Params<T extends string> = Parse<T> extends [infer Ps extends Param, string] ? Ps : never;

/**
 * The names of `Old`'s parameters that `New` drops or gives another value type (`never` for a
 * non-literal template, which may declare anything).
 *
 * @example
 * ```ts
 * type T = DroppedParams<"/<org>/<id:int>", "/<org>/<id>">; // "id" (number before, string now)
 * ```
 */
export type DroppedParams<Old extends string, New extends string> = true extends IsNonLiteral<Old> | IsNonLiteral<New>
  ? never
  : Exclude<Params<Old>, Params<New>>["name"];

/** Each parameter of `segments` with the type of its value (`ext` also types its extension). */
function valueTypes(segments: readonly Segment[]): Map<string, string> {
  const types = new Map<string, string>();
  for (const s of segments) {
    if (s.kind !== "param") continue;
    types.set(s.name, paramKind(s.type).value);
    if (s.type === "ext") types.set("ext", s.label.startsWith("ext=") ? [...new Set(s.label.slice(4).split("|"))].sort().join("|") : "string");
  }
  return types;
}

/**
 * The names of `old`'s parameters that `next` drops or gives another value type, in order.
 *
 * @example
 * ```ts
 * droppedParams("/<org>/<id:int>", "/<org>/<id>"); // ["id"]
 * droppedParams("/<org>", "/<org:[a-z]+>");         // [] (a string either way)
 * ```
 */
export function droppedParams<Old extends string, New extends string>(old: Old, next: New): DroppedParams<Old, New>[] {
  const before = valueTypes(parse(old).segments);
  const after = valueTypes(parse(next).segments);
  return [...before].filter(([n, t]) => after.get(n) !== t).map(([n]) => n as DroppedParams<Old, New>);
}
