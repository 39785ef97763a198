/** The graph walks the regex check needs, over states numbered from 0. */

/** The nodes `next` reaches from `from`, `from` included. */
export function reach(from: readonly number[], next: (p: number) => readonly number[]): Set<number> {
  const seen = new Set(from);
  for (const p of seen) for (const q of next(p)) seen.add(q);
  return seen;
}

/** The nodes after `from` on a shortest path to `to` (`[]` when they are the same). */
export function walk(from: number, to: number, next: (x: number) => readonly number[]): number[] {
  const prev = new Map<number, number>([[from, from]]);
  for (const x of prev.keys()) {
    if (x === to) break;
    for (const y of next(x)) if (!prev.has(y)) prev.set(y, x);
  }
  const out: number[] = [];
  for (let x = to; x !== from; x = prev.get(x)!) out.unshift(x);
  return out;
}

/**
 * The strongly connected components of the nodes reachable from `roots` (Tarjan's, without
 * recursion); `next` is called once per node.
 */
export function components(roots: Iterable<number>, next: (v: number) => readonly number[]): number[][] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const out: number[][] = [];
  for (const root of roots) {
    if (index.has(root)) continue;
    const work: [number, readonly number[], number][] = [];
    const enter = (v: number) => {
      index.set(v, index.size);
      low.set(v, index.size - 1);
      stack.push(v);
      onStack.add(v);
      work.push([v, next(v), 0]);
    };
    enter(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const [v, succ, i] = top;
      if (i < succ.length) {
        top[2]++;
        const w = succ[i]!;
        if (!index.has(w)) enter(w);
        else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const u = work[work.length - 1]![0];
        low.set(u, Math.min(low.get(u)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const comp: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          comp.push(w);
        } while (w !== v);
        out.push(comp);
      }
    }
  }
  return out;
}
