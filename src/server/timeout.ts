/** A route's answer, bounded in time: a handler that never settles must not hold its request. */
import { discard, type Outgoing } from "./respond.js";

/**
 * `pending`, or after `ms` milliseconds what `expire()` gives. An answer that comes later is
 * dropped, its streamed body cancelled (nobody will read it).
 *
 * @example
 * ```ts
 * await timed(new Promise(() => {}), 50, () => plain(503)); // the 503, after 50 ms
 * ```
 */
export function timed(pending: Promise<Outgoing>, ms: number, expire: () => Outgoing | Promise<Outgoing>): Promise<Outgoing> {
  return new Promise<Outgoing>((ok, fail) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      ok(expire());
    }, ms);
    // (node: a pending timer must not keep a process alive that has nothing else to do)
    (timer as { unref?: () => void }).unref?.();
    pending.then(
      (out) => {
        if (late) return discard(out);
        clearTimeout(timer);
        ok(out);
      },
      (error: unknown) => {
        if (late) return;
        clearTimeout(timer);
        fail(error);
      },
    );
  });
}

