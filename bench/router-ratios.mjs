#!/usr/bin/env node
// Ratios from one harness run (`npm run bench:router` writes bench/out/router.json): versa's two
// matchers against find-my-way `compile()` and against the fastest matcher that generates no code,
// per request kind, median ns per lookup in normalized mode. Prints Markdown: the tables, how many
// kinds meet each bar of the issue, and the cells whose rounds disagreed (a noisy machine shows there).
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
/** How many kinds each matcher beats every peer in, and is within 1.2x of `compile()` in. */
const tally = { [WALKER]: { best: 0, near: 0 }, [CODEGEN]: { best: 0, near: 0 }, kinds: 0 };
const noisy = [];
for (const suite of run.suites) {
  if (!suite.modes.includes("normalized")) continue;
  const at = (name, req) => suite.results[name]?.modes?.normalized?.[req];
  const cell = (name, req) => at(name, req)?.perLookupNs;
  const peers = Object.keys(suite.results).filter(plain);
  console.log(`\n| ${suite.id} suite | walker ns | / compile() | codegen ns | / compile() | best without codegen | walker / best | codegen / best |`);
  console.log("|---|---:|---:|---:|---:|---|---:|---:|");
  for (const { name } of suite.requests) {
    const best = peers.map((p) => [p, cell(p, name)]).filter(([, v]) => v !== undefined).sort((a, b) => a[1] - b[1])[0] ?? ["n/a", undefined];
    const w = cell(WALKER, name);
    const g = cell(CODEGEN, name);
    const c = cell(COMPILED, name);
    console.log(`| ${name} | ${ns(w)} | ${ratio(w, c)} | ${ns(g)} | ${ratio(g, c)} | ${best[0]} ${ns(best[1])} | ${ratio(w, best[1])} | ${ratio(g, best[1])} |`);
    if (/^all together/u.test(name)) continue;
    tally.kinds++;
    for (const [m, v] of [[WALKER, w], [CODEGEN, g]]) {
      if (v === undefined) continue;
      if (best[1] !== undefined && v < best[1]) tally[m].best++;
      if (c !== undefined && v <= 1.2 * c) tally[m].near++;
    }
    for (const m of [WALKER, CODEGEN, COMPILED]) {
      const rounds = at(m, name)?.roundsP50 ?? [];
      if (rounds.length > 1 && Math.max(...rounds) > 1.3 * Math.min(...rounds)) noisy.push(`${suite.id} "${name}" ${m}: ${rounds.map((x) => x.toFixed(0)).join(" / ")} ns`);
    }
  }
}
console.log(`\nOf ${tally.kinds} request kinds (aggregates left out):`);
for (const m of [WALKER, CODEGEN]) console.log(`- ${m}: faster than every matcher without codegen in ${tally[m].best}; within 1.2x of compile() in ${tally[m].near}`);
if (noisy.length) console.log(`\nRounds that disagree by more than 30% (the best one counts):\n${noisy.map((n) => `- ${n}`).join("\n")}`);
