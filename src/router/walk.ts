/**
 * The hot path: split a request path into decoded segments, then walk the trie depth first
 * (static child, then dynamic children in priority order, backtracking on failure).
 *
 * State lives in module variables reused by every call (no allocation per segment, no closures):
 * matching is synchronous and calls no user code, so calls never interleave.
 */
import { EXT, PATH, READ, STR, type Leaf, type Node } from "./trie.js";

/** Which leaves a walk accepts: the written form, the path without its trailing `/` (non-strict
 * routes only), or aliases (non-strict routes written with a trailing `/`, path without it). */
export const EXACT = 0;
export const LOOSE = 1;
export const ALIAS = 2;

/** The request's decoded segments (`segs[0..count)`). */
export const segs: string[] = [];
/** The values read along the current walk, in parameter order (`ext` takes two). */
export const vals: unknown[] = [];
const scratch = Object.create(null) as Record<string, unknown>;

let n = 0;
let mode = EXACT;
let slot = -1;
/** Set when a leaf for the path was reached that lacked the method. */
export let saw = false;
/** Collects the methods of every leaf reached (for `Allow`) instead of stopping at the first. */
let collect: boolean[] | null = null;

/** Decodes one segment, `null` when malformed. */
const decode = (s: string): string | null => {
  if (s.indexOf("%") === -1) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/**
 * Fills {@link segs} from a raw path (like `splitPath`); returns the count, or -1 when an encoding
 * is malformed.
 *
 * @example
 * ```ts
 * split("/a/b%2Fc"); // 2, segs = ["a", "b/c"]
 * ```
 */
export function split(path: string): number {
  const decoding = path.indexOf("%") !== -1;
  let i = path.charCodeAt(0) === 47 ? 1 : 0;
  let c = 0;
  for (;;) {
    let e = path.indexOf("/", i);
    if (e === -1) e = path.length;
    const s = path.slice(i, e);
    if (decoding) {
      const d = decode(s);
      if (d === null) return -1;
      segs[c++] = d;
    } else segs[c++] = s;
    if (e === path.length) return c;
    i = e + 1;
  }
}

/** Starts a walk over `segs[0..count)` for method slot `m` (-1: none) in mode `how`. */
export function start(count: number, how: number, m: number, methods: boolean[] | null): void {
  n = count;
  mode = how;
  slot = m;
  collect = methods;
}

export const resetSaw = (): void => {
  saw = false;
};

/** The rest of the path from segment `i`, `/` included (a `path` parameter). */
const rest = (i: number): string => {
  let r = segs[i] as string;
  for (let j = i + 1; j < n; j++) r += "/" + (segs[j] as string);
  return r;
};

/** The leaf at `node` if it answers the current method in the current mode. */
function accept(node: Node): Leaf | null {
  const leaf = mode === ALIAS ? node.alias : node.leaf;
  if (leaf === null) return null;
  if (slot >= 0) {
    const r = leaf.routes[slot];
    if (r !== undefined && (mode !== LOOSE || !r.strictSlashes)) return leaf;
  }
  if (mode === LOOSE ? leaf.anyLoose : leaf.any) saw = true;
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
export function walk(node: Node, i: number, k: number): Leaf | null {
  if (i === n) return accept(node);
  const s = segs[i] as string;
  const next = node.map !== null ? node.map.get(s) : node.one === s ? node.oneNode : null;
  if (next != null) {
    const r = walk(next, i + 1, k);
    if (r !== null) return r;
  }
  const dyn = node.dyn;
  for (let j = 0; j < dyn.length; j++) {
    const d = dyn[j]!;
    const kind = d.kind;
    let w = 1;
    if (kind === STR) {
      if (s === "") continue;
      vals[k] = s;
    } else if (kind === PATH) {
      vals[k] = rest(i);
      const r = accept(d.node);
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
    const r = walk(d.node, i + 1, k + w);
    if (r !== null) return r;
  }
  return null;
}
