#!/usr/bin/env node
// versa's two speed goals, from one run of the harness (./run.mjs), per request kind of the hono
// and api suites (the "all together" ops left out: they repeat the kinds):
//   (a) `versa` (the default, generated code) / the fastest peer, generated code included:
//       at most 1.0 as the geometric mean over the kinds, at most 1.25 in every kind;
//   (b) `versa (no eval)` / the fastest peer that generates no code: below 1.0 as the geometric
//       mean, at most 1.1 in every kind.
// With --fresh, also each static lookup against rou3's `findRoute` (goal: not slower, at most 1.0;
// against its `compileRouter`, shown beside it, goal (a) already holds the default).
// Prints Markdown; with --write it replaces the "router" section of docs/benchmarks.md
// ("router-fresh" for a --fresh run).
//   node bench/router/ratios.mjs [bench/out/router.json] [--write]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { writeSection } from "../doc-section.mjs";
import { DEFAULT, NO_EVAL } from "./adapters/versa.mjs";
import { describeRun, suiteTable } from "./render.mjs";

const GOALS = [
  { name: DEFAULT, label: "(a)", against: "the fastest peer", mean: 1.0, meanBelow: false, each: 1.25, codegenPeers: true },
  { name: NO_EVAL, label: "(b)", against: "the fastest peer without generated code", mean: 1.0, meanBelow: true, each: 1.1, codegenPeers: false },
];
const ROU3 = ["rou3", "rou3 (compileRouter)"];

const fixed = (x) => (Number.isFinite(x) ? x.toFixed(2) : "n/a");
const geomean = (xs) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);

/** The request kinds of the hono and api suites: each matcher's median ns, by name. */
function kinds(run) {
  const out = [];
  for (const suite of run.suites) {
    if (suite.size !== undefined || !suite.modes.includes("normalized")) continue;
    for (const r of suite.requests) {
      const ns = {};
      for (const [name, res] of Object.entries(suite.results)) ns[name] = res.modes.normalized?.[r.name]?.ns;
      out.push({ suite: suite.id, kind: r.name, static: r.static, ns });
    }
  }
  return out;
}

/** The fastest peer of `k` (with generated code or not) and its ns: `[name, ns]`, or undefined. */
function fastest(run, k, codegenPeers) {
  const peers = run.adapters.filter((a) => !a.baseline && a.name !== DEFAULT && a.name !== NO_EVAL && (codegenPeers || !a.codegen));
  return peers
    .map((a) => [a.name, k.ns[a.name]])
    .filter(([, ns]) => ns !== undefined)
    .sort((a, b) => a[1] - b[1])[0];
}

/**
 * The Markdown of one run (the harness tables, then the goals) and whether each goal is met.
 *
 * @example
 *   ratios(JSON.parse(readFileSync("bench/out/router.json", "utf8"))).met // { "(a)": true, "(b)": false }
 */
