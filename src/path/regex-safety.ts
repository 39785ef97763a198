/**
 * The rule for regex parameters (`<code:[a-z]{2,5}>`): a pattern that a backtracking engine can
 * take more than about n² steps to reject on a segment of n characters is refused when the tree
 * is built, and no segment longer than {@link MAX_REGEX_INPUT} characters ever reaches a regex.
 *
 * Why it holds: the engine tries, one after the other, every way the pattern can read a prefix of
 * the segment, so its work is the number of those ways. They are counted on the pattern's position
 * automaton (one state per character set written in the pattern, `regex-syntax.ts` reads each as
 * an exact set of code points), where an edge counts the distinct choices (option, repeat or go
 * on) that lead from one state to the next. With the edges' character sets intersected exactly:
 *
 * - a repeated part (`*`, `+`, `{n,}`, and `{n,m}` with m > 1, taken as unbounded) that can match
 *   the empty string is refused (`(a*)*`, `(a?){30}`): its turns can share a text in any way,
 *   empty turns included; so is an optional part that matches the empty string without its `?`
 *   (`(?:a*)?`): the engine drops its empty turn, but the `?` adds nothing and reads as two ways;
 * - a state with two different loops back to itself on one text (a cycle of the automaton
 *   squared that leaves the diagonal, or a doubled edge on a cycle) is refused: k turns of the
 *   text give 2^k ways (`(a|a)+`, `(?:[가-힣]+-?)+`, `(?:(?:a|)a)+`);
 * - a pair of loops shares a text when the first can read some text w both by going round and
 *   by moving on to the second, which reads w too (`.*.*x`): a segment splits between them in
 *   about n ways, n² steps. Two sharing pairs on one way through the pattern are refused, the
 *   second one starting at or after the loop that ends the first: about n² ways, n³ steps
 *   (`.*x.*y.*z`, `a*a*a*b`, `[a-z]*[a-z]*-\d*\d*`);
 * - a backreference is refused (what it matches depends on what its group took);
 * - a lookahead that holds a repetition is accepted only where no repetition precedes it or
 *   encloses it, so it runs a bounded number of times; its own pattern must pass the same rule.
 *
 * A syntax the reader does not know, and a pattern too large to check within a fixed budget, are
 * refused too: refusing a safe pattern costs a rewrite or a `trustRegex`, accepting a bad one
 * costs the server. Each pattern is checked once per process (the verdict is kept).
 */
import { RouteDefinitionError, VersaTypeError } from "../core/errors.js";
import { notAPattern, unsafeRegex } from "../core/messages.js";
import { intersect, readPattern, type CodePoints, type Node } from "./regex-syntax.js";

/** Segments longer than this never match a regex parameter (they fall through, then 404). */
export const MAX_REGEX_INPUT = 1024;

/**
 * Patterns to compile without the backtracking check (the length bound still applies), checked
 * to be pattern strings: pass the list as the `trustRegex` option of the route, blueprint, group
 * or registration that writes them, and trust reaches those templates only. Anything but strings
 * (a `RegExp`, an array) is a `TypeError`.
 *
 * @example
 * ```ts
 * app().get("/x/<v:(?:a+)+>", { trustRegex: trustRegex("(?:a+)+") }, h); // accepted, for this route
 * ```
 */
export function trustRegex(...patterns: readonly string[]): readonly string[] {
  for (const p of patterns as readonly unknown[]) if (typeof p !== "string") throw new VersaTypeError(notAPattern(p));
  return Object.freeze([...patterns]);
}

/**
 * Compiles a regex label into a segment test: anchored, `u` flag, refusing unsafe patterns with a
 * `RouteDefinitionError` unless `options.trusted` (a route's or level's `trustRegex`) holds it, and
 * false for segments over the length bound. Returns `undefined` when the pattern does not compile
 * (the caller reports that).
 */
