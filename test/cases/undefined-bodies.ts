/**
 * Answers with `undefined` in them, as sent and as the client's `data` types them (`type` is a
 * typed stand-in, never read): JSON has no `undefined`, so `json(undefined)` sends `null`, a
 * field that is `undefined` is left out, an item `null`; a handler's plain `undefined` is a 204
 * without a body. test/client/undefined-bodies.test.ts sends them, types-test/client-json.test-d.ts
 * reads their types.
 */
import { z } from "zod";
import { app, json } from "versa";

/** A response schema whose output may be `undefined`. */
const NoneIsUndefined = z.string().transform((s) => (s === "none" ? undefined : s));
/** `undefined` typed as a value that may be a string (it is not known before the request). */
const maybe = (): string | undefined => undefined;
/** Objects whose `toJSON()` gives `undefined` (`none`) or may (`maybeNone`): JSON.stringify leaves such a field out, and writes such an item `null`. */
const none = { toJSON: (): undefined => undefined };
const maybeNone = { toJSON: (): string | undefined => undefined };
/** The 500s of `none` are the rows' point, not news for the test's log. */
const quiet = (): void => undefined;

export const undefinedCases = [
  { rule: "json(undefined) sends null", api: app().get("/k", () => json(undefined)), status: 200, text: "null", data: null, type: null },
  { rule: "json(undefined, 201) sends null", api: app().get("/k", () => json(undefined, 201)), status: 201, text: "null", data: null, type: null },
  { rule: "json() of a value that may be undefined: null when it is", api: app().get("/k", () => json(maybe())), status: 200, text: "null", data: null, type: null as string | null },
  { rule: "json(undefined, 204): no body", api: app().get("/k", () => json(undefined, 204)), status: 204, text: "", data: undefined, type: undefined },
  { rule: "undefined returned plainly: 204 without a body", api: app().get("/k", () => undefined), status: 204, text: "", data: undefined, type: undefined },
  { rule: "a plain value that a response schema turns into undefined: 204", api: app().get("/k", { schema: { response: NoneIsUndefined } }, () => "none"), status: 204, text: "", data: undefined, type: "" as string | undefined },
  { rule: "a plain value that a response schema always turns into undefined: 204 only", api: app().get("/k", { schema: { response: z.any().transform(() => undefined) } }, () => 1), status: 204, text: "", data: undefined, type: undefined },
  { rule: "json() of a value that a response schema turns into undefined: null", api: app().get("/k", { schema: { response: NoneIsUndefined } }, () => json("none")), status: 200, text: "null", data: null, type: "" as string | null },
  { rule: "a field that is undefined is left out", api: app().get("/k", () => json({ a: undefined, b: 1 })), status: 200, text: '{"b":1}', data: { b: 1 }, type: { b: 1 } as { b: number } },
  { rule: "a field that may be undefined is optional", api: app().get("/k", () => ({ a: maybe(), b: 1 })), status: 200, text: '{"b":1}', data: { b: 1 }, type: { b: 1 } as { a?: string; b: number } },
  { rule: "a field whose toJSON() gives undefined is left out", api: app().get("/k", () => ({ a: none, b: 1 })), status: 200, text: '{"b":1}', data: { b: 1 }, type: { b: 1 } as { b: number } },
  { rule: "a field whose toJSON() may give undefined is optional", api: app().get("/k", () => json({ a: maybeNone, b: 1 })), status: 200, text: '{"b":1}', data: { b: 1 }, type: { b: 1 } as { a?: string; b: number } },
  { rule: "a nested field whose toJSON() gives undefined is left out", api: app().get("/k", () => ({ o: { a: none } })), status: 200, text: '{"o":{}}', data: { o: {} }, type: { o: {} } as { o: {} } },
  { rule: "an item whose toJSON() gives undefined is null", api: app().get("/k", () => [none, 1]), status: 200, text: "[null,1]", data: [null, 1], type: [null, 1] as (number | null)[] },
  { rule: "an answer whose toJSON() gives undefined is no data: 500", api: app({ onError: quiet }).get("/k", () => none), status: 500, text: "Internal Server Error", data: false, type: null as never },
  { rule: "json() of a value whose toJSON() gives undefined is no data: 500", api: app({ onError: quiet }).get("/k", () => json(none)), status: 500, text: "Internal Server Error", data: false, type: null as never },
  { rule: "an answer whose toJSON() may give undefined is what it gives otherwise", api: app({ onError: quiet }).get("/k", () => json(maybeNone)), status: 500, text: "Internal Server Error", data: false, type: "" as string },
  { rule: "an item that is undefined is null", api: app().get("/k", () => json([undefined, 1])), status: 200, text: "[null,1]", data: [null, 1], type: [null, 1] as (number | null)[] },
] as const;
