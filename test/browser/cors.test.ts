/**
 * `cors()` in a real browser: headless Chromium (Debian's `chromium`) loads a page from one
 * loopback port and calls versa on another, so the Fetch standard's CORS rules decide, not
 * hand-made requests. A cross-origin `fetch` with a custom header (so a preflight first) succeeds
 * against a server with `cors()` and fails against the same app without it.
 */
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { app, blueprint, cors } from "versa";
import { serve, type Server } from "versa/node";

/** Debian's Chromium, headless, with nothing running in the background. */
const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

const items = blueprint("items", { urlPrefix: "/items" })
  .get("/<id:int>", ({ params }) => new Response(JSON.stringify({ id: params.id }), { headers: { "content-type": "application/json", "x-total": "1", "x-secret": "s" } }))
  .put("/<id:int>", ({ params, headers }) => ({ id: params.id, saved: true, custom: headers.get("x-custom") }));
const plain = app().blueprint(items);

let page: Page;
let browser: Browser;
let pageServer: HttpServer;
const servers: Server[] = [];
let origin = "";
let withCors = "";
let withoutCors = "";

beforeAll(async () => {
  pageServer = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>a page of another origin</title>");
  });
  await new Promise<void>((ok) => pageServer.listen(0, "127.0.0.1", ok));
  origin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  const a = await serve(app().use(cors({ origin: [origin], exposeHeaders: ["x-total"], maxAge: 0 })).blueprint(items), { port: 0, hostname: "127.0.0.1" });
  const b = await serve(plain, { port: 0, hostname: "127.0.0.1" });
  servers.push(a, b);
  [withCors, withoutCors] = [a.url, b.url];
  browser = await chromium.launch(CHROMIUM);
  page = await browser.newPage();
  await page.goto(origin);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.close()));
  await new Promise((ok) => pageServer?.close(ok));
});

/** What the page's `fetch` gets: the status, body and the headers it may read, or the error. */
/** The part of `RequestInit` these tests send (plain data, as the page receives it). */
interface Init {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}
const fetchFromPage = (url: string, init: Init) =>
  page.evaluate(
    async ([u, i]) => {
      try {
        const r = await fetch(u, i);
        return { status: r.status, body: await r.text(), total: r.headers.get("x-total"), secret: r.headers.get("x-secret") };
      } catch (e) {
        return { error: String(e) };
      }
    },
    [url, init] as const,
  );

const PUT = { method: "PUT", headers: { "x-custom": "hello", "content-type": "application/json" }, body: "{}" };

describe("a page of another origin calls versa from Chromium", () => {
  test("the page and the servers are on different origins", () => {
    expect(new URL(withCors).origin).not.toBe(origin);
  });
  test("with cors(): a PUT with a custom header passes its preflight and reads the answer", async () => {
    expect(await fetchFromPage(`${withCors}/items/7`, PUT)).toEqual({ status: 200, body: '{"id":7,"saved":true,"custom":"hello"}', total: null, secret: null });
  });
  test("with cors(): the page reads the headers exposed to it, and no others", async () => {
    expect(await fetchFromPage(`${withCors}/items/7`, {})).toEqual({ status: 200, body: '{"id":7}', total: "1", secret: null });
  });
  test("without cors(): the same fetch fails, and so does a simple GET's read", async () => {
    expect(await fetchFromPage(`${withoutCors}/items/7`, PUT)).toEqual({ error: "TypeError: Failed to fetch" });
    expect(await fetchFromPage(`${withoutCors}/items/7`, {})).toEqual({ error: "TypeError: Failed to fetch" });
  });
  test("a method the path does not answer fails its preflight", async () => {
    expect(await fetchFromPage(`${withCors}/items/7`, { method: "DELETE", headers: { "x-custom": "1" } })).toEqual({ error: "TypeError: Failed to fetch" });
  });
});
