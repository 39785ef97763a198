/**
 * The tree the matcher walks: one node per position after a run of whole segments. A node finds a
 * static child by the few chars where its children's texts differ (see `branch.ts`), and holds
 * its parameter children, one per parameter name and type, sorted by their types' priority.
 */
import { paramNames, type ParamSegment, type Segment } from "../path/parse.js";
import { NO_MATCH, paramKind, type SegmentTest } from "../path/param-types.js";
import { Branch, branchOf, NO_BRANCH } from "./branch.js";
import { METHOD_COUNT, methodIndex } from "./methods.js";
import { siteOf } from "./store-sites.js";
import type { Routed } from "./types.js";

/** How a dynamic child tests a segment (its type's `test`): kinds with a cheap test skip the cast.
 * The walker compares the literal values (in V8 each use of an imported binding costs a load and
 * a check), so the tests are numbered here once, when the tree is built. */
export const NON_EMPTY = 0;
export const ANY = 1;
export const REST = 2;
export const CAST = 3;
export const EXT = 4;
const KINDS: { readonly [T in SegmentTest]: number } = { nonEmpty: NON_EMPTY, any: ANY, rest: REST, cast: CAST, ext: EXT };

/** The same text as one flat, internalized string (built ones are often ropes; `===` and a `Map`
 * compare two internalized strings by identity, and an inline cache knows a key by identity). */
export const flat = (s: string): string => Object.keys({ [s]: 0 })[0] ?? s;

/** The routes whose template ends at a node, one slot per method (see `methods.ts`). */
export class Leaf {
  readonly routes: (Routed | undefined)[] = new Array<Routed | undefined>(METHOD_COUNT).fill(undefined);
  /** whether some route is here, and whether some non-strict one is */
  any = false;
  anyLoose = false;
  /** whether the template ends with `/` (its last segment is the empty static one): its other
   * form is the path without that `/` (the node's alias), never one with another `/` */
  slashed = false;
  /** the first route declared here, and the first non-strict one: a 405's candidate */
  first: Routed | undefined = undefined;
  firstLoose: Routed | undefined = undefined;
  /** the parameter names along the path to this node, in order, internalized: a keyed store
   * whose key is a copy of the name it saw before misses its inline cache every time */
  readonly names: readonly string[];
  /** the store site of each name (see `store-sites.ts`) */
  readonly sites: readonly number[];
  constructor(names: readonly string[]) {
    this.names = names.map(flat);
    this.sites = names.map((_, j) => siteOf(names, j));
  }

  add(route: Routed): void {
    const i = methodIndex(route.method);
    // same method and key is refused by the builder; the first declared wins if it slips through
    if (i >= 0 && this.routes[i] === undefined) this.routes[i] = route;
    this.any = true;
    this.first ??= route;
    if (!route.strictSlashes) {
      this.anyLoose = true;
      this.firstLoose ??= route;
    }
    if (route.path.endsWith("/")) this.slashed = true;
  }
}

/** A dynamic child: the parameter, how to test it, and the subtree after it. */
export class Dyn {
  readonly kind: number;
  readonly name: string;
  readonly id: string;
  readonly rank: number;
  /** the one-value reader (`CAST`): the value, or `NO_MATCH` */
  readonly cast: (segment: string) => unknown;
  readonly node: Node = new Node("");
  constructor(readonly param: ParamSegment) {
    const { test, priority } = paramKind(param.type);
    this.cast = param.cast ?? (() => NO_MATCH);
    this.kind = KINDS[test];
    this.name = flat(param.name);
    this.id = `${param.name}:${param.key}`;
    this.rank = priority;
  }
}

/** One position in the tree: after a run of whole segments from the root. */
export class Node {
  /** how to find the static child for a segment */
  branch: Branch<Node> = NO_BRANCH;
  /** the static segment that leads here ("" for the root and parameter subtrees) */
  readonly text: string;
  /** the char codes of `text` (an array read is cheaper than `charCodeAt`) */
  readonly chars: readonly number[];
  readonly dyn: Dyn[] = [];
  /** routes whose written template ends here */
  leaf: Leaf | null = null;
  /** non-strict routes whose template is this one plus a trailing `/` */
  alias: Leaf | null = null;
  /** the static children, by text */
  readonly kids = new Map<string, Node>();

  constructor(text: string) {
    this.text = flat(text);
    this.chars = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
  }

  /** The static child for segment `text` (created when missing). */
  addStatic(text: string): Node {
    let kid = this.kids.get(text);
    if (kid === undefined) this.kids.set(text, (kid = new Node(text)));
    return kid;
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

  /** Builds the branches once every route is in. */
  finish(): void {
    if (this.kids.size > 0) this.branch = branchOf([...this.kids.values()], 0);
    for (const k of this.kids.values()) k.finish();
    for (const d of this.dyn) d.node.finish();
  }

  /** The node where static segments `texts` end below this one, if there is one. */
  find(texts: readonly string[]): Node | undefined {
    let node: Node | undefined = this;
    for (const t of texts) node = node?.kids.get(t);
    return node;
  }
}

/** The segments of a template; the bare root counts as one empty segment, like `/`. */
const segmentsOf = (segments: readonly Segment[]): readonly Segment[] =>
  segments.length > 0 ? segments : [{ kind: "static", text: "" }];

/** Walks (creating) the nodes of `segments` from `root`. */
const nodeAt = (root: Node, segments: readonly Segment[]): Node =>
  segments.reduce((node, s) => (s.kind === "static" ? node.addStatic(s.text) : node.addDyn(s)), root);

/**
 * Builds the tree of a route list. A non-strict route whose template ends with `/` is also put
 * at the template without it, as an alias (it answers the path without that `/`).
 *
 * @example
 * ```ts
 * const root = buildTree(app().get("/users/<id:int>", h).routes);
 * root.find(["users"])?.dyn[0]?.name; // "id"
 * ```
 */
export function buildTree(routes: readonly Routed[]): Node {
  const root = new Node("");
  for (const r of routes) {
    const segments = segmentsOf(r.segments);
    (nodeAt(root, segments).leaf ??= new Leaf(paramNames(segments))).add(r);
    const last = segments[segments.length - 1];
    if (!r.strictSlashes && segments.length > 1 && last?.kind === "static" && last.text === "") {
      const short = segments.slice(0, -1);
      (nodeAt(root, short).alias ??= new Leaf(paramNames(short))).add(r);
    }
  }
  root.finish();
  return root;
}

/** Whether every segment is static (such routes also go into the whole-path table). */
export const isStatic = (segments: readonly Segment[]): boolean => segments.every((s) => s.kind === "static");
