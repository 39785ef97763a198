/**
 * Type-check budget: a generated versioned API of N = 200 routes (bench/types/gen.mjs), checked by
 * the project's TypeScript 7 with `--extendedDiagnostics --singleThreaded`, must not take more than
 * 10% more instantiations than bench/types/budget.json records (one checker: the count does not
 * depend on how files fall to TS 7's parallel checkers). It must also compile without errors.
 * After an intended change of cost, re-record with `node bench/types/run.mjs --n 200 --ts ts7
 * --no-docs --record-budget` and say why in the commit.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Budget {
  readonly n: number;
  readonly typescript: string;
  readonly tolerance: number;
  readonly instantiations: Readonly<Record<string, number>>;
}

const root = fileURLToPath(new URL("..", import.meta.url));
const budget = JSON.parse(readFileSync(join(root, "bench/types/budget.json"), "utf8")) as Budget;
const projects = ["versa-server", "versa-paths", "versa-client", "versa-ranges-client"] as const;
let out = "";
/** TS 7's native compiler, run directly so that a timeout stops the compiler itself. */
let tsc: readonly string[] = [process.execPath, join(root, "node_modules/typescript/bin/tsc")];

beforeAll(async () => {
  try {
    const mod = (await import(pathToFileURL(join(root, "node_modules/typescript/lib/getExePath.js")).href)) as { default: () => string };
    tsc = [mod.default()];
  } catch {
    // keep the launcher
  }
  out = mkdtempSync(join(tmpdir(), "versa-type-budget-"));
  const gen = spawnSync(process.execPath, [join(root, "bench/types/gen.mjs"), "--n", String(budget.n), "--out", out, "--no-hono"], {
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(gen.status, gen.stderr).toBe(0);
});

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

/** Runs tsc on one generated project: its instantiation count, or the errors it printed. */
function check(project: string): { instantiations: number | undefined; output: string; status: number | null } {
  const [cmd = process.execPath, ...pre] = tsc;
  const r = spawnSync(cmd, [...pre, "-p", join(out, String(budget.n), project, "tsconfig.json"), "--noEmit", "--extendedDiagnostics", "--singleThreaded"], {
    encoding: "utf8",
    timeout: 50_000,
    killSignal: "SIGKILL",
  });
  const output = `${r.stdout ?? ""}${r.stderr ?? ""}`;
  const m = /^Instantiations:\s+([\d,]+)\s*$/m.exec(output);
  return { instantiations: m?.[1] === undefined ? undefined : Number(m[1].replace(/,/g, "")), output, status: r.status };
}

describe(`type-check budget (N = ${String(budget.n)}, TS ${budget.typescript}, one checker)`, () => {
  for (const project of projects) {
    const recorded = budget.instantiations[project];
    it.skipIf(recorded === undefined)(`${project} compiles within ${String(Math.round(budget.tolerance * 100))}% of ${String(recorded)} instantiations`, () => {
      const dir = join(out, String(budget.n), project);
      if (!existsSync(dir)) throw new Error(`${project} was not generated (is createClient exported by src/client/index.ts?): ${readdirSync(join(out, String(budget.n))).join(", ")}`);
      const r = check(project);
      expect(r.status, r.output.split("\n").filter((l) => l.includes("error")).join("\n") || r.output.slice(0, 500)).toBe(0);
      expect(r.instantiations, "tsc printed no Instantiations figure").toBeTypeOf("number");
      const limit = Math.floor((recorded ?? 0) * (1 + budget.tolerance));
      expect(r.instantiations, `${project}: ${String(r.instantiations)} instantiations, budget ${String(recorded)} + ${String(Math.round(budget.tolerance * 100))}%`).toBeLessThanOrEqual(limit);
    }, 60_000);
  }
});