export function compileParamRegex(
  name: string,
  pattern: string,
  template: string,
  options: { readonly trusted?: ReadonlySet<string> } = {},
): ((s: string) => boolean) | undefined {
  const v = verdict(pattern);
  if (v === undefined) return undefined;
  if (v.why !== null && !options.trusted?.has(pattern)) {
    throw new RouteDefinitionError(unsafeRegex(name, pattern, template, v.why), { code: "UNSAFE_REGEX" });
  }
  const re = v.re;
  return (s) => s.length <= MAX_REGEX_INPUT && re.test(s);
}

interface Verdict {
  readonly re: RegExp;
  readonly why: string | null;
}

const verdicts = new Map<string, Verdict | undefined>();

function verdict(pattern: string): Verdict | undefined {
  if (verdicts.has(pattern)) return verdicts.get(pattern);
  let re: RegExp | undefined;
  try {
    // on its own first: `a)|(b` compiles only once wrapped, and would then not be anchored
    new RegExp(pattern, "u");
    re = new RegExp(`^(?:${pattern})$`, "u");
  } catch {
    re = undefined;
  }
  const v = re && { re, why: check(pattern) };
  verdicts.set(pattern, v);
  return v;
}

function check(pattern: string): string | null {
  let node: Node;
  try {
    node = readPattern(pattern);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    return `the check cannot read it (${e.message})`;
  }
  try {
    analyse(node, pattern);
    return null;
  } catch (e) {
    if (e instanceof Refusal) return e.message;
    throw e;
  }
}

class Refusal extends Error {}

/** Stops a check that would take too long on a large pattern (it is then refused). */
const BUDGET = 400_000;

/** Choices are counted up to 2: one way or more than one is all the check asks. */
const add = (a: number, b: number) => Math.min(2, a + b);
const mul = (a: number, b: number) => Math.min(2, a * b);

/** A position (state) -> the number of choices that reach it. */
type Ways = Map<number, number>;

/** What a part of the pattern contributes to the automaton. */
interface Part {
  /** the states it can start with, and in how many ways */
  readonly first: Ways;
  /** the states it can end with, and in how many ways it can then end */
  readonly last: Ways;
  /** the ways it matches the empty string */
  readonly empty: number;
  /** holds a repetition of this automaton (the parts after it can be reached in many ways) */
  readonly loops: boolean;
  /** holds a repetition, here or in a lookahead (running it costs more than a constant) */
  readonly costly: boolean;
}

const EMPTY: Part = { first: new Map(), last: new Map(), empty: 1, loops: false, costly: false };

const scaled = (ways: Ways, k: number): Ways => (k === 0 ? new Map() : new Map([...ways].map(([p, n]) => [p, mul(n, k)])));
const merged = (a: Ways, b: Ways): Ways => {
  const out = new Map(a);
  for (const [p, n] of b) out.set(p, add(out.get(p) ?? 0, n));
  return out;
};

/** A repetition as the messages name it: its text and the states of its body. */
interface Loop {
  readonly start: number;
  readonly end: number;
  /** its body's states are `from` to `to - 1` */
  readonly from: number;
  readonly to: number;
}

/** The position automaton of a pattern; state 0 is the start. */
class Automaton {
  readonly sets: CodePoints[] = [[]];
  readonly edges: Ways[] = [new Map()];
  readonly loops: Loop[] = [];

  constructor(readonly pattern: string) {}

  link(from: Ways, to: Ways): void {
    for (const [p, n] of from) for (const [q, m] of to) this.edges[p]!.set(q, add(this.edges[p]!.get(q) ?? 0, mul(n, m)));
  }

