/**
 * The router benchmark (`npm run bench:router`) times only matchers whose answers it has checked;
 * this runs that check alone, without timing, so that a wrong answer from versa's matchers (either
 * one, built from src/) or from a peer's adapter fails the suite rather than a benchmark run.
 */
import { expect, test } from "vitest";
import { verify } from "../../bench/router/verify.mjs";
import { app } from "../../src/index.js";
import { compileRouter } from "../../src/router/index.js";

test("every adapter of the router benchmark answers every request of the hono and api suites", () => {
  const { failures, checked } = verify({ app, compileRouter });
  expect(failures).toEqual([]);
  expect(checked).toBe(28); // 14 adapters (versa's two among them) x 2 suites
});
