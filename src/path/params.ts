/**
 * `ParamsOf` / `paramsOf`: the parameters a template declares, as the types promise them and as a
 * request path yields them.
 */
import { parse, takesRest, type Param, type Parse } from "./parse.js";
import { MALFORMED, splitPath } from "./segments.js";

/** What an unknown (non-literal) template may hold. */
export type AnyParams = Record<string, string | number | Date>;

/**
 * The parameters of a path template: `<id:int>` gives `id: number`, `<d:ymd>` gives `d: Date`,
 * `<f:ext=jpg|png>` gives `f: string; ext: "jpg" | "png"`. `never` for a malformed template.
 *
 * @example
 * ```ts
 * type T = ParamsOf<"/<tenant:str>/v1/users/<id:int>">; // { tenant: string; id: number }
 * ```
 */
export type ParamsOf<T extends string> = [T] extends [never]
  ? never
  : string extends T
    ? AnyParams
    : Parse<T> extends [infer Ps extends Param, string]
      ? { [E in Ps as E["name"]]: E["value"] }
      : never;

/** Empty params have no prototype, so a parameter named `__proto__` is an ordinary key. */
const emptyParams = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

/**
 * Matches a request path against one template and returns its parameters, typed as
 * {@link ParamsOf} promises, or `undefined` when the path does not match (or is malformed).
 *
 * @example
 * ```ts
 * paramsOf("/users/<id:int>", "/users/42"); // { id: 42 }
 * paramsOf("/users/<id:int>", "/users/x");  // undefined
 * ```
 */
export function paramsOf<T extends string>(template: T, path: string): ParamsOf<T> | undefined {
  const { segments } = parse(template);
  const parts = splitPath(path);
  if (parts === MALFORMED) return undefined;
  const params = emptyParams();
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg.kind === "param" && takesRest(seg)) {
      return i < parts.length && seg.read(parts.slice(i).join("/"), params) ? (params as ParamsOf<T>) : undefined;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (seg.kind === "static" ? seg.text !== part : !seg.read(part, params)) return undefined;
  }
  return parts.length === segments.length ? (params as ParamsOf<T>) : undefined;
}
