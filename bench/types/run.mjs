// Type-check cost benchmark: versa against the Hono yardstick, under TypeScript 7 and 5.9.
//   npm --prefix bench/types ci        (once: hono, typescript@5.9, ts-toolbelt; done on first run)
//   node bench/types/run.mjs [--n 200,500,2000] [--ts ts7,ts5] [--projects versa-client,hono-client,...]
//        [--repeat 2] [--timeout 600] [--stack-size <kb>] [--from dist|src] [--client|--no-client]
//        [--no-docs] [--record-budget] [--hooks] [--no-editor]
// Generates the projects (gen.mjs), runs `tsc -p <project> --extendedDiagnostics --noEmit` on each
// with a timeout, records Instantiations, Types, Check time, Memory used (TS 7 also once with
// --singleThreaded, whose count does not depend on how files fall to its 4 checkers), writes
// bench/types/results.json and the "types" section of docs/benchmarks.md (a full run only: no
// --projects, two N or more, no --no-docs). --record-budget writes bench/types/budget.json
// (N = 200, TS 7, one checker) that test/type-budget.test.ts holds the project to. --hooks adds the
// versa-hooks-* projects (an onRequest hook per blueprint) and their cost over the same tree without.
// With N = 500 and
// TypeScript 5.9 in the run (and no --no-editor), it also measures editor latency (editor.mjs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEFAULT_NS, DEFAULT_OUT, generate, hasClient, repo, OPS_PER_RESOURCE } from "./gen.mjs";
import { measured, writeSection } from "../doc-section.mjs";
import { measureEditor } from "./editor.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (k, d) => {
  const i = args.indexOf(k);
  return i >= 0 ? args[i + 1] : d;
};
const flag = (k) => args.includes(k);

const ns = opt("--n", DEFAULT_NS.join(",")).split(",").map(Number);
const tsWanted = opt("--ts", "ts7,ts5").split(",");
const timeoutSec = Number(opt("--timeout", "600"));
const stack = opt("--stack-size", null);
// dist by default: Hono is checked from its published declarations, and a user's program reads
// versa's the same way; from src, each versa project also checks versa's own sources (about 2 s on
// TS 5.9 whatever N)
const from = opt("--from", "dist");
const client = flag("--client") ? true : flag("--no-client") ? false : hasClient();
const out = path.resolve(opt("--out", DEFAULT_OUT));
const projectsWanted = opt("--projects", null)?.split(",");
const repeatFor = (n) => Number(opt("--repeat", n <= 500 ? "2" : "1"));

// ---- the compilers ---------------------------------------------------------------------------

if (!fs.existsSync(path.join(here, "node_modules/typescript")) || !fs.existsSync(path.join(here, "node_modules/hono"))) {
  console.log("installing bench/types dependencies (npm --prefix bench/types ci) ...");
  const r = spawnSync("npm", ["--prefix", here, "ci", "--no-audit", "--no-fund"], { stdio: "inherit", timeout: 300_000 });
  if (r.status !== 0) throw new Error("npm --prefix bench/types ci failed");
}

/** TS 7's native binary (run directly, so that a timeout kills the compiler itself). */
async function ts7Command() {
  const bin = path.join(repo, "node_modules/typescript/bin/tsc");
  try {
    const { default: getExePath } = await import(pathToFileURL(path.join(repo, "node_modules/typescript/lib/getExePath.js")).href);
    return [getExePath()];
  } catch {
    return [bin];
  }
}
const ts5Bin = [path.join(here, "node_modules/typescript/bin/tsc"), path.join(repo, "node_modules/@tsd/typescript/typescript/bin/tsc")].find((f) => fs.existsSync(f));
const TS = {
  ts7: { cmd: await ts7Command(), node: false },
  ts5: { cmd: [process.execPath, ...(stack ? [`--stack-size=${stack}`] : []), "--max-old-space-size=8192", ts5Bin], node: true },
};
const tsList = tsWanted.filter((t) => TS[t]);
const version = (t) => {
  const r = spawnSync(TS[t].cmd[0], [...TS[t].cmd.slice(1), "-v"], { encoding: "utf8" });
  return (r.stdout || r.stderr).trim().replace(/^Version /, "");
};
const versions = Object.fromEntries(tsList.map((t) => [t, version(t)]));
const honoVersion = JSON.parse(fs.readFileSync(path.join(here, "node_modules/hono/package.json"), "utf8")).version;

// ---- one measurement -------------------------------------------------------------------------

