/**
 * The hot path: walk the tree segment by segment, depth first (static child, then the parameter
 * children in priority order, backtracking on failure). A `Walker`'s fields are reused by every
 * call (no allocation per segment): matching is synchronous, so calls never interleave.
 */
import { Acceptor } from "./accept.js";
import { decodePath } from "./decode.js";
import { Fallbacks } from "./fallbacks.js";
import { NO_MATCH } from "../path/param-types.js";
import type { Leaf, Node } from "./trie.js";

const scratch = Object.create(null) as Record<string, unknown>;

/** The state of one request's walk, reused by the next request. */
export class Walker extends Acceptor {
  /** the path walked: the request's, or its decoded form when it has a `%` */
  path = "";
  /** the length walked (one less for the path without its trailing `/`) */
  len = 0;
  /** the values read along the current walk, in parameter order (`ext` takes two) */
  readonly vals: unknown[] = [];
  private readonly stack = new Fallbacks();
  /** from `dynamic`: the walk ends at a `path` child (`found`: its leaf), or `k` */
  private done = false;
  private found: Leaf | null = null;
  private k = 0;
  /** stands for a decoded `/` inside a segment (`%2F`), "" when there is none */
  private slash = "";
  constructor(private readonly templateChars: ReadonlySet<string>) {
    super();
  }

  /**
   * Sets the path to walk: the path itself, or its decoded form when it has a `%` (see
   * {@link decodePath}; one native scan, so walks never look for `%`); false when an encoding
   * is malformed.
   */
  load(path: string): boolean {
    let slash = "";
    if (path.indexOf("%") !== -1) {
      const d = decodePath(path, this.templateChars);
      if (d === null) return false;
      ({ path, slash } = d);
    }
    this.path = path;
    this.len = path.length;
    this.slash = slash;
    return true;
  }

  /** Starts a walk over `path[0..len)` for method slot `m` (-1: none) in mode `how`. */
  start(len: number, how: number, m: number, methods: boolean[] | null): void {
    this.len = len;
    this.mode(how, m, methods);
    this.done = false;
  }

  /** A value as read from the walked path (a stand-in for `/` turned back). */
  private value(from: number, to: number): string {
    const s = this.path.slice(from, to);
    return this.slash === "" ? s : s.replaceAll(this.slash, "/");
  }

  /**
   * Walks from `root`, segment by segment from `from`: the static child first (or the leaf where
   * the path ends), the parameter children after, in priority order. No recursion: a node with
   * parameter children is pushed before its static child is taken, and a failure resumes the top
   * entry at its next parameter child. Returns the answering leaf (its values in
   * `vals[0..names.length)`) or null.
   */
  walk(root: Node, from: number): Leaf | null {
    const path = this.path;
    const len = this.len;
    const stack = this.stack;
    let sp = 0;
    let node = root;
    let pos = from; // where the next segment starts; len + 1 once the path is used up
    let k = 0;
    for (;;) {
      if (pos > len) {
        const r = this.accept(node);
        if (r !== null) return r;
      } else {
        const kid = node.branch.find(path, pos, len);
        const dyn = node.dyn;
        if (kid !== null) {
          const e = pos + kid.chars.length;
          if (dyn.length !== 0) sp = stack.put(sp, node, pos, e, k, 0);
          node = kid;
          pos = e + 1;
          continue;
        }
        if (dyn.length === 1 && dyn[0]!.kind === 2 /* REST */) {
          // inline too: a lone `path` child takes the rest (no segment end to find)
          this.vals[k] = this.value(pos, this.len);
          const r = this.accept(dyn[0]!.node);
          if (r !== null) return r;
        } else if (dyn.length !== 0) {
          let e = path.indexOf("/", pos);
          if (e < 0 || e > len) e = len;
          const d = dyn[0]!;
          if (dyn.length === 1 && d.kind === 0 /* NON_EMPTY */) {
            // the common case, inline: one plain parameter, no fallback to push
            if (e > pos) {
              this.vals[k++] = this.value(pos, e);
              node = d.node;
              pos = e + 1;
              continue;
            }
          } else {
            const j = this.dynamic(node, pos, e, k, 0);
            if (j >= 0) {
              if (this.done) return this.found;
              if (j + 1 < dyn.length) sp = stack.put(sp, node, pos, e, k, j + 1);
              node = dyn[j]!.node;
              pos = e + 1;
              k = this.k;
              continue;
            }
          }
        }
      }
      // backtrack: the next parameter child of the innermost pushed node that takes its segment
      for (;;) {
        if (sp === 0) return null;
        const top = sp - 1;
        const at = stack.node[top]!;
        const e = stack.end[top]!;
        const j = this.dynamic(at, stack.pos[top]!, e, stack.k[top]!, stack.j[top]!);
        if (j < 0) {
          sp--;
          continue;
        }
        if (this.done) return this.found;
        if (j + 1 < at.dyn.length) stack.j[top] = j + 1;
        else sp--;
        node = at.dyn[j]!.node;
        pos = e + 1;
        k = this.k;
        break;
      }
    }
  }

  /**
   * The index of the first parameter child of `node`, from `j` on, that takes the segment
   * `path[pos..e)` (values from `vals[k]`; `this.k` is the count after it), or -1. `done` when the
   * walk ends there: a `path` child answered (`found`).
   */
  private dynamic(node: Node, pos: number, e: number, k: number, j: number): number {
    const dyn = node.dyn;
    const vals = this.vals;
    let s: string | null = null;
    for (; j < dyn.length; j++) {
      const d = dyn[j]!;
      const kind = d.kind;
      let w = 1;
      if (kind === 0 /* NON_EMPTY */) {
        if (e === pos) continue;
        vals[k] = s ??= this.value(pos, e);
      } else if (kind === 2 /* REST */) {
        vals[k] = this.value(pos, this.len);
        const r = this.accept(d.node);
        if (r === null) continue;
        this.found = r;
        this.done = true;
        return j;
      } else if (kind === 3 /* CAST */) {
        const v = d.cast((s ??= this.value(pos, e)));
        if (v === NO_MATCH) continue;
        vals[k] = v;
      } else if (kind === 4 /* EXT */) {
        if (!d.param.read((s ??= this.value(pos, e)), scratch)) continue;
        vals[k] = scratch[d.name];
        vals[k + 1] = scratch["ext"];
        w = 2;
      } else vals[k] = s ??= this.value(pos, e); // 1: ANY
      this.k = k + w;
      return j;
    }
    return -1;
  }
}
