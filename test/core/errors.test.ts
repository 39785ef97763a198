/**
 * Error codes (src/core/errors.ts): docs/errors.md lists every code, and each row's example, run
 * here, fails with that code and class; `instanceof` and the hidden `code` behave as documented.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import * as versa from "versa";
import { serve } from "versa/node";
import { ERROR_CODES, RouteDefinitionError, VersaError, VersaTypeError, VersionError, type ErrorCode } from "../../src/core/errors.js";
import { main } from "../../src/cli/index.js";
import { userUrl } from "../../examples/docs/errors.js";

const doc = readFileSync(new URL("../../docs/errors.md", import.meta.url), "utf8");
const rows = [...doc.matchAll(/^\| `([A-Z_]+)` \| `(\w+)` \| [^|]+ \| `(.+?)`(, then `GET \/x`| under `node --disallow-code-generation-from-strings`)? \|$/gm)].map((m) => ({
  code: m[1] as ErrorCode,
  cls: m[2]!,
  example: m[3]!,
  noEval: m[4]?.includes("disallow") === true,
}));

/** The code of what an example throws in a Node that refuses code generation (the built package). */
const codeWithoutEval = (example: string): string =>
  execFileSync(process.execPath, ["--disallow-code-generation-from-strings", "--input-type=module", "-e", `import { app } from "./dist/index.js"; try { ${example}; console.log("none") } catch (e) { console.log(e.constructor.name, e.code) }`], { encoding: "utf8" }).trim();

/** Runs an example: what it throws or rejects with, or what reaches `onError`, or what the CLI says. */
async function failureOf(example: string): Promise<{ error?: unknown; stderr?: string }> {
  if (example.startsWith("versa ")) {
    let stderr = "";
    await main(example.split(" ").slice(1), { stdout: () => {}, stderr: (t) => (stderr += t), cwd: process.cwd() });
    return { stderr };
  }
  const reported: unknown[] = [];
  const onError = (e: unknown) => void reported.push(e);
  // (what serve() cannot hand to onError it logs: the error is the logged value that is one)
  const log = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void reported.push(...args.filter((a) => a instanceof Error)));
  const run = new Function("versa", "serve", "z", "onError", `const { app, blueprint, json } = versa; return (async () => (${example}))();`) as (...a: unknown[]) => Promise<unknown>;
  try {
    const value = await run(versa, serve, z, onError);
    const server = value as { url?: string; close?: () => Promise<void> };
    if (server?.url && server.close) {
      await fetch(`${server.url}/x`).catch(() => {});
      await server.close();
    }
  } catch (error) {
    return { error };
  } finally {
    log.mockRestore();
  }
  return { error: reported[0] };
}

describe("docs/errors.md", () => {
  test("lists every code, once", () => {
    expect(rows.map((r) => r.code).sort()).toEqual([...ERROR_CODES].sort());
  });
  test.each(rows)("$code: $example", async ({ code, cls, example, noEval }) => {
    if (noEval) return void expect(codeWithoutEval(example)).toBe(`${cls} ${code}`);
    const { error, stderr } = await failureOf(example);
    if (stderr !== undefined) {
      expect(stderr).toMatch(code === "USAGE" ? /Unknown command 'route'/ : /cannot load '\.\/missing\.ts': VersaError: no such file/);
      return;
    }
    expect(error).toBeInstanceOf(VersaError);
    expect((error as VersaError).code).toBe(code);
    expect((error as Error).constructor.name).toBe(cls);
  });
  test("every class of the hierarchy, and the codes, are exported by versa", () => {
    const classes = [...doc.matchAll(/^(?:├─|└─)? *(\w+Error) {2,}/gm)].map((m) => m[1]!);
    expect(classes).toEqual(["VersaError", "VersionError", "RouteDefinitionError", "RouteExistsError", "VersaTypeError"]);
    for (const name of classes) expect(typeof (versa as Record<string, unknown>)[name], name).toBe("function");
    expect(versa.ERROR_CODES).toBe(ERROR_CODES);
  });
  test("the sample branches on the code", () => {
    expect(userUrl(7)).toBe("/api/v1/users/7");
    expect(userUrl("x")).toBeUndefined();
  });
});

describe("the classes", () => {
  test("a VersaTypeError is a TypeError and a VersaError; the subclasses test as usual", () => {
    const e = new VersaTypeError("m", { code: "NOT_JSON" });
    expect([e instanceof TypeError, e instanceof VersaError, e instanceof RouteDefinitionError, e.name, e.code]).toEqual([true, true, false, "TypeError", "NOT_JSON"]);
    const v = new VersionError("m");
    expect([v instanceof VersaError, v instanceof VersionError, v instanceof RouteDefinitionError, v.name, v.code]).toEqual([true, true, false, "VersionError", "INVALID_VERSION"]);
    expect(new Error("m") instanceof VersaError).toBe(false);
    expect((null as unknown as object) instanceof VersaError).toBe(false);
  });
  test("the code is not an own enumerable key; the cause is kept", () => {
    const cause = new Error("inner");
    const e = new RouteDefinitionError("m", { code: "UNSAFE_REGEX", cause });
    expect(Object.keys(e)).toEqual([]);
    expect([e.code, e.cause]).toEqual(["UNSAFE_REGEX", cause]);
  });
});
