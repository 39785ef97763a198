/**
 * The checks on a built position automaton (`regex-automaton.ts`), by the rules of
 * `regex-safety.ts`: one way round each loop, at most one sharing pair of loops on a way. A
 * refusal is a {@link Refusal} whose message says why.
 */
import { components, reach, walk } from "./regex-graph.js";
import { intersect, type CodePoints } from "./regex-code-points.js";

/** What the check throws: its message is the reason the pattern is refused. */
export class Refusal extends Error {}

/** What the checks read of a position automaton (`regex-automaton.ts` builds it); state 0 is the start. */
export interface Automaton {
  readonly pattern: string;
  /** each state's characters */
  readonly sets: readonly CodePoints[];
  /** each state's successors, with the number of choices that lead there */
  readonly edges: readonly ReadonlyMap<number, number>[];
  /** the text of a part of the pattern */
  text(node: { readonly start: number; readonly end: number }): string;
  /** the outermost repetition whose body holds these states, as the pattern writes it */
  loopOf(states: readonly number[]): { readonly start: number; readonly end: number };
}

/** Stops a check that would take too long on a large pattern (it is then refused). */
const BUDGET = 400_000;

/** The checks on a built automaton: one way round each loop, at most one sharing pair of loops on a way. */
export class Checker {
  readonly n: number;
  /** the successors of each state that can be entered (a non-empty set) */
  readonly next: number[][];
  /** each state's component (strongly connected), -1 for a state the start cannot reach */
  readonly comp: number[];
  /** the components holding a cycle */
  readonly cyclic: number[][];
  /** the predecessors of each state */
  readonly before: number[][];
  private spent = 0;
  private readonly overlaps = new Map<number, CodePoints>();

  constructor(readonly a: Automaton) {
    this.n = a.sets.length;
    this.next = a.edges.map((e) => [...e.keys()].filter((q) => a.sets[q]!.length > 0));
    this.before = this.next.map(() => []);
    this.next.forEach((qs, p) => qs.forEach((q) => this.before[q]!.push(p)));
    const comps = components([0], (p) => this.next[p]!);
    this.comp = Array.from({ length: this.n }, () => -1);
    comps.forEach((c, i) => c.forEach((p) => (this.comp[p] = i)));
    this.cyclic = comps.filter((c) => c.length > 1 || this.next[c[0]!]!.includes(c[0]!));
  }

  run(): void {
    for (const c of this.cyclic) this.oneWay(c);
    this.twoSharingPairs();
  }

  private spend(k: number): void {
    if ((this.spent += k) > BUDGET) throw new Refusal("it is too large for the check to analyse");
  }

  /** The characters both states read (cached). */
  both(p: number, q: number): CodePoints {
    const key = p * this.n + q;
    let set = this.overlaps.get(key);
    if (set === undefined) this.overlaps.set(key, (set = intersect(this.a.sets[p]!, this.a.sets[q]!)));
    return set;
  }

  /** Refuses two different loops from a state of `comp` back to itself on one text. */
  private oneWay(comp: readonly number[]): void {
    const inComp = (q: number) => this.comp[q] === this.comp[comp[0]!];
    for (const p of comp) {
      for (const q of this.next[p]!) {
        if (inComp(q) && this.a.edges[p]!.get(q)! > 1) {
          this.refuseLoop(comp, p, [q, ...walk(q, p, (x) => this.next[x]!.filter(inComp))].map((x) => this.a.sets[x]!));
        }
      }
    }
    // the automaton squared, on the pairs of states of this component that two loops from one
    // state can reach (a pair p * k + q, p and q indices in `comp`)
    const k = comp.length;
    const index = new Map(comp.map((p, i) => [p, i]));
    const pairNext = (x: number): number[] => {
      const [p, q] = [comp[Math.floor(x / k)]!, comp[x % k]!];
      const out: number[] = [];
      for (const p2 of this.next[p]!) {
        if (!inComp(p2)) continue;
        for (const q2 of this.next[q]!) if (inComp(q2) && this.both(p2, q2).length > 0) out.push(index.get(p2)! * k + index.get(q2)!);
      }
      this.spend(out.length + 1);
      return out;
    };
    for (const pairs of components(comp.map((_, i) => i * k + i), pairNext)) {
      const diagonal = pairs.find((x) => Math.floor(x / k) === x % k);
      const off = pairs.find((x) => Math.floor(x / k) !== x % k);
      if (diagonal === undefined || off === undefined) continue;
      const cycle = [...walk(diagonal, off, pairNext), ...walk(off, diagonal, pairNext)];
      this.refuseLoop(comp, comp[Math.floor(diagonal / k)]!, cycle.map((x) => this.both(comp[Math.floor(x / k)]!, comp[x % k]!)));
    }
  }

