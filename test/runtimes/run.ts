/**
 * `npm run test:runtimes`: versa on the real runtimes. Builds dist/ (what "versa" resolves to),
 * then serves examples/runtimes/ on workerd (no compatibility flag), Bun and Deno, each on
 * 127.0.0.1 at a port the runtime picks, sends every request of cases.ts over HTTP and compares
 * the answers; then checks the worker bundle size against Hono's. Prints a summary per runtime
 * and a last line `N passed, M failed`; exits 1 on any failure. Every process it starts is
 * stopped, and every wait has a deadline.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundle, bundleSizes, leftIn, root } from "./bundle.js";
import { cases, differences, requestOf, type Case } from "./cases.js";
import { start, type Child } from "./children.js";

/** The whole run's deadline: past it the runner stops its processes and fails. */
const RUN_MS = 170_000;
const READY_MS = 30_000;
const REQUEST_MS = 5_000;

let passed = 0;
let failed = 0;
const work = mkdtempSync(join(tmpdir(), "versa-runtimes-"));
const started = performance.now();
setTimeout(() => {
  console.log(`\nrunner: still running after ${RUN_MS / 1000} s; stopping\n${passed} passed, ${failed + 1} failed`);
  process.exit(1);
}, RUN_MS).unref();
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

/** A runtime's binary, as the npm package installed it (its postinstall puts the native binary in node_modules/.bin). */
const bin = (name: string) => join(root, "node_modules/.bin", name);

interface Served {
  readonly child: Child;
  /** the origin to send requests to, as the runtime reported it */
  readonly base: string;
}

interface Target {
  readonly name: string;
  /** Starts the runtime and resolves once it listens; throws (the reason as the message) otherwise. */
  readonly serve: () => Promise<Served>;
}

/** Waits for `pattern` in a child's output, `origin` of its group 1 the base; stops the child and
 * throws if the pattern never comes. */
async function listening(child: Child, pattern: RegExp, origin = (found: string) => found): Promise<Served> {
  try {
    const m = await child.waitFor(pattern, READY_MS);
    return { child, base: origin(m[1] as string) };
  } catch (e) {
    await child.stop();
    throw new Error(`${(e as Error).message}\n${tail(child.output())}`);
  }
}

const tail = (text: string, lines = 15) => text.trim().split("\n").slice(-lines).join("\n");

/**
 * A worker on workerd: `entry` bundled, a config written, `workerd serve` on 127.0.0.1 at port 0.
 * workerd reports the port it bound on a control descriptor (fd 3) once it is ready. The worker has
 * a compatibility date (required) and no compatibility flag.
 */
function workerd(name: string, entry: string, bindings: Record<string, unknown> = {}): Target {
  return {
    name,
    serve: async () => {
      const b = await bundle(entry);
      if (!b.ok) throw new Error(`bundling ${entry} for a worker failed:\n  ${b.errors.join("\n  ")}`);
      const slug = name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
      writeFileSync(join(work, `${slug}.mjs`), b.code);
      const bound = Object.entries(bindings).map(([k, v]) => `(name = ${JSON.stringify(k)}, json = ${JSON.stringify(JSON.stringify(v))})`);
      writeFileSync(
        join(work, `${slug}.capnp`),
        `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [(name = "worker.mjs", esModule = embed "${slug}.mjs")],
  compatibilityDate = "2026-01-01",
  bindings = [${bound.join(", ")}],
);
`,
      );
      const child = start(bin("workerd"), ["serve", `${slug}.capnp`, "--control-fd=3"], { cwd: work, fds: 1 });
      return listening(child, /"event":"listen","socket":"http","port":(\d+)/, (port) => `http://127.0.0.1:${port}`);
    },
  };
}

/** A sample that serves itself; it prints its origin once it listens (PORT=0: the runtime picks the port). */
function server(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv, pattern: RegExp): Target {
  return {
    name,
    serve: async () => listening(start(command, args, { cwd: root, env: { PORT: "0", NO_COLOR: "1", ...env } }), pattern),
  };
}

// Bun reads the repo's tsconfig "paths" (versa -> src/); an empty one makes it resolve versa as an
// installed copy would, through package.json "exports" (dist/), like the other runtimes.
writeFileSync(join(work, "tsconfig.json"), "{}");

