import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("npm start: the demo", () => {
  test("prints its routes and a curl line that works, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "examples/demo/server.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (out += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (out += c));
    const exited = new Promise<number | null>((ok) => child.once("exit", ok));
    try {
      const started = Date.now();
      while (!/curl (\S+)/.test(out) && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 50));
      const url = /curl (\S+)/.exec(out)?.[1];
      expect(url, out).toBeDefined();
      expect(out).toMatch(/GET\s+\/<tenant:str>\/v3\/users\/<id:uuid>\s+3\s+blueprint/);
      const res = await fetch(url as string);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: 1, title: "Dune", published: "1965-08-01" });
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  });
});
