/** Random valid values for each parameter of a template, and the run settings of the fuzz tests. */
import fc from "fast-check";
import type { ParamSegment } from "../../src/path/parse.js";

/** `npm test`: a fixed seed and small runs; `npm run fuzz`: FUZZ_RUNS / FUZZ_SEED from the environment. */
export const RUNS = Number(process.env["FUZZ_RUNS"] ?? 60);
export const SEED = Number(process.env["FUZZ_SEED"] ?? 20261122);
export const settings = { numRuns: RUNS, seed: SEED, endOnFailure: true } as const;
/** A test's time limit, grown with the runs. */
export const TIMEOUT = Math.max(20_000, RUNS * 300);

/** `.` and `..` are dot segments: a WHATWG URL (so `Request`) resolves them before versa sees them. */
const notDots = (s: string) => s !== "." && s !== "..";
const text = (min: number) => fc.string({ minLength: min, maxLength: 6, unit: "grapheme" }).filter(notDots);

const ymd = fc
  .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())))
  .map((d) => (d.setUTCFullYear(d.getUTCFullYear()), d));

const byType: Record<string, fc.Arbitrary<unknown>> = {
  str: text(1),
  strorempty: text(0),
  int: fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })),
  float: fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 9999 })).map(([a, b]) => Number(`${a}.${b}`)),
  alpha: fc.stringMatching(/^[A-Za-z]{1,8}$/),
  slug: fc.stringMatching(/^[a-z0-9]{1,4}(?:-[a-z0-9]{1,4}){0,2}$/),
  ymd,
  uuid: fc.uuid(),
  path: fc.array(text(0), { maxLength: 3 }).map((parts) => parts.join("/")),
};

const cache = new Map<string, fc.Arbitrary<Record<string, unknown>>>();

/** Values for one parameter segment: its name (and `ext`) to a value. */
export function valuesFor(seg: ParamSegment): fc.Arbitrary<Record<string, unknown>> {
  const key = `${seg.name}:${seg.label}`;
  let arb = cache.get(key);
  if (arb === undefined) cache.set(key, (arb = makeValues(seg)));
  return arb;
}

function makeValues(seg: ParamSegment): fc.Arbitrary<Record<string, unknown>> {
  if (seg.type === "ext") {
    const list = seg.label.startsWith("ext=") ? seg.label.slice(4).split("|") : undefined;
    const ext = list ? fc.constantFrom(...list) : fc.stringMatching(/^[A-Za-z0-9]{1,4}$/);
    return fc.tuple(text(1), ext).map(([name, e]) => ({ [seg.name]: name, ext: e }));
  }
  const arb = seg.type === "regex" ? fc.stringMatching(new RegExp(`^(?:${seg.pattern})$`, "u")) : byType[seg.type];
  if (arb === undefined) throw new Error(`no values for ${seg.type}`);
  return arb.map((v) => ({ [seg.name]: v }));
}

/** Values for every parameter of `segments`. */
export const paramsFor = (segments: readonly { kind: string }[]): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(...segments.filter((s): s is ParamSegment => s.kind === "param").map(valuesFor))
    .map((parts) => Object.assign(Object.create(null) as Record<string, unknown>, ...parts));