/** The figures `--extendedDiagnostics` prints (TS 5.9 and TS 7 print the same labels). */
export function parseDiagnostics(text) {
  const get = (label) => {
    const m = text.match(new RegExp(`^${label}:\\s+([\\d.,]+)([a-zA-Z]*)\\s*$`, "m"));
    return m ? { v: parseFloat(m[1].replace(/,/g, "")), u: m[2] } : null;
  };
  const secs = (l) => {
    const x = get(l);
    return x ? (x.u === "ms" ? x.v / 1000 : x.v) : null;
  };
  const mem = get("Memory used");
  return {
    instantiations: get("Instantiations")?.v ?? null,
    types: get("Types")?.v ?? null,
    memoryMB: mem ? (mem.u === "K" ? mem.v / 1024 : mem.u === "M" ? mem.v : mem.v / 1048576) : null,
    checkSec: secs("Check time"),
    totalSec: secs("Total time"),
    // "file(line,col): error TSnnnn: message", the file shown relative to the project
    errors: [...text.matchAll(/^(.*?)(?:\(\d+,\d+\))?:? ?error (TS\d+): ([^\n]*)/gm)].map((m) => `${m[2]}: ${m[3]}${m[1] ? ` (${m[1].trim()})` : ""}`.slice(0, 240)),
  };
}

// GNU time reports the compiler's CPU seconds (user + sys), steadier than wall-clock figures on a
// shared machine; coreutils timeout kills the compiler itself when it runs too long.
const haveTime = fs.existsSync("/usr/bin/time") && spawnSync("/usr/bin/time", ["-f", "%U", "true"]).status === 0;
const haveTimeout = spawnSync("timeout", ["1", "true"]).status === 0;

function tsc(t, tsconfig, extra = []) {
  const argv = [...TS[t].cmd, "-p", tsconfig, "--noEmit", "--extendedDiagnostics", ...extra];
  const wrapped = [
    ...(haveTime ? ["/usr/bin/time", "-f", "cpu-seconds: %U %S"] : []),
    ...(haveTimeout ? ["timeout", "-s", "KILL", String(timeoutSec)] : []),
    ...argv,
  ];
  const t0 = performance.now();
  const p = spawnSync(wrapped[0], wrapped.slice(1), {
    encoding: "utf8",
    maxBuffer: 64 << 20,
    timeout: (timeoutSec + 30) * 1000,
    killSignal: "SIGKILL",
  });
  const wallSec = (performance.now() - t0) / 1000;
  const text = (p.stdout || "") + (p.stderr || "");
  const cpu = text.match(/^cpu-seconds: ([\d.]+) ([\d.]+)$/m);
  const r = { ...parseDiagnostics(text), cpuSec: cpu ? +(+cpu[1] + +cpu[2]).toFixed(2) : null, wallSec, exit: p.status };
  if (p.error?.code === "ETIMEDOUT" || (r.instantiations == null && /Command terminated by signal 9|^Killed/m.test(text)) || (!haveTime && p.status === 137))
    r.errors.unshift(`timeout after ${timeoutSec} s`);
  if (/RangeError: Maximum call stack size exceeded/.test(text)) r.errors.unshift("RangeError: Maximum call stack size exceeded");
  else if (r.instantiations == null && !r.errors.length) r.errors.push(`no diagnostics (exit ${p.status}): ${text.slice(0, 200)}`);
  return r;
}

// ---- the run ---------------------------------------------------------------------------------

const cpu = (() => {
  try {
    return fs.readFileSync("/proc/cpuinfo", "utf8").match(/^model name\s*:\s*(.*)$/m)?.[1] ?? os.cpus()[0]?.model;
  } catch {
    return os.cpus()[0]?.model;
  }
})();
const nproc = (() => {
  const r = spawnSync("nproc", { encoding: "utf8" });
  return Number(r.stdout?.trim()) || os.availableParallelism?.() || os.cpus().length;
})();

let distDir;
if (from === "dist") {
  // declarations only, into bench/out, so the repo's dist/ is left alone
  distDir = path.join(out, "dist");
  const r = spawnSync(TS.ts7.cmd[0], [...TS.ts7.cmd.slice(1), "-p", path.join(repo, "tsconfig.build.json"), "--outDir", distDir, "--emitDeclarationOnly", "--declaration", "--sourceMap", "false"], { encoding: "utf8", timeout: timeoutSec * 1000 });
  if (r.status !== 0) throw new Error(`building declarations failed:\n${r.stdout}${r.stderr}`);
}

