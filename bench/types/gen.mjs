// Generates the projects of the type-check cost benchmark (see run.mjs, docs/benchmarks.md).
//   node bench/types/gen.mjs [--n 200,500,2000] [--out bench/out/types] [--client|--no-client] [--no-hono] [--hooks]
// For each N it writes <out>/<N>/<lib>-<variant>/ with its sources and a tsconfig.json:
//   versa-server  a versioned API of exactly N routes: versions x resources x 10 operations, one
//                 blueprint per resource (options or fluent form), one group per version (one of
//                 them with versionPrefix "/<tenant:str>/v", one with "/api/v" when there are more
//                 than two), an "/admin" sub-group in each version, params of types int, slug,
//                 uuid, str, ymd; handlers read their params and return plain objects.
//   versa-paths   versa-server + a file reading PathsOf / RoutesOf for three routes (no client).
//   versa-client  versa-server + a `createClient<typeof api>` file calling three routes (first,
//                 middle, last, the last one under the tenant prefix) and using their data.
//   versa-hooks-server / versa-hooks-client (with --hooks)  versa-server / versa-client with an
//                 onRequest hook on every blueprint that adds a typed key (`caller`), which each
//                 blueprint's list handler reads.
//   versa-ranges-client  N paths from an app of five declared versions where half the blueprints
//                 use an open range ({ since: k }), the others one version; the same client file.
//   hono-server / hono-client  the Hono yardstick at the same N
//                 (one chain of N routes; `hc<AppType>` calling three routes + InferResponseType).
// versa is imported from the repo's src/ (run.mjs --from dist: from emitted declarations) through `paths`, under
// the repo's strict settings; Hono resolves through a node_modules link to bench/types/node_modules.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, "../..");
export const DEFAULT_NS = [200, 500, 2000];
export const DEFAULT_OUT = path.join(repo, "bench/out/types");
export const OPS_PER_RESOURCE = 10;

const NAMES = ["users", "orders", "products", "invoices", "payments", "customers", "carts", "reviews", "shipments", "coupons",
  "categories", "suppliers", "warehouses", "refunds", "subscriptions", "plans", "teams", "projects", "tasks", "comments"];
/** The id parameter type of resource r: mostly ints, some slugs, uuids and plain strings. */
const ID_TYPES = ["int", "int", "slug", "int", "uuid", "int", "str", "int", "slug", "int"];
const TS_OF = { int: "number", slug: "string", uuid: "string", str: "string", ymd: "Date" };
const SAMPLE = { int: "7", slug: '"blue-shoe"', uuid: '"123e4567-e89b-12d3-a456-426614174000"', str: '"acme"', ymd: "new Date(0)" };

/** Does the repo's client exist yet (src/client/index.ts exports createClient)? */
export function hasClient() {
  try {
    return /export\s+(?:\{[^}]*\bcreateClient\b|(?:async\s+)?function\s+createClient\b|const\s+createClient\b)/.test(
      fs.readFileSync(path.join(repo, "src/client/index.ts"), "utf8"),
    );
  } catch {
    return false;
  }
}

/** The shape of an API of n routes: how many versions, resources per version. */
export function shape(n) {
  const versions = n < 500 ? 2 : 5;
  const resources = Math.max(1, Math.ceil(n / (versions * OPS_PER_RESOURCE)));
  return { versions, resources };
}

/** The hook each blueprint gets in the hooks variant: it adds `caller`, which the list handler reads. */
const HOOK = `  .onRequest(({ request }) => ({ caller: request.headers.get("x-caller") ?? "anonymous" }))`;

