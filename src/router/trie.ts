/**
 * The segment trie the matcher walks: one node per template prefix, static children keyed by their
 * text, dynamic children (one per parameter name and type) sorted by {@link PRIORITY}.
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
  readonly node: Node = new Node();
  constructor(readonly param: ParamSegment) {
    const t = param.type;
    this.kind = t === "str" ? STR : t === "strorempty" ? STR_OR_EMPTY : t === "path" ? PATH : t === "ext" ? EXT : READ;
    this.name = param.name;
    this.id = `${param.name}:${param.key}`;
    this.rank = PRIORITY[t];
  }
}

export class Node {
  /** static children by text: `one`/`oneNode` while there is a single one, else `map` */
  one: string | null = null;
  oneNode: Node | null = null;
  map: Map<string, Node> | null = null;
  dyn: Dyn[] = [];
  /** routes whose written template ends here */
  leaf: Leaf | null = null;
  /** non-strict routes whose template is this one plus a trailing `/` */
  alias: Leaf | null = null;

  child(text: string): Node | undefined {
    if (this.map !== null) return this.map.get(text);
    return this.one === text && this.oneNode !== null ? this.oneNode : undefined;
  }

  addStatic(text: string): Node {
    const found = this.child(text);
    if (found !== undefined) return found;
    const node = new Node();
    if (this.oneNode === null && this.map === null) {
      this.one = text;
      this.oneNode = node;
    } else {
      this.map ??= new Map([[this.one as string, this.oneNode as Node]]);
      this.map.set(text, node);
      this.one = null;
      this.oneNode = null;
    }
    return node;
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
}

/** The parameter names a run of segments declares, in order (`ext` adds `ext`). */
const namesOf = (segments: readonly Segment[]): string[] =>
  segments.flatMap((s) => (s.kind === "static" ? [] : s.type === "ext" ? [s.name, "ext"] : [s.name]));

/** Walks (creating) the nodes of `segments` from `root`. */
const nodeAt = (root: Node, segments: readonly Segment[]): Node =>
  segments.reduce((node, s) => (s.kind === "static" ? node.addStatic(s.text) : node.addDyn(s)), root);

/**
 * Builds the trie of a route list. A non-strict route whose template ends with `/` is also put
 * one level up as an alias (it answers the path without that `/`).
 *
 * @example
 * ```ts
 * const root = buildTrie(app().get("/users/<id:int>", h).routes);
 * root.child("users")?.dyn[0]?.name; // "id"
 * ```
 */
export function buildTrie(routes: readonly RouteRecord[]): Node {
  const root = new Node();
  for (const r of routes) {
    const end = nodeAt(root, r.segments);
    (end.leaf ??= new Leaf(namesOf(r.segments))).add(r);
    const last = r.segments[r.segments.length - 1];
    if (!r.strictSlashes && r.segments.length > 1 && last?.kind === "static" && last.text === "") {
      const short = r.segments.slice(0, -1);
      (nodeAt(root, short).alias ??= new Leaf(namesOf(short))).add(r);
    }
  }
  return root;
}

/** Whether every segment is static (such routes also go into the whole-path table). */
export const isStatic = (segments: readonly Segment[]): boolean => segments.every((s) => s.kind === "static");
