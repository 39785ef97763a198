/**
 * `cors(options)`: the plugin that lets pages of other origins call the app, following the Fetch
 * standard's CORS protocol. A preflight (`OPTIONS` with `Access-Control-Request-Method`) is
 * answered from the router's own knowledge of the path's methods (the same set as `Allow`), on
 * every path some route has, whether or not an OPTIONS route exists; every other answer of an
 * allowed origin gets `Access-Control-Allow-Origin` and the headers a page may read.
 */
import type { Plugin } from "../builder/hooks.js";
import { corsCredentialsAnyOrigin, type InvalidOptions } from "../core/messages.js";
import { withHeadersSet } from "./respond.js";
import { checkOptions, is, optionError } from "../core/options.js";

/** What `cors()` accepts. */
export interface CorsOptions {
  /**
   * The origins whose pages may read the answers: a list (`["https://example.com"]`, compared
   * exactly), a predicate of the request's `Origin`, or `"*"` for any (the default).
   */
  readonly origin?: readonly string[] | ((origin: string) => boolean) | "*" | undefined;
  /** Whether pages may send cookies and read the answers to such requests (not with origin `"*"`). */
  readonly credentials?: boolean | undefined;
  /** Response headers pages may read, besides the CORS-safelisted ones and versa's own (`Deprecation`, `Sunset`, `Link`, `api-supported-versions`, `api-deprecated-versions`). */
  readonly exposeHeaders?: readonly string[] | undefined;
  /** Request headers pages may send (default: whichever a preflight asks for). */
  readonly allowHeaders?: readonly string[] | undefined;
  /** Seconds a browser may keep a preflight's answer (`Access-Control-Max-Age`; browsers cap it). */
  readonly maxAge?: number | undefined;
}

/**
 * The options as given, or with `credentials` as the message (the one `cors()` throws) where
 * `credentials: true` meets origin `"*"`, given or left to its default.
 */
export type CheckCorsOptions<O> = O extends { readonly credentials: true; readonly origin?: "*" | undefined }
  ? { readonly [K in keyof O]: K extends "credentials" ? InvalidOptions<"cors()", typeof corsCredentialsAnyOrigin> : O[K] }
  : O;

/** The headers versa itself may set on an answer, which pages may read by default. */
export const VERSA_HEADERS = ["Deprecation", "Sunset", "Link", "api-supported-versions", "api-deprecated-versions"] as const;

const NAMES = is.array(is.string(), "an array of header names");
const RULE = is.object(
  {
    origin: is.custom(`an array of origins such as ["https://example.com"], a function (origin) => boolean, or "*"`, (v) => v === "*" || typeof v === "function" || (Array.isArray(v) && v.every((o) => typeof o === "string"))),
    credentials: is.boolean(),
    exposeHeaders: NAMES,
    allowHeaders: NAMES,
    maxAge: is.integer(0, Number.MAX_SAFE_INTEGER, "a whole number of seconds >= 0"),
  },
  "an options object",
);

const vary = (headers: Headers, name: string): void => {
  const had = headers.get("vary");
  if (had === null) headers.set("vary", name);
  else if (!had.split(",").some((v) => v.trim().toLowerCase() === name.toLowerCase() || v.trim() === "*")) headers.set("vary", `${had}, ${name}`);
};

/**
 * The CORS plugin: `app().use(cors({ origin: ["https://example.com"] }))`. Use it on the app to
 * cover every answer (404s, 405s and errors too), or on a group or blueprint for their routes.
 *
 * @example
 * ```ts
 * app().use(cors({ origin: ["https://app.example.com"], credentials: true, maxAge: 600 }));
 * ```
 */
export function cors<const O extends CorsOptions = CorsOptions>(options?: CheckCorsOptions<O>): Plugin {
  const o = checkOptions<CorsOptions>("cors()", RULE, options);
  const origin = o.origin ?? "*";
  const any = origin === "*";
  if (any && o.credentials === true) throw optionError("cors()", corsCredentialsAnyOrigin);
  const allowed = typeof origin === "function" ? origin : any ? () => true : (asked: string) => origin.includes(asked);
  const expose = [...VERSA_HEADERS, ...(o.exposeHeaders ?? [])].join(", ");
  /** The request's origin when it may read the answer, else `undefined`. */
  const originOf = (request: Request): string | undefined => {
    const asked = request.headers.get("origin");
    return asked !== null && allowed(asked) ? asked : undefined;
  };
  const common = (headers: Headers, asked: string): void => {
    headers.set("access-control-allow-origin", any ? "*" : asked);
    if (o.credentials === true) headers.set("access-control-allow-credentials", "true");
  };
  return {
    name: "cors",
    onRequest: ({ request, allow }) => {
      if (request.method !== "OPTIONS" || !request.headers.has("access-control-request-method") || allow.length === 0) return undefined;
      const asked = originOf(request);
      const headers = new Headers();
      if (!any) vary(headers, "Origin");
      if (asked === undefined) return new Response(null, { status: 204, headers }); // (no CORS headers: the browser refuses)
      common(headers, asked);
      headers.set("access-control-allow-methods", allow.join(", "));
      const wanted = request.headers.get("access-control-request-headers");
      if (o.allowHeaders !== undefined) headers.set("access-control-allow-headers", o.allowHeaders.join(", "));
      else if (wanted !== null) {
        headers.set("access-control-allow-headers", wanted);
        vary(headers, "Access-Control-Request-Headers");
      }
      if (o.maxAge !== undefined) headers.set("access-control-max-age", String(o.maxAge));
      return new Response(null, { status: 204, headers });
    },
    onResponse: ({ request }, response) => {
      const asked = originOf(request);
      if (asked === undefined) return any ? undefined : withHeadersSet(response, (h) => vary(h, "Origin"));
      if (response.headers.has("access-control-allow-methods")) return undefined; // (its own preflight answer)
      return withHeadersSet(response, (h) => {
        common(h, asked);
        h.set("access-control-expose-headers", expose);
        if (!any) vary(h, "Origin");
      });
    },
  };
}
