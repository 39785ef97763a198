/**
 * How a handler's `Response` is framed on the wire (src/node/framing.ts): its hop-by-hop headers
 * are dropped, a `Content-Length` is held to (a body of another length drops the connection, so a
 * pipelined client never reads the rest as its next answer), and a `fetch()` answer whose body was
 * decoded loses the `Content-Encoding` and length of the encoded one.
 */
import { createServer, type Server as NodeServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, test, vi } from "vitest";
import { app } from "versa";
import { serve } from "versa/node";
import { bodyOf, get, raw } from "../fuzz/raw.js";

afterEach(() => vi.restoreAllMocks());

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
/** A stream of `chunks`, then its end. */
const streamOf = (...chunks: string[]): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(c) {
      for (const one of chunks) c.enqueue(bytes(one));
      c.close();
    },
  });
/** `first` on a kept-alive connection, then `GET /x` pipelined behind it (which closes it). */
const pipelined = (first: string): string => `GET ${first} HTTP/1.1\r\nHost: a\r\n\r\n${get("/x").toString("latin1")}`;
const answers = (text: string): number => text.match(/^HTTP\/1\.1 \d{3}/gmu)?.length ?? 0;
/** The answers in `text`, each from its status line. */
const split = (text: string): string[] => text.split(/(?=HTTP\/1\.1 \d{3} )/u);

describe("Content-Length", () => {
  test("a body longer than its Content-Length drops the connection before the excess: no forged answer reaches a pipelining client, logged once", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const forged = "HELLOHTTP/1.1 200 OK\r\ncontent-length: 6\r\n\r\nforged";
    const api = app()
      .get("/long", () => new Response(streamOf(forged), { headers: { "content-length": "5" } }))
      .get("/x", () => "real");
    const s = await serve(api, { port: 0 });
    try {
      const out = await raw(s.port, pipelined("/long"), 2000);
      expect(out.closed).toBe(true);
      expect(out.text).not.toContain("forged");
      expect(out.text).not.toContain("real");
      // (the headers may not have left before the connection was dropped: then nothing is sent)
      expect(answers(out.text)).toBeLessThanOrEqual(1);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[1]).toMatchObject({ code: "CONTENT_LENGTH_MISMATCH", message: expect.stringContaining("GET '/long'") });
    } finally {
      await s.close();
    }
  });

  test("a body that reaches its Content-Length and goes on is cut before the last bytes (the client never holds a whole-looking body)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app()
      .get("/more", () => new Response(streamOf("hel", "lo", "!"), { headers: { "content-length": "5" } }))
      .get("/x", () => "real");
    const s = await serve(api, { port: 0 });
    try {
      const out = await raw(s.port, pipelined("/more"), 2000);
      expect(out.closed).toBe(true);
      expect(bodyOf(out.text)).not.toBe("hello");
      expect(out.text).not.toContain("real");
    } finally {
      await s.close();
    }
  });

  test("a body shorter than its Content-Length drops the connection at its end, at once (the client does not wait for the rest)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app().get("/n", () => new Response(streamOf("hi"), { headers: { "content-length": "10" } }));
    const s = await serve(api, { port: 0 });
    try {
      const out = await raw(s.port, `GET /n HTTP/1.1\r\nHost: a\r\n\r\n`, 3000);
      expect(out.closed).toBe(true);
      expect(out.ms).toBeLessThan(1500);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[1])).toContain("10");
    } finally {
      await s.close();
    }
  });

  test("a body of its Content-Length, in several chunks, is sent as declared and keeps the connection", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app()
      .get("/ok", () => new Response(streamOf("hel", "", "lo"), { headers: { "content-length": "5" } }))
      .get("/x", () => "real");
    const s = await serve(api, { port: 0 });
    try {
      const out = await raw(s.port, pipelined("/ok"), 2000);
      const [first = "", second = ""] = split(out.text);
      expect(first).toMatch(/content-length: 5\r\n/iu);
      expect(first).not.toMatch(/transfer-encoding/iu);
      expect(first.endsWith("\r\n\r\nhello")).toBe(true);
      expect(bodyOf(second)).toBe("real");
      expect(log).not.toHaveBeenCalled();
    } finally {
      await s.close();
    }
  });

  test("a HEAD answer keeps the Content-Length of the GET it stands for", async () => {
    const api = app().get("/h", () => new Response(streamOf("hello"), { headers: { "content-length": "5" } }));
    const s = await serve(api, { port: 0 });
    try {
      const out = await raw(s.port, get("/h", "HEAD"), 2000);
      expect(out.status).toBe(200);
      expect(out.text).toMatch(/content-length: 5\r\n/iu);
    } finally {
      await s.close();
    }
  });
});

