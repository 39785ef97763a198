import { describe, expect, test } from "vitest";
import { versionCases } from "../cases/versions.js";

describe("versions: lists, ranges, carry-forward (docs/versions.md)", () => {
  test.each(versionCases)("$rule", ({ api, paths }) => {
    expect(api.routes.map((r) => r.path)).toEqual(paths);
  });
});
