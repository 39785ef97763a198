/**
 * Log lines that quote request data (src/server/log.ts): control characters are escaped, so a
 * client cannot write a log line of its own through a value a handler's error quotes.
 */
import { format } from "node:util";
import { afterEach, describe, expect, test, vi } from "vitest";
import { app } from "versa";
import { serve } from "versa/node";
import { escapeControls, loggable } from "../../src/server/log.js";
import { get, raw } from "../fuzz/raw.js";

afterEach(() => vi.restoreAllMocks());

/** The lines `console` would print for each call of a spy (node formats its arguments so). */
const printed = (spy: { mock: { calls: unknown[][] } }): string[] => spy.mock.calls.flatMap((args) => format(...args).split(/\r\n|\r|\n|\u2028|\u2029/u));
const forged = (lines: string[]) => lines.filter((l) => l.startsWith("INFO forged"));

describe("logged errors escape control characters", () => {
  test("a handler's error quoting a query value with CRLF: one log entry, the CRLF escaped", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app().get("/t", ({ query }) => {
      throw new Error(`unknown tenant ${String((query as URLSearchParams).get("t"))}`);
    });
    const r = await api.fetch(new Request("http://x/t?t=a%0D%0AINFO%20forged%20line"));
    expect(r.status).toBe(500);
    const lines = printed(error);
    expect(forged(lines)).toEqual([]);
    expect(lines.join("\n")).toContain("unknown tenant a\\r\\nINFO forged line");
    expect(error.mock.calls[0]?.[1]).toBeInstanceOf(Error); // still an error, with its stack
  });

  test("through serve(): a decoded path value, a thrown string, an error's cause", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app()
      .get("/p/<name>", ({ params }) => {
        throw new Error(`no user ${params.name}`);
      })
      .get("/s/<name>", ({ params }) => {
        throw `no user ${params.name}`;
      })
      .get("/c/<name>", ({ params }) => {
        throw new Error("lookup failed", { cause: new Error(`no user ${params.name}`) });
      });
    const s = await serve(api, { port: 0 });
    try {
      for (const p of ["/p/", "/s/", "/c/"]) expect((await raw(s.port, get(`${p}a%0AINFO%20forged%E2%80%A8b`))).status).toBe(500);
    } finally {
      await s.close();
    }
    expect(error).toHaveBeenCalledTimes(3);
    expect(forged(printed(error))).toEqual([]);
  });

  test("onError returning a string that quotes the request: the warning is escaped", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = app({ onError: (_, { request }) => decodeURIComponent(new URL(request.url).search) }).get("/w", () => {
      throw new Error("x");
    });
    await api.fetch(new Request("http://x/w?%0D%0AINFO%20forged"));
    expect(forged(printed(warn))).toEqual([]);
  });

  test("escapeControls and loggable", () => {
    expect(escapeControls("a\r\n\tb\u001b[31m\u0085\u2028")).toBe("a\\r\\n\\tb\\u001b[31m\\u0085\\u2028");
    const plain = new Error("fine");
    expect(loggable(plain)).toBe(plain);
    const bad = new TypeError("x\ny");
    const copy = loggable(bad) as TypeError;
    expect([copy instanceof TypeError, copy.message, copy.stack?.split("\n")[0]]).toEqual([true, "x\\ny", "TypeError: x\\ny"]);
    expect(copy.stack?.split("\n").slice(1)).toEqual(bad.stack?.split("\n").slice(2));
    expect(loggable({ a: "b\nc" })).toEqual({ a: "b\nc" }); // console quotes strings inside objects
  });
});

describe("a thrown value that cannot be logged still gets its request a 500", () => {
  const evil = new Proxy({}, { get: () => { throw new Error("trap get"); }, getPrototypeOf: () => { throw new Error("trap proto"); }, ownKeys: () => { throw new Error("trap keys"); } });
  const badMessage = Object.defineProperty(new Error("x"), "message", { get: () => { throw new Error("message getter"); } });
  const badStack = Object.defineProperty(new Error("y"), "stack", { get: () => { throw new Error("stack getter"); } });
  const api = app()
    .get("/proxy", () => { throw evil; })
    .get("/message", () => { throw badMessage; })
    .get("/stack", () => Promise.reject(badStack))
    .get("/rejected", () => Promise.reject(evil));
  const paths = ["/proxy", "/message", "/stack", "/rejected"];

  test("each is answered 500 and logged with its route, the value named as unloggable", async () => {
    // (formats its arguments as console.error does, so a getter that throws there throws here)
    const error = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void format(...args));
    for (const path of paths) {
      const r = await api.fetch(new Request(`http://x${path}`));
      expect([path, r.status, await r.text()]).toEqual([path, 500, "Internal Server Error"]);
      expect(error).toHaveBeenLastCalledWith(expect.stringContaining(`GET '${path}' failed`), expect.stringContaining("could not be logged"));
    }
  });

  test("an onError that throws such a value; a console.error that throws", async () => {
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void format(...args));
    const withOnError = app({ onError: () => { throw badMessage; } }).get("/x", () => { throw evil; });
    expect((await withOnError.fetch(new Request("http://x/x"))).status).toBe(500);
    vi.spyOn(console, "error").mockImplementation(() => {
      throw new Error("console is broken");
    });
    for (const path of paths) expect((await api.fetch(new Request(`http://x${path}`))).status).toBe(500);
  });
});
