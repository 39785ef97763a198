/**
 * A route's response schema, enforced on whatever its handler answered: a plain value (200, or
 * 204 for `undefined`), a response from `json()`, `text()` or `html()` (checked against the value
 * it was made from), or a `Response` built by hand (its body read when it is JSON or text). One
 * schema checks the 2xx answers; a map by status checks each status it names and refuses the
 * others. What passes is sent as the schema's output; a mismatch throws `RESPONSE_MISMATCH`,
 * which the pipeline answers with a 500 and reports to `onError`.
 *
 * Not checked: the body of a hand-built `Response` of another type (bytes, a stream such as
 * `text/event-stream`), which cannot be read without consuming what the client is waiting for.
 */
import { VersaTypeError } from "../core/errors.js";
import { responseMismatch, undeclaredStatus } from "../core/messages.js";
import { check, isSchema, type ResponseSchemas, type Schema } from "../core/schema.js";
import { stringify } from "../core/json.js";
import { JSON_TYPE, madeFrom, toOutgoing, unread, type Outgoing } from "./respond.js";

/** The schema that checks an answer of `status`; `undefined` when none does. Throws for a status a map lacks. */
function schemaAt(response: Schema | ResponseSchemas, status: number, where: string): Schema | undefined {
  if (isSchema(response)) return status >= 200 && status < 300 ? response : undefined;
  const own = Object.hasOwn(response, status) ? response[status] : undefined;
  if (own === undefined) throw new VersaTypeError(undeclaredStatus(where, status, Object.keys(response)), { code: "RESPONSE_MISMATCH" });
  return own;
}

/** `value` checked by `schema`: its output, or a `RESPONSE_MISMATCH` naming the route. */
async function checked(schema: Schema, value: unknown, where: string): Promise<unknown> {
  const out = await check(schema, value, "body");
  if (!out.ok) throw new VersaTypeError(responseMismatch(where, JSON.stringify(out.issues)), { code: "RESPONSE_MISMATCH" });
  return out.value;
}

const isJsonType = (type: string | null): boolean => /^[^;]*[/+]json\s*(;|$)/i.test(type ?? "");

/** What a response's body holds, to check: `json` tells whether it is sent as JSON; `undefined` when it cannot be read. */
async function bodyOf(res: Response): Promise<{ value: unknown; json: boolean } | undefined> {
  const known = madeFrom(res);
  if (known) return known;
  if (res.body === null) return { value: undefined, json: false };
  const type = res.headers.get("content-type");
  const json = isJsonType(type);
  if (!json && !/^text\/(?!event-stream)/i.test(type ?? "")) return undefined;
  const text = await res.text();
  if (!json) return { value: text, json };
  try {
    return { value: JSON.parse(text), json };
  } catch {
    return { value: text, json: false };
  }
}

/** Headers of a handler's `Response` that describe its body as it was, dropped when the body is
 * rewritten as the schema's output. */
const STALE = ["content-length", "content-encoding", "etag", "content-md5", "digest"] as const;

/**
 * What goes out for a handler's `value` on a route with response schemas: the answer, with its
 * body as the schema's output.
 *
 * @example
 * ```ts
 * await checkedAnswer({ 201: z.object({ id: z.number() }) }, json({ id: "x" }, 201), "route POST '/' of app"); // throws RESPONSE_MISMATCH
 * ```
 */
export async function checkedAnswer(response: Schema | ResponseSchemas, value: unknown, where: string): Promise<Outgoing> {
  if (!(value instanceof Response)) {
    const schema = schemaAt(response, value === undefined ? 204 : 200, where);
    return toOutgoing(schema ? await checked(schema, value, where) : value);
  }
  const schema = schemaAt(response, value.status, where);
  if (!schema) return toOutgoing(value);
  const body = await bodyOf(unread(value));
  if (!body) return toOutgoing(value);
  const out = await checked(schema, body.value, where);
  if (value.body === null) return toOutgoing(value);
  const headers = new Headers(value.headers);
  // (headers that described the body as it came no longer hold for the schema's output: a
  // length kept from a proxied answer would leave a keep-alive client waiting for bytes)
  for (const name of STALE) headers.delete(name);
  const text = body.json || typeof out !== "string" ? stringify(out, "A response schema's output") : out;
  if (body.json && !headers.has("content-type")) headers.set("content-type", JSON_TYPE);
  return toOutgoing(new Response(text ?? "null", { status: value.status, statusText: value.statusText, headers }));
}
