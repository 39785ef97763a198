/**
 * What versa logs, made safe to log: an error's message may quote request data (a header, a
 * decoded path or query value), and a CR or LF printed raw there lets the client write a log line
 * of its own. Control characters in messages and strings are written as escapes (`\r`, `\n`,
 * `\x1b`, `\u2028`); everything else is logged as it was, an error still as an error.
 */

import { UNLOGGABLE } from "../core/messages.js";

/** C0 controls, DEL, C1 controls and the two Unicode line separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const CONTROLS = new RegExp(CONTROL.source, "gu");
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * `text` with each control character written as an escape.
 *
 * @example
 * ```ts
 * escapeControls("a\r\nINFO forged"); // "a\\r\\nINFO forged"
 * ```
 */
export const escapeControls = (text: string): string =>
  CONTROL.test(text) ? text.replace(CONTROLS, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`) : text;

/** How deep a cause chain is followed (a cycle of causes ends there too). */
const MAX_CAUSES = 8;

/**
 * A value to hand to `console.error`: a string with its controls escaped; an error whose message
 * (or a cause's) holds a control character as a copy of it (same prototype and own properties)
 * whose message and stack head are escaped; anything else as it is (`console` quotes the strings
 * inside objects with escapes already).
 *
 * @example
 * ```ts
 * console.error("GET '/x' failed:", loggable(new Error("bad tenant a\r\nINFO forged")));
 * ```
 */
export function loggable(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return escapeControls(value);
  if (!(value instanceof Error) || depth >= MAX_CAUSES || !needsCopy(value, depth)) return value;
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Error;
  Object.defineProperties(copy, Object.getOwnPropertyDescriptors(value));
  const head = headOf(value);
  const stack = typeof value.stack === "string" ? value.stack : head;
  // the frames after the head are V8's own lines; the head is where request data may sit (a stack
  // that does not start with it was rewritten, and is escaped whole)
  const frames = stack.startsWith(head) ? stack.slice(head.length) : "";
  const set = (key: string, v: unknown) => Object.defineProperty(copy, key, { value: v, writable: true, configurable: true, enumerable: false });
  set("message", escapeControls(value.message));
  set("stack", escapeControls(stack.slice(0, stack.length - frames.length)) + frames);
  if ("cause" in value) set("cause", loggable(value.cause, depth + 1));
  return copy;
}

/**
 * `console.error(head, ...values)`, each value {@link loggable}, that never throws: a failure is
 * answered whatever it threw. A value that cannot be read (a Proxy whose traps throw, an error
 * whose `message` getter throws) is logged as {@link UNLOGGABLE} after `head`; a `console.error`
 * that throws itself leaves nothing to log with.
 *
 * @example
 * ```ts
 * logError(routeFailed(route), error); // "GET '/x' failed ...", then the error, or UNLOGGABLE
 * ```
 */
export function logError(head: string, ...values: unknown[]): void {
  try {
    console.error(head, ...values.map((v) => loggable(v)));
  } catch {
    try {
      console.error(head, UNLOGGABLE);
    } catch {
      // (console.error itself throws: there is nowhere else to log)
    }
  }
}

/** The first line(s) of a V8 stack: `name: message`, or the name alone. */
const headOf = (e: Error): string => (e.message ? `${String(e.name)}: ${e.message}` : String(e.name));

/** Whether an error or one of its causes would print a control character raw. */
function needsCopy(error: Error, depth: number): boolean {
  for (let e: unknown = error, d = depth; d < MAX_CAUSES; e = e.cause, d++) {
    if (typeof e === "string") return CONTROL.test(e);
    if (!(e instanceof Error)) return false;
    const head = headOf(e);
    if (CONTROL.test(head) || (typeof e.stack === "string" && !e.stack.startsWith(head))) return true;
  }
  return false;
}