const results = {
  machine: { cpu, nproc, node: process.version, loadavg: os.loadavg().map((x) => +x.toFixed(2)) },
  date: new Date().toISOString(),
  typescript: versions,
  hono: honoVersion,
  versaFrom: from,
  client,
  stackSize: stack,
  rows: [],
};
console.log(`${tsList.map((t) => `${t}=${versions[t]}`).join(", ")}, hono@${honoVersion}; versa from ${from}; client ${client ? "yes" : "not yet (paths stand-in)"}`);

for (const n of ns) {
  const { projects } = generate(n, { out, distDir, client, hooks: flag("--hooks") });
  const names = Object.keys(projects).filter((p) => !projectsWanted || projectsWanted.includes(p));
  for (const t of tsList) {
    for (const name of names) {
      const runs = Array.from({ length: repeatFor(n) }, () => tsc(t, projects[name]));
      const best = (k) => {
        const v = runs.map((x) => x[k]).filter((x) => x != null);
        return v.length ? Math.min(...v) : null;
      };
      const row = {
        n, ts: t, tsVersion: versions[t], project: name,
        instantiations: runs[0].instantiations, types: runs[0].types, memoryMB: runs[0].memoryMB,
        checkSec: best("checkSec"), totalSec: best("totalSec"), cpuSec: best("cpuSec"), wallSec: best("wallSec"),
        checkSecAll: runs.map((x) => x.checkSec), errors: runs[0].errors, exit: runs[0].exit,
      };
      if (t === "ts7" && !row.errors.length) row.instantiations1 = tsc(t, projects[name], ["--singleThreaded"]).instantiations;
      results.rows.push(row);
      console.log(
        `N=${String(n).padStart(4)} ${t} ${name.padEnd(12)} inst ${String(row.instantiations ?? "-").padStart(9)}${row.instantiations1 ? ` (1 checker ${row.instantiations1})` : ""}` +
          `  types ${String(row.types ?? "-").padStart(7)}  check ${row.checkSecAll.map((x) => x?.toFixed(2)).join("/")} s  cpu ${row.cpuSec ?? "-"} s  mem ${row.memoryMB?.toFixed(0)} MB` +
          (row.errors.length ? `  ERR ${row.errors[0]}` : ""),
      );
    }
  }
}

// ---- verdicts, results.json, docs ------------------------------------------------------------

const row = (n, t, p) => results.rows.find((r) => r.n === n && r.ts === t && r.project === p);
const fmt = (x) => (x == null ? "—" : x.toLocaleString("en-US"));
const versaMain = client ? "versa-client" : "versa-paths";
results.verdicts = [];
for (const t of tsList) {
  for (const project of [versaMain, ...(client ? ["versa-ranges-client"] : [])]) {
    const v = row(500, t, project);
    const h = row(500, t, "hono-client");
    if (!(v?.instantiations && h?.instantiations)) continue;
    // TS 7 deals files to its 4 checkers by position in the program, and a checker that gets the
    // client file but not the app infers the app's type again: whether app.ts and client.ts share
    // one moves with the number of versa's source files. The one-checker count does not depend on
    // it: the verdict reads it.
    const inst = (v.instantiations1 ?? v.instantiations) / (h.instantiations1 ?? h.instantiations);
    const check = v.checkSec / h.checkSec;
    results.verdicts.push({
      what: `N = 500, ${project} vs hono-client, TS ${versions[t]}`,
      instantiationsRatio: +inst.toFixed(3), checkRatio: +check.toFixed(3),
      pass: inst <= 1 / 3 && check <= 1 / 3,
      text: `N = 500 on TS ${versions[t]}: versa (${project}) / Hono (client) = ${(inst * 100).toFixed(0)}% of the instantiations${v.instantiations1 ? " (one checker)" : ""}, ${(check * 100).toFixed(0)}% of the check time (target: at most 33% of both): **${inst <= 1 / 3 && check <= 1 / 3 ? "met" : "missed"}**`,
    });
  }
}
for (const t of tsList) {
  // a hook per blueprint against the same tree without: at most 10% more instantiations
  const plain = row(500, t, versaMain);
  const hooked = row(500, t, versaMain.replace("versa-", "versa-hooks-"));
  const count = (r) => r?.instantiations1 ?? r?.instantiations;
  if (count(plain) && count(hooked)) {
    const more = count(hooked) / count(plain) - 1;
    results.verdicts.push({
      what: `N = 500, a hook per blueprint, TS ${versions[t]}`,
      hooksRatio: +(1 + more).toFixed(3), pass: more <= 0.1,
      text: `N = 500 on TS ${versions[t]}: an onRequest hook per blueprint costs ${(more * 100).toFixed(1)}% more instantiations than the same tree without (${fmt(count(hooked))} against ${fmt(count(plain))}${t === "ts7" ? ", one checker" : ""}; target: at most 10%): **${more <= 0.1 ? "met" : "missed"}**`,
    });
  }
}
{
  const big = row(2000, "ts5", versaMain) ?? row(2000, "ts5", "versa-server");
  const mid = big && row(500, "ts5", big.project);
  if (big) {
    const ok = !big.errors.length && big.instantiations != null;
    const ratio = ok && mid?.checkSec ? big.checkSec / mid.checkSec : null;
    results.verdicts.push({
      what: `N = 2000, ${big.project}, TS ${versions.ts5}, ${stack ? `--stack-size=${stack}` : "default stack"}`,
      compiles: ok, checkRatioTo500: ratio && +ratio.toFixed(2), pass: ok && ratio != null && ratio <= 4.5,
      text: `N = 2000 on TS ${versions.ts5} (${big.project}, ${stack ? `node --stack-size=${stack}` : "Node's default stack"}): ${ok ? "compiles" : `does not compile (${big.errors[0]})`}` +
        (ratio != null ? `, check time ${ratio.toFixed(2)}x that of N = 500 (target: at most 4.5x): **${ratio <= 4.5 ? "met" : "missed"}**` : ""),
    });
  }
}

