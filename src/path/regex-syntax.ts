/**
 * Reads a regex parameter's pattern, as versa compiles it (`u` flag, no `i`), into a tree whose
 * atoms are exact sets of code points: what `regex-safety.ts` needs to tell whether two parts of
 * a pattern can read the same character. Only patterns that compile with the `u` flag are read;
 * syntax this reader does not know is a `SyntaxError`, which the caller takes as a refusal.
 */

/** A set of code points: sorted, disjoint, non-adjacent inclusive ranges `[lo, hi, lo, hi, ...]`. */
export type CodePoints = readonly number[];

const MAX = 0x10ffff;
export const ANY: CodePoints = [0, MAX];

/** `[a-c, b-d]` -> `[a-d]`: sorts and merges overlapping or adjacent ranges. */
function normal(pairs: [number, number][]): CodePoints {
  pairs.sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    if (out.length > 0 && lo <= out[out.length - 1]! + 1) out[out.length - 1] = Math.max(out[out.length - 1]!, hi);
    else out.push(lo, hi);
  }
  return out;
}

const pairsOf = (s: CodePoints): [number, number][] => {
  const out: [number, number][] = [];
  for (let i = 0; i < s.length; i += 2) out.push([s[i]!, s[i + 1]!]);
  return out;
};

export const union = (...sets: CodePoints[]): CodePoints => normal(sets.flatMap(pairsOf));

export function intersect(a: CodePoints, b: CodePoints): CodePoints {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const lo = Math.max(a[i]!, b[j]!);
    const hi = Math.min(a[i + 1]!, b[j + 1]!);
    if (lo <= hi) out.push(lo, hi);
    if (a[i + 1]! < b[j + 1]!) i += 2;
    else j += 2;
  }
  return out;
}

export function complement(a: CodePoints): CodePoints {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < a.length; i += 2) {
    if (a[i]! > next) out.push(next, a[i]! - 1);
    next = a[i + 1]! + 1;
  }
  if (next <= MAX) out.push(next, MAX);
  return out;
}

const ranges = (...points: (number | [number, number])[]): CodePoints =>
  normal(points.map((p) => (typeof p === "number" ? [p, p] : [...p])));

const DIGIT = ranges([0x30, 0x39]);
const WORD = ranges([0x30, 0x39], [0x41, 0x5a], 0x5f, [0x61, 0x7a]);
/** WhiteSpace and LineTerminator of the ECMAScript grammar (`\s`). */
const SPACE = ranges([0x09, 0x0d], 0x20, 0xa0, 0x1680, [0x2000, 0x200a], 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff);
/** `.` without the `s` flag: anything but a line terminator. */
export const DOT = complement(ranges(0x0a, 0x0d, 0x2028, 0x2029));
const CLASS_ESCAPES: Record<string, CodePoints> = {
  d: DIGIT, D: complement(DIGIT), w: WORD, W: complement(WORD), s: SPACE, S: complement(SPACE),
};

const properties = new Map<string, CodePoints>();
/**
 * `\p{...}` / `\P{...}` as ranges, read from the engine itself (every code point is tried once,
 * 30 to 90 ms, once per property and process): Unicode's tables change with the engine's
 * version, and an exact set is what keeps `\p{L}+(?:-\p{L}+)*` acceptable.
 */
function property(escape: string): CodePoints {
  let set = properties.get(escape);
  if (set === undefined) {
    const re = new RegExp(`^${escape}$`, "u");
    const pairs: [number, number][] = [];
    for (let c = 0; c <= MAX; c++) if (re.test(String.fromCodePoint(c))) pairs.push([c, c]);
    properties.set(escape, (set = normal(pairs)));
  }
  return set;
}

/** A part of a pattern; `start`/`end` are offsets in the pattern, for messages. */
export type Node =
  | { readonly kind: "chars"; readonly set: CodePoints }
  | { readonly kind: "seq"; readonly items: readonly Node[] }
  | { readonly kind: "alt"; readonly options: readonly Node[] }
  | { readonly kind: "repeat"; readonly body: Node; readonly min: number; readonly max: number; readonly start: number; readonly end: number }
  | { readonly kind: "look"; readonly body: Node; readonly start: number; readonly end: number }
  /** `^`, `$`, `\b`, `\B`: they take no character */
  | { readonly kind: "assert" }
  | { readonly kind: "backref"; readonly start: number; readonly end: number };

const ASSERT: Node = { kind: "assert" };
const SYNTAX = "^$\\.*+?()[]{}|/";
const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };

/**
 * Reads `pattern` (which compiles with the `u` flag) into a {@link Node}.
 *
 * @example
 * ```ts
 * readPattern("[a-c]+"); // { kind: "repeat", body: { kind: "chars", set: [97, 99] }, min: 1, max: Infinity, ... }
 * ```
 */
export function readPattern(pattern: string): Node {
  const reader = new Reader(pattern);
  const node = reader.alternation();
  if (reader.i !== pattern.length) throw new SyntaxError(`unexpected ${pattern[reader.i]} at ${reader.i}`);
  return node;
}

class Reader {
  i = 0;
  /** inside `(?i:...)` and the like: each atom is taken as any character */
  modified = 0;
  constructor(readonly s: string) {}

  private peek(text: string): boolean {
    return this.s.startsWith(text, this.i);
  }

  private take(re: RegExp): string | undefined {
    const m = re.exec(this.s.slice(this.i));
    if (m) this.i += m[0].length;
    return m?.[0];
  }

