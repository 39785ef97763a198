/**
 * The tree the matcher walks: a radix tree over the static text of the templates (after the leading
 * `/`, segments joined by `/`), with parameter children at segment starts, one per parameter name
 * and type, sorted by {@link PRIORITY}. A parameter's subtree starts with an empty-prefix node.
 */
import type { RouteRecord } from "../builder/tree.js";
import type { ParamSegment, Segment } from "../path/parse.js";
import { PRIORITY } from "../path/param-types.js";
import { METHOD_COUNT, methodIndex } from "./methods.js";

/** How a dynamic child tests a segment: kinds with a cheap test skip `read`. */
export const STR = 0;
export const STR_OR_EMPTY = 1;
export const PATH = 2;
export const READ = 3;
export const EXT = 4;

/** Static children are found by scanning `codes` up to this many, else through `table`. */
const SCAN = 6;

/** The same text as one flat, internalized string (fast `charCodeAt`; built ones are often ropes). */
const flat = (s: string): string => Object.keys({ [s]: 0 })[0] ?? s;

/** The routes whose template ends at a node, one slot per method (see `methods.ts`). */
export class Leaf {
  readonly routes: (RouteRecord | undefined)[] = new Array<RouteRecord | undefined>(METHOD_COUNT).fill(undefined);
  /** whether some route is here, and whether some non-strict one is */
  any = false;
  anyLoose = false;
  /** `names`: the parameter names along the path to this node, in order */
  constructor(readonly names: readonly string[]) {}

  add(route: RouteRecord): void {
    const i = methodIndex(route.method);
    // same method and key is refused by the builder; the first declared wins if it slips through
    if (i >= 0 && this.routes[i] === undefined) this.routes[i] = route;
    this.any = true;
    if (!route.strictSlashes) this.anyLoose = true;
  }
}

/** A dynamic child: the parameter, how to test it, and the subtree after it. */
export class Dyn {
  readonly kind: number;
  readonly name: string;
  readonly id: string;
  readonly rank: number;
  readonly node: Node = new Node("");
  constructor(readonly param: ParamSegment) {
    const t = param.type;
    this.kind = t === "str" ? STR : t === "strorempty" ? STR_OR_EMPTY : t === "path" ? PATH : t === "ext" ? EXT : READ;
    this.name = param.name;
    this.id = `${param.name}:${param.key}`;
    this.rank = PRIORITY[t];
  }
}

export class Node {
  /** static children, each with its first char code in `codes`; `table[code]` when many */
  kids: Node[] = [];
  codes: number[] = [];
  table: (Node | null)[] | null = null;
  wide: Map<number, Node> | null = null;
  dyn: Dyn[] = [];
  /** whether a segment starts right after `prefix` (parameters hang only there) */
  start = false;
  /** routes whose written template ends here */
  leaf: Leaf | null = null;
  /** non-strict routes whose template is this one plus a trailing `/` */
  alias: Leaf | null = null;

  constructor(public prefix: string) {}

  /** The static child whose prefix starts with char `c`. */
  kid(c: number): Node | undefined {
    if (this.table !== null) return (c < this.table.length ? this.table[c] : this.wide?.get(c)) ?? undefined;
    const codes = this.codes;
    for (let j = 0; j < codes.length; j++) if (codes[j] === c) return this.kids[j];
    return undefined;
  }

  /** The node where static text `s` ends below this one, if there is one. */
  find(s: string): Node | undefined {
    if (s === "") return this;
    const kid = this.kid(s.charCodeAt(0));
    return kid && s.startsWith(kid.prefix) ? kid.find(s.slice(kid.prefix.length)) : undefined;
  }

