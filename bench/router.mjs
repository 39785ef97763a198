#!/usr/bin/env node
// `npm run bench:router`: runs the router harness ../shared/bench/routers (copied to
// bench/out/harness, with its own npm install, so the original stays untouched) with versa's
// adapters. With no arguments it runs the hono and api suites, best of 3 rounds, then prints the
// ratios (bench/router-ratios.mjs) and writes them to the "router" section of docs/benchmarks.md.
// Arguments replace those defaults and pass through to the harness; nothing is written then.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { report } from "./router-ratios.mjs";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const harness = here("./out/harness");
if (!existsSync(`${harness}/node_modules`)) {
  cpSync(here("../../shared/bench/routers"), harness, { recursive: true, filter: (f) => !f.includes("node_modules") });
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: harness, stdio: "inherit" });
}
const args = process.argv.slice(2);
const defaults = ["--suites", "hono,api", "--rounds", "3", "--time", "300", "--out", here("./out/router")];
execFileSync(process.execPath, ["--expose-gc", `${harness}/bench.mjs`, "--adapter", here("./router-adapter.mjs"), ...(args.length ? args : defaults)], {
  stdio: "inherit",
});
if (!args.length) report(here("./out/router.json"), "router");
