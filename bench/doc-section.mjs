// The sections of docs/benchmarks.md that the benchmark scripts write. Each script owns the text
// between `<!-- name:start -->` and `<!-- name:end -->` and replaces it with its latest figures;
// everything around the markers (what is measured, how to reproduce it) is written by hand.
//   router        bench/router/run.mjs (through bench/router/ratios.mjs)
//   router-fresh  the same with --fresh --write
//   serve         bench/serve.mjs
//   types         bench/types/run.mjs
//   load          bench/load.mjs
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";

export const BENCHMARKS_MD = fileURLToPath(new URL("../docs/benchmarks.md", import.meta.url));

/**
 * Replaces section `name` of docs/benchmarks.md with `body`; a file without that section gets it
 * at the end, under `## heading`.
 */
export function writeSection(name, body, heading, file = BENCHMARKS_MD) {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const block = `${start}\n${body.trim()}\n${end}`;
  const text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  writeFileSync(file, next);
}

/** "Measured 2026-11-22 13:50 UTC on AMD EPYC x 2, Node v20.20.2": the first line of every section. */
export function measured({ date = new Date(), cpu = os.cpus()[0]?.model ?? "unknown CPU", cores = os.cpus().length, node = process.version } = {}) {
  const when = new Date(date).toISOString().slice(0, 16).replace("T", " ");
  return `Measured ${when} UTC on ${cpu} x ${cores}, Node ${node}`;
}
