/**
 * The one path grammar: `<name>`, `<name:type>`, `<name:ext=a|b>`, `<name:regex>`, each filling a
 * whole segment. `Parse` (types) and `parse` (runtime) walk a template the same way: find the next
 * `<`, check the static text before it, read the label up to the next `>`, check what follows.
 */
import { RouteDefinitionError } from "../errors.js";
import * as msg from "../messages.js";
import type { AllOf, Alnum, IsIdent, Word } from "./chars.js";
import { compileParamRegex } from "./regex-safety.js";
import { isParamTypeName, NO_MATCH, paramTypes, type ParamTypeMap, type ParamTypeName } from "./param-types.js";

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

/** A parameter as the types see it: its name and the type of its value. */
export interface P<N extends string = string, T = unknown> {
  n: N;
  t: T;
}

/** One label (`id:int`) -> `[parameters, type as keys compare it]`, or an error message. */
type Label<L extends string, Full extends string> = L extends `${infer N}:${infer T}`
  ? IsIdent<N> extends true ? TypeOf<N, T, Full> : msg.InvalidParamName<N, Full>
  : IsIdent<L> extends true ? [P<L, string>, "str"] : msg.InvalidParamName<L, Full>;

type TypeOf<N extends string, T extends string, Full extends string> =
  T extends "ext" ? [P<N, string> | P<"ext", string>, T]
  : T extends `ext=${infer L}`
    ? ExtList<L> extends infer E extends string ? [P<N, string> | P<"ext", E>, T] : msg.MalformedPath<Full, typeof msg.why.badExt>
  : T extends ParamTypeName ? [P<N, ParamTypeMap[T]>, T]
  : AllOf<T, Word | ":"> extends true ? msg.UnknownParamType<T, Full>
  : [P<N, string>, `re:${T}`];

/**
 * Walks a template. Result: `[params, key]` where `params` is a union of {@link P} and `key` the
 * template with every parameter reduced to its type (two routes with equal keys collide), or an
 * error message naming the mistake.
 */
export type Parse<
  S extends string,
  Full extends string = S,
  Acc extends P = never,
  Key extends string = "",
> = S extends `${infer Before}<${infer L}>${infer After}`
  ? Before extends `${string}>${string}` ? msg.MalformedPath<Full, typeof msg.why.stray>
  : L extends `${string}<${string}` ? msg.MalformedPath<Full, typeof msg.why.unclosed>
  : [Before, Key] extends ["", ""] | [`${string}/`, string]
    ? After extends "" | `/${string}`
      ? Label<L, Full> extends infer Q
        ? Q extends [infer Ps extends P, infer K extends string]
          ? [Ps["n"] & Acc["n"]] extends [never]
            ? K extends "path"
              ? After extends "" ? [Acc | Ps, `${Key}${Before}<path>`] : msg.MalformedPath<Full, typeof msg.why.pathNotLast>
              : Parse<After, Full, Acc | Ps, `${Key}${Before}<${K}>`>
            : msg.DuplicateParamName<Ps["n"] & Acc["n"], Full>
          : Q
        : never
      : msg.MalformedPath<Full, typeof msg.why.wholeSegment>
    : msg.MalformedPath<Full, typeof msg.why.wholeSegment>
  : S extends `${string}<${string}` ? msg.MalformedPath<Full, typeof msg.why.unclosed>
  : S extends `${string}>${string}` ? msg.MalformedPath<Full, typeof msg.why.stray>
  : [Acc, `${Key}${S}`];

/** The template itself when it parses, else the error message (for argument positions). */
export type CheckPath<T extends string> = string extends T ? T : Parse<T> extends infer R extends string ? R : T;

/**
 * {@link CheckPath} for an optional option (`urlPrefix?: CheckPrefix<U>`). `U & {}` rather than
 * `U & string`: inference drops an intersection member identical to the argument's type, so a
 * plain `string` argument would leave `U` uninferred.
 */
export type CheckPrefix<U extends string | undefined> = CheckPath<NonNullable<U>>;

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

/** A parsed template: its segments (after the leading `/`) and its collision key. */
export interface Parsed {
  readonly template: string;
  readonly segments: readonly Segment[];
  readonly key: string;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const WORD_LABEL = /^[A-Za-z0-9_:]+$/;
const EXT_LIST = /^[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*(?:\|[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)*$/;
const LAST_EXT = /^(.+)\.([A-Za-z0-9]+)$/su;

const fail = (message: string): never => {
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

/** One label -> its parameter segment(s) (`ext` also declares a parameter `ext`). */
const label = (text: string, full: string): ParamSegment => {
  const colon = text.indexOf(":");
  const name = colon < 0 ? text : text.slice(0, colon);
  const type = colon < 0 ? "str" : text.slice(colon + 1);
  if (!IDENT.test(name)) fail(msg.invalidParamName(name, full));
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
  if (WORD_LABEL.test(type)) fail(msg.unknownParamType(type, full));
  const test = compileParamRegex(name, type, full) ?? fail(msg.malformedPath(full, msg.why.badRegex));
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

/** The parameter names a run of segments declares, in order. */
export const paramNames = (segments: readonly Segment[]): string[] =>
  segments.flatMap((s) => (s.kind === "param" ? declaredNames(s) : []));

/**
 * Parses a template, throwing a `RouteDefinitionError` with the same message the types give.
 *
 * @example
 * ```ts
 * parse("/users/<id:int>").key;       // "/users/<int>"
 * parse("/users/<id:itn>");           // throws: Unknown parameter type 'itn' in '/users/<id:itn>' ...
 * ```
 */
export function parse(template: string): Parsed {
  if (typeof template !== "string") fail(msg.malformedPath(String(template), msg.why.notString));
  if (/[\u0000-\u001f\u007f]/u.test(template)) fail(msg.malformedPath(template, msg.why.control));
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
    const p = label(text, template);
    for (const n of declaredNames(p)) {
      if (names.has(n)) fail(msg.duplicateParamName(n, template));
      names.add(n);
    }
    if (p.type === "path" && after !== "") fail(msg.malformedPath(template, msg.why.pathNotLast));
    params.push(p);
    skeleton += `${before}\u0000`;
    key += `${before}<${p.key}>`;
    rest = after;
  }
  if (rest.includes("<")) fail(msg.malformedPath(template, msg.why.unclosed));
  skeleton += rest;
  key += rest;
  let i = 0;
  const segments = skeleton
    .split("/")
    .slice(skeleton.startsWith("/") ? 1 : 0)
    .map((s): Segment => (s === "\u0000" ? (params[i++] as ParamSegment) : { kind: "static", text: s }));
  return { template, segments, key };
}
