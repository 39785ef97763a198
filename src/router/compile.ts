/**
 * `compileRouter`: route records -> a `(method, path) => Match` function (contract.md 4, 6.5, 6.6).
 *
 * Order of candidates: the written form of every route (static before dynamic at each position,
 * dynamic by priority, backtracking), then the path without one trailing `/` (non-strict routes),
 * then the path with one more `/` (non-strict routes written with a trailing `/`). The first
 * candidate that has the method answers; HEAD falls back to GET when no candidate has HEAD.
 */
import type { RouteRecord } from "../builder/tree.js";
import { GET, HEAD, METHOD_COUNT, METHODS, methodIndex } from "./methods.js";
import { buildTrie, isStatic, type Leaf, type Node } from "./trie.js";
import type { Found, Match, Matcher } from "./types.js";
import { ALIAS, EXACT, LOOSE, Walker } from "./walk.js";

const NOT_FOUND: Match = Object.freeze({ status: 404 });
const BAD_REQUEST: Match = Object.freeze({ status: 400 });

/** The parameters of a leaf's routes, from the values of the walk that reached it. */
function paramsOf(leaf: Leaf, vals: readonly unknown[]): Record<string, unknown> {
  const params = Object.create(null) as Record<string, unknown>;
  const names = leaf.names;
  for (let j = 0; j < names.length; j++) params[names[j]!] = vals[j];
  return params;
}

/** One compiled route table; `match` is the hot path. */
class Router {
  readonly root: Node;
  /** whole-path table of the all-static routes (templates without `%`) */
  readonly statics = new Map<string, Leaf>();
  readonly anyLoose: boolean;
  readonly anyAlias: boolean;
  readonly w = new Walker();

  constructor(routes: readonly RouteRecord[]) {
    this.root = buildTrie(routes);
    for (const r of routes) {
      if (!isStatic(r.segments) || r.path.includes("%")) continue;
      let node: Node | undefined = this.root;
      for (const s of r.segments) node = node?.child(s.kind === "static" ? s.text : "");
      if (node?.leaf) this.statics.set(`/${r.segments.map((s) => (s.kind === "static" ? s.text : "")).join("/")}`, node.leaf);
    }
    this.anyLoose = routes.some((r) => !r.strictSlashes);
    this.anyAlias = routes.some((r) => !r.strictSlashes && r.segments.length > 1 && r.path.endsWith("/"));
  }

  /** The first leaf (in candidate order) with method slot `m`, over `count` segments. */
  find(count: number, m: number, methods: boolean[] | null): Leaf | null {
    const w = this.w;
    w.start(count, EXACT, m, methods);
    let leaf = w.walk(this.root, 0, 0);
    if (leaf === null && this.anyLoose && count > 1 && w.segs[count - 1] === "") {
      w.start(count - 1, LOOSE, m, methods);
      leaf = w.walk(this.root, 0, 0);
    }
    if (leaf === null && this.anyAlias) {
      w.start(count, ALIAS, m, methods);
      leaf = w.walk(this.root, 0, 0);
    }
    return leaf;
  }

  match(method: string, path: string): Match {
    const m = methodIndex(method);
    const hit = this.statics.get(path);
    if (hit !== undefined && m >= 0) {
      const route = hit.routes[m];
      if (route !== undefined) return { status: 200, route, params: Object.create(null) as Record<string, unknown> };
    }
    const w = this.w;
    const count = w.split(path);
    if (count < 0) return BAD_REQUEST;
    w.saw = false;
    let leaf = this.find(count, m, null);
    let slot = m;
    if (leaf === null && m === HEAD) leaf = this.find(count, (slot = GET), null);
    if (leaf !== null) return { status: 200, route: leaf.routes[slot] as RouteRecord, params: paramsOf(leaf, w.vals) } satisfies Found;
    return w.saw ? this.notAllowed(count) : NOT_FOUND;
  }

  /** 405: the methods of every candidate for the path, HEAD wherever GET is. */
  notAllowed(count: number): Match {
    const methods = new Array<boolean>(METHOD_COUNT).fill(false);
    this.find(count, -1, methods);
    if (methods[GET]) methods[HEAD] = true;
    return { status: 405, allow: METHODS.filter((_, i) => methods[i]) };
  }
}

/**
 * Compiles route records (as `api.routes` lists them) into a matcher.
 *
 * @example
 * ```ts
 * const match = compileRouter(app().get("/users/<id:int>", h).routes);
 * match("GET", "/users/42");  // { status: 200, route, params: { id: 42 } }
 * match("POST", "/users/42"); // { status: 405, allow: ["GET", "HEAD"] }
 * match("GET", "/users/%E0"); // { status: 400 }
 * ```
 */
export function compileRouter(routes: readonly RouteRecord[]): Matcher {
  const router = new Router(routes);
  return (method, path) => router.match(method, path);
}
