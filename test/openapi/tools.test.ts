/**
 * What the interop suite's tools ask of a document (`npm run test:interop` runs them), checked
 * in-process on the demo's and the interop fixture's documents: valid OpenAPI 3.1, servers, every
 * operation with a summary, a description, an operationId and tags the document lists, a `2xx`
 * or `default` answer and a `4xx`; no path key that tools misread (`%25`, a trailing `/`).
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import type { OperationObject } from "../../src/openapi/index.js";
import { writeDocuments } from "../interop/documents.js";

const { written } = writeDocuments("npm-test");

describe.each(written.map((w) => [w.name, w.doc] as const))("%s", (_, doc) => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.security).toEqual([]);
  });

  it("describes every operation as the linters want it", () => {
    const tags = new Set((doc.tags ?? []).map((t) => t.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path === "/" || !path.endsWith("/"), path).toBe(true);
      expect(path, path).not.toContain("%25");
      for (const op of Object.values(item) as OperationObject[]) {
        const at = `${op.operationId} (${path})`;
        expect([op.summary, op.description, op.operationId].every((s) => typeof s === "string" && s !== ""), at).toBe(true);
        expect(op.tags?.length, at).toBeGreaterThan(0);
        for (const t of op.tags ?? []) expect(tags.has(t), `${at}: tag ${t}`).toBe(true);
        const codes = Object.keys(op.responses);
        expect(codes.some((c) => c === "default" || c.startsWith("2")), at).toBe(true);
        expect(codes.some((c) => c.startsWith("4")), at).toBe(true);
      }
    }
  });
});
