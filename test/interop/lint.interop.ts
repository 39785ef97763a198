/**
 * Every document of the demo and the fixture lints clean, warnings included: Redocly CLI with its
 * recommended rules and Spectral with its OpenAPI rules (spectral.yaml, redocly.yaml).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bin, run, writeDocuments } from "./documents.js";

const { dir, written } = writeDocuments("lint");
const files = written.map((w) => w.file);

describe("linters", () => {
  it("redocly lint (recommended): no error, no warning", () => {
    const { code, stdout, out } = run(bin("redocly"), ["lint", "--config", "redocly.yaml", "--format", "json", ...files]);
    // one JSON report per file, one after the other
    const reports = JSON.parse(`[${stdout.replace(/\}\s*\{(?=\s*"totals")/g, "},{")}]`) as { totals: object; problems: unknown[] }[];
    expect(reports).toHaveLength(files.length);
    for (const [i, r] of reports.entries()) {
      expect(r.problems, `${files[i]}: ${JSON.stringify(r.problems, null, 2)}`).toEqual([]);
      expect(r.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    }
    expect(code, out).toBe(0);
  });

  it("spectral lint (spectral:oas): no problem of any severity", () => {
    const { code, out } = run(bin("spectral"), ["lint", "--ruleset", "spectral.yaml", "--fail-severity", "hint", "--format", "text", ...files]);
    expect(out.trim(), out).toMatch(/No results with a severity of 'hint' or higher found!|^$/);
    expect(code, out).toBe(0);
  });

  it("both still find what they look for: a document without security and an operation without a description", () => {
    const { doc } = written.find((w) => w.name === "fixture-v1") ?? written[0]!;
    const { security: _, ...broken } = structuredClone(doc);
    delete (Object.values(broken.paths)[0]?.get as { description?: string }).description;
    const file = join(dir, "broken.json");
    writeFileSync(file, JSON.stringify(broken));
    const redocly = run(bin("redocly"), ["lint", "--config", "redocly.yaml", "--format", "json", file]);
    expect(redocly.stdout).toContain("security-defined");
    const spectral = run(bin("spectral"), ["lint", "--ruleset", "spectral.yaml", "--format", "text", file]);
    expect(spectral.out).toContain("operation-description");
  });
});
