// Editor latency: what a user waits for on each keystroke, measured with TypeScript 5.9's language
// service (the one editors ship today) on the bench/types projects (gen.mjs).
//   node bench/types/editor.mjs [--n 500] [--edits 5] [--from dist|src] [--warm-up 10] [--json out.json]
// (run.mjs runs it too, at N = 500, and writes it into the "types" section of docs/benchmarks.md)
// Times are CPU time of this process (the language service runs on its thread; V8's collector and
// compiler threads count too: under `node --single-threaded` both projects' edits take about 2/3
// of it, in the same ratio), steadier than the clock on a shared machine. For versa (versa-client) and Hono (hono-client), in one program each
// (the app and its client):
//   cold   the first semantic diagnostics of the client file (the program built, nothing cached);
//   edit   five edits, each appending a line to the client file and asking for the completions a
//          user waits for: `client.get("` for versa (the path templates), `client.api.` for Hono;
//          each edit is a new program version, so the checker starts again: the median counts.
//          Edits before them are not counted (printed as "warm-up"), until the service has
//          worked WARM_UP_MS of CPU time on edits of the project and made one edit at least: an
//          editor's language service has run for a while when a user types, where this process
//          has just started (its first edits run code V8 has not optimised yet). One uncounted
//          edit was not enough for a project whose edits are short: at 500 routes versa's five
//          edits after it still fell from 1.3 s to 0.6 s, while one edit of Hono's took 8 s. The
//          same CPU time for every project warms each alike. Both projects of a setup are warmed
//          up, then their counted edits alternate (versa, Hono, versa, ...), so that the machine's
//          drift reaches both alike.
// Then the same edits with the app compiled to declarations first (what project references, or an
// app package that ships its .d.ts, give the client's program): the client sees `typeof api` as
// written in app.d.ts instead of inferring it from 500 route calls.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generate, repo } from "./gen.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(repo, "bench/out/editor");

const tsPath = path.join(here, "node_modules/typescript/lib/typescript.js");
/** TypeScript 5.9 (bench/types/node_modules, installed by `npm --prefix bench/types ci`). */
const typescript = () => {
  if (!fs.existsSync(tsPath)) throw new Error("npm --prefix bench/types ci first (TypeScript 5.9 and hono for the bench)");
  return createRequire(import.meta.url)(tsPath);
};
let ts;

/** TS 7's native compiler, for the declarations of the "declarations" setup (fast; same output). */
async function ts7() {
  const { default: exe } = await import(pathToFileURL(path.join(repo, "node_modules/typescript/lib/getExePath.js")).href);
  return exe();
}

/** A language service over a project's files, whose client file can be edited in memory. */
function service(tsconfig, clientFile) {
  const dir = path.dirname(tsconfig);
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n")); } });
  const texts = new Map();
  const versions = new Map();
  const snapshots = new Map();
  const ls = ts.createLanguageService(
    {
      getScriptFileNames: () => config.fileNames,
      getScriptVersion: (f) => String(versions.get(f) ?? 0),
      // one snapshot per file and version, as an editor's server keeps them: it reads a file again
      // when it changes, not on every keystroke (else each edit re-read the 249 files of the program,
      // lib.dom.d.ts and @types/node included, about 10% of a 10-route project's edit)
      getScriptSnapshot: (f) => {
        const key = `${f}@${versions.get(f) ?? 0}`;
        if (!snapshots.has(key)) {
          const text = texts.get(f) ?? (fs.existsSync(f) ? fs.readFileSync(f, "utf8") : undefined);
          snapshots.set(key, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text));
        }
        return snapshots.get(key);
      },
      getCurrentDirectory: () => dir,
      getCompilationSettings: () => config.options,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: (f) => texts.has(f) || ts.sys.fileExists(f),
      readFile: (f) => texts.get(f) ?? ts.sys.readFile(f),
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    },
    ts.createDocumentRegistry(),
  );
  const file = path.join(dir, clientFile);
  const base = fs.readFileSync(file, "utf8");
  return {
    cold() {
      const t0 = process.cpuUsage();
      const errors = ls.getSemanticDiagnostics(file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      return { ms: cpuMs(t0), errors };
    },
    /** The `i`th edit: the client file with `typed` appended; the completions at its end, timed. */
    edit(i, typed) {
      const text = `${base}\n// edit ${i}\n${typed}`;
      texts.set(file, text);
      versions.set(file, i + 1);
      const t0 = process.cpuUsage();
      const completions = ls.getCompletionsAtPosition(file, text.length, { includeCompletionsWithInsertText: true });
      return { ms: cpuMs(t0), entries: completions?.entries.length ?? 0, first: completions?.entries[0]?.name };
    },
  };
}