/** The 10 operations of a resource whose id has type t. `id` is the TS type of the id. */
function operations(t, hooks = false) {
  const id = `<id:${t}>`;
  const idTs = TS_OF[t];
  return [
    hooks
      ? { m: "get", p: "", h: `({ caller }) => ({ items: [] as { id: ${idTs}; name: string }[], page: 1, caller })`, params: [] }
      : { m: "get", p: "", h: `() => ({ items: [] as { id: ${idTs}; name: string }[], page: 1 })`, params: [] },
    { m: "post", p: "", h: `({ request }) => ({ created: true, url: request.url })`, params: [] },
    { m: "get", p: `/${id}`, h: `({ params }) => ({ id: params.id, name: "item" })`, params: [["id", t]], use: (d) => `${d}?.${idTs === "number" ? "id.toFixed()" : "id.toUpperCase()"}; ${d}?.name.length;` },
    { m: "put", p: `/${id}`, h: `({ params }) => ({ id: params.id, updated: true })`, params: [["id", t]] },
    { m: "patch", p: `/${id}`, h: `({ params }) => ({ id: params.id, patched: true })`, params: [["id", t]], routeVersion: true },
    { m: "delete", p: `/${id}`, h: `({ params }) => ({ id: params.id, deleted: true })`, params: [["id", t]] },
    { m: "get", p: `/${id}/items`, h: `({ params, query }) => ({ id: params.id, items: [] as { itemId: number }[], q: query.get("q") })`, params: [["id", t]] },
    { m: "post", p: `/${id}/items`, h: `({ params }) => ({ id: params.id, created: true })`, params: [["id", t]] },
    { m: "get", p: `/${id}/items/<itemId:int>`, h: `({ params }) => ({ id: params.id, itemId: params.itemId, ok: true })`, params: [["id", t], ["itemId", "int"]], use: (d) => `${d}?.itemId.toFixed(); ${d}?.ok.valueOf();` },
    { m: "get", p: `/${id}/history/<d:ymd>`, h: `({ params }) => ({ id: params.id, day: params.d.toISOString() })`, params: [["id", t], ["d", "ymd"]], use: (d) => `${d}?.day.length;` },
  ];
}

/**
 * The versa app of exactly n routes, and the list of its routes (method, composed path, params)
 * for the client and paths files.
 */
export function versaApp(n, { hooks = false } = {}) {
  const { versions, resources } = shape(n);
  const routes = [];
  const out = ['import { app, blueprint, group } from "versa";', ""];
  const groups = [];
  let count = 0;
  for (let k = 1; k <= versions && count < n; k++) {
    // the last version lives under a tenant, the second of five under /api/v
    const vp = k === versions ? "/<tenant:str>/v" : versions > 2 && k === 2 ? "/api/v" : "/v";
    const vpParams = k === versions ? [["tenant", "str"]] : [];
    const top = [];
    const admin = [];
    for (let r = 0; r < resources && count < n; r++) {
      const name = NAMES[r % NAMES.length] + (r >= NAMES.length ? Math.floor(r / NAMES.length) : "");
      const t = ID_TYPES[r % ID_TYPES.length];
      const isAdmin = r % 5 === 4;
      const prefix = `/${name}`;
      const bp = `v${k}_${name}`;
      const head = r % 2 === 0
        ? `blueprint("v${k}.${name}", { urlPrefix: "${prefix}" })`
        : `blueprint("v${k}.${name}").prefix("${prefix}")`;
      const lines = [`const ${bp} = ${head}`, ...(hooks ? [HOOK] : [])];
      for (const [i, op] of operations(t, hooks).entries()) {
        if (count >= n) break;
        count++;
        const own = op.routeVersion && r % 7 === 3 ? `${k}.1` : undefined;
        lines.push(own ? `  .${op.m}("${op.p}", { version: "${own}" }, ${op.h})` : `  .${op.m}("${op.p}", ${op.h})`);
        const full = `${vp}${own ?? k}${isAdmin ? "/admin" : ""}${prefix}${op.p}`;
        routes.push({ k, r, i, m: op.m, path: full, params: [...vpParams, ...op.params], use: op.use });
      }
      out.push(lines.join("\n") + ";");
      (isAdmin ? admin : top).push(bp);
    }
    const opts = vp === "/v" ? `{ version: ${k} }` : `{ version: "v${k}", versionPrefix: "${vp}" }`;
    const members = [...top, ...(admin.length ? [`group({ urlPrefix: "/admin" }, ${admin.join(", ")})`] : [])];
    out.push(`const v${k} = group(${opts},\n  ${members.join(",\n  ")},\n);`, "");
    groups.push(`v${k}`);
  }
  out.push(`export const api = app()${groups.map((g) => `\n  .blueprint(${g})`).join("")};`, "");
  return { source: out.join("\n"), routes };
}

