/**
 * Declaration emit: a user's package that exports an app, blueprints, groups and a client must
 * compile with `declaration: true` (the default of `tsc --init` in TypeScript 7), which needs
 * every type those values carry to be exported from `versa` or `versa/client`; and a second
 * package must get the same checks through the emitted `.d.ts` alone.
 *
 * The layout is that of an install, in a temporary folder: `node_modules/versa` holds the repo's
 * package.json (its `exports`) and declarations built from src/ by the project's compiler, beside
 * links to its dependencies; test/fixtures/emit/app (package `emit-app`) is compiled with
 * declarations, then test/fixtures/emit/consumer imports `emit-app` from its emitted files, and
 * emits declarations of its own (an app built from the emitted blueprint and group, clients). The
 * consumer's `@ts-expect-error` lines (a wrong path, a wrong parameter type, a missing body field)
 * fail the compile when the emitted types have decayed to `any`. Each tsconfig variant is a copy
 * of both packages; each compiler builds all copies of one package in one `tsc -b` run, so
 * TypeScript 5.9 reads the libraries once.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const fixture = join(root, "test/fixtures/emit");

/** compilerOptions each variant sets over the fixtures' tsconfig.json (module NodeNext, strict). */
const VARIANTS = {
  nodenext: {},
  bundler: { module: "ESNext", moduleResolution: "bundler" },
  "exact-optional": { exactOptionalPropertyTypes: true },
  "non-strict": { strict: false },
} as const satisfies Record<string, Record<string, unknown>>;
type Variant = keyof typeof VARIANTS;

/**
 * Variants that must fail with one message, naming the setting. Without `strictNullChecks`,
 * `undefined` (an unset version or version prefix) is assignable to anything, so the route types
 * cannot work: `app()`, `blueprint()`, `group()` and `createClient()` then return the message
 * (NEEDS_STRICT), and each first use of their value is that one error (docs/typescript.md).
 */
const NEEDS_STRICT: readonly Variant[] = ["non-strict"];

/** The project's TypeScript 7 (its native binary, as test/type-budget.test.ts runs it). */
async function ts7(): Promise<string[]> {
  try {
    const mod = (await import(pathToFileURL(join(root, "node_modules/typescript/lib/getExePath.js")).href)) as { default: () => string };
    return [mod.default()];
  } catch {
    return [process.execPath, join(root, "node_modules/typescript/bin/tsc")];
  }
}
/** TypeScript 5.9: the compiler tsd bundles (a devDependency). */
const ts59 = [process.execPath, join(root, "node_modules/@tsd/typescript/typescript/bin/tsc")];

/** Runs a compiler; resolves with its status and output (never rejects on a failed compile). */
function run(cmd: readonly string[], args: readonly string[], cwd: string): Promise<{ status: number; output: string }> {
  const [file = process.execPath, ...pre] = cmd;
  return new Promise((done) => {
    execFile(file, [...pre, ...args], { cwd, encoding: "utf8", timeout: 120_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      done({ status, output: `${stdout}${stderr}${error && typeof error.code !== "number" ? String(error) : ""}` });
    });
  });
}

let tmp = "";

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "versa-emit-"));
  const versa = join(tmp, "node_modules/versa");
  mkdirSync(versa, { recursive: true });
  cpSync(join(root, "package.json"), join(versa, "package.json"));
  for (const dep of ["zod", "@standard-schema/spec"]) {
    mkdirSync(join(tmp, "node_modules", dep, ".."), { recursive: true });
    symlinkSync(join(root, "node_modules", dep), join(tmp, "node_modules", dep), "junction");
  }
  const build = await run(await ts7(), ["-p", join(root, "tsconfig.build.json"), "--outDir", join(versa, "dist"), "--emitDeclarationOnly", "--sourceMap", "false", "--declarationMap", "false"], root);
  expect(build.status, build.output).toBe(0);
}, 60_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Copies both packages for each variant under `dir`, with the variant's options over the fixtures'. */
function layOut(dir: string): void {
  for (const [variant, options] of Object.entries(VARIANTS)) {
    const at = join(dir, variant);
    for (const pkg of ["app", "consumer"]) {
      cpSync(join(fixture, pkg), join(at, pkg), { recursive: true });
      const config = join(at, pkg, "tsconfig.json");
      const json = JSON.parse(readFileSync(config, "utf8")) as { compilerOptions: Record<string, unknown> };
      writeFileSync(config, JSON.stringify({ ...json, compilerOptions: { ...json.compilerOptions, ...options } }, null, 2));
    }
    mkdirSync(join(at, "node_modules"), { recursive: true });
    symlinkSync(join(at, "app"), join(at, "node_modules/emit-app"), "junction");
  }
}

/** The folder of one compiler's copies. */
const folder = (compiler: string): string => compiler.replace(/\W+/g, "-");

const lines = (output: string): string[] => output.split(/\r?\n/).filter((line) => line.trim() !== "");
const inFolder = (line: string, variant: string): boolean => line.startsWith(`${variant}/`) || line.startsWith(`${variant}\\`);
/** The error lines of one variant's copies (their paths start with the variant's folder). */
const errorsOf = (output: string, variant: string): string[] => lines(output).filter((line) => inFolder(line, variant) || /^error /.test(line));

for (const [name, compiler] of [
  ["TypeScript 7", ts7],
  ["TypeScript 5.9", async () => ts59],
] as const) {
  describe(`declaration emit under ${name}`, () => {
    let app = { status: -1, output: "" };
    let consumer = { status: -1, output: "" };

    beforeAll(async () => {
      const dir = join(tmp, folder(name));
      layOut(dir);
      const tsc = await compiler();
      const variants = Object.keys(VARIANTS);
      app = await run(tsc, ["-b", ...variants.map((v) => `${v}/app`), "--pretty", "false"], dir);
      consumer = await run(tsc, ["-b", ...variants.map((v) => `${v}/consumer`), "--pretty", "false"], dir);
    }, 120_000);

    it("the compiler says nothing but the variants' errors (no crash, no error without a file)", () => {
      const stray = lines(app.output + consumer.output).filter((line) => !/^\s/.test(line) && !Object.keys(VARIANTS).some((v) => inFolder(line, v)));
      expect(stray).toEqual([]);
    });

    for (const variant of NEEDS_STRICT) {
      it(`${variant}: every error names the setting, in the app's package and in the one that uses it`, () => {
        const named = (line: string) => line.includes(`Property '`) && line.includes(`versa's types need \\"strict\\": true in tsconfig.json`);
        const app_ = errorsOf(app.output, variant).filter((l) => / error TS/.test(l));
        expect(app_.length).toBeGreaterThan(0);
        expect(app_.filter((l) => !named(l))).toEqual([]);
        expect(errorsOf(consumer.output, variant).some(named)).toBe(true);
      });
    }
    for (const variant of (Object.keys(VARIANTS) as Variant[]).filter((v) => !NEEDS_STRICT.includes(v))) {
      it(`${variant}: the app emits its declarations; a second package checks calls through them and emits its own`, () => {
        expect(errorsOf(app.output, variant), `emit-app (${JSON.stringify(VARIANTS[variant])})`).toEqual([]);
        expect(errorsOf(consumer.output, variant), `emit-consumer (${JSON.stringify(VARIANTS[variant])})`).toEqual([]);
        const at = join(tmp, folder(name), variant);
        expect(readFileSync(join(at, "app/dist/api.d.ts"), "utf8")).toContain('import("versa").RouteEntry<');
        expect(readFileSync(join(at, "consumer/dist/browser.d.ts"), "utf8")).toContain('import("versa/client").Client<');
      });
    }
  });
}
