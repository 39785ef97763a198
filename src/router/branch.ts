/**
 * How a node finds its static child for a segment without hashing it: read only the chars where
 * the children's texts differ, then compare the one candidate in full (a long one as a slice).
 */
import { forkTable, groupBy } from "./forks.js";

/** What a branch reads of a static child: its text, and the same as char codes. */
export interface StaticChild {
  readonly text: string;
  readonly chars: readonly number[];
}

/** From this many chars left to compare, a slice compared with `===` (two native steps, about
 * 12 ns whatever the length) beats a `charCodeAt` loop (about 3.5 ns a char) on this project's
 * machine. */
const LONG = 4;
const SLASH = 47;

/**
 * A fork reads the char at `pos + at` (`/` where a text ends, so a path reads the same at a `/`
 * and at its end) and goes on in `next[c - lo]` (or `wide`); a branch with `at === -1` names the
 * one candidate, `node`, whose first `from` chars the forks above it have already compared.
 */
export class Branch<N extends StaticChild = StaticChild> {
  at = -1;
  lo = 0;
  next: readonly (Branch<N> | null)[] = [];
  wide: Map<number, Branch<N>> | null = null;
  constructor(
    readonly node: N | null,
    readonly from = 0,
  ) {}

  /**
   * The static child for the segment of `path[0..len)` at `pos`, or null; it ends at
   * `pos + kid.chars.length`.
   *
   * @example
   * ```ts
   * root.branch.find("/users/7", 1, 8); // the child "users"
   * ```
   */
  find(path: string, pos: number, len: number): N | null {
    let b: Branch<N> = this;
    while (b.at >= 0) {
      const q = pos + b.at;
      const c = q < len ? path.charCodeAt(q) : SLASH;
      const i = c - b.lo;
      const n = i >= 0 && i < b.next.length ? b.next[i]! : b.wide === null ? null : (b.wide.get(c) ?? null);
      if (n === null) return null;
      b = n;
    }
    const one = b.node;
    if (one === null) return null;
    const t = one.chars;
    const end = pos + t.length;
    if (end > len || (end < len && path.charCodeAt(end) !== SLASH)) return null;
    let j = b.from;
    if (t.length - j >= LONG) return path.slice(pos, end) === one.text ? one : null;
    while (j < t.length && path.charCodeAt(pos + j) === t[j]) j++;
    return j === t.length ? one : null;
  }
}

/** The branch of a node without static children. */
export const NO_BRANCH: Branch<never> = new Branch<never>(null);

/** The char of `text` at `d` as forks read it: `/` at its end. */
const charAt = (text: string, d: number): number => (d < text.length ? text.charCodeAt(d) : SLASH);

/**
 * The branch over static children `kids` (distinct texts that agree up to `at`), whose first
 * `known` chars the forks above have compared with the path.
 */
export function branchOf<N extends StaticChild>(kids: readonly N[], at: number, known = 0): Branch<N> {
  if (kids.length === 1) return new Branch<N>(kids[0]!, Math.min(known, kids[0]!.text.length));
  let d = at;
  while (kids.every((k) => charAt(k.text, d) === charAt(kids[0]!.text, d))) d++;
  const groups = groupBy(kids, (k) => charAt(k.text, d));
  const fork = new Branch<N>(null);
  const { lo, next, wide } = forkTable(groups, (group) => branchOf(group, d + 1, d === known ? known + 1 : known), null);
  fork.at = d;
  fork.lo = lo;
  fork.next = next;
  fork.wide = wide;
  return fork;
}
