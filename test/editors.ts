/**
 * What a user's editor and compiler show for a fixture project: hovers, completions and error
 * texts, asked of TypeScript 5.9 (tsd's compiler, through its language service) and of
 * TypeScript 7 (its language server, `tsc --lsp --stdio`, and its command line).
 */
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What the tests ask of an editor at an offset of the fixture file. */
export interface Editor {
  hover(at: number): Promise<string>;
  /** the completion labels, sorted */
  completions(at: number): Promise<string[]>;
  /** what the editor shows beside the completion `name` (`(property) port?: number`) */
  detail(at: number, name: string): Promise<string>;
  close(): Promise<void>;
}

/** One error as the compiler prints it: line (1-based), code and the flattened message. */
export interface Printed {
  readonly line: number;
  readonly code: number;
  readonly text: string;
}

type TS59 = typeof import("@tsd/typescript");
const ts59 = (): TS59 => createRequire(import.meta.url)(join(root, "node_modules/@tsd/typescript/typescript/lib/typescript.js")) as TS59;

/** A TypeScript 5.9 language service over the project of `tsconfig`. */
function service59(tsconfig: string) {
  const ts = ts59();
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`${tsconfig} does not parse`);
  const service = ts.createLanguageService({
    getScriptFileNames: () => config.fileNames,
    getScriptVersion: () => "1",
    getScriptSnapshot: (f) => (ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f) ?? "") : undefined),
    getCurrentDirectory: () => dirname(tsconfig),
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  return { ts, service };
}

/** TypeScript 5.9's answers for `file` of the project of `tsconfig`. */
export async function editor59(tsconfig: string, file: string): Promise<Editor> {
  const { ts, service } = service59(tsconfig);
  return {
    hover: async (at) => ts.displayPartsToString(service.getQuickInfoAtPosition(file, at)?.displayParts),
    completions: async (at) => (service.getCompletionsAtPosition(file, at, { includeCompletionsWithInsertText: true })?.entries ?? []).map((e) => e.name).sort(),
    detail: async (at, name) => ts.displayPartsToString(service.getCompletionEntryDetails(file, at, name, {}, undefined, undefined, undefined)?.displayParts),
    close: async () => service.dispose(),
  };
}

/** TypeScript 5.9's errors for `file`, as `tsc --pretty false` prints them. */
export function errors59(tsconfig: string, file: string): Printed[] {
  const { ts, service } = service59(tsconfig);
  const source = service.getProgram()?.getSourceFile(file);
  return service.getSemanticDiagnostics(file).map((d) => ({
    line: (source?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? -1) + 1,
    code: d.code,
    text: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  }));
}

/** TS 7's native compiler (run directly, without the node launcher). */
async function exe7(): Promise<string> {
  const { default: exePath } = (await import(pathToFileURL(join(root, "node_modules/typescript/lib/getExePath.js")).href)) as { default: () => string };
  return exePath();
}

/** TypeScript 7's errors for `file`, read from `tsc -p tsconfig --pretty false` (a message's
 * further lines come indented under its first, as TypeScript 5.9 flattens them). */
export async function errors7(tsconfig: string, file: string): Promise<Printed[]> {
  const r = spawnSync(await exe7(), ["-p", tsconfig, "--pretty", "false"], { cwd: dirname(tsconfig), encoding: "utf8", timeout: 60_000 });
  const name = file.slice(dirname(tsconfig).length + 1);
  const all: { file: string; line: number; code: number; text: string }[] = [];
  for (const line of r.stdout.split("\n")) {
    const m = /^(.*?)\((\d+),\d+\): error TS(\d+): (.*)$/.exec(line);
    const last = all[all.length - 1];
    if (m) all.push({ file: m[1] ?? "", line: Number(m[2]), code: Number(m[3]), text: m[4] ?? "" });
    else if (last && line.startsWith("  ")) last.text += `\n${line}`;
  }
  return all.filter((e) => e.file === name).map(({ line, code, text }) => ({ line, code, text }));
}

/** TypeScript 7's language server over stdio (LSP), with `file` open. */
export async function editor7(tsconfig: string, file: string): Promise<Editor> {
  const text = readFileSync(file, "utf8");
  const server = spawn(await exe7(), ["--lsp", "--stdio"], { stdio: ["pipe", "pipe", "ignore"] });
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
  const position = (at: number) => {
    const before = text.slice(0, at);
    return { line: before.split("\n").length - 1, character: at - (before.lastIndexOf("\n") + 1) };
  };
  type Item = { label: string; filterText?: string; detail?: string };
  const items = async (at: number) => {
    const list = (await request("textDocument/completion", { textDocument: { uri }, position: position(at) })) as { items?: Item[] } | Item[] | null;
    return Array.isArray(list) ? list : (list?.items ?? []);
  };
  // (the server fills an item's `detail` only when asked to resolve it)
  const resolveSupport = { properties: ["detail"] };
  await request("initialize", { processId: process.pid, rootUri: pathToFileURL(dirname(tsconfig)).href, capabilities: { textDocument: { completion: { completionItem: { resolveSupport } } } } });
  send({ method: "initialized", params: {} });
  send({ method: "textDocument/didOpen", params: { textDocument: { uri, languageId: "typescript", version: 1, text } } });
  return {
    hover: async (at) => {
      const hover = (await request("textDocument/hover", { textDocument: { uri }, position: position(at) })) as { contents?: { value?: string } } | null;
      return hover?.contents?.value ?? "";
    },
    completions: async (at) => (await items(at)).map((i) => i.label).sort(),
    detail: async (at, name) => {
      const item = (await items(at)).find((i) => (i.filterText ?? i.label) === name);
      return item === undefined ? "" : (((await request("completionItem/resolve", item)) as Item | null)?.detail ?? "");
    },
    close: async () => {
      try {
        await request("shutdown");
        send({ method: "exit" });
      } finally {
        server.kill();
      }
    },
  };
}