if (ns.includes(500) && tsList.includes("ts5") && !flag("--no-editor")) {
  results.editor = await measureEditor({ n: 500, edits: 5, from });
  results.verdicts.push({ what: `editor latency, N = 500, TS ${results.editor.typescript}`, ratio: results.editor.ratio, pass: results.editor.ratio <= 1 / 20, text: results.editor.verdict });
}

if (!projectsWanted && ns.length >= 2) fs.writeFileSync(path.join(here, "results.json"), JSON.stringify(results, null, 1) + "\n");
else fs.writeFileSync(path.join(out, "results-partial.json"), JSON.stringify(results, null, 1) + "\n");

function markdown() {
  const m = results.machine;
  const L = [];
  L.push(`${measured({ date: results.date, cpu: m.cpu, cores: m.nproc, node: m.node })} (load average ${m.loadavg.join(", ")} at start); ` +
    `${tsList.map((t) => `TypeScript ${versions[t]}`).join(" and ")}; hono ${honoVersion}. Raw figures in bench/types/results.json.`);
  L.push("");
  L.push(`Projects, per N: **versa-server** is a versioned API of exactly N routes (versions x resources x ${OPS_PER_RESOURCE} operations: list, create, get/put/patch/delete \`/<id:T>\`, nested items and \`/<id>/history/<d:ymd>\`; ` +
    "one blueprint per resource, one group per version, one version under `/<tenant:str>/v`, an `/admin` sub-group), " + (from === "dist" ? "versa read from its declarations (`dist/*.d.ts`, as the package ships them, like Hono's)" : "versa imported from `src/` (so each versa project also checks versa's own sources)") + "; " +
    "**versa-paths** adds `PathsOf`/`RoutesOf` reads of three routes; " + (client ? "**versa-client** adds `createClient<typeof api>` calling three routes and using their data; **versa-ranges-client** serves the same N paths from an app of five declared versions in which half the blueprints use an open range (`{ since: k }`) and the others one version, with the same kind of client file; " : "(**versa-client**, three typed client calls, is generated once `versa/client` exports `createClient`; meanwhile versa-paths stands in for it); ") +
    "**hono-server** / **hono-client** are one Hono app chaining N routes (list, get, nested get, create per resource) and its `hc` client calling three routes.");
  L.push("");
  L.push("Check time (tsc's own figure) and CPU time (the whole process, user + sys, from GNU time; TS 7 uses several threads): fastest of the repeats (2 for N ≤ 500); on a shared machine expect ±20% or worse between runs, compare within one run. Compare instantiation counts only within one TypeScript: TS 7 runs 4 checkers by default, each instantiating what its files need (a checker that gets the client file but not the app infers the app again, which moves with the files' positions); \"1 checker\" is the same run with `--singleThreaded`, and the ratios to Hono read it.");
  L.push("");
  L.push("| N | TS | project | Instantiations | (1 checker) | Types | Check time | CPU time | Memory | vs Hono client (inst / check) | note |");
  L.push("|---:|---|---|---:|---:|---:|---:|---:|---:|---|---|");
  for (const r of results.rows) {
    const h = row(r.n, r.ts, "hono-client");
    const vs = r.project.startsWith("versa") && h?.instantiations && r.instantiations
      ? `${(((r.instantiations1 ?? r.instantiations) / (h.instantiations1 ?? h.instantiations)) * 100).toFixed(0)}% / ${((r.checkSec / h.checkSec) * 100).toFixed(0)}%` : "";
    L.push(`| ${r.n} | ${r.tsVersion} | ${r.project} | ${fmt(r.instantiations)} | ${r.instantiations1 ? fmt(r.instantiations1) : ""} | ${fmt(r.types)} | ${r.checkSec == null ? "—" : r.checkSec.toFixed(2) + " s"} | ${r.cpuSec == null ? "—" : r.cpuSec.toFixed(2) + " s"} | ${r.memoryMB == null ? "—" : r.memoryMB.toFixed(0) + " MB"} | ${vs} | ${r.errors.length ? r.errors[0].replace(/\|/g, "\\|") : ""} |`);
  }
  if (results.editor) {
    const e = results.editor;
    const ms = (x) => `${x.toLocaleString("en-US")} ms`;
    L.push("", `Editor latency (\`bench/types/editor.mjs\`): TypeScript ${e.typescript}'s language service on the N = ${e.n} projects, CPU time of the process during each request (the service runs on one thread, and V8's collector and compiler threads count too: steadier than the clock on a shared machine; each file is read once, as an editor's server keeps it). ` +
      "*cold*: the first semantic diagnostics of the client file; *edit*: a line appended to the client file, then the completions a user waits for there (`client.get(\"` for versa, `client.api.` for Hono), each edit a new program version, median of " + e.edits + " after uncounted warm-up edits (until the service has worked 10 s of CPU time on edits of the project, the cold diagnostics not counted: versa's edits are short, and a process that has just started runs code V8 has not optimised yet; an editor's service has been running for a while), versa's and Hono's counted edits alternating so that the machine's drift reaches both. " +
      "*one program*: the app and its client checked together, the app's type inferred from its route calls; *app as declarations*: the app compiled to `.d.ts` first (project references, or an app package that ships its declarations), which the client's program reads.");
    L.push("", "| setup | cold | warm-up (edits, CPU) | edits | median edit | vs Hono, same setup |", "|---|---:|---:|---|---:|---:|");
    for (const [key, label, against] of [["versa", "versa, one program", "hono"], ["hono", "Hono, one program", null], ["versaDeclared", "versa, app as declarations", "honoDeclared"], ["honoDeclared", "Hono, app as declarations", null]]) {
      const r = e.rows[key];
      const vs = against ? `${((r.medianMs / e.rows[against].medianMs) * 100).toFixed(1)}%` : "";
      L.push(`| ${label} | ${ms(r.coldMs)} | ${r.warmUpMs == null ? "—" : `${r.warmUpEdits ?? 1}, ${ms(r.warmUpMs)}`} | ${r.editMs.join(" / ")} ms | ${ms(r.medianMs)} | ${vs} |`);
    }
  }
  if (results.verdicts.length) L.push("", ...results.verdicts.map((v) => `- ${v.text}`));
  return L.join("\n");
}