export function ratios(run) {
  const L = [describeRun(run)];
  for (const s of run.suites) if (s.size === undefined && s.modes.includes("normalized")) L.push("", suiteTable(s, "normalized"));
  const ks = kinds(run);
  const met = {};
  L.push("", `| suite | request | ${GOALS.map((g) => `${g.name} / ${g.against} | that peer`).join(" | ")} |`, `|---|---|${GOALS.map(() => "---:|---").join("|")}|`);
  const per = GOALS.map((g) => ks.map((k) => {
    const best = fastest(run, k, g.codegenPeers);
    return { k, best, ratio: best && k.ns[g.name] !== undefined ? k.ns[g.name] / best[1] : NaN };
  }));
  ks.forEach((k, i) => L.push(`| ${k.suite} | ${k.kind} | ${per.map((p) => `${fixed(p[i].ratio)} | ${p[i].best?.[0] ?? "n/a"}`).join(" | ")} |`));
  const means = per.map((p) => geomean(p.map((x) => x.ratio)));
  L.push(`| | geometric mean of ${ks.length} | ${means.map((m) => `**${fixed(m)}** |`).join(" | ")} |`, "");
  GOALS.forEach((g, i) => {
    const worst = per[i].reduce((a, b) => (b.ratio > a.ratio || Number.isNaN(b.ratio) ? b : a));
    const ok = (g.meanBelow ? means[i] < g.mean : means[i] <= g.mean) && per[i].every((x) => x.ratio <= g.each);
    met[g.label] = ok;
    const over = per[i].filter((x) => !(x.ratio <= g.each)).map((x) => `${x.k.suite} "${x.k.kind}"`);
    L.push(
      `- ${g.label} ${g.name} / ${g.against}: ${g.meanBelow ? "below" : "at most"} ${fixed(g.mean)} as the geometric mean (${fixed(means[i])}) ` +
        `and at most ${fixed(g.each)} in every kind (highest ${fixed(worst.ratio)}, ${worst.k.suite} "${worst.k.kind}"${over.length ? `; over it: ${over.join(", ")}` : ""}): **${ok ? "met" : "missed"}**`,
    );
  });
  if (run.options.fresh) {
    const statics = ks.filter((k) => k.static);
    const pairs = [DEFAULT, NO_EVAL].flatMap((m) => ROU3.map((r) => [m, r]));
    L.push("", "Static lookups with fresh paths against rou3's (goal: at most 1.00 against `rou3`; `rou3 (compileRouter)` for comparison):", "");
    L.push(`| suite | request | ${pairs.map(([m, r]) => `${m} / ${r}`).join(" | ")} |`, `|---|---|${pairs.map(() => "---:").join("|")}|`);
    for (const k of statics) L.push(`| ${k.suite} | ${k.kind} | ${pairs.map(([m, r]) => fixed(k.ns[m] / k.ns[r])).join(" | ")} |`);
    const ok = statics.every((k) => [DEFAULT, NO_EVAL].every((m) => k.ns[m] <= k.ns[ROU3[0]]));
    const worst = Math.max(...statics.flatMap((k) => pairs.filter(([, r]) => r === ROU3[1]).map(([m, r]) => k.ns[m] / k.ns[r])));
    met["(c)"] = ok;
    L.push("", `- (c) static lookups with fresh paths no slower than rou3's: **${ok ? "met" : "missed"}** (against rou3's \`compileRouter\`, at most ${fixed(worst)})`);
  }
  return { markdown: L.join("\n"), met, noisy: noisy(run) };
}

/** versa's cells whose rounds were more than 1.3x apart (the median counts; a noisy machine shows here). */
function noisy(run) {
  const out = [];
  for (const s of run.suites) {
    for (const name of [DEFAULT, NO_EVAL]) {
      for (const [kind, c] of Object.entries(s.results[name]?.modes.normalized ?? {})) {
        if (c.rounds?.length > 1 && Math.max(...c.rounds) > 1.3 * Math.min(...c.rounds)) out.push(`${s.id} "${kind}" ${name}: ${c.rounds.map((x) => x.toFixed(0)).join(" / ")} ns`);
      }
    }
  }
  return out;
}

/** Prints the goals of `run` (a run or its JSON file), and writes them to section `write` if given. */
export function report(run, write) {
  if (typeof run === "string") run = JSON.parse(readFileSync(run, "utf8"));
  const { markdown, noisy: spread } = ratios(run);
  console.log(markdown);
  if (spread.length) console.log(`\nRounds more than 1.3x apart (the median counts):\n${spread.map((n) => `- ${n}`).join("\n")}`);
  if (write) {
    writeSection(write, markdown, "Route matching");
    console.log(`\nwrote section "${write}" of docs/benchmarks.md`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--")) ?? fileURLToPath(new URL("../out/router.json", import.meta.url));
  const run = JSON.parse(readFileSync(file, "utf8"));
  report(run, args.includes("--write") ? (run.options.fresh ? "router-fresh" : "router") : undefined);
}
