/**
 * The table a fork reads: what follows each char, in an array indexed by `char - lo` for the
 * first {@link SPAN} chars and in a `Map` for the rest. The segment branches (`branch.ts`) and
 * the whole-path table (`static-table.ts`) both fork this way.
 */

/** Widest char range a fork's array spans; other chars go to `wide`. */
export const SPAN = 128;

/** Groups `items` by `by`, in first-seen order (`Map.groupBy` needs Node 21). */
export function groupBy<K, V>(items: Iterable<V>, by: (v: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const v of items) {
    const k = by(v);
    const g = groups.get(k);
    if (g === undefined) groups.set(k, [v]);
    else g.push(v);
  }
  return groups;
}

/** A fork's table: `next[c - lo]` for `c - lo < SPAN` (`none` where no char leads), `wide` past. */
export interface ForkTable<E, N> {
  readonly lo: number;
  readonly next: (E | N)[];
  readonly wide: Map<number, E> | null;
}

/**
 * The table of `groups` (char -> items), each group made into what follows it by `make`.
 *
 * @example
 * ```ts
 * const { lo, next, wide } = forkTable(groupBy(keys, (k) => k.charCodeAt(at)), build, undefined);
 * ```
 */
export function forkTable<G, E, N>(groups: ReadonlyMap<number, G>, make: (group: G) => E, none: N): ForkTable<E, N> {
  const lo = Math.min(...groups.keys());
  const next = new Array<E | N>(Math.min(Math.max(...groups.keys()) - lo + 1, SPAN)).fill(none);
  let wide: Map<number, E> | null = null;
  for (const [c, group] of groups) {
    if (c - lo < SPAN) next[c - lo] = make(group);
    else (wide ??= new Map()).set(c, make(group));
  }
  return { lo, next, wide };
}
