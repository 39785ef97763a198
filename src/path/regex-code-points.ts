/**
 * Sets of code points, the atoms of a read regex pattern: their algebra (union, intersection,
 * complement) and the sets the pattern syntax names (`.`, `\d`, `\w`, `\s`, `\p{...}`), exact for
 * the `u` flag without `i`.
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
/** The sets of the class escapes `\d`, `\D`, `\w`, `\W`, `\s` and `\S`. */
export const CLASS_ESCAPES: Record<string, CodePoints> = {
  d: DIGIT, D: complement(DIGIT), w: WORD, W: complement(WORD), s: SPACE, S: complement(SPACE),
};

const properties = new Map<string, CodePoints>();
/**
 * `\p{...}` / `\P{...}` as ranges, read from the engine itself (every code point is tried once,
 * 30 to 90 ms, once per property and process): Unicode's tables change with the engine's
 * version, and an exact set is what keeps `\p{L}+(?:-\p{L}+)*` acceptable.
 */
export function property(escape: string): CodePoints {
  let set = properties.get(escape);
  if (set === undefined) {
    const re = new RegExp(`^${escape}$`, "u");
    const pairs: [number, number][] = [];
    for (let c = 0; c <= MAX; c++) if (re.test(String.fromCodePoint(c))) pairs.push([c, c]);
    properties.set(escape, (set = normal(pairs)));
  }
  return set;
}
