#!/usr/bin/env node
// Ratios from one harness run (`npm run bench:router` writes bench/out/router.json): versa's two
// matchers against find-my-way `compile()` and against the fastest matcher that generates no code,
// per request kind, median ns per lookup in normalized mode. Prints Markdown.
//   node bench/router-ratios.mjs [bench/out/router.json]
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? new URL("./out/router.json", import.meta.url).pathname;
const run = JSON.parse(readFileSync(file, "utf8"));
const WALKER = "versa";
const CODEGEN = "versa (codegen)";
const COMPILED = "find-my-way (compile())";
// the matchers the issue counts as generating no code (the naive RegExp[] is a baseline, not one)
const plain = (name) => /^(hono |find-my-way$|memoirist$|@medley|koa-tree-router$|rou3$)/u.test(name);

const ns = (x) => (x === undefined ? "n/a" : x.toFixed(1));
const ratio = (a, b) => (a === undefined || b === undefined ? "n/a" : (a / b).toFixed(2));
const { machine, options } = run;
console.log(`- date: ${machine.date}; node ${machine.node} (V8 ${machine.v8}); ${machine.cpu} x ${machine.cores}; ${machine.platform}`);
console.log(`- load average at start ${machine.loadavg.join(" / ")}, at end ${(machine.loadavgEnd ?? []).join(" / ")}; rounds ${options.rounds}, ${options.timeMs} ms per cell; elapsed ${run.elapsedSec} s`);
for (const suite of run.suites) {
  if (!suite.modes.includes("normalized")) continue;
  const cell = (name, req) => suite.results[name]?.modes?.normalized?.[req]?.perLookupNs;
  const peers = Object.keys(suite.results).filter(plain);
  console.log(`\n| ${suite.id} suite | walker ns | / compile() | codegen ns | / compile() | best without codegen | walker / best | codegen / best |`);
  console.log("|---|---:|---:|---:|---:|---|---:|---:|");
  for (const { name } of suite.requests) {
    const best = peers.map((p) => [p, cell(p, name)]).filter(([, v]) => v !== undefined).sort((a, b) => a[1] - b[1])[0] ?? ["n/a", undefined];
    const w = cell(WALKER, name);
    const g = cell(CODEGEN, name);
    const c = cell(COMPILED, name);
    console.log(`| ${name} | ${ns(w)} | ${ratio(w, c)} | ${ns(g)} | ${ratio(g, c)} | ${best[0]} ${ns(best[1])} | ${ratio(w, best[1])} | ${ratio(g, best[1])} |`);
  }
}
