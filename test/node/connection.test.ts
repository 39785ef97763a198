/**
 * What `serve()` keeps per connection (src/node/connection.ts): every stream a handler returned is
 * cancelled when its connection dies, queued pipelined answers included; pipelined requests are
 * bounded per connection, so a flood costs bounded work and other clients are answered during and
 * right after it. Raw sockets on 127.0.0.1.
 */
import { describe, expect, test, vi } from "vitest";
import { app } from "versa";
import { serve } from "versa/node";
import { get, hold, raw, statuses } from "../fuzz/raw.js";

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const CHUNK = new Uint8Array(16 * 1024);

/** An app whose `/stream` answers an endless stream, counting streams started and cancelled. */
function streaming() {
  const count = { started: 0, cancelled: 0 };
  const api = app()
    .get("/health", () => "ok")
    .get("/stream", () => {
      count.started++;
      return new Response(new ReadableStream({ pull: (c) => sleep(2).then(() => c.enqueue(CHUNK)), cancel: () => void count.cancelled++ }));
    });
  return { api, count };
}

const pipelined = (path: string, n: number) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(n);

/** Milliseconds until another client's `/health` is answered (a bounded wait: 5 s at most). */
async function healthMs(port: number): Promise<number> {
  const a = await raw(port, get("/health"), 5000);
  expect(a.status).toBe(200);
  return a.ms;
}

describe("a dead connection stops every answer it was for", () => {
  test("one connection pipelines 30 streamed answers and leaves: all 30 streams are cancelled, and close() is quick", async () => {
    const { api, count } = streaming();
    const s = await serve(api, { port: 0 });
    const h = hold(s.port, pipelined("/stream", 30), false);
    await vi.waitFor(() => expect(count.started).toBe(30), { timeout: 3000 });
    h.socket.destroy();
    await vi.waitFor(() => expect(count.cancelled).toBe(30), { timeout: 3000 });
    const t0 = performance.now();
    await s.close({ timeout: 5000 });
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  test("a stream returned after the client left is cancelled at once, never written", async () => {
    let cancelled = 0;
    let answer!: () => void;
    const late = new Promise<void>((ok) => (answer = ok));
    const api = app().get("/late", async () => {
      await late;
      return new Response(new ReadableStream({ pull: (c) => c.enqueue(CHUNK), cancel: () => void cancelled++ }));
    });
    const s = await serve(api, { port: 0 });
    try {
      const h = hold(s.port, pipelined("/late", 3));
      await sleep(50);
      h.socket.destroy();
      await sleep(50);
      answer();
      await vi.waitFor(() => expect(cancelled).toBe(3), { timeout: 3000 });
    } finally {
      await s.close();
    }
  });
});

describe("pipelining is bounded per connection", () => {
  test("past pipelineLimit: a 503 with Connection: close, and no handler for the rest", async () => {
    let seen = 0;
    const s = await serve(app().get("/x", async () => (seen++, await sleep(20), "x")), { port: 0, pipelineLimit: 4 });
    try {
      const a = await raw(s.port, pipelined("/x", 10), 3000);
      expect(statuses(a.text)).toEqual([200, 200, 200, 200, 503]);
      expect(a.text.split("HTTP/1.1 503")[1]?.toLowerCase()).toContain("connection: close");
      expect(seen).toBe(4);
      expect(a.closed).toBe(true);
    } finally {
      await s.close();
    }
  });

  test("a flood of pipelined streamed requests from clients that never read: handlers bounded per connection, others answered during and after", async () => {
    const { api, count } = streaming();
    const s = await serve(api, { port: 0 });
    const CONNECTIONS = 6;
    try {
      const flood = Array.from({ length: CONNECTIONS }, () => hold(s.port, pipelined("/stream", 3000), false));
      await sleep(300);
      const during = await healthMs(s.port);
      // the default limit, 32 answers in flight per connection
      expect(count.started).toBeLessThanOrEqual(CONNECTIONS * 32);
      // past 1,024 requests sent after its 503, a client is disconnected: reading again, each
      // flooder sees its connection end (a bounded wait: the streams themselves never end)
      for (const h of flood) h.socket.resume();
      const ended = await Promise.race([Promise.all(flood.map((h) => h.closed)).then(() => true), sleep(3000).then(() => false)]);
      expect(ended).toBe(true);
      for (const h of flood) h.socket.destroy();
      await vi.waitFor(() => expect(count.cancelled).toBe(count.started), { timeout: 3000 });
      const after = await healthMs(s.port);
      // (a starved server would not answer at all within healthMs's 5 s; on 2 shared cores under
      // load, parsing the flood's 18,000 requests alone has delayed an answer by 2.2 s)
      expect([during, after].every((ms) => ms < 3000), `health took ${during} ms during, ${after} ms after`).toBe(true);
    } finally {
      await s.close({ timeout: 1000 });
    }
  });
});
