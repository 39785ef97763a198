/**
 * One parameter label (`id`, `id:int`, `f:ext=jpg|png`, `code:[a-z]{2}`) as the types read it
 * (`Label`) and as the runtime reads it (`label`): its parameters, its type as route keys compare
 * it, and how a request segment is read into it. `parse.ts` walks a template label by label.
 */
import { RouteDefinitionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { AllOf, Alnum, IsIdent, Word } from "./chars.js";
import { compileParamRegex } from "./regex-safety.js";
import { isParamTypeName, NO_MATCH, paramKind, paramTypeList, paramTypes, type ParamTypeList, type ParamTypeMap, type ParamTypeName } from "./param-types.js";

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** `jpg|tar.gz` -> `"jpg" | "tar.gz"`, or `false` when an entry is not dotted alphanumerics. */
type ExtList<L extends string, Acc extends string = never> = L extends `${infer E}|${infer R}`
  ? IsExt<E> extends true ? ExtList<R, Acc | E> : false
  : IsExt<L> extends true ? Acc | L : false;
type IsExt<E extends string> = E extends `${infer A}.${infer B}`
  ? AllOf<A, Alnum> extends true ? IsExt<B> : false
  : AllOf<E, Alnum>;

/** A parameter as the types see it: its name and the type of its value (`Param<"id", number>`). */
export interface Param<Name extends string = string, Value = unknown> {
  name: Name;
  value: Value;
}

/** One label (`id:int`) -> `[parameters, type as keys compare it]`, or an error message. */
export type Label<L extends string, Full extends string> = L extends `${infer N}:${infer T}`
  ? IsIdent<N> extends true ? TypeOf<N, T, Full> : msg.InvalidParamName<N, Full>
  : IsIdent<L> extends true ? [Param<L, string>, "str"] : msg.InvalidParamName<L, Full>;

type TypeOf<N extends string, T extends string, Full extends string> =
  T extends "" ? msg.InvalidParamType<N, T, Full, ParamTypeList, typeof msg.whyType.empty>
  : T extends ` ${string}` | `${string} ` ? msg.InvalidParamType<N, T, Full, ParamTypeList, typeof msg.whyType.spaced>
  // (an `ext` label declares `ext` too, so its own name cannot be `ext`)
  : [N, T] extends ["ext", "ext" | `ext=${string}`] ? msg.DuplicateParamName<"ext", Full>
  : T extends "ext" ? [Param<N, string> | Param<"ext", string>, T]
  : T extends `ext=${infer L}`
    ? ExtList<L> extends infer E extends string ? [Param<N, string> | Param<"ext", E>, T] : msg.MalformedPath<Full, typeof msg.why.badExt>
  : T extends ParamTypeName ? [Param<N, ParamTypeMap[T]>, T]
  : AllOf<T, Word | ":"> extends true ? msg.UnknownParamType<T, Full, ParamTypeList>
  : [Param<N, string>, `re:${T}`];

// ---------------------------------------------------------------------------------------------
// Runtime
// ---------------------------------------------------------------------------------------------

/** A static segment, compared as written (after percent-decoding the request). */
export interface StaticSegment {
  readonly kind: "static";
  readonly text: string;
}

/** A parameter segment: its name, its type and how to read a decoded request segment into it. */
export interface ParamSegment {
  readonly kind: "param";
  readonly name: string;
  /** A named type, or `regex` for a pattern label. */
  readonly type: ParamTypeName | "regex";
  /** The label as written after `:` (`int`, `ext=jpg|png`, `[a-z]{2}`), `str` when none. */
  readonly label: string;
  /** The type as keys compare it: `int`, `ext=jpg|png`, `re:[a-z]{2}`. */
  readonly key: string;
  /** The pattern a value must match, as documented (for messages and OpenAPI). */
  readonly pattern: string;
  /** Writes the value(s) read from `segment` into `params`; `false` when it does not match. */
  readonly read: (segment: string, params: Record<string, unknown>) => boolean;
  /** The one value read from `segment`, or `NO_MATCH`; `null` for `ext`, which reads two. */
  readonly cast: ((segment: string) => unknown) | null;
}

export type Segment = StaticSegment | ParamSegment;

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const WORD_LABEL = /^[A-Za-z0-9_:]+$/;
const EXT_LIST = /^[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*(?:\|[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)*$/;
const LAST_EXT = /^(.+)\.([A-Za-z0-9]+)$/su;

/** Throws the definition error a template's mistake is. */
export const fail = (message: string): never => {
  throw new RouteDefinitionError(message);
};

/** The `ext` reader: `name.ext`, or the longest allowed extension when a list is given. */
const extReader = (name: string, allowed: readonly string[] | undefined): ParamSegment["read"] => {
  const longestFirst = allowed && [...allowed].sort((a, b) => b.length - a.length);
  return (s, params) => {
    if (longestFirst) {
      const e = longestFirst.find((x) => s.length > x.length + 1 && s.endsWith(`.${x}`));
      if (e === undefined) return false;
      params[name] = s.slice(0, -e.length - 1);
      params["ext"] = e;
      return true;
    }
    const m = LAST_EXT.exec(s);
    if (!m) return false;
    params[name] = m[1];
    params["ext"] = m[2];
    return true;
  };
};

/**
 * One label of template `full` -> its parameter segment (`ext` also declares a parameter `ext`),
 * throwing the message {@link Label} gives.
 *
 * @example
 * ```ts
 * label("id:int", "/users/<id:int>").key; // "int"
 * label("id:itn", "/users/<id:itn>");     // throws: Unknown parameter type 'itn' in '/users/<id:itn>' ...
 * ```
 */
export const label = (text: string, full: string, trusted?: ReadonlySet<string>): ParamSegment => {
  const colon = text.indexOf(":");
  const name = colon < 0 ? text : text.slice(0, colon);
  const type = colon < 0 ? "str" : text.slice(colon + 1);
  if (!IDENT.test(name)) fail(msg.invalidParamName(name, full));
  if (type === "") fail(msg.invalidParamType(name, type, full, paramTypeList, msg.whyType.empty));
  if (type.startsWith(" ") || type.endsWith(" ")) fail(msg.invalidParamType(name, type, full, paramTypeList, msg.whyType.spaced));
  const base = { kind: "param", name, label: type } as const;
  if (type === "ext" || type.startsWith("ext=")) {
    const list = type === "ext" ? undefined : type.slice(4);
    if (list !== undefined && !EXT_LIST.test(list)) fail(msg.malformedPath(full, msg.why.badExt));
    const exts = list?.split("|");
    const pattern = exts ? `[^/]+\\.(?:${exts.map((e) => e.replaceAll(".", "\\.")).join("|")})` : paramTypes.ext.pattern;
    return { ...base, type: "ext", key: type, pattern, read: extReader(name, exts), cast: null };
  }
  if (isParamTypeName(type)) {
    const { cast, pattern } = paramTypes[type];
    return { ...base, type, key: type, pattern, cast, read: readerOf(name, cast) };
  }
  if (WORD_LABEL.test(type)) fail(msg.unknownParamType(type, full, paramTypeList));
  const test = compileParamRegex(name, type, full, trusted && { trusted }) ?? fail(msg.malformedPath(full, msg.why.badRegex));
  const cast = (s: string) => (test(s) ? s : NO_MATCH);
  return { ...base, type: "regex", key: `re:${type}`, pattern: type, cast, read: readerOf(name, cast) };
};

/** The reader of a one-value parameter, from its cast. */
const readerOf =
  (name: string, cast: (s: string) => unknown): ParamSegment["read"] =>
  (s, params) => {
    const v = cast(s);
    if (v === NO_MATCH) return false;
    params[name] = v;
    return true;
  };

/** The names a parameter segment declares (`ext` adds `ext`). */
export const declaredNames = (p: ParamSegment): readonly string[] => (p.type === "ext" ? [p.name, "ext"] : [p.name]);

/** Whether a parameter segment takes the rest of the path (`path`), so must be the last. */
export const takesRest = (p: ParamSegment): boolean => paramKind(p.type).test === "rest";

/** The parameter names a run of segments declares, in order. */
export const paramNames = (segments: readonly Segment[]): string[] =>
  segments.flatMap((s) => (s.kind === "param" ? declaredNames(s) : []));
