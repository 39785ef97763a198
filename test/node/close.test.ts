/**
 * `close()` under load (src/node/serve.ts, connection.ts): busy keep-alive clients lose nothing the
 * server took, every answer written once closing carries `Connection: close`, no handler starts
 * after `close()`, and it resolves as soon as the answers in flight are written, not after its grace.
 */
import { Agent, request } from "node:http";
import { expect, test } from "vitest";
import { app } from "versa";
import { serve } from "versa/node";

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

interface Got {
  readonly status: number;
  readonly close: boolean;
  /** the handler returned after close() was called */
  readonly late: boolean;
}

test("close() with 20 busy keep-alive connections: nothing taken is lost, late answers carry Connection: close, no handler starts after", async () => {
  let closing = false;
  let seen = 0;
  let startedAfter = 0;
  const api = app().get("/work", async () => {
    seen++;
    if (closing) startedAfter++;
    await sleep(2 + (seen % 7));
    return new Response("ok", { headers: { "x-late": String(closing) } });
  });
  const s = await serve(api, { port: 0 });
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const got: Got[] = [];
  const errors: string[] = [];
  let stop = false;
  const ask = () =>
    new Promise<boolean>((ok) => {
      const req = request(`${s.url}/work`, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          got.push({ status: res.statusCode ?? 0, close: res.headers.connection === "close", late: res.headers["x-late"] === "true" });
          ok(true);
        });
      });
      req.on("error", (e: NodeJS.ErrnoException) => {
        errors.push(e.code ?? e.message);
        ok(false);
      });
      req.end();
    });
  // each client: requests back to back until one fails or the test is over (5 s at most)
  const clients = Array.from({ length: 20 }, async () => {
    const until = Date.now() + 5000;
    while (!stop && Date.now() < until && (await ask()));
  });
  await sleep(400);
  closing = true;
  const t0 = performance.now();
  await s.close({ timeout: 4000 });
  const closeMs = performance.now() - t0;
  stop = true;
  await Promise.all(clients);
  agent.destroy();
  const ok = got.filter((g) => g.status === 200);
  expect(closeMs, "close() waited for its grace period").toBeLessThan(1500);
  expect(startedAfter, "handlers started after close()").toBe(0);
  expect(ok.length, "answers received for the requests handlers took").toBe(seen);
  expect(ok.filter((g) => g.late && !g.close).length, "late answers without Connection: close").toBe(0);
  expect(got.filter((g) => g.status === 503 && !g.close)).toEqual([]);
  expect(got.filter((g) => g.status !== 200 && g.status !== 503)).toEqual([]);
  // a request sent after an answer that closed its connection finds no server: ECONNREFUSED only
  expect(errors.filter((e) => e !== "ECONNREFUSED"), `late: ${ok.filter((g) => g.late).length}, 503: ${got.length - ok.length}`).toEqual([]);
});
