/**
 * The hot path: split a request path into decoded segments, then walk the trie depth first
 * (static child, then dynamic children in priority order, backtracking on failure).
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
  /** the request's decoded segments, `segs[0..count)` */
  readonly segs: string[] = [];
  /** the values read along the current walk, in parameter order (`ext` takes two) */
  readonly vals: unknown[] = [];
  /** set when a leaf for the path was reached that lacked the method */
  saw = false;
  private n = 0;
  private mode = EXACT;
  private slot = -1;
  /** collects the methods of every leaf reached (for `Allow`) instead of stopping at the first */
  private collect: boolean[] | null = null;

  /**
   * Fills `segs` from a raw path (as `splitPath` does); returns the count, or -1 when an encoding
   * is malformed.
   *
   * @example
   * ```ts
   * walker.split("/a/b%2Fc"); // 2, segs = ["a", "b/c"]
   * ```
   */
  split(path: string): number {
    const segs = this.segs;
    const decoding = path.indexOf("%") !== -1;
    let i = path.charCodeAt(0) === 47 ? 1 : 0;
    let c = 0;
    for (;;) {
      let e = path.indexOf("/", i);
      if (e === -1) e = path.length;
      const s = path.slice(i, e);
      if (decoding && s.indexOf("%") !== -1) {
        const d = decode(s);
        if (d === null) return -1;
        segs[c++] = d;
      } else segs[c++] = s;
      if (e === path.length) return c;
      i = e + 1;
    }
  }

  /** Starts a walk over `segs[0..count)` for method slot `m` (-1: none) in mode `how`. */
  start(count: number, how: number, m: number, methods: boolean[] | null): void {
    this.n = count;
    this.mode = how;
    this.slot = m;
    this.collect = methods;
  }

  /** The rest of the path from segment `i`, `/` included (a `path` parameter). */
  private rest(i: number): string {
    let r = this.segs[i] as string;
    for (let j = i + 1; j < this.n; j++) r += "/" + (this.segs[j] as string);
    return r;
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
   * Walks from `node` at segment `i` with `k` values read so far; returns the answering leaf (its
   * values in `vals[0..names.length)`) or null.
   */
  walk(node: Node, i: number, k: number): Leaf | null {
    if (i === this.n) return this.accept(node);
    const s = this.segs[i] as string;
    const next = node.map !== null ? node.map.get(s) : node.one === s ? node.oneNode : null;
    if (next != null) {
      const r = this.walk(next, i + 1, k);
      if (r !== null) return r;
    }
    const dyn = node.dyn;
    const vals = this.vals;
    for (let j = 0; j < dyn.length; j++) {
      const d = dyn[j]!;
      const kind = d.kind;
      let w = 1;
      if (kind === STR) {
        if (s === "") continue;
        vals[k] = s;
      } else if (kind === PATH) {
        vals[k] = this.rest(i);
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
      const r = this.walk(d.node, i + 1, k + w);
      if (r !== null) return r;
    }
    return null;
  }
}