/**
 * The ranges variant of exactly n composed paths: `app({ versions: [1, 2, 3, 4, 5] })` holding
 * resources (10 operations each, as in versaApp) that alternate between an open range
 * `{ since: k }`, served at every version from k on, and a single version k (k cycling 1 to 5):
 * half the blueprints use ranges. The last resource takes what is left of n (a range that would
 * overshoot becomes a single version).
 */
export function versaRangesApp(n) {
  const routes = [];
  const out = ['import { app, blueprint } from "versa";', ""];
  const names = [];
  let count = 0;
  for (let r = 0; count < n; r++) {
    const name = NAMES[r % NAMES.length] + (r >= NAMES.length ? Math.floor(r / NAMES.length) : "");
    const t = ID_TYPES[r % ID_TYPES.length];
    const k = ((r >> 1) % 5) + 1;
    const range = r % 2 === 0 && count + (6 - k) <= n;
    const served = range ? [1, 2, 3, 4, 5].slice(k - 1) : [k];
    const lines = [`const r${r} = blueprint("${name}", { urlPrefix: "/${name}", version: ${range ? `{ since: ${k} }` : k} })`];
    for (const [i, op] of operations(t).entries()) {
      if (count + served.length > n) break;
      count += served.length;
      lines.push(`  .${op.m}("${op.p}", ${op.h})`);
      for (const v of served) routes.push({ k: v, r, i, m: op.m, path: `/v${v}/${name}${op.p}`, params: op.params, use: op.use });
    }
    out.push(lines.join("\n") + ";");
    names.push(`r${r}`);
  }
  out.push("", `export const api = app({ versions: [1, 2, 3, 4, 5] })${names.map((b) => `\n  .blueprint(${b})`).join("")};`, "");
  return { source: out.join("\n"), routes };
}

/** Three routes with params and a data type to use: first, middle, last (the tenant version). */
function threeRoutes(routes) {
  const used = routes.filter((x) => x.use);
  if (used.length === 0) return [];
  const mid = routes[Math.floor(routes.length / 2)];
  const pick = (pred, from) => from.find(pred) ?? from[0];
  const middle = pick((x) => x.k === mid.k && x.r >= mid.r && x.i === 8, used);
  const last = [...used].reverse()[0];
  return [...new Set([used[0], middle, last])];
}

const paramsLiteral = (ps) => `{ ${ps.map(([name, t]) => `${name}: ${SAMPLE[t]}`).join(", ")} }`;

/** The client file: three calls, each result's data used (`d?.id.toFixed()`). */
export function versaClient(routes) {
  const lines = [
    'import { createClient } from "versa/client";',
    'import type { api } from "./app.js";',
    "",
    'const client = createClient<typeof api>({ baseUrl: "http://localhost:8787" });',
    "",
    "export async function calls(): Promise<void> {",
  ];
  threeRoutes(routes).forEach((x, j) => {
    lines.push(`  const r${j} = await client.${x.m}("${x.path}", { params: ${paramsLiteral(x.params)} });`);
    lines.push(`  const d${j} = r${j}.ok ? r${j}.data : undefined;`);
    lines.push(`  ${x.use(`d${j}`)}`);
  });
  lines.push("}", "");
  return lines.join("\n");
}

/** The paths file: what a client needs from the types, without the client (PathsOf, RoutesOf). */
export function versaPaths(routes) {
  const lines = [
    'import type { PathsOf, RoutesOf } from "versa";',
    'import type { api } from "./app.js";',
    "",
    "type Api = typeof api;",
    "export type Paths = PathsOf<Api, \"GET\">;",
    "type Params<P extends Paths> = Extract<RoutesOf<Api>, { method: \"GET\"; path: P }>[\"params\"];",
  ];
  threeRoutes(routes).forEach((x, j) => {
    lines.push(`export const p${j}: Params<"${x.path}"> = ${paramsLiteral(x.params)};`);
  });
  lines.push("");
  return lines.join("\n");
}

