/**
 * Hostile input through `serve()`, over raw sockets on 127.0.0.1 (fetch would normalise the
 * target or refuse to send it): defined statuses, no crash, no hang, no request lost on close().
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serve, type Server } from "versa/node";
import { MAX_SEGMENTS, MAX_TARGET } from "../../src/server/fetch.js";
import { hostileApp, hostilePath } from "../fuzz/hostile.js";
import { bodyOf, get, raw } from "../fuzz/raw.js";
import { expected } from "../fuzz/reference.js";
import { RUNS, settings, TIMEOUT } from "../fuzz/values.js";

const api = hostileApp();
let server: Server;
beforeAll(async () => {
  server = await serve(api as never, { port: 0, hostname: "127.0.0.1" });
});
afterAll(() => server.close());

const ask = (target: string | Buffer, method = "GET") => raw(server.port, get(target, method));

/** Whether `request.url` (WHATWG URL parsing of origin + target) names another path than the
 * target's own: per-segment decoded, so only dot segments, `\` and a fragment count. Written apart
 * from serve.ts's check, as the oracle for it. */
const rewritten = (target: string): boolean => {
  if (target.includes("#")) return true;
  const path = target.split("?")[0] ?? "";
  const segments = (p: string) =>
    p.split("/").map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return segments(path).join("\0") !== segments(new URL(`http://h${path}`).pathname).join("\0");
};

describe("serve(): hostile request targets", () => {
  test("random hostile paths and raw bytes get a defined status, as the reference matcher says", { timeout: TIMEOUT }, async () => {
    const seen: Record<string, number> = {};
    let slowest = { ms: 0, path: "" };
    const target = fc.oneof(
      hostilePath,
      fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 12 }).map((b) => Buffer.from([47, ...b])),
    );
    await fc.assert(
      fc.asyncProperty(target, async (t) => {
        const a = await ask(t);
        const label = typeof t === "string" ? t : t.toString("latin1");
        if (a.ms > slowest.ms) slowest = { ms: a.ms, path: JSON.stringify(label.slice(0, 60)) };
        seen[String(a.status)] = (seen[String(a.status)] ?? 0) + 1;
        expect(a.closed, label).toBe(true);
        expect([200, 400, 404, 405, 414], label).toContain(a.status);
        if (typeof t === "string" && t.length <= MAX_TARGET && t.split("/").length - 1 <= MAX_SEGMENTS && !/[^\x21-\x7e]/u.test(t)) {
          expect(a.status, label).toBe(rewritten(t) ? 400 : expected(api.routes, "GET", t).status);
        }
      }),
      { ...settings, numRuns: RUNS * 5 },
    );
    if (process.env["FUZZ_REPORT"]) console.log("hostile serve", JSON.stringify({ cases: RUNS * 5, statuses: seen, slowest }));
  });

  test.each([
    ["NUL byte", "/u/a\u0000b", 400],
    ["control byte", "/u/a\u0001b", 400],
    ["DEL", "/u/a\u007fb", 400],
    ["tab", "/u/a\tb", 400],
    ["raw non-ASCII bytes", Buffer.from("/café/x"), 400],
    ["bad encoding", "/u/%C3%28", 400],
    ["a dot segment (request.url would name another path)", "/p/a/../b", 400],
    ["a '.' segment", "/p/./b", 400],
    ["an encoded dot segment", "/p/%2E%2e/b", 400],
    ["a half-encoded one, last", "/p/.%2e", 400],
    ["a backslash in the path", "/p/a\\b", 400],
    ["a fragment", "/u/a#x", 400],
    ["dots inside a segment", "/p/a..b/.c/c.", 200],
    ["an encoded backslash", "/p/a%5Cb", 200],
    ["dot segments in the query only", "/u/a?next=/../x", 200],
    ["absolute-form", "http://other.example/u/a", 200],
    ["asterisk-form", "*", 400],
    ["authority-like path", "//evil.example/x", 404],
  ] as const)("%s", async (_, target, code) => {
    expect((await ask(target)).status).toBe(code);
  });

  test("the oracle agrees with the table (a check of the test itself)", () => {
    expect(["/p/a/../b", "/p/./b", "/p/%2E%2e/b", "/p/.%2e", "/p/a\\b", "/u/a#x"].every(rewritten)).toBe(true);
    expect(["/p/a..b/.c/c.", "/p/a%5Cb", "/u/a?next=/../x", "//evil.example/x", '/u/a"b'].some(rewritten)).toBe(false);
  });

  test("request.url is the server's own origin plus the target, whatever the target looks like", async () => {
    for (const t of ["/where//evil.example/x", "http://evil.example/where/x"]) {
      const url = new URL(bodyOf((await ask(t)).text));
      expect([url.host, url.pathname]).toEqual([`127.0.0.1:${server.port}`, t.startsWith("/") ? t : "/where/x"]);
    }
  });

  test(`targets over ${MAX_TARGET} characters: 414; over the parser's 16 KiB head limit: 431`, async () => {
    expect((await ask(`/u/${"a".repeat(MAX_TARGET - 3)}`)).status).toBe(200);
    expect((await ask(`/u/${"a".repeat(MAX_TARGET)}`)).status).toBe(414);
    expect((await ask(`/u/${"a".repeat(64 * 1024)}`)).status).toBe(431);
    expect((await ask("/".repeat(MAX_SEGMENTS + 1))).status).toBe(414);
  });

  test("lower-case and unknown methods", async () => {
    expect((await ask("/u/a", "get")).status).toBe(400);
    expect((await ask("/u/a", "PROPFIND")).status).toBe(405);
    // (a method Node's parser does not know never reaches versa: Node answers 400)
    expect((await ask("/u/a", "FOO")).status).toBe(400);
  });
});

describe("serve(): aborted clients and failing bodies", () => {
  test("clients that leave mid-request or mid-wait change nothing for the next ones", async () => {
    await raw(server.port, "GET /u/a HTTP/1.1\r\nHo", 50); // head never finished
    await raw(server.port, "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n", 20); // gone before the answer
    await raw(server.port, "POST /u/a HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc", 20); // body cut short
    await new Promise((ok) => setTimeout(ok, 200));
    expect((await ask("/u/a")).status).toBe(200);
  });

  test("a response body that fails midway drops the connection: it never looks complete", async () => {
    const a = await ask("/broken");
    expect(a.status).toBe(200);
    expect(a.text).toContain("part");
    expect(a.text.endsWith("0\r\n\r\n")).toBe(false);
  });

  test("pipelined hostile requests on one connection are all answered, in order", async () => {
    const targets = ["/u/a", "/u/%FF", "/n/99999999999999999999", "/u/b"];
    const data = targets.map((t) => `GET ${t} HTTP/1.1\r\nHost: x\r\n\r\n`).join("") + "GET /u/c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    const a = await raw(server.port, data);
    expect([...a.text.matchAll(/HTTP\/1\.1 (\d{3}) /gu)].map((m) => Number(m[1]))).toEqual([200, 400, 404, 200, 200]);
  });

  test("close() waits for requests in flight and answers them", async () => {
    const s = await serve(api as never, { port: 0 });
    const pending = Array.from({ length: 5 }, () => raw(s.port, get("/slow")));
    await new Promise((ok) => setTimeout(ok, 50));
    const t0 = performance.now();
    await s.close();
    expect(performance.now() - t0).toBeLessThan(2000);
    const answers = await Promise.all(pending);
    expect(answers.map((a) => [a.status, bodyOf(a.text)])).toEqual(Array(5).fill([200, "late"]));
  });
});
