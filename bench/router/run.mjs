#!/usr/bin/env node
// `npm run bench:router [-- options]`: versa's two matchers and the peers (./adapters) in one Node
// process, every answer checked first (./verify.mjs), then timed (./time.mjs) request by request:
// for each request every matcher in turn, and the whole sweep again for each round, so that the
// machine's drift reaches every matcher alike. A cell is the median over the rounds of each
// round's median sample. Writes bench/out/<name>.json and .md (every matcher's table) and prints
// the ratios of versa's two goals (./ratios.mjs).
//
//   --suites hono,api       the suites (hono, api, scale; default hono,api)
//   --rounds 5              sweeps; --time 300: ms of CPU time per cell and round
//   --fresh                 a fresh, never-hashed copy of the path on every call, as a server gets
//   --only rou3,find-my-way only the peers whose names contain one of these (versa's two always run)
//   --modes normalized,raw  raw: each library's own call, its params left as it keeps them
//   --out bench/out/router  where the JSON and Markdown go
//   --write                 also write the "router" section of docs/benchmarks.md ("router-fresh"
//                           with --fresh); without any option, the default run writes it
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname } from "node:path";
import { app } from "../../dist/index.js";
import { compileRouter } from "../../dist/router/index.js";
import { adapters as allAdapters } from "./adapters/index.mjs";
import { report } from "./ratios.mjs";
import { renderRun } from "./render.mjs";
import { isStatic, suites as suitesOf } from "./suites.mjs";
import { time } from "./time.mjs";
import { prepare } from "./verify.mjs";

const PEERS = ["hono", "find-my-way", "rou3", "memoirist", "koa-tree-router", "@medley/router", "mitata"];

function options(argv) {
  const o = { suites: ["hono", "api"], modes: ["normalized"], rounds: 5, timeMs: 300, fresh: false, only: null, out: "bench/out/router", write: argv.length === 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === "--suites") o.suites = next().split(",");
    else if (a === "--modes") o.modes = next().split(",");
    else if (a === "--only") o.only = next().split(",");
    else if (a === "--rounds") o.rounds = Math.max(1, Number(next()));
    else if (a === "--time") o.timeMs = Number(next());
    else if (a === "--fresh") o.fresh = true;
    else if (a === "--out") o.out = next();
    else if (a === "--write") o.write = true;
    else throw new Error(`unknown option ${a} (see the head of bench/router/run.mjs)`);
  }
  return o;
}

/** The machine as `nproc`, /proc/cpuinfo and Node describe it (os.cpus() where those are missing). */
function machine() {
  let cpu = os.cpus()[0]?.model ?? "unknown CPU";
  let cores = os.availableParallelism();
  try {
    cpu = /^model name\s*:\s*(.+)$/mu.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ?? cpu;
    cores = Number(execFileSync("nproc", { encoding: "utf8" }).trim());
  } catch {
    // not Linux: Node's figures stand
  }
  const packages = {};
  for (const name of PEERS) packages[name] = JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), "utf8")).version;
  return {
    date: new Date().toISOString(),
    cpu,
    cores,
    node: process.version,
    v8: process.versions.v8,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadavg: os.loadavg().map((x) => +x.toFixed(2)),
    packages,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
};

const opts = options(process.argv.slice(2));
if (typeof globalThis.gc !== "function") console.warn("note: without --expose-gc, mitata cannot collect garbage before each measurement");
const adapters = allAdapters({ app, compileRouter }).filter(
  (a) => a.name.startsWith("versa") || !opts.only || opts.only.some((s) => a.name.toLowerCase().includes(s.toLowerCase())),
);
const run = { machine: machine(), options: opts, adapters: adapters.map(({ name, codegen, baseline = false }) => ({ name, codegen, baseline })), suites: [] };
console.log(`# ${run.machine.cpu} x ${run.machine.cores}, Node ${run.machine.node}, load ${run.machine.loadavg.join(" ")}`);
console.log(`# ${adapters.map((a) => a.name).join(", ")}`);
const t0 = Date.now();

for (const suite of suitesOf(opts.suites)) {
  const together = suite.requests.slice(0, suite.together);
  const res = {
    id: suite.id,
    title: suite.title,
    size: suite.size,
    routeCount: suite.routes.length,
    requests: suite.requests.map((r) => ({ name: r.name, method: r.method, path: r.path, static: isStatic(suite, r) })),
    together: together.length,
    modes: opts.modes,
    results: {},
  };
  run.suites.push(res);
  console.log(`\n## ${suite.title}`);
  const prepared = new Map();
  for (const a of adapters) {
    const p = prepare(a, suite, opts.modes.includes("raw"));
    prepared.set(a, p);
    res.results[a.name] = { buildMs: p.buildMs, buildError: p.buildError, errors: p.errors, modes: {} };
    if (p.buildError) console.log(`  ! ${a.name}: build failed: ${p.buildError}`);
    for (const [k, v] of Object.entries(p.errors)) console.log(`  ! ${a.name}: wrong answer to "${k}": ${v}`);
  }
  const rows = suite.requests.map((r) => ({ name: r.name, requests: [r] }));
  if (together.length) rows.push({ name: `all together (${together.length})`, requests: together });
  for (const mode of opts.modes) {
    for (let round = 1; round <= opts.rounds; round++) {
      for (const row of rows) {
        for (const a of adapters) {
          const p = prepared.get(a);
          const cells = (res.results[a.name].modes[mode] ??= {});
          const fn = mode === "raw" ? p.raw : p.match;
          const wrong = row.requests.find((r) => p.errors[r.name]);
          if (!fn || wrong) {
            cells[row.name] = { skipped: p.buildError ? "build failed" : "wrong answer" };
            continue;
          }
          const ns = await time(fn, row.requests, opts);
          (cells[row.name] ??= { rounds: [] }).rounds.push(ns);
          console.log(`  [${mode} ${round}/${opts.rounds}] ${row.name.padEnd(24)} ${a.name.padEnd(24)} ${ns.toFixed(1).padStart(8)} ns`);
        }
      }
    }
  }
  for (const r of Object.values(res.results)) for (const cells of Object.values(r.modes)) for (const c of Object.values(cells)) if (c.rounds) c.ns = median(c.rounds);
}
run.machine.loadavgEnd = os.loadavg().map((x) => +x.toFixed(2));
run.elapsedSec = Math.round((Date.now() - t0) / 1000);
console.log(`\n# done in ${run.elapsedSec} s`);

mkdirSync(dirname(opts.out), { recursive: true });
writeFileSync(`${opts.out}.json`, JSON.stringify(run, null, 1));
writeFileSync(`${opts.out}.md`, renderRun(run));
console.log(`# wrote ${opts.out}.json and ${opts.out}.md\n`);
report(run, opts.write ? (opts.fresh ? "router-fresh" : "router") : undefined);
// (a run whose answers were wrong still writes its figures, and fails)
if (run.suites.some((s) => Object.values(s.results).some((r) => r.buildError || Object.keys(r.errors).length))) process.exitCode = 1;
