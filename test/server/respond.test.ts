/**
 * Misuse of `json()`, `text()` and `html()`: statuses of the wrong kind or range, unknown options,
 * bodies of the wrong kind, values JSON cannot write; each a TypeError naming the helper and value.
 */
import { describe, expect, test } from "vitest";
import { html, json, text } from "versa";

type Helper = (body: unknown, init?: unknown) => Response;
const [j, t, h] = [json, text, html] as unknown as [Helper, Helper, Helper];
const helpers: Record<string, Helper> = { json: j, text: t, html: h };
const INIT = "options: expected a status such as 404 or { status, headers } after the body, got";
const STATUS = "status: expected an integer from 200 to 599, got";
const REASON = "a reason phrase: tabs, spaces, visible ASCII and U+0080 to U+00FF (no line breaks)";

describe("the status and options", () => {
  test.each([
    ["json", "404", `${INIT} "404"`],
    ["text", "410", `${INIT} "410"`],
    ["json", { status: "410" }, `${STATUS} "410"`],
    ["json", { status: 201.9 }, `${STATUS} 201.9`],
    ["html", 99, `${STATUS} 99`],
    ["json", 600, `${STATUS} 600`],
    ["json", { statsu: 404 }, "statsu: unknown option (accepted: status, statusText, headers)"],
    ["json", null, `${INIT} null`],
    ["json", new Headers(), `${INIT} a Headers`],
    ["json", { headers: { "bad name": "x" } }, `headers: Headers.append: "bad name" is an invalid header name.`],
    ["json", { status: 201, statusText: "bad\n" }, `statusText: expected ${REASON}, got "bad\\n"`],
    ["text", { statusText: "caf\u00e9 \u20ac" }, `statusText: expected ${REASON}, got "caf\u00e9 \u20ac"`],
  ])("%s(body, %o): a TypeError naming it", (name, init, detail) => {
    expect(() => helpers[name]!(name === "json" ? {} : "x", init)).toThrow(new TypeError(`Invalid options at ${name}(): ${detail}`));
  });

  test("what is right still works: the edges 200 and 599, options, no-body statuses", async () => {
    expect([j({}, 200).status, t("x", 599).status, h("x", { status: 201, headers: { "x-a": "1" } }).headers.get("x-a")]).toEqual([200, 599, "1"]);
    expect([j(null, 204).body, t("", { status: 304 }).status]).toEqual([null, 304]);
    expect(() => j({}, { statusText: "a\r\nx-injected: 1" })).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect([j({}, { status: 201, statusText: "Made\tit caf\u00e9" }).statusText, t("x", { statusText: "" }).statusText]).toEqual(["Made\tit caf\u00e9", ""]);
  });
});

describe("the body", () => {
  test.each([
    ["text", { a: 1 }, "an object: use json() for objects and arrays"],
    ["html", ["<b>", "x"], "an array: use json() for objects and arrays"],
    ["text", 5, "5: convert it with String()"],
  ])("%s(%o): a string is required", (name, body, got) => {
    expect(() => helpers[name]!(body)).toThrow(new TypeError(`${name}(): expected a string body, got ${got}`));
  });

  const cycle: Record<string, unknown> = { b: { c: [] as unknown[] } };
  ((cycle["b"] as { c: unknown[] }).c).push(cycle["b"]);
  const FIX = "which JSON cannot write: convert it with String() or Number()";
  test.each([
    ["a BigInt field", { id: 1n }, `json(): the body holds a BigInt at "id", ${FIX}`],
    ["a BigInt deep down", { items: [{ id: 1 }, { id: 2n }] }, `json(): the body holds a BigInt at "items[1].id", ${FIX}`],
    ["a BigInt body", 1n, `json(): the body is a BigInt, ${FIX}`],
    ["a cycle", cycle, `json(): the body holds a cycle (a reference back to "b") at "b.c[0]", which JSON cannot write: send a copy without the cycle`],
    ["a function", () => 1, "json(): the body is a function, which JSON cannot write: pass an object, array, string, number, boolean or null"],
  ])("json() with %s: a TypeError naming the helper and where", (_, body, message) => {
    expect(() => j(body)).toThrow(new TypeError(message));
  });
});
