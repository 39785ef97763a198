/**
 * Input checks at the edge: a route's schemas validate its params, query, headers and body before
 * the handler runs; every issue is collected into one 400 answer.
 */
import type { RouteInfo } from "../builder/route-context.js";
import { RouteDefinitionError, VersaTypeError } from "../core/errors.js";
import { givesNoObject, INVALID_INPUT, kindOf, requestBodyUsed } from "../core/messages.js";
import { isPlainObject } from "../core/options.js";
import { check, type InputIssue, type RouteSchema, type Schema } from "../core/schema.js";
import { fieldsOf, takesOnlyLists } from "../core/schema-shape.js";
import { readJson } from "./body.js";
import type { JsonRules } from "./json-rules.js";
import { consumed, JSON_TYPE, type Outgoing } from "./respond.js";

/** What the handler gets when its input is valid. */
export interface ValidInput {
  readonly params: Record<string, unknown>;
  readonly query: unknown;
  readonly headers: unknown;
  readonly body: unknown;
}

const NONE: ReadonlySet<string> = new Set();

/** The query string as an object: one string per key, an array where a key repeats or `arrays` names it. */
export function queryObject(query: URLSearchParams, arrays: ReadonlySet<string> = NONE): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [k, v] of query) {
    const had = out[k];
    out[k] = had === undefined ? (arrays.has(k) ? [v] : v) : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}

/** A schema's array keys, found once per schema (requests would walk its shape each time). */
const arrayKeysOf = new WeakMap<object, ReadonlySet<string>>();

/** The keys of an object schema whose values are arrays as the request sends them, a tuple's as an
 * array's (a transformed or piped one too: its input side decides; a lazy one: what it gives), a
 * union's when every option is one; zod objects show them, others do not. */
export function arrayKeys(schema: unknown): ReadonlySet<string> {
  if ((typeof schema !== "object" && typeof schema !== "function") || schema === null) return NONE;
  let keys = arrayKeysOf.get(schema);
  if (keys === undefined) arrayKeysOf.set(schema, (keys = findArrayKeys(schema)));
  return keys;
}

function findArrayKeys(schema: object): ReadonlySet<string> {
  const fields = fieldsOf(schema);
  if (fields === undefined) return NONE;
  return new Set(fields.filter(([, def]) => takesOnlyLists(def)).map(([k]) => k));
}

const headersObject = (headers: Headers): Record<string, string> => {
  const out: Record<string, string> = Object.create(null);
  headers.forEach((v, k) => {
    out[k] = v;
  });
  return out;
};

const answer = (status: number, body: unknown): Outgoing => ({ status, headers: { "content-type": JSON_TYPE }, body: JSON.stringify(body) });

/**
 * Validates a request against its route's schemas: the handler's input, or the answer to send
 * (400 with the issues, 413, 415). A body that a hook read first is the route's error (`BODY_USED`,
 * thrown): the client sent it, so no answer of the client's kind fits; so is a params schema's
 * output that is no plain object (`INVALID_SCHEMA`): the route's mistake, not the request's.
 */
export async function validateInput(
  schema: RouteSchema,
  params: Record<string, unknown>,
  query: URLSearchParams,
  request: () => Request,
  body: { readonly limit: number; readonly json: JsonRules },
  route: RouteInfo,
): Promise<{ ok: true; input: ValidInput } | { ok: false; answer: Outgoing }> {
  const issues: InputIssue[] = [];
  const run = async (s: Schema | undefined, value: unknown, source: InputIssue["in"]) => {
    if (!s) return value;
    const r = await check(s, value, source);
    if (r.ok) return r.value;
    issues.push(...r.issues);
    return undefined;
  };
  let value: unknown;
  if (schema.body) {
    const r = request();
    if (consumed(r)) throw new VersaTypeError(requestBodyUsed(`${route.method} '${route.path}'`), { code: "BODY_USED" });
    const read = await readJson(r, body.limit, body.json);
    // (a 400 lists its issue like every 400 of a route with schemas, so one type covers them all)
    if (!read.ok) return { ok: false, answer: answer(read.status, read.status === 400 ? { error: read.message, issues: [{ in: "body", path: [], message: read.message }] } : { error: read.message }) };
    value = await run(schema.body, read.value, "body");
  }
  const before = issues.length;
  const refined = await run(schema.params, params, "params");
  // (the build sees no .transform()'s output: one that is no plain object, nor the params object
  // the schema was handed, has no keys to put over the path's; the types refused most already)
  if (schema.params && issues.length === before && refined !== params && !isPlainObject(refined)) {
    throw new RouteDefinitionError(`${givesNoObject(route.path)}; it gave back ${kindOf(refined)} (at route ${route.method} '${route.path}')`, { code: "INVALID_SCHEMA" });
  }
  const input = {
    params: schema.params ? Object.assign(Object.create(null), params, refined) : params,
    query: await run(schema.query, queryObject(query, arrayKeys(schema.query)), "query"),
    headers: schema.headers ? await run(schema.headers, headersObject(request().headers), "headers") : undefined,
    body: value,
  };
  return issues.length ? { ok: false, answer: answer(400, { error: INVALID_INPUT, issues }) } : { ok: true, input };
}
