/** Bodies at the edge over real sockets: the limit holds for chunked bodies, stalled and aborted clients let go. */
import { connect } from "node:net";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { app } from "versa";
import { serve } from "versa/node";

const api = app({ bodyLimit: 1000 }).post("/echo", { schema: { body: z.object({ text: z.string() }) } }, ({ body }) => body);

/** Opens a socket, writes `head`, then what `then` writes; resolves with what came back. */
function exchange(port: number, head: string, then: (write: (s: string) => boolean, end: () => void) => void) {
  return new Promise<string>((ok, fail) => {
    const socket = connect(port, "127.0.0.1");
    let got = "";
    socket.setEncoding("utf8");
    socket.on("data", (c: string) => (got += c));
    socket.on("close", () => ok(got));
    socket.on("error", (e: NodeJS.ErrnoException) => (e.code === "ECONNRESET" || e.code === "EPIPE" ? ok(got) : fail(e)));
    socket.write(head);
    then(
      (s) => socket.writable && socket.write(s),
      () => socket.destroy(),
    );
  });
}

const chunk = (s: string) => `${s.length.toString(16)}\r\n${s}\r\n`;

describe("body limits over HTTP", () => {
  test("a chunked body past the limit is a 413 before the client has finished sending", async () => {
    const s = await serve(api, { port: 0 });
    try {
      let sent = 0;
      const answer = await exchange(
        s.port,
        "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
        (write) => {
          // 64 KiB in 1 KiB chunks, slowly: the answer must not wait for all of it
          const timer = setInterval(() => {
            if (sent >= 64 || !write(chunk("x".repeat(1024)))) return clearInterval(timer);
            sent++;
          }, 5);
        },
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(sent).toBeLessThan(64);
    } finally {
      await s.close();
    }
  });
  test("a chunked body within the limit is read whole", async () => {
    const s = await serve(api, { port: 0 });
    try {
      const json = JSON.stringify({ text: "hi" });
      const answer = await exchange(
        s.port,
        "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
        (write) => write(chunk(json.slice(0, 5)) + chunk(json.slice(5)) + "0\r\n\r\n"),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toContain('{"text":"hi"}');
    } finally {
      await s.close();
    }
  });
  test("a client that stalls mid-body is answered 408 and let go", async () => {
    const s = await serve(api, { port: 0, requestTimeout: 300 });
    try {
      const started = Date.now();
      const answer = await exchange(s.port, "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"text\":", () => {});
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await s.close();
    }
  });
  test("a client that goes away mid-body holds nothing: close() returns at once", async () => {
    const s = await serve(api, { port: 0 });
    await exchange(s.port, "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"te", (_, end) => setTimeout(end, 50));
    const started = Date.now();
    await s.close();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("one Request per request", () => {
  test("a body schema, a headers schema and the handler share one Request and its body", async () => {
    let same = false;
    const seen = app().post(
      "/x",
      { schema: { body: z.object({ a: z.number() }), headers: z.object({ "x-k": z.string() }) } },
      ({ request, body, headers }) => {
        same = request.bodyUsed; // the schema read this Request's body, not another's
        return { a: body.a, k: headers["x-k"] };
      },
    );
    const s = await serve(seen, { port: 0 });
    try {
      const r = await fetch(`${s.url}/x`, { method: "POST", body: JSON.stringify({ a: 1 }), headers: { "content-type": "application/json", "x-k": "v" } });
      expect(await r.json()).toEqual({ a: 1, k: "v" });
      expect(same).toBe(true);
    } finally {
      await s.close();
    }
  });
});
