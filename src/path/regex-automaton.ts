/**
 * The position automaton of a regex parameter's pattern (one state per character set written in
 * it), whose edges count the distinct choices that lead from one state to the next: what
 * `regex-checker.ts` walks to refuse a pattern by the rules of `regex-safety.ts`.
 */
import { Checker, Refusal, type Automaton as Checked } from "./regex-checker.js";
import type { CodePoints } from "./regex-code-points.js";
import type { Node } from "./regex-syntax.js";

/**
 * A bounded repeat of a part that holds a repetition (`(?:a+){2}`), up to this many turns, is read
 * as its copies (`a+a+`), as if written out; with more turns it is taken as unbounded, since copies
 * that each read one text in two ways make 2^turns ways, which no loop of the copies shows.
 */
const MAX_COPIES = 4;

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
export class Automaton implements Checked {
  readonly sets: CodePoints[] = [[]];
  readonly edges: Ways[] = [new Map()];
  readonly loops: Loop[] = [];
  /** how many bounded repeats read as copies enclose the part being built */
  private copying = 0;

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
        for (const item of node.items) acc = this.then(acc, this.part(item, afterLoop || acc.loops));
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
        if (node.max > 1 && node.max <= MAX_COPIES && this.copying === 0 && holdsRepeat(node.body)) return this.copies(node, afterLoop);
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

  /** `b` read after `a`. */
  private then(a: Part, b: Part): Part {
    this.link(a.last, b.first);
    return {
      first: merged(a.first, scaled(b.first, a.empty)),
      last: merged(b.last, scaled(a.last, b.empty)),
      empty: mul(a.empty, b.empty),
      loops: a.loops || b.loops,
      costly: a.costly || b.costly,
    };
  }

  /**
   * A bounded repeat as its copies: `min` of them, then the optional ones each nested in the one
   * before (`x{1,3}` as `x(?:x(?:x)?)?`, which reads a text in one way, as the engine does). A
   * bounded repeat inside the copies stays one repetition: copies of copies would multiply.
   */
  private copies(node: Extract<Node, { kind: "repeat" }>, afterLoop: boolean): Part {
    const from = this.sets.length;
    this.copying++;
    try {
      const first = this.part(node.body, afterLoop);
      if (first.empty > 0) throw new Refusal(`the repeated part ${this.text(node)} can match the empty string`);
      const required = Math.max(node.min, 1);
      let tail: Node | undefined;
      for (let i = node.max - required; i > 0; i--) tail = { ...node, body: tail ? { kind: "seq", items: [node.body, tail] } : node.body, min: 0, max: 1 };
      const rest: Node = { kind: "seq", items: [...Array.from({ length: required - 1 }, () => node.body), ...(tail ? [tail] : [])] };
      const whole = this.then(first, this.part(rest, afterLoop || first.loops));
      // (messages name the repeat as written, not one copy's repetition)
      this.loops.push({ start: node.start, end: node.end, from, to: this.sets.length });
      return node.min === 0 ? { ...whole, empty: 1 } : whole;
    } finally {
      this.copying--;
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

/** Whether a part holds a repetition (a repeat of more than one turn). */
const holdsRepeat = (node: Node): boolean =>
  node.kind === "repeat" ? node.max > 1 || holdsRepeat(node.body)
  : node.kind === "seq" ? node.items.some(holdsRepeat)
  : node.kind === "alt" ? node.options.some(holdsRepeat)
  : false;

/**
 * Builds the automaton of `node` (a whole pattern or a lookahead's body) and refuses it (throws a
 * {@link Refusal}) by the rules of the header comment.
 */
export function analyse(node: Node, pattern: string): Part {
  const a = new Automaton(pattern);
  const part = a.part(node, false);
  a.link(new Map([[0, 1]]), part.first);
  new Checker(a).run();
  return part;
}
