/**
 * The rule for regex parameters (`<code:[a-z]{2,5}>`): a pattern whose repetitions can split one
 * input in many ways (catastrophic backtracking) is refused when the tree is built, and no segment
 * longer than {@link MAX_REGEX_INPUT} characters ever reaches a regex.
 *
 * The check is a small analysis of the pattern: for every repeated part (`*`, `+`, `{n,}`, `{n,m}`
 * with m > 1) it refuses a body that can match the empty string (`(a*)*`), a body holding a
 * choice (alternation, optional or repeated part) whose options can start with the same character
 * (`(a|a)*`, `(\w|\d)+`, `(a?ab)*`), and a body that can end with a choice starting like the body
 * itself (`(a+)+`, `(\d+\.?)+`). Characters "overlap" when some sample character (ASCII and a few
 * others) matches both.
 */
import { RouteDefinitionError, VersaTypeError } from "../core/errors.js";
import { notAPattern, unsafeRegex } from "../core/messages.js";

/** Segments longer than this never match a regex parameter (they fall through, then 404). */
export const MAX_REGEX_INPUT = 1024;

const trusted = new Set<string>();

/**
 * Opt-in: patterns written exactly so are compiled without the backtracking check (the length
 * bound still applies). Call it before building the routes that use them. Anything but strings
 * (a `RegExp`, an array) is a `TypeError`, and then no pattern is trusted.
 *
 * @example
 * ```ts
 * trustRegex("(?:a+)+");
 * app().get("/x/<v:(?:a+)+>", h); // accepted
 * ```
 */
export function trustRegex(...patterns: readonly string[]): void {
  for (const p of patterns as readonly unknown[]) if (typeof p !== "string") throw new VersaTypeError(notAPattern(p));
  for (const p of patterns) trusted.add(p);
}


/**
 * What the analysis knows of a part of a pattern. Atoms are regex sources; a "choice" is an
 * alternation, or an optional or repeated part (take it or go on).
 */
interface Info {
  /** the atoms it can start with */
  readonly first: readonly string[];
  /** the first atoms of choices that can be taken at its very end (`a+`: `a`, `ab?`: `b`) */
  readonly tail: readonly string[];
  readonly nullable: boolean;
  /** holds a repetition */
  readonly repeats: boolean;
  /** holds a choice whose options can start alike (`a|ab`, `a?a`, `a+a`) */
  readonly ambiguous: boolean;
  /** every atom it holds */
  readonly atoms: readonly string[];
}

const EMPTY: Info = { first: [], tail: [], nullable: true, repeats: false, ambiguous: false, atoms: [] };
const atom = (src: string): Info => ({ first: [src], tail: [], nullable: false, repeats: false, ambiguous: false, atoms: [src] });
const ANY = "[^]";

const SAMPLES = [...Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)), "\u00a0", "é", "ß", "α", "д", "中", "\u2028", "\u200b", "😀"];
const cache = new Map<string, readonly boolean[]>();
const hits = (src: string): readonly boolean[] => {
  let h = cache.get(src);
  if (h === undefined) {
    const re = new RegExp(`^(?:${src})$`, "u");
    cache.set(src, (h = SAMPLES.map((c) => re.test(c))));
  }
  return h;
};
/** The sample characters some atom of `atoms` matches. */
const chars = (atoms: readonly string[]): boolean[] => SAMPLES.map((_, i) => atoms.some((a) => hits(a)[i]));
const both = (a: readonly boolean[], b: readonly boolean[]): boolean[] => a.map((x, i) => x && b[i] === true);
const overlap = (a: readonly string[], b: readonly string[]): boolean => both(chars(a), chars(b)).includes(true);

const seq = (a: Info, b: Info): Info => ({
  first: a.nullable ? [...a.first, ...b.first] : a.first,
  tail: b.nullable ? [...a.tail, ...b.tail] : b.tail,
  nullable: a.nullable && b.nullable,
  repeats: a.repeats || b.repeats,
  ambiguous: a.ambiguous || b.ambiguous || overlap(a.tail, b.first),
  atoms: [...a.atoms, ...b.atoms],
});

const alt = (branches: readonly Info[]): Info => ({
  first: branches.flatMap((b) => b.first),
  tail: branches.flatMap((b) => b.tail),
  nullable: branches.some((b) => b.nullable),
  repeats: branches.some((b) => b.repeats),
  ambiguous:
    branches.some((b) => b.ambiguous) ||
    branches.some((b, i) => branches.slice(i + 1).some((c) => (b.nullable && c.nullable) || overlap(b.first, c.first))),
  atoms: branches.flatMap((b) => b.atoms),
});

/** Reads a (compiling, `u`-flag) pattern; throws a string (the reason) on a refused repetition. */
class Reader {
  i = 0;
  constructor(readonly s: string) {}

  alternation(): Info {
    const branches = [this.sequence()];
    while (this.s[this.i] === "|") {
      this.i++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0]! : alt(branches);
  }

