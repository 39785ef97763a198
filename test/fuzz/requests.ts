/** Random requests against a route tree: URLs of its routes (some mutated) and free-form paths. */
import fc from "fast-check";
import { targetOf } from "../../src/server/fetch.js";
import { STATIC_WORDS, type Echo, type TestApp } from "./tree.js";
import { paramsFor } from "./values.js";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Segments a path may be made of: the trees' static words, values of every type, hostile bits. */
export const SEGMENTS = [
  ...STATIC_WORDS.map(encodeURIComponent), "", "1", "-5", "007", "2.5", ".5", "1.", "2024-02-29", "2023-02-29",
  "123e4567-e89b-12d3-a456-426614174000", "a.png", "a.tar.gz", "a.jpg", ".png", "ab", "red", "x12", "abcdef",
  "a%2Fb", "%2F", "%20", "caf%C3%A9", "café", "__proto__", "constructor", "9007199254740993", "-0", "+5", "1e5",
  "%00", "a%0Ab", "%C3%28", "%FF", "%", "%E0%A4%A", "v1", "v2.1", "1.0.1", "api", "100%25", "%2e%2e", "..", ".",
] as const;

const segment = fc.oneof(fc.constantFrom(...SEGMENTS), fc.string({ maxLength: 4 }).map(encodeURIComponent));
const freePath = fc.tuple(fc.array(segment, { maxLength: 6 }), fc.boolean()).map(([s, slash]) => `/${s.join("/")}${slash && s.length ? "/" : ""}`);

/** `path` with its ASCII char at `i` percent-encoded: `encodeCharAt("/v1", 1)` is `"/%761"`. */
export const encodeCharAt = (path: string, i: number): string =>
  `${path.slice(0, i)}%${path.charCodeAt(i).toString(16).toUpperCase().padStart(2, "0")}${path.slice(i + 1)}`;

/** `url` with one of its ASCII chars (not a `/`) percent-encoded: `/users/7` may become `/us%65rs/7`. */
function encodeOne(url: string, at: number): string {
  const spots = Array.from({ length: url.length }, (_, i) => i).filter((i) => url[i] !== "/" && url.charCodeAt(i) < 128);
  return spots.length === 0 ? url : encodeCharAt(url, spots[at % spots.length]!);
}

/** A URL built by `api.url` for one of the app's routes, then perhaps changed a little; mostly its method. */
const routeRequest = (api: TestApp): fc.Arbitrary<readonly [string, string]> =>
  fc.constantFrom(...api.routes).chain((r) =>
    fc.tuple(paramsFor(r.segments), fc.nat(7), segment, fc.nat(), fc.oneof({ weight: 3, arbitrary: fc.constant(r.method) }, fc.constantFrom(...METHODS))).map(([params, how, seg, at, method]) => {
      let url: string;
      try {
        url = api.url(r.path, params);
      } catch {
        return [method, r.path.replace(/<[^>]*>/gu, "x")] as const;
      }
      const parts = url.split("/");
      const i = 1 + (at % Math.max(1, parts.length - 1));
      if (how === 1) return [method, url.endsWith("/") ? url.slice(0, -1) : `${url}/`] as const;
      if (how === 2) return [method, [...parts.slice(0, i), seg, ...parts.slice(i)].join("/")] as const;
      if (how === 3) return [method, [...parts.slice(0, i), seg, ...parts.slice(i + 1)].join("/")] as const;
      if (how === 4) return [method, parts.slice(0, i).join("/") || "/"] as const;
      if (how === 5) return [method, encodeOne(url, at)] as const;
      if (how === 6) return [method, `${url}/`] as const; // one more `/`, whatever the url ends with
      return [method, url] as const;
    }),
  );

export const requests = (api: TestApp) =>
  fc.array(api.routes.length ? fc.oneof({ weight: 2, arbitrary: routeRequest(api) }, fc.tuple(fc.constantFrom(...METHODS), freePath)) : fc.tuple(fc.constantFrom(...METHODS), freePath), {
    minLength: 1,
    maxLength: 12,
  });

/** A request through `api.fetch`: the path versa saw (after URL parsing), the response, its echo. */
export async function send(api: TestApp, method: string, path: string) {
  const request = new Request(`http://x${path}`, { method });
  const seen = targetOf(request.url).split("?")[0] as string;
  const response = await api.fetch(request);
  const header = response.headers.get("x-echo");
  const echo = header === null ? undefined : (JSON.parse(decodeURIComponent(header)) as Echo);
  return { seen, response, echo };
}
