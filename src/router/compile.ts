/**
 * `compileRouter`: route records -> a `(method, path) => Match` function (docs/parameter-types.md).
 *
 * Order of candidates: the written form of every route (static before dynamic at each position,
 * dynamic by priority, backtracking), then the path without one trailing `/` (non-strict routes
 * not written with one), then the path with one more `/` (non-strict routes written with one): a
 * non-strict route answers its template with and without one trailing `/`, no other form. The first
 * candidate that has the method answers; HEAD falls back to GET when no candidate has HEAD.
 */
import { VersaError } from "../core/errors.js";
import { codegenRefused } from "../core/messages.js";
import { GET, HEAD, METHOD_COUNT, METHODS, methodIndex } from "./methods.js";
import { buildTree, flat, isStatic, type Leaf, type Node } from "./trie.js";
import type { Found, Match, Matcher, Routed } from "./types.js";
import { ALIAS, EXACT, LOOSE } from "./accept.js";
import { Walker } from "./walk.js";
import { generate } from "./codegen.js";
import { store } from "./store-sites.js";
import { StaticTable } from "./static-table.js";

/** Options of {@link compileRouter}. */
export interface RouterOptions {
  /**
   * How to match: generated code (`new Function`, the fastest lookups) or walking the tree (no
   * code generation, for runtimes that refuse it: workers inside a request, pages under a strict
   * Content Security Policy). The answers are the same.
   *
   * - omitted: generated code where the runtime allows it now, else the walker;
   * - `true`: generated code, or a `VersaError` (`CODEGEN_REFUSED`) where the runtime refuses it;
   * - `false`: the walker.
   */
  readonly codegen?: boolean | undefined;
}

const NOT_FOUND: Match = Object.freeze({ status: 404 });
const BAD_REQUEST: Match = Object.freeze({ status: 400 });
/** Builds params with a fixed shape (constructor objects stay fast) and nothing to inherit. */
function Params(): void {}
Params.prototype = Object.freeze(Object.create(null));
const ParamsClass = Params as unknown as new () => Record<string, unknown>;
/** The parameters of every route without any: shared, so frozen. */
const NO_PARAMS = Object.freeze(new ParamsClass());
/** The answers of a leaf without parameters, one per method slot: shared, so frozen. */
const foundAt = (leaf: Leaf): readonly (Found | undefined)[] =>
  leaf.routes.map((route) => route && Object.freeze({ status: 200 as const, route, params: NO_PARAMS }));

/**
 * The parameters of a leaf's routes, from the values of the walk that reached it. No inherited
 * properties (`"toString" in params` is false; `__proto__` is a plain own key), but not a null
 * prototype: `Object.create(null)` and `setPrototypeOf` objects are slow dictionaries.
 */
function paramsOf(leaf: Leaf, vals: readonly unknown[]): Record<string, unknown> {
  const names = leaf.names;
  if (names.length === 0) return NO_PARAMS;
  const sites = leaf.sites;
  const params = new ParamsClass();
  for (let j = 0; j < names.length; j++) store(sites[j]!, params, names[j]!, vals[j]);
  return params;
}

/** Each `Allow` list by its method bits (slot order), built once: frozen, since every 405 with
 * the same methods shares it. */
const ALLOW_LISTS: (readonly string[] | undefined)[] = new Array<readonly string[] | undefined>(1 << METHOD_COUNT).fill(undefined);
const allowList = (bits: number): readonly string[] => (ALLOW_LISTS[bits] ??= Object.freeze(METHODS.filter((_, i) => (bits & (1 << i)) !== 0)));

/** One of 32 bits, from a path's last char (static routes tend to end in letters, requests for
 * parameters in digits; `&` is cheaper than `%`, and collisions only cost a table lookup). */
const hint = (path: string): number => 1 << (path.charCodeAt(path.length - 1) & 31);

/** One compiled route table; `match` is the hot path. */
class Router {
  readonly root: Node;
  /** whole-path table of the all-static routes (templates without `%`): the answer per method
   * slot, built once (frozen, like `NO_PARAMS`) */
  readonly statics: StaticTable<readonly (Found | undefined)[]>;
  /** bit `hint(key)` of `staticHints[key.length]` is set for each key of `statics`: most misses
   * skip the table (an `Int32Array`: every router's loads see one kind of element) */
  readonly staticHints: Int32Array;
  /** whether some route is non-strict; some is written with a trailing `/` (it has an alias) */
  readonly anyLoose: boolean;
  readonly anyAlias: boolean;
  readonly w: Walker;

