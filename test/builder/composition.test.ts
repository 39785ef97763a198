import { describe, expect, test } from "vitest";
import { compositionCases } from "../cases/composition.js";

describe("composition (seed 4.1, 4.2, 4.3, 9.1, 9.2; contract 1-3)", () => {
  test.each(compositionCases)("$rule", ({ api, paths }) => {
    expect(api.routes.map((r) => r.path)).toEqual(paths);
  });
});
