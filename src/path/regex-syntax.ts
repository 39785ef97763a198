/**
 * Reads a regex parameter's pattern, as versa compiles it (`u` flag, no `i`), into a tree whose
 * atoms are exact sets of code points: what `regex-safety.ts` needs to tell whether two parts of
 * a pattern can read the same character. Only patterns that compile with the `u` flag are read;
 * syntax this reader does not know is a `SyntaxError`, which the caller takes as a refusal.
 */

import { ANY, CLASS_ESCAPES, complement, DOT, property, union, type CodePoints } from "./regex-code-points.js";

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