  /** Walks (creating, splitting) static text `s` below this node; returns the node where it ends. */
  addStatic(s: string): Node {
    if (s === "") return this;
    const i = this.codes.indexOf(s.charCodeAt(0));
    let kid = this.kids[i];
    if (i < 0 || kid === undefined) {
      kid = new Node(s);
      this.kids.push(kid);
      this.codes.push(s.charCodeAt(0));
      return kid;
    }
    let common = 1;
    while (common < kid.prefix.length && common < s.length && kid.prefix[common] === s[common]) common++;
    if (common < kid.prefix.length) {
      const mid = new Node(kid.prefix.slice(0, common));
      kid.prefix = kid.prefix.slice(common);
      mid.kids.push(kid);
      mid.codes.push(kid.prefix.charCodeAt(0));
      this.kids[i] = mid;
      kid = mid;
    }
    return kid.addStatic(s.slice(common));
  }

  addDyn(param: ParamSegment): Node {
    const id = `${param.name}:${param.key}`;
    const found = this.dyn.find((d) => d.id === id);
    if (found) return found.node;
    const d = new Dyn(param);
    // stable: after every child of the same or a higher priority
    const at = this.dyn.findIndex((x) => x.rank > d.rank);
    this.dyn.splice(at < 0 ? this.dyn.length : at, 0, d);
    return d.node;
  }

  /** Sets `start` and the lookup tables once every route is in. */
  finish(isRoot: boolean): void {
    this.prefix = flat(this.prefix);
    this.start = isRoot || this.prefix.endsWith("/");
    if (this.kids.length > SCAN) {
      const narrow = this.codes.filter((c) => c < 256);
      this.table = new Array<Node | null>(Math.max(...narrow, 0) + 1).fill(null);
      this.kids.forEach((k, j) => {
        const c = this.codes[j] as number;
        if (c < 256) (this.table as (Node | null)[])[c] = k;
        else (this.wide ??= new Map()).set(c, k);
      });
    }
    for (const k of this.kids) k.finish(false);
    for (const d of this.dyn) d.node.finish(false);
  }
}

/** A template as alternating parts: static text (segments joined by `/`), parameter, ..., text. */
const partsOf = (segments: readonly Segment[]): (string | ParamSegment)[] => {
  const parts: (string | ParamSegment)[] = [];
  let text = "";
  segments.forEach((s, i) => {
    if (i > 0) text += "/";
    if (s.kind === "static") text += s.text;
    else {
      parts.push(text, s);
      text = "";
    }
  });
  parts.push(text);
  return parts;
};

/** The parameter names a run of segments declares, in order (`ext` adds `ext`). */
const namesOf = (segments: readonly Segment[]): string[] =>
  segments.flatMap((s) => (s.kind === "static" ? [] : s.type === "ext" ? [s.name, "ext"] : [s.name]));

/** Walks (creating) the nodes of `segments` from `root`. */
const nodeAt = (root: Node, segments: readonly Segment[]): Node =>
  partsOf(segments).reduce((node, p) => (typeof p === "string" ? node.addStatic(p) : node.addDyn(p)), root);

/**
 * Builds the tree of a route list. A non-strict route whose template ends with `/` is also put
 * at the template without it, as an alias (it answers the path without that `/`).
 *
 * @example
 * ```ts
 * const root = buildTree(app().get("/users/<id:int>", h).routes);
 * root.kid(117)?.dyn[0]?.name; // "id" (117 is "u": the child "users/")
 * ```
 */
export function buildTree(routes: readonly RouteRecord[]): Node {
  const root = new Node("");
  for (const r of routes) {
    (nodeAt(root, r.segments).leaf ??= new Leaf(namesOf(r.segments))).add(r);
    const last = r.segments[r.segments.length - 1];
    if (!r.strictSlashes && r.segments.length > 1 && last?.kind === "static" && last.text === "") {
      const short = r.segments.slice(0, -1);
      (nodeAt(root, short).alias ??= new Leaf(namesOf(short))).add(r);
    }
  }
  root.finish(true);
  return root;
}

/** Whether every segment is static (such routes also go into the whole-path table). */
export const isStatic = (segments: readonly Segment[]): boolean => segments.every((s) => s.kind === "static");
