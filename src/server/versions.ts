/**
 * What the server says about versions: a deprecated or sunset route's headers (`Deprecation`,
 * RFC 9745; `Sunset`, RFC 8594; `Link` with `rel="deprecation"` and `rel="sunset"`), a 410 after
 * the sunset when the app asks for it, `api-supported-versions` and `api-deprecated-versions`
 * (`reportVersions`), and a `application/problem+json` 404 (RFC 9457) for a path that asks for a
 * version the app does not serve.
 */
import { versionLifecycles, type Lifecycle, type RouteLifecycle } from "../builder/lifecycle.js";
import type { RouteRecord } from "../builder/route-record.js";
import { declaredVersions } from "../builder/versions.js";
import { is, type Rule } from "../core/options.js";
import { parse, type Segment } from "../path/parse.js";
import { MALFORMED, splitPath } from "../path/segments.js";
import { isVersionText, type VersionInput } from "../path/version.js";
import { withHeadersSet, type Outgoing } from "./respond.js";
import { PROBLEM } from "../core/response.js";

/** What `app()` takes about versions (the builder checks `versions` and `lifecycle`). */
export interface VersionOptions {
  /**
   * The app's versions, oldest first (any accepted version; the order is as given). Routes may
   * only use these, and a range (`version: { since: 2 }`) selects among them, so a version added
   * here carries every open-ended route into it.
   */
  readonly versions?: readonly VersionInput[] | undefined;
  /**
   * The lifecycle of each version (`{ 1: { deprecated: "2026-01-01", sunset: "2027-01-01" } }`):
   * the answers of its routes carry `Deprecation`, `Sunset` and `Link` headers, unless a route,
   * blueprint or group sets a lifecycle of its own (the most specific applies whole).
   */
  readonly lifecycle?: Readonly<Record<string | number, Lifecycle>> | undefined;
  /** Adds `api-supported-versions` and `api-deprecated-versions` to the answers of versioned routes and to the unknown-version 404. */
  readonly reportVersions?: boolean | undefined;
  /** After a route's sunset: keep serving it (`"serve"`, the default) or answer 410 Gone (problem+json). */
  readonly afterSunset?: "serve" | "gone" | undefined;
}

/** The rules of the version options the server reads. */
export const VERSION_OPTIONS = {
  reportVersions: is.boolean(),
  afterSunset: is.custom(`"serve" or "gone"`, (v) => v === "serve" || v === "gone"),
} as const satisfies Readonly<Record<string, Rule>>;

/** An RFC 9457 problem answer (`type` is `about:blank`: the status says what happened). */
const problem = (status: 404 | 410, detail: string, members: Record<string, unknown>, headers: Readonly<Record<string, string>>): Outgoing => ({
  status,
  headers: { "content-type": PROBLEM, ...headers },
  body: JSON.stringify({ type: "about:blank", title: status === 404 ? "Not Found" : "Gone", status, detail, ...members }),
});

/** `@<unix seconds>`: an RFC 9745 Deprecation date (a Structured Field Date). */
const unixDate = (date: Date): string => `@${Math.floor(date.getTime() / 1000)}`;

/**
 * The headers of a lifecycle, as RFC 9745 and RFC 8594 write them.
 *
 * @example
 * ```ts
 * lifecycleHeaders({ deprecated: new Date("2026-01-01"), sunset: new Date("2027-01-01"), link: "https://example.com/m" });
 * // { deprecation: "@1767225600", sunset: "Fri, 01 Jan 2027 00:00:00 GMT", link: '<https://example.com/m>; rel="deprecation"' }
 * ```
 */
export function lifecycleHeaders(lifecycle: RouteLifecycle): Record<string, string> {
  const links = [
    ...(lifecycle.link === undefined ? [] : [`<${lifecycle.link}>; rel="deprecation"`]),
    ...(lifecycle.sunsetLink === undefined ? [] : [`<${lifecycle.sunsetLink}>; rel="sunset"`]),
  ];
  return {
    ...(lifecycle.deprecated && { deprecation: unixDate(lifecycle.deprecated) }),
    ...(lifecycle.sunset && { sunset: lifecycle.sunset.toUTCString() }),
    ...(links.length > 0 && { link: links.join(", ") }),
  };
}

/** `out` with `extra` headers; a `link` joins one the answer has already (a handler's `Response`
 * is copied, never changed: {@link withHeadersSet}). */
export function withHeaders(out: Outgoing, extra: Readonly<Record<string, string>>): Outgoing {
  if (out.body instanceof Response) {
    const body = withHeadersSet(out.body, (headers) => {
      for (const [k, v] of Object.entries(extra)) k === "link" ? headers.append(k, v) : headers.set(k, v);
    });
    return { ...out, body };
  }
  const headers: Record<string, string> = { ...out.headers };
  for (const [k, v] of Object.entries(extra)) headers[k] = k === "link" && headers[k] ? `${headers[k]}, ${v}` : v;
  return { ...out, headers };
}

/**
 * What a matched route's answer gets: its headers. After the sunset the route's handler does not
 * run: `answer` is given the 410 to pass through the route's hooks instead, as a 404 or 405 is.
 */
export type Decorate = (answer: (instead?: Outgoing) => Outgoing | Promise<Outgoing>) => Outgoing | Promise<Outgoing>;