  /**
   * `cycle`: the characters of a text that two different loops from `p` back to itself read;
   * the message shows it after a text that reaches `p`.
   */
  private refuseLoop(comp: readonly number[], p: number, cycle: readonly CodePoints[]): never {
    const text = [...walk(0, p, (x) => this.next[x]!).map((q) => this.a.sets[q]!), ...cycle].map(sample).join("");
    const loop = this.a.text(this.a.loopOf(comp));
    throw new Refusal(`the repeated part ${loop} can match ${JSON.stringify(text)} in more than one way, and a longer text in exponentially many`);
  }

  /**
   * Refuses two sharing pairs of loops on one way through the pattern: in a sharing pair, the
   * first loop can read some text w both by going round and by moving on to the second, which
   * reads w too, so a segment splits between them in about n ways. Two such pairs, one after
   * the other (the second may start with the loop that ends the first: `.*x.*y.*z`), make about
   * n² ways, n³ steps (`[a-z]*[a-z]*-\d*\d*`).
   */
  private twoSharingPairs(): void {
    const c = this.cyclic;
    const pairs = c.flatMap((from, i) => c.flatMap((to, j) => (i !== j && this.feeds(from, to) ? [[i, j] as const] : [])));
    const after = c.map((from) => reach(from, (p) => this.next[p]!));
    for (const [i, j] of pairs) {
      const next = pairs.find(([k]) => after[j]!.has(c[k]![0]!));
      if (next === undefined) continue;
      const loops = [i, j, ...next].map((k) => this.a.loopOf(c[k]!));
      const start = Math.min(...loops.map((l) => l.start));
      const end = Math.max(...loops.map((l) => l.end));
      throw new Refusal(`the repetitions in ${this.a.pattern.slice(start, end)} can split one text in about n² ways (n³ steps)`);
    }
  }

  /** Whether some p of `from` and q of `to` read one text w as p -> p, p -> q and q -> q. */
  private feeds(from: readonly number[], to: readonly number[]): boolean {
    const S = new Set(from);
    const T = new Set(to);
    const between = reach(from, (p) => this.next[p]!);
    if (!to.some((q) => between.has(q))) return false;
    const leadsTo = reach(to, (q) => this.before[q]!);
    const middle = (y: number) => between.has(y) && leadsTo.has(y);
    if (!this.leaves(S, T, middle)) return false;
    const key = (x: number, y: number, z: number) => (x * this.n + y) * this.n + z;
    for (const p of from) {
      for (const q of to) {
        // w's last character enters both p and q
        if (this.both(p, q).length === 0) continue;
        // [on a loop through p, on a way from p to `to`, on a loop through q]
        const queue: (readonly [number, number, number])[] = [[p, p, q]];
        const seen = new Set([key(p, p, q)]);
        for (let i = 0; i < queue.length; i++) {
          const [x, y, z] = queue[i]!;
          if (x === p && y === q && z === q) return true;
          for (const x2 of this.next[x]!) {
            if (!S.has(x2)) continue;
            for (const y2 of this.next[y]!) {
              this.spend(1);
              if (!middle(y2)) continue;
              const xy = this.both(x2, y2);
              if (xy.length === 0) continue;
              for (const z2 of this.next[z]!) {
                this.spend(1);
                if (!T.has(z2) || seen.has(key(x2, y2, z2)) || intersect(xy, this.a.sets[z2]!).length === 0) continue;
                seen.add(key(x2, y2, z2));
                queue.push([x2, y2, z2]);
              }
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * What {@link feeds} needs, searched once for all its states: some text w read both on a loop
   * of `S` and on a way from the same state into `T` (a separator no loop of `S` reads, as in
   * `a+-b+`, ends the search at once).
   */
  private leaves(S: ReadonlySet<number>, T: ReadonlySet<number>, middle: (y: number) => boolean): boolean {
    const queue = [...S].map((p) => [p, p] as const);
    const seen = new Set(queue.map(([x, y]) => x * this.n + y));
    for (let i = 0; i < queue.length; i++) {
      const [x, y] = queue[i]!;
      for (const x2 of this.next[x]!) {
        if (!S.has(x2)) continue;
        for (const y2 of this.next[y]!) {
          this.spend(1);
          if (!middle(y2) || seen.has(x2 * this.n + y2) || this.both(x2, y2).length === 0) continue;
          if (T.has(y2)) return true;
          seen.add(x2 * this.n + y2);
          queue.push([x2, y2]);
        }
      }
    }
    return false;
  }
}

/** A character of a non-empty set for a message: a lower-case letter, a printable one, or any. */
function sample(set: CodePoints): string {
  for (const [lo, hi] of [[0x61, 0x7e], [0x21, 0x7e], [0xa1, 0x10ffff]] as const) {
    const part = intersect(set, [lo, hi]);
    if (part.length > 0) return String.fromCodePoint(part[0]!);
  }
  return String.fromCodePoint(set[0]!);
}