  /**
   * A run of items. Three repetitions in a row that can all take one character, with nothing
   * between them that stops them (`a*a*a*b`, `.*a.*a.*b`), split a text in O(n^3) ways: refused.
   */
  sequence(): Info {
    let info = EMPTY;
    let chain = 0;
    let from = this.i;
    let common: boolean[] = [];
    while (this.i < this.s.length && this.s[this.i] !== "|" && this.s[this.i] !== ")") {
      const start = this.i;
      const item = this.quantified();
      info = seq(info, item);
      const shared = both(common, chars(item.atoms));
      if (item.repeats) {
        if (chain > 0 && shared.includes(true)) (chain++, (common = shared));
        else [chain, from, common] = [1, start, chars(item.atoms)];
        if (chain >= 3) throw `the repetitions in ${this.s.slice(from, this.i)} can split one text in many ways`;
      } else if (chain > 0 && !item.nullable) {
        if (shared.includes(true)) common = shared;
        else chain = 0;
      }
    }
    return info;
  }

  quantified(): Info {
    const start = this.i;
    const body = this.term();
    const text = this.s.slice(start, this.i);
    const q = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/u.exec(this.s.slice(this.i));
    if (!q) return body;
    this.i += q[0].length;
    const min = q[1] === "+" ? 1 : q[1] !== undefined ? 0 : Number(q[2]);
    const max = q[1] === "?" ? 1 : q[1] !== undefined || q[4] === "" ? Infinity : Number(q[4] ?? q[2]);
    if (max > 1) {
      const part = `${text}${q[0]}`;
      if (body.nullable) throw `the repeated part ${part} can match the empty string`;
      if (body.ambiguous) throw `the repeated part ${part} holds a choice whose options can start alike`;
      if (overlap(body.tail, body.first)) throw `the repeated part ${part} can end with a choice that starts the way the part starts`;
    }
    const tail = min < max ? [...body.first, ...body.tail] : body.tail;
    return { ...body, tail, nullable: body.nullable || min === 0, repeats: body.repeats || max > 1 };
  }

  term(): Info {
    const s = this.s;
    const c = s[this.i];
    if (c === "^" || c === "$") return (this.i++, EMPTY);
    if (c === "(") {
      const look = /^\(\?<?[=!]/u.test(s.slice(this.i));
      const head = /^\((?:\?:|\?<[A-Za-z_$][\w$]*>|\?<?[=!])?/u.exec(s.slice(this.i))![0];
      this.i += head.length;
      const inner = this.alternation();
      this.i++; // ")"
      return look ? { ...EMPTY, ambiguous: inner.ambiguous } : inner;
    }
    if (c === "[") {
      const end = /^\[(?:\\.|[^\]\\])*\]/su.exec(s.slice(this.i))![0];
      this.i += end.length;
      return atom(end);
    }
    if (c === "\\") {
      const e = /^\\(?:[pPu]\{[^}]*\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|c[A-Za-z]|k<[^>]*>|\d+|.)/su.exec(s.slice(this.i))![0];
      this.i += e.length;
      if (e === "\\b" || e === "\\B") return EMPTY;
      return atom(/^\\(?:[1-9]|k<)/u.test(e) ? ANY : e);
    }
    const ch = String.fromCodePoint(s.codePointAt(this.i)!);
    this.i += ch.length;
    return atom(ch);
  }
}

/**
 * Compiles a regex label into a segment test: anchored, `u` flag, refusing unsafe patterns
 * (unless trusted) with a `RouteDefinitionError`, and false for segments over the length bound.
 * Returns `undefined` when the pattern does not compile (the caller reports that).
 */
export function compileParamRegex(name: string, pattern: string, template: string): ((s: string) => boolean) | undefined {
  const why = verdict(pattern);
  if (why === undefined) return undefined;
  if (why !== null && !trusted.has(pattern)) throw new RouteDefinitionError(unsafeRegex(name, pattern, template, why), { code: "UNSAFE_REGEX" });
  const re = compiled.get(pattern) as RegExp;
  return (s) => s.length <= MAX_REGEX_INPUT && re.test(s);
}

/** Per pattern: `undefined` when it does not compile, `null` when safe, else why it is refused. */
const verdicts = new Map<string, string | null | undefined>();
const compiled = new Map<string, RegExp>();

function verdict(pattern: string): string | null | undefined {
  if (verdicts.has(pattern)) return verdicts.get(pattern);
  let why: string | null | undefined = null;
  try {
    compiled.set(pattern, new RegExp(`^(?:${pattern})$`, "u"));
    new Reader(pattern).alternation();
  } catch (e) {
    if (typeof e !== "string" && !compiled.has(pattern)) why = undefined;
    else if (typeof e === "string") why = e;
    else throw e;
  }
  verdicts.set(pattern, why);
  return why;
}
