/** The app the hostile-input tests attack, and the paths they attack it with. */
import fc from "fast-check";
import { app } from "versa";
import type { TestApp } from "./tree.js";
import { echoHandler } from "./tree.js";

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** One route per parameter type, awkward parameter names, a catch-all under `/p`. */
export const hostileApp = (codegen = false): TestApp =>
  app({ codegen })
    .get("/", echoHandler)
    .get("/u/<name>", echoHandler)
    .post("/u/<name>", echoHandler)
    .get("/n/<id:int>", echoHandler)
    .get("/f/<x:float>", echoHandler)
    .get("/d/<day:ymd>", echoHandler)
    .get("/x/<file:ext=jpg|png>", echoHandler)
    .get("/r/<code:[a-z]{2,5}>", echoHandler)
    .get("/o/<__proto__>/<constructor:int>", echoHandler)
    .get("/o/<toString:strorempty>/<valueOf:alpha>/x", { strictSlashes: true }, echoHandler)
    .get("/p/<rest:path>", echoHandler)
    .get("/café/<id:uuid>", echoHandler)
    .get("/slow", async () => (await sleep(150), "late"))
    .get("/where/<rest:path>", ({ request }) => request.url)
    .get("/broken", () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("part")), pull: () => sleep(20).then(() => Promise.reject(new Error("boom"))) }))) as unknown as TestApp;

/** Segments an attacker would try: broken and overlong encodings, dots, NUL and controls, huge numbers. */
export const HOSTILE_SEGMENTS = [
  "%", "%%", "%G1", "%1", "%C3%28", "%FF", "%FE%FF", "%E0%A4%A", "%C0%AF", "%E0%80%AF", "%F0%80%80%AF", "%ED%A0%80",
  "%F4%90%80%80", "%00", "a%00b", "%01", "%1F", "%7F", "%0D%0A", "%0A", "..", ".", "%2e%2e", "%2E", "%2F", "..%2F..",
  "%5C", "%25", "%252F", "99999999999999999999", "9007199254740992", "9007199254740991", "-9007199254740991", "1e309",
  "0x10", "Infinity", "NaN", "-0", "__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "%C3%A9",
  "caf%C3%A9", "a.jpg", "a..png", ".png", "2024-02-29", "0000-01-01", "123e4567-e89b-12d3-a456-426614174000", "",
] as const;

const bytes = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 6 }).map((bs) => bs.map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""));
const hostileSegment = fc.oneof(
  fc.constantFrom(...HOSTILE_SEGMENTS),
  bytes,
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.nat(3000).map((n) => "a".repeat(n)),
  fc.string({ maxLength: 6, unit: "grapheme" }).map(encodeURIComponent),
);
const FIRST = ["u", "n", "f", "d", "x", "r", "o", "p", "caf%C3%A9", "café", "where", "", "%75"] as const;

/** Paths of hostile segments under each route's first segment, sometimes with doubled or trailing slashes. */
export const hostilePath = fc
  .tuple(fc.constantFrom(...FIRST), fc.array(hostileSegment, { maxLength: 5 }), fc.constantFrom("", "/", "//"), fc.constantFrom("/", "//"))
  .map(([first, segs, tail, lead]) => `${lead}${[first, ...segs].join("/")}${tail}`);
