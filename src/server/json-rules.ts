/**
 * What a JSON body must be beyond its size: nested no deeper than a limit (JSON.parse of half a
 * million `[` under 1 MiB holds the event loop for most of a second, and a schema walking it may
 * overflow the stack), and free of the keys that change an object's prototype once a handler
 * merges the body into another object (`__proto__`, `constructor.prototype`).
 */

/** What becomes of a `__proto__` key, or a `constructor` key whose object has a `prototype` key:
 * the body is refused (400), the key is removed, or kept as JSON.parse made it (an own key). */
export type ProtoKeys = "refuse" | "remove" | "keep";

/** How a JSON body is checked once it is within the size limit. */
export interface JsonRules {
  /** the deepest nesting of arrays and objects taken */
  readonly depth: number;
  readonly protoKeys: ProtoKeys;
}

/** Default nesting limit: far above what an API body needs, far below what costs time. */
export const DEFAULT_JSON_DEPTH = 64;
export const DEFAULT_JSON_RULES: JsonRules = { depth: DEFAULT_JSON_DEPTH, protoKeys: "refuse" };

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * Whether JSON text (UTF-8 bytes) nests arrays and objects deeper than `limit`, brackets inside
 * strings not counted; one pass, stopping at the first level past the limit. Malformed text is
 * left to JSON.parse.
 *
 * @example
 * ```ts
 * nestsDeeper(new TextEncoder().encode('[[["a]]]"]]]'), 2); // true
 * ```
 */
export function nestsDeeper(bytes: Uint8Array, limit: number): boolean {
  // (each level takes a byte at least)
  if (bytes.length <= limit) return false;
  let depth = 0;
  for (let i = 0, n = bytes.length; i < n; i++) {
    const b = bytes[i]!;
    if (b === QUOTE) {
      // skip the string: an escaped char never ends it
      for (i++; i < n && bytes[i] !== QUOTE; i++) if (bytes[i] === BACKSLASH) i++;
    } else if (b === 91 || b === 123) {
      if (++depth > limit) return true;
    } else if (b === 93 || b === 125) depth--;
  }
  return false;
}

/** Whether parsed JSON may hold a prototype key: only then is it walked (a key may be written
 * with `\u` escapes, so those texts are walked too). */
const mayHoldProtoKeys = (text: string): boolean =>
  text.includes("__proto__") || (text.includes("constructor") && text.includes("prototype")) || text.includes("\\u");

/**
 * Applies `protoKeys` to a parsed body: false when it must be refused (it holds such a key and
 * the rule is `refuse`); under `remove` the keys are deleted in place.
 *
 * @example
 * ```ts
 * const body = JSON.parse('{"a":{"__proto__":{"admin":true}}}');
 * protoKeysAllowed(body, '...', "remove"); // true, and body is { a: {} }
 * ```
 */
export function protoKeysAllowed(value: unknown, text: string, rule: ProtoKeys): boolean {
  if (rule === "keep" || !isObject(value) || !mayHoldProtoKeys(text)) return true;
  return rule === "remove" ? (scrub(value, true), true) : !scrub(value, false);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Whether `root` holds a prototype key (deleting each when `remove`). An explicit stack, not
 * recursion: `jsonDepth` may be raised as far as `Number.MAX_SAFE_INTEGER`, past the call stack. */
function scrub(root: Record<string, unknown>, remove: boolean): boolean {
  let found = false;
  const stack = [root];
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    // (a parsed array holds indices only: read by index, a third of the time of `for...in`)
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) if (isObject(value[i])) stack.push(value[i] as Record<string, unknown>);
      continue;
    }
    if (Object.hasOwn(value, "__proto__")) {
      if (!remove) return true;
      delete value["__proto__"];
      found = true;
    }
    const ctor = Object.hasOwn(value, "constructor") ? value["constructor"] : undefined;
    if (isObject(ctor) && Object.hasOwn(ctor, "prototype")) {
      if (!remove) return true;
      delete value["constructor"];
      found = true;
    }
    for (const key in value) {
      const v = value[key];
      if (isObject(v)) stack.push(v);
    }
  }
  return found;
}
