/**
 * What the client needs of a fetch function and its responses, typed so that global fetch,
 * node-fetch and a test double written inline all fit without a cast.
 */

/** A response as the client reads it (global fetch's and node-fetch's both fit). */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: ResponseHeaders;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/**
 * A request body as the client hands it to fetch: JSON text, or a body the caller passed on. Typed
 * as the bodies every fetch's types take (global fetch, node-fetch), so that one `FetchLike` fits
 * them all and types an inline test double; bytes (`ArrayBuffer`, typed arrays) and streams are
 * handed over as given too.
 */
export type FetchBody = string | FormData | URLSearchParams | Blob;

/**
 * A fetch function: `globalThis.fetch`, node-fetch 3 (which sends a web `ReadableStream` body as
 * text: stream with global fetch), or a test double. `duplex: "half"` comes with a stream body, as
 * undici requires; `credentials` only when the client sets it (a fetch that has no such option,
 * node-fetch's, never sees it).
 *
 * @example
 * ```ts
 * const fake: FetchLike = async (url, init) => new Response(JSON.stringify({ url, method: init.method }));
 * createClient<typeof api>({ baseUrl, fetch: nodeFetch }); // no cast
 * ```
 */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: FetchBody; signal?: AbortSignal; duplex?: "half"; credentials?: Credentials },
) => Promise<ResponseLike>;

/** Whether a browser sends cookies (and takes `Set-Cookie`) with a call: fetch's `credentials`. */
export type Credentials = "omit" | "same-origin" | "include";

/** What a result's `headers` offer (global fetch's and node-fetch's headers both fit). */
export interface ResponseHeaders {
  get(name: string): string | null;
}
