/**
 * versa/client: typed fetch helpers from an app's type. It imports the server only as types and
 * builds URLs with the same code as `api.url`, so it ships in a browser bundle.
 */
import type { AnyApp } from "../builder/infer.js";
import { VersaTypeError } from "../core/errors.js";
import { BASE_URL, badBaseUrl, badQuery, baseUrlNotHttp, bodyOnGet, kindOf, type OrNeedsStrict } from "../core/messages.js";
import { checkOptions, is, isPlainObject, optionError } from "../core/options.js";
import { url } from "../path/url.js";
import { encode, read } from "./body.js";
import type { Client, ClientMethod, DeprecationNotice } from "./types.js";
import type { Credentials, FetchLike } from "./fetch-like.js";
import type { QueryValue } from "./call-options.js";
import { deprecationOf } from "./deprecation.js";

export type { Client, ClientCall, ClientMethod, DeprecationNotice } from "./types.js";
export type { AnswersOfEntry, DataOf, Deprecation, Result, ResultOf } from "./call-result.js";
export type { CallOptions, QueryValue } from "./call-options.js";
export type { Credentials, FetchBody, FetchLike, ResponseHeaders, ResponseLike } from "./fetch-like.js";
export type { Jsonify } from "./jsonify.js";
export type { Answer, AnswersOf, OtherFailures, OtherSuccesses } from "./result.js";
export type { InputIssue, InvalidInput } from "../core/schema.js";
export type { FailureStatus, FailureStatusExcept, StatusCode, StatusExcept, SuccessStatus, SuccessStatusExcept } from "../core/response.js";

/** Options of {@link createClient}. */
export interface ClientOptions {
  /**
   * The server's origin and an optional base path, e.g. `http://127.0.0.1:3000` or
   * `https://example.com/api`, or a path (`/api`) in a browser; another scheme, a missing one
   * (`localhost:3000`), a query string or fragment is a `TypeError`.
   */
  readonly baseUrl: string | URL;
  /** Default: `globalThis.fetch`; node-fetch 3 works too (it does not take a web `ReadableStream` body). */
  readonly fetch?: FetchLike | undefined;
  /**
   * Headers sent with every call (an `undefined` value is left out). A call's own header of the
   * same name wins, whatever its case; a JSON body adds `content-type: application/json` unless
   * either sets one. A default `content-type` is not sent with a body passed as given (FormData,
   * URLSearchParams, a Blob, bytes, a stream), whose type fetch sets.
   *
   * @example
   * ```ts
   * const client = createClient<typeof api>({ baseUrl, headers: { Authorization: "Bearer a" } });
   * await client.get("/health", { headers: { authorization: "Bearer b" } }); // sends only "Bearer b"
   * ```
   */
  readonly headers?: Readonly<Record<string, string | undefined>> | Headers | readonly (readonly [string, string])[] | undefined;
  /**
   * Called the first time an answer to a path template (which holds its version) carries a
   * `Deprecation` header, with what it said; not again for that template. An error it throws
   * rejects the call.
   *
   * @example
   * ```ts
   * createClient<typeof api>({ baseUrl, onDeprecation: ({ method, path, deprecation }) => console.warn(`${method} ${path} is deprecated`, deprecation) });
   * ```
   */
  readonly onDeprecation?: ((notice: DeprecationNotice) => void) | undefined;
  /**
   * fetch's `credentials` for every call: `"include"` sends the user's cookies to another origin
   * (the server's CORS answer must allow credentials: `cors({ origin: [...], credentials: true })`);
   * fetch's own default (`"same-origin"`) when left out. Another fetch option: wrap `fetch`,
   * `fetch: (url, init) => fetch(url, { ...init, cache: "no-store" })`.
   */
  readonly credentials?: Credentials | undefined;
}

const METHODS: readonly ClientMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const BODILESS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

/** The query string of a checked query: a key repeats for an array, `null` and `undefined` are
 * left out, a `Date` is its ISO text. */
const search = (query: Readonly<Record<string, QueryValue>> | undefined): string => {
  if (!query) return "";
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : [v]) if (one != null) s.append(k, one instanceof Date ? one.toISOString() : String(one));
  }
  const text = s.toString();
  return text ? `?${text}` : "";
};

/** Headers from a plain object (its `undefined` values left out, a `Date` as its ISO text, as in
 * a query), or from `Headers` or pairs. */
const toHeaders = (init: unknown): Headers => {
  if (init == null || typeof (init as Iterable<unknown>)[Symbol.iterator] === "function") return new Headers(init as Headers | undefined);
  const headers = new Headers();
  for (const [k, v] of Object.entries(init)) if (v !== undefined) headers.append(k, v instanceof Date ? v.toISOString() : String(v));
  return headers;
};

const ANY = is.custom("a value", () => true);
const OPTIONS = is.object(
  {
    baseUrl: is.custom(BASE_URL, (v) => typeof v === "string" || v instanceof URL),
    fetch: is.function("a function such as globalThis.fetch"),
    headers: is.custom("an object of strings, Headers or [name, value] pairs", (h) => isPlainObject(h) || h instanceof Headers || Array.isArray(h)),
    onDeprecation: is.function("a function ({ method, path, url, deprecation }) => void"),
    credentials: is.custom(`"omit", "same-origin" or "include"`, (v) => v === "omit" || v === "same-origin" || v === "include"),
  },
  "an object { baseUrl, fetch?, headers?, onDeprecation?, credentials? }",
  { required: ["baseUrl"] },
);
const CALL_OPTIONS = is.object({ params: ANY, query: ANY, body: ANY, headers: ANY, signal: ANY }, "an object { params, query, body, headers, signal }");

