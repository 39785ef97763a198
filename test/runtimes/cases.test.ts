/**
 * The runtime cases on Node, in process: the list that test/runtimes/run.ts sends to workerd, Bun
 * and Deno is first held to Node's answers here (with either matcher), so a change of versa or of
 * the sample app that moves an answer shows in `npm test`, not only on the other runtimes.
 */
import { describe, expect, test } from "vitest";
import { createApi } from "../../examples/runtimes/app.js";
import { cases, differences, requestOf } from "./cases.js";

describe.each([false, true])("api.fetch on Node (codegen: %s)", (codegen) => {
  const api = createApi({ codegen });
  test.each(cases)("$method $path: $name", async (c) => {
    expect(await differences(c, await api.fetch(requestOf(c, "http://127.0.0.1")))).toEqual([]);
  });
});
