/**
 * `JSON.stringify` whose failures say where they are: a BigInt or a cycle deep in a value is named
 * by its path (`items[2].id`), found by walking the value again only once stringify has failed.
 * In core so that the client, which may not import the server, says it of a call's body as the
 * server says it of an answer.
 */
import { VersaTypeError } from "./errors.js";
import { BIGINT, BIGINT_FIX, JSON_VALUE_FIX, notJsonAt } from "./messages.js";

interface Found {
  readonly at: string;
  readonly what: string;
  readonly fix: string;
}

/**
 * `value` as JSON, `"null"` for `undefined`, and `undefined` where JSON writes nothing (a
 * function, a symbol, a `toJSON` that gives undefined). A BigInt or a cycle throws a
 * `VersaTypeError` (code `NOT_JSON`) that starts with `subject`.
 *
 * @example
 * ```ts
 * stringify({ id: 1n }, "json(): the body");
 * // TypeError: json(): the body holds a BigInt at "id", which JSON cannot write: convert it with String() or Number()
 * ```
 */
export function stringify(value: unknown, subject: string): string | undefined {
  let s: string | undefined;
  try {
    s = JSON.stringify(value);
  } catch (error) {
    let found: Found | undefined;
    try {
      found = find(value, "", "", [], []);
    } catch {
      // (a getter or toJSON that throws: the first error stands)
    }
    if (found) throw new VersaTypeError(notJsonAt(subject, found.at, found.what, found.fix), { code: "NOT_JSON", cause: error });
    throw error;
  }
  return s ?? (value === undefined ? "null" : undefined);
}

/**
 * `value` as JSON text for a body (a call's, or `json()`'s): as {@link stringify}, and a
 * `VersaTypeError` (`NOT_JSON`) where JSON writes nothing for it.
 *
 * @example
 * ```ts
 * jsonText(() => 1, "json(): the body"); // TypeError: json(): the body is a function, which JSON cannot write: ...
 * ```
 */
export function jsonText(value: unknown, subject: string): string {
  const s = stringify(value, subject);
  if (s === undefined) throw new VersaTypeError(notJsonAt(subject, "", whatOf(value), JSON_VALUE_FIX), { code: "NOT_JSON" });
  return s;
}

/**
 * What an answer's value is when JSON would write it as something else and lose it silently (a
 * `Blob` or a stream as `{}`, bytes as an object of indices, a `Map` or `Set` as `{}`), with what
 * to do; `undefined` for any other value. Only the value itself is looked at (a walk of every
 * answer would cost each request).
 *
 * @example
 * ```ts
 * opaque(new Blob(["x"])); // { what: "a Blob", fix: "answer with new Response(value) to send it as it is" }
 * ```
 */
export function opaque(value: unknown): { readonly what: string; readonly fix: string } | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) return undefined;
  if (value instanceof Map || value instanceof Set) return { what: `a ${value.constructor.name}`, fix: "convert it to an object or array (Object.fromEntries(map), [...set])" };
  const kind = sentAsIs(value);
  if (kind === undefined) return undefined;
  return { what: kind.bytes ? `bytes (${named(kind.name)})` : named(kind.name), fix: "answer with new Response(value) to send it as it is" };
}
/** A class name with its article ("a Uint8Array", "an Int8Array": a leading U reads "you"). */
const named = (name: string): string => `${/^[AEIO]/.test(name) ? "an" : "a"} ${name}`;

/** Bodies fetch and `new Response()` take as they are, by their tag (so that node-fetch's own
 * classes count too), besides bytes. */
const AS_IS: ReadonlySet<string> = new Set(["FormData", "URLSearchParams", "Blob", "File", "ReadableStream"]);

/**
 * What a body is that fetch and `new Response()` send as it is, not as JSON: bytes (an
 * `ArrayBuffer` or a view of one), a form, a `Blob` or a stream, named by its tag; `undefined`
 * for any other value. The client sends such a call's body as given; an answer of one is refused.
 *
 * @example
 * ```ts
 * sentAsIs(new Uint8Array(2)); // { name: "Uint8Array", bytes: true }
 * sentAsIs({ a: 1 });          // undefined
 * ```
 */
export function sentAsIs(value: unknown): { readonly name: string; readonly bytes: boolean } | undefined {
  const name = Object.prototype.toString.call(value).slice(8, -1);
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return { name, bytes: true };
  return AS_IS.has(name) ? { name, bytes: false } : undefined;
}

/** What JSON.stringify gave `undefined` for (`undefined` itself is written as `null`). */
export const whatOf = (value: unknown): string =>
  typeof value === "object" ? "an object whose toJSON() gives undefined" : `a ${typeof value}`;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const step = (path: string, key: string | number): string =>
  typeof key === "number" ? `${path}[${key}]` : IDENTIFIER.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

/** The first BigInt or cycle in `value`, walked the way JSON.stringify walks it (`toJSON` first). */
function find(value: unknown, key: string, path: string, seen: object[], paths: string[]): Found | undefined {
  let v = value;
  if (v !== null && (typeof v === "object" || typeof v === "bigint") && typeof (v as { toJSON?: unknown }).toJSON === "function") {
    v = (v as { toJSON: (k: string) => unknown }).toJSON(key);
  }
  if (typeof v === "bigint") return { at: path, what: BIGINT, fix: BIGINT_FIX };
  if (typeof v !== "object" || v === null) return undefined;
  const back = seen.indexOf(v);
  if (back >= 0) {
    const to = paths[back] ? `"${paths[back]}"` : "the top";
    return { at: path, what: `a cycle (a reference back to ${to})`, fix: "send a copy without the cycle" };
  }
  seen.push(v);
  paths.push(path);
  const o = v as Record<string, unknown>;
  const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
  for (const k of keys) {
    const r = find(o[k], String(k), step(path, k), seen, paths);
    if (r) return r;
  }
  seen.pop();
  paths.pop();
  return undefined;
}