  constructor(routes: readonly Routed[]) {
    this.root = buildTree(routes);
    const chars = new Set<string>();
    const statics = new Map<string, readonly (Found | undefined)[]>();
    for (const r of routes) {
      const texts = r.segments.map((s) => (s.kind === "static" ? s.text : ""));
      for (const t of texts) for (const c of t) chars.add(c);
      if (!isStatic(r.segments) || r.path.includes("%")) continue;
      const leaf = this.root.find(texts)?.leaf;
      if (leaf) statics.set(flat(`/${texts.join("/")}`), foundAt(leaf));
    }
    this.statics = new StaticTable(statics);
    this.staticHints = new Int32Array([...statics.keys()].reduce((n, k) => Math.max(n, k.length), 0) + 1);
    for (const key of statics.keys()) this.staticHints[key.length]! |= hint(key);
    this.w = new Walker(chars);
    this.anyLoose = routes.some((r) => !r.strictSlashes);
    this.anyAlias = routes.some((r) => !r.strictSlashes && r.segments.length > 1 && r.path.endsWith("/"));
  }

  /** The answer of the whole-path table for an all-static path and method slot `m`, if any. */
  staticHit(path: string, m: number): Found | undefined {
    const hints = this.staticHints;
    if (path.length >= hints.length || (hints[path.length]! & hint(path)) === 0) return undefined;
    return this.statics.get(path)?.[m];
  }

  /** The first leaf (in candidate order) with method slot `m` for the loaded path, or null. */
  find(m: number, methods: boolean[] | null): Leaf | null {
    const w = this.w;
    const len = w.path.length;
    const from = w.path.charCodeAt(0) === 47 ? 1 : 0;
    w.start(len, EXACT, m, methods);
    let leaf = w.walk(this.root, from);
    if (leaf !== null) return leaf;
    if (this.anyLoose && len > 1 && w.path.charCodeAt(len - 1) === 47) {
      w.start(len - 1, LOOSE, m, methods);
      leaf = w.walk(this.root, from);
      if (leaf !== null) return leaf;
    }
    if (this.anyAlias) {
      w.start(len, ALIAS, m, methods);
      leaf = w.walk(this.root, from);
    }
    return leaf;
  }

  match(method: string, path: string): Match {
    const m = methodIndex(method);
    const hit = m < 0 ? undefined : this.staticHit(path, m);
    if (hit !== undefined) return hit;
    const w = this.w;
    if (!w.load(path)) return BAD_REQUEST;
    w.saw = false;
    let leaf = this.find(m, null);
    let slot = m;
    if (leaf === null && m === HEAD) leaf = this.find((slot = GET), null);
    if (leaf !== null) return { status: 200, route: leaf.routes[slot] as Routed, params: paramsOf(leaf, w.vals) } satisfies Found;
    return w.saw ? this.notAllowed() : NOT_FOUND;
  }

  /** what a 405's walk collects, one flag per method slot (reset by each 405) */
  private readonly methods = new Array<boolean>(METHOD_COUNT).fill(false);

  /** 405: the methods of every candidate for the path, HEAD wherever GET is, and the first candidate. */
  notAllowed(): Match {
    const methods = this.methods.fill(false);
    const w = this.w;
    w.candidate = undefined;
    this.find(-1, methods);
    const route = w.candidate;
    w.candidate = undefined; // (the router holds no request's route after it answers)
    if (route === undefined) return NOT_FOUND;
    if (methods[GET]) methods[HEAD] = true;
    let bits = 0;
    for (let i = 0; i < METHOD_COUNT; i++) if (methods[i]) bits |= 1 << i;
    return { status: 405, allow: allowList(bits), route };
  }
}

/**
 * Compiles route records (as `api.routes` lists them) into a matcher.
 *
 * @example
 * ```ts
 * const match = compileRouter(app().get("/users/<id:int>", h).routes);
 * match("GET", "/users/42");  // { status: 200, route, params: { id: 42 } }
 * match("POST", "/users/42"); // { status: 405, allow: ["GET", "HEAD"], route } (the first candidate)
 * match("GET", "/users/%E0"); // { status: 400 }
 * const generated = compileRouter(routes, { codegen: true }); // the same answers, faster
 * ```
 */
export function compileRouter<R extends Routed>(routes: readonly R[], options: RouterOptions = {}): Matcher<R> {
  const router = new Router(routes);
  // (the tree holds the caller's values as given, so every route it hands back is one of `routes`)
  const walk = ((method, path) => router.match(method, path)) as Matcher<R>;
  if (options.codegen === false) return walk;
  const { anyLoose, anyAlias } = router;
  try {
    return generate(router.root, {
      Params: ParamsClass,
      found: foundAt,
      statics: router.statics,
      hints: router.staticHints,
      hint,
      walk,
      notFound: NOT_FOUND,
      flags: { anyLoose, anyAlias },
    }) as Matcher<R>;
  } catch (e) {
    // (a runtime that refuses code generation throws an EvalError from `new Function`; it is decided
    // here, once, so no request ever meets the refusal; any other error is a bug and goes on)
    if (!(e instanceof EvalError)) throw e;
    if (options.codegen === true) throw new VersaError(codegenRefused(e.message), { code: "CODEGEN_REFUSED", cause: e });
    return walk;
  }
}