/** CPU milliseconds since `t0` (the language service runs on this thread: on a shared machine, steadier than the clock). */
const cpuMs = (t0) => {
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU time a project's service works on edits before an edit counts (`--warm-up <seconds>` sets
 * it); the cold diagnostics are not counted in it: they run other code, and on a slow machine
 * they alone used up the warm-up, so that versa's counted edits were still getting faster. */
let WARM_UP_MS = 10_000;

/** A project's service: its cold diagnostics, then edits that warm it up (not counted). */
function prepare(label, tsconfig, clientFile, typed) {
  const s = service(tsconfig, clientFile);
  const cold = s.cold();
  const warm = [];
  for (let spent = 0; warm.length === 0 || spent < WARM_UP_MS; ) {
    const { ms } = s.edit(warm.length, typed);
    warm.push(ms);
    spent += ms;
  }
  return { label, typed, s, cold, warm, runs: [] };
}

/**
 * Two projects compared (versa's and Hono's, in one setup): each prepared, then `edits` counted
 * edits of each, alternating, so that the machine's drift (on these shared machines a project's
 * edits have run 1.5 times as long an hour apart) reaches both alike. Their rows, each with its
 * times and median.
 */
function measurePair(projects, edits) {
  const prepared = projects.map((p) => prepare(p.label, p.tsconfig, "client.ts", p.typed));
  for (let i = 0; i < edits; i++) for (const p of prepared) p.runs.push(p.s.edit(p.warm.length + i, p.typed));
  return prepared.map(({ label, cold, warm, runs }) => {
    const row = { label, coldMs: Math.round(cold.ms), warmUpEdits: warm.length, warmUpMs: Math.round(warm.reduce((a, b) => a + b, 0)), editMs: runs.map((r) => Math.round(r.ms)), medianMs: Math.round(median(runs.map((r) => r.ms))), entries: runs[0]?.entries, first: runs[0]?.first, errors: cold.errors.slice(0, 3) };
    console.log(`${label.padEnd(34)} cold ${String(row.coldMs).padStart(6)} ms   warm-up ${row.warmUpEdits} edits, ${row.warmUpMs} ms   edits ${row.editMs.join(" / ")} ms   median ${row.medianMs} ms   ${row.entries} completions (${row.first})${row.errors.length ? `   ERR ${row.errors[0]}` : ""}`);
    return row;
  });
}

/**
 * The declarations setup: the app's project compiled to .d.ts (by TS 7, against versa's own
 * declarations, as an installed package has them: nothing of versa's sources is emitted), and a
 * client project whose `./app.js` import resolves to that app.d.ts.
 */
