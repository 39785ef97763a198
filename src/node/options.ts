/**
 * What `serve()` checks before it creates a server: the app, the options (unknown keys refused,
 * as everywhere), and `close()`'s options; and a listen whose failure leaves nothing open.
 */
import type { Server as NodeServer } from "node:http";
import { VersaError, VersaTypeError } from "../core/errors.js";
import { cannotListen, portInUse, serveNotAnApp } from "../core/messages.js";
import { checkOptions, is } from "../core/options.js";
import { DISPATCH, type Dispatch } from "../server/fetch.js";

/** Milliseconds `close()` waits for requests in flight before it closes their connections. */
export const CLOSE_TIMEOUT = 10_000;
/** Answers one connection may have in flight (pipelined requests past it are refused). */
export const PIPELINE_LIMIT = 32;
/** Milliseconds a client has to take what was written for it. */
export const SEND_TIMEOUT = 30_000;

const RULES = {
  "serve()": is.object(
    {
      port: is.integer(0, 65535, "an integer from 0 to 65535 (0 = a free port)"),
      hostname: is.custom('a host name or an IP address, such as "127.0.0.1", "::1" or "0.0.0.0" (every interface)', (v) => typeof v === "string" && v.trim() !== ""),
      requestTimeout: is.integer(0, 2 ** 31 - 1, "an integer number of milliseconds, 0 for no limit"),
      pipelineLimit: is.integer(1, 2 ** 31 - 1, "an integer from 1 (no pipelining) up"),
      sendTimeout: is.integer(0, 2 ** 31 - 1, "an integer number of milliseconds, 0 for no limit"),
      keepAliveTimeout: is.integer(0, 2 ** 31 - 1, "an integer number of milliseconds an idle connection is kept, 0 for no limit"),
    },
    "an options object such as { port: 3000 }",
  ),
  "server.close()": is.object(
    { timeout: is.custom("a number of milliseconds >= 0 (Infinity waits for every request)", (v) => typeof v === "number" && v >= 0) },
    "an options object such as { timeout: 5000 }",
  ),
};

/** `options` checked against the rules of `where`, else a TypeError naming each bad value. */
export const checkServeOptions = <T>(where: keyof typeof RULES, options: unknown): T => checkOptions<T>(where, RULES[where], options);

/** The pipeline of an app, else a TypeError saying what was passed instead. */
export function dispatchOf(api: unknown): Dispatch {
  const d = typeof api === "object" && api !== null ? (api as { [DISPATCH]?: unknown })[DISPATCH] : undefined;
  if (typeof d !== "function") throw new VersaTypeError(serveNotAnApp(api));
  return d as Dispatch;
}

/** Listens; on failure the server is closed (nothing is left open) and the error names the cause. */
export function listen(server: NodeServer, port: number, hostname: string): Promise<void> {
  return new Promise<void>((ok, fail) => {
    server.once("error", (e: NodeJS.ErrnoException) => {
      server.close(() => {});
      const code = e.code ?? "";
      if (code === "EADDRINUSE") fail(new VersaError(portInUse(port, hostname), { code: "CANNOT_LISTEN", cause: e }));
      else if (["ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EADDRNOTAVAIL", "EACCES"].includes(code)) fail(new VersaError(cannotListen(hostname, port, code), { code: "CANNOT_LISTEN", cause: e }));
      else fail(e);
    });
    try {
      // (the listener above is for the listen only: a later error is the server's own)
      server.listen(port, hostname, () => {
        server.removeAllListeners("error");
        ok();
      });
    } catch (e) {
      server.close(() => {});
      fail(e);
    }
  });
}
