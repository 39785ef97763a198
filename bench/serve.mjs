#!/usr/bin/env node
// `npm run bench:serve`: requests per second through versa's serve() (with each matcher), against
// a bare node:http handler (the ceiling) and Hono on @hono/node-server, in one run. Each server
// runs in its own process on 127.0.0.1; autocannon drives it from this one. The same 250-route
// versioned app and the same request (GET /v1/users/42 -> {"id":42}) for all of them; "versa-hooks"
// is the same app with one synchronous onRequest hook on the app and one on each blueprint (which
// adds a key to the context). Writes the "serve" section of docs/benchmarks.md. BENCH_ROUNDS (5)
// and BENCH_SECONDS (8) set the rounds; BENCH_KINDS (comma-separated) picks the servers.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { measured, writeSection } from "./doc-section.mjs";

const [, , role, name] = process.argv;
const RESOURCES = ["users", "orders", "items", "carts", "teams", "files", "notes", "tags", "jobs", "logs"];
const VERSIONS = [1, 2, 3, 4, 5];

async function server(kind) {
  const { createServer } = await import("node:http");
  if (kind === "bare") {
    const s = createServer((req, res) => {
      const id = Number(req.url.slice(req.url.lastIndexOf("/") + 1));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id }));
    });
    return new Promise((ok) => s.listen(0, "127.0.0.1", () => ok(s.address().port)));
  }
  if (kind === "versa" || kind === "versa-codegen" || kind === "versa-hooks") {
    const { app, blueprint, group } = await import("../dist/index.js");
    const { serve } = await import("../dist/node/index.js");
    const hooks = kind === "versa-hooks";
    let served = 0;
    let api = app({ codegen: kind === "versa-codegen" }); // (versa-hooks as versa: the walker)
    if (hooks) api = api.onRequest(() => void served++);
    for (const v of VERSIONS) {
      let g = group({ version: v });
      for (const r of RESOURCES) {
        const bp = blueprint(`${r}${v}`, { urlPrefix: `/${r}` });
        g = g.blueprint(
          (hooks ? bp.onRequest(() => ({ tenant: "acme" })) : bp)
            .get("/", () => [])
            .post("/", () => ({}))
            .get("/<id:int>", ({ params }) => ({ id: params.id }))
            .put("/<id:int>", () => ({}))
            .delete("/<id:int>", () => ({})),
        );
      }
      api = api.blueprint(g);
    }
    const s = await serve(api, { port: 0 });
    return s.port;
  }
  const { Hono } = await import("hono");
  const { serve } = await import("@hono/node-server");
  const h = new Hono();
  for (const v of VERSIONS)
    for (const r of RESOURCES) {
      const p = `/v${v}/${r}`;
      h.get(p, (c) => c.json([])).post(p, (c) => c.json({}));
      h.get(`${p}/:id{[0-9]+}`, (c) => c.json({ id: Number(c.req.param("id")) }));
      h.put(`${p}/:id{[0-9]+}`, (c) => c.json({})).delete(`${p}/:id{[0-9]+}`, (c) => c.json({}));
    }
  return new Promise((ok) => {
    const s = serve({ fetch: h.fetch, port: 0, hostname: "127.0.0.1" }, (info) => ok(info.port));
    void s;
  });
}

if (role === "--server") {
  const port = await server(name);
  process.send?.({ port });
} else {
  const autocannon = (await import("autocannon")).default;
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const kinds = (process.env.BENCH_KINDS ?? "bare,versa,versa-codegen,versa-hooks,hono").split(",");
  const all = Object.fromEntries(kinds.map((k) => [k, []])); // every round: { rps, p99, errors }
  for (let round = 0; round < rounds; round++) {
    for (const kind of round % 2 ? [...kinds].reverse() : kinds) {
      const child = fork(fileURLToPath(import.meta.url), ["--server", kind], { stdio: "inherit" });
      const { port } = await new Promise((ok) => child.once("message", ok));
      const url = `http://127.0.0.1:${port}/v1/users/42`;
      const check = await (await fetch(url)).json();
      if (check.id !== 42) throw new Error(`${kind} answered ${JSON.stringify(check)}`);
      await autocannon({ url, connections: 50, duration: 1 }); // warm-up
      const r = await autocannon({ url, connections: 50, pipelining: 1, duration: seconds });
      const errors = r.errors + r.timeouts + r.non2xx;
      console.log(`round ${round + 1} ${kind}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, errors ${errors}`);
      all[kind].push({ rps: r.requests.average, p99: r.latency.p99, errors });
      child.kill();
      await new Promise((ok) => child.once("exit", ok));
    }
  }
  const label = {
    bare: "bare node:http (ceiling)",
    versa: "versa serve()",
    "versa-codegen": "versa serve(), `codegen: true`",
    "versa-hooks": "versa serve(), a sync `onRequest` on the app and on each blueprint",
    hono: "Hono on @hono/node-server",
  };
  // the median too: on a noisy machine one lucky round can carry "best of"
  const median = (rounds) => rounds.map((x) => x.rps).sort((a, b) => a - b)[Math.floor((rounds.length - 1) / 2)];
  const best = Object.fromEntries(kinds.map((n) => [n, all[n].reduce((a, b) => (b.rps > a.rps ? b : a))]));
  const k = (x) => `${(x / 1000).toFixed(1)}k`;
  const base = kinds.includes("bare") ? "bare" : kinds[0];
  const rows = kinds.map(
    (n) =>
      `| ${label[n]} | ${Math.round(best[n].rps)} | ${(best[n].rps / best[base].rps).toFixed(2)} | ${(median(all[n]) / median(all[base])).toFixed(2)} | ${all[n].map((x) => k(x.rps)).join(" ")} | ${best[n].p99} | ${best[n].errors} |`,
  );
  // hooks against the same app without: the median of the rounds (each round runs both)
  const hooks = kinds.includes("versa") && kinds.includes("versa-hooks") ? [`With hooks / without (median of ${rounds} rounds): ${(median(all["versa-hooks"]) / median(all.versa)).toFixed(3)}.`] : [];
  const table = [
    `${measured()}: best of ${rounds} rounds of ${seconds} s, 50 connections, GET /v1/users/42 on a 250-route app.`,
    "",
    "| server | req/s (best round) | vs ceiling | median vs median ceiling | rounds, req/s | p99 ms | errors |",
    "|---|---:|---:|---:|---|---:|---:|",
    ...rows,
    ...(hooks.length ? ["", ...hooks] : []),
  ].join("\n");
  console.log(`\n${table}`);
  writeSection("serve", table, "Throughput through serve()");
}
