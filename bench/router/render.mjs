// Markdown of one run: every matcher's ns per lookup (median of the rounds), a table per suite and
// mode, and for the scale suites one table per request kind across the sizes.
import { measured } from "../doc-section.mjs";

const ns = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} µs` : x.toFixed(1));
const cell = (c) => (c === undefined ? "" : c.skipped ? `✗ ${c.skipped}` : ns(c.ns));

/** The first line of a table's caption: when, where, how. */
export function describeRun({ machine: m, options: o }) {
  return (
    `${measured(m)} (V8 ${m.v8}, ${m.platform}); ${o.fresh ? "a fresh path string per call (`--fresh`); " : ""}` +
    `median of ${o.rounds} round${o.rounds > 1 ? "s" : ""}, ${o.timeMs} ms per cell and round; load average ${m.loadavg.join(" / ")} at the start, ${(m.loadavgEnd ?? []).join(" / ")} at the end.`
  );
}

/** The table of `suite` in `mode`: a row per matcher, ns per lookup per request kind. */
export function suiteTable(suite, mode) {
  const kinds = [...suite.requests.map((r) => r.name), ...(suite.together ? [`all together (${suite.together})`] : [])];
  const lines = [`| ${suite.id}, ns per lookup | ${kinds.join(" | ")} | build + first lookups |`, `|---|${kinds.map(() => "---:").join("|")}|---:|`];
  for (const [name, r] of Object.entries(suite.results)) {
    const build = r.buildError ? `✗ ${r.buildError}` : `${r.buildMs.toFixed(1)} ms`;
    lines.push(`| ${name} | ${kinds.map((k) => cell(r.modes[mode]?.[k])).join(" | ")} | ${build} |`);
  }
  return lines.join("\n");
}

/** The scale suites: per request kind, each matcher's ns per lookup at each size. */
function scaleTables(scale) {
  const lines = [];
  for (const { name } of scale[0].requests) {
    lines.push("", `**${name}** (${scale.map((s) => `${s.size}: \`${s.requests.find((r) => r.name === name).path}\``).join("; ")})`, "");
    lines.push(`| matcher | ${scale.map((s) => `${s.size} routes`).join(" | ")} |`, `|---|${scale.map(() => "---:").join("|")}|`);
    for (const matcher of Object.keys(scale[0].results)) lines.push(`| ${matcher} | ${scale.map((s) => cell(s.results[matcher]?.modes.normalized?.[name])).join(" | ")} |`);
  }
  return lines.join("\n");
}

/** The whole run as Markdown (bench/out/router.md). */
export function renderRun(run) {
  const lines = ["# Router benchmark run", "", describeRun(run), "", `Packages: ${Object.entries(run.machine.packages).map(([k, v]) => `${k} ${v}`).join(", ")}.`];
  const scale = run.suites.filter((s) => s.size !== undefined);
  for (const s of run.suites.filter((x) => x.size === undefined)) {
    for (const mode of s.modes) {
      lines.push("", `## ${s.title}, ${mode}`, "", suiteTable(s, mode));
      lines.push("", `Requests: ${s.requests.map((r) => `\`${r.method} ${r.path}\``).join(", ")}.`);
    }
  }
  if (scale.length) lines.push("", "## Scale (the api suite's shape), normalized", scaleTables(scale));
  return `${lines.join("\n")}\n`;
}
