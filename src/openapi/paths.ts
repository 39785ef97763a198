/**
 * Composed templates to OpenAPI path templates, and path parameters to schemas. `<id:int>` is
 * `{id}`, its schema and description those of its type's row (src/path/param-types.ts; a regex
 * label is a string with the anchored pattern). An `ext` parameter is two:
 *
 * | versa | OpenAPI path | parameter schemas |
 * |---|---|---|
 * | `<f:ext>` | `{f}.{ext}` | `f`: `string`, `minLength: 1`; `ext`: `string`, `pattern: ^[A-Za-z0-9]+$` |
 * | `<f:ext=jpg\|tar.gz>` | `{f}.{ext}` | `ext`: `string`, `enum: ["jpg", "tar.gz"]` |
 *
 * Every path parameter carries `x-versa-type`, its label as written (`int`, `ext=jpg|png`, ...).
 * Static text is percent-encoded as `api.url` sends it (`/a?b` is `/a%3Fb`), except a segment
 * holding `%`: tools decode path keys more than once (openapi-typescript throws on `%25`), so
 * that segment is a path parameter `{static-N}` (N its position) whose one value is the text.
 */
import { paramKind } from "../path/param-types.js";
import type { Segment } from "../path/parse.js";
import type { JsonSchema, ParameterObject } from "./types.js";

const param = (name: string, label: string, schema: JsonSchema, description?: string): ParameterObject => ({
  name,
  in: "path",
  required: true,
  schema,
  ...(description === undefined ? {} : { description }),
  "x-versa-type": label,
});

/** A UTF-16 surrogate without its pair (no URL can carry one). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A static segment as a client sends it, encoded as `api.url` encodes it (`encodeURIComponent`):
 * `{`/`}` cannot read as a template, `%`, `?`, `#`, spaces and non-ASCII text are percent-encoded.
 */
const staticText = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD"));

/** A converted template: its OpenAPI path, its path parameters in order, and its shape. */
export interface ConvertedPath {
  /** `/v1/users/{id}` */
  readonly path: string;
  /** one per `{name}`, in order */
  readonly params: readonly ParameterObject[];
  /** the path with names left out (`/v1/users/{}`): OpenAPI treats equal shapes as one path */
  readonly shape: string;
}

/**
 * Converts a route's parsed segments.
 *
 * @example
 * ```ts
 * convertPath(parse("/files/<f:ext=jpg|png>").segments).path; // "/files/{f}.{ext}"
 * ```
 */
export function convertPath(segments: readonly Segment[]): ConvertedPath {
  const params: ParameterObject[] = [];
  const parts = segments.map((s, i) => {
    if (s.kind === "static" && s.text.includes("%")) {
      const name = `static-${i + 1}`;
      params.push({ ...param(name, "static", { type: "string", enum: [s.text] }, `Always \`${s.text}\`: fixed text, sent as a parameter since a path key cannot hold a \`%\` for every tool.`), "x-versa-static": s.text });
      return `{${name}}`;
    }
    if (s.kind === "static") return staticText(s.text);
    const kind = paramKind(s.type);
    params.push(param(s.name, s.label, kind.schema(s.pattern), kind.description));
    if (s.type !== "ext") return `{${s.name}}`;
    const list = s.label.startsWith("ext=") ? s.label.slice(4).split("|") : undefined;
    params.push(param("ext", s.label, list ? { type: "string", enum: list } : { type: "string", pattern: "^[A-Za-z0-9]+$" }));
    return `{${s.name}}.{ext}`;
  });
  const path = `/${parts.join("/")}`;
  return { path, params, shape: path.replace(/\{[^}]*\}/g, "{}") };
}

/**
 * A converted path without its trailing `/` when the route is not strict: such a route answers
 * both forms, and tools flag a path key ending in `/`.
 *
 * @example
 * ```ts
 * withoutTrailingSlash(convertPath(parse("/users/").segments), false).path; // "/users"
 * ```
 */
export function withoutTrailingSlash(converted: ConvertedPath, strict: boolean): ConvertedPath {
  if (strict || converted.path.length < 2 || !converted.path.endsWith("/")) return converted;
  return { ...converted, path: converted.path.slice(0, -1), shape: converted.shape.slice(0, -1) };
}

/**
 * Renames a converted path's parameters (in order) to `names`, keeping the original in
 * `x-versa-name`: two routes of one shape must use the same names in one OpenAPI document.
 *
 * @example
 * ```ts
 * renamePath(convertPath(parse("/u/<name:alpha>").segments), ["id"]).path; // "/u/{id}"
 * ```
 */
export function renamePath(converted: ConvertedPath, names: readonly string[]): ConvertedPath {
  let i = 0;
  const path = converted.path.replace(/\{[^}]*\}/g, () => `{${names[i++] ?? ""}}`);
  const params = converted.params.map((p, j) => {
    const name = names[j] ?? p.name;
    return name === p.name ? p : { ...p, name, "x-versa-name": p.name };
  });
  return { path, params, shape: converted.shape };
}
