import { describe, expect, test } from "vitest";
import { compositionCases } from "../cases/composition.js";

describe("composition (docs/concepts.md)", () => {
  test.each(compositionCases)("$rule", ({ api, paths }) => {
    expect(api.routes.map((r) => r.path)).toEqual(paths);
  });
});
