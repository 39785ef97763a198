/**
 * What `serve()` checks before it creates a server: the app, the options (zod, unknown keys
 * refused, as the builders do), and `close()`'s options; and a listen whose failure leaves nothing open.
 */
import type { Server as NodeServer } from "node:http";
import { z } from "zod";
import { cannotListen, invalidOptions, kindOf, portInUse, serveNotAnApp } from "../core/messages.js";
import { DISPATCH, type Dispatch } from "../server/fetch.js";

/** Milliseconds `close()` waits for requests in flight before it closes their connections. */
export const CLOSE_TIMEOUT = 10_000;
/** Answers one connection may have in flight (pipelined requests past it are refused). */
export const PIPELINE_LIMIT = 32;
/** Milliseconds a client has to take what was written for it. */
export const SEND_TIMEOUT = 30_000;

const integer = (min: number, max: number, what: string) =>
  z.custom<number>((v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max, what);

const schemas = {
  "serve()": z.strictObject({
    port: integer(0, 65535, "expected an integer from 0 to 65535 (0 = a free port)").optional(),
    hostname: z.custom<string>((v) => typeof v === "string" && v.trim() !== "", 'expected a host name or an IP address, such as "127.0.0.1", "::1" or "0.0.0.0" (every interface)').optional(),
    requestTimeout: integer(0, 2 ** 31 - 1, "expected an integer number of milliseconds, 0 for no limit").optional(),
    pipelineLimit: integer(1, 2 ** 31 - 1, "expected an integer from 1 (no pipelining) up").optional(),
    sendTimeout: integer(0, 2 ** 31 - 1, "expected an integer number of milliseconds, 0 for no limit").optional(),
  }),
  "server.close()": z.strictObject({
    timeout: z.custom<number>((v) => typeof v === "number" && v >= 0, "expected a number of milliseconds >= 0 (Infinity waits for every request)").optional(),
  }),
} as const;

type Checked<K extends keyof typeof schemas> = z.infer<(typeof schemas)[K]>;

/** `options` checked against the schema of `where`, else a TypeError naming each bad value. */
export function checkOptions<K extends keyof typeof schemas>(where: K, options: unknown): Checked<K> {
  if (options === undefined) return {} as Checked<K>;
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    const like = where === "serve()" ? "{ port: 3000 }" : "{ timeout: 5000 }";
    throw new TypeError(invalidOptions(where, `expected an options object such as ${like}, got ${kindOf(options)}`));
  }
  const parsed = schemas[where].safeParse(options);
  if (parsed.success) return parsed.data as Checked<K>;
  const keys = Object.keys(schemas[where].shape);
  const detail = parsed.error.issues
    .flatMap((i) =>
      i.code === "unrecognized_keys"
        ? i.keys.map((k) => `${k}: unknown option (accepted: ${keys.join(", ")})`)
        : [`${i.path.join(".")}: ${i.message}, got ${kindOf((options as Record<string, unknown>)[String(i.path[0])])}`],
    )
    .join("; ");
  throw new TypeError(invalidOptions(where, detail));
}

/** The pipeline of an app, else a TypeError saying what was passed instead. */
export function dispatchOf(api: unknown): Dispatch {
  const d = typeof api === "object" && api !== null ? (api as { [DISPATCH]?: unknown })[DISPATCH] : undefined;
  if (typeof d !== "function") throw new TypeError(serveNotAnApp(api));
  return d as Dispatch;
}

/** Listens; on failure the server is closed (nothing is left open) and the error names the cause. */
export function listen(server: NodeServer, port: number, hostname: string): Promise<void> {
  return new Promise<void>((ok, fail) => {
    server.once("error", (e: NodeJS.ErrnoException) => {
      server.close(() => {});
      const code = e.code ?? "";
      if (code === "EADDRINUSE") fail(new Error(portInUse(port, hostname), { cause: e }));
      else if (["ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EADDRNOTAVAIL", "EACCES"].includes(code)) fail(new Error(cannotListen(hostname, port, code), { cause: e }));
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
