/** Which leaves a walk accepts, and for which method (the walker's mode, see `walk.ts`). */
import type { Leaf, Node } from "./trie.js";
import type { Routed } from "./types.js";

/** Which leaves a walk accepts: the written form, the path without its trailing `/` (non-strict
 * routes not written with one: `/v2/` answers `/v2/` and `/v2`, never `/v2//`), or aliases
 * (non-strict routes written with a trailing `/`, path without it). */
export const EXACT = 0;
export const LOOSE = 1;
export const ALIAS = 2;

/** The mode of a walk and what it saw; the walker extends it. */
export class Acceptor {
  /** set when a leaf for the path was reached that lacked the method */
  saw = false;
  /** LOOSE and ALIAS as flags (a module binding costs a load and check per use) */
  private loose = false;
  private alias = false;
  private slot = -1;
  /** collects the methods of every leaf reached (for `Allow`) instead of stopping at the first */
  private collect: boolean[] | null = null;
  /** while collecting: the first route declared at the first leaf reached (the first candidate) */
  candidate: Routed | undefined = undefined;

  /**
   * Sets the mode (`EXACT`, `LOOSE`, `ALIAS`), the method slot `m` (-1: none) and where to
   * collect methods.
   *
   * @example
   * ```ts
   * walker.mode(LOOSE, 0, null); // GET, path without its trailing `/`
   * ```
   */
  mode(how: number, m: number, methods: boolean[] | null): void {
    this.loose = how === LOOSE;
    this.alias = how === ALIAS;
    this.slot = m;
    this.collect = methods;
  }

  /** The leaf at `node` if it answers the current method in the current mode. */
  protected accept(node: Node): Leaf | null {
    const loose = this.loose;
    const leaf = this.alias ? node.alias : node.leaf;
    if (leaf === null || (loose && leaf.slashed)) return null;
    if (this.slot >= 0) {
      const r = leaf.routes[this.slot];
      if (r !== undefined && (!loose || !r.strictSlashes)) return leaf;
    }
    if (loose ? leaf.anyLoose : leaf.any) this.saw = true;
    const collect = this.collect;
    if (collect !== null) {
      this.candidate ??= loose ? leaf.firstLoose : leaf.first;
      for (let j = 0; j < leaf.routes.length; j++) {
        const r = leaf.routes[j];
        if (r !== undefined && (!loose || !r.strictSlashes)) collect[j] = true;
      }
    }
    return null;
  }
}