/** Checks `createClient`'s options: known keys, an http(s) or path base, a fetch function, headers. */
function checkClientOptions(options: unknown): ClientOptions {
  const where = "createClient()";
  const o = checkOptions<ClientOptions>(where, OPTIONS, options);
  const text = String(o.baseUrl);
  if (!(/^https?:\/\//i.test(text) && URL.canParse(text)) && !/^(?:$|\/(?!\/))/.test(text)) throw new VersaTypeError(baseUrlNotHttp(o.baseUrl));
  if (/[?#]/.test(text)) throw new VersaTypeError(badBaseUrl(text));
  const h = o.headers;
  for (const [k, v] of isPlainObject(h) ? Object.entries(h) : [])
    if (v !== undefined && typeof v !== "string") throw optionError(where, `headers.${k}: expected a string or undefined, got ${kindOf(v)}`);
  try {
    toHeaders(h);
  } catch (e) {
    throw optionError(where, `headers: ${(e as Error).message}`, e);
  }
  return o;
}

/** Checks a call's options: known keys, and a query whose values have a query string form. */
function checkCall(method: string, template: string, options: unknown): Record<string, unknown> {
  const where = `client.${method.toLowerCase()}('${template}')`;
  const o = checkOptions<Record<string, unknown>>(where, CALL_OPTIONS, options);
  const q = o["query"];
  if (q === undefined) return o;
  if (!isPlainObject(q)) throw new VersaTypeError(badQuery(where, undefined, q));
  const scalar = (v: unknown) => ["string", "number", "boolean", "bigint"].includes(typeof v) || (v instanceof Date && !Number.isNaN(v.getTime()));
  for (const [k, v] of Object.entries(q)) {
    if (v == null || scalar(v)) continue;
    const bad = Array.isArray(v) ? v.find((x) => !scalar(x)) : v;
    if (!Array.isArray(v) || v.some((x) => !scalar(x))) throw new VersaTypeError(badQuery(where, k, bad));
  }
  return o;
}

/** Defaults, then each of the call's headers set over them: names compare case-insensitively. */
const merge = (defaults: unknown, own: Headers): Headers => {
  const headers = toHeaders(defaults);
  for (const [k, v] of own) headers.set(k, v);
  return headers;
};

/**
 * A typed client for an app: `client.get(template, { params, query, headers, signal })` and
 * `client.post(template, { params, body, ... })`, one per method. Throws a `TypeError` for options
 * it does not take: an unknown key, a `baseUrl` that is not an absolute http(s) URL or a path
 * starting with `/` (or has a query string or fragment), a `fetch` that is not a function, headers
 * fetch refuses. A call rejects with a `TypeError`, before any request, for an unknown option, a
 * query value that has no query string form, or a body JSON cannot write (code `NOT_JSON`: a
 * BigInt or a cycle in it, named by where it sits).
 *
 * @example
 * ```ts
 * const client = createClient<typeof api>({ baseUrl: "http://127.0.0.1:3000" });
 * const r = await client.get("/v2/users/<id:int>", { params: { id: 7 } });
 * if (r.ok) r.data.id; // typed from the handler or the response schema
 * ```
 */
export function createClient<A extends AnyApp>(options: ClientOptions): OrNeedsStrict<Client<A>> {
  checkClientOptions(options);
  const base = String(options.baseUrl).replace(/\/+$/, "");
  /** the templates whose deprecation `onDeprecation` was told of */
  const told = new Set<string>();
  const call = (method: ClientMethod) => async (template: string, given: Record<string, unknown> = {}) => {
    const o = checkCall(method, template, given);
    const doFetch = (options.fetch ?? globalThis.fetch) as FetchLike;
    const hasBody = o["body"] !== undefined;
    if (hasBody && BODILESS.has(method)) throw new VersaTypeError(bodyOnGet(method, template));
    const own = toHeaders(o["headers"]);
    const headers = merge(options.headers, own);
    const sent = hasBody ? encode(o["body"], headers, own.has("content-type"), `client.${method.toLowerCase()}('${template}'): the body`) : {};
    const target = base + url(template, (o["params"] ?? {}) as never) + search(o["query"] as Record<string, QueryValue> | undefined);
    const res = await doFetch(target, {
      method,
      headers: Object.fromEntries(headers),
      ...sent,
      ...(o["signal"] !== undefined && { signal: o["signal"] as AbortSignal }),
      ...(options.credentials !== undefined && { credentials: options.credentials }),
    });
    const body = await read(res);
    const deprecation = deprecationOf(res.headers);
    if (deprecation && options.onDeprecation && !told.has(template)) {
      told.add(template);
      options.onDeprecation({ method, path: template, url: target, deprecation });
    }
    const common = { status: res.status, headers: res.headers, response: res as unknown as Response, ...(deprecation && { deprecation }) };
    return res.ok ? { ok: true, data: body, ...common } : { ok: false, error: body, ...common };
  };
  return Object.fromEntries(METHODS.map((m) => [m.toLowerCase(), call(m)])) as unknown as OrNeedsStrict<Client<A>>;
}
