/**
 * Every code sample in README.md and docs/ is a file under examples/ (compiled by `npm run
 * typecheck`): each ```ts block follows a `<!-- file: path -->` line naming a file whose content
 * is exactly the block. Samples that export `api` and `paths` are run: their composed paths must
 * be `paths`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test, vi } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const docs = ["README.md", ...readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

const blocks = docs.flatMap((doc) => {
  const text = readFileSync(join(root, doc), "utf8");
  return [...text.matchAll(/(?:<!-- file: (\S+) -->\n)?```(ts|typescript)\n([\s\S]*?)```/g)].map((m) => ({ doc, file: m[1], code: m[3] as string }));
});

describe("docs samples are files the suite compiles", () => {
  test("there are samples", () => expect(blocks.length).toBeGreaterThan(5));
  test.each(blocks.map((b, i) => ({ ...b, i })))("$doc sample $i ($file)", ({ file, code }) => {
    expect(file, "a ts block without <!-- file: ... --> before it").toBeDefined();
    expect(readFileSync(join(root, file as string), "utf8")).toBe(code);
  });
});

const runnable = [...new Set(blocks.map((b) => b.file).filter((f): f is string => f !== undefined && f.startsWith("examples/docs/")))];

test("the README's server answers", async () => {
  const { start } = (await import(join(root, "examples/docs/readme-serve.ts"))) as { start: (port: number) => Promise<{ url: string; close(): Promise<void> }> };
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const server = await start(0);
  try {
    expect(await (await fetch(`${server.url}/api/v1/users/7`)).json()).toEqual({ id: 7, name: "Ada" });
  } finally {
    log.mockRestore();
    await server.close();
  }
});

describe("runnable samples compose the paths they show", () => {
  test.each(runnable)("%s", async (file) => {
    const mod = (await import(join(root, file))) as { api?: { routes: readonly { path: string }[] }; paths?: readonly string[] };
    if (mod.api && mod.paths) expect(mod.api.routes.map((r) => r.path)).toEqual(mod.paths);
  });
});