/**
 * The version a path's decoded segments ask for under a prefix's (`undefined`: the path is not
 * under it). Each segment before the prefix's last is its static text or passes its parameter's
 * own test, the one the router runs (a pattern whole, anchors and all; an int in the safe range; a
 * real date); the last is the prefix's text and the version.
 */
function versionUnder(prefix: readonly Segment[], segments: readonly string[]): string | undefined {
  if (segments.length < prefix.length) return undefined;
  for (let i = 0; i < prefix.length - 1; i++) {
    const s = prefix[i]!;
    if (s.kind === "static" ? s.text !== segments[i] : !s.read(segments[i]!, {})) return undefined;
  }
  const last = prefix[prefix.length - 1]!;
  const text = segments[prefix.length - 1]!;
  if (last.kind !== "static" || !text.startsWith(last.text)) return undefined; // (a version prefix ends in static text)
  const version = text.slice(last.text.length);
  return isVersionText(version) ? version : undefined;
}

/** The regex patterns of `segments`. */
const patternsOf = (segments: readonly Segment[]): ReadonlySet<string> => new Set(segments.flatMap((s) => (s.kind === "param" && s.type === "regex" ? [s.label] : [])));

/** The texts in the app's order: declared, else numeric. */
const ordered = (versions: Iterable<string>, declared: readonly string[] | undefined): string[] => {
  const set = new Set(versions);
  return declared ? declared.filter((v) => set.has(v)) : [...set].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
};

/**
 * What the pipeline adds for versions, built once per app: `decorate`, by route, for the routes
 * whose answers carry headers (none when nothing does, so other apps pay nothing), and
 * `unknownVersion`, the problem answer for an unmatched path that asks for a version the app does
 * not serve under that prefix.
 */
export function versionAnswers(routes: readonly RouteRecord[], options: VersionOptions, now: () => number = () => Date.now()) {
  const declared = options.versions && declaredVersions(options.versions);
  const appLifecycles = options.lifecycle ? versionLifecycles(options.lifecycle, declared) : {};
  // (the versions some route serves: one the app declares and no route serves is not supported,
  // and the unknown-version 404 does not name it either)
  const served = ordered(routes.flatMap((r) => (r.version === undefined ? [] : [r.version])), declared);
  /** `api-supported-versions` and `api-deprecated-versions`, as of now, each left out when empty. */
  const report = (): Record<string, string> => {
    const at = now();
    const deprecated = served.filter((v) => (appLifecycles[v]?.deprecated?.getTime() ?? Infinity) <= at);
    const supported = served.filter((v) => !deprecated.includes(v));
    return {
      ...(supported.length > 0 && { "api-supported-versions": supported.join(", ") }),
      ...(deprecated.length > 0 && { "api-deprecated-versions": deprecated.join(", ") }),
    };
  };
  const decorate = new Map<RouteRecord, Decorate>();
  for (const r of routes) {
    const fixed = r.lifecycle ? lifecycleHeaders(r.lifecycle) : {};
    const reported = options.reportVersions === true && r.version !== undefined;
    const sunset = options.afterSunset === "gone" ? r.lifecycle?.sunset?.getTime() : undefined;
    if (Object.keys(fixed).length === 0 && !reported && sunset === undefined) continue;
    decorate.set(r, (answer) => {
      const headers = reported ? { ...fixed, ...report() } : fixed;
      const gone = sunset !== undefined && now() >= sunset;
      const out = gone ? answer(problem(410, `${r.method} ${r.path} was sunset on ${new Date(sunset).toISOString()}`, { sunset: new Date(sunset).toISOString() }, {})) : answer();
      return out instanceof Promise ? out.then((o) => withHeaders(o, headers)) : withHeaders(out, headers);
    });
  }
  const prefixes = new Map<string, { versions: Set<string>; route: RouteRecord }>();
  for (const r of routes) if (r.versionPrefix !== undefined && r.version !== undefined) (prefixes.get(r.versionPrefix) ?? prefixes.set(r.versionPrefix, { versions: new Set(), route: r }).get(r.versionPrefix)!).versions.add(r.version);
  // (a version prefix's patterns were checked where it was set, under that level's trustRegex; its
  // route's composed path holds them, so the patterns that path passed with are trusted again here)
  const tests = [...prefixes].map(([prefix, { versions, route }]) => ({ segments: parse(prefix, patternsOf(route.segments)).segments, versions }));
  /** The 404 for a path under a version prefix whose version no route of that prefix has, else
   * `undefined`. The path is read decoded, as the router reads it (`/v%33/` asks for version 3). */
  const unknownVersion = (raw: string): Outgoing | undefined => {
    const path = splitPath(raw);
    if (path === MALFORMED) return undefined;
    let asked: string | undefined;
    const here = new Set<string>();
    for (const { segments, versions } of tests) {
      const version = versionUnder(segments, path);
      if (version === undefined) continue;
      if (versions.has(version)) return undefined;
      asked ??= version;
      for (const v of versions) here.add(v);
    }
    if (asked === undefined) return undefined;
    const list = served.filter((v) => here.has(v));
    return problem(404, `Version ${asked} is not served here; the supported versions are ${list.join(", ")}`, { version: asked, supportedVersions: list }, options.reportVersions ? report() : {});
  };
  return { decorate: decorate.size > 0 ? decorate : undefined, unknownVersion: tests.length > 0 ? unknownVersion : undefined };
}