const targets: readonly Target[] = [
  workerd("workerd (examples/runtimes/worker.ts)", "examples/runtimes/worker.ts"),
  workerd("workerd, app built in a request", "test/runtimes/lazy-worker.ts"),
  workerd("workerd, codegen: true at startup", "test/runtimes/codegen-worker.ts"),
  server("bun (examples/runtimes/bun.ts)", bin("bun"), [`--tsconfig-override=${join(work, "tsconfig.json")}`, "examples/runtimes/bun.ts"], {}, /listening on (http:\/\/127\.0\.0\.1:\d+)/),
  server(
    "deno (examples/runtimes/deno.ts)",
    bin("deno"),
    ["run", "--no-lock", "--allow-net=127.0.0.1", "--allow-env=PORT", "examples/runtimes/deno.ts"],
    { DENO_NO_UPDATE_CHECK: "1", DENO_DIR: join(work, "deno") },
    /Listening on (http:\/\/127\.0\.0\.1:\d+)/,
  ),
];

/** A case sent over HTTP: the differences from what it expects (none: passed). */
async function send(c: Case, base: string): Promise<string[]> {
  try {
    return await differences(c, await fetch(requestOf(c, base, { signal: AbortSignal.timeout(REQUEST_MS) })));
  } catch (e) {
    return [`no answer: ${(e as Error).message}`];
  }
}

const lines: string[] = [];
const count = (ok: boolean) => (ok ? passed++ : failed++);
/** A line for the log and the summary that counts as neither a pass nor a fail. */
const note = (text: string) => {
  console.log(`note: ${text}`);
  lines.push(`note: ${text}`);
};

function build(): boolean {
  const r = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8", timeout: 120_000, killSignal: "SIGKILL" });
  if (r.status === 0) return true;
  console.log(`npm run build failed (${r.status ?? r.signal ?? r.error?.message}):\n${tail(`${r.stdout ?? ""}${r.stderr ?? ""}`)}`);
  return false;
}

async function runTarget(t: Target): Promise<void> {
  const t0 = performance.now();
  let served: Served;
  try {
    served = await t.serve();
  } catch (e) {
    failed += cases.length;
    lines.push(`${t.name}: 0 passed, ${cases.length} failed (did not start)`);
    console.log(`✗ ${t.name}: did not start: ${(e as Error).message}\n`);
    return;
  }
  const problems: string[] = [];
  try {
    for (const c of cases) {
      const diff = await send(c, served.base);
      count(diff.length === 0);
      if (diff.length) problems.push(`  ✗ ${c.method} ${c.path} (${c.name}): ${diff.join("; ")}`);
    }
  } finally {
    await served.child.stop();
  }
  const ok = cases.length - problems.length;
  const ms = Math.round(performance.now() - t0);
  lines.push(`${t.name}: ${ok} passed, ${problems.length} failed (${ms} ms)`);
  console.log(`${problems.length ? "✗" : "✓"} ${t.name} at ${served.base}: ${ok}/${cases.length} in ${ms} ms`);
  for (const p of problems) console.log(p);
  if (problems.length) console.log(`  its output:\n${tail(served.child.output())}`);
}

/**
 * `codegen: true` with the matcher compiled inside a request on workerd, which forbids code
 * generation there: versa's own `CODEGEN_REFUSED` error when the matcher is built (workerd answers
 * 500 and logs it), never workerd's bare EvalError. Unset, the same worker matches without
 * generated code (the "app built in a request" target above).
 */
async function codegenInRequest(): Promise<void> {
  const t = workerd("workerd, codegen: true built in a request", "test/runtimes/lazy-worker.ts", { OPTIONS: { codegen: true } });
  try {
    const served = await t.serve();
    try {
      const health = cases[0] as Case;
      const r = await fetch(requestOf(health, served.base, { signal: AbortSignal.timeout(REQUEST_MS) }));
      await r.text();
      // (workerd logs the worker's uncaught error; give it a moment to reach the pipe)
      await served.child.waitFor(/Error[^\n]*/, 2_000).catch(() => undefined);
      const said = /\w*Error: [^\n]*/.exec(served.child.output())?.[0] ?? "(nothing logged)";
      const ok = r.status === 500 && said.includes("VersaError: codegen: true, but this runtime refuses");
      count(ok);
      lines.push(`${t.name}: ${ok ? "1 passed, 0 failed" : "0 passed, 1 failed"}`);
      console.log(`${ok ? "✓" : "✗"} ${t.name}: GET ${health.path} answered ${r.status}; workerd logged: ${said}`);
    } finally {
      await served.child.stop();
    }
  } catch (e) {
    count(false);
    lines.push(`${t.name}: 0 passed, 1 failed (${(e as Error).message.split("\n")[0]})`);
  }
}

