#!/usr/bin/env node
// `npm run bench:router`: runs ../shared/bench/routers (copied to bench/out/harness, with its own
// npm install, so shared/ stays untouched) with versa's adapters, then prints the ratios
// (bench/router-ratios.mjs). Extra arguments replace the defaults and pass through.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

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
// the ratios the issue asks about (versa / compile(), versa / the best matcher without codegen)
if (!args.length) execFileSync(process.execPath, [here("./router-ratios.mjs"), here("./out/router.json")], { stdio: "inherit" });
