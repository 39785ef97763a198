/**
 * The regex-parameter check (`src/path/regex-safety.ts`): a table of patterns it refuses, each
 * with the reason, and of patterns it accepts; the character sets it reads, against the engine.
 */
import { describe, expect, test } from "vitest";
import { RouteDefinitionError } from "../../src/errors.js";
import { compileParamRegex, MAX_REGEX_INPUT } from "../../src/path/regex-safety.js";
import { readPattern, type CodePoints, type Node } from "../../src/path/regex-syntax.js";

/** The reason the check gives, `null` when it accepts, `undefined` when the pattern does not compile. */
function refusal(pattern: string, trusted?: ReadonlySet<string>): string | null | undefined {
  try {
    return compileParamRegex("x", pattern, `/r/<x:${pattern}>`, trusted ? { trusted } : {}) === undefined ? undefined : null;
  } catch (e) {
    if (!(e instanceof RouteDefinitionError)) throw e;
    return e.message;
  }
}

/** Patterns that backtrack beyond n² steps, each with (part of) the reason the check gives. */
const bad = [
  // exponential: a repeated part reads one text in two ways
  ["(?:[가-힣]+-?)+", 'can match "가가" in more than one way'],
  ["(?:ā+)+", 'the repeated part (?:ā+)+ can match "āā" in more than one way'],
  ["(ā|ā)+", "the repeated part (ā|ā)+ can match"],
  ["(?:[ぁ-ん]+)+", 'can match "ぁぁ" in more than one way'],
  ["(?:(?:a|)a)+", "in more than one way"],
  ["(a+)+", 'the repeated part (a+)+ can match "aa" in more than one way'],
  ["(a|a)*", "in more than one way"],
  ["(\\w|\\d)+", "in more than one way"],
  ["(\\d+\\.?)+", "in more than one way"],
  ["([a-z]+\\s?)*", "in more than one way"],
  ["(?:a?[ab]\\w)*", "in more than one way"],
  ["(?:[^/]+/?)+", "in more than one way"],
  ["(?:\\p{L}|\\p{Lu})+", "in more than one way"],
  ["x(?:b(?:a|a)+)+y", "the repeated part (?:b(?:a|a)+)+ can match"],
  ["(?=(?:a|a)+$)a+", "the repeated part (?:a|a)+ can match"],
  ["(.*)*", "the repeated part (.*)* can match the empty string"],
  ["(a*)*", "can match the empty string"],
  ["(a?){30}", "the repeated part (a?){30} can match the empty string"],
  // polynomial, n³ and more: three repetitions can each take part of one text
  ["ā*ā*ā*b", "the repetitions in ā*ā*ā* can split one text in about n² ways (n³ steps)"],
  [".*x.*y.*z", "the repetitions in .*x.*y.* can split"],
  ["[\\s\\S]*x[\\s\\S]*y[\\s\\S]*z", "the repetitions in [\\s\\S]*x[\\s\\S]*y[\\s\\S]* can split"],
  ["a*a*a*b", "can split one text"],
  [".*a.*a.*b", "can split one text"],
  ["\\d+\\w*\\d+x", "can split one text"],
] as const;

/** Patterns refused because the check cannot bound them, though not all are slow. */
const unbounded = [
  ["(a)\\1*", "the backreference \\1 matches whatever its group took"],
  // a lookahead's own pattern is checked whether or not its end is tested
  ["(?=(?:a|a)+)a", "the repeated part (?:a|a)+ can match"],
  ["a+(?=b+)", "the lookahead (?=b+) holds a repetition and runs once for every way"],
  ["(?:(?=a+)b)+", "the lookahead (?=a+) holds a repetition"],
  ["[a-z]{2,5}[a-z]{2,5}[a-z]{2,5}", "can split one text"],
  // the engine drops an optional part's empty turn, but the `?` adds nothing
  ["(?:b(?:(?!c))?a){2,}", "the optional part (?:(?!c))? matches the empty string without its ?: drop the ?"],
  ["(?:a*)?", "the optional part (?:a*)? matches the empty string"],
] as const;

const good = [
  "[a-z]{2,5}",
  "\\d+-\\d+",
  "[a-z0-9]+(?:-[a-z0-9]+)*",
  "(?:a|b)",
  "[^/]+\\.json",
  "\\d{4}-\\d{2}-\\d{2}",
  "(?:foo|bar)+",
  "v\\d+(?:\\.\\d+)*",
  "[^/]+\\.(?:jpg|png)",
  "(?:a|b)/?c",
  "\\d{1,3}(?:\\.\\d{1,3}){3}",
  "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
  // two repetitions that share characters: at most n² steps
  ".*.*x",
  "[a-z]+[a-z0-9]*",
  // a prefix code: `a` and `ab` start alike, yet a text splits one way only
  "(?:a|ab)*",
  // character sets that share no code point, however far from ASCII
  "\\p{L}+(?:-\\p{L}+)*",
  "(?:\\p{L}|\\p{N})+",
  "[가-힣]+(?:-[가-힣]+)*",
  "(?:[가-힣]|[ㄱ-ㅎ])+",
  "(?:ā|a)+",
  "\\u{1F600}+(?:[😁-😃]+)?",
  // lookaheads that run a bounded number of times
  "(?!\\d+$)[a-z0-9]+",
  "(?:(?!ab)[a-z])+",
] as const;

