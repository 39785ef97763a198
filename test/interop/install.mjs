/**
 * Installs the interop suite's tools (test/interop/package-lock.json, from the npm registry) when
 * they are missing or older than the lock file: `npm run test:interop` may run on a clean checkout.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const installed = `${here}node_modules/.package-lock.json`;
const lock = `${here}package-lock.json`;
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], { cwd: here, stdio: "inherit", env: { ...process.env, SCARF_ANALYTICS: "false" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
