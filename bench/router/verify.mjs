// Checks every adapter's answers before anything is timed: a matcher that answers wrong is shown
// with its wrong answer and never timed. Also the command that only checks:
//   npm run build && node bench/router/verify.mjs [--suites hono,api,scale]
import { fileURLToPath } from "node:url";
import { adapters } from "./adapters/index.mjs";
import { suites } from "./suites.mjs";

/** What is wrong with `res` as the answer `expect` (see suites.mjs), or null. */
function wrong(res, expect) {
  if (expect === null) return res === null || res === undefined ? null : `expected not found, got ${JSON.stringify(res)}`;
  if (!res) return `expected handler ${expect.handlerIndex}, got ${JSON.stringify(res)}`;
  if (res.handlerIndex !== expect.handlerIndex) return `expected handler ${expect.handlerIndex}, got ${res.handlerIndex}`;
  for (const [k, v] of Object.entries(expect.params)) {
    if (res.params?.[k] !== v) return `param ${k}: expected ${JSON.stringify(v)}, got ${JSON.stringify(res.params?.[k])}`;
  }
  return null;
}

/**
 * Builds `adapter` for `suite` and checks each request: `{ match, raw, buildMs, buildError,
 * errors }`, `errors` mapping a request's name to what was wrong. `buildMs` includes the first
 * lookup of each request (some matchers compile on first use). `raw` only with `raw` set.
 */
export function prepare(adapter, suite, raw = false) {
  const out = { match: null, raw: null, buildMs: null, buildError: null, errors: {} };
  try {
    const t0 = performance.now();
    out.match = adapter.build(suite.routes.map((r) => ({ ...r })));
    for (const r of suite.requests) out.match(r.method, r.path);
    out.buildMs = performance.now() - t0;
  } catch (e) {
    out.buildError = String(e?.message ?? e).split("\n")[0];
    return out;
  }
  for (const r of suite.requests) {
    let error;
    try {
      error = wrong(out.match(r.method, r.path), r.expect);
    } catch (e) {
      error = `threw ${e?.message ?? e}`;
    }
    if (error) out.errors[r.name] = error;
  }
  if (raw) {
    // (without its own call, an adapter's raw mode times its normalized one)
    out.raw = adapter.buildRaw ? adapter.buildRaw(suite.routes.map((r) => ({ ...r }))) : out.match;
    for (const r of suite.requests) out.raw(r.method, r.path);
  }
  return out;
}

/**
 * Every adapter (versa from `lib`: `{ app, compileRouter }`) on every suite of `ids`: the failures,
 * one line each, and how many (adapter, suite) pairs were checked.
 *
 * @example
 *   verify(await import("../../dist/index.js"), ["hono"]) // { failures: [], checked: 14 }
 */
export function verify(lib, ids = ["hono", "api"]) {
  const failures = [];
  let checked = 0;
  for (const suite of suites(ids)) {
    for (const a of adapters(lib)) {
      const p = prepare(a, suite);
      checked++;
      if (p.buildError) failures.push(`${suite.id} ${a.name}: build failed: ${p.buildError}`);
      for (const [name, error] of Object.entries(p.errors)) failures.push(`${suite.id} ${a.name} "${name}": ${error}`);
    }
  }
  return { failures, checked };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const s = process.argv.indexOf("--suites");
  const { app } = await import("../../dist/index.js");
  const { compileRouter } = await import("../../dist/router/index.js");
  const { failures, checked } = verify({ app, compileRouter }, s >= 0 ? process.argv[s + 1].split(",") : undefined);
  for (const f of failures) console.log(`wrong: ${f}`);
  console.log(`${checked} adapter x suite pairs checked, ${failures.length} wrong answers`);
  process.exit(failures.length ? 1 : 0);
}
