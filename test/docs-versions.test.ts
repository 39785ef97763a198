/**
 * docs/versions.md tells a story in five versions of one app: the route tables and diffs it shows
 * are what `versa routes` and `versa diff` print for its samples, and the answers it shows are
 * what the samples answer at the time it says (the clock set there).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test, vi } from "vitest";
import { main } from "../src/cli/index.js";
import { main as clientMain } from "../examples/docs/versions-client.js";
import { serve } from "versa/node";
import * as step3 from "../examples/docs/versions-3.js";
import * as step4 from "../examples/docs/versions-4.js";
import * as step5 from "../examples/docs/versions-5.js";

const steps = { 3: step3.api, 5: step5.api } as const;

const root = fileURLToPath(new URL("..", import.meta.url));
const doc = readFileSync(new URL("../docs/versions.md", import.meta.url), "utf8");

afterEach(() => vi.useRealTimers());

/** What the CLI prints for `argv`. */
async function cli(argv: readonly string[]): Promise<string> {
  let out = "";
  expect(await main(argv, { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: root })).toBe(0);
  return out;
}

const shown = [...doc.matchAll(/`npx versa ((?:routes|diff) [^`]+)`[^:\n]*:\n\n```text\n([\s\S]*?)```/g)].map((m) => ({ command: m[1] as string, text: m[2] as string }));

describe("docs/versions.md", () => {
  test("shows route tables and diffs", () => expect(shown.length).toBe(6));
  test.each(shown)("npx versa $command", async ({ command, text }) => {
    expect(await cli(command.split(" "))).toBe(text);
  });

  /** The answer of a step's app to `GET path` at `time`, as the page writes it (status, headers it names, body). */
  async function answer(step: keyof typeof steps, path: string, time: string, headers: readonly string[]): Promise<string> {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(time) });
    const res = await steps[step].fetch(new Request(`http://x${path}`));
    return [String(res.status), ...headers.filter((h) => res.headers.has(h)).map((h) => `${h}: ${res.headers.get(h)}`), await res.text()].join("\n") + "\n";
  }
  const block = (after: string) => new RegExp(`${after}[^\\n]*\\n\\n\`\`\`text\\n([\\s\\S]*?)\`\`\``).exec(doc)?.[1];

  test("step 3: a deprecated version's answer", async () => {
    const got = await answer(3, "/v1/orders/7", "2026-06-01", ["deprecation", "sunset", "link", "api-supported-versions", "api-deprecated-versions"]);
    expect(got).toBe(block("`GET /v1/orders/7` answers"));
  });
  test("step 3: a current version's, and an unknown one's", async () => {
    expect(await answer(3, "/v2/orders/7", "2026-06-01", ["deprecation", "api-supported-versions", "api-deprecated-versions"])).toContain("api-supported-versions: 2\napi-deprecated-versions: 1\n");
    expect(await answer(3, "/v3/orders/7", "2026-06-01", ["content-type"])).toContain('"version":"3","supportedVersions":["1","2"]');
  });
  test("step 5: after the sunset, 410", async () => {
    const got = await answer(5, "/v1/users/7", "2027-02-01", ["content-type", "deprecation", "sunset", "link"]);
    expect(got).toBe(block("From the sunset on, `GET /v1/users/7` answers"));
    expect(await answer(5, "/v1/users/7", "2026-12-31", [])).toContain('"name":"Ada Lovelace"');
  });
  test("the client sample runs against step 4's app, told of version 1's deprecation once", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-01") });
    const server = await serve(step4.api, { port: 0 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await clientMain(server.url);
      expect(warn.mock.calls).toEqual([["GET /v1/users/<id:int> is deprecated (see https://example.com/docs/v1-to-v2)"]]);
      expect(log.mock.calls).toEqual([["Ada Lovelace", new Date("2027-01-01T00:00:00Z")], ["Ada", "Lovelace"], [1200]]);
    } finally {
      warn.mockRestore();
      log.mockRestore();
      await server.close();
    }
  });
});