/**
 * The gzipped size of versa's worker bundle against Hono's for the same three routes, and what the
 * bundle leaves out (bundle.ts, LEFT_OUT). The goal is at most 2 x and is not reached: 3.85 x on
 * 2026-11-29 (32,643 B against 8,482 B). Without the four parts this app does not use but any
 * app may (the regex check, the schema glue, the version answers, the generated matcher) it would
 * still be about 2.6 x (test/runtimes/breakdown.ts; docs/benchmarks.md, "Worker bundle"). So this
 * fails when the bundle grows past {@link SIZE_BOUND} x, just above today's, and prints the goal.
 */
const SIZE_GOAL = 2;
const SIZE_BOUND = 3.9;
async function sizes(): Promise<void> {
  const s = await bundleSizes();
  if (!s.ok) {
    count(false);
    lines.push("bundle size: 0 passed, 1 failed (did not bundle)");
    console.log(`✗ bundle size: did not bundle:\n  ${s.errors.join("\n  ")}`);
    return;
  }
  const { versa, hono, honoTiny, parts } = s.sizes;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const ratio = (versa / hono).toFixed(2);
  const within = versa <= SIZE_BOUND * hono;
  console.log(`${within ? "✓" : "✗"} bundle size, gzipped: versa ${kb(versa)} (${versa} B), Hono ${kb(hono)} (${hono} B): ${ratio} x: at most ${SIZE_BOUND} x (the goal, ${SIZE_GOAL} x, is ${versa <= SIZE_GOAL * hono ? "met" : "not met"}); hono/tiny ${kb(honoTiny)}`);
  const extra = leftIn(parts);
  console.log(`${extra.length === 0 ? "✓" : "✗"} bundle leaves out OpenAPI, the CLI, the client, node, docs and cors${extra.length === 0 ? "" : `: holds ${extra.join(", ")}`}`);
  const byLayer = new Map<string, number>();
  for (const p of parts) byLayer.set(layerOf(p.path), (byLayer.get(layerOf(p.path)) ?? 0) + p.bytes);
  const list = (rows: Iterable<[string, number]>) => [...rows].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(", ");
  console.log(`  minified bytes by layer: ${list(byLayer)}`);
  console.log(`  largest modules: ${list(parts.slice(0, 8).map((p) => [p.path.replace(/^dist\//, ""), p.bytes]))}`);
  const ok = within && extra.length === 0;
  count(ok);
  lines.push(`bundle size: ${ok ? "1 passed, 0 failed" : "0 passed, 1 failed"}`);
}

/** `dist/path/parse.js` -> `path`; the app itself and the facade as they are. */
const layerOf = (path: string): string => /^dist\/([^/]+)\//.exec(path)?.[1] ?? path;

/**
 * Each runtime's version, or why it cannot run: the packages' postinstall scripts put the native
 * binaries in place (package.json "allowScripts" lets npm run them), and bun's placeholder binary
 * only says that it was not replaced.
 */
function runtimes(): boolean {
  const found = ["workerd", "bun", "deno"].map((name) => {
    const r = existsSync(bin(name)) ? spawnSync(bin(name), ["--version"], { encoding: "utf8", timeout: 30_000, killSignal: "SIGKILL" }) : undefined;
    const version = r?.status === 0 ? r.stdout.split("\n")[0] : undefined;
    return version ? `${name} ${version.replace(new RegExp(`^${name}\\s*`), "")}` : `${name}: not runnable (${r ? tail(`${r.stderr}${r.error?.message ?? ""}`, 3) : "missing"}); run npm ci`;
  });
  console.log(found.join(", "));
  return found.every((line) => !line.includes("not runnable"));
}

if (!runtimes() || !build()) {
  console.log("0 passed, 1 failed");
  process.exit(1);
}
for (const t of targets) await runTarget(t);
await codegenInRequest();
await sizes();
console.log(`\n${lines.join("\n")}\nruntimes: ${((performance.now() - started) / 1000).toFixed(1)} s\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
