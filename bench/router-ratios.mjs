#!/usr/bin/env node
// Ratios from one run of the router harness (`npm run bench:router` writes bench/out/router.json):
// versa's two matchers against find-my-way `compile()` and against the fastest matcher that
// generates no code, per request kind, median ns per lookup in normalized mode. Prints Markdown:
// the tables, how many kinds each matcher wins, and the cells whose rounds disagreed (a noisy
// machine shows there). --write <section> also replaces that section of docs/benchmarks.md.
//   node bench/router-ratios.mjs [bench/out/router.json] [--write router|router-fresh]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { measured, writeSection } from "./doc-section.mjs";

const WALKER = "versa";
const CODEGEN = "versa (codegen)";
const COMPILED = "find-my-way (compile())";
/** The peers that generate no code (the naive RegExp[] is a baseline, not a peer). */
const plain = (name) => /^(hono |find-my-way$|memoirist$|@medley|koa-tree-router$|rou3$)/u.test(name);

const ns = (x) => (x === undefined ? "n/a" : x.toFixed(1));
const ratio = (a, b) => (a === undefined || b === undefined ? "n/a" : (a / b).toFixed(2));

/** The Markdown of one harness run, and the cells whose rounds were more than 30% apart. */
export function ratios(run) {
  const { machine, options } = run;
  const L = [];
  L.push(
    `${measured({ date: machine.date, cpu: machine.cpu, cores: machine.cores, node: machine.node })} (V8 ${machine.v8}, ${machine.platform}); ` +
      `${options.fresh ? "a fresh path string per call (`--fresh`); " : ""}best of ${options.rounds} rounds, ${options.timeMs} ms per cell; ` +
      `load average ${machine.loadavg.join(" / ")} at start, ${(machine.loadavgEnd ?? []).join(" / ")} at the end.`,
  );
  /** How many kinds each matcher beats every peer in, and is within 1.2x of `compile()` in. */
  const tally = { [WALKER]: { best: 0, near: 0 }, [CODEGEN]: { best: 0, near: 0 }, kinds: 0 };
  const noisy = [];
  let cells = 0;
  for (const suite of run.suites) {
    if (!suite.modes.includes("normalized")) continue;
    const at = (name, req) => suite.results[name]?.modes?.normalized?.[req];
    const cell = (name, req) => at(name, req)?.perLookupNs;
    const peers = Object.keys(suite.results).filter(plain);
    L.push("", `| ${suite.id} suite | versa ns | / compile() | versa (codegen) ns | / compile() | fastest without codegen | versa / it | codegen / it |`);
    L.push("|---|---:|---:|---:|---:|---|---:|---:|");
    for (const { name } of suite.requests) {
      const best = peers.map((p) => [p, cell(p, name)]).filter(([, v]) => v !== undefined).sort((a, b) => a[1] - b[1])[0] ?? ["n/a", undefined];
      const w = cell(WALKER, name);
      const g = cell(CODEGEN, name);
      const c = cell(COMPILED, name);
      L.push(`| ${name} | ${ns(w)} | ${ratio(w, c)} | ${ns(g)} | ${ratio(g, c)} | ${best[0]} ${ns(best[1])} | ${ratio(w, best[1])} | ${ratio(g, best[1])} |`);
      if (/^all together/u.test(name)) continue;
      tally.kinds++;
      for (const [m, v] of [[WALKER, w], [CODEGEN, g]]) {
        if (v === undefined) continue;
        if (best[1] !== undefined && v < best[1]) tally[m].best++;
        if (c !== undefined && v <= 1.2 * c) tally[m].near++;
      }
      for (const m of [WALKER, CODEGEN, COMPILED]) {
        const rounds = at(m, name)?.roundsP50 ?? [];
        cells++;
        if (rounds.length > 1 && Math.max(...rounds) > 1.3 * Math.min(...rounds)) noisy.push(`${suite.id} "${name}" ${m}: ${rounds.map((x) => x.toFixed(0)).join(" / ")} ns`);
      }
    }
  }
  L.push("", `Of the ${tally.kinds} request kinds (aggregates left out):`, "");
  for (const m of [WALKER, CODEGEN]) L.push(`- ${m}: faster than every matcher without code generation in ${tally[m].best}; within 1.2x of \`compile()\` in ${tally[m].near}`);
  if (options.rounds > 1) L.push("", `In ${noisy.length} of the ${cells} cells of versa's two matchers and \`compile()\`, the rounds were more than 30% apart; the best round counts.`);
  return { markdown: L.join("\n"), noisy };
}

/** Prints the ratios of `file`, and writes them to section `write` of docs/benchmarks.md if given. */
export function report(file, write) {
  const { markdown, noisy } = ratios(JSON.parse(readFileSync(file, "utf8")));
  console.log(markdown);
  if (noisy.length) console.log(`\nRounds more than 30% apart (the best one counts):\n${noisy.map((n) => `- ${n}`).join("\n")}`);
  if (write) {
    writeSection(write, markdown, "Route matching");
    console.log(`\nwrote section "${write}" of docs/benchmarks.md`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const w = args.indexOf("--write");
  const write = w >= 0 ? args[w + 1] : undefined;
  const file = args.find((a, i) => !a.startsWith("--") && (w < 0 || i !== w + 1)) ?? fileURLToPath(new URL("./out/router.json", import.meta.url));
  report(file, write);
}