async function declared(project, clientFile, versaDist) {
  const dir = path.dirname(project);
  const decl = `${dir}-declared`;
  fs.rmSync(decl, { recursive: true, force: true });
  fs.mkdirSync(decl, { recursive: true });
  const original = JSON.parse(fs.readFileSync(project, "utf8"));
  const versaPaths = versaDist && { versa: [path.join(versaDist, "index.d.ts")], "versa/client": [path.join(versaDist, "client/index.d.ts")] };
  const config = { ...original, compilerOptions: { ...original.compilerOptions, ...(original.compilerOptions.paths && versaPaths && { paths: versaPaths }) } };
  const emit = { ...config, compilerOptions: { ...config.compilerOptions, noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: decl, rootDir: dir }, files: ["app.ts"] };
  const emitConfig = path.join(dir, "tsconfig.emit.json");
  fs.writeFileSync(emitConfig, JSON.stringify(emit, null, 2));
  const r = spawnSync(await ts7(), ["-p", emitConfig], { encoding: "utf8", maxBuffer: 64 << 20 });
  if (!fs.existsSync(path.join(decl, "app.d.ts"))) throw new Error(`no app.d.ts for ${dir}: ${r.stdout}${r.stderr}`.slice(0, 2000));
  fs.copyFileSync(path.join(dir, clientFile), path.join(decl, clientFile));
  if (fs.existsSync(path.join(dir, "package.json"))) fs.copyFileSync(path.join(dir, "package.json"), path.join(decl, "package.json"));
  const paths = Object.fromEntries(Object.entries(config.compilerOptions.paths ?? {}).map(([k, v]) => [k, v.map((p) => path.relative(decl, path.resolve(dir, p)))]));
  const typeRoots = config.compilerOptions.typeRoots?.map((p) => path.relative(decl, path.resolve(dir, p)));
  const client = { ...config, compilerOptions: { ...config.compilerOptions, ...(typeRoots && { typeRoots }), ...(config.compilerOptions.paths && { paths }) }, files: ["app.d.ts", clientFile] };
  fs.writeFileSync(path.join(decl, "tsconfig.json"), JSON.stringify(client, null, 2));
  return path.join(decl, "tsconfig.json");
}

/**
 * The measurement: versa and Hono at `n` routes, cold diagnostics and `edits` edits each, in one
 * program and with the app as declarations; the rows, the ratio of the medians and a verdict line.
 */
export async function measureEditor({ n = 500, edits = 5, from = "dist", warmUpS = 10 } = {}) {
  ts = typescript();
  WARM_UP_MS = warmUpS * 1000;
  // versa's declarations, as the package ships them (for --from dist, and for the declarations setup)
  const versaDist = path.join(out, "dist");
  const r = spawnSync(await ts7(), ["-p", path.join(repo, "tsconfig.build.json"), "--outDir", versaDist, "--emitDeclarationOnly", "--declaration", "--sourceMap", "false"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`building declarations failed:\n${r.stdout}${r.stderr}`);
  const { projects } = generate(n, { out, distDir: from === "dist" ? versaDist : undefined, client: true });
  console.log(`editor latency: TypeScript ${ts.version} language service, N = ${n}, ${edits} edits, versa from ${from}, CPU time`);
  const [versa, hono] = measurePair(
    [
      { label: "versa (one program)", tsconfig: projects["versa-client"], typed: 'client.get("' },
      { label: "hono (one program)", tsconfig: projects["hono-client"], typed: "client.api." },
    ],
    edits,
  );
  const [versaDeclared, honoDeclared] = measurePair(
    [
      { label: "versa (app as declarations)", tsconfig: await declared(projects["versa-client"], "client.ts", versaDist), typed: 'client.get("' },
      { label: "hono (app as declarations)", tsconfig: await declared(projects["hono-client"], "client.ts"), typed: "client.api." },
    ],
    edits,
  );
  const rows = { versa, hono, versaDeclared, honoDeclared };
  const ratio = rows.versa.medianMs / rows.hono.medianMs;
  const verdict =
    `N = ${n}, TypeScript ${ts.version}, one program: the completions after an edit take versa ${rows.versa.medianMs} ms, Hono ${rows.hono.medianMs} ms (CPU, median of ${edits}): ` +
    `${(ratio * 100).toFixed(1)}% of Hono's (target: at most 5%, 1/20): **${ratio <= 1 / 20 ? "met" : "missed"}**`;
  console.log(verdict);
  return { date: new Date().toISOString(), typescript: ts.version, n, edits, from, rows, ratio: +ratio.toFixed(4), verdict };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (k, d) => {
    const i = args.indexOf(k);
    return i >= 0 ? args[i + 1] : d;
  };
  const result = await measureEditor({ n: Number(opt("--n", "500")), edits: Number(opt("--edits", "5")), from: opt("--from", "dist"), warmUpS: Number(opt("--warm-up", "10")) });
  const json = opt("--json", null);
  if (json) fs.writeFileSync(json, JSON.stringify(result, null, 1) + "\n");
}
