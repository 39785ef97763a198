/**
 * The docs page in headless Chromium (Debian's, driven by playwright-core): served by `serve()`
 * with `docs(demo)`, it lists each version's operations after a switch to that version in the top
 * bar, loads nothing from outside 127.0.0.1, and leaves a screenshot of each version under
 * test-results/interop/browser/.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openapi, type OpenApiDocument } from "versa";
import { docs } from "versa/docs";
import { serve, type Server } from "versa/node";
import { api as demo } from "../../examples/demo/app.js";
import { root } from "./documents.js";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const shots = join(root, "test-results/interop/browser");
const info = { title: "Library (demo)" };

let server: Server;
let browser: Browser;
let page: Page;
const outside: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  server = await serve(docs(demo, { info }), { port: 0, hostname: "127.0.0.1" });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true, timeout: 60_000 });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (e) => errors.push(String(e)));
  // anything but the server is refused, and named
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1" || url.protocol === "data:") return route.continue();
    outside.push(url.href);
    return route.abort();
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The operations the page lists now, as `METHOD /path` (an operation with several tags once). */
const listed = (p: Page) =>
  p.$$eval(".opblock", (blocks) =>
    [...new Set(blocks.map((b) => `${b.querySelector(".opblock-summary-method")?.textContent ?? ""} ${b.querySelector(".opblock-summary-path")?.getAttribute("data-path") ?? ""}`))].sort(),
  );

const expected = (doc: OpenApiDocument) =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();

const VERSIONS = [["v3", 3], ["v2", 2], ["v1.25", "1.25"], ["v1", 1], ["unversioned", null]] as const;

describe("the docs page in Chromium", () => {
  it("opens on the newest version", async () => {
    await page.goto(`${server.url}/docs`);
    await page.waitForSelector(".opblock", { timeout: 30_000 });
    expect(await page.$eval("select#select", (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe("v3");
  });

  it.each(VERSIONS)("switches to %s and lists its operations", async (name, version) => {
    const doc = openapi(demo, { version, info: { title: info.title, version: version === null ? "unversioned" : String(version) } });
    const want = expected(doc);
    expect(want.length).toBeGreaterThan(0);
    await page.selectOption("select#select", { label: name });
    await page.waitForFunction(
      (n) => document.querySelector(".info .title")?.textContent?.includes(n) === true,
      version === null ? "unversioned" : String(version),
      { timeout: 30_000 },
    );
    await expect.poll(() => listed(page), { timeout: 30_000 }).toEqual(want);
    await page.screenshot({ path: join(shots, `docs-${name}.png`), fullPage: true });
  });

  it("loaded nothing from outside the server, and threw nothing", () => {
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
