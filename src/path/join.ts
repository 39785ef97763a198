/**
 * Joining prefixes and paths: exactly one `/` between parts, empty parts vanish.
 * A path is kept relative to its container in a normal form: `""` (nothing), `"/"`, or `/a/b[/]`.
 * `Join<Prefix, Path>` puts a prefix in front; it is associative, so each level of a tree adds its
 * own prefix once.
 */

/**
 * Doubled slashes collapsed.
 *
 * @example
 * ```ts
 * type T = Collapse<"//a///b">; // "/a/b"
 * ```
 */
export type Collapse<S extends string> = S extends `${infer A}//${infer B}` ? Collapse<`${A}/${B}`> : S;
export const collapse = <S extends string>(s: S): Collapse<S> => s.replace(/\/{2,}/g, "/") as Collapse<S>;

/**
 * A route path in normal form: collapsed, with one leading `/` unless empty.
 *
 * @example
 * ```ts
 * type T = Rel<"users/">; // "/users/"
 * ```
 */
export type Rel<S extends string> = S extends "" ? "" : Collapse<S extends `/${string}` ? S : `/${S}`>;
export const rel = <S extends string>(s: S): Rel<S> => (s === "" ? "" : collapse(s.startsWith("/") ? s : `/${s}`)) as Rel<S>;

/** A prefix in normal form: like {@link Rel} without a trailing `/` (so `"/"` is `""`). */
type Prefix<S extends string> = Rel<S> extends `${infer A}/` ? A : Rel<S>;

/**
 * A prefix joined in front of a path already in normal form.
 *
 * @example
 * ```ts
 * type T = Join<"/g/", "/users/<id:int>">; // "/g/users/<id:int>"
 * join("/g/", "/users/<id:int>");           // "/g/users/<id:int>"
 * ```
 */
export type Join<Pre extends string, Path extends string> = `${Prefix<Pre>}${Path}`;
export const join = <Pre extends string, Path extends string>(pre: Pre, path: Path): Join<Pre, Path> => {
  const p = rel(pre) as string;
  return `${p.endsWith("/") ? p.slice(0, -1) : p}${path}` as Join<Pre, Path>;
};
