/**
 * The regex-parameter check (`src/path/regex-safety.ts`): a table of patterns it refuses, each
 * with the reason, and of patterns it accepts; the character sets it reads, against the engine;
 * and an oracle: every pattern it accepts, random or known to be bad, is rated safe or at most
 * quadratic by recheck (a separate ReDoS checker) and runs fast on attack strings of the length
 * a segment may have. `FUZZ_RUNS=500 npm run fuzz` runs the oracle longer.
 */
import fc from "fast-check";
import { check, type AttackPattern, type Diagnostics } from "recheck";
import { describe, expect, test } from "vitest";
import { RouteDefinitionError } from "../../src/core/errors.js";
import { compileParamRegex, MAX_REGEX_INPUT } from "../../src/path/regex-safety.js";
import type { CodePoints } from "../../src/path/regex-code-points.js";
import { readPattern, type Node } from "../../src/path/regex-syntax.js";
import { RUNS, SEED, settings, TIMEOUT } from "../fuzz/values.js";

// recheck's own JavaScript build: no native binary or JVM to find, the same result offline
process.env["RECHECK_BACKEND"] = "pure";

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
  // polynomial, n³ and more: two pairs of repetitions that share a text
  ["ā*ā*ā*b", "the repetitions in ā*ā*ā* can split one text in about n² ways (n³ steps)"],
  [".*x.*y.*z", "the repetitions in .*x.*y.* can split"],
  ["[\\s\\S]*x[\\s\\S]*y[\\s\\S]*z", "the repetitions in [\\s\\S]*x[\\s\\S]*y[\\s\\S]* can split"],
  ["a*a*a*b", "can split one text"],
  [".*a.*a.*b", "can split one text"],
  ["\\d+\\w*\\d+x", "can split one text"],
  // a bounded repeat of a repetition, read as its copies: (?:a+){3} is a+a+a+
  ["(?:a+){3}", "the repetitions in (?:a+){3} can split one text in about n² ways (n³ steps)"],
  ["(?:[a-z]+\\d?){1,4}", "the repetitions in (?:[a-z]+\\d?){1,4} can split"],
  // two sharing pairs apart: about n ways to reach the `-`, times n² steps after it
  ["[a-z]*[a-z]*-\\d*\\d*", "the repetitions in [a-z]*[a-z]*-\\d*\\d* can split"],
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
  // copies that read one text in two ways each (ab+ and abb both read abb): read as copies, 2^m
  // ways, constant but large; past four copies, or nested, a bounded repeat is taken as unbounded
  ["(?:ab+|abb){20}", 'the repeated part (?:ab+|abb){20} can match "abb'],
  ["(?:(?:ab+|abb){4}){4}", "in more than one way"],
  ["(?:a+){1,1000}", "in more than one way"],
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
  // a bounded repeat of a repetition is read as its copies, as if written out: (?:a+){2} is a+a+
  "(?:a+){2}",
  "(?:a+){2}b",
  "(?:a+){1,2}",
  "(?:a+){0,2}b",
  "(?:[a-z]+\\d*){2}",
  "(?:ab+|abb){2}",
  "[a-z]+[a-z0-9]*",
  "(?:[a-z]+-)+[a-z]+[a-z0-9]*",
  "[a-z]+-[a-z]+-[a-z]+",
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
        `rewrite it so that its matching time stays within the square of the input, or trust it where it is written: { trustRegex: ["(?:ā+)+"] }`,
    );
  });
  test("a pattern that compiles only once wrapped (`a)|(b`) does not compile: it would not be anchored", () => {
    expect(refusal("a)|((?:a|a)+")).toBe(undefined);
    expect(refusal("(?:a")).toBe(undefined);
  });
  test("a pattern too large to check within the budget is refused, in well under a second", () => {
    const words = `(?:${Array.from({ length: 40 }, (_, i) => `w${i}x`).join("|")})+`;
    let why: string | null | undefined;
    expect(cpuMs(() => (why = refusal(words + words)))).toBeLessThan(1_000);
    expect(why).toContain("it is too large for the check to analyse");
    expect(refusal(`${words}-${words}`)).toBe(null);
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

/** The CPU time `run` takes, in ms (other processes on a busy machine do not count). */
function cpuMs(run: () => void): number {
  const t0 = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(t0);
  return (user + system) / 1000;
}

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
  // the one set written out from Unicode's tables in regex-syntax.ts: every code point
  test.each(["\\s", "\\S"])("%s, every code point", (atom) => {
    const set = atomSet(atom);
    const re = new RegExp(`^${atom}$`, "u");
    for (let c = 0; c <= 0x10ffff; c++) if (has(set, c) !== re.test(String.fromCodePoint(c))) expect.fail(`${atom} and U+${c.toString(16)}`);
  });
  // the others: the first planes, each range's edges, and a stride through the rest
  test.each([
    "\\d", "\\D", "\\w", "\\W", ".", "[^]", "[^a-z]", "[a-]", "[-a]", "[--/]", "[\\-a]", "[\\b]", "[\\w-]", "[^\\d\\s]", "\\p{L}", "[\\p{L}\\d]", "[^\\p{L}]",
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

// ---------------------------------------------------------------------------------------------
// The oracle
// ---------------------------------------------------------------------------------------------

const atoms = ["a", "b", "x", "-", "ā", "가", "[가-힣]", "[ぁ-ん]", ".", "\\d", "\\w", "\\s", "\\S", "[^/]", "[ab]", "[^b]", "\\p{L}", "\\p{N}", "[\\s\\S]"];

/** Random patterns: nested repetitions, alternations and lookaheads over sets that overlap or not. */
const randomPattern: fc.Arbitrary<string> = fc.letrec<{ re: string }>((tie) => ({
  re: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(...atoms),
    fc.tuple(tie("re"), fc.constantFrom("", "*", "+", "?", "{1,3}", "{2,}", "{2}", "*?")).map(([r, q]) => (q ? `(?:${r})${q}` : r)),
    fc.array(tie("re"), { minLength: 2, maxLength: 4 }).map((rs) => rs.join("")),
    fc.array(tie("re"), { minLength: 2, maxLength: 3 }).map((rs) => `(?:${rs.join("|")})`),
    fc.tuple(fc.constantFrom("(?=", "(?!"), tie("re")).map(([l, r]) => `${l}${r})`),
  ),
})).re;

/** Patterns of few, overlapping characters where repetitions abound: where the n³ shapes hide. */
const loopyPattern: fc.Arbitrary<string> = fc.letrec<{ re: string }>((tie) => ({
  re: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom("a", "b", "[ab]", "\\w", ".", "-", "\\d", "[^a]"),
    fc.tuple(tie("re"), fc.constantFrom("*", "+", "?", "{2,}", "+?")).map(([r, q]) => `(?:${r})${q}`),
    fc.array(tie("re"), { minLength: 2, maxLength: 4 }).map((rs) => rs.join("")),
    fc.array(tie("re"), { minLength: 2, maxLength: 3 }).map((rs) => `(?:${rs.join("|")})`),
  ),
})).re;

/** recheck's attack, as long as a segment may be: each pump repeated alike. */
function attackString(attack: AttackPattern): string {
  const fixed = attack.pumps.reduce((n, p) => n + p.prefix.length, attack.suffix.length);
  const perRound = attack.pumps.reduce((n, p) => n + p.pump.length, 0);
  const rounds = Math.max(1, Math.floor((MAX_REGEX_INPUT - fixed) / Math.max(1, perRound)));
  return (attack.pumps.map((p) => p.prefix + p.pump.repeat(rounds)).join("") + attack.suffix).slice(0, MAX_REGEX_INPUT);
}

/** Segments of the full length made of the pattern's own characters, each ending where it cannot match. */
function adversarial(pattern: string): string[] {
  const chars = new Set(["a", "0", " ", "-", "/", ...[...pattern].filter((c) => !"\\()[]{}|?*+^$.:=!".includes(c))]);
  const units = [...chars].flatMap((c) => [c, ...[...chars].map((d) => c + d)]).slice(0, 40);
  return units.flatMap((u) => {
    const body = u.repeat(Math.floor((MAX_REGEX_INPUT - 1) / u.length));
    return [`${body}!`, `${body}\n`];
  });
}

/**
 * The CPU time of the fastest of up to three runs, in ms: CPU time, so that other processes on a
 * busy machine do not count; three runs, so that a collection pause or the engine's first
 * (interpreted) run of a pattern does not fail it. A slow pattern is slow every time.
 */
function timed(run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3 && best > 50; i++) best = Math.min(best, cpuMs(run));
  return best;
}

/** recheck's rating of a pattern; past `timeout` ms it says "unknown" (a busy machine gets there
 * sooner: the bad list, which must be rated, gets more time than the random patterns). */
const recheck = (pattern: string, timeout = 500): Promise<Diagnostics> => check(`^(?:${pattern})$`, "u", { timeout, randomSeed: SEED });
/** Safe, or polynomial of degree 2 (what the check lets through: two loops that share text). */
const atMostQuadratic = (d: Diagnostics) => d.status !== "vulnerable" || (d.complexity.type === "polynomial" && d.complexity.degree <= 2);

describe("regex-safety: an accepted pattern is at most quadratic (recheck) and fast on 1,024 characters", () => {
  const stats = { patterns: 0, accepted: 0, safe: 0, quadratic: 0, unknown: 0, slowestMs: 0, slowest: "" };

  test("every pattern, random or known to be bad, is refused or passes the oracle", { timeout: TIMEOUT * 2 }, async () => {
    const knownBad = fc.constantFrom(...bad.map(([p]) => p), ...unbounded.map(([p]) => p));
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: randomPattern, weight: 2 }, { arbitrary: loopyPattern, weight: 2 }, { arbitrary: knownBad, weight: 1 }), async (pattern) => {
        stats.patterns++;
        let test: ((s: string) => boolean) | undefined;
        try {
          test = compileParamRegex("x", pattern, `/r/<x:${pattern}>`);
        } catch (e) {
          expect(e).toBeInstanceOf(RouteDefinitionError);
          return;
        }
        if (test === undefined) return;
        stats.accepted++;
        const d = await recheck(pattern);
        if (d.status === "unknown") stats.unknown++;
        else if (d.status === "safe") stats.safe++;
        else stats.quadratic++;
        expect(atMostQuadratic(d), `${pattern}: ${d.status === "vulnerable" ? d.complexity.summary : ""}`).toBe(true);
        const inputs = [...(d.status === "vulnerable" ? [attackString(d.attack)] : []), ...adversarial(pattern)];
        for (const s of inputs) {
          const ms = timed(() => test(s));
          if (ms > stats.slowestMs) [stats.slowestMs, stats.slowest] = [ms, pattern];
          expect(ms, `${pattern} on ${JSON.stringify(s.slice(0, 12))}...`).toBeLessThan(50);
        }
      }),
      { ...settings, numRuns: RUNS },
    );
    expect(stats.accepted).toBeGreaterThan(0);
    if (process.env["FUZZ_REPORT"]) console.log("regex oracle", JSON.stringify(stats));
  });

  test("recheck rates each pattern of the bad list above n²: the oracle tells bad from good", { timeout: TIMEOUT }, async () => {
    // recheck runs out of time on this one (the engine takes minutes on 20 characters)
    const beyondRecheck: readonly string[] = ["(a?){30}"];
    for (const [pattern] of bad.filter(([p]) => !beyondRecheck.includes(p))) {
      const d = await recheck(pattern, 5000);
      expect(atMostQuadratic(d), `${pattern}: ${d.status}`).toBe(false);
    }
  });
});