describe("regex-safety: the table", () => {
  test.each(bad)("%s is refused: %s", (pattern, why) => {
    expect(refusal(pattern)).toContain(`has a regex that can backtrack catastrophically, ${pattern}: `);
    expect(refusal(pattern)).toContain(why);
  });
  test.each(unbounded)("%s is refused: %s", (pattern, why) => {
    expect(refusal(pattern)).toContain(why);
  });
  test.each(good)("%s is accepted", (pattern) => {
    expect(refusal(pattern)).toBe(null);
  });
  test("the message names the parameter, the template and the pattern, and how to opt out", () => {
    expect(() => compileParamRegex("tag", "(?:ā+)+", "/tag/<tag:(?:ā+)+>")).toThrow(
      `Parameter 'tag' in '/tag/<tag:(?:ā+)+>' has a regex that can backtrack catastrophically, (?:ā+)+: ` +
        `the repeated part (?:ā+)+ can match "āā" in more than one way, and a longer text in exponentially many; ` +
        `rewrite it so that each repetition can match a text in one way only, or call trustRegex("(?:ā+)+")`,
    );
  });
  test("a pattern that compiles only once wrapped (`a)|(b`) does not compile: it would not be anchored", () => {
    expect(refusal("a)|((?:a|a)+")).toBe(undefined);
    expect(refusal("(?:a")).toBe(undefined);
  });
  test("options.trusted lets its own patterns through, and only those", () => {
    const trusted = new Set(["(?:c+)+"]);
    expect(refusal("(?:c+)+", trusted)).toBe(null);
    expect(refusal("(?:d+)+", trusted)).toContain("in more than one way");
    expect(refusal("(?:c+)+")).toContain("in more than one way");
  });
  test("a trusted pattern keeps the length bound", () => {
    const t = compileParamRegex("x", "(?:e+)+", "/r/<x:(?:e+)+>", { trusted: new Set(["(?:e+)+"]) })!;
    expect([t("e".repeat(MAX_REGEX_INPUT)), t("e".repeat(MAX_REGEX_INPUT + 1))]).toEqual([true, false]);
  });
});

/** Whether code point `c` is in `set`. */
const has = (set: CodePoints, c: number) => {
  for (let i = 0; i < set.length; i += 2) if (set[i]! <= c && c <= set[i + 1]!) return true;
  return false;
};
const atomSet = (atom: string): CodePoints => {
  const node = readPattern(atom) as Node;
  if (node.kind !== "chars") throw new Error(`${atom} is not one atom`);
  return node.set;
};

describe("regex-safety: character sets are the engine's", () => {
  // the sets written out in regex-syntax.ts: every code point
  test.each(["\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "."])("%s, every code point", (atom) => {
    const set = atomSet(atom);
    const re = new RegExp(`^${atom}$`, "u");
    for (let c = 0; c <= 0x10ffff; c++) if (has(set, c) !== re.test(String.fromCodePoint(c))) expect.fail(`${atom} and U+${c.toString(16)}`);
  });
  // the others: the first planes, each range's edges, and a stride through the rest
  test.each([
    "[^]", "[^a-z]", "[a-]", "[-a]", "[--/]", "[\\-a]", "[\\b]", "[\\w-]", "[^\\d\\s]", "\\p{L}", "[\\p{L}\\d]", "[^\\p{L}]",
    "\\P{Lu}", "\\u{1F600}", "\\uD83D\\uDE00", "\\uD83D", "[\\uD83D\\uDE00-\\u{1F64F}]", "\\x41", "\\cJ", "\\0", "\\/", "\\.",
    "[가-힣]", "ā", "😀", "[😀-🙏a]", "\\t", "\\v",
  ])("%s", (atom) => {
    const set = atomSet(atom);
    const re = new RegExp(`^${atom}$`, "u");
    const points = new Set<number>();
    for (let c = 0; c < 0x3100; c++) points.add(c);
    for (let c = 0; c <= 0x10ffff; c += 97) points.add(c);
    for (const c of set) for (const d of [c - 1, c, c + 1]) if (d >= 0 && d <= 0x10ffff) points.add(d);
    for (const c of points) if (has(set, c) !== re.test(String.fromCodePoint(c))) expect.fail(`${atom} and U+${c.toString(16)}`);
  });
});
