/** The option checker (src/core/options.ts): one wording for every mistake, nested paths, own keys only. */
import { describe, expect, test } from "vitest";
import { checkOptions, is, optionIssues } from "../../src/core/options.js";
import { VersaError } from "../../src/core/errors.js";

const PORT = is.integer(0, 65535, "an integer from 0 to 65535");
const rule = is.object({ port: PORT, tls: is.object({ cert: is.string() }, "an object { cert }", { required: ["cert"] }) }, "an options object");

describe("optionIssues", () => {
  test.each([
    [{ prot: 1 }, ["prot: unknown option (accepted: port, tls)"]],
    [{ toString: 1 }, ["toString: unknown option (accepted: port, tls)"]],
    [{ constructor: 1 }, ["constructor: unknown option (accepted: port, tls)"]],
    [{ port: "80" }, ['port: expected an integer from 0 to 65535, got "80"']],
    [{ tls: {} }, ["tls.cert: expected a string, got undefined"]],
    [{ port: undefined }, []],
    [42, ["options: expected an options object, got 42"]],
  ])("%j", (value, issues) => expect(optionIssues(rule, value)).toEqual(issues));
});

test("checkOptions throws every mistake at once, as a VersaTypeError naming where", () => {
  const call = () => checkOptions("serve()", rule, { prot: 1, port: -1 });
  expect(call).toThrow(new TypeError("Invalid options at serve(): prot: unknown option (accepted: port, tls); port: expected an integer from 0 to 65535, got -1"));
  expect(call).toThrow(VersaError);
  expect(checkOptions("serve()", rule, undefined)).toEqual({});
});
