/**
 * Hovers read as users think: a handler's `params` as the object it is (and each route's in
 * `RoutesOf`), a client path as the union of the app's templates, a client result as plain object
 * types told apart by status. The text is
 * what an editor shows (quickinfo) for test/fixtures/hovers/hovers.ts, asked of TypeScript 5.9's
 * language service (tsd's compiler) and of TypeScript 7's language server (`tsc --lsp --stdio`).
 * Union members come in each compiler's own order, so each has its own expected text. And what
 * an editor shows beside an option it completes where the option is not written (the options of
 * test/fixtures/hovers/options.ts): the type the option takes.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { editor59, editor7 } from "./editors.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const file = join(root, "test/fixtures/hovers/hovers.ts");
const text = readFileSync(file, "utf8");
/** Each marker's name and the offset of the last char of the identifier before it. */
const markers = [...text.matchAll(/\/\*\^(\w+)\*\//g)].map((m) => ({ name: m[1] as string, at: (m.index ?? 0) - 1 }));

const member = (ok: boolean, status: string, key: "data" | "error", body: string) =>
  `{\n    readonly ok: ${String(ok)};\n    readonly status: ${status};\n    readonly ${key}: ${body};\n    readonly headers: ResponseHeaders;\n    readonly response: Response;\n    readonly deprecation?: Deprecation;\n}`;
const found = member(true, "200", "data", "{\n        id: number;\n        name: string;\n    }");
const missing = member(false, "404", "error", "{\n        error: string;\n    }");
const others = member(false, "FailureStatusExcept<404>", "error", "unknown");

const expected = {
  params: "(parameter) params: {\n    id: number;\n}",
  path: 'type Path = "/health" | "/users/<id:int>"',
  routes:
    'type Routes = {\n    method: "GET";\n    path: "/health";\n    params: {};\n} | {\n    method: "GET";\n    path: "/users/<id:int>";\n    params: {\n        id: number;\n    };\n}',
  "result (TypeScript 5.9)": `const result: ${[missing, found, others].join(" | ")}`,
  "result (TypeScript 7)": `const result: ${[found, missing, others].join(" | ")}`,
};

/** The text at each marker, asked of one compiler's editor. */
async function hovers(open: typeof editor59): Promise<Record<string, string>> {
  const editor = await open(join(dirname(file), "tsconfig.json"), file);
  try {
    const out: Record<string, string> = {};
    for (const { name, at } of markers) out[name] = await editor.hover(at);
    return out;
  } finally {
    await editor.close();
  }
}

describe.each([
  ["TypeScript 5.9", () => hovers(editor59)],
  ["TypeScript 7", () => hovers(editor7)],
] as const)("hovers under %s", (version, read) => {
  let shown: Record<string, string> = {};
  it("reads every marker", async () => {
    shown = await read();
    expect(Object.keys(shown)).toEqual(["params", "path", "result", "routes"]);
  }, 60_000);
  it("a handler's params: the object", () => expect(shown["params"]).toBe(expected.params));
  it("a client path: the union of the app's templates", () => expect(shown["path"]).toBe(expected.path));
  it("a client result: plain object types, one per status", () => expect(shown["result"]).toBe(expected[`result (${version})`]));
  it("RoutesOf: each route's params as a plain object", () => expect(shown["routes"]).toBe(expected.routes));
});

const options = join(root, "test/fixtures/hovers/options.ts");
/** Each marker's name and its offset in options.ts (where the completion is asked). */
const places = [...readFileSync(options, "utf8").matchAll(/\/\*\^(\w+)\*\//g)].map((m) => ({ name: m[1] as string, at: m.index ?? 0 }));

describe.each([
  ["TypeScript 5.9", editor59],
  ["TypeScript 7", editor7],
] as const)("completed options under %s", (_version, open) => {
  it("an unset version, version prefix, url prefix, lifecycle or app's versions: the type it takes, not a message", async () => {
    const editor = await open(join(dirname(file), "tsconfig.json"), options);
    try {
      const shown: Record<string, string[]> = {};
      for (const { name, at } of places) {
        const keys = { app: ["versions"], route: ["version", "versionPrefix", "lifecycle"], blueprint: ["version", "versionPrefix", "lifecycle"], group: ["version", "versionPrefix", "urlPrefix", "lifecycle"], registration: ["version", "versionPrefix", "urlPrefix"] }[name] ?? [];
        shown[name] = await Promise.all(keys.map((k) => editor.detail(at, k)));
      }
      // (an optional property's type is shown with the `undefined` that reading it may give)
      const version = "(property) version?: VersionOption | undefined";
      const versionPrefix = "(property) versionPrefix?: string | undefined";
      const urlPrefix = "(property) urlPrefix?: string | undefined";
      const lifecycle = "(property) lifecycle?: Lifecycle | undefined";
      expect(shown).toEqual({
        route: [version, versionPrefix, lifecycle],
        blueprint: [version, versionPrefix, lifecycle],
        group: [version, versionPrefix, urlPrefix, lifecycle],
        registration: [version, versionPrefix, urlPrefix],
        app: ["(property) versions?: readonly VersionInput[] | undefined"],
      });
    } finally {
      await editor.close();
    }
  }, 60_000);
});
