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
 * - a repeated part (`*`, `+`, `{n,}`, and `{n,m}` with m > 1, taken as unbounded unless read as
 *   its copies, below) that can match the empty string is refused (`(a*)*`, `(a?){30}`): its
 *   turns can share a text in any way, empty turns included; so is an optional part that matches
 *   the empty string without its `?` (`(?:a*)?`): the engine drops its empty turn, but the `?`
 *   adds nothing and reads as two ways;
 * - a state with two different loops back to itself on one text (a cycle of the automaton
 *   squared that leaves the diagonal, or a doubled edge on a cycle) is refused: k turns of the
 *   text give 2^k ways (`(a|a)+`, `(?:[가-힣]+-?)+`, `(?:(?:a|)a)+`);
 * - a pair of loops shares a text when the first can read some text w both by going round and
 *   by moving on to the second, which reads w too (`.*.*x`): a segment splits between them in
 *   about n ways, n² steps. Two sharing pairs on one way through the pattern are refused, the
 *   second one starting at or after the loop that ends the first: about n² ways, n³ steps
 *   (`.*x.*y.*z`, `a*a*a*b`, `[a-z]*[a-z]*-\d*\d*`);
 * - a bounded repeat (`{n}`, `{n,m}`, m at most 4) of a part that holds a repetition is read as its
 *   copies, as if written out (`(?:a+){2}` as `a+a+`), so the rules above judge it as they judge
 *   the concatenation; nested in such copies, or with more turns, it is taken as unbounded, since
 *   m copies that each read one text in two ways read m of them in 2^m ways;
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
import { analyse } from "./regex-automaton.js";
import { Refusal } from "./regex-checker.js";
import { readPattern, type Node } from "./regex-syntax.js";

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
