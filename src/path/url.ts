/**
 * `UrlParams` / `url`: a concrete URL from a template and its parameters, each value checked by
 * the same reader the matcher uses, so a URL built here is one the route answers.
 */
import { VersaTypeError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { declaredNames, parse, type ParamSegment } from "./parse.js";
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

const pad = (n: number, w: number) => String(n).padStart(w, "0");
/** The UTC date of `d` (a local date is the caller's `YYYY-MM-DD`). */
const ymd = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;

/**
 * `n` without an exponent, with the digits of `String(n)` (so `Number()` reads back `n`): the
 * decimal point of the mantissa is moved, never rounded as `toFixed` would.
 *
 * @example
 * ```ts
 * plainNumber(1e-7);   // "0.0000001"
 * plainNumber(1.5e21); // "1500000000000000000000"
 * ```
 */
export function plainNumber(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const sign = m[1] ?? "";
  const digits = `${m[2] ?? ""}${m[3] ?? ""}`;
  const point = 1 + Number(m[4]); // where the decimal point falls in `digits`
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + "0".repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A value as text, or `undefined` when its JavaScript type cannot be a value of `seg`. */
function text(seg: ParamSegment, value: unknown): string | undefined {
  if (seg.type === "ymd") return value instanceof Date ? (Number.isNaN(value.getTime()) ? undefined : ymd(value)) : typeof value === "string" ? value : undefined;
  if (seg.type === "int" || seg.type === "float") return typeof value === "number" ? plainNumber(value) : undefined;
  return typeof value === "string" ? value : undefined;
}

/** A value as a message shows it (a `Date` as its ISO text). */
const showOne = (v: unknown): string => (v instanceof Date ? (Number.isNaN(v.getTime()) ? "Invalid Date" : v.toISOString()) : msg.show(v));

const encode = (s: string, keepSlash: boolean) =>
  keepSlash ? s.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(s);

/**
 * Builds the path of a URL for `template`, percent-encoding each value (a `path` value keeps its
 * `/`). A number is written without an exponent (`1e-7` as `0.0000001`); a `ymd` `Date` as its
 * UTC date (pass `YYYY-MM-DD` for a local date). Throws a `TypeError` naming the parameter, the
 * value and the pattern when a value does not fit, or is missing; naming the JavaScript type its
 * parameter takes when the value's is another (`"7"` for an `int`, an invalid `Date`); and when
 * `params` is not an object.
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
    const raw = need.map((n) => given[n]);
    const parts = raw.map((v) => text(seg, v));
    const wrong = parts.findIndex((p) => p === undefined);
    // a value its parameter's type never takes: the type is the mistake, not the pattern
    if (wrong >= 0) throw new VersaTypeError(msg.paramValueType(need[wrong] ?? "", showOne(raw[wrong]), seg.type, seg.pattern, raw[wrong], template), { code: "INVALID_URL_PARAMS" });
    const value = parts.join(".");
    const shown = raw.map(showOne).join(" and ");
    const back = Object.create(null) as Record<string, unknown>;
    const fits = seg.read(value, back) && (seg.type !== "ext" || need.every((n) => back[n] === given[n]));
    if (!fits)
      throw new VersaTypeError(msg.invalidParamValue(need.join("' and '"), shown, seg.pattern, template), { code: "INVALID_URL_PARAMS" });
    // "." and ".." are resolved away by every WHATWG client: such a URL would reach another route
    if ((seg.type === "path" ? value.split("/") : [value]).some((p) => p === "." || p === ".."))
      throw new VersaTypeError(msg.dotSegment(need.join("' and '"), shown, template), { code: "INVALID_URL_PARAMS" });
    out.push(encode(value, seg.type === "path"));
  }
  return `/${out.join("/")}`;
}
