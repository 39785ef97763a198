/** The methods a route can declare, as small integers for the per-node method slots. */
import type { Method } from "../core/route.js";

/** Slot order; also the order of `Allow` (GET, then HEAD right after it). */
export const METHODS: readonly Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
export const METHOD_COUNT = METHODS.length;
export const GET = 0;
export const HEAD = 1;

/**
 * The slot of a method, `-1` for any other (no route has it, so such a request gets 405 or 404).
 *
 * @example
 * ```ts
 * methodIndex("POST"); // 2
 * methodIndex("FOO");  // -1
 * ```
 */
export function methodIndex(method: string): number {
  switch (method) {
    case "GET": return 0;
    case "HEAD": return 1;
    case "POST": return 2;
    case "PUT": return 3;
    case "PATCH": return 4;
    case "DELETE": return 5;
    case "OPTIONS": return 6;
    default: return -1;
  }
}
