/**
 * Slow readers (src/node/io.ts, `sendTimeout`): a client that stops taking what was written for it
 * is disconnected after `sendTimeout`, its streams cancelled, so paused clients hold no memory for
 * long; a client that keeps reading gets the whole answer; other clients are answered meanwhile.
 */
import { describe, expect, test, vi } from "vitest";
import { app } from "versa";
import { serve } from "versa/node";
import { get, hold, raw } from "../fuzz/raw.js";

const BIG = "x".repeat(5 * 1024 * 1024);

describe("sendTimeout", () => {
  test("20 paused clients of a 5 MB answer are disconnected after the timeout; another client is answered meanwhile", async () => {
    const s = await serve(app().get("/big", () => BIG).get("/health", () => "ok"), { port: 0, sendTimeout: 300 });
    try {
      const paused = Array.from({ length: 20 }, () => hold(s.port, get("/big"), false));
      const health = await raw(s.port, get("/health"));
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(1500);
      await new Promise((ok) => setTimeout(ok, 800));
      // (a paused socket does not see its peer close: read what the kernel kept, then the end)
      for (const p of paused) p.socket.resume();
      await Promise.all(paused.map((p) => p.closed));
      // each got what the socket buffers held when the server gave up, never the whole answer
      for (const p of paused) expect(p.text().length).toBeLessThan(BIG.length);
    } finally {
      await s.close();
    }
  });

  test("a paused client of an endless stream: disconnected, the stream cancelled", async () => {
    let cancelled = false;
    const chunk = new Uint8Array(64 * 1024);
    const api = app().get("/events", () => new Response(new ReadableStream({ pull: (c) => c.enqueue(chunk), cancel: () => void (cancelled = true) })));
    const s = await serve(api, { port: 0, sendTimeout: 200 });
    try {
      const p = hold(s.port, get("/events"), false);
      await vi.waitFor(() => expect(cancelled).toBe(true), { timeout: 2000 });
      p.socket.destroy();
    } finally {
      await s.close();
    }
  });

  test("a client that keeps reading gets the whole answer, however long it takes in all", async () => {
    const chunk = new Uint8Array(64 * 1024);
    let n = 0;
    const api = app().get("/many", () => new Response(new ReadableStream({ pull: (c) => (n++ < 64 ? c.enqueue(chunk) : c.close()) })));
    const s = await serve(api, { port: 0, sendTimeout: 150 });
    try {
      const p = hold(s.port, get("/many"));
      // reads in bursts, 100 ms apart (each burst within the timeout), for about a second in all
      const timer = setInterval(() => (p.socket.isPaused() ? p.socket.resume() : p.socket.pause()), 50);
      await p.closed;
      clearInterval(timer);
      expect(p.text().length).toBeGreaterThan(64 * 64 * 1024);
      expect(p.text().endsWith("0\r\n\r\n")).toBe(true);
    } finally {
      await s.close();
    }
  });

  test("the option is checked", async () => {
    await expect(serve(app(), { port: 0, sendTimeout: -1 })).rejects.toThrow("sendTimeout: expected an integer number of milliseconds, 0 for no limit, got -1");
    await expect(serve(app(), { port: 0, pipelineLimit: 0 })).rejects.toThrow("pipelineLimit: expected an integer from 1 (no pipelining) up, got 0");
  });
});

describe("a body that fails midway", () => {
  test("drops the connection even when what it failed with cannot be logged (a Proxy whose traps throw)", async () => {
    const unreadable = new Proxy({}, { get: () => { throw new Error("trap"); }, getPrototypeOf: () => { throw new Error("trap"); } });
    let sent = false;
    const pull = (c: ReadableStreamDefaultController<Uint8Array>): void => {
      if (sent) return c.error(unreadable);
      c.enqueue(new Uint8Array(8));
      sent = true;
    };
    const api = app().get("/bad", () => new Response(new ReadableStream({ pull })));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const s = await serve(api, { port: 0 });
    try {
      const p = hold(s.port, get("/bad"));
      await p.closed;
      // (the chunked answer never ends with its last chunk: the client can tell it is cut short)
      expect(p.text().endsWith("0\r\n\r\n")).toBe(false);
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
      await s.close();
    }
  }, 5000);
});
