/**
 * `UrlParams` / `url`: a concrete URL from a template and its parameters, each value checked by
 * the same reader the matcher uses, so a URL built here is one the route answers.
 */
import { VersaTypeError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { paramKind } from "./param-types.js";
import { declaredNames, parse, takesRest } from "./parse.js";
import type { ParamsOf } from "./params.js";

/**
 * The values `url` takes for a template: as {@link ParamsOf}, but a `ymd` may also be given as
 * its `YYYY-MM-DD` text. A `Date` gives the UTC date of the Date; pass a `YYYY-MM-DD` string for
 * a local date.
 *
 * @example
 * ```ts
 * type T = UrlParams<"/days/<d:ymd>/<n:int>">; // { d: Date | string; n: number }
 * ```
 */
export type UrlParams<T extends string> = ParamsOf<T> extends infer O
  ? { [K in keyof O]: O[K] extends Date ? Date | string : O[K] }
  : never;

/** A value as a message shows it (a `Date` as its ISO text). */
const showOne = (v: unknown): string => (v instanceof Date ? (Number.isNaN(v.getTime()) ? "Invalid Date" : v.toISOString()) : msg.show(v));

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const encode = (s: string, keepSlash: boolean) =>
  keepSlash ? s.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(s);

/**
 * Builds the path of a URL for `template`, percent-encoding each value (a `path` value keeps its
 * `/`). A number is written without an exponent (`1e-7` as `0.0000001`); a `ymd` `Date` as its
 * UTC date (pass `YYYY-MM-DD` for a local date). Throws a `TypeError` naming the parameter, the
 * value and the pattern when a value does not fit, or is missing; naming the JavaScript type its
 * parameter takes when the value's is another (`"7"` for an `int`, an invalid `Date`); and when
 * `params` is not an object. The path never starts with `//`, which a `Location` or `href` would
 * read as another host: a `path` value's leading `/` is written `%2F` there, and an empty first
 * segment (a `strorempty` given `""`) follows `/.` (`"/.//x"`, which clients resolve to `//x`).
 *
 * @example
 * ```ts
 * url("/v1/users/<id:int>", { id: 7 });          // "/v1/users/7"
 * url("/files/<f:ext=jpg|png>", { f: "a b", ext: "png" }); // "/files/a%20b.png"
 * ```
 */
export function url<T extends string>(template: T, params: UrlParams<T>): string {
  const { segments } = parse(template);
  if (params !== undefined && params !== null && (typeof params !== "object" || Array.isArray(params)))
    throw new VersaTypeError(msg.paramsNotObject(template, segments.flatMap((s) => (s.kind === "static" ? [] : declaredNames(s))), params), { code: "INVALID_URL_PARAMS" });
  const given = (params ?? {}) as Record<string, unknown>;
  const out: string[] = [];
  for (const seg of segments) {
    if (seg.kind === "static") {
      out.push(encodeURIComponent(seg.text));
      continue;
    }
    const need = declaredNames(seg);
    const missing = need.find((n) => !Object.prototype.hasOwnProperty.call(given, n) || given[n] === undefined);
    if (missing !== undefined) throw new VersaTypeError(msg.missingParam(missing, template), { code: "INVALID_URL_PARAMS" });
    const kind = paramKind(seg.type);
    const raw = need.map((n) => given[n]);
    const parts = raw.map((v) => kind.write(v));
    const wrong = parts.findIndex((p) => p === undefined);
    // a value its parameter's type never takes: the type is the mistake, not the pattern
    if (wrong >= 0) throw new VersaTypeError(msg.paramValueType(need[wrong] ?? "", showOne(raw[wrong]), kind.expected(seg.pattern, seg.label), raw[wrong], template), { code: "INVALID_URL_PARAMS" });
    const value = parts.join(".");
    const shown = raw.map(showOne).join(" and ");
    const back = Object.create(null) as Record<string, unknown>;
    const fits = seg.read(value, back) && (seg.type !== "ext" || need.every((n) => back[n] === given[n]));
    if (!fits)
      throw new VersaTypeError(msg.invalidParamValue(need.join("' and '"), shown, kind.expected(seg.pattern, seg.label), template), { code: "INVALID_URL_PARAMS" });
    // "." and ".." are resolved away by every WHATWG client: such a URL would reach another route
    const rest = takesRest(seg);
    if ((rest ? value.split("/") : [value]).some((p) => p === "." || p === ".."))
      throw new VersaTypeError(msg.dotSegment(need.join("' and '"), shown, template), { code: "INVALID_URL_PARAMS" });
    // (a lone surrogate, as JSON input may hold, has no UTF-8 form: encodeURIComponent throws a URIError)
    if (LONE_SURROGATE.test(value)) throw new VersaTypeError(msg.loneSurrogate(need.join("' and '"), shown, template), { code: "INVALID_URL_PARAMS" });
    // a path value's leading "/" as %2F at the start: the path would begin with "//" (below); the
    // router decodes a segment after splitting, so the value reads back the same
    out.push(out.length === 0 && rest && value.startsWith("/") ? `%2F${encode(value.slice(1), true)}` : encode(value, rest));
  }
  const path = `/${out.join("/")}`;
  // "//host/x" is protocol-relative: put in a Location or an href, it names another host. An empty
  // first segment has no other spelling: "/./" is resolved to "/" by every WHATWG client
  return path.startsWith("//") ? `/.${path}` : path;
}
