/** The walker's backtracking stack, as parallel arrays (no allocation per entry). */
import type { Node } from "./trie.js";

/**
 * Entry `i`: a node with parameter children still to try (`node[i]`), from child `j[i]` on, for
 * the segment `path[pos[i]..end[i])`, with `k[i]` values read before it.
 */
export class Fallbacks {
  readonly node: Node[] = [];
  readonly pos: number[] = [];
  readonly end: number[] = [];
  readonly k: number[] = [];
  readonly j: number[] = [];

  /**
   * Sets entry `sp` and returns the new depth, `sp + 1`.
   *
   * @example
   * ```ts
   * sp = stack.put(sp, node, 1, 6, 0, 0);
   * ```
   */
  put(sp: number, node: Node, pos: number, end: number, k: number, j: number): number {
    this.node[sp] = node;
    this.pos[sp] = pos;
    this.end[sp] = end;
    this.k[sp] = k;
    this.j[sp] = j;
    return sp + 1;
  }
}
