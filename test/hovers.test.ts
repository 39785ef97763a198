/**
 * Hovers read as users think: a handler's `params` as the object it is, a client path as the union
 * of the app's templates, a client result as plain object types told apart by status. The text is
 * what an editor shows (quickinfo) for test/fixtures/hovers/hovers.ts, asked of TypeScript 5.9's
 * language service (tsd's compiler) and of TypeScript 7's language server (`tsc --lsp --stdio`).
 * Union members come in each compiler's own order, so each has its own expected text.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

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
  "result (TypeScript 5.9)": `const result: ${[missing, found, others].join(" | ")}`,
  "result (TypeScript 7)": `const result: ${[found, missing, others].join(" | ")}`,
};

/** Quickinfo from TypeScript 5.9's language service, by marker. */
async function hovers59(): Promise<Record<string, string>> {
  const ts = createRequire(import.meta.url)(join(root, "node_modules/@tsd/typescript/typescript/lib/typescript.js")) as typeof import("@tsd/typescript");
  const config = ts.getParsedCommandLineOfConfigFile(join(dirname(file), "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error("the fixture's tsconfig.json does not parse");
  const service = ts.createLanguageService({
    getScriptFileNames: () => config.fileNames,
    getScriptVersion: () => "1",
    getScriptSnapshot: (f) => (ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f) ?? "") : undefined),
    getCurrentDirectory: () => dirname(file),
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  return Object.fromEntries(markers.map(({ name, at }) => [name, ts.displayPartsToString(service.getQuickInfoAtPosition(file, at)?.displayParts)]));
}

/** Hover text from TypeScript 7's language server, by marker (LSP over stdio). */
async function hovers7(): Promise<Record<string, string>> {
  const { default: exePath } = (await import(pathToFileURL(join(root, "node_modules/typescript/lib/getExePath.js")).href)) as { default: () => string };
  const server = spawn(exePath(), ["--lsp", "--stdio"], { stdio: ["pipe", "pipe", "ignore"] });
  const pending = new Map<number, (result: unknown) => void>();
  let buffer = Buffer.alloc(0);
  let next = 0;
  const send = (message: object) => {
    const body = JSON.stringify({ jsonrpc: "2.0", ...message });
    server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  };
  server.stdout.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const head = buffer.indexOf("\r\n\r\n");
      const length = head < 0 ? NaN : Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, head).toString())?.[1]);
      if (Number.isNaN(length) || buffer.length < head + 4 + length) return;
      const message = JSON.parse(buffer.subarray(head + 4, head + 4 + length).toString()) as { id?: number; method?: string; result?: unknown };
      buffer = buffer.subarray(head + 4 + length);
      if (message.method !== undefined && message.id !== undefined) send({ id: message.id, result: null }); // a request of the server's
      else if (message.id !== undefined) pending.get(message.id)?.(message.result);
    }
  });
  const request = (method: string, params?: object) => new Promise<unknown>((resolve) => void (pending.set(++next, resolve), send({ id: next, method, params })));
  const uri = pathToFileURL(file).href;
  try {
    await request("initialize", { processId: process.pid, rootUri: pathToFileURL(dirname(file)).href, capabilities: {} });
    send({ method: "initialized", params: {} });
    send({ method: "textDocument/didOpen", params: { textDocument: { uri, languageId: "typescript", version: 1, text } } });
    const out: Record<string, string> = {};
    for (const { name, at } of markers) {
      const before = text.slice(0, at);
      const position = { line: before.split("\n").length - 1, character: at - (before.lastIndexOf("\n") + 1) };
      const hover = (await request("textDocument/hover", { textDocument: { uri }, position })) as { contents?: { value?: string } } | null;
      out[name] = hover?.contents?.value ?? "";
    }
    await request("shutdown");
    send({ method: "exit" });
    return out;
  } finally {
    server.kill();
  }
}

describe.each([
  ["TypeScript 5.9", hovers59],
  ["TypeScript 7", hovers7],
] as const)("hovers under %s", (version, read) => {
  let shown: Record<string, string> = {};
  it("reads every marker", async () => {
    shown = await read();
    expect(Object.keys(shown)).toEqual(["params", "path", "result"]);
  }, 60_000);
  it("a handler's params: the object", () => expect(shown["params"]).toBe(expected.params));
  it("a client path: the union of the app's templates", () => expect(shown["path"]).toBe(expected.path));
  it("a client result: plain object types, one per status", () => expect(shown["result"]).toBe(expected[`result (${version})`]));
});