  alternation(): Node {
    const options = [this.sequence()];
    while (this.peek("|")) {
      this.i++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: "alt", options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.s.length && !this.peek("|") && !this.peek(")")) items.push(this.quantified());
    return items.length === 1 ? items[0]! : { kind: "seq", items };
  }

  private quantified(): Node {
    const start = this.i;
    const body = this.term();
    const q = this.take(/^(?:[*+?]|\{\d+(?:,\d*)?\})\??/u);
    if (q === undefined) return body;
    const [, a, comma, b] = /^\{(\d+)(,?)(\d*)\}/u.exec(q) ?? [];
    const min = q[0] === "+" ? 1 : a === undefined ? 0 : Number(a);
    const max = q[0] === "?" ? 1 : a === undefined || (comma && b === "") ? Infinity : Number(comma ? b : a);
    return { kind: "repeat", body, min, max, start, end: this.i };
  }

  private term(): Node {
    const start = this.i;
    if (this.take(/^[$^]/u) !== undefined) return ASSERT;
    if (this.peek("(")) {
      const head = this.take(/^\((?:\?(?:[:=!]|<[=!]|<[^>]*>|[ims]*(?:-[ims]*)?:))?/u)!;
      const modifier = /^\(\?[ims-]/u.test(head);
      if (modifier) this.modified++;
      const body = this.alternation();
      if (modifier) this.modified--;
      if (!this.peek(")")) throw new SyntaxError(`unclosed group at ${start}`);
      this.i++;
      return /^\(\?<?[=!]/u.test(head) ? { kind: "look", body, start, end: this.i } : body;
    }
    if (this.peek("[")) return this.chars(this.charClass());
    if (this.peek(".")) return (this.i++, this.chars(DOT));
    if (this.peek("\\")) {
      if (this.take(/^\\[bB]/u) !== undefined) return ASSERT;
      if (this.take(/^\\(?:[1-9]\d*|k<[^>]*>)/u) !== undefined) return { kind: "backref", start, end: this.i };
      return this.chars(this.escape(false));
    }
    const c = this.s.codePointAt(this.i)!;
    if ("*+?{}])|".includes(String.fromCodePoint(c))) throw new SyntaxError(`unexpected ${String.fromCodePoint(c)} at ${start}`);
    this.i += c > 0xffff ? 2 : 1;
    return this.chars([c, c]);
  }

  private chars(set: CodePoints): Node {
    return { kind: "chars", set: this.modified > 0 ? ANY : set };
  }

  /** `[...]` / `[^...]`. */
  private charClass(): CodePoints {
    this.i++;
    const negated = this.peek("^");
    if (negated) this.i++;
    const parts: CodePoints[] = [];
    while (!this.peek("]")) {
      if (this.i >= this.s.length) throw new SyntaxError("unclosed character class");
      const from = this.classAtom();
      // (with the `u` flag a range's ends are single characters, never `\d` or `\p{..}`)
      if (this.peek("-") && !this.s.startsWith("-]", this.i)) {
        this.i++;
        parts.push([from[0]!, this.classAtom()[1]!]);
      } else parts.push(from);
    }
    this.i++;
    const set = union(...parts);
    return negated ? complement(set) : set;
  }

  private classAtom(): CodePoints {
    if (this.take(/^\\b/u) !== undefined) return [8, 8];
    if (this.take(/^\\-/u) !== undefined) return [0x2d, 0x2d];
    if (this.peek("\\")) return this.escape(true);
    const c = this.s.codePointAt(this.i)!;
    this.i += c > 0xffff ? 2 : 1;
    return [c, c];
  }

  /** An escape that stands for characters: `\d`, `\p{L}`, `\n`, `\u{1F600}`, `\.`. */
  private escape(inClass: boolean): CodePoints {
    const e = this.take(/^\\(?:[pP]\{[^}]*\}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}(?:\\u[0-9a-fA-F]{4})?|x[0-9a-fA-F]{2}|c[A-Za-z]|0(?!\d)|.)/su);
    if (e === undefined) throw new SyntaxError(`bad escape at ${this.i}`);
    const c = e[1]!;
    if (c === "p" || c === "P") return property(e);
    const set = CLASS_ESCAPES[c];
    if (set !== undefined) return set;
    const one = (cp: number): CodePoints => [cp, cp];
    if (c in CONTROL) return one(CONTROL[c]!);
    if (c === "c") return one(e.charCodeAt(2) % 32);
    if (c === "0") return one(0);
    if (c === "x") return one(parseInt(e.slice(2), 16));
    if (c === "u") {
      if (e[2] === "{") return one(parseInt(e.slice(3, -1), 16));
      const lead = parseInt(e.slice(2, 6), 16);
      const trail = e.length > 6 ? parseInt(e.slice(8), 16) : undefined;
      if (trail === undefined) return one(lead);
      if (lead >= 0xd800 && lead <= 0xdbff && trail >= 0xdc00 && trail <= 0xdfff) return one((lead - 0xd800) * 0x400 + trail - 0xdc00 + 0x10000);
      this.i -= 6; // two escapes that do not pair: read the second on its own
      return one(lead);
    }
    if (SYNTAX.includes(c) || (inClass && c === "-")) return one(c.codePointAt(0)!);
    throw new SyntaxError(`unknown escape ${e}`);
  }
}
