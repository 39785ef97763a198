/**
 * versa/client: typed fetch helpers from an app's type. It imports the server only as types and
 * builds URLs with the same code as `api.url`, so it ships in a browser bundle.
 */
import type { AnyApp } from "../builder/infer.js";
import { bodyOnGet } from "../messages.js";
import { url } from "../path/url.js";
import type { Client, ClientMethod, FetchLike, QueryValue, ResponseLike } from "./types.js";

export type { CallOptions, Client, ClientMethod, DataOf, FetchLike, Jsonify, QueryValue, ResponseLike, Result } from "./types.js";

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** The server's origin (and base path), e.g. `http://127.0.0.1:3000`. */
  readonly baseUrl: string | URL;
  /** Default: `globalThis.fetch`; node-fetch works the same. */
  readonly fetch?: FetchLike;
  /**
   * Headers sent with every call. A call's own header of the same name wins, whatever its case; a
   * JSON body adds `content-type: application/json` unless either sets one.
   *
   * @example
   * ```ts
   * const client = createClient<typeof api>({ baseUrl, headers: { Authorization: "Bearer a" } });
   * await client.get("/health", { headers: { authorization: "Bearer b" } }); // sends only "Bearer b"
   * ```
   */
  readonly headers?: Readonly<Record<string, string>>;
}

const METHODS: readonly ClientMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const BODILESS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

const search = (query: Readonly<Record<string, QueryValue>> | undefined): string => {
  if (!query) return "";
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined) s.append(k, String(one));
  }
  const text = s.toString();
  return text ? `?${text}` : "";
};

/** Defaults, then each of the call's headers set over them: names compare case-insensitively. */
const merge = (defaults: HeadersInit | undefined, own: HeadersInit | undefined): Headers => {
  const headers = new Headers(defaults);
  for (const [k, v] of new Headers(own)) headers.set(k, v);
  return headers;
};

/** The body of a response: JSON, text, or nothing. */
const read = async (res: ResponseLike): Promise<unknown> => {
  const type = res.headers.get("content-type") ?? "";
  const text = await res.text();
  if (text === "") return undefined;
  if (!/[/+]json\b/i.test(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A typed client for an app: `client.get(template, { params, query, headers })` and
 * `client.post(template, { params, body, ... })`, one per method.
 *
 * @example
 * ```ts
 * const client = createClient<typeof api>({ baseUrl: "http://127.0.0.1:3000" });
 * const r = await client.get("/v2/users/<id:int>", { params: { id: 7 } });
 * if (r.ok) r.data.id; // typed from the handler or the response schema
 * ```
 */
export function createClient<A extends AnyApp>(options: ClientOptions): Client<A> {
  const base = String(options.baseUrl).replace(/\/+$/, "");
  const call = (method: ClientMethod) => async (template: string, o: Record<string, unknown> = {}) => {
    const doFetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
    const hasBody = o["body"] !== undefined;
    if (hasBody && BODILESS.has(method)) throw new TypeError(bodyOnGet(method, template));
    const headers = merge(options.headers, o["headers"] as HeadersInit | undefined);
    if (hasBody && !headers.has("content-type")) headers.set("content-type", "application/json");
    const target = base + url(template, (o["params"] ?? {}) as never) + search(o["query"] as Record<string, QueryValue>);
    const res = await doFetch(target, {
      method,
      headers: Object.fromEntries(headers),
      ...(hasBody && { body: JSON.stringify(o["body"]) }),
      ...(o["signal"] !== undefined && { signal: o["signal"] as AbortSignal }),
    });
    const body = await read(res);
    const common = { status: res.status, headers: res.headers, response: res as unknown as Response };
    return res.ok ? { ok: true, data: body, ...common } : { ok: false, error: body, ...common };
  };
  return Object.fromEntries(METHODS.map((m) => [m.toLowerCase(), call(m)])) as unknown as Client<A>;
}