// ---- Hono: one chain of N routes (`server`) and an `hc` client of it (`client`) ---------------

function honoRoute(i) {
  const k = Math.floor(i / 4);
  switch (i % 4) {
    case 0: return `.get('/api/r${k}', (c) => c.json({ items: [] as { id: string }[], page: 1 }))`;
    case 1: return `.get('/api/r${k}/:id', (c) => c.json({ id: c.req.param('id'), name: 'r${k}' }))`;
    case 2: return `.get('/api/r${k}/:id/sub/:subId', (c) => { const { id, subId } = c.req.param(); return c.json({ id, subId, ok: true }) })`;
    default: return `.post('/api/r${k}', (c) => c.json({ created: true, id: 'new' }, 201))`;
  }
}

function honoCalls(n) {
  if (n === 0) return "// no routes\nexport const calls = [] as const\n";
  const pick = (i) => Math.min(Math.max(i, 0), n - 1);
  const idx = [...new Set([pick(1), pick(Math.floor(n / 2) - (Math.floor(n / 2) % 4) + 2), pick(n - 1)])];
  const lines = [];
  idx.forEach((i, j) => {
    const k = Math.floor(i / 4);
    switch (i % 4) {
      case 0: lines.push(`export const c${j} = client.api.r${k}.$get()`, `export type R${j} = InferResponseType<typeof client.api.r${k}.$get>`); break;
      case 1: lines.push(`export const c${j} = client.api.r${k}[':id'].$get({ param: { id: '1' } })`, `export type R${j} = InferResponseType<(typeof client.api.r${k})[':id']['$get']>`); break;
      case 2: lines.push(`export const c${j} = client.api.r${k}[':id'].sub[':subId'].$get({ param: { id: '1', subId: '2' } })`, `export type R${j} = InferResponseType<(typeof client.api.r${k})[':id']['sub'][':subId']['$get']>`); break;
      default: lines.push(`export const c${j} = client.api.r${k}.$post()`, `export type R${j} = InferResponseType<typeof client.api.r${k}.$post>`); break;
    }
  });
  lines.push("export const url = client.api.r0.$url()");
  return lines.join("\n") + "\n";
}

export function honoApp(n) {
  const routes = Array.from({ length: n }, (_, i) => "  " + honoRoute(i)).join("\n");
  return `import { Hono } from 'hono'\n\nexport const app = new Hono()\n${routes}\n\nexport type AppType = typeof app\n`;
}
export function honoClient(n) {
  return `import { hc } from 'hono/client'\nimport type { InferResponseType } from 'hono/client'\nimport type { AppType } from './app'\n\nconst client = hc<AppType>('http://localhost:8787')\n${honoCalls(n)}`;
}

// ---- projects --------------------------------------------------------------------------------

/** The repo's strict settings (tsconfig.json), no emit; versa through `paths`. */
export function versaTsconfig(dir, files, distDir) {
  const rel = (p) => {
    const r = path.relative(dir, path.resolve(repo, p)).split(path.sep).join("/");
    return r.startsWith(".") ? r : `./${r}`;
  };
  const entry = distDir ? [path.join(distDir, "index.d.ts"), path.join(distDir, "client/index.d.ts")] : ["src/index.ts", "src/client/index.ts"];
  return {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2022", "DOM", "DOM.Iterable"],
      types: ["node"],
      typeRoots: [rel("node_modules/@types")],
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      skipLibCheck: true,
      allowImportingTsExtensions: true,
      noEmit: true,
      paths: { versa: [rel(entry[0])], "versa/client": [rel(entry[1])] },
    },
    files,
  };
}