describe("hop-by-hop headers", () => {
  test("Connection, Keep-Alive, Transfer-Encoding, TE, Upgrade, Proxy-Connection and the names Connection lists are dropped from a handler's Response", async () => {
    const headers = {
      connection: "keep-alive, x-hop",
      "keep-alive": "timeout=99",
      "transfer-encoding": "chunked",
      te: "trailers",
      upgrade: "h2c",
      "proxy-connection": "keep-alive",
      "x-hop": "1",
      "x-kept": "2",
    };
    const api = app()
      .get("/hop", () => new Response("body", { headers }))
      .get("/x", () => "real");
    const s = await serve(api, { port: 0 });
    try {
      const out = await raw(s.port, pipelined("/hop"), 2000);
      const head = out.text.slice(0, out.text.indexOf("\r\n\r\n")).toLowerCase();
      for (const name of ["te", "upgrade", "proxy-connection", "x-hop"]) expect(head).not.toMatch(new RegExp(`^${name}:`, "mu"));
      // (node writes its own Connection and Keep-Alive, once each, for the connection it keeps)
      expect(head).not.toContain("timeout=99");
      expect(head.match(/^(connection|keep-alive):/gmu)).toEqual(["connection:", "keep-alive:"]);
      expect(head).toContain("x-kept: 2");
      expect(answers(out.text)).toBe(2);
      expect(bodyOf(split(out.text)[1] ?? "")).toBe("real");
    } finally {
      await s.close();
    }
  });
});

describe("a proxied fetch() answer", () => {
  let upstream: NodeServer | undefined;
  afterEach(() => void upstream?.close());

  test("from a gzip upstream: the decoded body goes without Content-Encoding or the encoded length, and the next pipelined answer is whole", async () => {
    const encoded = gzipSync("x".repeat(1000));
    upstream = createServer((_, res) => {
      res.writeHead(200, { "content-encoding": "gzip", "content-length": encoded.length, "content-type": "text/plain" });
      res.end(encoded);
    });
    await new Promise<void>((ok) => upstream?.listen(0, "127.0.0.1", ok));
    const port = (upstream.address() as AddressInfo).port;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = app()
      .get("/proxy", () => fetch(`http://127.0.0.1:${port}/`))
      .get("/x", () => "real");
    const s = await serve(api, { port: 0 });
    try {
      const out = await raw(s.port, pipelined("/proxy"), 3000);
      const [first = "", second = ""] = split(out.text);
      expect(first).not.toMatch(/content-encoding/iu);
      expect(first).not.toMatch(/content-length: 2\d\r\n/iu);
      expect(first.match(/^(connection|keep-alive):/gimu)).toEqual(["Connection:", "Keep-Alive:"]);
      expect(bodyOf(first)).toBe("x".repeat(1000));
      expect(answers(out.text)).toBe(2);
      expect(bodyOf(second)).toBe("real");
      expect(log).not.toHaveBeenCalled();
      // and through fetch() itself, as a browser or another service would read it
      const again = await fetch(`${s.url}/proxy`);
      expect(await again.text()).toBe("x".repeat(1000));
      // HEAD carries the headers GET does: no Content-Encoding or encoded length either
      const head = await raw(s.port, `HEAD /proxy HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`, 3000);
      expect(head.text).toMatch(/^HTTP\/1\.1 200 /u);
      expect(head.text).not.toMatch(/content-encoding/iu);
      expect(head.text).not.toMatch(/content-length/iu);
    } finally {
      await s.close();
    }
  });
});