  /** Builds `node`'s states and edges; `afterLoop`: some way to reach it passes a repetition. */
  part(node: Node, afterLoop: boolean): Part {
    switch (node.kind) {
      case "chars": {
        const p = this.sets.push(node.set) - 1;
        this.edges.push(new Map());
        const one = new Map([[p, 1]]);
        return { first: one, last: one, empty: 0, loops: false, costly: false };
      }
      case "assert":
        return EMPTY;
      case "backref":
        throw new Refusal(`the backreference ${this.text(node)} matches whatever its group took, which the check cannot bound`);
      case "seq": {
        let acc = EMPTY;
        for (const item of node.items) {
          const next = this.part(item, afterLoop || acc.loops);
          this.link(acc.last, next.first);
          acc = {
            first: merged(acc.first, scaled(next.first, acc.empty)),
            last: merged(next.last, scaled(acc.last, next.empty)),
            empty: mul(acc.empty, next.empty),
            loops: acc.loops || next.loops,
            costly: acc.costly || next.costly,
          };
        }
        return acc;
      }
      case "alt":
        return node.options
          .map((o) => this.part(o, afterLoop))
          .reduce((a, b) => ({
            first: merged(a.first, b.first),
            last: merged(a.last, b.last),
            empty: add(a.empty, b.empty),
            loops: a.loops || b.loops,
            costly: a.costly || b.costly,
          }));
      case "repeat": {
        if (node.max === 0) return EMPTY;
        const from = this.sets.length;
        const body = this.part(node.body, afterLoop || node.max > 1);
        if (node.max === 1 && node.min === 1) return body;
        // (the engine drops an optional turn that matched nothing, but checkers that do not
        // model it see two ways, and the `?` changes nothing)
        if (node.max === 1 && body.empty > 0) throw new Refusal(`the optional part ${this.text(node)} matches the empty string without its ?: drop the ?`);
        if (node.max === 1) return { ...body, empty: 1 };
        if (body.empty > 0) throw new Refusal(`the repeated part ${this.text(node)} can match the empty string`);
        this.link(body.last, body.first);
        this.loops.push({ start: node.start, end: node.end, from, to: this.sets.length });
        return { ...body, empty: node.min === 0 ? 1 : 0, loops: true, costly: true };
      }
      case "look": {
        const inner = analyse(node.body, this.pattern);
        if (inner.costly && afterLoop) {
          const kind = this.text(node).startsWith("(?<") ? "lookbehind" : "lookahead";
          throw new Refusal(`the ${kind} ${this.text(node)} holds a repetition and runs once for every way a repetition before or around it can end`);
        }
        return { ...EMPTY, costly: inner.costly };
      }
    }
  }

  text(node: { readonly start: number; readonly end: number }): string {
    return this.pattern.slice(node.start, node.end);
  }

  /**
   * The repetition a component of the automaton comes from: the outermost one holding its states
   * (in `(a+)+` the state of `a` loops through both, and the outer one is at fault).
   */
  loopOf(states: readonly number[]): Loop {
    const lo = Math.min(...states);
    const hi = Math.max(...states);
    return this.loops.filter((l) => l.from <= lo && hi < l.to).reduce((a, b) => (b.to - b.from >= a.to - a.from ? b : a));
  }
}

/**
 * Builds the automaton of `node` (a whole pattern or a lookahead's body) and refuses it (throws a
 * {@link Refusal}) by the rules of the header comment.
 */
function analyse(node: Node, pattern: string): Part {
  const a = new Automaton(pattern);
  const part = a.part(node, false);
  a.link(new Map([[0, 1]]), part.first);
  new Checker(a).run();
  return part;
}

/** The checks on a built automaton: one way round each loop, at most one sharing pair of loops on a way. */
class Checker {
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

  reach(from: readonly number[], next: (p: number) => readonly number[]): Set<number> {
    const seen = new Set(from);
    for (const p of seen) for (const q of next(p)) seen.add(q);
    return seen;
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
    const after = c.map((from) => this.reach(from, (p) => this.next[p]!));
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
    const between = this.reach(from, (p) => this.next[p]!);
    if (!to.some((q) => between.has(q))) return false;
    const leadsTo = this.reach(to, (q) => this.before[q]!);
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

/** The nodes after `from` on a shortest path to `to` (`[]` when they are the same). */
function walk(from: number, to: number, next: (x: number) => readonly number[]): number[] {
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
function components(roots: Iterable<number>, next: (v: number) => readonly number[]): number[][] {
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
