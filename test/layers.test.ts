/**
 * The layering of `src/` (docs/design.md, "Layers"): every import runs down the table below or
 * stays in its own folder, no file imports one that imports it back, and only the Node-only entries
 * (`versa/node`, `versa/docs`) and the CLI import `node:` modules. Type-only imports count like any other.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

/** Each folder's layer: a file may import from a lower layer or from its own folder only. */
const LAYERS = {
  core: 0,
  path: 1,
  builder: 2,
  router: 2,
  server: 3,
  openapi: 3,
  client: 4,
  node: 4,
  docs: 4,
  cli: 5,
  ".": 6, // the facade: src/index.ts, src/app.ts
} as const satisfies Record<string, number>;
type Folder = keyof typeof LAYERS;

/** Folders whose files may import `node:` modules (the rest must run on any runtime). */
const NODE_ONLY: readonly Folder[] = ["node", "docs", "cli"];

type Graph = ReadonlyMap<string, readonly string[]>;

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

/** The import graph of `src/`: file (relative to src, `/` separated) -> what it imports. */
function readGraph(): Graph {
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts")).map((f) => f.split("\\").join("/"));
  return new Map(
    files.map((file) => {
      const text = readFileSync(join(SRC, file), "utf8");
      const specs = [...text.matchAll(IMPORT)].map((m) => m[1]!);
      const targets = specs.map((s) => (s.startsWith(".") ? relative(SRC, resolve(SRC, dirname(file), s)).split("\\").join("/").replace(/\.js$/, ".ts") : s));
      return [file, targets];
    }),
  );
}

const folderOf = (file: string): Folder => {
  const top = file.includes("/") ? file.slice(0, file.indexOf("/")) : ".";
  if (!(top in LAYERS)) throw new Error(`src/${file}: folder '${top}' has no layer in test/layers.test.ts`);
  return top as Folder;
};

/** Every import that runs against the layers, as `from -> to (why)`. */
export function layerViolations(graph: Graph): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    for (const t of targets) {
      if (t.startsWith("node:")) {
        if (!NODE_ONLY.includes(from)) out.push(`${file} -> ${t} (node: imports belong in ${NODE_ONLY.join(", ")})`);
        continue;
      }
      if (!graph.has(t)) continue; // a package
      const to = folderOf(t);
      if (to !== from && LAYERS[to] >= LAYERS[from]) out.push(`${file} -> ${t} (${from} is layer ${LAYERS[from]}, ${to} is layer ${LAYERS[to]})`);
    }
  }
  return out;
}

/** Every import cycle between files, each as `a -> b -> a`. */
export function cycles(graph: Graph): string[] {
  const out: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const t of graph.get(file) ?? []) {
      if (!graph.has(t)) continue;
      if (state.get(t) === "open") out.push([...stack.slice(stack.indexOf(t)), t].join(" -> "));
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return out;
}

describe("the layers of src/", () => {
  const graph = readGraph();

  test("reads every module and its imports", () => {
    expect(graph.get("index.ts")).toContain("app.ts");
    expect(graph.get("node/serve.ts")).toContain("node:http");
    expect(graph.size).toBeGreaterThan(50);
  });

  test("every import runs down the layers or stays in its folder", () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  test("no module imports one that imports it", () => {
    expect(cycles(graph)).toEqual([]);
  });

  test("the checks catch an import upwards, a node: import, a sibling import and a cycle", () => {
    const bad: Graph = new Map([
      ["core/a.ts", ["builder/b.ts"]],
      ["builder/b.ts", ["core/a.ts", "node:http"]],
      ["router/c.ts", ["builder/b.ts"]],
    ]);
    expect(layerViolations(bad)).toEqual([
      "core/a.ts -> builder/b.ts (core is layer 0, builder is layer 2)",
      "builder/b.ts -> node:http (node: imports belong in node, docs, cli)",
      "router/c.ts -> builder/b.ts (router is layer 2, builder is layer 2)",
    ]);
    expect(cycles(bad)).toEqual(["core/a.ts -> builder/b.ts -> core/a.ts"]);
  });
});