if (!flag("--no-docs") && !projectsWanted && ns.length >= 2) {
  writeSection("types", markdown(), "Type-check cost");
  console.log("wrote the \"types\" section of docs/benchmarks.md and bench/types/results.json");
} else {
  console.log(markdown());
}
for (const v of results.verdicts) console.log(v.text);

if (flag("--record-budget")) {
  // the figure test/type-budget.test.ts compares against: N = 200, TS 7, one checker
  const { projects } = generate(200, { out, client, hono: false });
  const budget = { n: 200, typescript: version("ts7"), flags: "--extendedDiagnostics --singleThreaded", tolerance: 0.1, recorded: new Date().toISOString().slice(0, 10), instantiations: {} };
  for (const p of ["versa-server", "versa-paths", "versa-client", "versa-ranges-client"]) {
    if (!projects[p]) continue;
    const r = tsc("ts7", projects[p], ["--singleThreaded"]);
    if (r.errors.length) throw new Error(`${p}: ${r.errors[0]}`);
    budget.instantiations[p] = r.instantiations;
  }
  fs.writeFileSync(path.join(here, "budget.json"), JSON.stringify(budget, null, 2) + "\n");
  console.log(`wrote bench/types/budget.json: ${JSON.stringify(budget.instantiations)}`);
}