/** The Hono projects' settings: strict, bundler resolution, no node types. */
export function honoTsconfig(files) {
  return {
    compilerOptions: {
      target: "ES2022", module: "ESNext", moduleResolution: "Bundler", strict: true, skipLibCheck: true,
      noEmit: true, types: [], lib: ["ES2022", "DOM", "DOM.Iterable"],
    },
    files,
  };
}

function write(dir, files) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [f, s] of Object.entries(files)) fs.writeFileSync(path.join(dir, f), typeof s === "string" ? s : JSON.stringify(s, null, 2) + "\n");
}

/**
 * Writes the projects of one N under `<out>/<n>/` and returns their tsconfig paths by name
 * (`versa-server`, `versa-paths`, `versa-client` when the client exists or `client` is true,
 * `hono-server` and `hono-client` unless `hono` is false). versa comes from the repo's src/, or
 * from the declarations in `distDir` when given.
 */
export function generate(n, { out = DEFAULT_OUT, distDir, client = hasClient(), hono = true, hooks = false } = {}) {
  const base = path.join(out, String(n));
  const { source, routes } = versaApp(n);
  const projects = {};
  const pkg = { type: "module", private: true };
  const versa = (variant, extra, app = source) => {
    const dir = path.join(base, `versa-${variant}`);
    const files = ["app.ts", ...Object.keys(extra)];
    write(dir, { "package.json": pkg, "app.ts": app, ...extra, "tsconfig.json": versaTsconfig(dir, files, distDir) });
    projects[`versa-${variant}`] = path.join(dir, "tsconfig.json");
  };
  versa("server", {});
  versa("paths", { "paths.ts": versaPaths(routes) });
  if (client) versa("client", { "client.ts": versaClient(routes) });
  if (hooks) {
    const hooked = versaApp(n, { hooks: true }).source;
    versa("hooks-server", {}, hooked);
    if (client) versa("hooks-client", { "client.ts": versaClient(routes) }, hooked);
  }
  // the same number of paths, half the blueprints over ranges of five declared versions
  const ranges = versaRangesApp(n);
  const rangesDir = path.join(base, "versa-ranges-client");
  const rangesFiles = client ? { "client.ts": versaClient(ranges.routes) } : {};
  write(rangesDir, { "package.json": pkg, "app.ts": ranges.source, ...rangesFiles, "tsconfig.json": versaTsconfig(rangesDir, ["app.ts", ...Object.keys(rangesFiles)], distDir) });
  projects["versa-ranges-client"] = path.join(rangesDir, "tsconfig.json");
  if (hono) {
    // Hono resolves from bench/types/node_modules (npm --prefix bench/types ci)
    const link = path.join(out, "node_modules");
    if (!fs.existsSync(link)) {
      fs.mkdirSync(out, { recursive: true });
      fs.symlinkSync(path.join(here, "node_modules"), link, "dir");
    }
    const app = honoApp(n);
    for (const [variant, extra] of [["server", {}], ["client", { "client.ts": honoClient(n) }]]) {
      const dir = path.join(base, `hono-${variant}`);
      write(dir, { "app.ts": app, ...extra, "tsconfig.json": honoTsconfig(["app.ts", ...Object.keys(extra)]) });
      projects[`hono-${variant}`] = path.join(dir, "tsconfig.json");
    }
  }
  return { projects, routes: routes.length, shape: shape(n) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (k, d) => {
    const i = args.indexOf(k);
    return i >= 0 ? args[i + 1] : d;
  };
  const ns = opt("--n", DEFAULT_NS.join(",")).split(",").map(Number);
  const out = path.resolve(opt("--out", DEFAULT_OUT));
  const client = args.includes("--client") ? true : args.includes("--no-client") ? false : hasClient();
  for (const n of ns) {
    const g = generate(n, { out, client, hono: !args.includes("--no-hono"), hooks: args.includes("--hooks") });
    console.log(`N=${n} (${g.shape.versions} versions x ${g.shape.resources} resources x ${OPS_PER_RESOURCE} ops): ${Object.keys(g.projects).join(", ")}`);
  }
  console.log(`written under ${out}${client ? "" : " (no versa client: src/client/index.ts does not export createClient yet; --client forces it)"}`);
}
