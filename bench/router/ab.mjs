#!/usr/bin/env node
// A/B of versa's two matchers in one process: an old build (argv[2], a copy of dist/) against
// the current dist/, on chosen requests, alternating per round; prints the median ns of each.
//   node --expose-gc bench/router/ab.mjs /tmp/old-dist [hono:not found,api:404 early ...]
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { adapters } from "./adapters/index.mjs";
import { suites } from "./suites.mjs";
import { time } from "./time.mjs";

const old = resolve(process.argv[2]);
const picks = (process.argv[3] ?? "hono:wildcard,hono:not found,api:404 early").split(",");
const rounds = 5;
const load = async (dir) => ({
  app: (await import(pathToFileURL(`${dir}/index.js`).href)).app,
  compileRouter: (await import(pathToFileURL(`${dir}/router/index.js`).href)).compileRouter,
});
const libs = { old: await load(old), new: await load(resolve("dist")) };
const peers = adapters(libs.new).filter((a) => ["find-my-way (compile())", "@medley/router", "hono RegExpRouter"].includes(a.name));
// each matcher's wrapper compiled on its own, so no two share V8's type feedback
const wrap = (match) =>
  new Function("match", "return (method, path) => { const m = match(method, path); return m.status === 200 ? m : null; }")(match);
const cells = [];
for (const s of suites(["hono", "api"])) {
  for (const r of s.requests) {
    if (!picks.includes(`${s.id}:${r.name}`)) continue;
    for (const [tag, lib] of Object.entries(libs)) {
      for (const codegen of [undefined, false]) {
        let api = lib.app();
        s.routes.forEach((rt, i) => (api = api[rt.method.toLowerCase()](rt.path.split("/").map((x) => (x.startsWith(":") ? `<${x.slice(1)}>` : x === "*" ? "<wildcard:path>" : x)).join("/"), () => i)));
        cells.push({ name: `${s.id}:${r.name} ${codegen === false ? "walk" : "gen "} ${tag}`, match: wrap(lib.compileRouter(api.routes, { codegen })), r, suite: s, xs: [] });
      }
    }
    for (const p of peers) cells.push({ name: `${s.id}:${r.name} ${p.name}`, match: p.build(s.routes), r, suite: s, xs: [] });
  }
}
// every matcher first sees all its suite's requests, as in a full run (type feedback of hits too)
for (const c of cells) for (let i = 0; i < 20_000; i++) for (const r of c.suite.requests) c.match(r.method, r.path);
for (let k = 0; k < rounds; k++) for (const c of cells) c.xs.push(await time(c.match, [c.r], { timeMs: 150, fresh: false }));
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const c of cells) console.log(`${med(c.xs).toFixed(2).padStart(7)} ns  ${c.name}`);
