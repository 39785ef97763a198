/**
 * The hot path: walk the tree over the path's characters depth first (static child, then, at a
 * segment start, the parameter children in priority order, backtracking on failure). A path with
 * `%` is decoded segment by segment first (see {@link Walker.load}).
 *
 * A `Walker`'s fields are reused by every call (no allocation per segment, no closures): matching
 * is synchronous and calls no user code, so calls never interleave.
 */
import { EXT, PATH, READ, STR, type Leaf, type Node } from "./trie.js";

/** Which leaves a walk accepts: the written form, the path without its trailing `/` (non-strict
 * routes only), or aliases (non-strict routes written with a trailing `/`, path without it). */
export const EXACT = 0;
export const LOOSE = 1;
export const ALIAS = 2;

const scratch = Object.create(null) as Record<string, unknown>;

/** Decodes one segment, `null` when malformed. */
const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** The state of one request's walk, reused by the next request. */
export class Walker {
  /** the path walked: the raw path, or its decoded form */
  path = "";
  /** the length walked (one less for the path without its trailing `/`) */
  len = 0;
  /** the values read along the current walk, in parameter order (`ext` takes two) */
  readonly vals: unknown[] = [];
  /** set when a leaf for the path was reached that lacked the method */
  saw = false;
  /** stands for a decoded `/` inside a segment (`%2F`), "" when there is none */
  private slash = "";
  private mode = EXACT;
  private slot = -1;
  /** collects the methods of every leaf reached (for `Allow`) instead of stopping at the first */
  private collect: boolean[] | null = null;

  constructor(private readonly templateChars: ReadonlySet<string>) {}

  /**
   * Sets the path to walk; false when an encoding is malformed. Without `%` the raw path is walked
   * as is; else each segment is decoded once (as `splitPath` does), a decoded `/` standing in as a
   * char found in no template and nowhere in the path, and turned back into `/` in values.
   *
   * @example
   * ```ts
   * walker.load("/a/b%2Fc"); // true; walks "/a/b\uE000c", the value of a parameter is "b/c"
   * ```
   */
  load(path: string): boolean {
    this.slash = "";
    if (path.indexOf("%") === -1) {
      this.path = path;
      this.len = path.length;
      return true;
    }
    const segs = path.split("/");
    for (let i = 0; i < segs.length; i++) {
      const d = decode(segs[i] as string);
      if (d === null) return false;
      segs[i] = d;
    }
    if (segs.some((s) => s.includes("/"))) {
      let c = 0xe000;
      while (this.templateChars.has(String.fromCharCode(c)) || segs.some((s) => s.includes(String.fromCharCode(c)))) c++;
      this.slash = String.fromCharCode(c);
      for (let i = 0; i < segs.length; i++) segs[i] = (segs[i] as string).replaceAll("/", this.slash);
    }
    this.path = segs.join("/");
    this.len = this.path.length;
    return true;
  }

  /** Starts a walk over `path[0..len)` for method slot `m` (-1: none) in mode `how`. */
  start(len: number, how: number, m: number, methods: boolean[] | null): void {
    this.len = len;
    this.mode = how;
    this.slot = m;
    this.collect = methods;
  }

  /** A value as read from the walked path (a stand-in for `/` turned back). */
  private value(from: number, to: number): string {
    const s = this.path.slice(from, to);
    return this.slash === "" ? s : s.replaceAll(this.slash, "/");
  }

  /** The leaf at `node` if it answers the current method in the current mode. */
  private accept(node: Node): Leaf | null {
    const mode = this.mode;
    const leaf = mode === ALIAS ? node.alias : node.leaf;
    if (leaf === null) return null;
    if (this.slot >= 0) {
      const r = leaf.routes[this.slot];
      if (r !== undefined && (mode !== LOOSE || !r.strictSlashes)) return leaf;
    }
    if (mode === LOOSE ? leaf.anyLoose : leaf.any) this.saw = true;
    const collect = this.collect;
    if (collect !== null) {
      for (let j = 0; j < leaf.routes.length; j++) {
        const r = leaf.routes[j];
        if (r !== undefined && (mode !== LOOSE || !r.strictSlashes)) collect[j] = true;
      }
    }
    return null;
  }

  /**
   * Walks from `node`, whose prefix ends at `pos`, with `k` values read so far; returns the
   * answering leaf (its values in `vals[0..names.length)`) or null.
   */
  walk(node: Node, pos: number, k: number): Leaf | null {
    const path = this.path;
    const len = this.len;
    if (pos === len) {
      const r = this.accept(node);
      if (r !== null) return r;
    } else {
      const kid = node.kid(path.charCodeAt(pos));
      if (kid !== undefined) {
        const pre = kid.prefix;
        const end = pos + pre.length;
        if (end <= len) {
          let j = 1;
          while (j < pre.length && path.charCodeAt(pos + j) === pre.charCodeAt(j)) j++;
          if (j === pre.length) {
            const r = this.walk(kid, end, k);
            if (r !== null) return r;
          }
        }
      }
    }
    const dyn = node.dyn;
    if (dyn.length === 0) return null;
    let e = path.indexOf("/", pos);
    if (e === -1 || e > len) e = len;
    const s = this.value(pos, e);
    const vals = this.vals;
    for (let j = 0; j < dyn.length; j++) {
      const d = dyn[j]!;
      const kind = d.kind;
      let w = 1;
      if (kind === STR) {
        if (s === "") continue;
        vals[k] = s;
      } else if (kind === PATH) {
        vals[k] = this.value(pos, len);
        const r = this.accept(d.node);
        if (r !== null) return r;
        continue;
      } else if (kind === READ) {
        if (!d.param.read(s, scratch)) continue;
        vals[k] = scratch[d.name];
      } else if (kind === EXT) {
        if (!d.param.read(s, scratch)) continue;
        vals[k] = scratch[d.name];
        vals[k + 1] = scratch["ext"];
        w = 2;
      } else vals[k] = s; // strorempty
      const r = this.walk(d.node, e, k + w);
      if (r !== null) return r;
    }
    return null;
  }
}
