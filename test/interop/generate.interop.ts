/**
 * Clients generated from every document compile: openapi-typescript's types (read by
 * openapi-fetch) and @hey-api/openapi-ts's fetch client, checked by the project's TypeScript with
 * typed-calls.ts, which uses both the way their users do.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { bin, here, root, run, writeDocuments } from "./documents.js";

const { written } = writeDocuments("generate");
const out = join(here, "generated");

describe("generated clients", () => {
  it("openapi-typescript reads every document", async () => {
    rmSync(join(out, "openapi-typescript"), { recursive: true, force: true });
    mkdirSync(join(out, "openapi-typescript"), { recursive: true });
    for (const { name, doc } of written) {
      const ast = await openapiTS(structuredClone(doc) as never);
      writeFileSync(join(out, "openapi-typescript", `${name}.ts`), astToString(ast));
    }
  });

  it("@hey-api/openapi-ts generates a fetch client from every document", () => {
    rmSync(join(out, "hey-api"), { recursive: true, force: true });
    const args = ["-c", "@hey-api/client-fetch", "--no-log-file", "-i", ...written.map((w) => w.file), "-o", ...written.map((w) => join(out, "hey-api", w.name))];
    const { code, out: printed } = run(bin("openapi-ts"), args);
    expect(code, printed).toBe(0);
    expect(printed).not.toMatch(/error|warn/i);
  });

  it("both compile with tsc, and so do the calls written against them", () => {
    const { code, out: printed } = run(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", join(here, "tsconfig.json")]);
    expect(printed.trim()).toBe("");
    expect(code).toBe(0);
  });
});
